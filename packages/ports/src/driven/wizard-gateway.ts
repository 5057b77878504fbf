import type { ResultAsync } from 'neverthrow';
import type {
  BeneficiaryInput,
  ContactInfoInput,
  DependentInput,
  DomainError,
  EmployerInfoInput,
  HealthInput,
  PersonalInfoInput,
} from '@benefit-store/domain';
import type { VersionLink } from './enrollment-version.ts';
import type { WizardFinishGateway } from './wizard-finish-gateway.ts';

/**
 * What the enrollment wizard's steps personal to dependents need from the Benefit Store (doc 002):
 * field definitions, option lists, each step's saved section, the saves themselves, the server-side
 * checks, Save & Continue Later and continue-enrollment. SSNs come back masked (xxx-xx-1234); sending a
 * masked value back unchanged keeps the stored number.
 */

/** One field of a step: only required fields are shown; read-only ones are displayed, not typed. */
export interface FormField {
  readonly name: string;
  readonly value?: string;
  readonly required: boolean;
  readonly readOnly: boolean;
}

export interface Choice {
  readonly id: string;
  readonly name: string;
}

export interface StateChoice {
  readonly name: string;
  readonly abbrev: string;
}

export type OptionList =
  | 'ethnic-categories'
  | 'average-work-week'
  | 'employment-status'
  | 'compensation-types'
  | 'vacation-policies'
  | 'bargaining-units'
  | 'holiday-policies'
  | 'beneficiary-relationships';

export type FieldStep = 'personal' | 'contact' | 'employer' | 'beneficiary';

export interface GroupDefaults {
  readonly name: string;
  readonly phone: string;
  readonly address1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** A step's section as saved: 'saved' through the step's Next, 'draft' by Save & Continue Later. */
export interface SavedSection<T> {
  readonly status: 'saved' | 'draft';
  readonly data: T;
}

export type SavedPersonal = Partial<PersonalInfoInput> & { readonly gender?: string; readonly birthdate?: string };
export type SavedContact = Partial<ContactInfoInput> & { readonly state?: string; readonly zip?: string };
export type SavedEmployer = Partial<Omit<EmployerInfoInput, 'holiday_policy'>> & { readonly holiday_policy?: EmployerInfoInput['holiday_policy'] };

export interface StoredBeneficiary extends BeneficiaryInput {
  readonly beneficiaryId: string;
}

export interface BeneficiaryInputWithId extends BeneficiaryInput {
  /** Set when editing a beneficiary already saved (or prefilled from the member on file). */
  readonly beneficiaryId?: string;
  /** Restored from this window's draft without the SSN typed for it (never kept in the browser): to be entered again. */
  readonly ssnToReenter?: boolean;
}

/** Guardrails beyond the spec: shown, never blocking. */
export interface BeneficiaryWarning {
  readonly code: string;
  readonly message: string;
}

export interface DependentDraft {
  readonly dependentId?: string;
  readonly primary: DependentInput;
  readonly health?: HealthInput;
}

export interface StoredDependent {
  readonly dependentId: string;
  readonly primary: DependentInput;
  readonly health?: HealthInput;
}

export interface SavedDependents {
  readonly dependents: readonly StoredDependent[];
  readonly spouseAnswer?: 'yes' | 'no';
}

export interface HealthQuestion {
  readonly questionId: string;
  readonly text: string;
}

export interface HealthQuestionnaire {
  readonly conditionQuestions: readonly HealthQuestion[];
  readonly medicationQuestion?: HealthQuestion;
}

export interface DependentFormFields {
  readonly fields: readonly FormField[];
  readonly disclaimer: string;
}

/** The tabs Save & Continue Later accepts, spelled as the wire spells them (review, agreement, billing: docs/adr/0720). */
export type SaveLaterTab =
  | 'primary_info'
  | 'contact_info'
  | 'employer_info'
  | 'benificiary_info'
  | 'health_info'
  | 'dependent_info'
  | 'review_info'
  | 'aggrement_info'
  | 'payment_info';

export interface ResumedEnrollment {
  readonly enrollmentId: string;
  readonly savedTab: string;
  readonly groupId?: string;
  readonly portalId?: string;
  readonly agentId?: string;
  readonly openType?: string;
  /** new-user means a new member. */
  readonly type?: string;
  readonly eprocess?: string;
  /** What the later steps read from storage (docs/adr/0720): the quote's tier and state, the effective date, the member, the referral. */
  readonly tier?: string;
  readonly state?: string;
  readonly effectiveDate?: string;
  readonly userId?: string;
  readonly referral?: string;
}

export interface WizardGateway extends WizardFinishGateway {
  /** The same gateway for one screen's reads or one of its changes (docs/adr/0712: the enrollment's version). */
  versioned(link: VersionLink): WizardGateway;
  formFields(tempId: string, step: FieldStep): ResultAsync<FormField[], DomainError>;
  dependentFormFields(tempId: string): ResultAsync<DependentFormFields, DomainError>;
  options(list: OptionList): ResultAsync<Choice[], DomainError>;
  states(): ResultAsync<StateChoice[], DomainError>;
  /** The group's defaults, or undefined when the enrollment is not a group's. */
  groupInfo(tempId: string): ResultAsync<GroupDefaults | undefined, DomainError>;

