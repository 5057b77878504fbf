import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import * as t from 'io-ts';
import {
  BeneficiariesResponse,
  CheckEnrollCodeResponse,
  ContinueEnrollmentResponse,
  decode,
  DependentFormFieldsResponse,
  DependentsResponse,
  FormFieldsResponse,
  GroupInfoResponse,
  HealthInfoResponse,
  OptionsResponse,
  Routes,
  SaveBeneficiaryInfoResponse,
  SaveDependentInfoResponse,
  SaveEnrollmentRoutes,
  SaveLaterResponse,
  StatesResponse,
  StepSavedResponse,
  TempInfoResponse,
  ValidateSingleBeneficiaryResponse,
  ValidateSingleDependentResponse,
  ValidationResponse,
  WireBeneficiary,
  WireContactInfo,
  WireDependent,
  WireEmployerInfo,
  WireHealthInfo,
  WirePersonalInfo,
  WizardRoutes,
  type Route,
  type WireFormField,
} from '@benefit-store/contract';
import {
  dropEmpty,
  holidayPolicyFlags,
  HolidayPolicies,
  unexpected,

  type DependentInput,
  type DomainError,
  type EmployerInfoInput,
  type HealthInput,
  type HolidayPolicy,
  type Relationship,
  recordOf,
} from '@benefit-store/domain';
import type {
  Choice,
  BeneficiaryInputWithId,
  DependentDraft,
  FieldStep,
  FormField,
  OptionList,
  SavedSection,
  StoredBeneficiary,
  StoredDependent,
  WizardGateway,
} from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';
import { httpEnrollmentCompletionGateway, toResumed } from './enrollment-completion.http.ts';
import { rememberedByKey, rememberedOnce } from './remembered.ts';

/** The wizard's steps personal to dependents over HTTP: wire shapes in, domain values out. */

const FIELD_ROUTES: Readonly<Record<FieldStep, Route>> = {
  personal: WizardRoutes.getFormFieldsPersonalInfo,
  contact: WizardRoutes.getFormFieldsContactInfo,
  employer: WizardRoutes.getFormFieldsEmployerInfo,
  beneficiary: WizardRoutes.getFormFieldsBeneficiaryInfo,
};

const OPTION_ROUTES: Readonly<Record<OptionList, Route>> = {
  'ethnic-categories': WizardRoutes.getEthnicCategory,
  'average-work-week': WizardRoutes.getAverageWorkWeek,
  'employment-status': WizardRoutes.getEmploymentStatus,
  'compensation-types': WizardRoutes.getCompensationTypes,
  'vacation-policies': WizardRoutes.getVacationPolicy,
  'bargaining-units': WizardRoutes.getBargainingUnit,
  'holiday-policies': WizardRoutes.getHolidayPolicy,
  'beneficiary-relationships': WizardRoutes.getBeneficiaryRelationships,
};

export const toFormField = (f: WireFormField): FormField => ({
  name: f.field_name,
  ...(f.value !== null ? { value: f.value } : {}),
  required: f.required,
  readOnly: f.read_only,
});

const toBeneficiary = (b: t.TypeOf<typeof WireBeneficiary>): StoredBeneficiary => ({
  beneficiaryId: b.beneficiary_id,
  first_name: b.first_name,
  last_name: b.last_name,
  relationship: b.relationship,
  beneficiary_percentage: b.beneficiary_percentage,
  ...dropEmpty({ middle_name: b.middle_name, birthdate: b.birthdate, ssn: b.ssn }),
});

const wireBeneficiary = (b: BeneficiaryInputWithId) =>
  dropEmpty({
    beneficiary_id: b.beneficiaryId,
    first_name: b.first_name,
    middle_name: b.middle_name,
    last_name: b.last_name,
    birthdate: b.birthdate,
    ssn: b.ssn,
    relationship: b.relationship,
    beneficiary_percentage: b.beneficiary_percentage,
  });

