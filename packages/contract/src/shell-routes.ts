import * as t from 'io-ts';
import { Eprocesses, Limits, OpenTypes } from '@benefit-store/domain';
import { Id, OptionalChoice, OptionalId, OptionalText, Text } from './fields.ts';
import { api, query } from './routes.ts';
import { AddFilterForMemberRequest } from './shell.ts';

/** The context hints the storefront adds to catalogue reads; the reference server's catalogue is one for all. */
const siteHints = {
  agent_id: OptionalId,
  group_id: OptionalId,
  portal_id: OptionalId,
  eprocess: OptionalChoice(Eprocesses),
  open_type: OptionalChoice(OpenTypes),
};

const enrollment = query({ enrollment_id: Id });

/**
 * The site shell, white-label branding, access and landing endpoints of doc 000 section 7, spelled as
 * the wire spells them (get-domainSite-infromation and get-external-site-infromation included).
 */
export const ShellRoutes = {
  getCommonMenu: api('GET', '/get-common-menu', query(siteHints)),
  getGroupMenu: api('GET', '/get-group-menu', query({ group_id: Id, from_site: OptionalText(Limits.id) })),
  getCartCount: api('GET', '/get-cart-count', enrollment),
  getCartAmount: api('GET', '/get-cart-amount', enrollment),
  getAgentLandingPageInfo: api('GET', '/get-agent-landing-page-info', query({ agent_id: Id })),
  getAgentAboutPageInfo: api('GET', '/get-agent-about-page-info', query({ agent_id: Id })),
  getGroupLandingPageInfo: api('GET', '/get-group-landing-page-info', query({ group_id: Id })),
  getGroupAboutPageInfo: api('GET', '/get-group-about-page-info', query({ group_id: Id })),
  getExternalSiteDynamicInformation: api('GET', '/get-external-site-dynamic-information', query({ site_domain: Text(Limits.domain) })),
  getFeaturedPlans: api('GET', '/get-featured-plans', query(siteHints)),
  getHomepagePlan: api('GET', '/get-homepage-plan', query(siteHints)),
  addFilterForMember: api('POST', '/add-filter-for-member', { body: AddFilterForMemberRequest }),
  getMoreRequirement: api('GET', '/get-more-requirement', query({ enrollment_id: Id, plan_id: OptionalId })),
  getDomainSiteInformation: api('GET', '/get-domainSite-infromation', query({ site_domain: Text(Limits.domain) })),
  validateLandingPage: api('GET', '/validate-landing-page', query({ landing_page: Text(Limits.segment) })),
  getExternalSiteInformation: api('GET', '/get-external-site-infromation', query({ site_name: Text(Limits.domain) })),
  getEnrollmentInfoReferral: api('GET', '/get-enrollment-info-referral', query({ referral_id: Id })),
  getDefaultInfo: api('GET', '/get-default-info'),
  getAgentInfoEnroll: api('GET', '/get-agent-info-enroll', query({ agent_id: Id })),
  getGroupInfoEnroll: api('GET', '/get-group-info-enroll', query({ group_id: Id })),
  getElevateInfo: api('GET', '/get-elevate-info'),
  validateAgent: api('GET', '/validate-agent', query({ agent_code: Id })),
  validateGroup: api('GET', '/validate-group', query({ group_code: Id })),
  getTicketLink: api('GET', '/get-ticket-link'),
  trackElevateTraffic: api('POST', '/track-elevate-traffic', { body: t.type({ enrollment_id: Id }) }),
} as const;

export type ShellRouteName = keyof typeof ShellRoutes;
