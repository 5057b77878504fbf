import { isRecord, recordOf, recordOrEmpty } from '@benefit-store/contract';
import { randomUUID } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import {
  ageOn,
  checkEnrollerCode,
  holidayPolicyFlags,
  HolidayPolicies,
  isBlank,
  Messages,
  parseUsDate,
  validateBeneficiary,
  validateBeneficiaryList,
  validateContactInfo,
  validateDependent,
  validateDependentList,
  validateEmployerInfo,
  validateHealth,
  validatePersonalInfo,
  type CalendarDate,
  type Condition,
  type DependentInput,
  type DependentRules,
  type FieldErrors,
  type HealthInput,
  type HolidayPolicy,
  type Relationship,
} from '@benefit-store/domain';
import type {
  SaveBeneficiaryInfoRequest,
  SaveContactInfoRequest,
  SaveEmployerInfoRequest,
  SavePersonalInfoRequest,
  WireBeneficiaryInput,
  WireDependentInput,
  WireHealthInput,
} from '@benefit-store/contract';
import type { Pii } from '../security/pii.ts';
import { contactRequirements, dependentRequirements, employerRequirements } from './form-fields.ts';
import { CONDITION_QUESTIONS, MEDICATION_QUESTION, questionText } from './health-questions.ts';
import {
  AVERAGE_WORK_WEEK,
  BARGAINING_UNITS,
  BENEFICIARY_RELATIONSHIPS,
  COMPENSATION_TYPES,
  EMPLOYMENT_STATUS,
  ETHNIC_CATEGORIES,
  isStateAbbrev,
  optionIds,
  VACATION_POLICIES,
} from './options.ts';
import { compact, list, resolveSsn, sealSsn, str, unsealSsn } from '../repository/sections.ts';
import type { WizardFacts } from './wizard-facts.ts';

/**
 * Each step's save rules: the domain's validators (packages/domain/src/wizard) plus what only the server
 * knows (its option lists, the member on file, the stored SSNs a masked value stands for). Every rule
 * returns the section data to store (SSNs sealed) or every field error at once.
 */

type Rec = Readonly<Record<string, unknown>>;
type Checked = Result<Record<string, unknown>, FieldErrors>;

const inList = (errors: Record<string, string>, field: string, value: string | undefined, ids: ReadonlySet<string>) => {
  if (!isBlank(value) && !ids.has((value as string).trim())) errors[field] ??= Messages.invalidValue;
};

const withErrors = (base: Result<unknown, FieldErrors>, extra: Record<string, string>): FieldErrors | undefined => {
  const merged = { ...(base.isErr() ? base.error : {}), ...extra };
  return Object.keys(merged).length > 0 ? merged : undefined;
};

// ---- Personal ----

export const personalRule = (pii: Pii, facts: WizardFacts, payload: Omit<SavePersonalInfoRequest, 'enrollment_id'>): Checked => {
  const stored = facts.sections.primary_info?.data ?? (facts.member ? { ssn_sealed: facts.member.ssn_encrypted } : undefined);
  const ssn = resolveSsn(pii, payload.ssn, stored);
  const input = { ...payload, ssn, middle_name: payload.middle_name ?? '' };
  const result = validatePersonalInfo(input);
  const extra: Record<string, string> = {};
  inList(extra, 'ethnic_category', payload.ethnic_category, optionIds(ETHNIC_CATEGORIES));
  const code = checkEnrollerCode(facts.groupId, facts.sections.enrollerCode);
  if (code.isErr()) extra.enrollerCode = code.error;
  const errors = withErrors(result, extra);
  if (errors || result.isErr()) return err(errors ?? {});
  const { ssn: _ssn, ...rest } = result.value;
  return ok(sealSsn(pii, compact({ ...rest, gender: facts.enrollment.filter.gender, birthdate: facts.enrollment.filter.dob }), ssn));
};

// ---- Contact ----

export const contactRule = (facts: WizardFacts, payload: Omit<SaveContactInfoRequest, 'enrollment_id'>): Checked => {
  const result = validateContactInfo({ ...payload, address2: payload.address2 ?? '' }, contactRequirements(facts));
  const extra: Record<string, string> = {};
  if (!isBlank(payload.birth_state) && !isStateAbbrev(payload.birth_state as string)) extra.birth_state = Messages.invalidState;
  const errors = withErrors(result, extra);
  if (errors || result.isErr()) return err(errors ?? {});
  return ok(
    compact({
      ...result.value,
      birth_state: payload.birth_state?.toUpperCase(),
      zip4: payload.zip4,
      state: facts.enrollment.filter.state,
      zip: facts.enrollment.filter.zip,
    }),
  );
};

// ---- Employer ----

