import type * as t from 'io-ts';
import type { WireCart, WireCartNotice, WireOfferPopup, WirePlanDescription, WirePriceOption } from '@benefit-store/contract';
import { WireMembership } from '@benefit-store/contract';
import { parseMoney, type Cents } from '@benefit-store/domain';
import type { CartNoticeView, CartView, MembershipOffer, OfferPopup, PlanTexts, PriceOption } from '@benefit-store/ports';

/** Wire dollars (12.5, "12.50") as cents; what cannot be read is 0, never NaN. */
export const cents = (value: number | string): Cents => parseMoney(typeof value === 'number' ? value.toFixed(2) : value) ?? 0;

export const toTexts = (d: WirePlanDescription): PlanTexts => ({
  headerText: d.header_text,
  bodyText: d.body_text,
  blueBarText: d.blueBarText,
  associationText: d.association_text,
  exclusionsTitle: d.exclusions_text_name,
  exclusionsText: d.exclusions_text,
  examplesTitle: d.example_text_name,
  examplesText: d.example_text,
  faqTitle: d.faq_text_name,
  faqText: d.faq_text,
});

export const toOption = (o: WirePriceOption): PriceOption => ({
  pricingId: o.ppid,
  price: cents(o.plan_price),
  label: o.label,
  ...(o.coverage_amount !== undefined ? { coverageAmount: o.coverage_amount } : {}),
});

export const toMembership = (m: t.TypeOf<typeof WireMembership>): MembershipOffer => ({
  planId: m.plan_id,
  name: m.plan_name,
  pricingId: m.ppid,
  price: cents(m.plan_price),
  texts: toTexts(m.plan_desc),
});

/** A cart notice (docs/adr/0613) as the application shows it: which plan, what happened, the sentence. */
export const toCartNotice = (n: WireCartNotice): CartNoticeView => ({ planId: n.plan_id, planName: n.plan_name, change: n.change, message: n.message });

export const toCart = (c: WireCart): CartView => ({
  lines: c.result.map((l) => ({
    planId: l.plan_id,
    pricingId: l.plan_pricing_id,
    name: l.plan_name,
    logo: l.plan_logo,
    price: cents(l.price),
    removable: l.removable === 1,
    planType: l.plan_type,
    category: l.plan_category,
    label: l.label,
    ...(l.coverage_amount !== undefined ? { coverageAmount: l.coverage_amount } : {}),
    ...(l.rider_of !== undefined ? { riderOf: l.rider_of } : {}),
  })),
  firstMonth: cents(c.initial_month_cost),
  recurring: cents(c.recurring_month_cost),
  total: cents(c.total_cost),
  premier: c.premier_plan,
  administrativeFeeNotice: c.administrative_fee_notice,
  evidenceOfInsurability: c.evidence_of_insurability,
  riders: c.riders.map((r) => ({
    planId: r.plan_id,
    name: r.plan_name,
    logo: r.plan_logo,
    riderOf: r.rider_of,
    options: r.options.map((o) => ({ pricingId: o.ppid, price: cents(o.plan_price), label: o.label })),
  })),
  notices: (c.cart_notices ?? []).map(toCartNotice),
});

export const toPopup = (p: WireOfferPopup): OfferPopup => ({
  planId: p.plan_id,
  pricingId: p.ppid,
  name: p.plan_name,
  category: p.plan_category,
  logo: p.plan_logo,
  price: cents(p.plan_price),
  title: p.pop_up_title,
  header: p.pop_up_header,
  link: p.pop_up_link,
  linkDescription: p.pop_up_link_description,
  ...(p.plan_id_1 !== undefined && p.plan_pricing_id_1 !== undefined
    ? { second: { planId: p.plan_id_1, pricingId: p.plan_pricing_id_1, ...(p.plan_price_1 !== undefined ? { price: cents(p.plan_price_1) } : {}) } }
    : {}),
});
