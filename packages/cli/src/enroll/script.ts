import { readFileSync } from 'node:fs';
import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { recordOf, BillingAddressFields, CardFields, EftFields, EmployerInfoFields, HolidayPolicies, PaymentMethods, PersonalInfoFields } from '@benefit-store/domain';

/**
 * An enrollment script (`benefit-store enroll --script FILE`): YAML or JSON describing one whole journey, decoded
 * with io-ts. Decoding checks shape only (which keys, which are text, which are lists); whether a value is a valid
 * SSN or ZIP is the domain's to say when the journey (or --dry-run) runs. Every key is known: a typo is an error
 * that names its path (`steps.primary_info.ssnn: unknown key`), as is a number where text is expected.
 */

/** A problem with the script itself: where (`steps.primary_info.ssn`) and what. */
export interface ScriptProblem {
  readonly path: string;
  readonly message: string;
}

// ---- combinators: closed records and shape-picked alternatives keep error paths readable ----

const describe = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
};

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/** Text. A number or a date YAML read as something else is refused with a hint to quote it. */
const text = new t.Type<string, string, unknown>(
  'text',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string'
      ? t.success(u)
      : t.failure(u, c, typeof u === 'number' || typeof u === 'boolean' ? `expected text, got ${describe(u)}: put it in quotes ("${String(u)}")` : `expected text, got ${describe(u)}`),
  t.identity,
);

const oneOfWords = <W extends string>(name: string, words: readonly W[]) =>
  new t.Type<W, W, unknown>(
    name,
    (u): u is W => typeof u === 'string' && (words as readonly string[]).includes(u),
    (u, c) => (typeof u === 'string' && (words as readonly string[]).includes(u) ? t.success(u as W) : t.failure(u, c, `expected one of ${words.join(', ')}, got ${describe(u)}`)),
    t.identity,
  );

/** One answer for every question: the word, or the boolean JSON would write (`false` for no, `true` for yes). */
const allAnswered = <W extends 'yes' | 'no'>(word: W) =>
  new t.Type<W, W, unknown>(
    word,
    (u): u is W => u === word,
    (u, c) => (u === word || u === (word === 'yes') ? t.success(word) : t.failure(u, c, `expected ${word}, got ${describe(u)}`)),
    t.identity,
  );

/** YAML reads yes/no as text; true/false are accepted too. */
const yesNo = new t.Type<'yes' | 'no', 'yes' | 'no', unknown>(
  'yes-or-no',
  (u): u is 'yes' | 'no' => u === 'yes' || u === 'no',
  (u, c) => (u === 'yes' || u === true ? t.success('yes') : u === 'no' || u === false ? t.success('no') : t.failure(u, c, `expected yes or no, got ${describe(u)}`)),
  t.identity,
);

/**
 * A mapping with known keys only: `required` must be there, `optional` may be; any other key is an error at its own
 * path. (Not t.intersection: its member indices would show up in the error paths.)
 */
const closed = <R extends t.Props, O extends t.Props>(name: string, required: R, optional: O) => {
  const req = t.type(required);
  const opt = t.partial(optional);
  const known = new Set([...Object.keys(required), ...Object.keys(optional)]);
  type A = t.TypeOf<typeof req> & t.TypeOf<typeof opt>;
  return new t.Type<A, A, unknown>(
    name,
    (u): u is A => req.is(u) && opt.is(u),
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c, `expected a mapping (${[...known].join(', ')}), got ${describe(u)}`);
      const errors: t.Errors = Object.keys(u)
        .filter((key) => !known.has(key))
        .map((key) => ({ value: u[key], context: [...c, { key, type: t.never, actual: u[key] }], message: `unknown key (known: ${[...known].join(', ')})` }));
      const a = req.validate(u, c);
      const b = opt.validate(u, c);
      if (isLeft(a)) errors.push(...a.left);
      if (isLeft(b)) errors.push(...b.left);
      if (errors.length > 0) return t.failures(errors);
      return t.success({ ...(a as { right: object }).right, ...(b as { right: object }).right } as A);
    },
    t.identity,
  );
};

/** One of several codecs, chosen by the value's shape (text, list, mapping), so errors come from the right one. */
const byShape = <A>(name: string, pick: (u: unknown) => t.Mixed | undefined, expected: string) =>
  new t.Type<A, A, unknown>(
    name,
    (u): u is A => pick(u)?.is(u) === true,
    (u, c) => {
      const codec = pick(u);
      return codec ? (codec.validate(u, c) as t.Validation<A>) : t.failure(u, c, `expected ${expected}, got ${describe(u)}`);
    },
    t.identity,
  );

