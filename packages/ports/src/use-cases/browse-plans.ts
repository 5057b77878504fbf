import { errAsync, type ResultAsync } from 'neverthrow';
import { groupPlansByCategory, notFound, type DomainError, type PlanSection } from '@benefit-store/domain';
import type { PlanCatalog } from '../driven/plan-catalog.ts';
import type { SessionStore } from '../driven/session-store.ts';

export interface BrowsePlansDeps {
  readonly plans: PlanCatalog;
  readonly session: SessionStore;
}

/** Thrown-free signal that there is no quote yet: the visitor must fill the filter form first. */
export const NO_QUOTE_YET = 'no-quote-yet';

/** The plans the current quote qualifies for, grouped in category sections. */
export const browsePlans =
  ({ plans, session }: BrowsePlansDeps) =>
  (categories?: readonly string[]): ResultAsync<PlanSection[], DomainError> => {
    const tempId = session.quote.get('tempId');
    if (!tempId) return errAsync(notFound(NO_QUOTE_YET));
    return plans
      .filteredPlans(tempId, categories)
      .map(groupPlansByCategory)
      .mapErr((error) => {
        // The server no longer knows this quote: forget it so the next submit starts a new one.
        if (error.kind === 'not-found') session.quote.remove('tempId');
        return error;
      });
  };
