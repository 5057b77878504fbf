import type { ResultAsync } from 'neverthrow';
import { notFound, siteOwner, type DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { SiteHeader } from '../shell/shell-types.ts';

/** The not-found of a site this browser has just forgotten: the shell starts the visitor again at /. */
export const SITE_FORGOTTEN = 'The site stored in this browser is no longer served';

/**
 * The header, footer and about text of the site the visitor is on (the domain's siteOwner rule). A rep or group
 * the server no longer knows (an operator disabled the rep since this browser stored the site) is forgotten as
 * Not my site forgets it, and the answer says so (SITE_FORGOTTEN). Not while an enrollment is under way in the
 * wizard: that one is finished under the store's own header, since its data is the server's and nothing of it is lost.
 */
export const loadSiteHeader =
  ({ directory, session }: { readonly directory: SiteDirectory; readonly session: SessionStore }) =>
  (about = false): ResultAsync<SiteHeader, DomainError> => {
    const forgetGone = (error: DomainError): DomainError => {
      if (error.kind !== 'not-found' || session.enrollment.get('navArray') !== undefined) return error;
      session.clear();
      return notFound(SITE_FORGOTTEN);
    };
    const owner = siteOwner({
      groupId: session.site.get('groupId'),
      agentId: session.site.get('agentId'),
      openType: session.site.get('openType'),
      eprocess: session.signIn.get('eprocess'),
      employeeEnrollment: session.access.get('employeeEnrollment') === 'true',
    });
    switch (owner.kind) {
      case 'group':
        return (about ? directory.groupAbout(owner.groupId) : directory.groupHeader(owner.groupId)).mapErr(forgetGone);
      case 'agent':
        return (about ? directory.agentAbout(owner.agentId) : directory.agentHeader(owner.agentId)).mapErr(forgetGone);
      default:
        return directory.defaultHeader();
    }
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSiteHeader: ReturnType<typeof loadSiteHeader>;
  }
}
