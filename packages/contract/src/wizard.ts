import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { successEnvelope, WireId } from './envelope.ts';
import { describedAs } from './json-schema.ts';
import { Id, ListOf, OptionalChoice, OptionalId, OptionalText, Text } from './fields.ts';
import { recordOf } from './typed.ts';

/**
 * The enrollment wizard's steps personal, contact, employer, beneficiary, health and dependents
 * (doc 002 sections 3, 5 and 7), spelled as the wire spells them. Requests carry strings; the
 * domain's validators decide what they mean. Nested objects are exact: keys the contract does not
 * name are dropped at the door and never stored.
 */

const Short = OptionalText();
const Name = Text(Limits.name);
const OptionalName = OptionalText(Limits.name);
const Flag = OptionalChoice(['0', '1']);

// ---- Field definitions (get-form-fields-*) ----

/** One field of a step: only fields flagged required are shown; read-only ones are displayed, not typed. */
export const WireFormField = t.type({
  field_name: t.string,
  value: t.union([t.string, t.null]),
  required: t.boolean,
  read_only: t.boolean,
});
export type WireFormField = t.TypeOf<typeof WireFormField>;
export const FormFieldsResponse = successEnvelope(t.array(WireFormField));
/** get-form-fields-dependent-primary-info also carries a disclaimer. */
export const DependentFormFieldsResponse = successEnvelope(t.type({ fields: t.array(WireFormField), disclaimer: t.string }));

// ---- Personal Information ----

export const SavePersonalInfoRequest = t.intersection([
  t.type({
    enrollment_id: Id,
    first_name: Name,
    last_name: Name,
    weight: Text(),
    height_feet: Text(),
    height_inch: Text(),
    marital_status: Text(),
    ssn: Text(),
  }),
  t.partial({
    middle_name: OptionalName,
    ethnic_category: OptionalId,
    ethnic_category_other_type: OptionalName,
    prior_coverage_flag: Flag,
    prior_carrier_name: OptionalName,
    prior_effective_date: Short,
    prior_term_date: Short,
  }),
]);
export type SavePersonalInfoRequest = t.TypeOf<typeof SavePersonalInfoRequest>;

/** primary_info as the server gives it back: the SSN masked, gender and birthdate from the quote. */
export const WirePersonalInfo = t.intersection([
  t.type({ first_name: t.string, last_name: t.string, ssn: t.string }),
  t.partial({
    middle_name: t.string,
    weight: t.string,
    height_feet: t.string,
    height_inch: t.string,
    marital_status: t.string,
    gender: t.string,
    birthdate: t.string,
    ethnic_category: t.string,
    ethnic_category_other_type: t.string,
    prior_coverage_flag: t.string,
    prior_carrier_name: t.string,
    prior_effective_date: t.string,
    prior_term_date: t.string,
  }),
]);
export type WirePersonalInfo = t.TypeOf<typeof WirePersonalInfo>;

export const SaveEnrollerCodeRequest = t.type({ enrollment_id: Id, enrollerCode: Text(Limits.id) });
export type SaveEnrollerCodeRequest = t.TypeOf<typeof SaveEnrollerCodeRequest>;
export const CheckEnrollCodeResponse = successEnvelope(t.type({ show_enroll_code: t.boolean }));

// ---- Contact Information ----

export const SaveContactInfoRequest = t.intersection([
  t.type({ enrollment_id: Id, email_address: Text(Limits.email), phone_number: Text(), address1: Text(), city: Text() }),
  t.partial({ address2: Short, birth_state: Short, birth_city: Short, with_validation: Flag, zip4: Short }),
]);
export type SaveContactInfoRequest = t.TypeOf<typeof SaveContactInfoRequest>;

export const WireContactInfo = t.intersection([
  t.type({ email_address: t.string, phone_number: t.string, address1: t.string, city: t.string, state: t.string, zip: t.string }),
  t.partial({ address2: t.string, birth_state: t.string, birth_city: t.string, with_validation: t.string, zip4: t.string }),
]);
export type WireContactInfo = t.TypeOf<typeof WireContactInfo>;

