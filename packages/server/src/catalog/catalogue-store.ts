import * as t from 'io-ts';
import { decode } from '@benefit-store/contract';
import { isTabName, isTier, parseIsoDate, parseMoney, readOfferWordings, type TabName, type Tier } from '@benefit-store/domain';
import type { Database, Queryable } from '../db/database.ts';
import { readThrough } from '../db/read-cache.ts';
import { CATALOGUE_VERSION_ROW } from '../db/row-changes.ts';
import { rows } from '../db/rows.ts';
import {
  buildCatalogue,
  type AflacTypeQuestion,
  type Blackout,
  type Carrier,
  type Catalogue,
  type Offer,
  type Plan,
  type PlanDescription,
  type PriceRow,
  type UnderwritingQuestion,
} from './catalogue.ts';

/**
 * Reads the whole catalogue (a few thousand rows) into one immutable value. Rows are decoded, not cast:
 * a row the code does not understand is a broken catalogue, and loading fails loudly with its path.
 */
const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const Text = t.string;
const Int = t.Int;

const PlanRowCodec = t.type({
  plan_id: Text,
  pid: Text,
  name: Text,
  category: Text,
  short_text: Text,
  logo: Text,
  plan_type: Text,
  tiers: t.array(Text),
  min_age: Int,
  max_age: Int,
  monthly_price: Text,
  description: t.UnknownRecord,
  sort_order: Int,
  active: t.boolean,
  featured: t.boolean,
  carrier_id: nullable(Text),
  kind: t.keyof({ plan: null, membership: null, rider: null }),
  states: t.array(Text),
  zip_prefixes: t.array(Text),
  portal_ids: t.array(Text),
  min_annual_income: nullable(Int),
  min_working_hours: nullable(Int),
  requires_tobacco_answer: t.boolean,
  max_spouse_age: nullable(Int),
  replaced_by: nullable(Text),
  rider_of: nullable(Text),
  membership_plan_id: nullable(Text),
  is_prudential: t.boolean,
  partner_fee: t.boolean,
  optional_life: t.boolean,
  group_enrollment: t.boolean,
  capture_group_code: t.boolean,
  required_tabs: t.array(Text),
});

const PriceRowCodec = t.type({
  pricing_id: Text,
  plan_id: Text,
  tier: Text,
  min_age: Int,
  max_age: Int,
  state: nullable(Text),
  smoker: nullable(t.boolean),
  label: Text,
  coverage_amount: nullable(Int),
  price_cents: Int,
});

const DescriptionRowCodec = t.type({
  plan_id: Text,
  header_text: Text,
  body_text: Text,
  blue_bar_text: Text,
  association_text: Text,
  exclusions_text_name: Text,
  exclusions_text: Text,
  example_text_name: Text,
  example_text: Text,
  faq_text_name: Text,
  faq_text: Text,
});

const QuestionRowCodec = t.type({
  plan_id: Text,
  question_id: Text,
  question_text: Text,
  question_sub_type: t.keyof({ text_field: null, checkbox: null, detail: null }),
  require_detail: t.boolean,
  declines_on_yes: t.boolean,
});

const OptionRowCodec = t.type({
  option_id: Text,
  question_id: Text,
  option_text: Text,
  option_group: nullable(Text),
  declines: t.boolean,
});

const AflacRowCodec = t.type({
  qid: Text,
  plan_id: Text,
  question: Text,
  true_condition: t.union([t.literal(0), t.literal(1)]),
});

const BlackoutRowCodec = t.type({
  plan_id: Text,
  starts_on: nullable(Text),
  ends_on: nullable(Text),
  from_day: nullable(Int),
  to_day: nullable(Int),
  reason: Text,
});

const OfferRowCodec = t.type({
  offer_id: Text,
  kind: t.keyof({ 'after-add': null, 'checkout-upsell': null }),
  trigger_categories: t.array(Text),
  plan_id: Text,
  plan_id_1: nullable(Text),
  pop_up_display: t.boolean,
  pop_up_title: Text,
  pop_up_header: Text,
  pop_up_link: Text,
  pop_up_link_description: Text,
  sort_order: Int,
  wordings: t.unknown,
});

