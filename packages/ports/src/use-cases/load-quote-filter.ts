import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { FilterGateway, StoredFilter } from '../driven/filter-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';

export interface LoadQuoteFilterDeps {
  readonly filters: FilterGateway;
  readonly session: SessionStore;
}

/**
 * The quote filter in force, for the plans page's summary and for pre-filling the form on Edit.
 * No quote yet is not an error: it answers undefined.
 */
export const loadQuoteFilter =
  ({ filters, session }: LoadQuoteFilterDeps) =>
  (): ResultAsync<StoredFilter | undefined, DomainError> => {
    const tempId = session.quote.get('tempId');
    return tempId ? filters.current(tempId) : okAsync(undefined);
  };
