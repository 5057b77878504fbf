/**
 * Every query key of the storefront, in one place (docs/web-data-loading.md). A key is a topic path:
 * invalidating a prefix refreshes every query under it, so `DataTopics.cart` after a cart change refreshes
 * the header's count and amount and the cart's recommendations alike.
 */
export const DataTopics = {
  /** What the visitor's stored context says (home route, signed-in name, employee enrollment, ...). */
  visitor: ['visitor'] as const,
  /**
   * How a visit entered the store (host, landing segment, referral, elevate source, the shell's gate). These
   * queries write the stored context themselves, so no change of site invalidates them (that would loop).
   */
  shellAccess: (path: string) => ['entry', 'shell-access', path] as const,
  siteHost: (host: string) => ['entry', 'host', host] as const,
  landingSegment: (segment: string) => ['entry', 'segment', segment] as const,
  referral: (rid: string | null) => ['entry', 'referral', rid ?? ''] as const,
  elevateSource: (path: string) => ['entry', 'elevate', path] as const,
  memberStoreLink: (id: string, tier: string) => ['entry', 'member-store-link', id, tier] as const,
  /** The site: branding of the host, the rep's or group's header, the menu, the ticket link. */
  site: ['site'] as const,
  siteBranding: (host: string) => ['site', 'branding', host] as const,
  siteHeader: ['site', 'header'] as const,
  categoryMenu: ['site', 'menu'] as const,
  ticketLink: ['site', 'ticket-link'] as const,
  featuredPlans: ['site', 'featured-plans'] as const,
  homeCategories: ['site', 'home-categories'] as const,
  /** The quote: its stored filter and the plans it qualifies for. */
  quote: ['quote'] as const,
  quoteFilter: ['quote', 'filter'] as const,
  plans: (category: string | undefined) => ['quote', 'plans', category ?? ''] as const,
  memberHome: ['visitor', 'member-home'] as const,
  /** The cart: its count and amount, and what is recommended beside it. */
  cart: ['cart'] as const,
  cartSummary: ['cart', 'summary'] as const,
  recommendations: (where: 'home' | 'cart') => ['cart', 'recommendations', where] as const,
  /** The signed-in rep's or group administrator's data. */
  members: ['members'] as const,
  signedInUser: ['members', 'signed-in-user'] as const,
  currentMembers: ['members', 'current'] as const,
  portals: ['members', 'portals'] as const,
  repGroups: ['members', 'groups'] as const,
  /** The help widget. */
  repChat: ['help', 'rep-chat'] as const,
  ticket: ['help', 'ticket'] as const,
  /** The location prompt. */
  locationPrompt: ['help', 'location-prompt'] as const,
} as const;

/** What a change of site (segment, code, referral, sign-in, sign-out, Not my site) makes stale: everything. */
export const SITE_CHANGED = [DataTopics.visitor, DataTopics.site, DataTopics.quote, DataTopics.cart, DataTopics.members] as const;

/** What a change of the quote (a submitted filter) makes stale. */
export const QUOTE_CHANGED = [DataTopics.visitor, DataTopics.quote, DataTopics.cart] as const;

/** What any cart change (add, remove) makes stale: the header's figures and the cart's recommendations. */
export const CART_CHANGED = [DataTopics.visitor, DataTopics.cart] as const;
