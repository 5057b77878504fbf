import * as t from 'io-ts';
import {
  isTier,
  readOfferWordings,
  writeCatalogueDocument,
  writeCatalogueOffer,
  writeOfferWordings,
  writeCatalogueQuestion,
  type CatalogueBlackout,
  type CatalogueDocument,
  type CatalogueEligibilityQuestion,
  type CatalogueOffer,
  type CataloguePlan,
  type CatalogueQuestion,
  type CatalogueRate,
  type PlanKind,
  type PlanTextKey,
  type Tier,
} from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { Cents, exec, Nullable, rows } from '../db/rows.ts';

/**
 * The SQL of the catalogue document (docs/adr/0802-catalogue-import.md): the store's carriers, underwriting
 * questions, plans (texts, rates, eligibility questions, blackouts) and offers read as one document (the export,
 * and what an import is compared with), and an import's changes written.
 */

const CarrierRow = t.type({ id: t.string, name: t.string, edi_receiver_id: Nullable(t.string), edi_receiver_qualifier: t.string, delivery: t.keyof({ x12: null, json: null }) });

const TierCodec = new t.Type<Tier, string, unknown>('Tier', isTier, (u, c) => (isTier(u) ? t.success(u) : t.failure(u, c)), (v) => v);
const KindCodec = t.keyof({ plan: null, membership: null, rider: null });

const PlanRow = t.type({
  plan_id: t.string,
  name: t.string,
  category: t.string,
  carrier_id: Nullable(t.string),
  short_text: t.string,
  plan_type: t.string,
  kind: KindCodec,
  active: t.boolean,
  featured: t.boolean,
  description: t.UnknownRecord,
  tiers: t.array(TierCodec),
  min_age: t.number,
  max_age: t.number,
  monthly_price: Cents,
  states: t.array(t.string),
  zip_prefixes: t.array(t.string),
  portal_ids: t.array(t.string),
  min_annual_income: Nullable(t.number),
  min_working_hours: Nullable(t.number),
  requires_tobacco_answer: t.boolean,
  max_spouse_age: Nullable(t.number),
  replaced_by: Nullable(t.string),
  rider_of: Nullable(t.string),
  membership_plan_id: Nullable(t.string),
  is_prudential: t.boolean,
  partner_fee: t.boolean,
  optional_life: t.boolean,
  group_enrollment: t.boolean,
  capture_group_code: t.boolean,
  required_tabs: t.array(t.string),
  header_text: Nullable(t.string),
  body_text: Nullable(t.string),
  blue_bar_text: Nullable(t.string),
  association_text: Nullable(t.string),
  exclusions_text_name: Nullable(t.string),
  exclusions_text: Nullable(t.string),
  example_text_name: Nullable(t.string),
  example_text: Nullable(t.string),
  faq_text_name: Nullable(t.string),
  faq_text: Nullable(t.string),
});
type PlanRow = t.TypeOf<typeof PlanRow>;

const RateRow = t.type({
  pricing_id: t.string,
  plan_id: t.string,
  tier: TierCodec,
  min_age: t.number,
  max_age: t.number,
  state: Nullable(t.string),
  smoker: Nullable(t.boolean),
  label: t.string,
  coverage_amount: Nullable(t.number),
  price_cents: t.number,
});

const QuestionRow = t.type({
  question_id: t.string,
  question_text: t.string,
  question_sub_type: t.keyof({ text_field: null, checkbox: null, detail: null }),
  require_detail: t.boolean,
  declines_on_yes: t.boolean,
});
const OptionRow = t.type({ option_id: t.string, question_id: t.string, option_text: t.string, option_group: Nullable(t.string), declines: t.boolean });
const PlanQuestionRow = t.type({ plan_id: t.string, question_id: t.string });
const EligibilityRow = t.type({ qid: t.string, plan_id: t.string, question: t.string, true_condition: t.number });
const BlackoutRow = t.type({
  blackout_id: t.string,
  plan_id: t.string,
  starts_on: Nullable(t.string),
  ends_on: Nullable(t.string),
  from_day: Nullable(t.number),
  to_day: Nullable(t.number),
  reason: t.string,
});
const OfferRow = t.type({
  offer_id: t.string,
  kind: t.keyof({ 'after-add': null, 'checkout-upsell': null }),
  trigger_categories: t.array(t.string),
  plan_id: t.string,
  plan_id_1: Nullable(t.string),
  pop_up_display: t.boolean,
  pop_up_title: t.string,
  pop_up_header: t.string,
  pop_up_link: t.string,
  pop_up_link_description: t.string,
  sort_order: t.number,
  wordings: t.unknown,
});

