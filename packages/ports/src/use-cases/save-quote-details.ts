import { errAsync, type ResultAsync } from 'neverthrow';
import { validateQuoteDetails, validationError, type DomainError, type QuoteDetailsAsks, type QuoteDetailsInput } from '@benefit-store/domain';
import type { FilterGateway, FilterSaved } from '../driven/filter-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';

/**
 * The plan page's Annual Income modal (annual income and working hours; `asks` names the one its banner
 * needs) and Tobacco Usage modal ('Do you smoke?', Yes or No): the answers go to change-filter-info alone,
 * and the page prices the plan again. Field errors: annual_incode, working_hours.
 */
export const saveQuoteDetails =
  (deps: { readonly filters: FilterGateway; readonly session: SessionStore }) =>
  (input: QuoteDetailsInput, asks: QuoteDetailsAsks = {}): ResultAsync<FilterSaved, DomainError> => {
    const checked = validateQuoteDetails(input, asks);
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return withQuote(deps.session, (tempId) => deps.filters.changeDetails(tempId, checked.value));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveQuoteDetails: ReturnType<typeof saveQuoteDetails>;
  }
}
