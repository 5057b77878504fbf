/**
 * What the site shell knows about sites, in the application's own terms (the wire's field names stay
 * in the adapters). A site is a rep's, a group's, or the store's own default one.
 */
export type SiteKind = 'agent' | 'group' | 'default';
export type LandingVariant = 'form' | 'slides';

export interface PostalAddress {
  readonly address1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** The header, footer and about modal of a site. */
export interface SiteHeader {
  readonly kind: SiteKind;
  readonly displayName: string;
  readonly displayPhone: string;
  readonly displayEmail: string;
  readonly tagline: string;
  readonly logo: string;
  readonly aboutName: string;
  readonly aboutText: string;
  readonly image: string;
  readonly imageLink: string;
  readonly brandColor?: string;
  readonly landingVariant: LandingVariant;
  readonly agentId?: string;
  readonly groupId?: string;
  readonly groupName?: string;
  readonly address?: PostalAddress;
}

/** Per-host settings from get-external-site-dynamic-information. */
export interface SiteBranding {
  readonly title: string;
  readonly favicon: string;
  readonly logo: string;
  readonly brandColor?: string;
  readonly cartLogo: string;
  readonly bannerImage: string;
  readonly thankYouImage: string;
  readonly footerLogo: string;
  readonly iosIcon: string;
  readonly androidIcon: string;
  readonly iosAppLink: string;
  readonly androidAppLink: string;
  readonly androidEnabled: boolean;
  /** Every key/value as the server sent it. */
  readonly settings: Readonly<Record<string, string>>;
}

/** A validated landing segment. */
export interface LandingInfo {
  readonly type: 'agent' | 'group';
  readonly landingUrl: string;
  readonly agentId?: string;
  readonly groupId?: string;
  readonly agentCode?: string;
  readonly groupCode?: string;
  readonly groupName?: string;
  readonly displayName?: string;
  readonly agentName?: string;
  /** A group's own enrollment portal: the quotes of the group's employees go through it. */
  readonly portalId?: string;
}

/** A rep found by access code: what the confirmation card shows. landingUrl is '' when not configured. */
export interface RepDetails {
  readonly agentId?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly agentCode: string;
  readonly logo: string;
  readonly image: string;
  readonly landingUrl: string;
}

/** A group found by its enrollment code. landingUrl is '' when not configured. */
export interface GroupDetails {
  readonly groupId: string;
  readonly name: string;
  readonly landingUrl: string;
}

export interface DomainSite {
  readonly groupId: string;
  readonly agentCode?: string;
  readonly groupName?: string;
  readonly groupCode?: string;
  /** The group's own enrollment portal. */
  readonly portalId?: string;
}

export interface ReferralInfo {
  readonly agentId: string;
  readonly groupId?: string;
  readonly portalId?: string;
  readonly valid: boolean;
  readonly referrerInfo: string;
}

export interface MenuCategory {
  readonly key: string;
  readonly label: string;
}

export interface FeaturedPlanCard {
  readonly planId: string;
  readonly name: string;
  readonly logo: string;
  readonly shortText: string;
}

export interface CategoryTile {
  readonly key: string;
  readonly name: string;
  readonly image: string;
  readonly link: string;
}

export interface CartSummary {
  readonly count: number;
  readonly amount: number;
}

/** What the menu, featured plans and category grid are asked for: the visitor's site context. */
export interface SiteQuery {
  readonly agentId?: string;
  readonly groupId?: string;
  readonly portalId?: string;
  readonly eprocess?: string;
  readonly openType?: string;
}

export interface MemberQuoteStarted {
  readonly tempId: string;
  readonly portalId?: string;
  readonly state?: string;
}
