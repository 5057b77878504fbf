import { okAsync, ResultAsync } from 'neverthrow';
import { planPagePath, type DomainError } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { PlanChecks, PlanDetail, PricedPlanCard } from '../shopping/shopping-types.ts';
import { screenVersion, type ScreenVersion } from '../wizard/screen-version.ts';
import { pricePlan, type PlanPriceView } from './price-plan.ts';

export interface PlanDetailPage {
  /** The plan shown: the replacement when the requested plan was replaced (changePid). */
  readonly detail: PlanDetail;
  readonly price: PlanPriceView;
  /** Suggested products; empty without a quote. */
  readonly related: readonly PricedPlanCard[];
  /** Absent without a quote. */
  readonly checks?: PlanChecks;
  /**
   * With a quote: the screen the page's changes (Add to Cart, the answers) are based on, at the version its price and
   * checks were read at (docs/adr/0713).
   */
  readonly screen?: ScreenVersion;
}

/**
 * Opens plan/{id}/{planName}: the description, the price (or its banner), the suggested products and the
 * checks that decide which modals the page opens first (membership choice, spouse DOB, income and hours).
 * Remembers the plan id (session planId) for the cart's recommendations; before a quote, the plan page as what the
 * visitor browses, so that their quote lands back on it (docs/adr/0615).
 */
export const openPlanDetail =
  (deps: { readonly plans: PlanDetailsGateway; readonly session: SessionStore }) =>
  (planId: string): ResultAsync<PlanDetailPage, DomainError> => {
    const { session } = deps;
    const quoteId = session.quote.get('tempId');
    // The price and the checks say which version of the enrollment they show; the lowest is the page's.
    const screen = quoteId ? screenVersion(quoteId) : undefined;
    const plans = screen ? deps.plans.versioned(screen.reading) : deps.plans;
    // The plan's parts are asked beside its price (one batch of reads, docs/adr/0511-read-batches.md): a ResultAsync
    // sends its reads when it is made. Only when the price says the plan was replaced are they asked again, for the
    // replacement (the first ones' answer, failure included, is then left unread).
    const partsOf = (id: string) => {
      const related = quoteId ? plans.related(quoteId, id).orElse(() => okAsync([] as readonly PricedPlanCard[])) : okAsync([] as readonly PricedPlanCard[]);
      const checks = quoteId ? plans.checks(quoteId, id).map((c): PlanChecks | undefined => c) : okAsync<PlanChecks | undefined, DomainError>(undefined);
      return ResultAsync.combine([plans.detail(id), related, checks] as const);
    };
    const asked = partsOf(planId);
    return pricePlan({ plans, session })(planId).andThen((price) => {
      const shownId = price.kind === 'priced' ? price.planId : planId;
      session.enrollment.set('planId', shownId);
      return (shownId === planId ? asked : partsOf(shownId)).map(([detail, suggested, checked]) => {
        if (!quoteId) session.planList.set('menuSelectedItem', planPagePath(detail));
        return {
          detail,
          price,
          related: suggested,
          ...(checked ? { checks: checked } : {}),
          ...(checked && screen ? { screen } : {}),
        };
      });
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    OpenPlanDetail: ReturnType<typeof openPlanDetail>;
  }
}
