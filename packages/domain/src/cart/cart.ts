import { err, ok, type Result } from 'neverthrow';
import type { Eprocess, EnrollType } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { isBlank } from '../form.ts';
import { Messages, type MessageCatalogue } from '../messages.ts';

import { formatMoney, type Cents } from '../money.ts';

/** The cart (doc 001 sections 2.4, 4 and 9); prices are whole cents (money.ts). */

export interface CartLine {
  readonly planId: string;
  readonly pricingId: string;
  readonly name: string;
  /** The recurring monthly price. */
  readonly price: Cents;
  /** What the first month costs when it differs from the monthly price (one-time fees). */
  readonly firstMonthPrice?: Cents;
  readonly removable: boolean;
  readonly planType: string;
  /** A partner (prudential-type) plan: its presence brings the 3% fee notice. */
  readonly prudential?: boolean;
}

export interface CartTotals {
  readonly firstMonth: Cents;
  readonly recurring: Cents;
  /** Total Cost of the Order Info panel: what is due at enrollment, the first month (ADR 0100). */
  readonly total: Cents;
}

export const MEMBERSHIP_FEE: Cents = 500;

export const cartTotals = (lines: readonly CartLine[]): CartTotals => {
  const firstMonth = lines.reduce((sum, line) => sum + (line.firstMonthPrice ?? line.price), 0);
  const recurring = lines.reduce((sum, line) => sum + line.price, 0);
  return { firstMonth, recurring, total: firstMonth };
};

/** The cart holds a premier plan when any line is of plan type MM. */
export const hasPremierPlan = (lines: readonly Pick<CartLine, 'planType'>[]): boolean => lines.some((l) => l.planType === 'MM');

/** Lines with a trash icon, and the fixed ones listed in Order Info. */
export const removableLines = (lines: readonly CartLine[]): CartLine[] => lines.filter((l) => l.removable);
export const fixedLines = (lines: readonly CartLine[]): CartLine[] => lines.filter((l) => !l.removable);

/** Removing a non-removable line is refused; removing an absent one leaves the cart unchanged. */
export const removeLine = (lines: readonly CartLine[], planId: string, pricingId: string): CartLine[] =>
  lines.filter((l) => l.removable === false || l.planId !== planId || l.pricingId !== pricingId);

export const showsAdministrativeFeeNotice = (lines: readonly Pick<CartLine, 'prudential'>[]): boolean =>
  lines.some((l) => l.prudential === true);

export const emptyCartNotice = (lines: readonly unknown[]): string | undefined =>
  lines.length === 0 ? Messages.emptyCart : undefined;

export interface PlanRef {
  readonly planId: string;
  readonly pricingId: string;
}

/**
 * A prudential-type plan goes into the cart together with the chosen $5.00 monthly membership:
 * the request carries the membership pair first, then the plan. An existing member already holds
 * the membership, so the first pair is left out.
 */
export const prudentialCartPairs = (membership: PlanRef, plan: PlanRef, enrollType: EnrollType | undefined): PlanRef[] =>
  enrollType === 'existing-member' ? [plan] : [membership, plan];

/**
 * What the server did to a cart line that the shopper did not ask for in so many words (docs/adr/0613): a change
 * of the quote (or the day, at checkout) took the line out, with the catalogue's reason, or priced it anew.
 */
export type CartNotice =
  | { readonly planId: string; readonly planName: string; readonly change: 'removed'; readonly reason: string }
  | { readonly planId: string; readonly planName: string; readonly change: 'repriced'; readonly previousPrice: Cents; readonly price: Cents };

/** The sentence the shopper reads for a notice, in English or in the language of `texts` (the reason as it came). */
export const cartNoticeText = (notice: CartNotice, texts: MessageCatalogue = Messages): string =>
  notice.change === 'removed'
    ? texts.cartLineRemoved(notice.planName, notice.reason)
    : texts.cartLineRepriced(notice.planName, formatMoney(notice.previousPrice), formatMoney(notice.price));

/**
 * Notices of several quote changes in a row, one per plan: a later notice replaces an earlier one, a price that
 * changed twice keeps the price the shopper saw first, and one that came back to it is no news.
 */
export const mergeCartNotices = (earlier: readonly CartNotice[], later: readonly CartNotice[]): CartNotice[] => {
  const merged = new Map<string, CartNotice>(earlier.map((n) => [n.planId, n]));
  for (const notice of later) {
    const before = merged.get(notice.planId);
    merged.delete(notice.planId);
    if (notice.change === 'repriced' && before?.change === 'repriced') {
      if (before.previousPrice !== notice.price) merged.set(notice.planId, { ...notice, previousPrice: before.previousPrice });
    } else {
      merged.set(notice.planId, notice);
    }
  }
  return [...merged.values()];
};

export type CheckoutType = 'rep' | 'applicant';

export interface CheckoutInput {
  readonly lines: readonly CartLine[];
  readonly effectiveDate: string;
  /** The dates get-cart-effective-dates offered; when given, the choice must be one of them. */
  readonly effectiveDates?: readonly string[];
  readonly type: CheckoutType;
}

export interface CheckoutRequest {
  readonly effectiveDate: string;
  readonly type: CheckoutType;
}

/** Checkout needs items and an effective date (the error sits on effective_date, like the server's). */
export const validateCheckout = (input: CheckoutInput): Result<CheckoutRequest, FieldErrors> => {
  if (input.lines.length === 0) return err({ cart: Messages.emptyCart });
  const date = input.effectiveDate.trim();
  if (isBlank(date) || (input.effectiveDates !== undefined && !input.effectiveDates.includes(date))) {
    return err({ effective_date: Messages.fieldRequired });
  }
  return ok({ effectiveDate: date, type: input.type });
};

/** Applicants see the two upsell offers before the confirmation; reps and groups go straight to it. */
export type CheckoutStep = 'term-life-offer' | 'vision-dental-offer' | 'confirmation';
export const checkoutSteps = (eprocess: Eprocess): readonly CheckoutStep[] =>
  eprocess === 'applicant' ? ['term-life-offer', 'vision-dental-offer', 'confirmation'] : ['confirmation'];
