import type { QuotedPlan } from '@benefit-store/domain';

/** What /quote/{token} hands the plan list: whose quote it opened and which of its plans are in the cart. */
export interface QuoteLinkState {
  readonly quoteOpened: { readonly from: string; readonly plans: readonly QuotedPlan[] };
}

const isQuotedPlan = (plan: unknown): plan is QuotedPlan =>
  typeof plan === 'object' && plan !== null && 'name' in plan && typeof plan.name === 'string' && 'inCart' in plan && typeof plan.inCart === 'boolean';

/** The router's state is anything a page was handed (a reload keeps it): this reads it as a quote link's. */
export const isQuoteLinkState = (state: unknown): state is QuoteLinkState => {
  if (typeof state !== 'object' || state === null || !('quoteOpened' in state)) return false;
  const opened = state.quoteOpened;
  return (
    typeof opened === 'object' && opened !== null && 'from' in opened && typeof opened.from === 'string' && 'plans' in opened && Array.isArray(opened.plans) && opened.plans.every(isQuotedPlan)
  );
};
