import { err, ok, type Result } from 'neverthrow';
import { Messages } from '../messages.ts';
import { isPlanCategory } from '../plans.ts';
import { isTier, Tiers, type Tier } from '../tier.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/language.ts';

/**
 * The plan catalogue as an operator writes it (docs/catalogue-format.md, docs/adr/0802-catalogue-import.md): carriers,
 * plans with their rules and texts, and each plan's rates. Read from YAML, JSON or CSV by the CLI, checked here row
 * by row (every problem with the path of its field, which the CLI turns into file:line), checked again by the server.
 */

export const PlanKinds = ['plan', 'membership', 'rider'] as const;
export type PlanKind = (typeof PlanKinds)[number];

export interface CatalogueCarrier {
  readonly id: string;
  readonly name: string;
  /** The carrier's trading-partner id for X12 834 files (ISA08/GS03); null: it takes no files (docs/adr/0803). */
  readonly ediReceiverId: string | null;
  /** ISA07, the id's qualifier: ZZ (mutually defined) unless the carrier says otherwise. */
  readonly ediReceiverQualifier: string;
  /** How its enrollments reach it: X12 834 files (with a trading-partner id), or JSON documents for its API (docs/adr/0803). */
  readonly delivery: CarrierDelivery;
}

export const CarrierDeliveries = ['x12', 'json'] as const;
export type CarrierDelivery = (typeof CarrierDeliveries)[number];

/** One price: for a tier, an age band, a state (null: every state the plan is sold in) and smoking (null: either). */
export interface CatalogueRate {
  readonly id: string;
  readonly tier: Tier;
  readonly minAge: number;
  readonly maxAge: number;
  readonly state: string | null;
  readonly smoker: boolean | null;
  readonly label: string;
  readonly coverage: number | null;
  readonly monthlyCents: number;
}

/** An underwriting question the plan page asks (a yes on a declining question, or a ticked declining option, declines). */
export const QuestionTypes = ['text_field', 'checkbox', 'detail'] as const;
export type QuestionType = (typeof QuestionTypes)[number];

export interface CatalogueQuestionOption {
  readonly id: string;
  readonly text: string;
  readonly group: string | null;
  readonly declines: boolean;
}

export interface CatalogueQuestion {
  readonly id: string;
  readonly text: string;
  readonly type: QuestionType;
  readonly requireDetail: boolean;
  readonly declinesOnYes: boolean;
  readonly options: readonly CatalogueQuestionOption[];
}

/** A question that gates Add to Cart: `mustAnswerYes` refuses a no; otherwise either answer passes. */
export interface CatalogueEligibilityQuestion {
  readonly id: string;
  readonly question: string;
  readonly mustAnswerYes: boolean;
}

/** A window in which the plan cannot be added to a cart: fixed dates, or the same days of every month. */
export type CatalogueBlackout =
  | { readonly id: string; readonly reason: string; readonly startsOn: string; readonly endsOn: string }
  | { readonly id: string; readonly reason: string; readonly fromDay: number; readonly toDay: number };

export const OfferKinds = ['after-add', 'checkout-upsell'] as const;
export type OfferKind = (typeof OfferKinds)[number];

/** A popup offering a plan: after adding a plan of one of `triggerCategories`, or at checkout. */
export interface CatalogueOffer {
  readonly id: string;
  readonly kind: OfferKind;
  readonly triggerCategories: readonly string[];
  readonly plan: string;
  readonly secondPlan: string | null;
  readonly shown: boolean;
  readonly title: string;
  readonly header: string;
  readonly link: string;
  readonly linkText: string;
  readonly order: number;
  /**
   * The popup's words in another language the store speaks (docs/adr/0900): `es: {title, header, link_text}` in the
   * document. A visitor reading that language sees them; any other, and a language with none, the words above.
   */
  readonly wordings: Readonly<Partial<Record<Language, OfferWording>>>;
}

export interface OfferWording {
  readonly title: string;
  readonly header: string;
  readonly linkText: string;
}

/** The languages an offer may have its own wording in: every one the store speaks but the default (English). */
export const OfferWordingLanguages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

export const PlanTextKeys = ['header', 'body', 'blue_bar', 'association', 'exclusions_name', 'exclusions', 'example_name', 'example', 'faq_name', 'faq'] as const;
export type PlanTextKey = (typeof PlanTextKeys)[number];

