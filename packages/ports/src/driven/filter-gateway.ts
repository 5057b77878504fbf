import type { ResultAsync } from 'neverthrow';
import type { DomainError, EnrollmentContext, QuoteFilter } from '@benefit-store/domain';

export interface FilterSaved {
  readonly tempId: string;
  /** The state the server derived from the ZIP code. */
  readonly state?: string;
}

/** Creates and updates the quote filter of a temporary enrollment. */
export interface FilterGateway {
  create(filter: QuoteFilter, context: EnrollmentContext): ResultAsync<FilterSaved, DomainError>;
  update(tempId: string, filter: QuoteFilter, context: EnrollmentContext): ResultAsync<FilterSaved, DomainError>;
}