export const ValidateEmailRequest = t.intersection([t.type({ email: Text(Limits.email) }), t.partial({ enrollment_id: OptionalId })]);
export type ValidateEmailRequest = t.TypeOf<typeof ValidateEmailRequest>;
export const ValidatePhoneQuery = t.intersection([t.type({ phone: Text() }), t.partial({ enrollment_id: OptionalId })]);
export const ValidationResponse = successEnvelope(t.type({ valid: t.boolean }));

// ---- Employer Information ----

export const HOLIDAY_POLICY_KEYS = ['Standard_6', 'Presendents_Day', 'Columbus_Day', 'Religious_Days', 'Birthday', 'Floating_Day'] as const;
/** Holiday policy flags, 0 or 1 each (numbers or strings). */
const HolidayFlag = describedAs(new t.Type<'0' | '1' | undefined, '0' | '1' | undefined, unknown>(
  'HolidayFlag',
  (u): u is '0' | '1' | undefined => u === undefined || u === '0' || u === '1',
  (u, c) => {
    if (u === undefined || u === null || u === '') return t.success(undefined);
    if (u === 1 || u === '1' || u === true) return t.success('1');
    if (u === 0 || u === '0' || u === false) return t.success('0');
    return t.failure(u, c, 'Invalid value');
  },
  (a) => a,
), () => ({ enum: ['0', '1', 0, 1, true, false, '', null] }));
export const HolidayPolicyFlags = t.exact(t.partial(recordOf(HOLIDAY_POLICY_KEYS, () => HolidayFlag)));

export const SaveEmployerInfoRequest = t.intersection([
  t.type({ enrollment_id: Id, name: Name, address1: Text(), city: Text(), state: Text(), zip: Text() }),
  t.partial({
    phone: Short,
    address2: Short,
    with_validation: Flag,
    average_work_week: Short,
    employment_start_date: Short,
    occupation: Short,
    compensation_type: Short,
    employment_status: Short,
    emp_industry: Short,
    emp_num_employed: Short,
    emp_vac_policy: Short,
    emp_barg_unit: Short,
    holiday_policy: HolidayPolicyFlags,
  }),
]);
export type SaveEmployerInfoRequest = t.TypeOf<typeof SaveEmployerInfoRequest>;

export const WireEmployerInfo = t.intersection([
  t.type({ name: t.string, address1: t.string, city: t.string, state: t.string, zip: t.string, holiday_policy: t.record(t.string, t.number) }),
  t.partial({
    phone: t.string,
    address2: t.string,
    with_validation: t.string,
    average_work_week: t.string,
    employment_start_date: t.string,
    occupation: t.string,
    compensation_type: t.string,
    employment_status: t.string,
    emp_industry: t.string,
    emp_num_employed: t.string,
    emp_vac_policy: t.string,
    emp_barg_unit: t.string,
  }),
]);
export type WireEmployerInfo = t.TypeOf<typeof WireEmployerInfo>;

export const GroupInfoResponse = successEnvelope(
  t.type({
    general_info: t.type({ group_name: t.string, group_phone: t.string }),
    address_information: t.type({ address1: t.string, city: t.string, state: t.string, zip: t.string }),
  }),
);

// ---- Option lists ----

export const WireOption = t.type({ id: t.string, name: t.string });
export type WireOption = t.TypeOf<typeof WireOption>;
export const OptionsResponse = successEnvelope(t.array(WireOption));
export const WireState = t.type({ name: t.string, abbrev: t.string });
export type WireState = t.TypeOf<typeof WireState>;
export const StatesResponse = successEnvelope(t.array(WireState));

// ---- Beneficiaries ----

const beneficiaryRequired = { first_name: Name, last_name: Name, relationship: Text(), beneficiary_percentage: Text() };
const beneficiaryOptional = { beneficiary_id: OptionalId, middle_name: OptionalName, birthdate: Short, ssn: Short };
export const WireBeneficiaryInput = t.exact(t.intersection([t.type(beneficiaryRequired), t.partial(beneficiaryOptional)]));
export type WireBeneficiaryInput = t.TypeOf<typeof WireBeneficiaryInput>;