export interface CataloguePlan {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly carrier: string | null;
  readonly shortText: string;
  readonly planType: string;
  readonly kind: PlanKind;
  readonly active: boolean;
  readonly featured: boolean;
  readonly brandColor: string | null;
  readonly tiers: readonly Tier[];
  readonly minAge: number;
  readonly maxAge: number;
  readonly listPriceCents: number;
  readonly states: readonly string[];
  readonly zipPrefixes: readonly string[];
  readonly portals: readonly string[];
  readonly minAnnualIncome: number | null;
  readonly minWorkingHours: number | null;
  readonly requiresTobaccoAnswer: boolean;
  readonly maxSpouseAge: number | null;
  readonly replacedBy: string | null;
  readonly riderOf: string | null;
  readonly membershipPlan: string | null;
  readonly prudential: boolean;
  readonly partnerFee: boolean;
  readonly optionalLife: boolean;
  readonly groupEnrollment: boolean;
  readonly captureGroupCode: boolean;
  readonly requiredTabs: readonly string[];
  readonly texts: Readonly<Record<PlanTextKey, string>>;
  /** Underwriting questions by id, in the order the plan page asks them. */
  readonly questions: readonly string[];
  readonly eligibilityQuestions: readonly CatalogueEligibilityQuestion[];
  readonly blackouts: readonly CatalogueBlackout[];
  readonly rates: readonly CatalogueRate[];
}

export interface CatalogueDocument {
  readonly carriers: readonly CatalogueCarrier[];
  readonly questions: readonly CatalogueQuestion[];
  readonly plans: readonly CataloguePlan[];
  readonly offers: readonly CatalogueOffer[];
}

/** Where a problem is: the path of keys and indexes from the document's root to the field. */
export type CataloguePath = readonly (string | number)[];

export interface CatalogueProblem {
  readonly path: CataloguePath;
  readonly message: string;
}

/** `plans[3].rates[5].tier`: a path as a person reads it. */
export const describeCataloguePath = (path: CataloguePath): string =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATE = /^[A-Z]{2}$/;
const ZIP_PREFIX = /^\d{1,5}$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const MAX_TEXT = 20_000;
const MAX_NAME = 200;

type Raw = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one record's fields, collecting every problem with its path. */
class Reader {
  constructor(
    private readonly record: Raw,
    private readonly path: CataloguePath,
    private readonly problems: CatalogueProblem[],
  ) {}

  private problem(key: string, message: string) {
    this.problems.push({ path: [...this.path, key], message });
  }

  /** Keys the format does not know: a typo (`catgory`) must not pass silently. */
  onlyKeys(known: readonly string[]) {
    for (const key of Object.keys(this.record)) if (!known.includes(key)) this.problem(key, Messages.catalogueUnknownField);
  }

  text(key: string, { required = false, max = MAX_NAME, pattern, message }: { required?: boolean; max?: number; pattern?: RegExp; message?: string } = {}): string {
    const value = this.record[key];
    if (value === undefined || value === null || value === '') {
      if (required) this.problem(key, Messages.fieldRequired);
      return '';
    }
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
    if (text === undefined) return this.problem(key, Messages.invalidValue), '';
    if (text.length > max) return this.problem(key, Messages.valueTooLong(max)), '';
    if (pattern && text !== '' && !pattern.test(text)) return this.problem(key, message ?? Messages.invalidValue), '';
    if (required && text === '') this.problem(key, Messages.fieldRequired);
    return text;
  }

  optionalText(key: string, options: { max?: number; pattern?: RegExp; message?: string } = {}): string | null {
    return this.text(key, options) || null;
  }

  integer(key: string, { required = false, min = 0, max = 10_000_000 }: { required?: boolean; min?: number; max?: number } = {}): number | null {
    const value = this.record[key];
    if (value === undefined || value === null || value === '') {
      if (required) this.problem(key, Messages.fieldRequired);
      return null;
    }
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isInteger(number)) return this.problem(key, Messages.catalogueWholeNumber), null;
    if (number < min || number > max) return this.problem(key, Messages.catalogueNumberBetween(min, max)), null;
    return number;
  }

  /** Dollars and cents (`42.5`, `"42.50"`), kept as a whole number of cents. */
  money(key: string, { required = false }: { required?: boolean } = {}): number | null {
    const value = this.record[key];
    if (value === undefined || value === null || value === '') {
      if (required) this.problem(key, Messages.fieldRequired);
      return null;
    }
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/^\$/, '') : '';
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return this.problem(key, Messages.catalogueMoney), null;
    const [dollars = '0', cents = ''] = text.split('.');
    return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  }

  /** yes/no, true/false, 1/0; absent is `fallback`. */
  flag(key: string, fallback: boolean | null): boolean | null {
    const value = this.record[key];
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value === 'boolean') return value;
    const text = String(value).trim().toLowerCase();
    if (['yes', 'true', '1', 'y'].includes(text)) return true;
    if (['no', 'false', '0', 'n'].includes(text)) return false;
    this.problem(key, Messages.catalogueYesNo);
    return fallback;
  }

  /** A list (or, from a CSV cell, a text with `;` between items) whose items pass `check`. */
  list(key: string, check: (item: string) => boolean, message: string): string[] {
    const value = this.record[key];
    if (value === undefined || value === null || value === '') return [];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(';') : undefined;
    if (!items) return this.problem(key, Messages.invalidValue), [];
    const texts = items.map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item).trim() : ''));
    const bad = texts.findIndex((item) => !check(item));
    if (bad >= 0) {
      this.problems.push({ path: [...this.path, key, ...(Array.isArray(value) ? [bad] : [])], message });
      return [];
    }
    return texts;
  }

  choice<V extends string>(key: string, values: readonly V[], fallback: V): V {
    const text = this.text(key);
    if (text === '') return fallback;
    const found = values.find((v) => v === text);
    if (!found) this.problem(key, Messages.catalogueOneOf(values.join(', ')));
    return found ?? fallback;
  }
}

