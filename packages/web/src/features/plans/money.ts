import { formatDollars, formatMoney, type Cents } from '@benefit-store/domain';

/** A listing's dollar price as the page shows it, '$365.66'. */
export const dollars = (amount: number): string => formatDollars(amount);

/** A price in cents, '$18.54'. */
export const cents = (amount: Cents): string => formatMoney(amount);

/** plan/{id}/{planName}: the plan page of a plan. */
export const planPath = (plan: { readonly planId: string; readonly name: string }): string =>
  `/plan/${encodeURIComponent(plan.planId)}/${encodeURIComponent(plan.name)}`;
