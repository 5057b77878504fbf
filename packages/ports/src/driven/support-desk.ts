import type { ResultAsync } from 'neverthrow';
import type { DomainError, FieldErrors } from '@benefit-store/domain';

/** A refused command of an enrollment's journal. */
export interface JournaledRefusal {
  readonly type: string;
  readonly at: string;
  readonly fields: FieldErrors;
}

/** An enrollment started and not finished; times are ISO 8601. */
export interface StuckEnrollment {
  readonly enrollmentId: string;
  readonly status: string;
  readonly startedAt: string;
  readonly lastActivityAt: string;
  /** The last step that went through: a wizard tab, or a command type when it saves no tab. */
  readonly lastStep?: string;
  readonly lastStepAt?: string;
  readonly lastRefusal?: JournaledRefusal;
}

/** A confirmed enrollment a carrier rejected, with the carrier's codes (docs/adr/0803-carrier-files.md). */
export interface CarrierRejection {
  readonly enrollmentId: string;
  readonly carrier: string;
  readonly fileName: string;
  readonly errors: readonly string[];
  readonly answeredAt: string;
}

export interface StuckList {
  readonly olderThanMinutes: number;
  readonly enrollments: readonly StuckEnrollment[];
  readonly carrierRejections: readonly CarrierRejection[];
}

/** Where an enrollment stands with a carrier: sent in a file, then accepted or rejected by its 999. */
export interface CarrierStanding {
  readonly carrier: string;
  readonly fileName: string;
  readonly controlNumber: number;
  readonly sentAt: string;
  readonly status: 'sent' | 'accepted' | 'rejected';
  readonly errors: readonly string[];
}

export type SupportTabState = 'saved' | 'missing' | 'invalid' | 'not-required';

export interface JournalLine {
  readonly at: string;
  readonly actor: string;
  readonly type: string;
  readonly outcome: string;
  readonly payload: unknown;
  readonly fields: FieldErrors;
}

/** An agreement as it was accepted: its version, the language read, the hash the consent record names, the words. */
export interface AcceptedAgreement {
  readonly key: string;
  readonly version: number;
  readonly language: string;
  readonly hash: string;
  readonly head: string;
  readonly body: string;
}

/** An enrollment as support sees it; personal data masked by the server. */
export interface EnrollmentInspection {
  readonly enrollmentId: string;
  readonly status: string;
  /** The enrollment's version when it was read (docs/adr/0712): a replay based on it is refused if it moved on since. */
  readonly version: number;
  readonly finished: boolean;
  readonly startedAt: string;
  readonly updatedAt: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly filter: Readonly<Record<string, unknown>>;
  readonly cart: readonly unknown[];
  readonly effectiveDate?: string;
  readonly tabs: readonly { readonly tab: string; readonly required: boolean; readonly state: SupportTabState; readonly saved: boolean }[];
  readonly sections: Readonly<Record<string, unknown>>;
  /** The agreements accepted, in the exact words (and language) accepted: what the consent records' hashes name. */
  readonly agreements: readonly AcceptedAgreement[];
  readonly reasons: readonly { readonly code: string; readonly tab?: string; readonly message: string }[];
  readonly carriers: readonly CarrierStanding[];
  readonly journal: readonly JournalLine[];
}

export interface ReplayStep {
  readonly type: string;
  readonly tab?: string;
  readonly outcome: 'applied' | 'would-apply' | 'refused' | 'kept' | 'needs-owner';
  readonly fields: FieldErrors;
  readonly note?: string;
}

export interface ReplayReport {
  readonly enrollmentId: string;
  readonly dryRun: boolean;
  readonly finished: boolean;
  readonly steps: readonly ReplayStep[];
  readonly stoppedAt?: string;
}

export interface ReplayRequest {
  readonly from?: string;
  readonly dryRun: boolean;
  /** The version of the enrollment the replay is based on (what support read, docs/adr/0712). */
  readonly basedOn?: number;
}

/** The server's support endpoints, called with a support staff member's personal token. */
/** A new resume code sent by support (docs/adr/0720): where it went (masked), which step it opens, until when. */
export interface ResentCode {
  readonly enrollmentId: string;
  readonly sentTo: string;
  readonly savedTab: string;
  readonly expiresAt: string;
}

export interface SupportDesk {
  stuck(olderThanMinutes: number | undefined): ResultAsync<StuckList, DomainError>;
  inspect(enrollmentId: string): ResultAsync<EnrollmentInspection, DomainError>;
  replay(enrollmentId: string, request: ReplayRequest): ResultAsync<ReplayReport, DomainError>;
  /** A new resume code for the enrollment, mailed to `email`; the earlier ones are revoked. */
  resendCode(enrollmentId: string, email: string): ResultAsync<ResentCode, DomainError>;
}