const CARRIER_KEYS = ['id', 'name', 'edi_receiver_id', 'edi_receiver_qualifier', 'delivery'];
const EDI_ID = /^[A-Za-z0-9]{1,15}$/;
const EDI_QUALIFIER = /^[A-Z0-9]{2}$/;
const RATE_KEYS = ['id', 'tier', 'min_age', 'max_age', 'state', 'smoker', 'label', 'coverage', 'monthly'];
const PLAN_KEYS = [
  'id', 'name', 'category', 'carrier', 'short_text', 'plan_type', 'kind', 'active', 'featured', 'brand_color', 'tiers', 'min_age', 'max_age',
  'list_price', 'states', 'zip_prefixes', 'portals', 'min_annual_income', 'min_working_hours', 'requires_tobacco_answer', 'max_spouse_age',
  'replaced_by', 'rider_of', 'membership_plan', 'prudential', 'partner_fee', 'optional_life', 'group_enrollment', 'capture_group_code',
  'required_tabs', 'texts', 'questions', 'eligibility_questions', 'blackouts', 'rates',
];
const QUESTION_KEYS = ['id', 'text', 'type', 'require_detail', 'declines_on_yes', 'options'];
const OPTION_KEYS = ['id', 'text', 'group', 'declines'];
const ELIGIBILITY_KEYS = ['id', 'question', 'must_answer_yes'];
const BLACKOUT_KEYS = ['id', 'starts_on', 'ends_on', 'from_day', 'to_day', 'reason'];
const OFFER_KEYS = ['id', 'kind', 'trigger_categories', 'plan', 'second_plan', 'shown', 'title', 'header', 'link', 'link_text', 'order', ...OfferWordingLanguages];
const WORDING_KEYS = ['title', 'header', 'link_text'];

/** An offer's wording in `language` (its block in the document), if given: title and header required, as in English. */
const readWording = (raw: Raw, path: CataloguePath, language: Language, problems: CatalogueProblem[]): OfferWording | undefined => {
  const block = raw[language];
  if (block === undefined || block === null) return undefined;
  if (!isRecord(block)) return problems.push({ path: [...path, language], message: Messages.catalogueRecord }), undefined;
  const r = new Reader(block, [...path, language], problems);
  r.onlyKeys(WORDING_KEYS);
  return { title: r.text('title', { required: true, max: MAX_NAME }), header: r.text('header', { required: true, max: 2000 }), linkText: r.text('link_text', { max: MAX_NAME }) };
};

const listOf = (document: Raw, key: string, problems: CatalogueProblem[], path: CataloguePath = []): readonly unknown[] => {
  const value = document[key];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  problems.push({ path: [...path, key], message: Messages.catalogueList });
  return [];
};

const readRate = (raw: unknown, path: CataloguePath, planId: string, index: number, problems: CatalogueProblem[]): CatalogueRate | undefined => {
  if (!isRecord(raw)) return problems.push({ path, message: Messages.catalogueRecord }), undefined;
  const r = new Reader(raw, path, problems);
  r.onlyKeys(RATE_KEYS);
  const tier = r.text('tier', { required: true });
  if (tier !== '' && !isTier(tier)) problems.push({ path: [...path, 'tier'], message: Messages.catalogueOneOf(Tiers.join(', ')) });
  const minAge = r.integer('min_age', { required: true, max: 120 });
  const maxAge = r.integer('max_age', { required: true, max: 120 });
  if (minAge !== null && maxAge !== null && minAge > maxAge) problems.push({ path: [...path, 'max_age'], message: Messages.catalogueAgesInOrder });
  const rate = {
    id: r.text('id', { pattern: ID, message: Messages.catalogueId, max: 64 }) || `${planId}-r${index + 1}`,
    state: r.optionalText('state', { pattern: STATE, message: Messages.invalidState, max: 2 }),
    smoker: r.flag('smoker', null),
    label: r.text('label', { max: MAX_NAME }),
    coverage: r.integer('coverage', { max: 100_000_000 }),
    monthlyCents: r.money('monthly', { required: true }),
  };
  return isTier(tier) && minAge !== null && maxAge !== null && rate.monthlyCents !== null ? { ...rate, tier, minAge, maxAge, monthlyCents: rate.monthlyCents } : undefined;
};