/** Each text of the format and the plan_descriptions column it lives in. */
const TEXT_COLUMNS: Readonly<Record<PlanTextKey, keyof PlanRow & string>> = {
  header: 'header_text',
  body: 'body_text',
  blue_bar: 'blue_bar_text',
  association: 'association_text',
  exclusions_name: 'exclusions_text_name',
  exclusions: 'exclusions_text',
  example_name: 'example_text_name',
  example: 'example_text',
  faq_name: 'faq_text_name',
  faq: 'faq_text',
};

const textOf = (row: PlanRow, key: PlanTextKey): string => {
  const value = row[TEXT_COLUMNS[key]];
  return typeof value === 'string' ? value : '';
};

interface PlanParts {
  readonly rates: readonly CatalogueRate[];
  readonly questions: readonly string[];
  readonly eligibilityQuestions: readonly CatalogueEligibilityQuestion[];
  readonly blackouts: readonly CatalogueBlackout[];
}

const planOf = (row: PlanRow, parts: PlanParts): CataloguePlan => ({
  id: row.plan_id,
  name: row.name,
  category: row.category,
  carrier: row.carrier_id,
  shortText: row.short_text,
  planType: row.plan_type,
  kind: row.kind,
  active: row.active,
  featured: row.featured,
  brandColor: typeof row.description.brand_color === 'string' ? row.description.brand_color : null,
  tiers: row.tiers,
  minAge: row.min_age,
  maxAge: row.max_age,
  listPriceCents: row.monthly_price,
  states: row.states,
  zipPrefixes: row.zip_prefixes,
  portals: row.portal_ids,
  minAnnualIncome: row.min_annual_income,
  minWorkingHours: row.min_working_hours,
  requiresTobaccoAnswer: row.requires_tobacco_answer,
  maxSpouseAge: row.max_spouse_age,
  replacedBy: row.replaced_by,
  riderOf: row.rider_of,
  membershipPlan: row.membership_plan_id,
  prudential: row.is_prudential,
  partnerFee: row.partner_fee,
  optionalLife: row.optional_life,
  groupEnrollment: row.group_enrollment,
  captureGroupCode: row.capture_group_code,
  requiredTabs: row.required_tabs,
  texts: {
    header: textOf(row, 'header'),
    body: textOf(row, 'body'),
    blue_bar: textOf(row, 'blue_bar'),
    association: textOf(row, 'association'),
    exclusions_name: textOf(row, 'exclusions_name'),
    exclusions: textOf(row, 'exclusions'),
    example_name: textOf(row, 'example_name'),
    example: textOf(row, 'example'),
    faq_name: textOf(row, 'faq_name'),
    faq: textOf(row, 'faq'),
  },
  ...parts,
});

/** Rows grouped by their plan, in the order read. */
const byPlan = <R extends { readonly plan_id: string }, V>(list: readonly R[], map: (row: R) => V): Map<string, V[]> => {
  const grouped = new Map<string, V[]>();
  for (const row of list) grouped.set(row.plan_id, [...(grouped.get(row.plan_id) ?? []), map(row)]);
  return grouped;
};

