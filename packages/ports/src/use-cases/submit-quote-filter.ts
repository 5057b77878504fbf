import { errAsync, type ResultAsync } from 'neverthrow';
import {
  landingAfterQuote,
  isEnrollType,
  isEprocess,
  isOpenType,
  validateQuoteFilter,
  validationError,
  type DomainError,
  type EnrollmentContext,
  type QuoteFilterInput,
} from '@benefit-store/domain';
import type { Clock } from '../driven/clock.ts';
import type { FilterGateway, FilterSaved } from '../driven/filter-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';

export interface SubmitQuoteFilterDeps {
  readonly filters: FilterGateway;
  readonly session: SessionStore;
  readonly clock: Clock;
}

/** The enrollment context kept in the session store, with applicant as the default. */
export const storedContext = (session: SessionStore): EnrollmentContext => {
  const eprocess = session.signIn.get('eprocess');
  const openType = session.site.get('openType');
  const enrollType = session.enrollment.get('enrollType');
  return {
    eprocess: isEprocess(eprocess) ? eprocess : 'applicant',
    ...(isOpenType(openType) ? { openType } : {}),
    enrollType: isEnrollType(enrollType) ? enrollType : 'new-member',
    ...optional('agentId', session.site.get('agentId')),
    ...optional('groupId', session.site.get('groupId')),
    ...optional('portalId', session.site.get('portalId')),
  };
};

const optional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> => {
  const entry: Partial<Record<K, string>> = {};
  if (value) entry[key] = value;
  return entry;
};

/** A saved quote filter, and the page the quote lands on (docs/adr/0615). */
export interface QuoteSubmitted extends FilterSaved {
  readonly next: string;
}

/**
 * The Get Started / quote filter form's submit: validate, then create the temporary enrollment
 * (no tempId yet) or update it, and remember its id, tier and state for the next screens. The quote lands where
 * the visitor was browsing before it (a category's plans, a plan), else on /plans.
 */
export const submitQuoteFilter =
  ({ filters, session, clock }: SubmitQuoteFilterDeps) =>
  (input: QuoteFilterInput): ResultAsync<QuoteSubmitted, DomainError> => {
    const checked = validateQuoteFilter(input, clock.today());
    if (checked.isErr()) return errAsync(validationError(checked.error));
    const filter = checked.value;
    const context = storedContext(session);
    const tempId = session.quote.get('tempId');
    // A tempId the server no longer knows (expired, or another browser's) starts a fresh quote.
    const saved = tempId
      ? filters.update(tempId, filter, context).orElse((error) =>
          error.kind === 'not-found' ? filters.create(filter, context) : errAsync(error),
        )
      : filters.create(filter, context);
    return saved.map((result) => {
      session.quote.set('tempId', result.tempId);
      session.enrollment.set('tier', filter.tier);
      if (result.state) session.enrollment.set('state', result.state);
      session.quote.set('isFilterDataSubmitted', 'true');
      const next = landingAfterQuote(session.planList.get('menuSelectedItem'));
      session.planList.remove('menuSelectedItem');
      return { ...result, next };
    });
  };
