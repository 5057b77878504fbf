import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { siteQueryOf } from '../shell/site-context.ts';
import type { CategoryTile } from '../shell/shell-types.ts';

/** The home page's plan-category image grid. */
export const loadHomeCategories =
  ({ storefront, session }: { readonly storefront: StorefrontGateway; readonly session: SessionStore }) =>
  (): ResultAsync<readonly CategoryTile[], DomainError> =>
    storefront.homeCategories(siteQueryOf(session));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadHomeCategories: ReturnType<typeof loadHomeCategories>;
  }
}
