import { err, ok } from 'neverthrow';
import { formatUsDate, Messages, validateCheckout, type PlanRef } from '@benefit-store/domain';
import type { AddPlanToCartPrudentialsRequest, AddPlanToCartRequest, CartCheckoutRequest, SaveScreenshotRequest } from '@benefit-store/contract';
import { ownedEnrollmentCommand, refuse, type OwnedContext, type Refusal } from '../commands/command.ts';
import { availableRiders, cartEffectiveDates, cartSummary, checkAddToCart, removeFromCart, type AddToCartError, type Reconciled } from '../catalog/cart-rules.ts';
import { wireCart } from '../catalog/wire.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { answersRefusal } from '../catalog/questions.ts';
import { cartAsQuoteStands, sameItems } from './cart-follows-quote.ts';
import { cartItems, heldPlansOf, readShopping, saveCart, saveCartNotices, saveCartSnapshot, saveCheckout } from './shopping-store.ts';
import { shopperOf } from './shopper.ts';

/** A refusal of add-to-cart that keeps its error code: the route answers it with the coded envelope. */
export interface CartRefusal {
  readonly coded: AddToCartError | { readonly errorCode: string; readonly message: string; readonly planId: string };
}

export type CartOutcome = { readonly items: PlanRef[] } | CartRefusal;

type Checkout =
  | { readonly kind: 'stale'; readonly settled: Reconciled }
  /** `items`: the same lines under the pricing ids the quote has now (same price, same option), when they moved. */
  | { readonly kind: 'ready'; readonly effectiveDate: string; readonly type: 'rep' | 'applicant'; readonly items?: readonly PlanRef[] };

/** What cart-checkout answers: the enrollment checked out, or the cart brought up to date and the refusal to say so. */
export type CheckoutOutcome =
  | { readonly enrollment_id: string; readonly effective_date: string; readonly type: string; readonly status: string }
  | { readonly refused: Refusal };

/** What a cart change answers: the cart after it (get-plan-cart's shape), or the coded refusal. */
export type CartChange = { readonly cart: ReturnType<typeof wireCart> } | CartRefusal;

/**
 * The cart after adding `refs` (a plan, with its membership when it comes with one) under add-to-cart's rules, or the
 * coded refusal: what the add-to-cart commands apply, and what a quote's link puts in the cart it opens.
 */
export const cartAfterAdding =
  (catalogue: CatalogueCache) =>
  async ({ tx, enrollment, today }: Pick<OwnedContext<unknown>, 'tx' | 'enrollment' | 'today'>, refs: PlanRef[]): Promise<CartOutcome> => {
    const cat = await catalogue.get();
    const shopping = await readShopping(tx, enrollment.id);
    const shopper = shopperOf(enrollment, shopping.dependents);
    const main = refs.at(-1);
    const plan = main ? cat.byId.get(main.planId) : undefined;
    const refused = plan ? answersRefusal(plan, shopping.planAnswers[plan.planId]) : undefined;
    if (plan && refused) return { coded: { ...refused, planId: plan.planId } };
    const checked = checkAddToCart(cat, {
      refs,
      cart: cartItems(enrollment),
      shopper,
      heldPlans: await heldPlansOf(tx, enrollment.context.user_id),
      today,
    });
    return checked.isOk() ? { items: checked.value } : { coded: checked.error };
  };

/**
 * The cart commands (doc 001 sections 4 and 7; docs/adr/0600, 0610). Adding checks the catalogue's rules
 * (price option, blackout, already-active, riders, the prudential membership) plus what this enrollment
 * answered: a plan whose underwriting declined, or whose questions are unanswered, or whose aflac-type answers
 * do not pass, is refused with its code. A refusal of add-to-cart is a business answer the page shows
 * (banner or modal), so the command is applied as "refused" and journaled with its code, and nothing changes.
 */
