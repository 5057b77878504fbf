import { api } from './routes.ts';

/**
 * The site shell, white-label branding, access and landing endpoints of doc 000 section 7, spelled as
 * the wire spells them (get-domainSite-infromation and get-external-site-infromation included).
 */
export const ShellRoutes = {
  getCommonMenu: api('GET', '/get-common-menu'),
  getGroupMenu: api('GET', '/get-group-menu'),
  getCartCount: api('GET', '/get-cart-count'),
  getCartAmount: api('GET', '/get-cart-amount'),
  getAgentLandingPageInfo: api('GET', '/get-agent-landing-page-info'),
  getAgentAboutPageInfo: api('GET', '/get-agent-about-page-info'),
  getGroupLandingPageInfo: api('GET', '/get-group-landing-page-info'),
  getGroupAboutPageInfo: api('GET', '/get-group-about-page-info'),
  getExternalSiteDynamicInformation: api('GET', '/get-external-site-dynamic-information'),
  getFeaturedPlans: api('GET', '/get-featured-plans'),
  getHomepagePlan: api('GET', '/get-homepage-plan'),
  addFilterForMember: api('POST', '/add-filter-for-member'),
  getMoreRequirement: api('GET', '/get-more-requirement'),
  getDomainSiteInformation: api('GET', '/get-domainSite-infromation'),
  validateLandingPage: api('GET', '/validate-landing-page'),
  getExternalSiteInformation: api('GET', '/get-external-site-infromation'),
  getEnrollmentInfoReferral: api('GET', '/get-enrollment-info-referral'),
  getDefaultInfo: api('GET', '/get-default-info'),
  getAgentInfoEnroll: api('GET', '/get-agent-info-enroll'),
  getGroupInfoEnroll: api('GET', '/get-group-info-enroll'),
  getElevateInfo: api('GET', '/get-elevate-info'),
  validateAgent: api('GET', '/validate-agent'),
  validateGroup: api('GET', '/validate-group'),
  getTicketLink: api('GET', '/get-ticket-link'),
  trackElevateTraffic: api('POST', '/track-elevate-traffic'),
} as const;

export type ShellRouteName = keyof typeof ShellRoutes;
