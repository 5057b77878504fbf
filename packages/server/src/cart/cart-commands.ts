import { err, ok } from 'neverthrow';
import { formatUsDate, Messages, validateCheckout, type PlanRef } from '@benefit-store/domain';
import type { AddPlanToCartPrudentialsRequest, AddPlanToCartRequest, CartCheckoutRequest, SaveScreenshotRequest } from '@benefit-store/contract';
import { ownedEnrollmentCommand, refuse, type OwnedContext } from '../commands/command.ts';
import { availableRiders, cartEffectiveDates, cartSummary, checkAddToCart, removeFromCart, type AddToCartError } from '../catalog/cart-rules.ts';
import { wireCart } from '../catalog/wire.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import { aflacOutcome } from '../catalog/questions.ts';
import { cartItems, heldPlansOf, readShopping, saveCart, saveCartSnapshot, saveCheckout } from './shopping-store.ts';
import { shopperOf } from './shopper.ts';

/** A refusal of add-to-cart that keeps its error code: the route answers it with the coded envelope. */
export interface CartRefusal {
  readonly coded: AddToCartError | { readonly errorCode: string; readonly message: string; readonly planId: string };
}

type CartOutcome = { readonly items: PlanRef[] } | CartRefusal;

/** What a cart change answers: the cart after it (get-plan-cart's shape), or the coded refusal. */
export type CartChange = { readonly cart: ReturnType<typeof wireCart> } | CartRefusal;

/**
 * The cart commands (doc 001 sections 4 and 7; docs/adr/0600, 0610). Adding checks the catalogue's rules
 * (price option, blackout, already-active, riders, the prudential membership) plus what this enrollment
 * answered: a plan whose underwriting declined, or whose questions are unanswered, or whose aflac-type answers
 * do not pass, is refused with its code. A refusal of add-to-cart is a business answer the page shows
 * (banner or modal), so the command is applied as "refused" and journaled with its code, and nothing changes.
 */
export const cartCommands = (catalogue: CatalogueCache) => {
  const add = async ({ tx, enrollment, today }: OwnedContext<unknown>, refs: PlanRef[]): Promise<CartOutcome> => {
    const cat = await catalogue.get();
    const shopping = await readShopping(tx, enrollment.id);
    const shopper = shopperOf(enrollment, shopping.dependents);
    const main = refs.at(-1);
    const plan = main ? cat.byId.get(main.planId) : undefined;
    if (plan && plan.questions.length > 0) {
      const outcome = shopping.planAnswers[plan.planId]?.outcome;
      if (outcome === 'declined') return { coded: { errorCode: 'decline', message: Messages.questionsDeclined, planId: plan.planId } };
      if (outcome === undefined) return { coded: { errorCode: 'newQuestionsError', message: Messages.answerAllQuestions, planId: plan.planId } };
    }
    if (plan && plan.aflacQuestions.length > 0) {
      const stored = shopping.planAnswers[plan.planId]?.aflac ?? {};
      const gate = aflacOutcome(plan, Object.fromEntries(Object.entries(stored).map(([q, v]) => [q, v === '1' ? 1 : 0])));
      if (!gate.canAddToCart) return { coded: { errorCode: 'aflacError', message: Messages.answerYesToContinue, planId: plan.planId } };
    }
    const checked = checkAddToCart(cat, {
      refs,
      cart: cartItems(enrollment),
      shopper,
      heldPlans: await heldPlansOf(tx, enrollment.context.user_id),
      today,
    });
    return checked.isOk() ? { items: checked.value } : { coded: checked.error };
  };

  /** The cart as get-plan-cart shows it, riders included, for the enrollment as it is in this transaction. */
  const cartNow = async ({ tx, enrollment, today }: OwnedContext<unknown>, items: readonly PlanRef[]) => {
    const cat = await catalogue.get();
    const shopper = shopperOf(enrollment, (await readShopping(tx, enrollment.id)).dependents);
    return wireCart(cartSummary(cat, items), availableRiders(cat, items, shopper, today));
  };

  const save = async (context: OwnedContext<unknown>, outcome: CartOutcome): Promise<CartChange> => {
    if (!('items' in outcome)) return outcome;
    await saveCart(context.tx, context.enrollment.id, outcome.items, context.now);
    return { cart: await cartNow(context, outcome.items) };
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
      return removed.isOk() ? ok(removed.value) : err(refuse({ plan_id: removed.error.message }, 409));
    },
    apply: async (context, items) => {
      await saveCart(context.tx, context.enrollment.id, items, context.now);
      return { cart: await cartNow(context, items) };
    },
  });

  /** POST cart-checkout: items and one of the offered effective dates; the enrollment moves on to the wizard. */
  const CartCheckout = ownedEnrollmentCommand<CartCheckoutRequest>()({
    type: 'cart-checkout',
    check: async ({ enrollment, payload, today }) => {
      const summary = cartSummary(await catalogue.get(), cartItems(enrollment));
      const checked = validateCheckout({
        lines: summary.lines,
        effectiveDate: payload.effective_date,
        effectiveDates: cartEffectiveDates(today).map(formatUsDate),
        type: payload.type ?? 'applicant',
      });
      return checked.isOk() ? ok(checked.value) : err(refuse(checked.error));
    },
    apply: async ({ tx, enrollment, now }, checkout) => {
      await saveCheckout(tx, enrollment.id, checkout.effectiveDate, { type: checkout.type, at: now.toISOString() }, now);
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