  personal(tempId: string): ResultAsync<SavedSection<SavedPersonal> | undefined, DomainError>;
  savePersonal(tempId: string, input: PersonalInfoInput): ResultAsync<SavedPersonal, DomainError>;
  /** Whether the benefit service says to show 'Enter Enroller Code'. */
  showsEnrollerCode(tempId: string): ResultAsync<boolean, DomainError>;
  saveEnrollerCode(tempId: string, code: string): ResultAsync<void, DomainError>;

  contact(tempId: string): ResultAsync<SavedSection<SavedContact> | undefined, DomainError>;
  saveContact(tempId: string, input: ContactInfoInput): ResultAsync<SavedContact, DomainError>;
  /** validate-member-email: format and that no other member uses it. */
  checkMemberEmail(email: string, tempId?: string): ResultAsync<void, DomainError>;
  /** validate-email-neverbounce: deliverable format. */
  checkEmailDeliverable(email: string): ResultAsync<void, DomainError>;
  /** validate-phone-numverify: ten digits, and no other member's. */
  checkPhone(phone: string, tempId?: string): ResultAsync<void, DomainError>;

  employer(tempId: string): ResultAsync<SavedSection<SavedEmployer> | undefined, DomainError>;
  saveEmployer(tempId: string, input: EmployerInfoInput): ResultAsync<SavedEmployer, DomainError>;

  beneficiaries(tempId: string): ResultAsync<SavedSection<StoredBeneficiary[]> | undefined, DomainError>;
  /** The member on file's beneficiaries (existing users), or undefined. */
  existingBeneficiaries(tempId: string): ResultAsync<StoredBeneficiary[] | undefined, DomainError>;
  validateBeneficiary(tempId: string, input: BeneficiaryInputWithId): ResultAsync<{ beneficiary: StoredBeneficiary; warnings: BeneficiaryWarning[] }, DomainError>;
  saveBeneficiaries(
    tempId: string,
    list: readonly BeneficiaryInputWithId[],
  ): ResultAsync<{ beneficiaries: StoredBeneficiary[]; warnings: BeneficiaryWarning[] }, DomainError>;

  healthQuestions(tempId: string, who: 'primary' | 'dependent'): ResultAsync<HealthQuestionnaire, DomainError>;
  health(tempId: string): ResultAsync<SavedSection<HealthInput> | undefined, DomainError>;
  /** The member on file's health answers (existing users), or undefined. */
  existingHealth(tempId: string): ResultAsync<HealthInput | undefined, DomainError>;
  saveHealth(tempId: string, input: HealthInput): ResultAsync<void, DomainError>;

  dependents(tempId: string): ResultAsync<SavedSection<SavedDependents> | undefined, DomainError>;
  existingDependents(tempId: string): ResultAsync<StoredDependent[] | undefined, DomainError>;
  validateDependent(tempId: string, dependent: DependentDraft): ResultAsync<StoredDependent, DomainError>;
  /** `temporary`: an add, edit or delete kept as it stands (save-dependent-info-to-temp); otherwise the step's Next. */
  saveDependents(
    tempId: string,
    dependents: readonly DependentDraft[],
    spouseAnswer: 'yes' | 'no' | undefined,
    options: { readonly temporary: boolean },
  ): ResultAsync<SavedDependents, DomainError>;
  deleteDependents(tempId: string): ResultAsync<void, DomainError>;

  saveForLater(
    tempId: string,
    request: { readonly tab: SaveLaterTab; readonly email: string; readonly data?: unknown; readonly name?: string },
  ): ResultAsync<{ readonly savedTab: string; readonly message: string }, DomainError>;
  continueEnrollment(code: string, email: string): ResultAsync<ResumedEnrollment, DomainError>;
}