const holidaySelection = (flags: SaveEmployerInfoRequest['holiday_policy']): Partial<Record<HolidayPolicy, boolean>> =>
  recordOf(HolidayPolicies.map(([key]) => key), (key) => flags?.[key] === '1');

export const employerRule = (facts: WizardFacts, payload: Omit<SaveEmployerInfoRequest, 'enrollment_id'>): Checked => {
  const { holiday_policy: flags, ...fields } = payload;
  const selection = holidaySelection(flags);
  const result = validateEmployerInfo({ ...fields, holiday_policy: selection }, employerRequirements(facts));
  const extra: Record<string, string> = {};
  inList(extra, 'average_work_week', payload.average_work_week, optionIds(AVERAGE_WORK_WEEK));
  inList(extra, 'compensation_type', payload.compensation_type, optionIds(COMPENSATION_TYPES));
  inList(extra, 'employment_status', payload.employment_status, optionIds(EMPLOYMENT_STATUS));
  inList(extra, 'emp_vac_policy', payload.emp_vac_policy, optionIds(VACATION_POLICIES));
  inList(extra, 'emp_barg_unit', payload.emp_barg_unit, optionIds(BARGAINING_UNITS));
  const errors = withErrors(result, extra);
  if (errors || result.isErr()) return err(errors ?? {});
  const { holiday_policy: _selection, ...value } = result.value;
  return ok({ ...compact(value), holiday_policy: holidayPolicyFlags(selection) });
};

// ---- Beneficiaries ----

export interface BeneficiaryWarning {
  readonly code: 'applicant-named' | 'minor' | 'estate-with-people' | 'same-ssn';
  readonly message: string;
}

const storedBeneficiary = (facts: WizardFacts, id: string | undefined): Rec | undefined =>
  id === undefined ? undefined : list(facts.sections.beneficiary_info?.data, 'beneficiaries').find((b) => b.beneficiary_id === id);

/** One beneficiary as the add/edit popup and the list save check it; the stored record it will become. */
export const beneficiaryRule = (
  pii: Pii,
  facts: WizardFacts,
  input: WireBeneficiaryInput,
  today: CalendarDate,
): Result<{ record: Record<string, unknown>; ssn: string }, FieldErrors> => {
  const stored = storedBeneficiary(facts, input.beneficiary_id) ?? existingBeneficiary(facts, input.beneficiary_id);
  const ssn = resolveSsn(pii, input.ssn, stored);
  const result = validateBeneficiary({ ...input, ssn }, today);
  const extra: Record<string, string> = {};
  inList(extra, 'relationship', input.relationship, optionIds(BENEFICIARY_RELATIONSHIPS));
  const errors = withErrors(result, extra);
  if (errors || result.isErr()) return err(errors ?? {});
  const { ssn: _ssn, percentage, ...rest } = result.value;
  const id = stored ? str(stored, 'beneficiary_id') : randomUUID();
  return ok({ record: sealSsn(pii, compact({ ...rest, beneficiary_id: id, beneficiary_percentage: String(percentage) }), ssn), ssn });
};

/** An existing member's beneficiary on file, by id (the prefill keeps the member's ids). */
const existingBeneficiary = (facts: WizardFacts, id: string | undefined): Rec | undefined =>
  id === undefined ? undefined : list({ b: facts.member?.beneficiaries }, 'b').find((b) => b.beneficiary_id === id);

const isMinor = (birthdate: string, today: CalendarDate): boolean => {
  const dob = parseUsDate(birthdate);
  return dob.isOk() && ageOn(dob.value, today) < 18;
};

/**
 * Beyond the spec: what a careful agent would point out, without blocking (docs/adr/0710): the applicant
 * named as their own beneficiary, a minor beneficiary, 'Estate' together with named people, one SSN twice.
 */
export const beneficiaryWarnings = (
  pii: Pii,
  facts: WizardFacts,
  people: readonly { record: Rec; ssn: string }[],
  today: CalendarDate,
): BeneficiaryWarning[] => {
  const warnings: BeneficiaryWarning[] = [];
  const applicant = facts.sections.primary_info?.data;
  const applicantSsn = unsealSsn(pii, applicant) ?? (facts.member ? unsealSsn(pii, { ssn_sealed: facts.member.ssn_encrypted }) : undefined);
  const sameName = (b: Rec) =>
    applicant !== undefined &&
    str(b, 'first_name').toLowerCase() === str(applicant, 'first_name').toLowerCase() &&
    str(b, 'last_name').toLowerCase() === str(applicant, 'last_name').toLowerCase();
  if (people.some((p) => (applicantSsn !== undefined && p.ssn !== '' && p.ssn === applicantSsn) || sameName(p.record))) {
    warnings.push({ code: 'applicant-named', message: Messages.beneficiaryIsApplicant });
  }
  if (people.some((p) => !isBlank(str(p.record, 'birthdate')) && isMinor(str(p.record, 'birthdate'), today))) {
    warnings.push({ code: 'minor', message: Messages.beneficiaryIsMinor });
  }
  const estate = people.filter((p) => str(p.record, 'relationship') === 'Estate').length;
  if (estate > 0 && estate < people.length) warnings.push({ code: 'estate-with-people', message: Messages.beneficiaryEstateWithPeople });
  const ssns = people.map((p) => p.ssn).filter((s) => s !== '');
  if (new Set(ssns).size < ssns.length) warnings.push({ code: 'same-ssn', message: Messages.beneficiarySameSsn });
  return warnings;
};

