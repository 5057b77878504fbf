import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { categoryLabel, MAX_COMPARED_PLANS, textPoints, type Cents, type DomainError } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { pricePlan } from './price-plan.ts';

/** One column of the compare table: plain text only, never the plan's HTML. */
export interface ComparedPlan {
  readonly planId: string;
  readonly name: string;
  readonly category: string;
  readonly logo: string;
  readonly shortText: string;
  /** The cheapest option for this shopper, and how many options there are. */
  readonly price?: { readonly from: Cents; readonly options: number };
  /** Why there is no price yet (the pricing banner's message, or none without a quote). */
  readonly unpriced?: string;
  readonly benefits: readonly string[];
  readonly exclusions: readonly string[];
}

/**
 * Plan compare (docs/adr/0612): up to four plans, each with its price for the current quote (the plan page's
 * pricing, following a replaced plan to its replacement), category, key benefits (the description's points)
 * and exclusions. A plan that cannot be read is left out; the order is the order asked.
 */
export const comparePlans =
  (deps: { readonly plans: PlanDetailsGateway; readonly session: SessionStore }) =>
  (planIds: readonly string[]): ResultAsync<readonly ComparedPlan[], DomainError> => {
    const price = pricePlan(deps);
    const one = (planId: string): ResultAsync<ComparedPlan | undefined, DomainError> =>
      price(planId).andThen((priced) => {
        const shownId = priced.kind === 'priced' ? priced.planId : planId;
        return deps.plans.detail(shownId).map((detail): ComparedPlan => {
          const cheapest = priced.kind === 'priced' && priced.options.length > 0 ? Math.min(...priced.options.map((o) => o.price)) : undefined;
          const outcome = priced.kind === 'not-priced' ? priced.outcome : undefined;
          const unpriced = outcome && 'message' in outcome ? outcome.message : undefined;
          return {
            planId: detail.planId,
            name: detail.name,
            category: categoryLabel(detail.category),
            logo: detail.logo,
            shortText: detail.shortText,
            ...(cheapest !== undefined && priced.kind === 'priced' ? { price: { from: cheapest, options: priced.options.length } } : {}),
            ...(unpriced ? { unpriced } : {}),
            benefits: textPoints(detail.texts.bodyText),
            exclusions: textPoints(detail.texts.exclusionsText),
          };
        });
      }).orElse((error) => (error.kind === 'not-found' ? okAsync<ComparedPlan | undefined, DomainError>(undefined) : errAsync(error)));
    return ResultAsync.combine(planIds.slice(0, MAX_COMPARED_PLANS).map(one)).map((plans) => {
      const seen = new Set<string>();
      return plans.filter((p): p is ComparedPlan => p !== undefined && !seen.has(p.planId) && Boolean(seen.add(p.planId)));
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ComparePlans: ReturnType<typeof comparePlans>;
  }
}
