import type { ResultAsync } from 'neverthrow';
import type { CardInput, Cents, DomainError, EftInput, PaymentMethod, SentToCarrier, SignerMode, TabName } from '@benefit-store/domain';
import type { FormField, ResumedEnrollment, SavedSection } from './wizard-records.ts';

/**
 * What the wizard's second part needs from the Benefit Store (doc 002: Review & Confirmation, Agreement &
 * Signature, Billing Information, the receipt, direct-continue; docs/adr/0720: remote signing). Part of the
 * WizardGateway. Account and card numbers always come back masked; a security code never comes back.
 */

/** A step's section as review shows it: its data as the server answers it (numbers masked) and its status. */
export interface SectionView {
  readonly status: 'saved' | 'draft';
  readonly data: Readonly<Record<string, unknown>>;
}

export interface ReviewPlan {
  readonly planId: string;
  readonly name: string;
  readonly price: Cents;
}

/** Everything Review & Confirmation shows, in one read. */
export interface ReviewSummary {
  /** The required steps, in wizard order. */
  readonly tabs: readonly TabName[];
  readonly sections: Readonly<Partial<Record<TabName, SectionView>>>;
  readonly plans: readonly ReviewPlan[];
  /** First Month Total Cost and Recurring Monthly Cost. */
  readonly firstMonth: Cents;
  readonly recurring: Cents;
  readonly additionalNotes: string;
  readonly finished: boolean;
  readonly policyId?: string;
  readonly effectiveDate?: string;
}

export interface AgreementText {
  readonly key: string;
  readonly version: number;
  /** The exact words' hash: what a signature accepts and the consent record names. */
  readonly hash: string;
  readonly head: string;
  readonly body: string;
  /** The language of these words (`en`, `es`): the visitor's where the agreement has a wording in it, else English. */
  readonly language?: string;
  readonly required: boolean;
  readonly checked: boolean;
}

export interface AgreementForm {
  readonly fields: readonly FormField[];
  readonly signerMode: SignerMode;
}

/** What Agreement & Signature sends: the hashes of the agreements checked, and the verification the signer gives. */
export interface AgreementSubmission {
  readonly acceptedTexts: readonly string[];
  readonly answer?: string;
  readonly userName?: string;
  readonly agentCode?: string;
  readonly groupCode?: string;
  /** The signature canvas as a PNG data URL (signature mode). */
  readonly signature?: string;
  readonly questionId?: string;
  readonly question?: string;
  readonly date?: string;
  readonly agentName?: string;
  readonly groupName?: string;
}

export interface SignedAgreement {
  readonly signerMode: string;
  readonly signerRole: string;
  readonly signedAt: string;
  readonly accepted: readonly string[];
  /** The newest record of the enrollment's consent chain. */
  readonly consentHash: string;
}

/** payment_info as the server shows it (wire field names; numbers masked). */
export type BillingView = Readonly<Record<string, string>>;

export interface ExistingBank {
  readonly bankId: string;
  readonly accountName: string;
  readonly bankName: string;
  /** Masked: xxxxx1234. */
  readonly accountNumber: string;
  readonly routingNumber: string;
  readonly accountType: string;
  readonly accountHolderType: string;
}

export interface ExistingCard {
  readonly cardId: string;
  readonly nameOnCard: string;
  /** Masked: xxxxxx1111. */
  readonly cardNumber: string;
  readonly brand: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
}

/** A billing save with new details: group billing (no details), EFT, or a card. */
export type NewBilling =
  | { readonly method: 'list' | 'elist' | 'stmt'; readonly billDate?: string }
  | { readonly method: 'eft'; readonly eft: EftInput }
  | { readonly method: 'cc'; readonly card: CardInput; readonly billDate?: string };

/** A billing save with details on file (save-billing-info-existing). */
export type ExistingBilling =
  | { readonly method: 'cc'; readonly cardId: string; readonly billDate?: string }
  | {
      readonly method: 'eft';
      readonly bankId: string;
      readonly accountType: string;
      readonly accountHolderType: string;
      readonly accountName?: string;
      readonly bankName?: string;
      readonly routingNumber?: string;
      readonly billDate?: string;
    };

export interface BillingText {
  readonly text: string;
  readonly statementDescriptor: string;
}

export interface Receipt {
  /** The confirmation number. */
  readonly policyId: string;
  readonly name: string;
  /** Whether the first payment's invoice is to be generated. */
  readonly callInvoice: boolean;
  readonly effectiveDate?: string;
  readonly email?: string;
  /** Every address the 'Enrollment Receipt' was sent to, the member's first, then any copy (docs/adr/0712). */
  readonly sentTo?: readonly string[];
  /** The enrollment confirmed (the receipt reopened after a refresh names it; docs/adr/0712). */
  readonly enrollmentId?: string;
  /** The carriers the enrollment was sent to, and when (MM/DD/YYYY): docs/adr/0803. */
  readonly carriers?: readonly SentToCarrier[];
}

