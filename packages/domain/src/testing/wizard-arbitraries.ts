import fc from 'fast-check';
import { formatUsDate, type CalendarDate } from '../dates.ts';
import type { Tier } from '../tier.ts';
import type { BeneficiaryInput } from '../wizard/beneficiaries.ts';
import type { CardInput, EftInput } from '../wizard/billing.ts';
import { isSpouseLike, type DependentInput, type DependentRules, type Relationship } from '../wizard/dependents.ts';
import { TabNames, type TabDefinition } from '../wizard/tabs.ts';
import { once } from './once.ts';

const dayOffset = (d: CalendarDate, days: number): CalendarDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};


/** Some days more than 18 years of 365.25 days. */
const ADULT_DAYS = 6600;

/** Names the wizard accepts: letters of any language (docs/adr/0103), optionally two words, or joined by a hyphen or apostrophe. */
export const personName = once(() =>
  fc.oneof(
    fc.stringMatching(/^[A-Z][a-z]{1,10}( [A-Z][a-z]{1,10})?$/),
    fc.constantFrom('Zoë', 'José', 'Nguyễn', "O'Brien", 'Anne-Marie', 'Łukasz Żółw', 'Søren', 'Ngọc Ánh'),
  ),
);
export const ssn = once(() => fc.stringMatching(/^\d{9}$/));

// ---- Beneficiaries ----

/** 1 to 3 whole percentages, each 1-100, summing to exactly 100. */
export const percentagesSummingTo100 = (): fc.Arbitrary<number[]> =>
  fc.integer({ min: 1, max: 3 }).chain((n) =>
    fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: n - 1, maxLength: n - 1 }).map((cuts) => {
      const points = [0, ...cuts.sort((a, b) => a - b), 100];
      return points.slice(1).map((p, i) => p - (points[i] as number));
    }),
  );

export const beneficiaryInput = (today: CalendarDate, percentage: fc.Arbitrary<number> = fc.integer({ min: 1, max: 100 })): fc.Arbitrary<BeneficiaryInput> =>
  fc.record({
    first_name: personName(),
    last_name: personName(),
    relationship: fc.constantFrom('Spouse', 'Domestic Partner', 'Son', 'Daughter', 'Parent', 'Other'),
    beneficiary_percentage: percentage.map(String),
    days: fc.integer({ min: 0, max: 36500 }),
    ssn: fc.option(ssn(), { nil: undefined }),
  }).map(({ days, ...b }) => ({
    ...b,
    // A spouse or domestic partner is at least 18 (docs/adr/0104); anyone else may be any age.
    birthdate: formatUsDate(dayOffset(today, -(isSpouseLike(b.relationship) ? Math.max(days, ADULT_DAYS) : days))),
    ssn: b.ssn ?? '',
  }));

/** A set of beneficiaries the step accepts: 1-3, totalling exactly 100. */
export const validBeneficiarySet = (today: CalendarDate): fc.Arbitrary<BeneficiaryInput[]> =>
  percentagesSummingTo100().chain((ps) => fc.tuple(...ps.map((p) => beneficiaryInput(today, fc.constant(p)))));

export type InvalidBeneficiarySetKind = 'empty' | 'under' | 'over' | 'too-many';
/** A set the step refuses, tagged with why: empty, total under or over 100, or more than three. */
export const invalidBeneficiarySet = (today: CalendarDate): fc.Arbitrary<{ kind: InvalidBeneficiarySetKind; list: BeneficiaryInput[] }> =>
  fc.oneof(
    fc.constant({ kind: 'empty' as const, list: Array<BeneficiaryInput>() }),
    fc
      .array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 3 })
      .filter((ps) => ps.reduce((a, b) => a + b, 0) !== 100)
      .chain((ps) =>
        fc.tuple(...ps.map((p) => beneficiaryInput(today, fc.constant(p)))).map((list) => ({
          kind: ps.reduce((a, b) => a + b, 0) > 100 ? ('over' as const) : ('under' as const),
          list,
        })),
      ),
    fc.array(beneficiaryInput(today, fc.integer({ min: 1, max: 25 })), { minLength: 4, maxLength: 6 }).map((list) => ({ kind: 'too-many' as const, list })),
  );

