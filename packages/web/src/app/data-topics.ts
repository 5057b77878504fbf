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
   * queries write the stored context themselves, so no change of site invalidates them (that would loop); a
   * confirmed code forgets them all (the visit enters again).
   */
  entry: ['entry'] as const,
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
  /** A category's plans before any quote (get-menu-filtered-plans, docs/adr/0615). */
  menuPlans: (category: string) => ['site', 'menu-plans', category] as const,
  homeCategories: ['site', 'home-categories'] as const,
  /** The quote: its stored filter and the plans it qualifies for. */
  quote: ['quote'] as const,
  quoteFilter: ['quote', 'filter'] as const,
  plans: (category: string | undefined) => ['quote', 'plans', category ?? ''] as const,
  /** The plans page's head (summary, edit form, dependents block) and its side filters. */
  plansOverview: (category: string | undefined) => ['quote', 'overview', category ?? ''] as const,
  sideFilters: ['quote', 'side-filters'] as const,
  /** The store's plan categories (the filter form's category choices): the catalogue's, under the site. */
  planCategories: ['site', 'plan-categories'] as const,
  /** The plan page: description, price, suggested products, checks; its context, questions and group flags. */
  planPage: (planId: string) => ['quote', 'plan', planId] as const,
  planPageContext: ['quote', 'plan-context'] as const,
  planQuestions: (planId: string) => ['quote', 'plan-questions', planId] as const,
  aflacQuestions: (planId: string) => ['quote', 'aflac-questions', planId] as const,
  groupEnrollment: (planId: string) => ['quote', 'group-enrollment', planId] as const,
  /** Plan compare (docs/adr/0612): the plans side by side, priced for the quote. */
  comparedPlans: (planIds: string) => ['quote', 'compare', planIds] as const,
  memberHome: ['visitor', 'member-home'] as const,
  /** The cart: its count and amount, and what is recommended beside it. */
  cart: ['cart'] as const,
  cartSummary: ['cart', 'summary'] as const,
  recommendations: (where: 'home' | 'cart') => ['cart', 'recommendations', where] as const,
  /** The cart page: its lines and Order Info figures, the effective dates, and what surrounds it (selection, quote button, crumbs). */
  cartLines: ['cart', 'lines'] as const,
  effectiveDates: ['cart', 'effective-dates'] as const,
  cartContext: ['cart', 'context'] as const,
  /** A plan's description (the cart's plan details popup); the catalogue's, so no change of ours makes it stale. */
  planDescription: (planId: string) => ['plan-description', planId] as const,
  /** The signed-in rep's or group administrator's data. */
  members: ['members'] as const,
  startPage: (role: string) => ['members', 'start-page', role] as const,
  currentMembers: ['members', 'current'] as const,
  portals: ['members', 'portals'] as const,
  repGroups: ['members', 'groups'] as const,
  /** The enrollment wizard: its steps (get-dynamic-tabs) and what each step loads. */
  wizard: ['wizard'] as const,
  wizardSteps: ['wizard', 'steps'] as const,
  /** Which required steps are complete, and the first open one (the progress bar, the guard; docs/adr/0712). */
  wizardProgress: ['wizard', 'progress'] as const,
  /**
   * The progress as a step shows it: read when the step is shown, together with the step's own reads (one batch,
   * docs/adr/0511-read-batches.md), rather than alone right after the previous step's save.
   */
  wizardProgressOn: (tab: string) => ['wizard', 'progress', tab] as const,
  wizardStep: (tab: string) => ['wizard', 'step', tab] as const,
  /** The rep's view of the signing link sent for this enrollment (docs/adr/0720): under the wizard, so a save refreshes it. */
  signingStatus: ['wizard', 'signing-status'] as const,
  /**
   * The receipt: its load clears the stored enrollment id, so it is read once per visit and no wizard change
   * invalidates it (a second read would find no enrollment).
   */
  receipt: (visit: number) => ['receipt', visit] as const,
  /** direct-continue/{id}/{tab}: the use case stores the resumed context (like the entry queries, never invalidated). */
  directContinue: (id: string, tab: string) => ['entry', 'direct-continue', id, tab] as const,
  /** A quote's "Shop these plans" link (docs/adr/0701): opened once per visit, its context stored like an entry's. */
  quoteLink: (token: string) => ['entry', 'quote-link', token] as const,
  /** The member's signing page: what the rep's link opens (the token stays in the page's URL, never stored). */
  signingReview: (token: string) => ['signing', 'review', token] as const,
  /** The site a signing link belongs to, which brands its page (docs/adr/0701). */
  signingSite: (token: string) => ['signing', 'site', token] as const,
  /** Whether an invitation's mailed link still sets a password (docs/adr/0801). */
  invitation: (token: string) => ['account', 'invitation', token] as const,
  /** The help widget. */
  repChat: ['help', 'rep-chat'] as const,
  ticket: ['help', 'ticket'] as const,
  /** The location prompt. */
  locationPrompt: ['help', 'location-prompt'] as const,
} as const;

/**
 * What a change of site (segment, code, referral, sign-in, sign-out, Not my site, a resumed enrollment) makes stale:
 * everything, the location prompt's answer with it (asked on each site, and not while a quote is under way).
 */
export const SITE_CHANGED = [
  DataTopics.visitor,
  DataTopics.site,
  DataTopics.quote,
  DataTopics.cart,
  DataTopics.members,
  DataTopics.wizardSteps,
  DataTopics.locationPrompt,
] as const;

/** What a change of the quote (a submitted filter) makes stale; a quote under way is not asked for its location. */
export const QUOTE_CHANGED = [DataTopics.visitor, DataTopics.quote, DataTopics.cart, DataTopics.wizardSteps, DataTopics.locationPrompt] as const;

/** What any cart change (add, remove) makes stale: the header's figures, the cart's recommendations, the wizard's steps. */
export const CART_CHANGED = [DataTopics.visitor, DataTopics.cart, DataTopics.wizardSteps] as const;

/** What a change of the whole enrollment makes stale (resumed, confirmed): the steps and every step's data. */
export const WIZARD_CHANGED = [DataTopics.wizard] as const;

/**
 * What a step's save makes stale: how far the enrollment is, every step's data (the next step reads afresh) and the
 * signing link's state. Not the steps themselves: they follow the cart, the tier and who enrolls, which no step
 * changes (get-dynamic-tabs was asked again after every step).
 */
export const STEP_SAVED = [DataTopics.wizardProgress, ['wizard', 'step'], DataTopics.signingStatus] as const;
