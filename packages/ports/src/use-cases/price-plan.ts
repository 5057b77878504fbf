import { okAsync, type ResultAsync } from 'neverthrow';
import { interpretPricingError, type DomainError, type PricingOutcome } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { PriceOption } from '../shopping/shopping-types.ts';

/**
 * What the plan page shows where the price goes: the options, or the outcome of a pricing error as the
 * domain interprets it (a banner with its remedy: 'annual-income', 'working-hours', 'tobacco-usage',
 * 'edit-basic-info'; the server's message; an internal flag; or `reload` under the replacement plan id).
 */
export type PlanPriceView =
  | { readonly kind: 'priced'; readonly planId: string; readonly options: readonly PriceOption[] }
  | { readonly kind: 'not-priced'; readonly outcome: PricingOutcome };

/**
 * get-plan-pricing-detail for the current quote. Without a quote the outcome is the enrollmentIdError flag
 * (the page shows the basic-info form). A changePid is followed once: the answer is the replacement's
 * price with `planId` set to the replacement (the page reloads under that id).
 */
export const pricePlan =
  ({ plans, session }: { readonly plans: PlanDetailsGateway; readonly session: SessionStore }) =>
  (planId: string): ResultAsync<PlanPriceView, DomainError> => {
    const tempId = session.quote.get('tempId');
    if (!tempId) return okAsync({ kind: 'not-priced', outcome: { kind: 'flag', code: 'enrollmentIdError' } });
    const once = (id: string, follow: boolean): ResultAsync<PlanPriceView, DomainError> =>
      plans.pricing(tempId, id).andThen((pricing): ResultAsync<PlanPriceView, DomainError> => {
        if (pricing.kind === 'priced') return okAsync({ kind: 'priced', planId: pricing.planId, options: pricing.options });
        const outcome = interpretPricingError(pricing.failure);
        if (outcome.kind === 'reload' && follow) return once(outcome.planId, false);
        return okAsync({ kind: 'not-priced', outcome });
      });
    return once(planId, true);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    PricePlan: ReturnType<typeof pricePlan>;
  }
}
