import fc from 'fast-check';
import {
  aflacGate,
  canSendQuote,
  conditionFields,
  isOptionalConditionField,
  Eprocesses,
  formatStateInput,
  HolidayPolicies,
  maskDateInput,
  maskWizardDateInput,
  MAX_MEDICATIONS,
  medicationsToSubmit,
  Messages,
  signerMode,
  validateAgreement,
  validateContactInfo,
  validateEmployerInfo,
  validateHealth,
  validatePersonalInfo,
  validatePlanAnswers,
  validateQuoteForm,
} from '../../index.ts';
import { personName, ssn } from '../wizard-arbitraries.ts';
import { defineRule, must } from './rule.ts';

const personal = () =>
  fc.record({
    first_name: personName(),
    last_name: personName(),
    weight: fc.integer({ min: 1, max: 999 }).map(String),
    height_feet: fc.integer({ min: 1, max: 9 }).map(String),
    height_inch: fc.integer({ min: 0, max: 11 }).map(String),
    marital_status: fc.constantFrom('0', '1', '2', '3'),
    ssn: ssn(),
  });

const employer = (chosen: readonly string[], status: string) => ({
  name: 'Acme',
  address1: '1',
  city: 'c',
  state: 'TX',
  zip: '75001',
  holiday_policy: Object.fromEntries(chosen.map((k) => [k, true])),
  employment_status: status,
});

const contact = (phone_number: string) => ({ email_address: 'a@b.co', phone_number, address1: 'x', city: 'y' });

