import type { Eprocess, OpenType } from '../context.ts';

/**
 * Where the Home breadcrumb, the Current Member link and the receipt's Return go (doc 000 section 2,
 * doc 001 sections 2.6 and 4, doc 002 Receipt). The host is an argument: the domain knows nothing of
 * the browser, only whether the current host is the one configured special health-plans site.
 */
export interface NavigationState {
  readonly openType?: OpenType | undefined;
  readonly referral?: string | undefined;
  readonly eprocess?: Eprocess | undefined;
  /** The host serving the page, and the configured special host (if any). */
  readonly host?: string | undefined;
  readonly specialHost?: string | undefined;
}

export const referralPath = (referral: string): string => `/referrals?rid=${encodeURIComponent(referral)}`;

const isSpecialHost = (state: NavigationState): boolean =>
  state.specialHost !== undefined && state.specialHost !== '' && state.host?.toLowerCase() === state.specialHost.toLowerCase();

/**
 * With a stored open type: the referral page when a referral exists, else /. Otherwise by eprocess;
 * group goes to / on the special host. Without any context the landing page / is the only safe home.
 */
export const homeRoute = (state: NavigationState): string => {
  if (state.openType !== undefined) {
    return state.referral !== undefined && state.referral !== '' ? referralPath(state.referral) : '/';
  }
  switch (state.eprocess) {
    case 'rep':
      return '/agent-home';
    case 'applicant':
      return '/member-home';
    case 'group':
      return isSpecialHost(state) ? '/' : '/group-home';
    default:
      return '/';
  }
};

/**
 * The receipt's Return follows the home rule: doc 000 names "receipt return" under that rule, so the
 * special-host variant applies here too although doc 002 does not repeat it (ADR 0100).
 */
export const receiptReturnRoute = (state: NavigationState): string => homeRoute(state);

/** The Current Member link, by eprocess; no eprocess, no link. */
export const currentMemberRoute = (eprocess: Eprocess | undefined): string | undefined => {
  switch (eprocess) {
    case 'rep':
      return '/agent-select-member';
    case 'applicant':
      return '/member-home';
    case 'group':
      return '/group-select-member';
    default:
      return undefined;
  }
};

/** The crumb is shown only while a current member is available (and, on the recommended list, on the cart page). */
export const currentMemberCrumb = (eprocess: Eprocess | undefined, currentMemberAvailable: boolean): string | undefined =>
  currentMemberAvailable ? currentMemberRoute(eprocess) : undefined;

/** /referrals: without rid the page is not found; on the primary product host referrals go to /. */
export type ReferralDecision = { readonly kind: 'load'; readonly rid: string } | { readonly kind: 'redirect'; readonly path: string };
export const referralDecision = (rid: string | null | undefined, onPrimaryHost: boolean): ReferralDecision => {
  if (onPrimaryHost) return { kind: 'redirect', path: '/' };
  if (rid === null || rid === undefined || rid.trim() === '') return { kind: 'redirect', path: '/404' };
  return { kind: 'load', rid: rid.trim() };
};

/**
 * Pages a link in mail opens (docs/adr/0701): the resume code's Continue enrollment, direct-continue, the signing
 * link, a quote's "Shop these plans", an operator's invitation to choose a password. Each brings what it needs, so the first visit of a custom domain keeps them.
 */
const MAILED_LINK_PAGES = ['continue-enrollment', 'direct-continue', 'sign', 'quote', 'set-password'];

/**
 * Where the first visit of a custom domain in a browser goes once its group is known (doc 000 section 4): the site's
 * /home, unless a link in mail brought the visitor to a page of its own, which stays open (undefined).
 */
export const customDomainFirstPath = (path: string): '/home' | undefined => (MAILED_LINK_PAGES.includes(firstSegment(path)) ? undefined : '/home');

const firstSegment = (path: string): string => path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';

const CHROMELESS = ['404', 'landing-config-error', 'access-page', 'access-pagenext'];

/** Header and footer are hidden on 404, landing-config-error, access page and access-pagenext. */
export const showsSiteChrome = (path: string): boolean => !CHROMELESS.includes(firstSegment(path));

/**
 * Pages where the location prompt (docs/adr/0402) is not offered: the visitor came to continue a saved enrollment
 * there (the mailed code's page, direct-continue), not to find plans where they live. On a phone the prompt floated
 * over the code's form. (A signed-in rep or group administrator is not asked anywhere: ShouldAskForLocation.)
 */
const NO_LOCATION_OFFER = ['continue-enrollment', 'direct-continue'];

/** Whether a page may offer the location prompt (the device's answer and the quote decide the rest). */
export const offersLocationOn = (path: string): boolean => !NO_LOCATION_OFFER.includes(firstSegment(path));

/**
 * The start pages are by role (docs/adr/0501): /agent-home is the rep's, /group-home the group administrator's. Someone
 * signed in on the other role's start page is sent to their own: the path, or undefined when the page is theirs.
 */
export const ownStartPage = (signedIn: 'rep' | 'group', page: 'rep' | 'group'): string | undefined =>
  signedIn === page ? undefined : homeRoute({ eprocess: signedIn });
