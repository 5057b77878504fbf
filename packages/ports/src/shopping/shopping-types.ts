import type { AflacQuestion, Cents, PlanRef, PricingFailure, QuestionSubType, TabDefinition, Tier } from '@benefit-store/domain';

/**
 * Plans, plan detail, questions, cart and quotes in the application's own terms (doc 001). Money is in
 * cents; the wire's names stay in the adapters. Everything here is what the server decided: screens and
 * the CLI show it, they never compute eligibility or prices themselves.
 */

export interface PlanCategoryOption {
  readonly key: string;
  readonly label: string;
}

/** The plan description texts (simple HTML: sanitise before rendering). */
export interface PlanTexts {
  readonly headerText: string;
  readonly bodyText: string;
  readonly blueBarText: string;
  readonly associationText: string;
  readonly exclusionsTitle: string;
  readonly exclusionsText: string;
  readonly examplesTitle: string;
  readonly examplesText: string;
  readonly faqTitle: string;
  readonly faqText: string;
}

export interface PlanDetail {
  readonly planId: string;
  readonly pid: string;
  readonly name: string;
  readonly category: string;
  readonly logo: string;
  readonly shortText: string;
  readonly planType: string;
  readonly texts: PlanTexts;
  /** Enroll to Group is offered. */
  readonly groupEnrollment: boolean;
  /** The group-code popup must be shown before enrolling to a group. */
  readonly captureGroupCode: boolean;
  readonly hasQuestions: boolean;
  readonly hasAflacQuestions: boolean;
  /** Needs the $5.00 membership chosen first (prudential-type). */
  readonly needsMembership: boolean;
  readonly membershipPlanId?: string;
}

/** One price option of a plan for this shopper (coverage amounts for life plans). */
export interface PriceOption {
  readonly pricingId: string;
  readonly price: Cents;
  readonly label: string;
  readonly coverageAmount?: number;
}

/** The membership a prudential-type plan needs. */
export interface MembershipOffer {
  readonly planId: string;
  readonly name: string;
  readonly pricingId: string;
  readonly price: Cents;
  readonly texts: PlanTexts;
}

/** get-plan-pricing-detail: the options, or why not (interpret with the domain's interpretPricingError). */
export type PlanPricing =
  | { readonly kind: 'priced'; readonly planId: string; readonly name: string; readonly options: readonly PriceOption[] }
  | { readonly kind: 'refused'; readonly failure: PricingFailure };

/** A plan card priced for the shopper (price absent while the plan still needs an answer). */
export interface PricedPlanCard {
  readonly planId: string;
  readonly name: string;
  readonly category: string;
  readonly logo: string;
  readonly shortText: string;
  readonly planType: string;
  readonly price?: Cents;
  readonly pricingId?: string;
}

/** What the plan page checks about a plan for this quote. */
export interface PlanChecks {
  readonly needsMembership: boolean;
  readonly membership?: MembershipOffer;
  /** The spouse DOB must be given in the dependents dialog first. */
  readonly needsSpouseDob: boolean;
  readonly disability: { readonly isDisability: boolean; readonly needsIncome: boolean; readonly needsHours: boolean };
  readonly inCart: boolean;
  readonly answered?: 'accepted' | 'declined';
}

export interface QuestionOption {
  readonly optionId: string;
  readonly text: string;
  /** 'A. Prior to age 60' / 'B. Prior to age 75'. */
  readonly group?: string;
}

export interface PlanQuestionView {
  readonly questionId: string;
  readonly text: string;
  readonly subType: QuestionSubType;
  readonly requireDetail: boolean;
  readonly options: readonly QuestionOption[];
}

export interface PlanQuestionnaire {
  readonly questions: readonly PlanQuestionView[];
  /** Set once a complete set of answers was saved. */
  readonly outcome?: 'accepted' | 'declined';
}

export type { AflacQuestion };

export interface DependentsInfo {
  /** MM/DD/YYYY. */
  readonly spouseDob?: string;
  readonly children?: number;
}