export const ValidateSingleBeneficiaryRequest = t.intersection([t.type({ enrollment_id: Id, ...beneficiaryRequired }), t.partial(beneficiaryOptional)]);
export type ValidateSingleBeneficiaryRequest = t.TypeOf<typeof ValidateSingleBeneficiaryRequest>;
export const SaveBeneficiaryInfoRequest = t.type({ enrollment_id: Id, beneficiaries: ListOf(WireBeneficiaryInput, 10) });
export type SaveBeneficiaryInfoRequest = t.TypeOf<typeof SaveBeneficiaryInfoRequest>;

/** A beneficiary as the server gives it back: SSN masked (last four), warnings that do not block. */
export const WireBeneficiary = t.intersection([
  t.type({ beneficiary_id: t.string, first_name: t.string, last_name: t.string, relationship: t.string, beneficiary_percentage: t.string }),
  t.partial({ middle_name: t.string, birthdate: t.string, ssn: t.string }),
]);
export type WireBeneficiary = t.TypeOf<typeof WireBeneficiary>;
export const BeneficiariesResponse = successEnvelope(t.array(WireBeneficiary));
export const WireBeneficiaryWarning = t.type({ code: t.string, message: t.string });
export const ValidateSingleBeneficiaryResponse = successEnvelope(
  t.type({ beneficiary: WireBeneficiary, warnings: t.array(WireBeneficiaryWarning) }),
);
export const SaveBeneficiaryInfoResponse = successEnvelope(
  t.type({ beneficiaries: t.array(WireBeneficiary), warnings: t.array(WireBeneficiaryWarning) }),
);

// ---- Health questions ----

export const CONDITION_FIELDS = [
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'is_treatment',
  'is_medicate',
  'd_last_seen',
  'symptoms',
  'condition',
  'status',
  'last_seen_by_physician',
  'physician_name',
  'address',
  'phone',
] as const;
export const WireCondition = t.exact(t.partial(recordOf(CONDITION_FIELDS, () => Short)));
export const WireConditionQuestion = t.exact(
  t.intersection([
    t.type({ question_id: Id, yes_no_flag: Text() }),
    t.partial({ question_text: OptionalText(Limits.text), conditions: ListOf(WireCondition, 3) }),
  ]),
);
export const WireMedication = t.exact(
  t.intersection([t.type({ medication: Text(), dosage: Text(), medical_condition: Text() }), t.partial({ id: OptionalId })]),
);
export const WireMedicationQuestion = t.exact(
  t.intersection([
    t.type({ question_id: Id, yes_no_flag: Text() }),
    t.partial({ question_text: OptionalText(Limits.text), medications: ListOf(WireMedication, 5) }),
  ]),
);
const healthRequired = { condition_questions: ListOf(WireConditionQuestion, 40) };
const healthOptional = { medication_question: WireMedicationQuestion, notes: OptionalText(Limits.text) };
export const WireHealthInput = t.exact(t.intersection([t.type(healthRequired), t.partial(healthOptional)]));
export type WireHealthInput = t.TypeOf<typeof WireHealthInput>;
export const SavePrimaryHealthInfoRequest = t.intersection([t.type({ enrollment_id: Id, ...healthRequired }), t.partial(healthOptional)]);
export type SavePrimaryHealthInfoRequest = t.TypeOf<typeof SavePrimaryHealthInfoRequest>;

/** Health data as the server answers it (questions to ask, or saved answers). */
const AnyStrings = t.record(t.string, t.string);
export const WireHealthInfo = t.intersection([
  t.type({
    condition_questions: t.array(
      t.intersection([
        t.type({ question_id: t.string, yes_no_flag: t.string, conditions: t.array(AnyStrings) }),
        t.partial({ question_text: t.string }),
      ]),
    ),
  }),
  t.partial({
    medication_question: t.intersection([
      t.type({ question_id: t.string, yes_no_flag: t.string, medications: t.array(AnyStrings) }),
      t.partial({ question_text: t.string }),
    ]),
    notes: t.string,
  }),
]);
export type WireHealthInfo = t.TypeOf<typeof WireHealthInfo>;
export const HealthInfoResponse = successEnvelope(WireHealthInfo);