const CarrierRowCodec = t.type({ carrier_id: Text, name: Text, logo: Text });

/** The raw rows of every catalogue table, as loadCatalogue reads them. */
export interface CatalogueRows {
  readonly carriers: readonly unknown[];
  readonly plans: readonly unknown[];
  readonly prices: readonly unknown[];
  readonly descriptions: readonly unknown[];
  readonly questions: readonly unknown[];
  readonly options: readonly unknown[];
  readonly aflac: readonly unknown[];
  readonly blackouts: readonly unknown[];
  readonly offers: readonly unknown[];
}

export class CatalogueDecodeError extends Error {}

const decodeAll = <A>(table: string, codec: t.Decoder<unknown, A>, rows: readonly unknown[]): A[] =>
  rows.map((row, index) => {
    const result = decode(codec, row);
    if (!result.ok) throw new CatalogueDecodeError(`${table} row ${index}: ${result.problems.join('; ')}`);
    return result.value;
  });

const check = <A>(value: A | undefined, problem: string): A => {
  if (value === undefined) throw new CatalogueDecodeError(problem);
  return value;
};

const tier = (value: string, where: string): Tier => check(isTier(value) ? value : undefined, `${where}: unknown tier ${value}`);
const tabName = (value: string, where: string): TabName => check(isTabName(value) ? value : undefined, `${where}: unknown tab ${value}`);
const isoDate = (value: string, where: string) => {
  const parsed = parseIsoDate(value);
  return check(parsed.isOk() ? parsed.value : undefined, `${where}: bad date ${value}`);
};

const groupBy = <A>(items: readonly A[], key: (a: A) => string): Map<string, A[]> => {
  const map = new Map<string, A[]>();
  for (const item of items) {
    const list = map.get(key(item)) ?? [];
    list.push(item);
    map.set(key(item), list);
  }
  return map;
};