const strings = <K extends string>(keys: readonly K[]) => recordOf(keys, () => text);

// ---- the script ----

const Applicant = closed('applicant context', { as: t.literal('applicant') }, { rep_access_code: text });
const Rep = closed('rep context', { as: t.literal('rep'), email: text, password_env: text }, { portal: text, group: text });
const GroupMember = closed('group member context', { as: t.literal('group-member'), enrollment_code: text }, {});
const ExistingMember = closed('existing member context', { as: t.literal('existing-member'), email: text, password_env: text, member: text }, {});

const CONTEXTS = { applicant: Applicant, rep: Rep, 'group-member': GroupMember, 'existing-member': ExistingMember } as const;
export type ContextKind = keyof typeof CONTEXTS;
const isContextKind = (value: unknown): value is ContextKind => typeof value === 'string' && Object.hasOwn(CONTEXTS, value);
export const CONTEXT_KINDS: readonly ContextKind[] = Object.keys(CONTEXTS).filter(isContextKind);

type ContextValue = t.TypeOf<(typeof CONTEXTS)[ContextKind]>;
const Context = new t.Type<ContextValue, ContextValue, unknown>(
  'context',
  (u): u is ContextValue => Object.values(CONTEXTS).some((codec) => codec.is(u)),
  (u, c) => {
    if (!isRecord(u)) return t.failure(u, c, `expected a mapping with as: ${CONTEXT_KINDS.join(' | ')}, got ${describe(u)}`);
    const codec = isContextKind(u.as) ? CONTEXTS[u.as] : undefined;
    if (!codec) return t.failures([{ value: u.as, context: [...c, { key: 'as', type: t.never, actual: u.as }], message: `expected one of ${CONTEXT_KINDS.join(', ')}, got ${describe(u.as)}` }]);
    return codec.validate(u, c);
  },
  t.identity,
);

const Filter = closed('filter', {}, strings(['zip', 'dob', 'gender', 'tier', 'smoker', 'category', 'annual_income', 'working_hours']));

const PlanQuestionAnswer = closed('question answer', { question_id: text, answer: yesNo }, { options: t.array(text), who: text });
const PlanQuestions = byShape<'no' | t.TypeOf<typeof PlanQuestionAnswer>[]>(
  'plan questions',
  (u) => (Array.isArray(u) ? t.array(PlanQuestionAnswer) : typeof u === 'string' || typeof u === 'boolean' ? allAnswered('no') : undefined),
  '`no` (every question answered no) or a list of {question_id, answer}',
);
const Aflac = byShape<'yes' | Record<string, 'yes' | 'no'>>(
  'aflac answers',
  (u) => (isRecord(u) ? t.record(t.string, yesNo) : typeof u === 'string' || typeof u === 'boolean' ? allAnswered('yes') : undefined),
  '`yes` (every question answered yes) or a mapping question id -> yes/no',
);

const Plan = closed('plan', {}, { id: text, category: text, name: text, option: text, group_code: text, questions: PlanQuestions, aflac: Aflac, membership: yesNo });

const DependentsInfo = closed('dependents info', {}, { spouse_dob: text, children: text });

const Personal = closed('primary_info', {}, strings([...PersonalInfoFields, 'enroller_code'] as const));
const Contact = closed('contact_info', {}, strings(['email_address', 'phone_number', 'address1', 'address2', 'city', 'birth_state', 'birth_city', 'with_validation'] as const));
const HOLIDAYS = HolidayPolicies.map(([key]) => key);
const Employer = closed(
  'employer_info',
  {},
  {
    ...strings(EmployerInfoFields),
    holiday_policy: t.array(oneOfWords('holiday policy', HOLIDAYS)),
  },
);
const Beneficiary = closed('beneficiary', {}, strings(['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'] as const));
const Condition = t.record(t.string, text);
const HealthAnswer = closed('health answer', { question_id: text, answer: yesNo }, { conditions: t.array(Condition) });
const Medication = closed('medication', {}, strings(['medication', 'dosage', 'medical_condition'] as const));
const Health = closed(
  'health_info',
  {},
  { all: allAnswered('no'), questions: t.array(HealthAnswer), medication: closed('medication question', { answer: yesNo }, { medications: t.array(Medication) }), notes: text },
);
const Dependent = closed(
  'dependent',
  {},
  strings(['first_name', 'middle_name', 'last_name', 'birthdate', 'gender', 'ssn', 'relationship', 'weight', 'height_feet', 'height_inch'] as const),
);
const Dependents = closed('dependent_info', {}, { spouse_enrolled: yesNo, dependents: t.array(Dependent) });
const Card = closed(
  'card',
  {},
  strings([...CardFields, ...BillingAddressFields] as const),
);
const Eft = closed('eft', {}, strings(EftFields));
const Billing = closed(
  'billing',
  {},
  {
    method: oneOfWords('payment method', PaymentMethods),
    bill_date: text,
    use_contact_address: yesNo,
    card: Card,
    eft: Eft,
  },
);
const Agreement = closed('agreement', {}, { accept: oneOfWords('accept', ['all'] as const), ...strings(['answer', 'user_name', 'agent_code', 'group_code', 'signature'] as const) });
const Review = closed('review', {}, { additional_notes: text });