// ---- Dependents ----

export const dependentInput = (today: CalendarDate, relationship: Relationship): fc.Arbitrary<DependentInput> =>
  fc.record({
    first_name: personName(),
    last_name: personName(),
    // A spouse at least 18, a child under 26 (docs/adr/0104).
    birthdate: fc.integer(relationship === 'child' ? { min: 1, max: 9000 } : { min: ADULT_DAYS, max: 30000 }).map((days) => formatUsDate(dayOffset(today, -days))),
    gender: fc.constantFrom('0', '1'),
    ssn: ssn(),
    relationship: fc.constant(relationship),
  });

export const dependentRules = (tier: Tier): fc.Arbitrary<DependentRules> =>
  fc.record({
    tier: fc.constant(tier),
    premier: fc.boolean(),
    existingMember: fc.boolean(),
    spouseAnswer: tier === 'IF' ? fc.constantFrom<'yes' | 'no'>('yes', 'no') : fc.constant(undefined),
  });

/** The relationships of a dependent list that satisfies `rules` (Next may show). */
export const validRelationships = (rules: DependentRules): fc.Arbitrary<Relationship[]> => {
  switch (rules.tier) {
    case 'IO':
      return fc.constant([]);
    case 'IS':
      return fc.constant(['spouse']);
    case 'IC':
      return rules.premier ? fc.constant(['child']) : fc.integer({ min: 1, max: 9 }).map((n) => Array<Relationship>(n).fill('child'));
    case 'IF':
      return rules.spouseAnswer === 'no'
        ? fc.integer({ min: 2, max: 9 }).map((n) => Array<Relationship>(n).fill('child'))
        : fc.integer({ min: 1, max: 8 }).map((n) => [...Array<Relationship>(1).fill('spouse'), ...Array<Relationship>(n).fill('child')]);
  }
};

/** A tier's rules with a complete, valid dependent list for them. */
export const validDependentList = (today: CalendarDate, tier: Tier) =>
  dependentRules(tier).chain((rules) =>
    validRelationships(rules).chain((rels) => fc.tuple(...rels.map((r) => dependentInput(today, r))).map((list): { rules: DependentRules; list: DependentInput[] } => ({ rules, list }))),
  );

/** A tier's rules with a list the step refuses: too few, two spouses, too many, or two children on IC premier. */
export const invalidDependentList = (today: CalendarDate, tier: Exclude<Tier, 'IO'>) =>
  dependentRules(tier).chain((rules) => {
    const options: fc.Arbitrary<Relationship[]>[] = [
      fc.constant(['spouse', 'spouse']),
      fc.constant(Array<Relationship>(10).fill('child')),
    ];
    if (tier === 'IF') options.push(fc.constant(['child']), fc.constant([]));
    if (tier === 'IS' || tier === 'IC') options.push(fc.constant([]));
    if (tier === 'IC' && rules.premier) options.push(fc.constant(['child', 'child']));
    return fc.oneof(...options).chain((rels) =>
      (rels.length === 0 ? fc.constant(Array<DependentInput>()) : fc.tuple(...rels.map((r) => dependentInput(today, r))).map((l): DependentInput[] => l)).map(
        (list) => ({ rules, list }),
      ),
    );
  });

// ---- Billing ----

/** The Luhn check digit that completes `body`. */
export const luhnCheckDigit = (body: string): string => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};

/** A Luhn-valid card number of 13 to 25 digits. */
export const luhnCardNumber = once(() =>
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 23 }))
    .map(([first, rest]) => {
      const body = `${first}${rest.join('')}`;
      return body + luhnCheckDigit(body);
    }),
);

