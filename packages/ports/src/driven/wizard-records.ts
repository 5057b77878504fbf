import type {
  BeneficiaryInput,
  ContactInfoInput,
  DependentInput,
  EmployerInfoInput,
  HealthInput,
  PersonalInfoInput,
  Tier,
} from '@benefit-store/domain';

/** The records the wizard's gateways speak in: fields, options, saved sections and a resumed enrollment. */

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
  readonly tier?: Tier;
  readonly state?: string;
  readonly effectiveDate?: string;
  readonly userId?: string;
  readonly referral?: string;
}