/** The whole catalogue as a document, in the store's order. */
export const readCatalogueDocument = async (db: Queryable): Promise<CatalogueDocument> => {
  const carriers = (
    await rows(db, CarrierRow, 'SELECT carrier_id AS id, name, edi_receiver_id, edi_receiver_qualifier, delivery FROM carriers ORDER BY sort_order, carrier_id')
  ).map((c) => ({ id: c.id, name: c.name, ediReceiverId: c.edi_receiver_id, ediReceiverQualifier: c.edi_receiver_qualifier, delivery: c.delivery }));
  const plans = await rows(
    db,
    PlanRow,
    `SELECT p.plan_id, p.name, p.category, p.carrier_id, p.short_text, p.plan_type, p.kind, p.active, p.featured, p.description,
       p.tiers, p.min_age, p.max_age, p.monthly_price, p.states, p.zip_prefixes, p.portal_ids, p.min_annual_income,
       p.min_working_hours, p.requires_tobacco_answer, p.max_spouse_age, p.replaced_by, p.rider_of, p.membership_plan_id,
       p.is_prudential, p.partner_fee, p.optional_life, p.group_enrollment, p.capture_group_code, p.required_tabs,
       d.header_text, d.body_text, d.blue_bar_text, d.association_text, d.exclusions_text_name, d.exclusions_text,
       d.example_text_name, d.example_text, d.faq_text_name, d.faq_text
     FROM plans p LEFT JOIN plan_descriptions d ON d.plan_id = p.plan_id ORDER BY p.sort_order, p.plan_id`,
  );
  const rates = byPlan(
    await rows(
      db,
      RateRow,
      'SELECT pricing_id, plan_id, tier, min_age, max_age, state, smoker, label, coverage_amount, price_cents FROM plan_prices ORDER BY plan_id, sort_order, pricing_id',
    ),
    (r): CatalogueRate => ({ id: r.pricing_id, tier: r.tier, minAge: r.min_age, maxAge: r.max_age, state: r.state, smoker: r.smoker, label: r.label, coverage: r.coverage_amount, monthlyCents: r.price_cents }),
  );
  const asked = byPlan(await rows(db, PlanQuestionRow, 'SELECT plan_id, question_id FROM plan_underwriting ORDER BY plan_id, sort_order, question_id'), (r) => r.question_id);
  const eligibility = byPlan(
    await rows(db, EligibilityRow, 'SELECT qid, plan_id, question, true_condition FROM aflac_questions ORDER BY plan_id, sort_order, qid'),
    (r): CatalogueEligibilityQuestion => ({ id: r.qid, question: r.question, mustAnswerYes: r.true_condition === 1 }),
  );
  const blackouts = byPlan(
    await rows(
      db,
      BlackoutRow,
      `SELECT blackout_id, plan_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, from_day, to_day, reason
       FROM plan_blackouts ORDER BY plan_id, blackout_id`,
    ),
    (r): CatalogueBlackout =>
      r.starts_on !== null && r.ends_on !== null
        ? { id: r.blackout_id, reason: r.reason, startsOn: r.starts_on, endsOn: r.ends_on }
        : { id: r.blackout_id, reason: r.reason, fromDay: r.from_day ?? 1, toDay: r.to_day ?? 31 },
  );
  const options = await rows(db, OptionRow, 'SELECT option_id, question_id, option_text, option_group, declines FROM underwriting_options ORDER BY question_id, sort_order, option_id');
  const questions = (
    await rows(db, QuestionRow, 'SELECT question_id, question_text, question_sub_type, require_detail, declines_on_yes FROM underwriting_questions ORDER BY question_id')
  ).map(
    (q): CatalogueQuestion => ({
      id: q.question_id,
      text: q.question_text,
      type: q.question_sub_type,
      requireDetail: q.require_detail,
      declinesOnYes: q.declines_on_yes,
      options: options.filter((o) => o.question_id === q.question_id).map((o) => ({ id: o.option_id, text: o.option_text, group: o.option_group, declines: o.declines })),
    }),
  );
  const offers = (
    await rows(
      db,
      OfferRow,
      `SELECT offer_id, kind, trigger_categories, plan_id, plan_id_1, pop_up_display, pop_up_title, pop_up_header, pop_up_link,
         pop_up_link_description, sort_order, wordings FROM plan_offers ORDER BY sort_order, offer_id`,
    )
  ).map(
    (o): CatalogueOffer => ({
      id: o.offer_id,
      kind: o.kind,
      triggerCategories: o.trigger_categories,
      plan: o.plan_id,
      secondPlan: o.plan_id_1,
      shown: o.pop_up_display,
      title: o.pop_up_title,
      header: o.pop_up_header,
      link: o.pop_up_link,
      linkText: o.pop_up_link_description,
      order: o.sort_order,
      wordings: readOfferWordings(o.wordings),
    }),
  );
  return {
    carriers,
    questions,
    plans: plans.map((row) =>
      planOf(row, {
        rates: rates.get(row.plan_id) ?? [],
        questions: asked.get(row.plan_id) ?? [],
        eligibilityQuestions: eligibility.get(row.plan_id) ?? [],
        blackouts: blackouts.get(row.plan_id) ?? [],
      }),
    ),
    offers,
  };
};

