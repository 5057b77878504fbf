import { err, ok, type Result } from 'neverthrow';
import {
  cartTotals,
  compareDates,
  hasPremierPlan,
  Messages,
  prudentialCartPairs,
  removeLine,
  showsAdministrativeFeeNotice,
  type CalendarDate,
  type CartLine,
  type CartTotals,
  type PlanRef,
} from '@benefit-store/domain';
import { lookupPlan, type Blackout, type Catalogue, type Plan, type PriceRow } from './catalogue.ts';
import { chosenOption, priceFor, type PriceOption, type PricingError, type Shopper } from './pricing.ts';

/** A plan an existing member holds, as member_plans records it. */
export interface HeldPlan {
  readonly planId: string;
  readonly status: string;
}

/** Statuses that make a plan "already active": bought and not ended (a pending application counts). */
export const ACTIVE_STATUSES: readonly string[] = ['ACTIVE', 'PENDING'];

export type AddToCartErrorCode =
  | PricingError['errorCode']
  | 'blackout'
  | 'already-active'
  | 'membership-required'
  | 'rider-needs-base'
  | 'invalid-pricing';

/** add-plan-to-cart's error: the wire's errorCode with its message. */
export interface AddToCartError {
  readonly errorCode: AddToCartErrorCode;
  readonly message: string;
  readonly planId: string;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether the day falls in the window; a monthly window ending on the 31st ends on each month's last day. */
export const inBlackout = (blackout: Blackout, today: CalendarDate): boolean => {
  if (blackout.kind === 'dates') return compareDates(today, blackout.startsOn) >= 0 && compareDates(today, blackout.endsOn) <= 0;
  const last = Math.min(blackout.toDay, daysInMonth(today.year, today.month));
  return today.day >= blackout.fromDay && today.day <= last;
};

export const activeBlackout = (plan: Plan, today: CalendarDate): Blackout | undefined => plan.blackouts.find((b) => inBlackout(b, today));

export interface AddToCartInput {
  /** As the request carried them: the plan, or (prudential) the membership pair first, then the plan. */
  readonly refs: readonly PlanRef[];
  readonly cart: readonly PlanRef[];
  readonly shopper: Shopper;
  /** The plans an existing member holds (empty for a new member). */
  readonly heldPlans?: readonly HeldPlan[];
  readonly today: CalendarDate;
}

const failure = (errorCode: AddToCartErrorCode, message: string, planId: string): Result<never, AddToCartError> =>
  err({ errorCode, message, planId });

const isExistingMember = (shopper: Shopper): boolean => shopper.enrollType === 'existing-member' || shopper.enrollType === 'existing-user';

/** The request's pair priced for the shopper: a pricing error, or an unknown ppid, refuses it. */
const checkRef = (catalogue: Catalogue, ref: PlanRef, shopper: Shopper, today: CalendarDate): Result<Plan, AddToCartError> => {
  const priced = priceFor(catalogue, ref.planId, shopper, today);
  if (priced.isErr()) return failure(priced.error.errorCode, priced.error.message, ref.planId);
  if (!chosenOption(priced.value, ref.pricingId)) return failure('invalid-pricing', Messages.invalidPricingOption, ref.planId);
  return ok(priced.value.plan);
};

/**
 * add-plan-to-cart and add-plan-to-cart-prudentials: checks the plan and returns the cart after adding.
 * In order: the price chosen is one this shopper can buy; the plan is not in a blackout window; an
 * existing member does not already hold it; a rider's base plan is in the cart (or added with it); a
 * prudential-type plan comes with its membership (domain prudentialCartPairs: an existing member
 * already holds it). Adding a plan already in the cart replaces its price option (a changed coverage).
 */
export const checkAddToCart = (catalogue: Catalogue, input: AddToCartInput): Result<PlanRef[], AddToCartError> => {
  const { refs, cart, shopper, today } = input;
  const main = [...refs].reverse().find((ref) => lookupPlan(catalogue, ref.planId)?.kind !== 'membership') ?? refs.at(-1);
  if (!main) return failure('planNotFound', Messages.planNotFound, '');
  const checked = checkRef(catalogue, main, shopper, today);
  if (checked.isErr()) return err(checked.error);
  const plan = checked.value;
  const planRef: PlanRef = { planId: plan.planId, pricingId: main.pricingId };
  // The only other pair a request may carry is the plan's membership.
  const stray = refs.find((r) => r !== main && r.planId !== plan.membershipPlanId);
  if (stray) return failure('invalid-pricing', Messages.invalidPricingOption, stray.planId);

  if (activeBlackout(plan, today)) return failure('blackout', Messages.planInBlackout(plan.name), plan.planId);
  if (isExistingMember(shopper) && (input.heldPlans ?? []).some((h) => h.planId === plan.planId && ACTIVE_STATUSES.includes(h.status))) {
    return failure('already-active', Messages.planAlreadyActive(plan.name), plan.planId);
  }
  if (plan.riderOf !== undefined && !cart.some((c) => c.planId === plan.riderOf) && !refs.some((r) => r.planId === plan.riderOf)) {
    return failure('rider-needs-base', Messages.riderNeedsBase(lookupPlan(catalogue, plan.riderOf)?.name ?? plan.riderOf), plan.planId);
  }

  let additions: PlanRef[] = [planRef];
  if (plan.prudential && plan.membershipPlanId !== undefined) {
    const membershipId = plan.membershipPlanId;
    const offered = refs.find((r) => r.planId === membershipId);
    if (offered) {
      const membership = checkRef(catalogue, offered, shopper, today);
      if (membership.isErr()) return err(membership.error);
    }
    const inCart = cart.find((c) => c.planId === membershipId);
    const membershipRef = offered ?? inCart ?? { planId: membershipId, pricingId: '' };
    const pairs = prudentialCartPairs(membershipRef, planRef, shopper.enrollType);
    if (pairs.some((p) => p.planId === membershipId) && !offered && !inCart) {
      return failure('membership-required', Messages.membershipRequired, plan.planId);
    }
    additions = pairs;
  }

  const added = new Set(additions.map((a) => a.planId));
  return ok([...cart.filter((c) => !added.has(c.planId)), ...additions]);
};

/** A cart line with what the cart page shows beside the domain's money and flags. */
export interface CatalogueCartLine extends CartLine {
  readonly logo: string;
  readonly category: string;
  readonly label: string;
  readonly coverageAmount?: number;
  readonly riderOf?: string;
}

const priceRow = (plan: Plan, pricingId: string): PriceRow | undefined => plan.prices.find((p) => p.pricingId === pricingId);

/**
 * The cart's lines at the prices of the chosen rows. A membership cannot be removed while a plan that
 * needs it is in the cart; items the catalogue no longer knows are left out.
 */
export const cartLines = (catalogue: Catalogue, items: readonly PlanRef[]): CatalogueCartLine[] => {
  const planIds = new Set(items.map((i) => i.planId));
  const needed = new Set(
    items.flatMap((i) => {
      const plan = lookupPlan(catalogue, i.planId);
      return plan?.prudential && plan.membershipPlanId !== undefined ? [plan.membershipPlanId] : [];
    }),
  );
  return items.flatMap((item): CatalogueCartLine[] => {
    const plan = lookupPlan(catalogue, item.planId);
    const row = plan ? priceRow(plan, item.pricingId) : undefined;
    if (!plan || !row) return [];
    return [
      {
        planId: plan.planId,
        pricingId: row.pricingId,
        name: plan.name,
        price: row.price,
        removable: !(plan.kind === 'membership' && needed.has(plan.planId)),
        planType: plan.planType,
        prudential: plan.partnerFee,
        logo: plan.logo,
        category: plan.category,
        label: row.label,
        coverageAmount: row.coverageAmount,
        riderOf: plan.riderOf !== undefined && planIds.has(plan.riderOf) ? plan.riderOf : undefined,
      },
    ];
  });
};

export const OPTIONAL_LIFE_EOI_MIN = 100_000;
export const OPTIONAL_LIFE_EOI_MAX = 300_000;

/** Optional life of 100k-300k needs Evidence of Insurability (doc 001 sections 2.4 and 9). */
export const needsEvidenceOfInsurability = (catalogue: Catalogue, line: Pick<CatalogueCartLine, 'planId' | 'coverageAmount'>): boolean =>
  lookupPlan(catalogue, line.planId)?.optionalLife === true &&
  line.coverageAmount !== undefined &&
  line.coverageAmount >= OPTIONAL_LIFE_EOI_MIN &&
  line.coverageAmount <= OPTIONAL_LIFE_EOI_MAX;

export interface CartSummary {
  readonly lines: readonly CatalogueCartLine[];
  /** The domain's totals: First Month Cost, Recurring Cost, Total Cost. */
  readonly totals: CartTotals;
  readonly premier: boolean;
  /** The 3% administrative fee notice (check-prudential-cart). */
  readonly administrativeFeeNotice: boolean;
  readonly evidenceOfInsurability: boolean;
}

/** get-plan-cart's figures, all from the domain's rules over the catalogue's lines. */
export const cartSummary = (catalogue: Catalogue, items: readonly PlanRef[]): CartSummary => {
  const lines = cartLines(catalogue, items);
  return {
    lines,
    totals: cartTotals(lines),
    premier: hasPremierPlan(lines),
    administrativeFeeNotice: showsAdministrativeFeeNotice(lines),
    evidenceOfInsurability: lines.some((l) => needsEvidenceOfInsurability(catalogue, l)),
  };
};

/**
 * remove-plan-from-cart: the domain's removeLine refuses a non-removable line; the riders of a removed
 * plan go with it. Removing what is not in the cart leaves the cart as it is.
 */
export interface RemoveFromCartError {
  readonly errorCode: 'not-removable';
  readonly message: string;
  readonly planId: string;
}

export const removeFromCart = (catalogue: Catalogue, items: readonly PlanRef[], ref: PlanRef): Result<PlanRef[], RemoveFromCartError> => {
  const lines = cartLines(catalogue, items);
  const target = lines.find((l) => l.planId === ref.planId && l.pricingId === ref.pricingId);
  if (!target) return ok([...items]);
  if (!target.removable) return err({ errorCode: 'not-removable', message: Messages.planNotRemovable, planId: ref.planId });
  const kept = new Set(removeLine(lines, ref.planId, ref.pricingId).map((l) => l.planId));
  return ok(items.filter((i) => kept.has(i.planId) && lookupPlan(catalogue, i.planId)?.riderOf !== ref.planId));
};

/** The additional-riders block: riders of plans in the cart, not in it yet, that this shopper can buy. */
export const availableRiders = (
  catalogue: Catalogue,
  items: readonly PlanRef[],
  shopper: Shopper,
  today: CalendarDate,
): { readonly plan: Plan; readonly options: readonly PriceOption[] }[] => {
  const inCart = new Set(items.map((i) => i.planId));
  return catalogue.plans
    .filter((p) => p.kind === 'rider' && p.active && p.riderOf !== undefined && inCart.has(p.riderOf) && !inCart.has(p.planId))
    .flatMap((p) => {
      const priced = priceFor(catalogue, p.planId, shopper, today);
      return priced.isOk() ? [priced.value] : [];
    });
};

export const EFFECTIVE_DATE_COUNT = 3;

/**
 * get-cart-effective-dates: the 1st of each of the next three months (docs/adr/0600). Coverage
 * never starts today or in the past, and a date stays on offer for the whole month before it.
 */
export const cartEffectiveDates = (today: CalendarDate, count = EFFECTIVE_DATE_COUNT): CalendarDate[] =>
  Array.from({ length: count }, (_, i) => {
    const index = today.month - 1 + i + 1;
    return { year: today.year + Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
  });