/** Pure: decodes the rows of every table into the Catalogue. */
export const catalogueFromRows = (rows: CatalogueRows): Catalogue => {
  const carriers: Carrier[] = decodeAll('carriers', CarrierRowCodec, rows.carriers).map((r) => ({ carrierId: r.carrier_id, name: r.name, logo: r.logo }));

  const prices = groupBy(decodeAll('plan_prices', PriceRowCodec, rows.prices), (r) => r.plan_id);
  const descriptions = new Map(decodeAll('plan_descriptions', DescriptionRowCodec, rows.descriptions).map((r) => [r.plan_id, r]));
  const options = groupBy(decodeAll('underwriting_options', OptionRowCodec, rows.options), (r) => r.question_id);
  const questions = groupBy(decodeAll('plan_underwriting', QuestionRowCodec, rows.questions), (r) => r.plan_id);
  const aflac = groupBy(decodeAll('aflac_questions', AflacRowCodec, rows.aflac), (r) => r.plan_id);
  const blackouts = groupBy(decodeAll('plan_blackouts', BlackoutRowCodec, rows.blackouts), (r) => r.plan_id);

  const plans: Plan[] = decodeAll('plans', PlanRowCodec, rows.plans).map((r) => {
    const where = `plan ${r.plan_id}`;
    const brandColor = r.description['brand_color'];
    const description = descriptions.get(r.plan_id);
    return {
      planId: r.plan_id,
      pid: r.pid,
      name: r.name,
      category: r.category,
      shortText: r.short_text,
      logo: r.logo,
      planType: r.plan_type,
      carrierId: r.carrier_id ?? undefined,
      kind: r.kind,
      active: r.active,
      featured: r.featured,
      sortOrder: r.sort_order,
      listPrice: check(parseMoney(r.monthly_price), `${where}: bad monthly_price ${r.monthly_price}`),
      brandColor: typeof brandColor === 'string' ? brandColor : undefined,
      rules: {
        tiers: r.tiers.map((x) => tier(x, where)),
        minAge: r.min_age,
        maxAge: r.max_age,
        states: r.states,
        zipPrefixes: r.zip_prefixes,
        portalIds: r.portal_ids,
        minAnnualIncome: r.min_annual_income ?? undefined,
        minWorkingHours: r.min_working_hours ?? undefined,
        requiresTobaccoAnswer: r.requires_tobacco_answer,
        maxSpouseAge: r.max_spouse_age ?? undefined,
      },
      replacedBy: r.replaced_by ?? undefined,
      riderOf: r.rider_of ?? undefined,
      membershipPlanId: r.membership_plan_id ?? undefined,
      prudential: r.is_prudential,
      partnerFee: r.partner_fee,
      optionalLife: r.optional_life,
      groupEnrollment: r.group_enrollment,
      captureGroupCode: r.capture_group_code,
      requiredTabs: r.required_tabs.map((x) => tabName(x, where)),
      prices: (prices.get(r.plan_id) ?? []).map(
        (p): PriceRow => ({
          pricingId: p.pricing_id,
          tier: tier(p.tier, `price ${p.pricing_id}`),
          minAge: p.min_age,
          maxAge: p.max_age,
          state: p.state ?? undefined,
          smoker: p.smoker ?? undefined,
          label: p.label,
          coverageAmount: p.coverage_amount ?? undefined,
          price: p.price_cents,
        }),
      ),
      description: description ? toDescription(description) : undefined,
      questions: (questions.get(r.plan_id) ?? []).map(
        (q): UnderwritingQuestion => ({
          questionId: q.question_id,
          questionText: q.question_text,
          subType: q.question_sub_type,
          requireDetail: q.require_detail,
          declinesOnYes: q.declines_on_yes,
          options: (options.get(q.question_id) ?? []).map((o) => ({
            optionId: o.option_id,
            optionText: o.option_text,
            optionGroup: o.option_group ?? undefined,
            declines: o.declines,
          })),
        }),
      ),
      aflacQuestions: (aflac.get(r.plan_id) ?? []).map((a): AflacTypeQuestion => ({ qid: a.qid, question: a.question, trueCondition: a.true_condition })),
      blackouts: (blackouts.get(r.plan_id) ?? []).map((b): Blackout => toBlackout(b, where)),
    };
  });

  const offers: Offer[] = decodeAll('plan_offers', OfferRowCodec, rows.offers).map((o) => ({
    offerId: o.offer_id,
    kind: o.kind,
    triggerCategories: o.trigger_categories,
    planId: o.plan_id,
    planId1: o.plan_id_1 ?? undefined,
    display: o.pop_up_display,
    title: o.pop_up_title,
    header: o.pop_up_header,
    link: o.pop_up_link,
    linkDescription: o.pop_up_link_description,
    sortOrder: o.sort_order,
    wordings: readOfferWordings(o.wordings),
  }));

  return buildCatalogue({ carriers, plans, offers });
};

const toDescription = (r: t.TypeOf<typeof DescriptionRowCodec>): PlanDescription => ({
  headerText: r.header_text,
  bodyText: r.body_text,
  blueBarText: r.blue_bar_text,
  associationText: r.association_text,
  exclusionsTextName: r.exclusions_text_name,
  exclusionsText: r.exclusions_text,
  exampleTextName: r.example_text_name,
  exampleText: r.example_text,
  faqTextName: r.faq_text_name,
  faqText: r.faq_text,
});

const toBlackout = (b: t.TypeOf<typeof BlackoutRowCodec>, where: string): Blackout => {
  if (b.starts_on !== null && b.ends_on !== null) {
    return { kind: 'dates', startsOn: isoDate(b.starts_on, where), endsOn: isoDate(b.ends_on, where), reason: b.reason };
  }
  if (b.from_day !== null && b.to_day !== null) return { kind: 'monthly', fromDay: b.from_day, toDay: b.to_day, reason: b.reason };
  throw new CatalogueDecodeError(`${where}: a blackout needs either dates or days`);
};