/** A real calendar day written YYYY-MM-DD. */
const isIsoDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/** Records of a list, each read by `read` at its path; a non-record is named and skipped. */
const recordsOf = <T>(raw: Raw, key: string, path: CataloguePath, problems: CatalogueProblem[], read: (record: Raw, at: CataloguePath) => T | undefined): T[] =>
  listOf(raw, key, problems, path).flatMap((item, i) => {
    const at = [...path, key, i];
    if (!isRecord(item)) return problems.push({ path: at, message: Messages.catalogueRecord }), [];
    const read_ = read(item, at);
    return read_ === undefined ? [] : [read_];
  });

const readQuestion = (raw: Raw, path: CataloguePath, problems: CatalogueProblem[]): CatalogueQuestion | undefined => {
  const before = problems.length;
  const r = new Reader(raw, path, problems);
  r.onlyKeys(QUESTION_KEYS);
  const question = {
    id: r.text('id', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 }),
    text: r.text('text', { required: true, max: 2000 }),
    type: r.choice('type', QuestionTypes, 'detail'),
    requireDetail: r.flag('require_detail', false) ?? false,
    declinesOnYes: r.flag('declines_on_yes', false) ?? false,
    options: recordsOf(raw, 'options', path, problems, (option, at) => {
      const o = new Reader(option, at, problems);
      o.onlyKeys(OPTION_KEYS);
      return {
        id: o.text('id', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 }),
        text: o.text('text', { required: true, max: 2000 }),
        group: o.optionalText('group', { max: MAX_NAME }),
        declines: o.flag('declines', false) ?? false,
      };
    }),
  };
  if (question.type === 'checkbox' && question.options.length === 0 && problems.length === before) problems.push({ path: [...path, 'options'], message: Messages.fieldRequired });
  return problems.length === before ? question : undefined;
};

const readEligibility = (raw: Raw, path: CataloguePath, problems: CatalogueProblem[]): CatalogueEligibilityQuestion => {
  const r = new Reader(raw, path, problems);
  r.onlyKeys(ELIGIBILITY_KEYS);
  return {
    id: r.text('id', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 }),
    question: r.text('question', { required: true, max: 2000 }),
    mustAnswerYes: r.flag('must_answer_yes', false) ?? false,
  };
};

const readBlackout = (raw: Raw, path: CataloguePath, problems: CatalogueProblem[]): CatalogueBlackout | undefined => {
  const before = problems.length;
  const r = new Reader(raw, path, problems);
  r.onlyKeys(BLACKOUT_KEYS);
  const id = r.text('id', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 });
  const reason = r.text('reason', { max: 2000 });
  const startsOn = r.text('starts_on', { max: 10 });
  const endsOn = r.text('ends_on', { max: 10 });
  const fromDay = r.integer('from_day', { min: 1, max: 31 });
  const toDay = r.integer('to_day', { min: 1, max: 31 });
  if (startsOn !== '' || endsOn !== '') {
    for (const [key, value] of [['starts_on', startsOn], ['ends_on', endsOn]] as const) {
      if (!isIsoDate(value)) problems.push({ path: [...path, key], message: Messages.catalogueIsoDate });
    }
    if (fromDay !== null || toDay !== null) problems.push({ path: [...path, 'from_day'], message: Messages.catalogueBlackoutOneWay });
    if (isIsoDate(startsOn) && isIsoDate(endsOn) && startsOn > endsOn) problems.push({ path: [...path, 'ends_on'], message: Messages.catalogueDatesInOrder });
    return problems.length === before ? { id, reason, startsOn, endsOn } : undefined;
  }
  if (fromDay === null || toDay === null) {
    if (problems.length === before) problems.push({ path: [...path, fromDay === null ? 'from_day' : 'to_day'], message: Messages.catalogueBlackoutOneWay });
    return undefined;
  }
  if (fromDay > toDay) problems.push({ path: [...path, 'to_day'], message: Messages.catalogueDatesInOrder });
  return problems.length === before ? { id, reason, fromDay, toDay } : undefined;
};

