import {
  BeneficiaryFields,
  EmployerInfoFields,
  EmployerInfoRequired,
  HolidayPolicies,
  PersonalInfoFields,
  PersonalInfoRequired,
  Limits,
  maskDigits,
  type BeneficiaryInput,
  type CardInput,
  type ContactInfoInput,
  type DependentInput,
  type EftInput,
  type EmployerInfoInput,
  type HealthInput,
  type PersonalInfoInput,
  type QuoteFilterInput,
  type Relationship,
  recordOf,
} from '@benefit-store/domain';
import type { FormField } from '@benefit-store/ports';
import type { EnrollmentScript, ScriptSteps } from './script.ts';

/**
 * What a script's sections become as the use cases' inputs. A form shows the server's values (its prefill: the
 * member on file, the group's defaults, what was saved before); the script's values replace them, field by field,
 * as a person typing over a prefilled form would. With no prefill (--dry-run) the script's values stand alone.
 */
export type Prefill = Readonly<Record<string, unknown>>;

/** Fields whose input takes digits only: a prefilled '(214) 555-0177' is held as its ten digits, as the forms do. */
const PHONE_FIELDS = new Set(['phone', 'phone_number']);

/** The prefill of a step: its fields' values, then what was saved (saved wins: it is what the form shows). */
export const prefillOf = (fields: readonly FormField[] = [], saved?: Prefill): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const field of fields) if (!field.readOnly && field.value !== undefined && field.value !== '') values[field.name] = field.value;
  for (const [key, value] of Object.entries(saved ?? {})) if (typeof value === 'string' && value !== '') values[key] = value;
  for (const key of PHONE_FIELDS) if (values[key] !== undefined) values[key] = maskDigits(values[key], Limits.phone);
  return values;
};

const pick = <K extends string>(keys: readonly K[], prefill: Prefill, given: Partial<Record<K, string>> | undefined): Record<K, string> =>
  recordOf(keys, (key) => {
    const filled = prefill[key];
    return given?.[key] ?? (typeof filled === 'string' ? filled : '');
  });

/** Drops empty optional values, as the forms do before posting ("empty values are omitted"). */
const withoutEmpty = <T extends object>(value: T, keep: readonly string[]): T =>
  Object.fromEntries(Object.entries(value).filter(([key, v]) => keep.includes(key) || (v !== '' && v !== undefined))) as T;

export const personalInput = (given: ScriptSteps['primary_info'], prefill: Prefill = {}): PersonalInfoInput =>
  withoutEmpty(pick(PersonalInfoFields, prefill, given), PersonalInfoRequired) as PersonalInfoInput;

const CONTACT_REQUIRED = ['email_address', 'phone_number', 'address1', 'city'] as const;
const CONTACT_OPTIONAL = ['address2', 'birth_state', 'birth_city', 'with_validation'] as const;

export const contactInput = (given: ScriptSteps['contact_info'], prefill: Prefill = {}): ContactInfoInput =>
  withoutEmpty(pick([...CONTACT_REQUIRED, ...CONTACT_OPTIONAL], prefill, given), CONTACT_REQUIRED) as ContactInfoInput;

export const employerInput = (given: ScriptSteps['employer_info'], prefill: Prefill = {}, savedHolidays?: EmployerInfoInput['holiday_policy']): EmployerInfoInput => {
  const fields = withoutEmpty(pick(EmployerInfoFields, prefill, given), EmployerInfoRequired);
  const holiday_policy = given?.holiday_policy
    ? Object.fromEntries(HolidayPolicies.map(([key]) => [key, given.holiday_policy?.includes(key) === true]))
    : (savedHolidays ?? {});
  return { ...fields, holiday_policy } as EmployerInfoInput;
};

export const beneficiaryInput = (given: NonNullable<ScriptSteps['beneficiary_info']>[number]): BeneficiaryInput =>
  withoutEmpty(pick(BeneficiaryFields, {}, given), ['first_name', 'last_name', 'relationship', 'beneficiary_percentage']) as BeneficiaryInput;

const DEPENDENT_KEYS = ['first_name', 'middle_name', 'last_name', 'birthdate', 'gender', 'ssn', 'relationship', 'weight', 'height_feet', 'height_inch'] as const;

