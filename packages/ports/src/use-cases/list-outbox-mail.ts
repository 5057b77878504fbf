import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { OutboxMailSummary, OutboxReader } from '../driven/outbox-reader.ts';

export interface ListOutboxMailDeps {
  readonly outbox: OutboxReader;
}

/** The development mailbox: what the server has queued to send, newest first. */
export const listOutboxMail =
  ({ outbox }: ListOutboxMailDeps) =>
  (): ResultAsync<readonly OutboxMailSummary[], DomainError> =>
    outbox.list();

declare module '../use-case-registry.ts' {
  interface UseCases {
    ListOutboxMail: ReturnType<typeof listOutboxMail>;
  }
}
