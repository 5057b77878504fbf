import * as t from 'io-ts';
import { Limits, OpenTypes } from '@benefit-store/domain';
import { successEnvelope, WireId } from './envelope.ts';
import { OptionalChoice, OptionalId, Text } from './fields.ts';

/**
 * Codecs of the site-shell endpoints (doc 000 section 7). Field names are the spec's own (section 3);
 * where the spec is silent the shape is ours and ADR 0200 says why. Optional fields are those a
 * production deployment may leave out; the client treats a missing one as empty.
 */

const nullableString = t.union([t.string, t.null]);
const nullableId = t.union([WireId, t.null]);

/** One category of the menu: the wire key (`medical`) and its label (`Medical`). */
export const MenuCategory = t.type({ key: t.string, value: t.string });
export type MenuCategory = t.TypeOf<typeof MenuCategory>;

/** get-common-menu, get-group-menu: data.result is the list of categories, in menu order. */
export const GetMenuResponse = successEnvelope(t.type({ result: t.array(MenuCategory) }));

/** get-cart-count and get-cart-amount: data.result is a number (items, or dollars per month). */
export const GetCartNumberResponse = successEnvelope(t.type({ result: t.number }));

/** get-more-requirement: data.result tells whether a premier plan (plan type MM) is in the cart. */
export const GetMoreRequirementResponse = successEnvelope(t.type({ result: t.boolean }));

/** Agent landing info (section 3) plus the brand colour the site is themed with. */
export const AgentLandingInfo = t.intersection([
  t.type({
    agent_id: WireId,
    agent_code: t.string,
    display_name: t.string,
    display_phone: t.string,
    display_email: t.string,
  }),
  t.partial({
    logo: t.string,
    tagline: t.string,
    display_about_name: t.string,
    image: t.string,
    image_link: t.string,
    agent_bio: t.string,
    brand_color: t.string,
    /** Which landing the site shows: the Get Started form (`form`) or the 3-slide quote (`slides`). */
    landing_variant: t.string,
  }),
]);
export type AgentLandingInfo = t.TypeOf<typeof AgentLandingInfo>;
export const GetAgentLandingPageInfoResponse = successEnvelope(AgentLandingInfo);
export const GetAgentAboutPageInfoResponse = successEnvelope(AgentLandingInfo);

export const AddressInformation = t.partial({ address1: t.string, city: t.string, state: t.string, zip: t.string });

/** Group landing info (section 3) plus the brand colour. */
export const GroupLandingInfo = t.intersection([
  t.type({
    gid: WireId,
    gname: t.string,
    display_name: t.string,
    display_phone: t.string,
    display_email: t.string,
  }),
  t.partial({
    gagent_code: t.string,
    logo: t.string,
    tagline: t.string,
    display_about_name: t.string,
    image: t.string,
    image_link: t.string,
    gweb_aboutus: t.string,
    address_information: AddressInformation,
    brand_color: t.string,
    landing_variant: t.string,
  }),
]);
export type GroupLandingInfo = t.TypeOf<typeof GroupLandingInfo>;
export const GetGroupLandingPageInfoResponse = successEnvelope(GroupLandingInfo);
export const GetGroupAboutPageInfoResponse = successEnvelope(GroupLandingInfo);

/** get-external-site-dynamic-information: the site's key/value settings. */
export const SiteSetting = t.type({ key: t.string, value: t.string });
export type SiteSetting = t.TypeOf<typeof SiteSetting>;
export const GetSiteDynamicInformationResponse = successEnvelope(t.array(SiteSetting));

/** Featured plan (section 3). */
export const FeaturedPlan = t.intersection([
  t.type({ plan_id: WireId, plan_name: t.string }),
  t.partial({ plan_logo: t.string, plan_short_text: t.string, plan_category: t.string }),
]);
export type FeaturedPlan = t.TypeOf<typeof FeaturedPlan>;
export const GetFeaturedPlansResponse = successEnvelope(t.type({ result: t.array(FeaturedPlan) }));

/** Home plan (section 3): a category tile with its image, plan.name and link. */
export const HomePlan = t.intersection([
  t.type({ image: t.string, plan: t.type({ name: t.string }), link: t.string }),
  t.partial({ key: t.string }),
]);
export type HomePlan = t.TypeOf<typeof HomePlan>;
export const GetHomepagePlanResponse = successEnvelope(t.type({ result: t.array(HomePlan) }));

/** POST /add-filter-for-member. */
export const AddFilterForMemberRequest = t.intersection([
  // user_id: a member id (rep or group administrator), or the member's own sealed id (docs/adr/0400).
  t.type({ user_id: Text(Limits.token), tier: Text() }),
  t.partial({ open_type: OptionalChoice(OpenTypes), group_id: OptionalId }),
]);
export type AddFilterForMemberRequest = t.TypeOf<typeof AddFilterForMemberRequest>;
export const AddFilterForMemberResponse = successEnvelope(
  t.intersection([t.type({ temp_enrollment_id: WireId }), t.partial({ portal_id: nullableId, state: t.string })]),
);

