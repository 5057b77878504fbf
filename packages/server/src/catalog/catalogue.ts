import type { CalendarDate, CatalogueOffer, Cents, QuestionSubType, TabName, Tier } from '@benefit-store/domain';

/**
 * The plan catalogue as the server holds it in memory (docs/adr/0600): small, read on every request,
 * loaded once by catalogue-store.ts and never mutated. The rules in this folder take it as a value.
 */
export type PlanKind = 'plan' | 'membership' | 'rider';

export interface Carrier {
  readonly carrierId: string;
  readonly name: string;
  readonly logo: string;
}

/** One row of plan_prices: what a person of this tier, age band, state and smoker status pays. */
export interface PriceRow {
  /** The ppid / plan_pricing_id of the wire. */
  readonly pricingId: string;
  readonly tier: Tier;
  readonly minAge: number;
  readonly maxAge: number;
  /** Absent: the price of every state the plan is sold in that has no row of its own. */
  readonly state?: string;
  /** Absent: smokers and non-smokers pay the same. */
  readonly smoker?: boolean;
  readonly label: string;
  /** Dollars of life cover, for life plans sold by amount. */
  readonly coverageAmount?: number;
  readonly price: Cents;
}

/** The plan detail texts (simple HTML), named like the wire's plan_desc. */
export interface PlanDescription {
  readonly headerText: string;
  readonly bodyText: string;
  readonly blueBarText: string;
  readonly associationText: string;
  readonly exclusionsTextName: string;
  readonly exclusionsText: string;
  readonly exampleTextName: string;
  readonly exampleText: string;
  readonly faqTextName: string;
  readonly faqText: string;
}

export interface UnderwritingOption {
  readonly optionId: string;
  readonly optionText: string;
  /** 'A. Prior to age 60' / 'B. Prior to age 75' for the checkbox questions. */
  readonly optionGroup?: string;
  /** Ticking this option declines the applicant. */
  readonly declines: boolean;
}

export interface UnderwritingQuestion {
  readonly questionId: string;
  readonly questionText: string;
  readonly subType: QuestionSubType;
  readonly requireDetail: boolean;
  /** A yes to this question declines the applicant. */
  readonly declinesOnYes: boolean;
  readonly options: readonly UnderwritingOption[];
}

export interface AflacTypeQuestion {
  readonly qid: string;
  readonly question: string;
  /** The answer required: 1 yes; 0 means either answer is accepted. */
  readonly trueCondition: 0 | 1;
}

export type Blackout =
  | { readonly kind: 'dates'; readonly startsOn: CalendarDate; readonly endsOn: CalendarDate; readonly reason: string }
  | { readonly kind: 'monthly'; readonly fromDay: number; readonly toDay: number; readonly reason: string };

/** Who may buy the plan. Empty lists mean no restriction. */
export interface PlanRules {
  readonly tiers: readonly Tier[];
  readonly minAge: number;
  readonly maxAge: number;
  /** States the plan is sold in; empty: every state. */
  readonly states: readonly string[];
  /** ZIP prefixes of the plan's service area; empty: the whole of each state. */
  readonly zipPrefixes: readonly string[];
  /** Portals (platform_group_id) the plan is sold through; empty: any, or none. */
  readonly portalIds: readonly string[];
  /** Dollars a year. */
  readonly minAnnualIncome?: number;
  /** Hours a week. */
  readonly minWorkingHours?: number;
  /** The price depends on a tobacco answer the shopper must give (smokerError until then). */
  readonly requiresTobaccoAnswer: boolean;
  /** The oldest spouse the plan covers, for tiers with a spouse (planAgeError). */
  readonly maxSpouseAge?: number;
}