export const validEft = (): fc.Arbitrary<EftInput> =>
  fc.record({
    account_name: fc.stringMatching(/^[A-Za-z0-9]{1,12}( [A-Za-z0-9]{1,12})?$/),
    bank_name: fc.stringMatching(/^[A-Z]{2,10}( BANK)?$/),
    routing_number: fc.stringMatching(/^\d{9}$/),
    account_number: fc.stringMatching(/^\d{4,17}$/),
    account_type: fc.constantFrom('checking', 'savings'),
    account_holder_type: fc.constantFrom('individual', 'company'),
  });

/** EFT details with one field broken, and that field's name. */
export const invalidEft = () => {
  const broken: Record<string, fc.Arbitrary<string>> = {
    account_name: fc.constantFrom('', 'Ann-Lee', 'A.B', 'Ann@'),
    bank_name: fc.constant(''),
    routing_number: fc.oneof(fc.stringMatching(/^\d{1,8}$/), fc.stringMatching(/^\d{10,12}$/), fc.constant('12345678a')),
    account_number: fc.oneof(fc.stringMatching(/^\d{1,3}$/), fc.stringMatching(/^\d{18,20}$/)),
    account_type: fc.constantFrom('', 'brokerage'),
    account_holder_type: fc.constantFrom('', 'trust'),
  };
  return fc
    .tuple(validEft(), fc.constantFrom(...Object.keys(broken)))
    .chain(([eft, field]) => (broken[field] as fc.Arbitrary<string>).map((value) => ({ eft: { ...eft, [field]: value }, field })));
};

export const validCard = (today: CalendarDate): fc.Arbitrary<CardInput> =>
  fc.record({
    first_name_on_cc: personName(),
    last_name_on_cc: personName(),
    card_number: luhnCardNumber(),
    expiration_year: fc.integer({ min: today.year + 1, max: today.year + 20 }).map(String),
    expiration_month: fc.integer({ min: 1, max: 12 }).map((m) => String(m).padStart(2, '0')),
    security_code: fc.stringMatching(/^\d{3,4}$/),
    address1: fc.stringMatching(/^\d{1,4} [A-Z][a-z]{2,8} St$/),
    city: personName(),
    state: fc.constantFrom('TX', 'CA', 'NY'),
    zip: fc.stringMatching(/^\d{5}$/),
  });

/** Card details with one field broken (including Luhn-failing numbers), and that field's name. */
export const invalidCard = (today: CalendarDate) => {
  const broken: Record<string, fc.Arbitrary<string>> = {
    first_name_on_cc: fc.constantFrom('', 'Ann1', 'A.'),
    last_name_on_cc: fc.constantFrom('', 'Lee!', '9'),
    card_number: fc.oneof(fc.stringMatching(/^\d{1,12}$/), fc.stringMatching(/^\d{26,30}$/)),
    card_luhn: luhnCardNumber().map((n) => n.slice(0, -1) + String((Number(n.slice(-1)) + 1) % 10)),
    security_code: fc.oneof(fc.stringMatching(/^\d{0,2}$/), fc.stringMatching(/^\d{5,6}$/)),
    expiration_month: fc.constantFrom('', '0', '13', 'ab'),
    expiration_year: fc.constantFrom('', String(today.year - 1), String(today.year + 21), '26'),
    zip: fc.constantFrom('', '7500', '750011', 'abcde'),
  };
  return fc.tuple(validCard(today), fc.constantFrom(...Object.keys(broken))).chain(([card, which]) => {
    const field = which === 'card_luhn' ? 'card_number' : which;
    return (broken[which] as fc.Arbitrary<string>).map((value) => ({ card: { ...card, [field]: value }, field }));
  });
};

// ---- Wizard tabs ----

/** A server tab list: known and unknown names, orders inside and outside 0-10, required or not. */
export const tabDefinitions = (): fc.Arbitrary<TabDefinition[]> =>
  fc.array(
    fc.record({
      tabName: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...TabNames) }, { weight: 1, arbitrary: fc.constantFrom('cart_info', 'mystery', '') }),
      order: fc.integer({ min: -2, max: 12 }),
      required: fc.boolean(),
    }),
    { maxLength: 14 },
  );
