import { checkoutSteps, type CalendarDate, type Cents, type CheckoutStep, type Eprocess, type PlanRef } from '@benefit-store/domain';
import { lookupPlan, type Catalogue, type Offer, type Plan } from './catalogue.ts';
import { priceFor, type Shopper } from './pricing.ts';

/** A suggested/offer popup, field for field what the wire's popup carries (doc 001 section 3). */
export interface OfferPopup {
  readonly offerId: string;
  readonly planCategory: string;
  readonly planName: string;
  readonly display: boolean;
  readonly title: string;
  readonly header: string;
  readonly link: string;
  readonly linkDescription: string;
  readonly wordings: Offer['wordings'];
  readonly planLogo: string;
  /** The cheapest option of plan_id for this shopper. */
  readonly planPrice: Cents;
  readonly ppid: string;
  readonly planId: string;
  /** The second plan of a bundle, when this shopper can buy it too. */
  readonly planId1?: string;
  readonly pricingId1?: string;
  readonly planPrice1?: Cents;
}

const cheapest = (catalogue: Catalogue, planId: string, shopper: Shopper, today: CalendarDate) => {
  const priced = priceFor(catalogue, planId, shopper, today);
  const option = priced.isOk() ? priced.value.options[0] : undefined;
  return priced.isOk() && option ? { plan: priced.value.plan, option } : undefined;
};

/** The popup for an offer, or nothing when the shopper cannot buy its plan. */
const popupFor = (catalogue: Catalogue, offer: Offer, shopper: Shopper, today: CalendarDate): OfferPopup | undefined => {
  const first = cheapest(catalogue, offer.planId, shopper, today);
  if (!first) return undefined;
  const second = offer.planId1 !== undefined ? cheapest(catalogue, offer.planId1, shopper, today) : undefined;
  return {
    offerId: offer.offerId,
    planCategory: first.plan.category,
    planName: first.plan.name,
    display: offer.display,
    title: offer.title,
    header: offer.header,
    link: offer.link,
    linkDescription: offer.linkDescription,
    wordings: offer.wordings,
    planLogo: first.plan.logo,
    planPrice: first.option.price,
    ppid: first.option.pricingId,
    planId: first.plan.planId,
    ...(second ? { planId1: second.plan.planId, pricingId1: second.option.pricingId, planPrice1: second.option.price } : {}),
  };
};

const planIdsOf = (offer: Offer): string[] => (offer.planId1 !== undefined ? [offer.planId, offer.planId1] : [offer.planId]);

const cartPlans = (catalogue: Catalogue, cart: readonly PlanRef[]): Plan[] =>
  cart.flatMap((item) => {
    const plan = lookupPlan(catalogue, item.planId);
    return plan ? [plan] : [];
  });

/**
 * The offer to open after a plan was added (get-suggested-plan-list-new): an after-add offer triggered
 * by the added plan's category whose plan is not in the cart and that this shopper can buy (the
 * accident offer after a medical plan). None: the client goes on to the cart.
 */
export const offersAfterAdding = (
  catalogue: Catalogue,
  input: { readonly addedPlanId: string; readonly cart: readonly PlanRef[]; readonly shopper: Shopper; readonly today: CalendarDate },
): OfferPopup[] => {
  const added = lookupPlan(catalogue, input.addedPlanId);
  if (!added) return [];
  const inCart = new Set(input.cart.map((c) => c.planId));
  return catalogue.offers
    .filter((o) => o.kind === 'after-add' && o.display && o.triggerCategories.includes(added.category) && !planIdsOf(o).some((id) => inCart.has(id)))
    .flatMap((o) => {
      const popup = popupFor(catalogue, o, input.shopper, input.today);
      return popup ? [popup] : [];
    });
};

/** The checkout step an upsell fills: the spec recognises them by category, term life and vision. */
const UPSELL_STEP: Readonly<Record<string, CheckoutStep>> = { term_life: 'term-life-offer', vision: 'vision-dental-offer' };

/**
 * The checkout upsells (get-suggested-plan-list): only for the eprocesses whose checkout has offer
 * steps (the domain's checkoutSteps: applicants), in step order (term life, then the vision/dental
 * bundle). An upsell is skipped when the cart already holds a plan of one of its plans' categories,
 * or when the shopper cannot buy its first plan (term life for a tier other than IO).
 */
export const checkoutUpsells = (
  catalogue: Catalogue,
  input: { readonly cart: readonly PlanRef[]; readonly shopper: Shopper; readonly eprocess: Eprocess; readonly today: CalendarDate },
): OfferPopup[] => {
  const steps = checkoutSteps(input.eprocess);
  const heldCategories = new Set(cartPlans(catalogue, input.cart).map((p) => p.category));
  const stepOf = (offer: Offer): CheckoutStep | undefined => {
    const category = lookupPlan(catalogue, offer.planId)?.category;
    return category === undefined ? undefined : UPSELL_STEP[category];
  };
  return catalogue.offers
    .filter((o) => {
      const step = stepOf(o);
      if (o.kind !== 'checkout-upsell' || !o.display || step === undefined || !steps.includes(step)) return false;
      return !planIdsOf(o).some((id) => {
        const category = lookupPlan(catalogue, id)?.category;
        return category !== undefined && heldCategories.has(category);
      });
    })
    .sort((a, b) => steps.indexOf(stepOf(a) ?? 'confirmation') - steps.indexOf(stepOf(b) ?? 'confirmation'))
    .flatMap((o) => {
      const popup = popupFor(catalogue, o, input.shopper, input.today);
      return popup ? [popup] : [];
    });
};