const toHealth = (h: t.TypeOf<typeof WireHealthInfo>): HealthInput => ({
  condition_questions: h.condition_questions.map((q) => ({ question_id: q.question_id, yes_no_flag: q.yes_no_flag, conditions: q.conditions })),
  ...(h.medication_question
    ? {
        medication_question: {
          question_id: h.medication_question.question_id,
          yes_no_flag: h.medication_question.yes_no_flag,
          medications: h.medication_question.medications.map((m) => ({
            medication: m.medication ?? '',
            dosage: m.dosage ?? '',
            medical_condition: m.medical_condition ?? '',
          })),
        },
      }
    : {}),
  notes: h.notes ?? '',
});

export const wireHealth = (h: HealthInput) => ({
  condition_questions: h.condition_questions.map((q) => ({ question_id: q.question_id, yes_no_flag: q.yes_no_flag, conditions: q.conditions })),
  ...(h.medication_question ? { medication_question: h.medication_question } : {}),
  ...(h.notes ? { notes: h.notes } : {}),
});

const toDependent = (d: t.TypeOf<typeof WireDependent>): StoredDependent => {
  const p = d.primary_info;
  const primary: DependentInput = {
    first_name: p.first_name,
    last_name: p.last_name,
    birthdate: p.birthdate,
    gender: p.gender,
    ssn: p.ssn,
    relationship: p.relationship as Relationship,
    ...dropEmpty({ middle_name: p.middle_name, weight: p.weight, height_feet: p.height_feet, height_inch: p.height_inch, disabled: p.disabled }),
  };
  return { dependentId: p.dependent_id, primary, ...(d.health_info ? { health: toHealth(d.health_info) } : {}) };
};

const wireDependent = (d: DependentDraft) => ({
  primary_info: dropEmpty({ ...d.primary, dependent_id: d.dependentId }),
  ...(d.health ? { health_info: wireHealth(d.health) } : {}),
});

/** The wire's holiday flags (0/1) as the domain's selection. */
const toHolidaySelection = (flags: Readonly<Record<string, number>>): Partial<Record<HolidayPolicy, boolean>> =>
  recordOf(
    HolidayPolicies.map(([key]) => key),
    (key) => flags[key] === 1,
  );

const Status = t.keyof({ saved: null, draft: null });

/** get-enrollment-temp-info for one wizard column, decoded with `codec`; undefined when never saved. */
const section = <A, B>(api: ApiClient, tempId: string, column: string, codec: t.Decoder<unknown, A>, map: (a: A) => B): ResultAsync<SavedSection<B> | undefined, DomainError> =>
  api.call(Routes.getEnrollmentTempInfo, TempInfoResponse, { query: { enrollment_id: tempId, column } }).andThen(({ data }) => {
    if (data.result === null || data.result === undefined) return okAsync(undefined);
    const status = decode(t.type({ status: Status }), data.result);
    const value = decode(codec, data.result);
    if (!status.ok || !value.ok) {
      // A draft holds what the person had typed so far: it need not be complete.
      if (status.ok && status.value.status === 'draft') return okAsync({ status: 'draft' as const, data: data.result as B });
      return errAsync(unexpected(`${column} came back in an unexpected shape: ${(value.ok ? [] : value.problems).join('; ')}`));
    }
    return okAsync({ status: status.value.status, data: map(value.value) });
  });

/** A 204 (nothing on file) is no error here. */
const orNone = <A>(call: ResultAsync<A, DomainError>): ResultAsync<A | undefined, DomainError> =>
  call.orElse((error) => (error.kind === 'not-found' ? okAsync(undefined) : errAsync(error)));

/** The fixed lookups of one app: shared by the gateway and its versioned copies. */
const fixedLookups = (api: ApiClient) => ({
  states: rememberedOnce(() => api.call(WizardRoutes.getStates, StatesResponse).map(({ data }) => data)),
  options: rememberedByKey((list: OptionList): ResultAsync<Choice[], DomainError> => api.call(OPTION_ROUTES[list], OptionsResponse).map(({ data }) => data)),
});

