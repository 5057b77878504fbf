import { errAsync, okAsync } from 'neverthrow';
import {
  AddFilterForMemberResponse,
  ChangeFilterInfoResponse,
  GetAgentAboutPageInfoResponse,
  GetAgentLandingPageInfoResponse,
  GetCartNumberResponse,
  GetDefaultInfoResponse,
  GetDomainSiteInformationResponse,
  GetElevateInfoResponse,
  GetEnrollmentInfoReferralResponse,
  GetFeaturedPlansResponse,
  GetGroupAboutPageInfoResponse,
  GetGroupLandingPageInfoResponse,
  GetHomepagePlanResponse,
  GetMenuResponse,
  GetMoreRequirementResponse,
  GetSiteDynamicInformationResponse,
  GetTicketLinkResponse,
  Routes,
  ShellRoutes,
  TrackElevateTrafficResponse,
  ValidateAgentResponse,
  ValidateGroupResponse,
  ValidateLandingPageResponse,
  ValidateZipCodeResponse,
  type AgentLandingInfo,
  type DefaultInfo,
  type GroupLandingInfo,
  type SiteSetting,
} from '@benefit-store/contract';
import type * as wire from '@benefit-store/contract';
import { unexpected } from '@benefit-store/domain';
import type { LandingVariant, SiteBranding, SiteDirectory, SiteHeader, SiteQuery, StorefrontGateway } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

/** site_domain travels base64-encoded (doc 000 section 7). */
export const encodeSiteDomain = (host: string): string => btoa(host.toLowerCase());

const variant = (value: string | undefined): LandingVariant => (value === 'slides' ? 'slides' : 'form');
const present = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value === '' ? undefined : value);

/** The header fields every kind of site sends alike. */
interface WireHeader {
  readonly display_name: string;
  readonly display_phone: string;
  readonly display_email: string;
  readonly tagline?: string;
  readonly logo?: string;
  readonly display_about_name?: string;
  readonly image?: string;
  readonly image_link?: string;
  readonly brand_color?: string;
  readonly landing_variant?: string;
}

/** A site header from those common fields; `aboutText` is the kind's own about field (bio, about us, about). */
const headerOf = (w: WireHeader, aboutText: string | undefined) => ({
  displayName: w.display_name,
  displayPhone: w.display_phone,
  displayEmail: w.display_email,
  tagline: w.tagline ?? '',
  logo: w.logo ?? '',
  aboutName: w.display_about_name || w.display_name,
  aboutText: aboutText ?? '',
  image: w.image ?? '',
  imageLink: w.image_link ?? '',
  ...(w.brand_color ? { brandColor: w.brand_color } : {}),
  landingVariant: variant(w.landing_variant),
});

export const toAgentHeader = (a: AgentLandingInfo): SiteHeader => ({ kind: 'agent', agentId: a.agent_id, ...headerOf(a, a.agent_bio) });

export const toGroupHeader = (g: GroupLandingInfo): SiteHeader => ({
  kind: 'group',
  groupId: g.gid,
  groupName: g.gname,
  ...headerOf(g, g.gweb_aboutus),
  ...(g.address_information
    ? {
        address: {
          address1: g.address_information.address1 ?? '',
          city: g.address_information.city ?? '',
          state: g.address_information.state ?? '',
          zip: g.address_information.zip ?? '',
        },
      }
    : {}),
});

/** The default site has no image and always shows the Get Started form, whatever else the wire carries. */
const toDefaultHeader = (d: DefaultInfo): SiteHeader => ({ kind: 'default', ...headerOf(d, d.about), image: '', imageLink: '', landingVariant: 'form' });

export const toSiteBranding = (list: readonly SiteSetting[]): SiteBranding => {
  const settings = Object.fromEntries(list.map(({ key, value }) => [key, value]));
  const get = (key: string) => settings[key] ?? '';
  return {
    title: get('site_title') || get('display_name'),
    favicon: get('favicon'),
    logo: get('logo'),
    ...(get('brand_color') ? { brandColor: get('brand_color') } : {}),
    cartLogo: get('cart_logo'),
    bannerImage: get('banner_image'),
    thankYouImage: get('thank_you_image'),
    footerLogo: get('footer_logo'),
    iosIcon: get('ios_icon'),
    androidIcon: get('android_icon'),
    iosAppLink: get('ios_app_link'),
    androidAppLink: get('android_app_link'),
    androidEnabled: get('android_enabled') === '1' || get('android_enabled') === 'true',
    settings,
  };
};

