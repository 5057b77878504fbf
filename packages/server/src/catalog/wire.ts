import { cartNoticeText, formatUsDate, type CalendarDate, type CartNotice, type Cents, type Language, type TabDefinition } from '@benefit-store/domain';
import type { Catalogue, Plan, PlanDescription } from './catalogue.ts';
import type { CartSummary } from './cart-rules.ts';
import type { ListedPlan } from './listing.ts';
import type { OfferPopup } from './offers.ts';
import type { PriceOption, PricedPlan, PricingError } from './pricing.ts';
import { fieldErrorList } from '../http/envelope.ts';
import { answer, type Answer } from '../http/door.ts';

/** How the catalogue's values go on the wire (contract plan-routes.ts / cart-routes.ts): dollars, wire names. */
export const dollars = (cents: Cents): number => cents / 100;

export const wireListedPlan = (listed: ListedPlan) => ({
  plan_id: listed.plan.planId,
  pid: listed.plan.pid,
  plan_name: listed.plan.name,
  plan_category: listed.plan.category,
  plan_logo: listed.plan.logo,
  plan_short_text: listed.plan.shortText,
  plan_type: listed.plan.planType,
  ...(listed.price !== undefined ? { plan_price: dollars(listed.price) } : {}),
  ...(listed.pricingId !== undefined ? { ppid: listed.pricingId } : {}),
});

/** A plan card where no shopper is known: the list price. */
export const wirePlanCard = (plan: Plan) => ({
  plan_id: plan.planId,
  pid: plan.pid,
  plan_name: plan.name,
  plan_category: plan.category,
  plan_logo: plan.logo,
  plan_short_text: plan.shortText,
  plan_type: plan.planType,
  plan_price: dollars(plan.listPrice),
});

const EMPTY_DESCRIPTION: PlanDescription = {
  headerText: '',
  bodyText: '',
  blueBarText: '',
  associationText: '',
  exclusionsTextName: '',
  exclusionsText: '',
  exampleTextName: '',
  exampleText: '',
  faqTextName: '',
  faqText: '',
};

export const wireDescription = (plan: Plan) => {
  const d = plan.description ?? { ...EMPTY_DESCRIPTION, bodyText: plan.shortText };
  return {
    header_text: d.headerText,
    body_text: d.bodyText,
    blueBarText: d.blueBarText,
    association_text: d.associationText,
    exclusions_text_name: d.exclusionsTextName,
    exclusions_text: d.exclusionsText,
    example_text_name: d.exampleTextName,
    example_text: d.exampleText,
    faq_text_name: d.faqTextName,
    faq_text: d.faqText,
  };
};

export const wirePlanDetail = (plan: Plan) => ({
  plan_id: plan.planId,
  pid: plan.pid,
  plan_name: plan.name,
  plan_category: plan.category,
  plan_logo: plan.logo,
  plan_short_text: plan.shortText,
  plan_type: plan.planType,
  plan_desc: wireDescription(plan),
  group_enrollment: plan.groupEnrollment,
  capture_groupcode: plan.captureGroupCode,
  has_questions: plan.questions.length > 0,
  has_aflac_questions: plan.aflacQuestions.length > 0,
  is_prudential_plan: plan.prudential,
  ...(plan.membershipPlanId !== undefined ? { membership_plan_id: plan.membershipPlanId } : {}),
  ...(plan.replacedBy !== undefined ? { replaced_by: plan.replacedBy } : {}),
});

export const wireOption = (o: PriceOption) => ({
  ppid: o.pricingId,
  plan_price: dollars(o.price),
  label: o.label,
  ...(o.coverageAmount !== undefined ? { coverage_amount: o.coverageAmount } : {}),
});

export const wirePricing = (priced: PricedPlan) => ({
  plan_id: priced.plan.planId,
  pid: priced.plan.pid,
  plan_name: priced.plan.name,
  plans: priced.options.map(wireOption),
});

/** The membership (the $5.00 association plan) with its cheapest price row. */
/**
 * The membership as the modal offers it: at `price`, the price row the shopper's quote buys (check-prudential-plan),
 * or without a quote (get-membership-detail) at its cheapest row.
 */
