import { errAsync, type ResultAsync } from 'neverthrow';
import { Messages, validationError, type DomainError } from '@benefit-store/domain';
import type { OutboxMail, OutboxReader } from '../driven/outbox-reader.ts';

export interface ShowOutboxMailDeps {
  readonly outbox: OutboxReader;
}

/** One queued e-mail with its text and HTML, by the id the mailbox lists. */
export const showOutboxMail =
  ({ outbox }: ShowOutboxMailDeps) =>
  (id: string): ResultAsync<OutboxMail, DomainError> => {
    const trimmed = id.trim();
    if (trimmed === '') return errAsync(validationError({ id: Messages.fieldRequired }));
    return outbox.show(trimmed);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ShowOutboxMail: ReturnType<typeof showOutboxMail>;
  }
}
