import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { PlanCategoryOption } from '../shopping/shopping-types.ts';

/** The store's plan categories (get-plan-category), in menu order. */
export const loadPlanCategories =
  ({ plans }: { readonly plans: PlanDetailsGateway }) =>
  (): ResultAsync<readonly PlanCategoryOption[], DomainError> =>
    plans.categories();

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadPlanCategories: ReturnType<typeof loadPlanCategories>;
  }
}