export const wireMembership = (plan: Plan, price?: { readonly pricingId: string; readonly price: number }) => {
  const first = price ?? [...plan.prices].sort((a, b) => a.price - b.price)[0];
  return {
    plan_id: plan.planId,
    plan_name: plan.name,
    plan_price: dollars(first?.price ?? plan.listPrice),
    ppid: first?.pricingId ?? '',
    plan_desc: wireDescription(plan),
  };
};

/** A popup as the wire carries it, worded in `language` where the offer has a wording in it (docs/adr/0900). */
export const wirePopup = (language: Language) => (p: OfferPopup) => {
  const wording = p.wordings[language];
  return {
    plan_category: p.planCategory,
    plan_name: p.planName,
    pop_up_display: p.display,
    pop_up_title: wording?.title ?? p.title,
    pop_up_header: wording?.header ?? p.header,
    pop_up_link: p.link,
    pop_up_link_description: wording ? wording.linkText : p.linkDescription,
    plan_logo: p.planLogo,
    plan_price: dollars(p.planPrice),
    ppid: p.ppid,
    plan_id: p.planId,
    ...(p.planId1 !== undefined ? { plan_id_1: p.planId1 } : {}),
    ...(p.pricingId1 !== undefined ? { plan_pricing_id_1: p.pricingId1 } : {}),
    ...(p.planPrice1 !== undefined ? { plan_price_1: dollars(p.planPrice1) } : {}),
  };
};

/** A cart notice (docs/adr/0613): which plan, what happened, the sentence to show, and the figures behind it. */
export const wireCartNotice = (n: CartNotice) => ({
  plan_id: n.planId,
  plan_name: n.planName,
  change: n.change,
  message: cartNoticeText(n),
  ...(n.change === 'removed' ? { reason: n.reason } : { previous_price: dollars(n.previousPrice), price: dollars(n.price) }),
});

export const wireCart = (
  summary: CartSummary,
  riders: readonly { plan: Plan; options: readonly PriceOption[] }[],
  notices: readonly CartNotice[] = [],
) => ({
  result: summary.lines.map((l) => ({
    plan_id: l.planId,
    plan_pricing_id: l.pricingId,
    plan_name: l.name,
    plan_logo: l.logo,
    price: dollars(l.price),
    removable: l.removable ? 1 : 0,
    plan_type: l.planType,
    plan_category: l.category,
    label: l.label,
    ...(l.coverageAmount !== undefined ? { coverage_amount: l.coverageAmount } : {}),
    ...(l.riderOf !== undefined ? { rider_of: l.riderOf } : {}),
  })),
  initial_month_cost: dollars(summary.totals.firstMonth),
  recurring_month_cost: dollars(summary.totals.recurring),
  total_cost: dollars(summary.totals.total),
  premier_plan: summary.premier,
  administrative_fee_notice: summary.administrativeFeeNotice,
  evidence_of_insurability: summary.evidenceOfInsurability,
  riders: riders.map((r) => ({
    plan_id: r.plan.planId,
    plan_name: r.plan.name,
    plan_logo: r.plan.logo,
    rider_of: r.plan.riderOf ?? '',
    options: r.options.map((o) => ({ ppid: o.pricingId, plan_price: dollars(o.price), label: o.label })),
  })),
  cart_notices: notices.map(wireCartNotice),
});

export const wireTabs = (tabs: readonly TabDefinition[]) => tabs.map((t) => ({ tab_name: t.tabName, order: t.order, required: t.required }));

export const wireDates = (dates: readonly CalendarDate[]) => dates.map(formatUsDate);

/**
 * A refusal with an error code (docs/adr/0610): the field-error envelope with errorCode and message beside
 * it, on the list's item too; pid names the replacement with changePid. 404 for an unknown plan, 422 else.
 */
export const codedError = (error: { errorCode: string; message: string; pid?: string | undefined }, target: string, status?: number): Answer => {
  status ??= error.errorCode === 'planNotFound' ? 404 : 422;
  const pid = error.pid !== undefined ? { pid: error.pid } : {};
  const items = fieldErrorList({ [target]: error.message }).map((item) => ({ ...item, status: 'error', errorCode: error.errorCode, message: error.message, ...pid }));
  return answer.raw({ status: 'error', statusCode: status, errorCode: error.errorCode, message: error.message, ...pid, data: items }, status);
};

export const pricingError = (error: PricingError): Answer => codedError(error, 'pid');

export const planOf = (catalogue: Catalogue, id: string): Plan | undefined => catalogue.byId.get(id) ?? catalogue.byPid.get(id);
