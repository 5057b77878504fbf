import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { siteQueryOf } from '../shell/site-context.ts';
import type { MenuCategory } from '../shell/shell-types.ts';

/** The header's category menu: the group's menu when the source is elevate, otherwise the common one. */
export const loadCategoryMenu =
  ({ storefront, session }: { readonly storefront: StorefrontGateway; readonly session: SessionStore }) =>
  (): ResultAsync<readonly MenuCategory[], DomainError> => {
    const groupId = session.site.get('groupId');
    const source = session.access.get('source');
    if (source === 'elevate' && groupId) return storefront.groupMenu(groupId, session.access.get('fromSite') ?? source);
    return storefront.menu(siteQueryOf(session));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadCategoryMenu: ReturnType<typeof loadCategoryMenu>;
  }
}
