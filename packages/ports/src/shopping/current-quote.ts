import { errAsync, type ResultAsync } from 'neverthrow';
import { notFound, type DomainError } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';
import { NO_QUOTE_YET } from '../use-cases/browse-plans.ts';

/**
 * Runs `then` with the current quote's id (tempId); without a quote the answer is not-found NO_QUOTE_YET
 * (the screen shows the filter form). A quote the server no longer knows is forgotten, so the next submit
 * starts a new one.
 */
export const withQuote = <A>(session: SessionStore, then: (tempId: string) => ResultAsync<A, DomainError>): ResultAsync<A, DomainError> => {
  const tempId = session.quote.get('tempId');
  if (!tempId) return errAsync(notFound(NO_QUOTE_YET));
  return then(tempId).mapErr((error) => {
    if (error.kind === 'not-found' && error.message !== NO_QUOTE_YET) {
      // Only a missing enrollment is forgotten; a missing plan is the plan's business.
      if (/enrollment/i.test(error.message)) session.quote.remove('tempId');
    }
    return error;
  });
};
