import type { ResultAsync } from 'neverthrow';
import { categoryPagePath, type DomainError } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { PricedPlanCard } from '../shopping/shopping-types.ts';

/**
 * A menu category's plans before any quote (get-menu-filtered-plans, spec 001 section 7), through the stored portal
 * if any. The category is remembered as what the visitor browses, so that their quote lands on it (docs/adr/0615).
 */
export const browseMenuPlans =
  ({ plans, session }: { readonly plans: PlanDetailsGateway; readonly session: SessionStore }) =>
  (category: string): ResultAsync<readonly PricedPlanCard[], DomainError> =>
    plans.menuPlans(category, session.site.get('portalId') || undefined).map((cards) => {
      session.planList.set('menuSelectedItem', categoryPagePath(category));
      session.planList.set('selectedCategoryKey', category);
      return cards;
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    BrowseMenuPlans: ReturnType<typeof browseMenuPlans>;
  }
}
