import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import { SessionKeys, type SessionStore } from '../driven/session-store.ts';
import type { SiteHeader } from '../shell/shell-types.ts';

/**
 * The header, footer and about text of the site the visitor is on: the group's when a group is stored
 * (landing type group, custom domain, employee enrollment, a signed-in group administrator, a rep's chosen
 * group), else the rep's, else
 * the store's own. `about` selects the about-page variant of the same lookup.
 */
export const loadSiteHeader =
  ({ directory, session }: { readonly directory: SiteDirectory; readonly session: SessionStore }) =>
  (about = false): ResultAsync<SiteHeader, DomainError> => {
    const groupId = session.get(SessionKeys.groupId);
    const agentId = session.get(SessionKeys.agentId);
    const openType = session.get(SessionKeys.openType);
    const byGroup =
      groupId &&
      (openType === 'group' ||
        !agentId ||
        session.get(SessionKeys.eprocess) === 'group' ||
        session.get(SessionKeys.employeeEnrollment) === 'true');
    if (byGroup) return about ? directory.groupAbout(groupId) : directory.groupHeader(groupId);
    if (agentId) return about ? directory.agentAbout(agentId) : directory.agentHeader(agentId);
    return directory.defaultHeader();
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSiteHeader: ReturnType<typeof loadSiteHeader>;
  }
}
