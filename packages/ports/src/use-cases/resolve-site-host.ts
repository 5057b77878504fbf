import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { customDomainFirstPath, type DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { clearSiteState } from '../shell/site-context.ts';

export interface ResolveSiteHostDeps {
  readonly directory: SiteDirectory;
  readonly session: SessionStore;
}

export type SiteHostResolution =
  /** One of the store's own hosts: nothing to resolve. */
  | { readonly kind: 'known' }
  /** A custom domain already resolved in this browser. */
  | { readonly kind: 'group'; readonly firstVisit: false }
  /** A custom domain resolved just now: the visitor goes to /home, unless a link in mail opened a page of its own. */
  | { readonly kind: 'group'; readonly firstVisit: true; readonly path: '/home' | undefined };

/**
 * Opening the store on a host (doc 000 section 4, unknown host): a known host needs nothing; any other
 * host is a custom domain whose group comes from the domain lookup. On success the group context is
 * stored and the site is open (the domain itself is the site's access); 204 or an error is not-found,
 * which the storefront shows as /404. A first visit goes to /home, unless it came by a link in mail
 * (`pathname`: Continue enrollment, a signing or quote link), whose page stays open (docs/adr/0701).
 */
export const resolveSiteHost =
  ({ directory, session }: ResolveSiteHostDeps) =>
  (host: string, knownHosts: readonly string[], pathname = '/'): ResultAsync<SiteHostResolution, DomainError> => {
    const name = host.toLowerCase();
    if (knownHosts.some((known) => known.toLowerCase() === name)) return okAsync({ kind: 'known' as const });
    if (session.access.get('siteHost') === name && session.site.get('groupId')) {
      return okAsync({ kind: 'group' as const, firstVisit: false as const });
    }
    return directory
      .domainSite(name)
      .map((site) => {
        clearSiteState(session);
        session.access.set('siteHost', name);
        session.access.set('isRepAuthenticated', 'true');
        session.signIn.set('eprocess', 'applicant');
        session.site.set('openType', 'group');
        session.enrollment.set('enrollType', 'new-group-member');
        session.site.set('groupId', site.groupId);
        if (site.agentCode) session.site.set('agentCode', site.agentCode);
        if (site.groupName) session.site.set('gname', site.groupName);
        if (site.groupCode) session.site.set('gcode', site.groupCode);
        // Visitors of a group's own domain are its employees: their quotes go through the group's portal.
        if (site.portalId) session.site.set('portalId', site.portalId);
        return { kind: 'group' as const, firstVisit: true as const, path: customDomainFirstPath(pathname) };
      })
      .orElse((error) => {
        session.access.remove('siteHost');
        return errAsync(error);
      });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ResolveSiteHost: ReturnType<typeof resolveSiteHost>;
  }
}