export interface CartLineView extends PlanRef {
  readonly name: string;
  readonly logo: string;
  readonly price: Cents;
  readonly removable: boolean;
  readonly planType: string;
  readonly category: string;
  readonly label: string;
  readonly coverageAmount?: number;
  readonly riderOf?: string;
}

export interface RiderOffer {
  readonly planId: string;
  readonly name: string;
  readonly logo: string;
  readonly riderOf: string;
  readonly options: readonly PriceOption[];
}

/**
 * What the server did to a cart line that the shopper did not ask for in so many words (docs/adr/0613): a change of
 * the quote took it out, or priced it anew. `message` is the sentence to show (the domain's catalogue, server-made).
 */
export interface CartNoticeView {
  readonly planId: string;
  readonly planName: string;
  readonly change: 'removed' | 'repriced';
  readonly message: string;
}

/** The cart page: lines, Order Info figures, notices and additional riders. */
export interface CartView {
  readonly lines: readonly CartLineView[];
  readonly firstMonth: Cents;
  readonly recurring: Cents;
  readonly total: Cents;
  readonly premier: boolean;
  /** Show the 3% administrative fee notice. */
  readonly administrativeFeeNotice: boolean;
  /** Show the Evidence of Insurability note. */
  readonly evidenceOfInsurability: boolean;
  readonly riders: readonly RiderOffer[];
  /** What changed in the cart since the shopper last changed it: lines a quote change took out or repriced. */
  readonly notices: readonly CartNoticeView[];
}

/** Why the server did not add a plan: errorCode 'blackout' (red banner), 'already-active' (modal), others. */
export interface CartRefusal {
  readonly code: string;
  readonly message: string;
}

export type CartChange = { readonly kind: 'changed'; readonly cart: CartView } | { readonly kind: 'refused'; readonly refusal: CartRefusal };

/** An offer or upsell popup. */
export interface OfferPopup {
  readonly planId: string;
  readonly pricingId: string;
  readonly name: string;
  readonly category: string;
  readonly logo: string;
  readonly price: Cents;
  readonly title: string;
  readonly header: string;
  readonly link: string;
  readonly linkDescription: string;
  /** A bundle's second plan. */
  readonly second?: PlanRef & { readonly price?: Cents };
}

export type CheckoutType = 'rep' | 'applicant';

/** The Order Info panel's effective dates (MM/DD/YYYY), first the earliest, and the one checkout recorded, if still offered. */
export interface EffectiveDates {
  readonly dates: readonly string[];
  readonly chosen?: string;
}

export interface CheckoutDone {
  readonly effectiveDate: string;
  readonly type: CheckoutType;
}

export interface GroupEnrollmentInfo {
  readonly groupEnrollment: boolean;
  readonly captureGroupCode: boolean;
}

export interface GroupJoined {
  readonly groupId: string;
  readonly name: string;
  readonly code: string;
  readonly agentId: string;
  readonly portalId?: string;
}

export interface QuoteRequest {
  readonly name: string;
  readonly email: string;
  readonly message?: string;
}

export interface QuotePreview {
  readonly subject: string;
  /** HTML the server rendered and escaped; shown in the preview area (max height 500px). */
  readonly html: string;
}

/** The enrollment a quote's "Shop these plans" link opened for this browser (docs/adr/0701). */
export interface OpenedQuote {
  readonly enrollmentId: string;
  /** Who the quote is from, as the mail named them. */
  readonly from: string;
  readonly eprocess: string;
  readonly openType: string;
  readonly enrollType: string;
  /** The quote's tier; absent when the link named none we know. */
  readonly tier?: Tier;
  readonly state: string;
  readonly agentId?: string;
  readonly groupId?: string;
  readonly portalId?: string;
  /** The quote's plans, each in the new cart or not yet (it needs the opener's own answers, say). */
  readonly plans: readonly { readonly planId: string; readonly name: string; readonly inCart: boolean }[];
}

export type { TabDefinition };