export const beneficiaryListRule = (
  pii: Pii,
  facts: WizardFacts,
  payload: Pick<SaveBeneficiaryInfoRequest, 'beneficiaries'>,
  today: CalendarDate,
): Result<{ people: { record: Record<string, unknown>; ssn: string }[] }, FieldErrors> => {
  const errors: Record<string, string> = {};
  const people: { record: Record<string, unknown>; ssn: string }[] = [];
  payload.beneficiaries.forEach((b, i) => {
    const checked = beneficiaryRule(pii, facts, b, today);
    if (checked.isErr()) for (const [field, message] of Object.entries(checked.error)) errors[`beneficiaries.${i}.${field}`] = message;
    else people.push(checked.value);
  });
  if (Object.keys(errors).length > 0) return err(errors);
  const total = validateBeneficiaryList(people.map((p) => ({ percentage: Number(str(p.record, 'beneficiary_percentage')) })));
  if (total.isErr()) return err({ beneficiaries: total.error });
  return ok({ people });
};

// ---- Health ----

const toCondition = (c: Readonly<Record<string, string | undefined>>): Condition =>
  Object.fromEntries(Object.entries(c).filter((e): e is [string, string] => typeof e[1] === 'string'));

export const toHealthInput = (wire: WireHealthInput): HealthInput => ({
  condition_questions: wire.condition_questions.map((q) => ({
    question_id: q.question_id,
    yes_no_flag: q.yes_no_flag,
    conditions: (q.conditions ?? []).map(toCondition),
  })),
  ...(wire.medication_question
    ? {
        medication_question: {
          question_id: wire.medication_question.question_id,
          yes_no_flag: wire.medication_question.yes_no_flag,
          medications: (wire.medication_question.medications ?? []).map((m) => ({
            medication: m.medication,
            dosage: m.dosage,
            medical_condition: m.medical_condition,
          })),
        },
      }
    : {}),
  notes: wire.notes ?? '',
});

/** The health answers with each question's text, as stored and shown. */
const withTexts = (input: HealthInput): Record<string, unknown> => ({
  condition_questions: input.condition_questions.map((q) => ({ ...q, question_text: questionText(q.question_id) })),
  ...(input.medication_question ? { medication_question: { ...input.medication_question, question_text: questionText(input.medication_question.question_id) } } : {}),
  notes: input.notes ?? '',
});

/**
 * Every question the server asks must be answered, once; answers to questions it does not ask are refused.
 * `required`: the applicant's questions must all be there; a dependent's are optional, but checked if given.
 */
export const healthRule = (wire: WireHealthInput, required = true): Checked => {
  const input = toHealthInput(wire);
  const errors: Record<string, string> = {};
  const asked = new Set(CONDITION_QUESTIONS.map((q) => q.question_id));
  input.condition_questions.forEach((q, i) => {
    if (!asked.has(q.question_id)) errors[`condition_questions.${i}.question_id`] = Messages.invalidValue;
  });
  const given = input.condition_questions.map((q) => q.question_id);
  if (new Set(given).size < given.length) errors.condition_questions = Messages.invalidValue;
  else if (required && CONDITION_QUESTIONS.some((q) => !given.includes(q.question_id))) errors.condition_questions = Messages.answerAllQuestions;
  if (input.medication_question && input.medication_question.question_id !== MEDICATION_QUESTION.question_id) {
    errors['medication_question.question_id'] = Messages.invalidValue;
  }
  if (required && !input.medication_question) errors['medication_question.yes_no_flag'] = Messages.fieldRequired;
  const result = validateHealth(input);
  const all = withErrors(result, errors);
  if (all || result.isErr()) return err(all ?? {});
  return ok(withTexts(result.value));
};

// ---- Dependents ----

const relationshipOf = (value: string): Relationship | undefined => {
  const v = value.trim().toLowerCase();
  return v === 'spouse' || v === 'child' ? v : undefined;
};

