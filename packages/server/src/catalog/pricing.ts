import { err, ok, type Result } from 'neverthrow';
import { ageOn, Messages, type CalendarDate, type Cents, type EnrollType, type PricingErrorCode, type Tier } from '@benefit-store/domain';
import { lookupPlan, type Catalogue, type Plan, type PriceRow } from './catalogue.ts';

/** Who is shopping, as the quote filter and the modals describe them. */
export interface Shopper {
  readonly tier: Tier;
  readonly dob: CalendarDate;
  /** The state the filter's ZIP lies in. */
  readonly state: string;
  readonly zip: string;
  /** '1' smokes, '0' does not, absent: not answered yet. */
  readonly smoker?: '0' | '1';
  /** Dollars a year, once the Annual Income modal gave it. */
  readonly annualIncome?: number;
  /** Hours a week. */
  readonly workingHours?: number;
  readonly portalId?: string;
  readonly enrollType?: EnrollType;
  /** From the dependent-information dialog, for tiers with a spouse. */
  readonly spouseDob?: CalendarDate;
}

export interface PriceOption {
  /** ppid / plan_pricing_id. */
  readonly pricingId: string;
  readonly price: Cents;
  readonly label: string;
  readonly coverageAmount?: number;
}

export interface PricedPlan {
  readonly plan: Plan;
  /** Cheapest first; at least one. */
  readonly options: readonly PriceOption[];
}

/** get-plan-pricing-detail's error: a code of section 8 with its text; planNotFound is a 404 for the endpoint. */
export interface PricingError {
  readonly errorCode: PricingErrorCode | 'planNotFound';
  readonly message: string;
  /** With changePid: the plan id of the replacement, to reload the plan under. */
  readonly pid?: string;
}

const fail = (errorCode: PricingError['errorCode'], message: string, pid?: string): Result<never, PricingError> =>
  err(pid === undefined ? { errorCode, message } : { errorCode, message, pid });

const BANNER = (code: 'salaryError' | 'hourError' | 'stateError' | 'tierError' | 'ageError' | 'metError' | 'smokerError') =>
  fail(code, Messages[code]);

const hasSpouse = (tier: Tier): boolean => tier === 'IS' || tier === 'IF';

/** Follows replacements to the plan sold today (a chain ends at a plan without replacement). */
const replacementOf = (catalogue: Catalogue, plan: Plan): Plan | undefined => {
  let current: Plan | undefined = plan;
  const seen = new Set<string>();
  while (current?.replacedBy !== undefined && !seen.has(current.planId)) {
    seen.add(current.planId);
    current = catalogue.byId.get(current.replacedBy);
  }
  return current === plan ? undefined : current;
};

/**
 * The price rows that apply to this shopper: tier, age band and smoker status match, and the state's
 * own rows win over the all-states rows. Undefined smoker status counts as a non-smoker (tobacco
 * defaults to No) unless the plan requires the answer, which the rules check before this.
 */
const rowsFor = (plan: Plan, shopper: Shopper, age: number): readonly PriceRow[] => {
  const smoker = shopper.smoker === '1';
  const matching = plan.prices.filter(
    (row) => row.tier === shopper.tier && age >= row.minAge && age <= row.maxAge && (row.smoker === undefined || row.smoker === smoker),
  );
  const ownState = matching.filter((row) => row.state === shopper.state);
  return ownState.length > 0 ? ownState : matching.filter((row) => row.state === undefined);
};

const toOption = (row: PriceRow): PriceOption => ({
  pricingId: row.pricingId,
  price: row.price,
  label: row.label,
  ...(row.coverageAmount !== undefined ? { coverageAmount: row.coverageAmount } : {}),
});

/**
 * What this shopper pays for the plan, or why they cannot buy it (doc 001 section 8). The checks run
 * in a fixed order, basic info first (portal, state, area, tier, age, spouse age), then what the
 * plan-detail modals gather (income, hours, tobacco): the first failing check is the answer.
 */
