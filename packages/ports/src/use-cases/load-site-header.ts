import type { ResultAsync } from 'neverthrow';
import { siteOwner, type DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { SiteHeader } from '../shell/shell-types.ts';

/** The header, footer and about text of the site the visitor is on (the domain's siteOwner rule). */
export const loadSiteHeader =
  ({ directory, session }: { readonly directory: SiteDirectory; readonly session: SessionStore }) =>
  (about = false): ResultAsync<SiteHeader, DomainError> => {
    const owner = siteOwner({
      groupId: session.site.get('groupId'),
      agentId: session.site.get('agentId'),
      openType: session.site.get('openType'),
      eprocess: session.signIn.get('eprocess'),
      employeeEnrollment: session.access.get('employeeEnrollment') === 'true',
    });
    switch (owner.kind) {
      case 'group':
        return about ? directory.groupAbout(owner.groupId) : directory.groupHeader(owner.groupId);
      case 'agent':
        return about ? directory.agentAbout(owner.agentId) : directory.agentHeader(owner.agentId);
      default:
        return directory.defaultHeader();
    }
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSiteHeader: ReturnType<typeof loadSiteHeader>;
  }
}