/** Which required steps are complete, in wizard order, and the first one that is not (review once all are). */
export interface WizardProgress {
  readonly tabs: readonly { readonly tab: TabName; readonly complete: boolean }[];
  readonly firstOpen: TabName;
}

export interface Invoice {
  readonly invoiceId: string;
  readonly policyId: string;
  readonly amount: Cents;
  readonly dueDate: string;
  readonly paymentMethod: string;
  readonly status: string;
}

export type SigningState = 'none' | 'sent' | 'opened' | 'signed' | 'completed' | 'expired' | 'revoked';

/** What the rep sees of the signing link they sent; times are ISO 8601. */
export interface SigningStatus {
  readonly state: SigningState;
  readonly sentTo?: string;
  readonly sentAt?: string;
  readonly expiresAt?: string;
  readonly openedAt?: string;
  readonly signedAt?: string;
  readonly completedAt?: string;
  readonly policyId?: string;
}

export interface SigningSession {
  readonly name: string;
  readonly expiresAt: string;
  /** The steps the link opens: review and agreement. */
  readonly steps: readonly TabName[];
}

/** The site a signing link belongs to, as its page shows it (docs/adr/0701). */
export interface SigningSite {
  readonly name: string;
  /** The logo's address on the storefront; '' when the site has none. */
  readonly logo: string;
  readonly brandColor: string;
}

export interface SigningReview {
  readonly review: ReviewSummary;
  readonly texts: readonly AgreementText[];
  readonly form: AgreementForm;
}

export interface EnrollmentCompletionGateway {
  /** check-tab-required: whether the enrollment needs the tab. */
  tabRequired(tempId: string, tab: TabName): ResultAsync<boolean, DomainError>;
  /** get-wizard-progress: which required steps are complete (docs/adr/0712). */
  progress(tempId: string): ResultAsync<WizardProgress, DomainError>;

  reviewSummary(tempId: string): ResultAsync<ReviewSummary, DomainError>;
  /** save-review-info (first_enroll 1): confirms the enrollment. */
  saveReview(tempId: string, additionalNotes: string): ResultAsync<Receipt, DomainError>;

  agreementTexts(tempId: string): ResultAsync<AgreementText[], DomainError>;
  agreementForm(tempId: string): ResultAsync<AgreementForm, DomainError>;
  saveAgreement(tempId: string, submission: AgreementSubmission): ResultAsync<SignedAgreement, DomainError>;

  billing(tempId: string): ResultAsync<SavedSection<BillingView> | undefined, DomainError>;
  billingFields(tempId: string): ResultAsync<FormField[], DomainError>;
  billDates(tempId: string): ResultAsync<number[], DomainError>;
  paymentMethod(tempId: string): ResultAsync<PaymentMethod, DomainError>;
  /** An existing member's accounts and cards on file (empty when none). */
  existingBanks(tempId: string): ResultAsync<ExistingBank[], DomainError>;
  existingCards(tempId: string): ResultAsync<ExistingCard[], DomainError>;
  /** routing-number-bank-lookup: the bank's name, or a validation error under routing_number. */
  lookUpRoutingNumber(routingNumber: string): ResultAsync<string, DomainError>;
  saveBilling(tempId: string, billing: NewBilling): ResultAsync<BillingView, DomainError>;
  saveExistingBilling(tempId: string, billing: ExistingBilling): ResultAsync<BillingView, DomainError>;
  billingText(tempId: string): ResultAsync<BillingText, DomainError>;

  /** get-receipt; with no enrollment id, the one this session confirmed last (a refreshed receipt page). */
  receipt(tempId: string | undefined): ResultAsync<Receipt, DomainError>;
  /** autoInvoiceGeneration: the first payment's invoice; undefined for group billing. */
  generateInvoice(tempId: string, policyId: string, effectiveDate?: string): ResultAsync<Invoice | undefined, DomainError>;

  /** direct-continue/{id}: the enrollment's context again, for a caller who already holds it. */
  directContinue(encodedId: string): ResultAsync<ResumedEnrollment, DomainError>;

  sendSigningLink(tempId: string, email: string, name?: string): ResultAsync<{ readonly sentTo: string; readonly expiresAt: string }, DomainError>;
  signingStatus(tempId: string): ResultAsync<SigningStatus, DomainError>;
  /** The rep's (or group's) site the link belongs to; not-found for a link that is not ours. */
  signingSite(token: string): ResultAsync<SigningSite, DomainError>;
  openSigningLink(token: string, birthdate: string): ResultAsync<SigningSession, DomainError>;
  signingReview(token: string): ResultAsync<SigningReview, DomainError>;
  signRemotely(token: string, submission: AgreementSubmission): ResultAsync<SignedAgreement, DomainError>;
  confirmRemotely(token: string, additionalNotes: string): ResultAsync<Receipt, DomainError>;
}
