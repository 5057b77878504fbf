import type { ResultAsync } from 'neverthrow';
import { isEprocess, isOpenType, isRecord, type DomainError } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { LandingInfo, SiteQuery } from './shell-types.ts';

/**
 * The stored site context, read and written in one place so that every shell use case agrees on
 * which values (the site group, the quote, eprocess and enroll type) a site change touches.
 */
export const siteQueryOf = (session: SessionStore): SiteQuery => {
  const eprocess = session.signIn.get('eprocess');
  const openType = session.site.get('openType');
  return {
    ...opt('agentId', session.site.get('agentId')),
    ...opt('groupId', session.site.get('groupId')),
    ...opt('portalId', session.site.get('portalId')),
    ...(isEprocess(eprocess) ? { eprocess } : {}),
    ...(isOpenType(openType) ? { openType } : {}),
  };
};

/**
 * A use case that asks the storefront for something of the visitor's site (featured plans, category
 * tiles), by the site context stored in the session.
 */
export const siteScopedLoad =
  <T>(load: (storefront: StorefrontGateway, site: SiteQuery) => ResultAsync<T, DomainError>) =>
  ({ storefront, session }: { readonly storefront: StorefrontGateway; readonly session: SessionStore }) =>
  (): ResultAsync<T, DomainError> =>
    load(storefront, siteQueryOf(session));

const opt = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> => {
  const entry: Partial<Record<K, string>> = {};
  if (value) entry[key] = value;
  return entry;
};

export const isRepAuthenticated = (session: SessionStore): boolean => session.access.get('isRepAuthenticated') === 'true';

/**
 * Rep, group, landing and quote state: what a new site (segment, code, referral) replaces. `keepQuote`: the site is
 * the one the quote was made on, opened again, so the quote and its cart stay the shopper's.
 */
export const clearSiteState = (session: SessionStore, { keepQuote = false }: { readonly keepQuote?: boolean } = {}): void => {
  session.site.forget();
  if (!keepQuote) session.quote.forget();
  // Eprocess and the enroll type follow the site (an applicant on a rep's or a group's); the rest of the enrollment stays.
  session.enrollment.remove('enrollType');
  session.signIn.remove('eprocess');
};

/** A landing segment's site becomes the visitor's context: they shop there as an applicant. */
export const storeLandingContext = (session: SessionStore, landing: LandingInfo): void => {
  session.site.set('landingInfo', JSON.stringify(landing));
  session.site.set('landingUrl', landing.landingUrl);
  session.signIn.set('eprocess', 'applicant');
  session.site.set('openType', landing.type);
  session.enrollment.set('enrollType', landing.type === 'group' ? 'new-group-member' : 'new-member');
  if (landing.agentId) session.site.set('agentId', landing.agentId);
  if (landing.agentCode) session.site.set('agentCode', landing.agentCode);
  if (landing.type === 'group' && landing.groupId) session.site.set('groupId', landing.groupId);
  // The group's own portal: an employee's quote goes through it, so the group's portal-only plans are theirs to
  // buy (doc 001 section 4: the employee's group code stores agent, portal, group code and name).
  if (landing.type === 'group' && landing.portalId) session.site.set('portalId', landing.portalId);
  if (landing.groupName) session.site.set('gname', landing.groupName);
  if (landing.groupCode) session.site.set('gcode', landing.groupCode);
  if (landing.displayName) session.site.set('displayName', landing.displayName);
};

/** What was stored as the landing page: an agent's or a group's, with its address (the rest as it was stored). */
const isLandingInfo = (value: unknown): value is LandingInfo =>
  isRecord(value) && (value.type === 'agent' || value.type === 'group') && typeof value.landingUrl === 'string';

export const storedLanding = (session: SessionStore): LandingInfo | undefined => {
  const raw = session.site.get('landingInfo');
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isLandingInfo(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

export type LandingConfigOrigin = 'accessPage' | 'landingPage';

/** Where a confirmed rep or group without a landing url goes (doc 000 section 8). */
export const landingConfigErrorPath = (type: 'agent' | 'group', origin: LandingConfigOrigin): string =>
  `/landing-config-error/${type === 'agent' ? 'Agent' : 'Group'}/${origin}`;

/** The site a landing url opens. */
export const landingPath = (landingUrl: string): string => `/${landingUrl.replace(/^\/+/, '')}`;