/** Two plans are the same when the format writes them the same (one order of fields, defaults left out). */
const samePlan = (a: CataloguePlan | undefined, b: CataloguePlan) =>
  a !== undefined &&
  JSON.stringify(writeCatalogueDocument({ carriers: [], questions: [], plans: [a], offers: [] })) ===
    JSON.stringify(writeCatalogueDocument({ carriers: [], questions: [], plans: [b], offers: [] }));

/** The items of `incoming` that the store does not have, and those it has otherwise (compared as the format writes them). */
const split = <T extends { readonly id: string }>(current: readonly T[], incoming: readonly T[], same: (a: T, b: T) => boolean) => {
  const known = new Map(current.map((item) => [item.id, item]));
  return {
    added: incoming.filter((item) => !known.has(item.id)),
    changed: incoming.filter((item) => {
      const before = known.get(item.id);
      return before !== undefined && !same(before, item);
    }),
  };
};
const sameAs =
  <T>(write: (item: T) => unknown) =>
  (a: T, b: T) =>
    JSON.stringify(write(a)) === JSON.stringify(write(b));

/** What an import would change: the carriers, questions, plans and offers that are new or differ from the store's. */
export const catalogueChanges = (current: CatalogueDocument, incoming: CatalogueDocument) => {
  const carriers = split(current.carriers, incoming.carriers, (a, b) => a.name === b.name && a.ediReceiverId === b.ediReceiverId && a.ediReceiverQualifier === b.ediReceiverQualifier && a.delivery === b.delivery);
  const questions = split(current.questions, incoming.questions, sameAs(writeCatalogueQuestion));
  const plans = split(current.plans, incoming.plans, samePlan);
  const offers = split(current.offers, incoming.offers, sameAs(writeCatalogueOffer));
  return {
    carriersAdded: carriers.added,
    carriersChanged: carriers.changed,
    questionsAdded: questions.added,
    questionsChanged: questions.changed,
    plansAdded: plans.added,
    plansChanged: plans.changed,
    offersAdded: offers.added,
    offersChanged: offers.changed,
  };
};
export type CatalogueChanges = ReturnType<typeof catalogueChanges>;

const upsert = async (tx: Queryable, table: string, key: string, values: Record<string, unknown>) => {
  const columns = Object.keys(values);
  await exec(
    tx,
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${key}) DO UPDATE SET ${columns.filter((c) => c !== key).map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    Object.values(values),
  );
};

