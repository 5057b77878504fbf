import { err, ok, type Result } from 'neverthrow';
import {
  cartTotals,
  compareDates,
  hasPremierPlan,
  isExistingMemberType,
  Messages,
  prudentialCartPairs,
  removeLine,
  showsAdministrativeFeeNotice,
  type CalendarDate,
  type CartLine,
  type CartNotice,
  type CartTotals,
  type EnrollType,
  type PlanRef,
} from '@benefit-store/domain';
import { lookupPlan, type Blackout, type Catalogue, type Plan, type PriceRow } from './catalogue.ts';
import { chosenOption, priceFor, type PriceOption, type PricingError, type Shopper } from './pricing.ts';
import { answersRefusal, type AnswersOfPlan } from './questions.ts';

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
  | 'membership-alone'
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

/**
 * The pairs a cart keeps together (docs/adr/0600, 0613): a rider needs its base plan; a prudential-type plan needs
 * its membership line (the domain's prudentialCartPairs: an existing member holds the membership, so not theirs);
 * the membership is there only for a plan that needs it. The problem of `plan` in a cart holding `planIds`, if any.
 */
export const pairingProblem = (
  catalogue: Catalogue,
  plan: Plan,
  planIds: ReadonlySet<string>,
  enrollType: EnrollType | undefined,
): { readonly errorCode: 'rider-needs-base' | 'membership-required' | 'membership-alone'; readonly message: string } | undefined => {
  if (plan.riderOf !== undefined && !planIds.has(plan.riderOf)) {
    return { errorCode: 'rider-needs-base', message: Messages.riderNeedsBase(lookupPlan(catalogue, plan.riderOf)?.name ?? plan.riderOf) };
  }
  if (plan.prudential && plan.membershipPlanId !== undefined && !planIds.has(plan.membershipPlanId)) {
    const membership: PlanRef = { planId: plan.membershipPlanId, pricingId: '' };
    const needed = prudentialCartPairs(membership, { planId: plan.planId, pricingId: '' }, enrollType).some((p) => p.planId === membership.planId);
    if (needed) return { errorCode: 'membership-required', message: Messages.membershipRequired };
  }
  if (plan.kind === 'membership') {
    const needs = [...planIds].some((id) => {
      const other = lookupPlan(catalogue, id);
      return other !== undefined && other.prudential && other.membershipPlanId === plan.planId;
    });
    if (!needs) return { errorCode: 'membership-alone', message: Messages.membershipNotNeeded };
  }
  return undefined;
};

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

const isExistingMember = (shopper: Shopper): boolean => isExistingMemberType(shopper.enrollType);

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
 * existing member does not already hold it; the cart's pairs hold (pairingProblem: a rider's base plan is in the
 * cart or added with it, a prudential-type plan comes with its membership, a membership comes with a plan that
 * needs it). Adding a plan already in the cart replaces its price option (a changed coverage).
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
  // The request's pairs count as in the cart: the membership chosen with its plan, a rider with its base.
  const pairing = pairingProblem(catalogue, plan, new Set([...cart, ...refs].map((r) => r.planId)), shopper.enrollType);
  if (pairing) {
    // A membership on its own is no purchase: it comes with a plan that needs it.
    const message = pairing.errorCode === 'membership-alone' ? Messages.membershipOnlyWithPlan : pairing.message;
    return failure(pairing.errorCode, message, plan.planId);
  }

  let additions: PlanRef[] = [planRef];
  if (plan.prudential && plan.membershipPlanId !== undefined) {
    const membershipId = plan.membershipPlanId;
    const offered = refs.find((r) => r.planId === membershipId);
    if (offered) {
      const membership = checkRef(catalogue, offered, shopper, today);
      if (membership.isErr()) return err(membership.error);
    }
    const membershipRef = offered ?? cart.find((c) => c.planId === membershipId) ?? { planId: membershipId, pricingId: '' };
    additions = prudentialCartPairs(membershipRef, planRef, shopper.enrollType);
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
 * remove-plan-from-cart: the domain's removeLine refuses a non-removable line (the membership while a plan needs
 * it). Removing what is not in the cart leaves the cart as it is. What goes with the line (its riders, a membership
 * nothing needs any more) is reconcileCart's to take out, with a notice.
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
  return ok(items.filter((i) => kept.has(i.planId)));
};

