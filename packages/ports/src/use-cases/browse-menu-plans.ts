import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { PricedPlanCard } from '../shopping/shopping-types.ts';

/** A menu category's plans before any quote (get-menu-filtered-plans), through the stored portal if any. */
export const browseMenuPlans =
  ({ plans, session }: { readonly plans: PlanDetailsGateway; readonly session: SessionStore }) =>
  (category: string): ResultAsync<readonly PricedPlanCard[], DomainError> =>
    plans.menuPlans(category, session.site.get('portalId') || undefined);

declare module '../use-case-registry.ts' {
  interface UseCases {
    BrowseMenuPlans: ReturnType<typeof browseMenuPlans>;
  }
}
