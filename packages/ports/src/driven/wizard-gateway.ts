import type { ResultAsync } from 'neverthrow';
import type { ContactInfoInput, DomainError, EmployerInfoInput, HealthInput, PersonalInfoInput } from '@benefit-store/domain';
import type { EnrollmentCompletionGateway } from './enrollment-completion-gateway.ts';
import type { VersionLink } from './enrollment-version.ts';
import type {
  BeneficiaryInputWithId,
  BeneficiaryWarning,
  Choice,
  DependentDraft,
  DependentFormFields,
  FieldStep,
  FormField,
  GroupDefaults,
  HealthQuestionnaire,
  OptionList,
  ResumedEnrollment,
  SaveLaterTab,
  SavedContact,
  SavedDependents,
  SavedEmployer,
  SavedPersonal,
  SavedSection,
  StateChoice,
  StoredBeneficiary,
  StoredDependent,
} from './wizard-records.ts';

export type * from './wizard-records.ts';

/**
 * What the enrollment wizard's steps personal to dependents need from the Benefit Store (doc 002):
 * field definitions, option lists, each step's saved section, the saves themselves, the server-side
 * checks, Save & Continue Later and continue-enrollment. SSNs come back masked (xxx-xx-1234); sending a
 * masked value back unchanged keeps the stored number.
 */

export interface WizardGateway extends EnrollmentCompletionGateway {
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