export interface Plan {
  readonly planId: string;
  readonly pid: string;
  readonly name: string;
  readonly category: string;
  readonly shortText: string;
  readonly logo: string;
  /** MM marks a premier plan. */
  readonly planType: string;
  readonly carrierId?: string;
  readonly kind: PlanKind;
  readonly active: boolean;
  readonly featured: boolean;
  readonly sortOrder: number;
  /** The plans.monthly_price column: the price shown where no person is known (member IO, age 40). */
  readonly listPrice: Cents;
  readonly brandColor?: string;
  readonly rules: PlanRules;
  /** The plan that replaced this one (changePid). */
  readonly replacedBy?: string;
  /** The base plan of a rider. */
  readonly riderOf?: string;
  /** The membership a prudential-type plan needs. */
  readonly membershipPlanId?: string;
  readonly prudential: boolean;
  /** Prices include the 3% administrative fee; the cart shows the fee notice. */
  readonly partnerFee: boolean;
  /** Optional life: 100k-300k of cover needs Evidence of Insurability. */
  readonly optionalLife: boolean;
  /** Enroll to Group is offered, and whether a group code must be captured. */
  readonly groupEnrollment: boolean;
  readonly captureGroupCode: boolean;
  /** Wizard tabs the plan adds (beneficiary_info for life, primary_health_info when underwritten). */
  readonly requiredTabs: readonly TabName[];
  readonly prices: readonly PriceRow[];
  readonly description?: PlanDescription;
  readonly questions: readonly UnderwritingQuestion[];
  readonly aflacQuestions: readonly AflacTypeQuestion[];
  readonly blackouts: readonly Blackout[];
}

export type OfferKind = 'after-add' | 'checkout-upsell';

export interface Offer {
  readonly offerId: string;
  readonly kind: OfferKind;
  /** after-add: adding a plan of one of these categories opens the offer. */
  readonly triggerCategories: readonly string[];
  readonly planId: string;
  readonly planId1?: string;
  readonly display: boolean;
  readonly title: string;
  readonly header: string;
  readonly link: string;
  readonly linkDescription: string;
  readonly sortOrder: number;
  /** The popup's words in the store's other languages (docs/adr/0900); a language with none reads the English above. */
  readonly wordings: CatalogueOffer['wordings'];
}

export interface Catalogue {
  /** Every plan, sold or not, in catalogue order. */
  readonly plans: readonly Plan[];
  readonly byId: ReadonlyMap<string, Plan>;
  readonly byPid: ReadonlyMap<string, Plan>;
  readonly carriers: ReadonlyMap<string, Carrier>;
  readonly offers: readonly Offer[];
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/** Indexes and freezes the parts; the same function serves the store and the tests' fixtures. */
export const buildCatalogue = (parts: {
  readonly carriers: readonly Carrier[];
  readonly plans: readonly Plan[];
  readonly offers: readonly Offer[];
}): Catalogue => {
  const plans = [...parts.plans].sort((a, b) => a.sortOrder - b.sortOrder || a.planId.localeCompare(b.planId));
  const offers = [...parts.offers].sort((a, b) => a.sortOrder - b.sortOrder || a.offerId.localeCompare(b.offerId));
  deepFreeze(plans);
  deepFreeze(offers);
  const carriers = deepFreeze([...parts.carriers]);
  return Object.freeze({
    plans,
    byId: new Map(plans.map((p) => [p.planId, p])),
    byPid: new Map(plans.map((p) => [p.pid, p])),
    carriers: new Map(carriers.map((c) => [c.carrierId, c])),
    offers,
  });
};

/** A plan by plan id or by pid (get-plan-pricing-detail sends the pid). */
export const lookupPlan = (catalogue: Catalogue, idOrPid: string): Plan | undefined =>
  catalogue.byId.get(idOrPid) ?? catalogue.byPid.get(idOrPid);

/** Plans a shopper can find and buy on their own: not memberships, not riders, not retired. */
export const isSoldOnItsOwn = (plan: Plan): boolean => plan.kind === 'plan' && plan.active && plan.replacedBy === undefined;
