import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { PlanCategoryOption } from '../shopping/shopping-types.ts';

/** The plans page's left-side category filters: the categories that hold a plan this quote is shown. */
export const loadSideFilters =
  ({ plans, session }: { readonly plans: PlanDetailsGateway; readonly session: SessionStore }) =>
  (): ResultAsync<readonly PlanCategoryOption[], DomainError> =>
    withQuote(session, (tempId) => plans.sideFilters(tempId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSideFilters: ReturnType<typeof loadSideFilters>;
  }
}
