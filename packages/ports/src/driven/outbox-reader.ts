import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';

export type OutboxMailKind = 'quote' | 'resume-code' | 'receipt' | 'invoice' | 'signing-link' | 'invite';
export type OutboxMailStatus = 'pending' | 'sent' | 'failed';

/** One queued e-mail as the development tools show it; times are ISO 8601 strings. */
export interface OutboxMailSummary {
  readonly id: string;
  readonly kind: OutboxMailKind;
  readonly to: string;
  readonly subject: string;
  readonly status: OutboxMailStatus;
  readonly attempts: number;
  readonly enrollmentId?: string;
  readonly createdAt: string;
  readonly nextAttemptAt?: string;
  readonly sentAt?: string;
  readonly lastError?: string;
}

export interface OutboxMail extends OutboxMailSummary {
  readonly text: string;
  readonly html: string;
}

/** The server's mail outbox, read-only (a development server's dev endpoints; a production one has none). */
export interface OutboxReader {
  /** The newest messages first. */
  list(): ResultAsync<readonly OutboxMailSummary[], DomainError>;
  /** One message with its bodies; not-found for an unknown id. */
  show(id: string): ResultAsync<OutboxMail, DomainError>;
}
