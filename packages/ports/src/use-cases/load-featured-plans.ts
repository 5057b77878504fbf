import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { siteQueryOf } from '../shell/site-context.ts';
import type { FeaturedPlanCard } from '../shell/shell-types.ts';

/** The landing page's Featured Plans for the visitor's site. */
export const loadFeaturedPlans =
  ({ storefront, session }: { readonly storefront: StorefrontGateway; readonly session: SessionStore }) =>
  (): ResultAsync<readonly FeaturedPlanCard[], DomainError> =>
    storefront.featuredPlans(siteQueryOf(session));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadFeaturedPlans: ReturnType<typeof loadFeaturedPlans>;
  }
}
