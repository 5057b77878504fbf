import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { DependentsInfo } from '../shopping/shopping-types.ts';

/** The plans page's dependent-information block (get-temp-dependent-info). */
export const loadDependentsInfo =
  ({ questions, session }: { readonly questions: PlanQuestionsGateway; readonly session: SessionStore }) =>
  (): ResultAsync<DependentsInfo, DomainError> =>
    withQuote(session, (tempId) => questions.dependents(tempId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadDependentsInfo: ReturnType<typeof loadDependentsInfo>;
  }
}
