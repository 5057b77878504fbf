import { mergeCartNotices, type CalendarDate, type CartNotice, type PlanRef } from '@benefit-store/domain';
import type { OwnedContext, OwnedEnrollmentCommand } from '../commands/command.ts';
import type { Queryable } from '../db/database.ts';
import { reconcileCart, type Reconciled } from '../catalog/cart-rules.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { findEnrollment, type EnrollmentRow } from '../repository/enrollment-store.ts';
import { cartItems, readShopping, saveCart, saveCartNotices } from './shopping-store.ts';
import { shopperOf } from './shopper.ts';

/**
 * The cart follows the quote (doc 001 section 4: "submitting updates the filter, then refreshes the cart";
 * docs/adr/0613). The rules are reconcileCart's, the same ones add-to-cart applies; this file runs them on an
 * enrollment inside the command's transaction.
 */

/** The cart `items` (by default the enrollment's) as the enrollment stands in this transaction: its quote, its answers, today. */
export const cartAsQuoteStands = async (
  catalogue: CatalogueCache,
  tx: Queryable,
  enrollment: EnrollmentRow,
  today: CalendarDate,
  items: readonly PlanRef[] = cartItems(enrollment),
): Promise<Reconciled> => {
  const shopping = await readShopping(tx, enrollment.id);
  return reconcileCart(await catalogue.get(), {
    items,
    shopper: shopperOf(enrollment, shopping.dependents),
    answers: (planId) => shopping.planAnswers[planId],
    today,
  });
};

export const sameItems = (a: readonly PlanRef[], b: readonly PlanRef[]): boolean =>
  a.length === b.length && a.every((item, i) => item.planId === b[i]?.planId && item.pricingId === b[i]?.pricingId);

/** What a command that changed the quote did to the cart: this change's notices (empty when the cart already fitted). */
export interface CartFollowed {
  readonly cartChanges: readonly CartNotice[];
}

/**
 * After a command changed the quote (the filter, the dependents dialog's spouse, the portal or group, the answers
 * to a plan's questions): the cart is priced again for the enrollment as the command left it, in the same
 * transaction. Its notices join those the shopper has not acted on yet (a cart change clears them).
 */
const followQuote = async (catalogue: CatalogueCache, { tx, enrollment, today, now }: OwnedContext<unknown>): Promise<readonly CartNotice[]> => {
  const changed = await findEnrollment(tx, enrollment.id);
  if (!changed) return [];
  const items = cartItems(changed);
  if (items.length === 0) return [];
  const reconciled = await cartAsQuoteStands(catalogue, tx, changed, today, items);
  if (sameItems(items, reconciled.items) && reconciled.notices.length === 0) return [];
  await saveCart(tx, enrollment.id, reconciled.items, now);
  if (reconciled.notices.length > 0) {
    const earlier = (await readShopping(tx, enrollment.id)).cartNotices;
    await saveCartNotices(tx, enrollment.id, mergeCartNotices(earlier, reconciled.notices), now);
  }
  return reconciled.notices;
};

/**
 * The command, and then the cart following the quote it changed: same type, same check, one transaction and one
 * journal entry (the command mechanism's), its output with `cartChanges` beside it.
 */
export const followedByCart =
  (catalogue: CatalogueCache) =>
  <P, Plan, O extends object>(command: OwnedEnrollmentCommand<P, Plan, O>): OwnedEnrollmentCommand<P, Plan, O & CartFollowed> => ({
    ...command,
    apply: async (context, plan) => {
      const output = await command.apply(context, plan);
      return { ...output, cartChanges: await followQuote(catalogue, context) };
    },
  });