export const cartCommands = (catalogue: CatalogueCache) => {
  const add = cartAfterAdding(catalogue);

  /** The cart as get-plan-cart shows it, riders and notices included, for the enrollment as it is in this transaction. */
  const cartNow = async ({ tx, enrollment, today }: OwnedContext<unknown>, items: readonly PlanRef[]) => {
    const cat = await catalogue.get();
    const shopping = await readShopping(tx, enrollment.id);
    return wireCart(cartSummary(cat, items), availableRiders(cat, items, shopperOf(enrollment, shopping.dependents), today), shopping.cartNotices);
  };

  /**
   * A change the shopper made to the cart: the rest of the cart is brought to the quote as it stands (what went with
   * a removed line, a price that moved since it was added) and the notices say only what this change did.
   */
  const save = async (context: OwnedContext<unknown>, outcome: CartOutcome): Promise<CartChange> => {
    if (!('items' in outcome)) return outcome;
    const { tx, enrollment, today, now } = context;
    const settled = await cartAsQuoteStands(catalogue, tx, enrollment, today, outcome.items);
    await saveCart(tx, enrollment.id, settled.items, now);
    await saveCartNotices(tx, enrollment.id, settled.notices, now);
    return { cart: await cartNow(context, settled.items) };
  };

  const AddPlanToCart = ownedEnrollmentCommand<AddPlanToCartRequest>()({
    type: 'add-plan-to-cart',
    check: async (context) => ok(await add(context, [{ planId: context.payload.plan_id, pricingId: context.payload.plan_pricing_id }])),
    apply: save,
  });

  const AddPlanToCartPrudentials = ownedEnrollmentCommand<AddPlanToCartPrudentialsRequest>()({
    type: 'add-plan-to-cart-prudentials',
    check: async (context) => {
      const { payload } = context;
      const refs: PlanRef[] = [
        ...(payload.plan_id !== undefined && payload.plan_pricing_id !== undefined ? [{ planId: payload.plan_id, pricingId: payload.plan_pricing_id }] : []),
        { planId: payload.plan_id1, pricingId: payload.plan_pricing_id1 },
      ];
      return ok(await add(context, refs));
    },
    apply: save,
  });

  /** GET remove-plan-from-cart (a GET on the wire, a command here): the domain refuses a non-removable line. */
  const RemovePlanFromCart = ownedEnrollmentCommand<{ enrollment_id: string; plan_id: string; plan_pricing_id: string }>()({
    type: 'remove-plan-from-cart',
    check: async ({ enrollment, payload }) => {
      const removed = removeFromCart(await catalogue.get(), cartItems(enrollment), { planId: payload.plan_id, pricingId: payload.plan_pricing_id });
      return removed.isOk() ? ok({ items: removed.value }) : err(refuse({ plan_id: removed.error.message }, 409));
    },
    apply: async (context, outcome) => {
      const change = await save(context, outcome);
      if (!('cart' in change)) throw new Error('a removal answers the cart');
      return change;
    },
  });

  /**
   * POST cart-checkout: items and one of the offered effective dates; the enrollment moves on to the wizard. The cart
   * is priced again first (docs/adr/0613): a cart that no longer fits the quote as it stands today (a price moved, a
   * plan cannot be bought any more, a pair came apart) does not go through. It is brought up to date, its notices say
   * what changed, and the answer is a 409 on `cart`, so the shopper reviews the cart and checks out again.
   */
  const CartCheckout = ownedEnrollmentCommand<CartCheckoutRequest>()({
    type: 'cart-checkout',
    check: async ({ tx, enrollment, payload, today }) => {
      const items = cartItems(enrollment);
      const settled = await cartAsQuoteStands(catalogue, tx, enrollment, today, items);
      // Something the shopper would see changed: not this time. A pricing id alone (same option, same price) may move.
      if (settled.notices.length > 0) return ok<Checkout>({ kind: 'stale', settled });
      const summary = cartSummary(await catalogue.get(), settled.items);
      const checked = validateCheckout({
        lines: summary.lines,
        effectiveDate: payload.effective_date,
        effectiveDates: cartEffectiveDates(today).map(formatUsDate),
        type: payload.type ?? 'applicant',
      });
      if (checked.isErr()) return err(refuse(checked.error));
      return ok<Checkout>({ kind: 'ready', ...checked.value, ...(sameItems(items, settled.items) ? {} : { items: settled.items }) });
    },
    apply: async ({ tx, enrollment, now }, checkout): Promise<CheckoutOutcome> => {
      if (checkout.kind === 'stale') {
        await saveCart(tx, enrollment.id, checkout.settled.items, now);
        await saveCartNotices(tx, enrollment.id, checkout.settled.notices, now);
        return { refused: refuse({ cart: Messages.cartChangedAtCheckout }, 409) };
      }
      if (checkout.items) await saveCart(tx, enrollment.id, checkout.items, now);
      await saveCheckout(tx, enrollment.id, checkout.effectiveDate, { type: checkout.type, at: now.toISOString() }, now);
      await saveCartNotices(tx, enrollment.id, [], now);
      return { enrollment_id: enrollment.id, effective_date: checkout.effectiveDate, type: checkout.type, status: 'new_enrollment' };
    },
  });

  /** POST save-screenshot: the server's own snapshot of the cart as priced now (docs/adr/0611). */
  const SaveScreenshot = ownedEnrollmentCommand<SaveScreenshotRequest>()({
    type: 'save-screenshot',
    // A snapshot beside the enrollment: its data and version stay (docs/adr/0712).
    changesData: false,
    check: async ({ enrollment }) => {
      const items = cartItems(enrollment);
      if (items.length === 0) return err(refuse({ cart: Messages.emptyCart }));
      return ok(cartSummary(await catalogue.get(), items));
    },
    apply: async ({ tx, enrollment, now }, summary) => {
      const snapshot = {
        taken_at: now.toISOString(),
        effective_date: null,
        lines: summary.lines.map((l) => ({ plan_id: l.planId, plan_pricing_id: l.pricingId, plan_name: l.name, label: l.label, price_cents: l.price })),
        totals: summary.totals,
        premier_plan: summary.premier,
        administrative_fee_notice: summary.administrativeFeeNotice,
        evidence_of_insurability: summary.evidenceOfInsurability,
      };
      const id = await saveCartSnapshot(tx, enrollment.id, `cart-${enrollment.id}`, snapshot);
      return { snapshot_id: id };
    },
  });

  return { AddPlanToCart, AddPlanToCartPrudentials, RemovePlanFromCart, CartCheckout, SaveScreenshot };
};
