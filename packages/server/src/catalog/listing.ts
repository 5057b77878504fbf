import { PlanCategories, type CalendarDate, type Cents, type PlanCategory } from '@benefit-store/domain';
import { isSoldOnItsOwn, lookupPlan, type Catalogue, type Plan } from './catalogue.ts';
import { HIDING_CODES, priceFor, type PricingError, type Shopper } from './pricing.ts';

/** A plan as get-filtered-plans lists it for one shopper. */
export interface ListedPlan {
  readonly plan: Plan;
  /** The cheapest option's price and ppid; absent while the plan still needs an answer (income, hours, tobacco). */
  readonly price?: Cents;
  readonly pricingId?: string;
  /** Why there is no price yet: the pricing error the plan detail page will show. */
  readonly pending?: PricingError['errorCode'];
}

/**
 * The plans a shopper's filter shows (get-filtered-plans): plans sold on their own, in catalogue order,
 * optionally narrowed to some categories. A plan is left out when the shopper could only buy it by
 * changing their basic info (state, area, tier, age, portal): term life is therefore listed for IO only.
 * A plan that needs an answer first (income, hours, tobacco, spouse age) is listed without a price;
 * its detail page asks for the answer.
 */
export const listPlans = (
  catalogue: Catalogue,
  shopper: Shopper,
  today: CalendarDate,
  categories: readonly string[] = [],
): ListedPlan[] =>
  catalogue.plans
    .filter((plan) => isSoldOnItsOwn(plan) && (categories.length === 0 || categories.includes(plan.category)))
    .flatMap((plan): ListedPlan[] => {
      const priced = priceFor(catalogue, plan.planId, shopper, today);
      if (priced.isOk()) {
        const cheapest = priced.value.options[0];
        return cheapest ? [{ plan, price: cheapest.price, pricingId: cheapest.pricingId }] : [];
      }
      return HIDING_CODES.has(priced.error.errorCode) ? [] : [{ plan, pending: priced.error.errorCode }];
    });

export interface FilterCategory {
  readonly key: PlanCategory;
  readonly label: string;
}

/** The left-side category filters: the categories that hold at least one plan this shopper is shown. */
export const filterCategories = (catalogue: Catalogue, shopper: Shopper, today: CalendarDate): FilterCategory[] => {
  const shown = new Set(listPlans(catalogue, shopper, today).map((l) => l.plan.category));
  return PlanCategories.filter(([key]) => shown.has(key)).map(([key, label]) => ({ key, label }));
};

/**
 * A category's plans where no shopper is known yet (get-menu-filtered-plans): sold on their own and,
 * when the plan is tied to portals, only through one of them.
 */
export const menuPlans = (catalogue: Catalogue, category: string, portalId?: string): Plan[] =>
  catalogue.plans.filter(
    (plan) =>
      isSoldOnItsOwn(plan) &&
      plan.category === category &&
      (plan.rules.portalIds.length === 0 || (portalId !== undefined && plan.rules.portalIds.includes(portalId))),
  );

export const RELATED_PLANS_LIMIT = 3;

/**
 * Suggested products on a plan's detail page (get-related-plans): plans of the same carrier in other
 * categories this shopper can buy, not in the cart yet, in catalogue order; at most three.
 */
export const relatedPlans = (
  catalogue: Catalogue,
  planId: string,
  shopper: Shopper,
  cartPlanIds: readonly string[],
  today: CalendarDate,
): ListedPlan[] => {
  const plan = lookupPlan(catalogue, planId);
  if (!plan) return [];
  return listPlans(catalogue, shopper, today)
    .filter(
      (l) =>
        l.price !== undefined &&
        l.plan.carrierId === plan.carrierId &&
        l.plan.category !== plan.category &&
        !cartPlanIds.includes(l.plan.planId),
    )
    .slice(0, RELATED_PLANS_LIMIT);
};