/** The script's section names, in wizard order; what field errors are reported under. */
export const SECTIONS = ['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'health_info', 'dependent_info', 'billing', 'agreement', 'review'] as const;
export type Section = (typeof SECTIONS)[number];

const Steps = closed(
  'steps',
  {},
  {
    primary_info: Personal,
    contact_info: Contact,
    employer_info: Employer,
    beneficiary_info: t.array(Beneficiary),
    health_info: Health,
    dependent_info: Dependents,
    billing: Billing,
    agreement: Agreement,
    review: Review,
  },
);

export const EnrollmentScript = closed(
  'enrollment script',
  { context: Context, plans: t.array(Plan), steps: Steps },
  { name: text, description: text, filter: Filter, dependents_info: DependentsInfo, effective_date: text },
);

export type EnrollmentScript = t.TypeOf<typeof EnrollmentScript>;
export type ScriptContext = EnrollmentScript['context'];
export type ScriptPlan = EnrollmentScript['plans'][number];
export type ScriptSteps = EnrollmentScript['steps'];

// ---- decoding ----

const pathOf = (context: t.Context): string =>
  context
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.');

/** The problems, one per path (the first message for each), in the order found. */
export const problemsOf = (errors: t.Errors): ScriptProblem[] => {
  const seen = new Map<string, string>();
  for (const error of errors) {
    const path = pathOf(error.context) || '(script)';
    if (seen.has(path)) continue;
    seen.set(path, error.value === undefined ? 'is required' : (error.message ?? `expected ${error.context.at(-1)?.type.name ?? 'something else'}, got ${describe(error.value)}`));
  }
  return [...seen].map(([path, message]) => ({ path, message }));
};

/** Checks that a plan names itself (an id, or a category and a name): what io-ts's shape alone cannot say. */
const planProblems = (script: EnrollmentScript): ScriptProblem[] =>
  script.plans.flatMap((plan, i) => (plan.id !== undefined || (plan.category !== undefined && plan.name !== undefined) ? [] : [{ path: `plans.${i}`, message: 'give the plan an id, or a category and a name' }]));

export type Decoded = { readonly ok: true; readonly script: EnrollmentScript } | { readonly ok: false; readonly problems: readonly ScriptProblem[] };

/** Decodes an already parsed script. */
export const decodeScript = (value: unknown): Decoded => {
  const decoded = EnrollmentScript.decode(value);
  if (isLeft(decoded)) return { ok: false, problems: problemsOf(decoded.left) };
  const problems = [...planProblems(decoded.right), ...(decoded.right.plans.length === 0 ? [{ path: 'plans', message: 'name at least one plan' }] : [])];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, script: decoded.right };
};

/** Parses YAML or JSON text (JSON is YAML too) and decodes it; a syntax error is a problem at its line and column. */
export const parseScript = (source: string, name = 'script'): Decoded => {
  let value: unknown;
  try {
    value = parseYaml(source);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const at = error.linePos?.[0];
      const message = (error.message.split('\n')[0] ?? 'not YAML or JSON').replace(/ at line \d+, column \d+:?$/, '');
      return { ok: false, problems: [{ path: at ? `${name}:${at.line}:${at.col}` : name, message }] };
    }
    throw error;
  }
  return decodeScript(value);
};

/** Reads and decodes a script file; an unreadable file is a problem too. */
export const readScript = (file: string): Decoded => {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    return { ok: false, problems: [{ path: file, message: missing ? 'no such file' : error instanceof Error ? error.message : String(error) }] };
  }
  return parseScript(source, file);
};
