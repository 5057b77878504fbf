import { okAsync, type ResultAsync } from 'neverthrow';
import { ageOn, parseUsDate, type DomainError, type PlanSummary } from '@benefit-store/domain';
import type { Clock } from '../driven/clock.ts';
import type { FilterGateway } from '../driven/filter-gateway.ts';
import type { PlanCatalog } from '../driven/plan-catalog.ts';
import type { RecommendationContext, RecommendationGateway, RecommendationQuery } from '../driven/recommendation-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';

export interface LoadRecommendationsDeps {
  readonly recommendations: RecommendationGateway;
  readonly filters: FilterGateway;
  /** The shopper's own plan list: what their quote can buy, at their price. */
  readonly plans: PlanCatalog;
  readonly session: SessionStore;
  readonly clock: Clock;
}

/** Where the recommendations show: the cart (and its header link) or anywhere else (home, landing). */
export type RecommendationPlace = 'cart' | 'home';

const contextOf = (session: SessionStore): RecommendationContext => {
  const entries: Array<[keyof RecommendationContext, string | undefined]> = [
    ['platformId', session.site.get('portalId')],
    ['userId', session.enrollment.get('userId')],
    ['enrollType', session.enrollment.get('enrollType')],
    ['agentId', session.site.get('agentId')],
    ['groupId', session.site.get('groupId')],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v)) as RecommendationContext;
};

/**
 * The spec's choice of recommendation call: on the cart, plans held with the cart's plan (association);
 * elsewhere, once a quote with a state exists, plans for its tier, age and gender (filter); otherwise the
 * popular ones. A quote that cannot be read falls back to popularity rather than showing nothing.
 */
const chooseQuery = (deps: LoadRecommendationsDeps, place: RecommendationPlace): ResultAsync<RecommendationQuery, DomainError> => {
  const { session, filters, clock } = deps;
  const context = contextOf(session);
  const popularity: RecommendationQuery = { kind: 'popularity', context };
  const state = session.enrollment.get('state');
  const planId = session.enrollment.get('planId');
  if (place === 'cart' && planId) return okAsync({ kind: 'association', planId, ...(state ? { state } : {}), context });
  const tempId = session.quote.get('tempId');
  if (!tempId || !state) return okAsync(popularity);
  return filters
    .current(tempId)
    .map((filter): RecommendationQuery => {
      const dob = parseUsDate(filter.dob);
      if (dob.isErr()) return popularity;
      return { kind: 'filter', state: filter.state ?? state, tier: filter.tier, age: ageOn(dob.value, clock.today()), gender: filter.gender, context };
    })
    .orElse(() => okAsync(popularity));
};

/** The cards of these plans in the recommendation's order (plan-details answers in catalogue order). */
const inOrder = (ids: readonly string[], plans: readonly PlanSummary[]): readonly PlanSummary[] => {
  const byId = new Map(plans.map((plan) => [plan.planId, plan]));
  return ids.flatMap((id) => {
    const plan = byId.get(id);
    return plan ? [plan] : [];
  });
};

/**
 * The cards of the recommended plans. With a quote they come from the shopper's own plan list (get-filtered-plans):
 * only plans the quote can buy (its state, area, tier, age and portal), each at the price the plan list and the plan
 * page show for this shopper, or none while the plan still needs an answer (income, hours, tobacco). Without a quote,
 * or when it cannot be read, plan-details' cards at the list price, as the category menu shows them.
 */
const cardsFor = (deps: LoadRecommendationsDeps, ids: readonly string[]): ResultAsync<readonly PlanSummary[], DomainError> => {
  const catalogueCards = () => deps.recommendations.planDetails(ids).map((plans) => inOrder(ids, plans));
  const tempId = deps.session.quote.get('tempId');
  if (!tempId) return catalogueCards();
  return deps.plans
    .filteredPlans(tempId)
    .map((listed) => inOrder(ids, listed))
    .orElse(() => catalogueCards());
};

/**
 * What the cart page offers beside the cart: the recommendations without the plans the cart already holds (it would
 * only offer them a second time). The cart page takes the header link's list and leaves those out as the cart
 * changes, so one read serves both (issue 23: the cart read the association and the plans twice).
 */
export const besideCart = (recommended: readonly PlanSummary[], inCart: readonly string[]): readonly PlanSummary[] =>
  recommended.filter((plan) => !inCart.includes(plan.planId));

/** The recommended plans, best first, as cards (beside the cart, `besideCart` leaves out what it holds). */
export const loadRecommendations =
  (deps: LoadRecommendationsDeps) =>
  (place: RecommendationPlace = 'home'): ResultAsync<readonly PlanSummary[], DomainError> =>
    chooseQuery(deps, place)
      .andThen((query) => deps.recommendations.recommend(query))
      .andThen((ids) => (ids.length === 0 ? okAsync([] as readonly PlanSummary[]) : cardsFor(deps, ids)));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadRecommendations: ReturnType<typeof loadRecommendations>;
  }
}