/** The option of the new prices that is the one the shopper chose: the same coverage and label, else the same coverage, else the same label. */
const sameOption = (options: readonly PriceOption[], chosen: PriceRow): PriceOption | undefined =>
  options.find((o) => o.label === chosen.label && o.coverageAmount === chosen.coverageAmount) ??
  (chosen.coverageAmount !== undefined ? options.find((o) => o.coverageAmount === chosen.coverageAmount) : undefined) ??
  options.find((o) => o.label === chosen.label);

export interface ReconcileInput {
  readonly items: readonly PlanRef[];
  /** The shopper as the quote stands now. */
  readonly shopper: Shopper;
  /** What the enrollment answered for each plan (underwriting, aflac-type). */
  readonly answers: (planId: string) => AnswersOfPlan | undefined;
  readonly today: CalendarDate;
}

export interface Reconciled {
  readonly items: PlanRef[];
  /** What changed that the shopper did not do themselves: lines taken out (with the catalogue's reason), new prices. */
  readonly notices: CartNotice[];
}

/**
 * The cart as the quote stands now (doc 001 section 4: the cart refreshes after the filter; docs/adr/0613). Every
 * line is priced again by the rules that let it in (priceFor, the answers, the cart's pairs): a line the shopper can
 * no longer buy leaves with the reason those rules give, a line that can stays at the option the shopper chose
 * (its coverage and label) at today's price for the quote. Blackouts and already-active are about adding a plan and
 * are not asked again. The same items and no notices mean the cart was up to date.
 */
export const reconcileCart = (catalogue: Catalogue, input: ReconcileInput): Reconciled => {
  const notices = new Map<string, CartNotice>();
  // One notice per plan, in the cart's order: a line repriced and then taken out with its pair says the latter.
  const removed = (planId: string, planName: string, reason: string) => notices.set(planId, { planId, planName, change: 'removed', reason });
  let kept: PlanRef[] = [];
  for (const item of input.items) {
    const plan = lookupPlan(catalogue, item.planId);
    if (!plan) {
      removed(item.planId, item.planId, Messages.planNotFound);
      continue;
    }
    const priced = priceFor(catalogue, plan.planId, input.shopper, input.today);
    if (priced.isErr()) {
      removed(plan.planId, plan.name, priced.error.message);
      continue;
    }
    const refusal = answersRefusal(plan, input.answers(plan.planId));
    if (refusal) {
      removed(plan.planId, plan.name, refusal.message);
      continue;
    }
    const before = priceRow(plan, item.pricingId);
    // An item stored without a known price row stands for the plan's first price (shopping-store.ts).
    const option = before ? sameOption(priced.value.options, before) : priced.value.options[0];
    if (!option) {
      removed(plan.planId, plan.name, Messages.optionNotOffered);
      continue;
    }
    if (before && option.price !== before.price) {
      notices.set(plan.planId, { planId: plan.planId, planName: plan.name, change: 'repriced', previousPrice: before.price, price: option.price });
    }
    kept.push({ planId: plan.planId, pricingId: option.pricingId });
  }
  // A line that left may take its pair with it (a rider its base, a plan its membership, ...): until nothing moves.
  for (;;) {
    const planIds = new Set(kept.map((k) => k.planId));
    const unpaired = kept
      .map((k) => ({ ref: k, plan: lookupPlan(catalogue, k.planId) }))
      .map(({ ref, plan }) => ({ ref, plan, problem: plan ? pairingProblem(catalogue, plan, planIds, input.shopper.enrollType) : undefined }))
      .find((k) => k.problem !== undefined);
    if (!unpaired?.plan || !unpaired.problem) break;
    removed(unpaired.plan.planId, unpaired.plan.name, unpaired.problem.message);
    kept = kept.filter((k) => k !== unpaired.ref);
  }
  return { items: kept, notices: [...notices.values()] };
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
