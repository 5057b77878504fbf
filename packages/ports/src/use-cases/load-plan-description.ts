import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { PlanDetail } from '../shopping/shopping-types.ts';

/**
 * A plan's name, logo and description texts (get-plan-detail/{id}), for the cart's plan details popup and
 * the bundle upsell's second plan. Only reads: unlike OpenPlanDetail it neither prices the plan nor
 * remembers it as the plan last opened. The texts are simple HTML: sanitise before rendering.
 */
export const loadPlanDescription =
  ({ plans }: { readonly plans: PlanDetailsGateway }) =>
  (planId: string): ResultAsync<PlanDetail, DomainError> =>
    plans.detail(planId);

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadPlanDescription: ReturnType<typeof loadPlanDescription>;
  }
}
