import type { ResultAsync } from 'neverthrow';
import { isEprocess, isOpenType, type DomainError } from '@benefit-store/domain';
import { forgetKeys, SessionKeys, type SessionKey, type SessionStore } from '../driven/session-store.ts';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { LandingInfo, SiteQuery } from './shell-types.ts';

/**
 * The stored site context, read and written in one place so that every shell use case agrees on
 * which spec keys (agent_id, group_id, open_type, landingInfo, ...) a site change touches.
 */
export const siteQueryOf = (session: SessionStore): SiteQuery => {
  const eprocess = session.get(SessionKeys.eprocess);
  const openType = session.get(SessionKeys.openType);
  return {
    ...opt('agentId', session.get(SessionKeys.agentId)),
    ...opt('groupId', session.get(SessionKeys.groupId)),
    ...opt('portalId', session.get(SessionKeys.portalId)),
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

const opt = <K extends string>(key: K, value: string | undefined) => (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

export const isRepAuthenticated = (session: SessionStore): boolean => session.get(SessionKeys.isRepAuthenticated) === 'true';

/** Rep, group, landing and quote state: what a new site (segment, code, referral) replaces. */
const SITE_KEYS: readonly SessionKey[] = [
  SessionKeys.landingInfo,
  SessionKeys.landingUrl,
  SessionKeys.repInfo,
  SessionKeys.agentId,
  SessionKeys.agentCode,
  SessionKeys.groupId,
  SessionKeys.gname,
  SessionKeys.gcode,
  SessionKeys.portalId,
  SessionKeys.portalCode,
  SessionKeys.portalName,
  SessionKeys.openType,
  SessionKeys.enrollType,
  SessionKeys.eprocess,
  SessionKeys.displayName,
  SessionKeys.referral,
  SessionKeys.referrerInfo,
  SessionKeys.tempId,
  SessionKeys.cartCount,
  SessionKeys.isFilterDataSubmitted,
];

export const clearSiteState = (session: SessionStore): void => forgetKeys(session, SITE_KEYS);

/** A landing segment's site becomes the visitor's context: they shop there as an applicant. */
export const storeLandingContext = (session: SessionStore, landing: LandingInfo): void => {
  session.set(SessionKeys.landingInfo, JSON.stringify(landing));
  session.set(SessionKeys.landingUrl, landing.landingUrl);
  session.set(SessionKeys.eprocess, 'applicant');
  session.set(SessionKeys.openType, landing.type);
  session.set(SessionKeys.enrollType, landing.type === 'group' ? 'new-group-member' : 'new-member');
  if (landing.agentId) session.set(SessionKeys.agentId, landing.agentId);
  if (landing.agentCode) session.set(SessionKeys.agentCode, landing.agentCode);
  if (landing.type === 'group' && landing.groupId) session.set(SessionKeys.groupId, landing.groupId);
  if (landing.groupName) session.set(SessionKeys.gname, landing.groupName);
  if (landing.groupCode) session.set(SessionKeys.gcode, landing.groupCode);
  if (landing.displayName) session.set(SessionKeys.displayName, landing.displayName);
};

export const storedLanding = (session: SessionStore): LandingInfo | undefined => {
  const raw = session.get(SessionKeys.landingInfo);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<LandingInfo>;
    return (value.type === 'agent' || value.type === 'group') && typeof value.landingUrl === 'string' ? (value as LandingInfo) : undefined;
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