// ---- Dependents ----

export const WireDependentPrimaryInput = t.exact(
  t.intersection([
    t.type({ first_name: Name, last_name: Name, birthdate: Text(), gender: Text(), ssn: Text(), relationship: Text() }),
    t.partial({ dependent_id: OptionalId, middle_name: OptionalName, weight: Short, height_feet: Short, height_inch: Short, employed: Short, disabled: Flag }),
  ]),
);
export const WireDependentInput = t.exact(
  t.intersection([t.type({ primary_info: WireDependentPrimaryInput }), t.partial({ health_info: WireHealthInput })]),
);
export type WireDependentInput = t.TypeOf<typeof WireDependentInput>;
export const SpouseAnswer = OptionalChoice(['yes', 'no']);
export const ValidateSingleDependentRequest = t.intersection([
  t.type({ enrollment_id: Id, primary_info: WireDependentPrimaryInput }),
  t.partial({ health_info: WireHealthInput }),
]);
export type ValidateSingleDependentRequest = t.TypeOf<typeof ValidateSingleDependentRequest>;
/** save-dependent-info and save-dependent-info-to-temp; spouse_answer is the spouse question's answer (IF). */
export const SaveDependentInfoRequest = t.intersection([
  t.type({ enrollment_id: Id, dependents: ListOf(WireDependentInput, 12) }),
  t.partial({ spouse_answer: SpouseAnswer }),
]);
export type SaveDependentInfoRequest = t.TypeOf<typeof SaveDependentInfoRequest>;

export const WireDependent = t.intersection([
  t.type({
    primary_info: t.intersection([
      t.type({ dependent_id: t.string, first_name: t.string, last_name: t.string, birthdate: t.string, gender: t.string, ssn: t.string, relationship: t.string, employed: t.string }),
      t.partial({ middle_name: t.string, weight: t.string, height_feet: t.string, height_inch: t.string, disabled: t.string }),
    ]),
  }),
  t.partial({ health_info: WireHealthInfo }),
]);
export type WireDependent = t.TypeOf<typeof WireDependent>;
export const DependentsResponse = successEnvelope(t.array(WireDependent));
export const ValidateSingleDependentResponse = successEnvelope(t.type({ dependent: WireDependent }));
export const WireDependentSection = t.intersection([t.type({ dependents: t.array(WireDependent) }), t.partial({ spouse_answer: t.string })]);
export const SaveDependentInfoResponse = successEnvelope(WireDependentSection);

// ---- Saves, temp info, save later, continue ----

/** What every step save answers: the enrollment and the tab it saved. */
export const StepSavedResponse = successEnvelope(t.intersection([t.type({ enrollment_id: WireId, tab: t.string }), t.partial({ data: t.unknown })]));

export const SaveLaterResponse = successEnvelope(t.type({ saved_tab: t.string, message: t.string }));

export const ContinueEnrollmentRequest = t.type({ code: Text(Limits.token), email: Text(Limits.email) });
export type ContinueEnrollmentRequest = t.TypeOf<typeof ContinueEnrollmentRequest>;
export const ContinueEnrollmentResponse = successEnvelope(
  t.intersection([
    t.type({ enrollment_id: WireId, saved_tab: t.string }),
    t.partial({ group_id: t.union([t.string, t.null]), platform_group_id: t.union([t.string, t.null]), agent_id: t.union([t.string, t.null]), open_type: t.union([t.string, t.null]), type: t.union([t.string, t.null]), eprocess: t.union([t.string, t.null]) }),
    // What the client stores to open any saved step again (docs/adr/0720): the quote's tier and state, the
    // effective date, the member and the referral.
    t.partial({ tier: t.string, state: t.string, effective_date: t.union([t.string, t.null]), user_id: t.union([t.string, t.null]), referral: t.union([t.string, t.null]) }),
  ]),
);

/** get-enrollment-temp-info for a wizard column: the section, or null when nothing was saved. */
export const TempInfoResponse = successEnvelope(t.type({ result: t.unknown }));