const readOffer = (raw: Raw, path: CataloguePath, position: number, problems: CatalogueProblem[]): CatalogueOffer | undefined => {
  const before = problems.length;
  const r = new Reader(raw, path, problems);
  r.onlyKeys(OFFER_KEYS);
  const offer = {
    id: r.text('id', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 }),
    kind: r.choice('kind', OfferKinds, 'after-add'),
    triggerCategories: r.list('trigger_categories', isPlanCategory, Messages.catalogueUnknownCategory),
    plan: r.text('plan', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 }),
    secondPlan: r.optionalText('second_plan', { pattern: ID, message: Messages.catalogueId, max: 64 }),
    shown: r.flag('shown', true) ?? true,
    title: r.text('title', { required: true, max: MAX_NAME }),
    header: r.text('header', { required: true, max: 2000 }),
    link: r.text('link', { max: 2000 }),
    linkText: r.text('link_text', { max: MAX_NAME }),
    order: r.integer('order', { max: 10_000 }) ?? position,
    wordings: Object.fromEntries(
      OfferWordingLanguages.flatMap((language) => {
        const wording = readWording(raw, path, language, problems);
        return wording ? [[language, wording]] : [];
      }),
    ),
  };
  if (offer.kind === 'after-add' && offer.triggerCategories.length === 0 && problems.length === before) problems.push({ path: [...path, 'trigger_categories'], message: Messages.fieldRequired });
  return problems.length === before ? offer : undefined;
};

const readPlan = (raw: unknown, path: CataloguePath, problems: CatalogueProblem[]): CataloguePlan | undefined => {
  if (!isRecord(raw)) return problems.push({ path, message: Messages.catalogueRecord }), undefined;
  const before = problems.length;
  const r = new Reader(raw, path, problems);
  r.onlyKeys(PLAN_KEYS);
  const id = r.text('id', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 });
  const category = r.text('category', { required: true });
  if (category !== '' && !isPlanCategory(category)) problems.push({ path: [...path, 'category'], message: Messages.catalogueUnknownCategory });
  const tiers = r.list('tiers', isTier, Messages.catalogueOneOf(Tiers.join(', ')));
  const minAge = r.integer('min_age', { max: 120 }) ?? 18;
  const maxAge = r.integer('max_age', { max: 120 }) ?? 99;
  if (minAge > maxAge) problems.push({ path: [...path, 'max_age'], message: Messages.catalogueAgesInOrder });
  const textsRaw = raw.texts;
  const texts: Record<PlanTextKey, string> = Object.fromEntries(PlanTextKeys.map((k) => [k, ''])) as Record<PlanTextKey, string>;
  if (textsRaw !== undefined && textsRaw !== null) {
    if (!isRecord(textsRaw)) problems.push({ path: [...path, 'texts'], message: Messages.catalogueRecord });
    else {
      const t = new Reader(textsRaw, [...path, 'texts'], problems);
      t.onlyKeys(PlanTextKeys);
      for (const key of PlanTextKeys) texts[key] = t.text(key, { max: MAX_TEXT });
    }
  }
  const kind = r.choice('kind', PlanKinds, 'plan');
  const active = r.flag('active', true) ?? true;
  const plan = {
    id,
    name: r.text('name', { required: true }),
    category,
    carrier: r.optionalText('carrier', { pattern: ID, message: Messages.catalogueId, max: 64 }),
    shortText: r.text('short_text', { max: 2000 }),
    planType: r.text('plan_type', { max: 20 }),
    kind,
    active,
    featured: r.flag('featured', false) ?? false,
    brandColor: r.optionalText('brand_color', { pattern: COLOUR, message: Messages.invalidColour, max: 7 }),
    tiers: tiers.length > 0 ? tiers.filter(isTier) : [...Tiers],
    minAge,
    maxAge,
    listPriceCents: r.money('list_price', { required: true }) ?? 0,
    states: r.list('states', (s) => STATE.test(s), Messages.invalidState),
    zipPrefixes: r.list('zip_prefixes', (z) => ZIP_PREFIX.test(z), Messages.invalidZip),
    portals: r.list('portals', (p) => ID.test(p), Messages.catalogueId),
    minAnnualIncome: r.integer('min_annual_income'),
    minWorkingHours: r.integer('min_working_hours', { max: 168 }),
    requiresTobaccoAnswer: r.flag('requires_tobacco_answer', false) ?? false,
    maxSpouseAge: r.integer('max_spouse_age', { max: 120 }),
    replacedBy: r.optionalText('replaced_by', { pattern: ID, message: Messages.catalogueId, max: 64 }),
    riderOf: r.optionalText('rider_of', { pattern: ID, message: Messages.catalogueId, max: 64 }),
    membershipPlan: r.optionalText('membership_plan', { pattern: ID, message: Messages.catalogueId, max: 64 }),
    prudential: r.flag('prudential', false) ?? false,
    partnerFee: r.flag('partner_fee', false) ?? false,
    optionalLife: r.flag('optional_life', false) ?? false,
    groupEnrollment: r.flag('group_enrollment', false) ?? false,
    captureGroupCode: r.flag('capture_group_code', false) ?? false,
    requiredTabs: r.list('required_tabs', (tab) => /^[a-z_]{1,40}$/.test(tab), Messages.invalidValue),
    texts,
    questions: r.list('questions', (q) => ID.test(q), Messages.catalogueId),
    eligibilityQuestions: recordsOf(raw, 'eligibility_questions', path, problems, (q, at) => readEligibility(q, at, problems)),
    blackouts: recordsOf(raw, 'blackouts', path, problems, (b, at) => readBlackout(b, at, problems)),
  };
  // The rules that tie a plan's fields together (the database's constraints, said where the operator can fix them).
  if ((kind === 'rider') !== (plan.riderOf !== null)) problems.push({ path: [...path, 'rider_of'], message: Messages.catalogueRiderNeedsBase });
  if (plan.prudential && plan.membershipPlan === null) problems.push({ path: [...path, 'membership_plan'], message: Messages.fieldRequired });
  if (plan.replacedBy !== null && active) problems.push({ path: [...path, 'active'], message: Messages.catalogueReplacedInactive });
  const rates = listOf(raw, 'rates', problems)
    .map((rate, i) => readRate(rate, [...path, 'rates', i], id, i, problems))
    .filter((rate): rate is CatalogueRate => rate !== undefined);
  if (Array.isArray(raw.rates)) {
    raw.rates.forEach((rate: unknown, i: number) => {
      if (isRecord(rate) && isTier(rate.tier) && !plan.tiers.includes(rate.tier)) problems.push({ path: [...path, 'rates', i, 'tier'], message: Messages.catalogueTierNotOffered });
    });
  }
  if (active && kind !== 'membership' && rates.length === 0 && problems.length === before) problems.push({ path: [...path, 'rates'], message: Messages.catalogueNoRates });
  return problems.length === before ? { ...plan, rates } : undefined;
};

