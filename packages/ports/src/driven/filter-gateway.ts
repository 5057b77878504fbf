import type { ResultAsync } from 'neverthrow';
import type { DomainError, EnrollmentContext, QuoteDetails, QuoteFilter, QuoteFilterInput } from '@benefit-store/domain';

export interface FilterSaved {
  readonly tempId: string;
  /** The state the server derived from the ZIP code. */
  readonly state?: string;
}

/** Creates and updates the quote filter of a temporary enrollment. */
/** The filter as stored on the server, in the form's own terms. */
export interface StoredFilter extends QuoteFilterInput {
  readonly state?: string;
  /** Whole dollars a year, once given (the Annual Income modal or the filter form). */
  readonly annualIncome?: string;
  /** Hours a week, once given. */
  readonly workingHours?: string;
  // isSmoker (from QuoteFilterInput) is set only once the shopper answered the tobacco question.
}

export interface FilterGateway {
  /** The filter the temporary enrollment holds now. */
  current(tempId: string): ResultAsync<StoredFilter, DomainError>;
  create(filter: QuoteFilter, context: EnrollmentContext): ResultAsync<FilterSaved, DomainError>;
  update(tempId: string, filter: QuoteFilter, context: EnrollmentContext): ResultAsync<FilterSaved, DomainError>;
  /**
   * change-filter-info with the quote's extra answers only (annual income, working hours, the tobacco answer,
   * the premier category); what is not given keeps its stored value.
   */
  changeDetails(tempId: string, details: QuoteDetails & { readonly category?: string }): ResultAsync<FilterSaved, DomainError>;
}