/** Reads every catalogue table; ordering here is the order lists keep. */
export const loadCatalogue = async (db: Queryable): Promise<Catalogue> => {
  const [carriers, plans, prices, descriptions, questions, options, aflac, blackouts, offers] = await Promise.all([
    db.query('SELECT carrier_id, name, logo FROM carriers ORDER BY sort_order, carrier_id'),
    db.query(
      `SELECT plan_id, pid, name, category, short_text, logo, plan_type, tiers, min_age, max_age,
              monthly_price::text AS monthly_price, description, sort_order, active, featured, carrier_id, kind,
              states, zip_prefixes, portal_ids, min_annual_income, min_working_hours, requires_tobacco_answer,
              max_spouse_age, replaced_by, rider_of, membership_plan_id, is_prudential, partner_fee, optional_life,
              group_enrollment, capture_group_code, required_tabs
       FROM plans ORDER BY sort_order, plan_id`,
    ),
    db.query(
      `SELECT pricing_id, plan_id, tier, min_age, max_age, state, smoker, label, coverage_amount, price_cents
       FROM plan_prices ORDER BY plan_id, sort_order, pricing_id`,
    ),
    db.query(
      `SELECT plan_id, header_text, body_text, blue_bar_text, association_text, exclusions_text_name, exclusions_text,
              example_text_name, example_text, faq_text_name, faq_text
       FROM plan_descriptions`,
    ),
    db.query(
      `SELECT pu.plan_id, q.question_id, q.question_text, q.question_sub_type, q.require_detail, q.declines_on_yes
       FROM plan_underwriting pu JOIN underwriting_questions q ON q.question_id = pu.question_id
       ORDER BY pu.plan_id, pu.sort_order, q.question_id`,
    ),
    db.query('SELECT option_id, question_id, option_text, option_group, declines FROM underwriting_options ORDER BY question_id, sort_order, option_id'),
    db.query('SELECT qid, plan_id, question, true_condition::int AS true_condition FROM aflac_questions ORDER BY plan_id, sort_order, qid'),
    db.query(
      `SELECT plan_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
              from_day, to_day, reason
       FROM plan_blackouts ORDER BY plan_id, blackout_id`,
    ),
    db.query(
      `SELECT offer_id, kind, trigger_categories, plan_id, plan_id_1, pop_up_display, pop_up_title, pop_up_header,
              pop_up_link, pop_up_link_description, sort_order, wordings
       FROM plan_offers ORDER BY sort_order, offer_id`,
    ),
  ]);
  return catalogueFromRows({ carriers, plans, prices, descriptions, questions, options, aflac, blackouts, offers });
};

/**
 * Which catalogue the database holds: a number that moves on in the same transaction as any change to a catalogue
 * table (migration 0065's triggers), however it is made. Opaque: equal or not, never compared for order.
 */
export type CatalogueVersion = string & { readonly __catalogueVersion: unique symbol };

/** The tables the catalogue is read from; every one carries the trigger that moves the version on. */
export const CATALOGUE_TABLES = [
  'carriers',
  'plans',
  'plan_prices',
  'plan_descriptions',
  'underwriting_questions',
  'underwriting_options',
  'plan_underwriting',
  'aflac_questions',
  'plan_blackouts',
  'plan_offers',
] as const;

export const catalogueVersion = async (db: Queryable): Promise<CatalogueVersion> => {
  const [found] = await rows(db, t.type({ version: t.string }), 'SELECT version::text AS version FROM catalogue_version');
  if (!found) throw new CatalogueDecodeError('catalogue_version has no row');
  return found.version as CatalogueVersion;
};

export interface VersionedCatalogue {
  readonly version: CatalogueVersion;
  readonly catalogue: Catalogue;
}

/** The catalogue and its version, read in one snapshot: the version says exactly which rows were read. */
export const loadVersionedCatalogue = (db: Database): Promise<VersionedCatalogue> =>
  db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const version = await catalogueVersion(tx);
    return { version, catalogue: await loadCatalogue(tx) };
  });