export const dateMaskRules = [
  defineRule({
    name: 'date-masks/wizard-mask-shape',
    area: 'date-masks',
    statement: 'the wizard date mask never yields more than 10 characters, non-digits, or an out-of-range finished part',
    arbitrary: () => fc.string({ maxLength: 30 }),
    predicate: (typed) => {
      const shown = maskWizardDateInput(typed);
      must(shown.length).toBeLessThanOrEqual(10);
      must(shown).toMatch(/^(\d{1,2}|\d{2}\/\d{1,2}|\d{2}\/\d{2}\/\d{1,4})?$/);
      const [month, day] = shown.split('/');
      if (month?.length === 2) must(Number(month)).toBeGreaterThanOrEqual(1);
      if (month?.length === 2) must(Number(month)).toBeLessThanOrEqual(12);
      if (day?.length === 2) must(Number(day)).toBeGreaterThanOrEqual(1);
      if (day?.length === 2) must(Number(day)).toBeLessThanOrEqual(31);
    },
    evaluate: (typed) => maskWizardDateInput(typed),
  }),
  defineRule({
    name: 'date-masks/idempotent-and-agrees',
    area: 'date-masks',
    statement: 'the wizard date mask is idempotent and agrees with the landing mask whenever the parts are in range',
    arbitrary: () => fc.string({ maxLength: 30 }),
    predicate: (typed) => {
      const shown = maskWizardDateInput(typed);
      must(maskWizardDateInput(shown)).toBe(shown);
      const landing = maskDateInput(typed);
      const [m, d] = landing.split('/');
      const capped = (m?.length === 2 && (m === '12' || m === '01')) || (d?.length === 2 && (d === '31' || d === '01'));
      if (!capped) must(shown).toBe(landing);
    },
    evaluate: (typed) => ({ wizard: maskWizardDateInput(typed), landing: maskDateInput(typed) }),
  }),
  defineRule({
    name: 'date-masks/keeps-real-dates',
    area: 'date-masks',
    statement: 'both date masks keep every real MM/DD/YYYY date as typed',
    arbitrary: () =>
      fc
        .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1900, max: 2100 }))
        .map(([m, d, y]) => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`),
    predicate: (text) => {
      must(maskWizardDateInput(text)).toBe(text);
      must(maskDateInput(text)).toBe(text);
    },
    evaluate: (text) => ({ wizard: maskWizardDateInput(text), landing: maskDateInput(text) }),
  }),
];

export const healthAgreementRules = [
  defineRule({
    name: 'health/no-means-no-details',
    area: 'health',
    statement: 'a no never produces detail errors, whatever the details hold',
    arbitrary: () =>
      fc
        .array(fc.record({ question_id: fc.constantFrom('1', '145', '146', '147', '200'), condition: fc.dictionary(fc.string({ maxLength: 10 }), fc.string()) }), { maxLength: 5 })
        .map((rows) => ({ condition_questions: rows.map(({ question_id, condition }) => ({ question_id, yes_no_flag: '0', conditions: [condition] })) })),
    predicate: (input) => {
      const result = validateHealth(input);
      must(result.isOk()).toBe(true);
      must(result._unsafeUnwrap().condition_questions.every((q) => q.conditions.length === 0)).toBe(true);
    },
    evaluate: (input) => validateHealth(input),
  }),
  defineRule({
    name: 'health/yes-needs-details',
    area: 'health',
    statement: 'a yes with empty details reports one error per required detail field (all but Date of Recovery), keyed by target element',
    arbitrary: () => fc.array(fc.constantFrom('1', '145', '146', '147', '200'), { maxLength: 5 }),
    predicate: (ids) => {
      const input = { condition_questions: ids.map((question_id) => ({ question_id, yes_no_flag: '1', conditions: [] })) };
      const errors = validateHealth(input).match(() => ({}), (e) => e);
      const expectedKeys = ids.flatMap((id, i) => conditionFields(id).filter((f) => !isOptionalConditionField(f)).map((f) => `condition_questions.${i}.conditions.0.${f}`));
      must(Object.keys(errors).sort()).toEqual(expectedKeys.sort());
    },
    evaluate: (ids) => validateHealth({ condition_questions: ids.map((question_id) => ({ question_id, yes_no_flag: '1', conditions: [] })) }),
  }),
  defineRule({
    name: 'health/medication-rows',
    area: 'health',
    statement: 'medication rows: the first always, later ones only when filled, never more than three',
    arbitrary: () => fc.array(fc.record({ medication: fc.constantFrom('', 'A'), dosage: fc.constantFrom('', '1'), medical_condition: fc.constantFrom('', 'x') }), { maxLength: 6 }),
    predicate: (rows) => {
      const sent = medicationsToSubmit(rows);
      must(sent.length).toBeLessThanOrEqual(MAX_MEDICATIONS);
      if (rows.length > 0) must(sent[0]).toBe(rows[0]);
      for (const row of sent.slice(1)) must(row.medication + row.dosage + row.medical_condition !== '').toBe(true);
    },
    evaluate: (rows) => medicationsToSubmit(rows),
  }),
  defineRule({
    name: 'agreement/boxes-and-signature',
    area: 'agreement',
    statement: 'the agreement passes exactly when every required box is checked (and the signature given in signature mode)',
    arbitrary: () =>
      fc.record({
        rows: fc.array(fc.record({ required: fc.boolean(), checked: fc.boolean() }), { maxLength: 6 }),
        eprocess: fc.constantFrom(...Eprocesses),
        signatureMode: fc.boolean(),
        signature: fc.constantFrom('', 'data:image/png;base64,AAA'),
      }),
    predicate: ({ rows, eprocess, signatureMode, signature }) => {
      const mode = signerMode(eprocess, signatureMode);
      const result = agreement(rows, eprocess, signatureMode, signature);
      const boxesOk = rows.every(({ required, checked }) => !required || checked);
      const signatureOk = mode !== 'sigapplicant' || signature !== '';
      must(result.isOk()).toBe(boxesOk && signatureOk);
      if (result.isErr()) for (const message of Object.values(result.error)) must([Messages.agreementRequired, Messages.signatureRequired]).toContain(message);
    },
    evaluate: ({ rows, eprocess, signatureMode, signature }) => agreement(rows, eprocess, signatureMode, signature),
  }),
];

const agreement = (rows: readonly { required: boolean; checked: boolean }[], eprocess: (typeof Eprocesses)[number], signatureMode: boolean, signature: string) =>
  validateAgreement(
    rows.map(({ required }, i) => ({ head: `h${i}`, body: '', required })),
    { checked: rows.map(({ checked }) => checked), signature },
    signerMode(eprocess, signatureMode),
  );

export const wizardFormRules = [
  defineRule({
    name: 'personal/accepts-well-formed',
    area: 'personal',
    statement: 'accepts every well-formed personal form',
    arbitrary: personal,
    predicate: (input) => validatePersonalInfo(input).isOk(),
    evaluate: (input) => validatePersonalInfo(input),
  }),
  defineRule({
    name: 'personal/weight',
    area: 'personal',
    statement: 'weight is valid exactly for 1-3 digits above zero',
    arbitrary: () => fc.record({ input: personal(), weight: fc.oneof(fc.nat(5000).map(String), fc.string({ maxLength: 4 })) }),
    predicate: ({ input, weight }) => {
      const result = validatePersonalInfo({ ...input, weight });
      const valid = /^\d{1,3}$/.test(weight.trim()) && Number(weight) > 0;
      if (valid) must(result.isOk()).toBe(true);
      else must(result._unsafeUnwrapErr().weight).toBe(weight.trim() === '' ? Messages.fieldRequired : Messages.weightInvalid);
    },
    evaluate: ({ input, weight }) => validatePersonalInfo({ ...input, weight }),
  }),
  defineRule({
    name: 'contact/ten-digit-phone',
    area: 'contact',
    statement: 'phone numbers are valid exactly at ten digits',
    arbitrary: () => fc.stringMatching(/^\d{1,14}$/),
    predicate: (phone) => must(validateContactInfo(contact(phone)).isOk()).toBe(phone.length === 10),
    evaluate: (phone) => validateContactInfo(contact(phone)),
  }),
  defineRule({
    name: 'employer/holiday-policy-and-retired',
    area: 'employer',
    statement: 'any holiday policy suffices, none blocks; retired always blocks',
    arbitrary: () => fc.record({ chosen: fc.subarray(HolidayPolicies.map(([k]) => k)), status: fc.constantFrom('A', 'C', 'R', '') }),
    predicate: ({ chosen, status }) => {
      const errors = validateEmployerInfo(employer(chosen, status)).match(
        (): Record<string, string> => ({}),
        (e) => e,
      );
      must(errors.holiday_policy).toBe(chosen.length === 0 ? Messages.selectHolidayPolicy : undefined);
      must(errors.employment_status).toBe(status === 'R' ? Messages.retiredEmployer : undefined);
    },
    evaluate: ({ chosen, status }) => validateEmployerInfo(employer(chosen, status)),
  }),
  defineRule({
    name: 'employer/state-formatting',
    area: 'employer',
    statement: 'typed states: short ones upper-cased, longer ones title-cased, and formatting is idempotent',
    arbitrary: () => fc.stringMatching(/^[a-zA-Z]{1,8}( [a-zA-Z]{1,8})?$/),
    predicate: (typed) => {
      const shown = formatStateInput(typed);
      if (typed.length <= 2) must(shown).toBe(typed.toUpperCase());
      else must(shown.split(' ').every((w) => w.charAt(0) === w.charAt(0).toUpperCase() && w.slice(1) === w.slice(1).toLowerCase())).toBe(true);
      must(formatStateInput(shown)).toBe(shown);
    },
    evaluate: (typed) => formatStateInput(typed),
  }),
];

export const questionAndQuoteRules = [
  defineRule({
    name: 'questions/every-question-answered',
    area: 'questions',
    statement: 'plan answers pass exactly when every question has a yes/no',
    arbitrary: () => fc.array(fc.constantFrom('', '0', '1'), { maxLength: 8 }),
    predicate: (flags) => {
      const result = planAnswers(flags);
      must(result.isOk()).toBe(flags.every((f) => f !== ''));
      if (result.isErr()) must(result.error).toBe(Messages.answerAllQuestions);
    },
    evaluate: (flags) => planAnswers(flags),
  }),
  defineRule({
    name: 'questions/aflac-gate',
    area: 'questions',
    statement: 'the aflac gate opens exactly when every required Yes is Yes and nothing is unanswered',
    arbitrary: () => fc.array(fc.record({ yesRequired: fc.boolean(), answer: fc.constantFrom<0 | 1 | null>(0, 1, null) }), { maxLength: 6 }),
    predicate: (rows) => {
      const gate = aflac(rows);
      const refused = rows.some(({ yesRequired, answer }) => yesRequired && answer === 0);
      must(gate.canAddToCart).toBe(rows.every(({ yesRequired, answer }) => answer !== null && !(yesRequired && answer === 0)));
      must(gate.banner === Messages.answerYesToContinue).toBe(refused);
    },
    evaluate: (rows) => aflac(rows),
  }),
  defineRule({
    name: 'quote-form/names-and-emails',
    area: 'quote-form',
    statement: 'the quote form accepts letter names with a valid e-mail, refuses any name with a digit',
    arbitrary: () =>
      fc.record({ name: fc.stringMatching(/^[A-Za-z]{1,10}( [A-Za-z]{1,10})?$/), email: fc.stringMatching(/^[a-z0-9]{1,8}@[a-z]{1,8}\.[a-z]{2,4}$/), digit: fc.nat(9) }),
    predicate: ({ name, email, digit }) => {
      must(validateQuoteForm({ name, email }).isOk()).toBe(true);
      must(validateQuoteForm({ name: `${name}${digit}`, email })._unsafeUnwrapErr()).toEqual({ name: Messages.invalidName });
    },
    evaluate: ({ name, email }) => validateQuoteForm({ name, email }),
  }),
  defineRule({
    name: 'quote-form/applicants-never-send',
    area: 'quote-form',
    statement: 'applicants (and the special host, and sites without quotation) never send quotes',
    arbitrary: () => fc.record({ eprocess: fc.constantFrom(...Eprocesses), quotationEnabled: fc.boolean(), onSpecialHost: fc.boolean() }),
    predicate: (input) => must(canSendQuote(input)).toBe(!(input.eprocess === 'applicant' || input.onSpecialHost || !input.quotationEnabled)),
    evaluate: (input) => canSendQuote(input),
  }),
];

const planAnswers = (flags: readonly string[]) =>
  validatePlanAnswers(
    flags.map((_, i) => ({ questionId: `q${i}`, subType: 'text_field' as const })),
    flags.map((yesNo, i) => ({ questionId: `q${i}`, yesNo })),
  );

const aflac = (rows: readonly { yesRequired: boolean; answer: 0 | 1 | null }[]) =>
  aflacGate(
    rows.map(({ yesRequired }, i) => ({ qid: String(i), question: '?', yesRequired })),
    Object.fromEntries(rows.map(({ answer }, i) => [String(i), answer ?? undefined])),
  );