/** Rows of the same columns in one INSERT (a plan's rates are at most a few hundred). */
const insertRows = async (tx: Queryable, into: string, values: readonly (readonly unknown[])[]) => {
  const width = values[0]?.length ?? 0;
  if (width === 0) return;
  const placeholders = values.map((_, r) => `(${Array.from({ length: width }, (__, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
  await exec(tx, `INSERT INTO ${into} VALUES ${placeholders}`, values.flat());
};

const planColumns = (p: CataloguePlan, order: number, refersToPlans: boolean) => ({
  plan_id: p.id,
  pid: `${p.id}0`,
  name: p.name,
  category: p.category,
  short_text: p.shortText,
  logo: `/media/plan-logos/${p.id}.svg`,
  plan_type: p.planType,
  tiers: [...p.tiers],
  min_age: p.minAge,
  max_age: p.maxAge,
  monthly_price: (p.listPriceCents / 100).toFixed(2),
  sort_order: order,
  description: p.brandColor ? { brand_color: p.brandColor } : {},
  featured: p.featured,
  active: p.active,
  carrier_id: p.carrier,
  kind: p.kind,
  states: [...p.states],
  zip_prefixes: [...p.zipPrefixes],
  portal_ids: [...p.portals],
  min_annual_income: p.minAnnualIncome,
  min_working_hours: p.minWorkingHours,
  requires_tobacco_answer: p.requiresTobaccoAnswer,
  max_spouse_age: p.maxSpouseAge,
  // A plan that names other plans is written in two steps, so plans may name each other in any order.
  replaced_by: refersToPlans ? p.replacedBy : null,
  rider_of: refersToPlans ? p.riderOf : null,
  membership_plan_id: refersToPlans ? p.membershipPlan : null,
  is_prudential: refersToPlans ? p.prudential : false,
  partner_fee: p.partnerFee,
  optional_life: p.optionalLife,
  group_enrollment: p.groupEnrollment,
  capture_group_code: p.captureGroupCode,
  required_tabs: [...p.requiredTabs],
});

/**
 * Writes the carriers and plans an import adds or changes, in one transaction the caller holds. A changed plan's
 * rates are replaced by the document's. Plans the document does not name are left as they are.
 */
export const writeCatalogueChanges = async (tx: Queryable, changes: CatalogueChanges, order: ReadonlyMap<string, number>) => {
  for (const [i, c] of [...changes.carriersAdded, ...changes.carriersChanged].entries()) {
    await upsert(tx, 'carriers', 'carrier_id', {
      carrier_id: c.id,
      name: c.name,
      edi_receiver_id: c.ediReceiverId,
      edi_receiver_qualifier: c.ediReceiverQualifier,
      delivery: c.delivery,
      logo: '',
      sort_order: 100 + i,
    });
  }
  for (const q of [...changes.questionsAdded, ...changes.questionsChanged]) {
    await upsert(tx, 'underwriting_questions', 'question_id', {
      question_id: q.id,
      question_text: q.text,
      question_sub_type: q.type,
      require_detail: q.requireDetail,
      declines_on_yes: q.declinesOnYes,
    });
    await exec(tx, 'DELETE FROM underwriting_options WHERE question_id = $1', [q.id]);
    for (const [n, o] of q.options.entries()) {
      await exec(tx, 'INSERT INTO underwriting_options (option_id, question_id, option_text, option_group, declines, sort_order) VALUES ($1, $2, $3, $4, $5, $6)', [
        o.id,
        q.id,
        o.text,
        o.group,
        o.declines,
        n,
      ]);
    }
  }
  const plans = [...changes.plansAdded, ...changes.plansChanged];
  const refers = (p: CataloguePlan) => p.replacedBy !== null || p.riderOf !== null || p.membershipPlan !== null;
  // First every plan without what names other plans (a rider is written as a plan for a moment), then the names.
  for (const p of plans) {
    const columns = planColumns(p, order.get(p.id) ?? 0, false);
    await upsert(tx, 'plans', 'plan_id', refers(p) ? { ...columns, kind: 'plan' satisfies PlanKind, active: p.replacedBy === null ? p.active : false } : columns);
  }
  for (const p of plans.filter(refers)) await upsert(tx, 'plans', 'plan_id', planColumns(p, order.get(p.id) ?? 0, true));
  for (const p of plans) {
    await upsert(tx, 'plan_descriptions', 'plan_id', {
      plan_id: p.id,
      ...Object.fromEntries((Object.keys(TEXT_COLUMNS) as PlanTextKey[]).map((key) => [TEXT_COLUMNS[key], p.texts[key]])),
    });
    await exec(tx, 'DELETE FROM plan_prices WHERE plan_id = $1', [p.id]);
    // A plan's rates in one statement: a first start imports hundreds, and on PostgreSQL each statement is a round trip.
    await insertRows(
      tx,
      'plan_prices (pricing_id, plan_id, tier, min_age, max_age, state, smoker, label, coverage_amount, price_cents, sort_order)',
      p.rates.map((r, i) => [r.id, p.id, r.tier, r.minAge, r.maxAge, r.state, r.smoker, r.label, r.coverage, r.monthlyCents, i]),
    );
    await exec(tx, 'DELETE FROM plan_underwriting WHERE plan_id = $1', [p.id]);
    for (const [n, question] of p.questions.entries()) {
      await exec(tx, 'INSERT INTO plan_underwriting (plan_id, question_id, sort_order) VALUES ($1, $2, $3)', [p.id, question, n]);
    }
    await exec(tx, 'DELETE FROM aflac_questions WHERE plan_id = $1', [p.id]);
    for (const [n, q] of p.eligibilityQuestions.entries()) {
      await exec(tx, 'INSERT INTO aflac_questions (qid, plan_id, question, true_condition, sort_order) VALUES ($1, $2, $3, $4, $5)', [q.id, p.id, q.question, q.mustAnswerYes ? 1 : 0, n]);
    }
    await exec(tx, 'DELETE FROM plan_blackouts WHERE plan_id = $1', [p.id]);
    for (const b of p.blackouts) {
      await exec(tx, 'INSERT INTO plan_blackouts (blackout_id, plan_id, starts_on, ends_on, from_day, to_day, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        b.id,
        p.id,
        'startsOn' in b ? b.startsOn : null,
        'startsOn' in b ? b.endsOn : null,
        'fromDay' in b ? b.fromDay : null,
        'fromDay' in b ? b.toDay : null,
        b.reason,
      ]);
    }
  }
  for (const o of [...changes.offersAdded, ...changes.offersChanged]) {
    await upsert(tx, 'plan_offers', 'offer_id', {
      offer_id: o.id,
      kind: o.kind,
      trigger_categories: [...o.triggerCategories],
      plan_id: o.plan,
      plan_id_1: o.secondPlan,
      pop_up_display: o.shown,
      pop_up_title: o.title,
      pop_up_header: o.header,
      pop_up_link: o.link,
      pop_up_link_description: o.linkText,
      sort_order: o.order,
      wordings: JSON.stringify(writeOfferWordings(o.wordings)),
    });
  }
};

/** Ids unique across the store that an owner the document does not name already uses. */
const OWNED_IDS = {
  rates: { table: 'plan_prices', id: 'pricing_id', owner: 'plan_id' },
  eligibility: { table: 'aflac_questions', id: 'qid', owner: 'plan_id' },
  blackouts: { table: 'plan_blackouts', id: 'blackout_id', owner: 'plan_id' },
  options: { table: 'underwriting_options', id: 'option_id', owner: 'question_id' },
} as const;

/** Which of `ids` (rate, eligibility question, blackout or option ids) an owner outside `owners` already holds. */
export const idsTakenElsewhere = async (db: Queryable, kind: keyof typeof OWNED_IDS, owners: readonly string[], ids: readonly string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const { table, id, owner } = OWNED_IDS[kind];
  const found = await rows(db, t.type({ id: t.string }), `SELECT ${id} AS id FROM ${table} WHERE ${id} = ANY($1::text[]) AND NOT (${owner} = ANY($2::text[]))`, [
    [...ids],
    [...owners],
  ]);
  return new Set(found.map((r) => r.id));
};

export const catalogueVersion = async (db: Queryable): Promise<number> =>
  Number((await rows(db, t.type({ version: t.union([t.number, t.string]) }), 'SELECT version FROM catalogue_version'))[0]?.version ?? 0);