/**
 * A catalogue document, checked whole: every problem at once, each with its path. Ids are unique; plans refer to
 * carriers and plans of this document or of `known` (what the store already has, for an import that adds to it).
 */
export const parseCatalogueDocument = (
  raw: unknown,
  known: { readonly carriers: ReadonlySet<string>; readonly plans: ReadonlySet<string>; readonly questions?: ReadonlySet<string> } = { carriers: new Set(), plans: new Set() },
): Result<CatalogueDocument, readonly CatalogueProblem[]> => {
  const problems: CatalogueProblem[] = [];
  if (!isRecord(raw)) return err([{ path: [], message: Messages.catalogueRecord }]);
  new Reader(raw, [], problems).onlyKeys(['format', 'carriers', 'questions', 'plans', 'offers']);
  const carriers = listOf(raw, 'carriers', problems).flatMap((c, i): CatalogueCarrier[] => {
    if (!isRecord(c)) return problems.push({ path: ['carriers', i], message: Messages.catalogueRecord }), [];
    const r = new Reader(c, ['carriers', i], problems);
    r.onlyKeys(CARRIER_KEYS);
    const carrier = {
      id: r.text('id', { required: true, pattern: ID, message: Messages.catalogueId, max: 64 }),
      name: r.text('name', { required: true }),
      ediReceiverId: r.optionalText('edi_receiver_id', { pattern: EDI_ID, message: Messages.catalogueEdiId, max: 15 }),
      ediReceiverQualifier: r.text('edi_receiver_qualifier', { pattern: EDI_QUALIFIER, message: Messages.catalogueEdiQualifier, max: 2 }) || 'ZZ',
      delivery: r.choice('delivery', CarrierDeliveries, 'x12'),
    };
    return carrier.id && carrier.name ? [carrier] : [];
  });
  // Each plan with its place in the document, so that a problem found across plans names the right one.
  const placed = listOf(raw, 'plans', problems).flatMap((p, index) => {
    const plan = readPlan(p, ['plans', index], problems);
    return plan ? [{ plan, index }] : [];
  });
  const plans = placed.map(({ plan }) => plan);
  const questions = recordsOf(raw, 'questions', [], problems, (q, at) => readQuestion(q, at, problems));
  const offers = listOf(raw, 'offers', problems).flatMap((o, i) => {
    if (!isRecord(o)) return problems.push({ path: ['offers', i], message: Messages.catalogueRecord }), [];
    const offer = readOffer(o, ['offers', i], i, problems);
    return offer ? [{ offer, index: i }] : [];
  });

  const duplicates = (ids: readonly string[], path: (i: number) => CataloguePath) =>
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) problems.push({ path: path(i), message: Messages.catalogueDuplicateId });
    });
  duplicates(carriers.map((c) => c.id), (i) => ['carriers', i, 'id']);
  duplicates(plans.map((p) => p.id), (i) => ['plans', placed[i]!.index, 'id']);
  duplicates(questions.map((q) => q.id), (i) => ['questions', i, 'id']);
  questions.forEach((q, i) => duplicates(q.options.map((o) => o.id), (o) => ['questions', i, 'options', o, 'id']));
  duplicates(offers.map(({ offer }) => offer.id), (i) => ['offers', offers[i]!.index, 'id']);
  const carrierIds = new Set([...known.carriers, ...carriers.map((c) => c.id)]);
  const planIds = new Set([...known.plans, ...plans.map((p) => p.id)]);
  const questionIds = new Set([...(known.questions ?? []), ...questions.map((q) => q.id)]);
  offers.forEach(({ offer, index }) => {
    if (!planIds.has(offer.plan)) problems.push({ path: ['offers', index, 'plan'], message: Messages.catalogueUnknownPlan });
    if (offer.secondPlan !== null && !planIds.has(offer.secondPlan)) problems.push({ path: ['offers', index, 'second_plan'], message: Messages.catalogueUnknownPlan });
  });
  placed.forEach(({ plan, index: i }) => {
    plan.questions.forEach((q, n) => questionIds.has(q) || problems.push({ path: ['plans', i, 'questions', n], message: Messages.catalogueUnknownQuestion }));
    duplicates(plan.questions, (n) => ['plans', i, 'questions', n]);
    duplicates(plan.eligibilityQuestions.map((q) => q.id), (n) => ['plans', i, 'eligibility_questions', n, 'id']);
    duplicates(plan.blackouts.map((b) => b.id), (n) => ['plans', i, 'blackouts', n, 'id']);
    if (plan.carrier !== null && !carrierIds.has(plan.carrier)) problems.push({ path: ['plans', i, 'carrier'], message: Messages.catalogueUnknownCarrier });
    for (const key of ['replacedBy', 'riderOf', 'membershipPlan'] as const) {
      const target = plan[key];
      if (target !== null && !planIds.has(target)) problems.push({ path: ['plans', i, key === 'replacedBy' ? 'replaced_by' : key === 'riderOf' ? 'rider_of' : 'membership_plan'], message: Messages.catalogueUnknownPlan });
    }
    duplicates(plan.rates.map((rate) => rate.id), (r) => ['plans', i, 'rates', r, 'id']);
  });
  // Eligibility questions and blackouts have ids of their own across the store: two plans cannot share one.
  const across = (key: 'eligibilityQuestions' | 'blackouts', field: string) => {
    const owner = new Map<string, string>();
    placed.forEach(({ plan, index: i }) =>
      plan[key].forEach((item, n) => {
        const other = owner.get(item.id);
        if (other !== undefined && other !== plan.id) problems.push({ path: ['plans', i, field, n, 'id'], message: Messages.catalogueDuplicateId });
        owner.set(item.id, plan.id);
      }),
    );
  };
  across('eligibilityQuestions', 'eligibility_questions');
  across('blackouts', 'blackouts');
  return problems.length > 0 ? err(problems) : ok({ carriers, questions, plans, offers: offers.map(({ offer }) => offer) });
};

const dollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A catalogue as the format writes it (the export): what parseCatalogueDocument reads back to the same catalogue.
 * Fields at their default are left out, so a file says only what is particular to each plan.
 */
const some = <V>(key: string, value: V, unless: V) => (value === unless || (Array.isArray(value) && value.length === 0) ? {} : { [key]: value });

export const writeCatalogueQuestion = (q: CatalogueQuestion): Record<string, unknown> => ({
  id: q.id,
  text: q.text,
  type: q.type,
  ...some('require_detail', q.requireDetail, false),
  ...some('declines_on_yes', q.declinesOnYes, false),
  ...some(
    'options',
    q.options.map((o) => ({ id: o.id, text: o.text, ...some('group', o.group, null), ...some('declines', o.declines, false) })),
    [],
  ),
});

/** An offer's wordings as the document and the store keep them: `{es: {title, header, link_text}}`. */
export const writeOfferWordings = (wordings: CatalogueOffer['wordings']): Record<string, Record<string, string>> =>
  Object.fromEntries(
    OfferWordingLanguages.flatMap((language) => {
      const wording = wordings[language];
      return wording ? [[language, { title: wording.title, header: wording.header, ...some('link_text', wording.linkText, '') }]] : [];
    }),
  );

/** The wordings the store kept (its JSON column): a language it does not speak, or a block of another shape, is left out. */
export const readOfferWordings = (stored: unknown): CatalogueOffer['wordings'] =>
  Object.fromEntries(
    OfferWordingLanguages.flatMap((language) => {
      const block = isRecord(stored) ? stored[language] : undefined;
      if (!isRecord(block) || typeof block.title !== 'string' || typeof block.header !== 'string') return [];
      return [[language, { title: block.title, header: block.header, linkText: typeof block.link_text === 'string' ? block.link_text : '' }]];
    }),
  );

