import type { ResultAsync } from 'neverthrow';
import type { DomainError, EnrollmentContext, QuoteDetails, QuoteFilter, QuoteFilterInput } from '@benefit-store/domain';
import type { CartNoticeView } from '../shopping/shopping-types.ts';

export interface FilterSaved {
  readonly tempId: string;
  /** The state the server derived from the ZIP code. */
  readonly state?: string;
  /** What the change did to the cart: lines taken out or repriced for the new quote (docs/adr/0613). */
  readonly cartChanges?: readonly CartNoticeView[];
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
  /**
   * change-filter-info with the basic fields and, when given, the quote's extra answers in the same call: one change
   * of the quote, so the cart follows it once (docs/adr/0613).
   */
  update(
    tempId: string,
    filter: QuoteFilter,
    context: EnrollmentContext,
    details?: QuoteDetails & { readonly category?: string },
  ): ResultAsync<FilterSaved, DomainError>;
  /**
   * change-filter-info with the quote's extra answers only (annual income, working hours, the tobacco answer,
   * the premier category); what is not given keeps its stored value.
   */
  changeDetails(tempId: string, details: QuoteDetails & { readonly category?: string }): ResultAsync<FilterSaved, DomainError>;
}