/** A dependent's stored primary info (saved in this enrollment, else on the member's file), by its id. */
export const storedDependent = (facts: WizardFacts, id: string | undefined): Rec | undefined => {
  if (id === undefined) return undefined;
  const own = list(facts.sections.dependent_info?.data, 'dependents').find((d) => str(recordOrEmpty(d.primary_info), 'dependent_id') === id);
  const onFile = list({ d: facts.member?.dependents }, 'd').find((d) => str(recordOrEmpty(d.primary_info), 'dependent_id') === id);
  const found = (own ?? onFile)?.primary_info;
  return isRecord(found) ? found : undefined;
};

export interface CheckedDependent {
  readonly record: Record<string, unknown>;
  readonly relationship: Relationship;
}

export const dependentRule = (pii: Pii, facts: WizardFacts, wire: WireDependentInput, today: CalendarDate): Result<CheckedDependent, FieldErrors> => {
  const p = wire.primary_info;
  const stored = storedDependent(facts, p.dependent_id);
  const ssn = resolveSsn(pii, p.ssn, stored);
  const relationship = relationshipOf(p.relationship);
  const input: DependentInput = {
    first_name: p.first_name,
    last_name: p.last_name,
    birthdate: p.birthdate,
    gender: p.gender,
    ssn,
    relationship: relationship ?? (p.relationship as Relationship),
    ...compact({ middle_name: p.middle_name, weight: p.weight, height_feet: p.height_feet, height_inch: p.height_inch, disabled: p.disabled }),
  };
  const result = validateDependent(input, today, dependentRequirements(facts));
  const errors: Record<string, string> = result.isErr() ? { ...result.error } : {};
  let health: Record<string, unknown> | undefined;
  if (wire.health_info && wire.health_info.condition_questions.length > 0) {
    const checked = healthRule(wire.health_info, false);
    if (checked.isErr()) for (const [field, message] of Object.entries(checked.error)) errors[`health_info.${field}`] = message;
    else health = checked.value;
  }
  if (Object.keys(errors).length > 0 || result.isErr() || relationship === undefined) return err(errors);
  const { ssn: _ssn, ...rest } = result.value;
  const id = stored ? str(stored, 'dependent_id') : randomUUID();
  const primary = sealSsn(pii, { ...compact({ ...rest }), relationship, dependent_id: id, employed: '0' }, ssn);
  return ok({ record: { primary_info: primary, ...(health ? { health_info: health } : {}) }, relationship });
};

export const dependentRules = (facts: WizardFacts, spouseAnswer: 'yes' | 'no' | undefined, list: readonly { relationship: Relationship }[]): DependentRules => ({
  tier: facts.tier,
  premier: facts.premier,
  existingMember: facts.existingMember,
  spouseAnswer: spouseAnswer ?? (facts.tier === 'IF' ? (list.some((d) => d.relationship === 'spouse') ? 'yes' : 'no') : undefined),
});

/**
 * The dependents list. `complete`: the step's Next (the tier's requirement must be met); otherwise an
 * add or edit kept in temporary storage, where only the limits apply (nine, one spouse, none on IO).
 */
export const dependentListRule = (
  pii: Pii,
  facts: WizardFacts,
  wire: readonly WireDependentInput[],
  spouseAnswer: 'yes' | 'no' | undefined,
  today: CalendarDate,
  complete: boolean,
): Result<{ dependents: CheckedDependent[]; spouseAnswer: 'yes' | 'no' | undefined }, FieldErrors> => {
  const errors: Record<string, string> = {};
  const dependents: CheckedDependent[] = [];
  wire.forEach((d, i) => {
    const checked = dependentRule(pii, facts, d, today);
    if (checked.isErr()) for (const [field, message] of Object.entries(checked.error)) errors[`dependents.${i}.${field}`] = message;
    else dependents.push(checked.value);
  });
  if (Object.keys(errors).length > 0) return err(errors);
  if (facts.tier === 'IO' && dependents.length > 0) return err({ dependents: Messages.tierHasNoDependents });
  // IS takes a spouse only, IC children only.
  if (facts.tier === 'IS' && dependents.some((d) => d.relationship === 'child')) return err({ dependents: Messages.spouseInformationRequired });
  if (facts.tier === 'IC' && dependents.some((d) => d.relationship === 'spouse')) return err({ dependents: Messages.childInformationRequired });
  const rules = dependentRules(facts, spouseAnswer, dependents);
  const checked = validateDependentList(dependents, complete ? rules : { ...rules, tier: 'IO' });
  if (checked.isErr()) return err({ dependents: checked.error });
  return ok({ dependents, spouseAnswer: rules.spouseAnswer });
};