export const dependentInput = (given: NonNullable<NonNullable<ScriptSteps['dependent_info']>['dependents']>[number]): DependentInput => {
  const value = withoutEmpty(pick(DEPENDENT_KEYS, {}, given), ['first_name', 'last_name', 'birthdate', 'gender', 'ssn', 'relationship']);
  return { ...value, relationship: value.relationship.trim().toLowerCase() as Relationship };
};

const flag = (answer: 'yes' | 'no' | undefined): string => (answer === 'yes' ? '1' : answer === 'no' ? '0' : '');

/**
 * The health answers for the questions the server asks (question ids in order): the script's answer to each, or
 * `all: no`, or what was saved (an existing member's answers copied from the record on file). Unanswered stays ''.
 */
export const healthInput = (
  given: ScriptSteps['health_info'],
  asked: { readonly conditions: readonly string[]; readonly medication?: string },
  saved?: HealthInput,
): HealthInput => {
  const savedAnswer = (id: string) => saved?.condition_questions.find((q) => q.question_id === id);
  const condition_questions = asked.conditions.map((id) => {
    const answer = given?.questions?.find((q) => q.question_id === id);
    if (answer) return { question_id: id, yes_no_flag: flag(answer.answer), conditions: answer.answer === 'yes' ? (answer.conditions ?? []) : [] };
    if (given?.all === 'no') return { question_id: id, yes_no_flag: '0', conditions: [] };
    return savedAnswer(id) ?? { question_id: id, yes_no_flag: '', conditions: [] };
  });
  const medicationId = asked.medication;
  const medication_question =
    medicationId === undefined
      ? undefined
      : given?.medication
        ? { question_id: medicationId, yes_no_flag: flag(given.medication.answer), medications: given.medication.answer === 'yes' ? (given.medication.medications ?? []).map((m) => ({ medication: m.medication ?? '', dosage: m.dosage ?? '', medical_condition: m.medical_condition ?? '' })) : [] }
        : given?.all === 'no'
          ? { question_id: medicationId, yes_no_flag: '0', medications: [] }
          : (saved?.medication_question ?? { question_id: medicationId, yes_no_flag: '', medications: [] });
  return { condition_questions, ...(medication_question ? { medication_question } : {}), notes: given?.notes ?? saved?.notes ?? '' };
};

/** The question ids a script answers explicitly: what --dry-run can check without the server's questionnaire. */
export const scriptedHealthQuestions = (given: ScriptSteps['health_info']) => ({
  conditions: (given?.questions ?? []).map((q) => q.question_id),
  ...(given?.medication ? { medication: 'medication' } : {}),
});

export const eftInput = (given: NonNullable<ScriptSteps['billing']>['eft'], bankName?: string): EftInput => ({
  account_name: given?.account_name ?? '',
  bank_name: given?.bank_name ?? bankName ?? '',
  routing_number: given?.routing_number ?? '',
  account_number: given?.account_number ?? '',
  account_type: given?.account_type ?? '',
  account_holder_type: given?.account_holder_type ?? '',
});

export interface Address {
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** A card's details; with `use_contact_address`, the billing address is the contact address ('Choose physical address'). */
export const cardInput = (billing: NonNullable<ScriptSteps['billing']>, contactAddress?: Address): CardInput => {
  const card = billing.card;
  const physical = billing.use_contact_address === 'yes' && contactAddress !== undefined;
  const address = physical ? contactAddress : { address1: card?.address1 ?? '', address2: card?.address2 ?? '', city: card?.city ?? '', state: card?.state ?? '', zip: card?.zip ?? '' };
  return {
    first_name_on_cc: card?.first_name_on_cc ?? '',
    last_name_on_cc: card?.last_name_on_cc ?? '',
    card_number: card?.card_number ?? '',
    expiration_month: card?.expiration_month ?? '',
    expiration_year: card?.expiration_year ?? '',
    security_code: card?.security_code ?? '',
    address1: address.address1,
    ...(address.address2 ? { address2: address.address2 } : {}),
    city: address.city,
    state: address.state,
    zip: address.zip,
    is_physical_address: physical ? 'yes' : 'no',
  };
};

export const filterInput = (filter: EnrollmentScript['filter']): QuoteFilterInput => ({
  zip: filter?.zip ?? '',
  dob: filter?.dob ?? '',
  gender: filter?.gender ?? '',
  tier: filter?.tier ?? '',
  ...(filter?.smoker !== undefined ? { isSmoker: filter.smoker } : {}),
  ...(filter?.category !== undefined ? { category: filter.category } : {}),
});