const siteQuery = (query: SiteQuery) => ({
  agent_id: query.agentId,
  group_id: query.groupId,
  portal_id: query.portalId,
  eprocess: query.eprocess,
  open_type: query.openType,
});

const menuOf = (list: readonly wire.MenuCategory[]) => list.map((c) => ({ key: c.key, label: c.value }));

export const httpSiteDirectory = (api: ApiClient): SiteDirectory => ({
  branding: (host) =>
    api.call(ShellRoutes.getExternalSiteDynamicInformation, GetSiteDynamicInformationResponse, { query: { site_domain: encodeSiteDomain(host) } }).map(({ data }) => toSiteBranding(data)),
  domainSite: (host) =>
    api.call(ShellRoutes.getDomainSiteInformation, GetDomainSiteInformationResponse, { query: { site_domain: encodeSiteDomain(host) } }).map(({ data }) => ({
      groupId: data.gid,
      ...(present(data.gagent_code) ? { agentCode: data.gagent_code as string } : {}),
      ...(present(data.gname) ? { groupName: data.gname as string } : {}),
      ...(present(data.gcode) ? { groupCode: data.gcode as string } : {}),
      ...(present(data.portal_id) ? { portalId: data.portal_id as string } : {}),
    })),
  landingPage: (segment) =>
    api.call(ShellRoutes.validateLandingPage, ValidateLandingPageResponse, { query: { landing_page: segment } }).map(({ data }) => ({
      type: data.type,
      landingUrl: data.landing_url,
      ...(present(data.agent_id) ? { agentId: data.agent_id as string } : {}),
      ...(present(data.group_id) ? { groupId: data.group_id as string } : {}),
      ...(present(data.gagent_code) ? { agentCode: data.gagent_code as string } : {}),
      ...(present(data.gcode) ? { groupCode: data.gcode as string } : {}),
      ...(present(data.gname) ? { groupName: data.gname as string } : {}),
      ...(present(data.display_name) ? { displayName: data.display_name as string } : {}),
      ...(present(data.agent_name) ? { agentName: data.agent_name as string } : {}),
      ...(present(data.portal_id) ? { portalId: data.portal_id as string } : {}),
    })),
  agentHeader: (agentId) => api.call(ShellRoutes.getAgentLandingPageInfo, GetAgentLandingPageInfoResponse, { query: { agent_id: agentId } }).map(({ data }) => toAgentHeader(data)),
  agentAbout: (agentId) => api.call(ShellRoutes.getAgentAboutPageInfo, GetAgentAboutPageInfoResponse, { query: { agent_id: agentId } }).map(({ data }) => toAgentHeader(data)),
  groupHeader: (groupId) => api.call(ShellRoutes.getGroupLandingPageInfo, GetGroupLandingPageInfoResponse, { query: { group_id: groupId } }).map(({ data }) => toGroupHeader(data)),
  groupAbout: (groupId) => api.call(ShellRoutes.getGroupAboutPageInfo, GetGroupAboutPageInfoResponse, { query: { group_id: groupId } }).map(({ data }) => toGroupHeader(data)),
  defaultHeader: () => api.call(ShellRoutes.getDefaultInfo, GetDefaultInfoResponse).map(({ data }) => toDefaultHeader(data)),
  validateRep: (code) =>
    api.call(ShellRoutes.validateAgent, ValidateAgentResponse, { query: { agent_code: code } }).map(({ data }) => ({
      ...(data.agent_id ? { agentId: data.agent_id } : {}),
      firstName: data.first_name,
      lastName: data.last_name,
      email: data.email,
      phone: data.phone,
      agentCode: data.agent_code,
      logo: data.logo ?? '',
      image: data.image ?? '',
      landingUrl: data.landing_url ?? '',
    })),
  validateGroup: (code) =>
    api.call(ShellRoutes.validateGroup, ValidateGroupResponse, { query: { group_code: code } }).map(({ data }) => ({
      groupId: data.group_id,
      name: data.name,
      landingUrl: data.landing_url ?? '',
    })),
  referral: (rid) =>
    api.call(ShellRoutes.getEnrollmentInfoReferral, GetEnrollmentInfoReferralResponse, { query: { referral_id: rid } }).map(({ data }) => ({
      agentId: data.agent_id,
      ...(present(data.group_id) ? { groupId: data.group_id as string } : {}),
      ...(present(data.portal_id) ? { portalId: data.portal_id as string } : {}),
      valid: data.valid_referral_link,
      referrerInfo: data.referrer_info,
    })),
  ticketLink: () => api.call(ShellRoutes.getTicketLink, GetTicketLinkResponse).map(({ data }) => data.ticket),
  elevatePortal: () => api.call(ShellRoutes.getElevateInfo, GetElevateInfoResponse).map(({ data }) => data.portal_id),
});

