import type { ResultAsync } from 'neverthrow';
import type { DomainError, Tier } from '@benefit-store/domain';
import type {
  CartSummary,
  CategoryTile,
  DomainSite,
  FeaturedPlanCard,
  GroupDetails,
  LandingInfo,
  MemberQuoteStarted,
  MenuCategory,
  ReferralInfo,
  RepDetails,
  SiteBranding,
  SiteHeader,
  SiteQuery,
} from '../shell/shell-types.ts';

/**
 * Who a host, landing segment, access code, group code or referral belongs to, and how each site is
 * branded. Lookups that find nothing fail with a `not-found` error.
 */
export interface SiteDirectory {
  branding(host: string): ResultAsync<SiteBranding, DomainError>;
  domainSite(host: string): ResultAsync<DomainSite, DomainError>;
  landingPage(segment: string): ResultAsync<LandingInfo, DomainError>;
  agentHeader(agentId: string): ResultAsync<SiteHeader, DomainError>;
  groupHeader(groupId: string): ResultAsync<SiteHeader, DomainError>;
  agentAbout(agentId: string): ResultAsync<SiteHeader, DomainError>;
  groupAbout(groupId: string): ResultAsync<SiteHeader, DomainError>;
  defaultHeader(): ResultAsync<SiteHeader, DomainError>;
  validateRep(code: string): ResultAsync<RepDetails, DomainError>;
  validateGroup(code: string): ResultAsync<GroupDetails, DomainError>;
  referral(rid: string): ResultAsync<ReferralInfo, DomainError>;
  ticketLink(): ResultAsync<string, DomainError>;
  elevatePortal(): ResultAsync<string, DomainError>;
}

/** The storefront around the quote: menu, featured plans, category grid, cart figures, member start. */
export interface StorefrontGateway {
  menu(query: SiteQuery): ResultAsync<readonly MenuCategory[], DomainError>;
  groupMenu(groupId: string, fromSite: string): ResultAsync<readonly MenuCategory[], DomainError>;
  featuredPlans(query: SiteQuery): ResultAsync<readonly FeaturedPlanCard[], DomainError>;
  homeCategories(query: SiteQuery): ResultAsync<readonly CategoryTile[], DomainError>;
  cartSummary(tempId: string): ResultAsync<CartSummary, DomainError>;
  premierInCart(tempId: string): ResultAsync<boolean, DomainError>;
  /** The server's zip check (validate-zip-code); field error `zip` when it rejects it. */
  checkZip(zip: string): ResultAsync<{ readonly state?: string }, DomainError>;
  setSmoker(tempId: string, smoker: boolean): ResultAsync<void, DomainError>;
  startMemberQuote(input: { userId: string; tier: Tier; openType?: string; groupId?: string }): ResultAsync<MemberQuoteStarted, DomainError>;
  trackElevateTraffic(tempId: string): ResultAsync<void, DomainError>;
}