export const priceFor = (
  catalogue: Catalogue,
  planIdOrPid: string,
  shopper: Shopper,
  today: CalendarDate,
): Result<PricedPlan, PricingError> => {
  const plan = lookupPlan(catalogue, planIdOrPid);
  if (!plan) return fail('planNotFound', Messages.planNotFound);
  if (plan.replacedBy !== undefined) {
    const replacement = replacementOf(catalogue, plan);
    return replacement
      ? fail('changePid', Messages.planReplaced(replacement.name), replacement.planId)
      : fail('planNotFound', Messages.planNotFound);
  }
  if (!plan.active) return fail('planNotFound', Messages.planNotFound);

  const rules = plan.rules;
  const age = ageOn(shopper.dob, today);
  if (rules.portalIds.length > 0 && (shopper.portalId === undefined || !rules.portalIds.includes(shopper.portalId))) {
    return fail('portalError', Messages.planNotInPortal);
  }
  if (rules.states.length > 0 && !rules.states.includes(shopper.state)) return BANNER('stateError');
  if (rules.zipPrefixes.length > 0 && !rules.zipPrefixes.some((prefix) => shopper.zip.startsWith(prefix))) return BANNER('metError');
  if (!rules.tiers.includes(shopper.tier)) return BANNER('tierError');
  if (age < rules.minAge || age > rules.maxAge) return BANNER('ageError');
  if (rules.maxSpouseAge !== undefined && hasSpouse(shopper.tier) && shopper.spouseDob !== undefined) {
    if (ageOn(shopper.spouseDob, today) > rules.maxSpouseAge) return fail('planAgeError', Messages.spouseAgeNotCovered);
  }
  if (rules.minAnnualIncome !== undefined && (shopper.annualIncome ?? 0) < rules.minAnnualIncome) return BANNER('salaryError');
  if (rules.minWorkingHours !== undefined && (shopper.workingHours ?? 0) < rules.minWorkingHours) return BANNER('hourError');
  if (rules.requiresTobaccoAnswer && shopper.smoker === undefined) return BANNER('smokerError');

  const rows = rowsFor(plan, shopper, age);
  if (rows.length === 0) {
    const code = missingRowCode(plan, shopper, age);
    return fail(code, Messages[code]);
  }
  const options = [...rows]
    .sort((a, b) => a.price - b.price || a.pricingId.localeCompare(b.pricingId))
    .map(toOption);
  return ok({ plan, options });
};

/**
 * The rules let the shopper through but no price row fits: the catalogue lacks a price for this tier,
 * age or state. Say which, by the first dimension with no row, so the banner points at what to change.
 */
const missingRowCode = (plan: Plan, shopper: Shopper, age: number): 'tierError' | 'ageError' | 'stateError' => {
  const ofTier = plan.prices.filter((row) => row.tier === shopper.tier);
  if (ofTier.length === 0) return 'tierError';
  const ofAge = ofTier.filter((row) => age >= row.minAge && age <= row.maxAge);
  return ofAge.length === 0 ? 'ageError' : 'stateError';
};

/** The option the shopper chose, if it is one of the plan's options for them. */
export const chosenOption = (priced: PricedPlan, pricingId: string): PriceOption | undefined =>
  priced.options.find((o) => o.pricingId === pricingId);

/** Codes the shopper can only clear by changing their basic info (or portal): such plans are not listed. */
export const HIDING_CODES: ReadonlySet<PricingError['errorCode']> = new Set([
  'planNotFound',
  'changePid',
  'portalError',
  'stateError',
  'metError',
  'tierError',
  'ageError',
]);

/** Whether the plan for this shopper needs spouse details before it can be priced (check-prudential-plan depdob). */
export const needsSpouseDob = (plan: Plan, tier: Tier): boolean => plan.rules.maxSpouseAge !== undefined && hasSpouse(tier);