export const httpStorefront = (api: ApiClient): StorefrontGateway => ({
  menu: (query) => api.call(ShellRoutes.getCommonMenu, GetMenuResponse, { query: siteQuery(query) }).map(({ data }) => menuOf(data.result)),
  groupMenu: (groupId, fromSite) =>
    api.call(ShellRoutes.getGroupMenu, GetMenuResponse, { query: { group_id: groupId, from_site: fromSite } }).map(({ data }) => menuOf(data.result)),
  featuredPlans: (query) =>
    api.call(ShellRoutes.getFeaturedPlans, GetFeaturedPlansResponse, { query: siteQuery(query) }).map(({ data }) =>
      data.result.map((p) => ({ planId: p.plan_id, name: p.plan_name, logo: p.plan_logo ?? '', shortText: p.plan_short_text ?? '' })),
    ),
  homeCategories: (query) =>
    api.call(ShellRoutes.getHomepagePlan, GetHomepagePlanResponse, { query: siteQuery(query) }).map(({ data }) =>
      data.result.map((tile) => ({ key: tile.key ?? tile.plan.name, name: tile.plan.name, image: tile.image, link: tile.link })),
    ),
  cartSummary: (tempId) =>
    api
      .call(ShellRoutes.getCartCount, GetCartNumberResponse, { query: { enrollment_id: tempId } })
      .andThen((count) =>
        api.call(ShellRoutes.getCartAmount, GetCartNumberResponse, { query: { enrollment_id: tempId } }).map((amount) => ({ count: count.data.result, amount: amount.data.result })),
      ),
  premierInCart: (tempId) => api.call(ShellRoutes.getMoreRequirement, GetMoreRequirementResponse, { query: { enrollment_id: tempId } }).map(({ data }) => data.result),
  checkZip: (zip) => api.call(Routes.validateZipCode, ValidateZipCodeResponse, { query: { zip_code: zip } }).map(({ data }) => (data.state ? { state: data.state } : {})),
  setSmoker: (tempId, smoker) =>
    api.call(Routes.changeFilterInfo, ChangeFilterInfoResponse, { params: { tempId }, body: { is_smoker: smoker ? '1' : '0' } }).map(() => undefined),
  startMemberQuote: (input) =>
    api
      .call(ShellRoutes.addFilterForMember, AddFilterForMemberResponse, {
        body: { user_id: input.userId, tier: input.tier, ...(input.openType ? { open_type: input.openType } : {}), ...(input.groupId ? { group_id: input.groupId } : {}) },
      })
      .andThen(({ data }) =>
        data.temp_enrollment_id
          ? okAsync({ tempId: data.temp_enrollment_id, ...(present(data.portal_id) ? { portalId: data.portal_id as string } : {}), ...(data.state ? { state: data.state } : {}) })
          : errAsync(unexpected('add-filter-for-member answered without an enrollment id')),
      ),
  trackElevateTraffic: (tempId) => api.call(ShellRoutes.trackElevateTraffic, TrackElevateTrafficResponse, { body: { enrollment_id: tempId } }).map(() => undefined),
});
