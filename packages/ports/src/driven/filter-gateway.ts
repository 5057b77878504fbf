import type { ResultAsync } from 'neverthrow';
import type { DomainError, EnrollmentContext, QuoteFilter, QuoteFilterInput } from '@benefit-store/domain';

export interface FilterSaved {
  readonly tempId: string;
  /** The state the server derived from the ZIP code. */
  readonly state?: string;
}

/** Creates and updates the quote filter of a temporary enrollment. */
/** The filter as stored on the server, in the form's own terms. */
export interface StoredFilter extends QuoteFilterInput {
  readonly state?: string;
}

export interface FilterGateway {
  /** The filter the temporary enrollment holds now. */
  current(tempId: string): ResultAsync<StoredFilter, DomainError>;
  create(filter: QuoteFilter, context: EnrollmentContext): ResultAsync<FilterSaved, DomainError>;
  update(tempId: string, filter: QuoteFilter, context: EnrollmentContext): ResultAsync<FilterSaved, DomainError>;
}