export const writeCatalogueOffer = (o: CatalogueOffer): Record<string, unknown> => ({
  id: o.id,
  kind: o.kind,
  ...some('trigger_categories', [...o.triggerCategories], []),
  plan: o.plan,
  ...some('second_plan', o.secondPlan, null),
  ...some('shown', o.shown, true),
  title: o.title,
  header: o.header,
  ...some('link', o.link, ''),
  ...some('link_text', o.linkText, ''),
  order: o.order,
  ...writeOfferWordings(o.wordings),
});

export const writeCatalogueDocument = (catalogue: CatalogueDocument): Record<string, unknown> => ({
  format: 1,
  carriers: catalogue.carriers.map((c) => ({
    id: c.id,
    name: c.name,
    ...some('edi_receiver_id', c.ediReceiverId, null),
    ...some('edi_receiver_qualifier', c.ediReceiverQualifier, 'ZZ'),
    ...some('delivery', c.delivery, 'x12'),
  })),
  ...some('questions', catalogue.questions.map(writeCatalogueQuestion), []),
  plans: catalogue.plans.map((p) => {
    const texts = Object.fromEntries(PlanTextKeys.filter((k) => p.texts[k] !== '').map((k) => [k, p.texts[k]]));
    return {
      id: p.id,
      name: p.name,
      category: p.category,
      ...some('carrier', p.carrier, null),
      ...some('short_text', p.shortText, ''),
      ...some('plan_type', p.planType, ''),
      ...some('kind', p.kind, 'plan'),
      ...some('active', p.active, true),
      ...some('featured', p.featured, false),
      ...some('brand_color', p.brandColor, null),
      ...(p.tiers.length === Tiers.length && Tiers.every((t) => p.tiers.includes(t)) ? {} : { tiers: [...p.tiers] }),
      ...some('min_age', p.minAge, 18),
      ...some('max_age', p.maxAge, 99),
      list_price: dollars(p.listPriceCents),
      ...some('states', [...p.states], []),
      ...some('zip_prefixes', [...p.zipPrefixes], []),
      ...some('portals', [...p.portals], []),
      ...some('min_annual_income', p.minAnnualIncome, null),
      ...some('min_working_hours', p.minWorkingHours, null),
      ...some('requires_tobacco_answer', p.requiresTobaccoAnswer, false),
      ...some('max_spouse_age', p.maxSpouseAge, null),
      ...some('replaced_by', p.replacedBy, null),
      ...some('rider_of', p.riderOf, null),
      ...some('membership_plan', p.membershipPlan, null),
      ...some('prudential', p.prudential, false),
      ...some('partner_fee', p.partnerFee, false),
      ...some('optional_life', p.optionalLife, false),
      ...some('group_enrollment', p.groupEnrollment, false),
      ...some('capture_group_code', p.captureGroupCode, false),
      ...some('required_tabs', [...p.requiredTabs], []),
      ...(Object.keys(texts).length > 0 ? { texts } : {}),
      ...some('questions', [...p.questions], []),
      ...some('eligibility_questions', p.eligibilityQuestions.map((q) => ({ id: q.id, question: q.question, ...some('must_answer_yes', q.mustAnswerYes, false) })), []),
      ...some(
        'blackouts',
        p.blackouts.map((b) => ({ id: b.id, ...('startsOn' in b ? { starts_on: b.startsOn, ends_on: b.endsOn } : { from_day: b.fromDay, to_day: b.toDay }), ...some('reason', b.reason, '') })),
        [],
      ),
      rates: p.rates.map((r) => ({
        id: r.id,
        tier: r.tier,
        min_age: r.minAge,
        max_age: r.maxAge,
        ...some('state', r.state, null),
        ...some('smoker', r.smoker, null),
        ...some('label', r.label, ''),
        ...some('coverage', r.coverage, null),
        monthly: dollars(r.monthlyCents),
      })),
    };
  }),
  ...some('offers', catalogue.offers.map(writeCatalogueOffer), []),
});