export const httpWizardGateway = (api: ApiClient, fixed = fixedLookups(api)): WizardGateway => ({
  // Review, agreement, billing, receipt, direct-continue and remote signing (docs/adr/0720).
  ...httpEnrollmentCompletionGateway(api),
  versioned: (link) => httpWizardGateway(api.versioned(link), fixed),
  formFields: (tempId, step) =>
    api.call(FIELD_ROUTES[step], FormFieldsResponse, { query: { enrollment_id: tempId } }).map(({ data }) => data.map(toFormField)),
  dependentFormFields: (tempId) =>
    api
      .call(WizardRoutes.getFormFieldsDependentPrimaryInfo, DependentFormFieldsResponse, { query: { enrollment_id: tempId } })
      .map(({ data }) => ({ fields: data.fields.map(toFormField), disclaimer: data.disclaimer })),
  options: fixed.options,
  states: fixed.states,
  groupInfo: (tempId) =>
    orNone(api.call(WizardRoutes.getGroupInfo, GroupInfoResponse, { query: { enrollment_id: tempId } })).map((answer) =>
      answer
        ? {
            name: answer.data.general_info.group_name,
            phone: answer.data.general_info.group_phone,
            ...answer.data.address_information,
          }
        : undefined,
    ),

  personal: (tempId) => section(api, tempId, 'primary_info', WirePersonalInfo, (p) => p),
  savePersonal: (tempId, input) =>
    api
      .call(WizardRoutes.savePersonalInfo, StepSavedResponse, { body: { enrollment_id: tempId, ...dropEmpty({ ...input }) } })
      .map(({ data }) => data.data ?? {}),
  showsEnrollerCode: (tempId) =>
    api.call(WizardRoutes.checkEnrollCode, CheckEnrollCodeResponse, { query: { enrollment_id: tempId } }).map(({ data }) => data.show_enroll_code),
  saveEnrollerCode: (tempId, code) =>
    api.call(WizardRoutes.saveEnrollerCode, StepSavedResponse, { body: { enrollment_id: tempId, enrollerCode: code } }).map(() => undefined),

  contact: (tempId) => section(api, tempId, 'contact_info', WireContactInfo, (c) => c),
  saveContact: (tempId, input) =>
    api
      .call(WizardRoutes.saveContactInfo, StepSavedResponse, { body: { enrollment_id: tempId, ...dropEmpty({ ...input }) } })
      .map(({ data }) => data.data ?? {}),
  checkMemberEmail: (email, tempId) =>
    api.call(WizardRoutes.validateMemberEmail, ValidationResponse, { body: dropEmpty({ email, enrollment_id: tempId }) }).map(() => undefined),
  checkEmailDeliverable: (email) => api.call(WizardRoutes.validateEmailNeverbounce, ValidationResponse, { body: { email } }).map(() => undefined),
  checkPhone: (phone, tempId) =>
    api.call(WizardRoutes.validatePhoneNumverify, ValidationResponse, { query: { phone, enrollment_id: tempId } }).map(() => undefined),

  employer: (tempId) =>
    section(api, tempId, 'employer_info', WireEmployerInfo, ({ holiday_policy, ...rest }) => ({ ...rest, holiday_policy: toHolidaySelection(holiday_policy) })),
  saveEmployer: (tempId, input: EmployerInfoInput) => {
    const { holiday_policy, ...fields } = input;
    return api
      .call(WizardRoutes.saveEmployerInfo, StepSavedResponse, {
        body: { enrollment_id: tempId, ...dropEmpty({ ...fields }), holiday_policy: holidayPolicyFlags(holiday_policy) },
      })
      .map(({ data }) => {
        const saved = decode(WireEmployerInfo, data.data);
        return saved.ok ? { ...saved.value, holiday_policy: toHolidaySelection(saved.value.holiday_policy) } : { ...fields, holiday_policy };
      });
  },

  beneficiaries: (tempId) =>
    section(api, tempId, 'benificiary_info', t.type({ beneficiaries: t.array(WireBeneficiary) }), (s) => s.beneficiaries.map(toBeneficiary)),
  existingBeneficiaries: (tempId) =>
    orNone(api.call(WizardRoutes.getBeneficiariesExistingUserEnrollment, BeneficiariesResponse, { query: { enrollment_id: tempId } })).map((answer) =>
      answer?.data.map(toBeneficiary),
    ),
  validateBeneficiary: (tempId, input) =>
    api
      .call(WizardRoutes.validateSingleBeneficiary, ValidateSingleBeneficiaryResponse, { body: { enrollment_id: tempId, ...wireBeneficiary(input) } })
      .map(({ data }) => ({ beneficiary: toBeneficiary(data.beneficiary), warnings: data.warnings })),
  saveBeneficiaries: (tempId, list) =>
    api
      .call(WizardRoutes.saveBeneficiaryInfo, SaveBeneficiaryInfoResponse, { body: { enrollment_id: tempId, beneficiaries: list.map(wireBeneficiary) } })
      .map(({ data }) => ({ beneficiaries: data.beneficiaries.map(toBeneficiary), warnings: data.warnings })),

  healthQuestions: (tempId, who) =>
    api
      .call(who === 'primary' ? WizardRoutes.getHealthQuestionsPrimaryHealthInfo : WizardRoutes.getHealthQuestionsDependentInfo, HealthInfoResponse, {
        query: { enrollment_id: tempId },
      })
      .map(({ data }) => ({
        conditionQuestions: data.condition_questions.map((q) => ({ questionId: q.question_id, text: q.question_text ?? '' })),
        ...(data.medication_question ? { medicationQuestion: { questionId: data.medication_question.question_id, text: data.medication_question.question_text ?? '' } } : {}),
      })),
  health: (tempId) => section(api, tempId, 'health_info', WireHealthInfo, toHealth),
  existingHealth: (tempId) =>
    orNone(api.call(WizardRoutes.getExistingPrimaryHealthInfo, HealthInfoResponse, { query: { enrollment_id: tempId } })).map((answer) =>
      answer ? toHealth(answer.data) : undefined,
    ),
  saveHealth: (tempId, input) =>
    api.call(WizardRoutes.savePrimaryHealthInfo, StepSavedResponse, { body: { enrollment_id: tempId, ...wireHealth(input) } }).map(() => undefined),

  dependents: (tempId) =>
    section(api, tempId, 'dependent_info', t.intersection([t.type({ dependents: t.array(WireDependent) }), t.partial({ spouse_answer: t.string })]), (s) => ({
      dependents: s.dependents.map(toDependent),
      ...(s.spouse_answer === 'yes' || s.spouse_answer === 'no' ? { spouseAnswer: s.spouse_answer } : {}),
    })),
  existingDependents: (tempId) =>
    orNone(api.call(WizardRoutes.getDependentsExistingUserEnrollment, DependentsResponse, { query: { enrollment_id: tempId } })).map((answer) =>
      answer?.data.map(toDependent),
    ),
  validateDependent: (tempId, dependent) =>
    api
      .call(WizardRoutes.validateSingleDependent, ValidateSingleDependentResponse, { body: { enrollment_id: tempId, ...wireDependent(dependent) } })
      .map(({ data }) => toDependent(data.dependent)),
  saveDependents: (tempId, dependents, spouseAnswer, { temporary }) =>
    api
      .call(temporary ? WizardRoutes.saveDependentInfoToTemp : WizardRoutes.saveDependentInfo, SaveDependentInfoResponse, {
        body: { enrollment_id: tempId, dependents: dependents.map(wireDependent), ...dropEmpty({ spouse_answer: spouseAnswer }) },
      })
      .map(({ data }) => ({
        dependents: data.dependents.map(toDependent),
        ...(data.spouse_answer === 'yes' || data.spouse_answer === 'no' ? { spouseAnswer: data.spouse_answer } : {}),
      })),
  deleteDependents: (tempId) => api.call(WizardRoutes.deleteDependentInIO, StepSavedResponse, { body: { enrollment_id: tempId } }).map(() => undefined),

  saveForLater: (tempId, request) =>
    api
      .call(SaveEnrollmentRoutes.saveEnrollment, SaveLaterResponse, {
        body: { enrollment_id: tempId, tab: request.tab, email: request.email, ...dropEmpty({ name: request.name }), ...(request.data !== undefined ? { data: request.data } : {}) },
      })
      .map(({ data }) => ({ savedTab: data.saved_tab, message: data.message })),
  continueEnrollment: (code, email) => api.call(WizardRoutes.continueEnrollment, ContinueEnrollmentResponse, { body: { code, email } }).map(({ data }) => toResumed(data)),
});