/** get-domainSite-infromation: the group a custom domain belongs to. */
export const GetDomainSiteInformationResponse = t.intersection([
  t.type({ statusCode: t.literal(200), data: t.type({ gid: WireId }) }),
  t.type({ data: t.partial({ gagent_code: nullableString, gname: t.string, gcode: t.string, portal_id: nullableId }) }),
  t.partial({ status: t.literal('success') }),
]);

const LandingType = t.keyof({ agent: null, group: null });

/** validate-landing-page: statusCode 200 and the landing data. */
export const LandingData = t.intersection([
  t.type({ type: LandingType, landing_url: t.string }),
  t.partial({
    agent_id: nullableId,
    group_id: nullableId,
    gagent_code: nullableString,
    gcode: nullableString,
    gname: nullableString,
    display_name: t.string,
    agent_name: t.string,
    /** Ours: a group's own enrollment portal (platform_group_id), where its employees enroll. */
    portal_id: nullableId,
  }),
]);
export type LandingData = t.TypeOf<typeof LandingData>;
export const ValidateLandingPageResponse = t.intersection([
  t.type({ statusCode: t.literal(200), data: LandingData }),
  t.partial({ status: t.literal('success') }),
]);

/** get-external-site-infromation: the site a site_name (landing segment or custom domain) names. */
export const ExternalSite = t.intersection([
  t.type({ site_name: t.string, type: LandingType }),
  t.partial({ agent_id: nullableId, group_id: nullableId, display_name: t.string, logo: t.string, landing_url: nullableString, custom_domain: nullableString }),
]);
export const GetExternalSiteInformationResponse = successEnvelope(ExternalSite);

/** Referral info (section 3). */
export const ReferralInfo = t.intersection([
  t.type({ agent_id: WireId, valid_referral_link: t.boolean, referrer_info: t.string }),
  t.partial({ group_id: nullableId, portal_id: nullableId }),
]);
export type ReferralInfo = t.TypeOf<typeof ReferralInfo>;
export const GetEnrollmentInfoReferralResponse = successEnvelope(ReferralInfo);

/** get-default-info: the main site's own header, for visitors with no rep or group context. */
export const DefaultInfo = t.intersection([
  t.type({ display_name: t.string, display_phone: t.string, display_email: t.string }),
  t.partial({ tagline: t.string, logo: t.string, display_about_name: t.string, about: t.string, brand_color: t.string }),
]);
export type DefaultInfo = t.TypeOf<typeof DefaultInfo>;
export const GetDefaultInfoResponse = successEnvelope(DefaultInfo);

/** get-agent-info-enroll: the agent an enrollment runs under (section 3, Agent). */
export const AgentEnrollInfo = t.intersection([
  t.type({ agent_id: WireId, agent_fname: t.string, agent_lname: t.string }),
  t.partial({ agent_mname: nullableString, agent_code: t.string, email: t.string, phone: t.string }),
]);
export const GetAgentInfoEnrollResponse = successEnvelope(AgentEnrollInfo);

/** get-group-info-enroll: the group an enrollment runs under (section 3, Group). */
export const GroupEnrollInfo = t.intersection([
  t.type({ gid: WireId, gname: t.string }),
  t.partial({ gcode: t.string, agent_id: WireId, address_information: AddressInformation }),
]);
export const GetGroupInfoEnrollResponse = successEnvelope(GroupEnrollInfo);

export const GetElevateInfoResponse = successEnvelope(t.type({ portal_id: WireId }));

/** validate-agent: the rep validation result (section 3). */
export const RepValidation = t.intersection([
  t.type({ first_name: t.string, last_name: t.string, email: t.string, phone: t.string, agent_code: t.string }),
  t.partial({ agent_id: WireId, logo: t.string, image: t.string, landing_url: nullableString }),
]);
export type RepValidation = t.TypeOf<typeof RepValidation>;
export const ValidateAgentResponse = successEnvelope(RepValidation);

/** validate-group: the group validation result (section 3). */
export const GroupValidation = t.intersection([
  t.type({ name: t.string, group_id: WireId }),
  t.partial({ landing_url: nullableString }),
]);
export type GroupValidation = t.TypeOf<typeof GroupValidation>;
export const ValidateGroupResponse = successEnvelope(GroupValidation);

export const GetTicketLinkResponse = successEnvelope(t.type({ ticket: t.string }));

export const TrackElevateTrafficResponse = successEnvelope(t.type({ tracked: t.boolean }));

/** validate-zip-code, as the 3-slide quote's zip check reads it. */
export const ValidateZipCodeResponse = successEnvelope(t.partial({ zip_code: t.string, state: t.string }));
