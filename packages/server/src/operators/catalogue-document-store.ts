import * as t from 'io-ts';
import { isTier, writeCatalogueDocument, type CatalogueDocument, type CataloguePlan, type CatalogueRate, type PlanKind, type PlanTextKey, type Tier } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { Cents, exec, Nullable, rows } from '../db/rows.ts';

/**
 * The SQL of the catalogue document (docs/adr/0802-catalogue-import.md): the store's carriers, plans, texts and
 * rates read as one document (the export, and what an import is compared with), and an import's plans written.
 */

const CarrierRow = t.type({ id: t.string, name: t.string });

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

const planOf = (row: PlanRow, rates: readonly CatalogueRate[]): CataloguePlan => ({
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
  rates,
});

/** The whole catalogue as a document, in the store's order. */
export const readCatalogueDocument = async (db: Queryable): Promise<CatalogueDocument> => {
  const carriers = await rows(db, CarrierRow, 'SELECT carrier_id AS id, name FROM carriers ORDER BY sort_order, carrier_id');
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
  const rates = await rows(
    db,
    RateRow,
    'SELECT pricing_id, plan_id, tier, min_age, max_age, state, smoker, label, coverage_amount, price_cents FROM plan_prices ORDER BY plan_id, sort_order, pricing_id',
  );
  const byPlan = new Map<string, CatalogueRate[]>();
  for (const r of rates) {
    const list = byPlan.get(r.plan_id) ?? [];
    list.push({ id: r.pricing_id, tier: r.tier, minAge: r.min_age, maxAge: r.max_age, state: r.state, smoker: r.smoker, label: r.label, coverage: r.coverage_amount, monthlyCents: r.price_cents });
    byPlan.set(r.plan_id, list);
  }
  return { carriers, plans: plans.map((row) => planOf(row, byPlan.get(row.plan_id) ?? [])) };
};

/** Two plans are the same when the format writes them the same (one order of fields, defaults left out). */
const samePlan = (a: CataloguePlan | undefined, b: CataloguePlan) =>
  a !== undefined && JSON.stringify(writeCatalogueDocument({ carriers: [], plans: [a] })) === JSON.stringify(writeCatalogueDocument({ carriers: [], plans: [b] }));

/** What an import would change: the carriers and plans that are new or differ from the store's. */
export const catalogueChanges = (current: CatalogueDocument, incoming: CatalogueDocument) => {
  const carriers = new Map(current.carriers.map((c) => [c.id, c]));
  const plans = new Map(current.plans.map((p) => [p.id, p]));
  return {
    carriersAdded: incoming.carriers.filter((c) => !carriers.has(c.id)),
    carriersChanged: incoming.carriers.filter((c) => carriers.has(c.id) && carriers.get(c.id)?.name !== c.name),
    plansAdded: incoming.plans.filter((p) => !plans.has(p.id)),
    plansChanged: incoming.plans.filter((p) => plans.has(p.id) && !samePlan(plans.get(p.id), p)),
  };
};

const upsert = async (tx: Queryable, table: string, key: string, values: Record<string, unknown>) => {
  const columns = Object.keys(values);
  await exec(
    tx,
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${key}) DO UPDATE SET ${columns.filter((c) => c !== key).map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    Object.values(values),
  );
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
export const writeCatalogueChanges = async (tx: Queryable, changes: ReturnType<typeof catalogueChanges>, order: ReadonlyMap<string, number>) => {
  for (const [i, c] of [...changes.carriersAdded, ...changes.carriersChanged].entries()) {
    await upsert(tx, 'carriers', 'carrier_id', { carrier_id: c.id, name: c.name, logo: '', sort_order: 100 + i });
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
    for (const [i, r] of p.rates.entries()) {
      await exec(
        tx,
        `INSERT INTO plan_prices (pricing_id, plan_id, tier, min_age, max_age, state, smoker, label, coverage_amount, price_cents, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [r.id, p.id, r.tier, r.minAge, r.maxAge, r.state, r.smoker, r.label, r.coverage, r.monthlyCents, i],
      );
    }
  }
};

/** Which of the document's rate ids some plan it does not name already uses (rate ids are the store's price ids). */
export const rateIdsTakenElsewhere = async (db: Queryable, planIds: readonly string[], rateIds: readonly string[]): Promise<Set<string>> =>
  new Set(
    (
      await rows(db, t.type({ pricing_id: t.string }), 'SELECT pricing_id FROM plan_prices WHERE pricing_id = ANY($1::text[]) AND NOT (plan_id = ANY($2::text[]))', [
        [...rateIds],
        [...planIds],
      ])
    ).map((r) => r.pricing_id),
  );

export const catalogueVersion = async (db: Queryable): Promise<number> =>
  Number((await rows(db, t.type({ version: t.union([t.number, t.string]) }), 'SELECT version FROM catalogue_version'))[0]?.version ?? 0);