/** Where a cache reads from: the version (cheap, often) and the whole catalogue (when the version moved on). */
export interface CatalogueSource {
  version(): Promise<CatalogueVersion>;
  load(): Promise<VersionedCatalogue>;
}

export const databaseCatalogue = (db: Database): CatalogueSource => ({
  // On the embedded database every write passes through this process: the version is remembered until the next one.
  // On PGlite kept until the version row itself changes (docs/adr/0505), not until any write.
  version: () => readThrough(db, 'catalogue-version', () => catalogueVersion(db), db.kind === 'pglite' ? [CATALOGUE_VERSION_ROW] : undefined),
  load: () => loadVersionedCatalogue(db),
});

/**
 * How long a process may answer from its catalogue without asking the database whether it changed: the bound on
 * how late a server process sees a catalogue change made by another process or by hand (docs/adr/0011). The
 * embedded database asks before every request, at no cost (its answer is remembered until the next write).
 */
export const CATALOGUE_CHECK_MS = { postgres: 1_000, pglite: 0 } as const;

export interface CatalogueCacheOptions {
  /** Trust a checked version this long (default CATALOGUE_CHECK_MS of the database's kind). */
  readonly checkEveryMs?: number;
  /** Milliseconds, for the check interval (tests). */
  readonly clock?: () => number;
  /** What the versions and catalogues are read from (default: the database's tables). */
  readonly source?: CatalogueSource;
}

export interface CatalogueCache {
  /**
   * The catalogue as last checked; loaded on first use. Asks the database nothing once loaded, so it is safe inside
   * a command's transaction (a query of its own there could wait for the connection the transaction holds).
   */
  get(): Promise<Catalogue>;
  /** The same, with its version: for whatever is computed from the catalogue and kept (key it by the version). */
  current(): Promise<VersionedCatalogue>;
  /**
   * Asks the database for the version when the last answer is older than `checkEveryMs`, and reloads when it
   * moved on. The server calls it before every API request's handler (app.ts), outside any transaction.
   */
  refresh(): Promise<VersionedCatalogue>;
  /** Forget the loaded catalogue; the next use loads it again (outside a transaction: tests and tools). */
  invalidate(): void;
}

/**
 * One catalogue per process, shared by every caller, with the version it was read at. `refresh()` before each
 * request keeps it current: a change committed by any process (or by hand) is in every request that starts more
 * than `checkEveryMs` later. Concurrent callers share one check and one load; a failed one is not kept, so the
 * next use tries again.
 */
export const catalogueCache = (db: Database, options: CatalogueCacheOptions = {}): CatalogueCache => {
  const source = options.source ?? databaseCatalogue(db);
  const every = options.checkEveryMs ?? CATALOGUE_CHECK_MS[db.kind];
  const clock = options.clock ?? Date.now;
  let held: (VersionedCatalogue & { readonly checkedAt: number }) | undefined;
  let pending: Promise<VersionedCatalogue> | undefined;
  let forgotten = 0;

  const check = async (): Promise<VersionedCatalogue> => {
    const round = forgotten;
    // Taken before asking: whatever the database answers is at least this recent.
    const asked = clock();
    if (held) {
      const version = await source.version();
      if (held.version === version && round === forgotten) {
        held = { ...held, checkedAt: asked };
        return held;
      }
    }
    const loaded = await source.load();
    if (round === forgotten) held = { ...loaded, checkedAt: asked };
    return loaded;
  };

  const shared = (): Promise<VersionedCatalogue> => {
    if (!pending) {
      const attempt = check();
      pending = attempt;
      const done = () => {
        if (pending === attempt) pending = undefined;
      };
      attempt.then(done, done);
    }
    return pending;
  };

  const current = () => (held ? Promise.resolve<VersionedCatalogue>(held) : shared());
  return {
    current,
    get: async () => (await current()).catalogue,
    refresh: () => (held && clock() - held.checkedAt < every ? Promise.resolve<VersionedCatalogue>(held) : shared()),
    invalidate: () => {
      forgotten += 1;
      held = undefined;
      pending = undefined;
    },
  };
};
