import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { PlanQuestionnaire } from '../shopping/shopping-types.ts';

/** The plan's underwriting questions (get-questions, type=save), with the outcome if already answered. */
export const loadPlanQuestions =
  ({ questions, session }: { readonly questions: PlanQuestionsGateway; readonly session: SessionStore }) =>
  (planId: string): ResultAsync<PlanQuestionnaire, DomainError> =>
    withQuote(session, (tempId) => questions.questions(tempId, planId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadPlanQuestions: ReturnType<typeof loadPlanQuestions>;
  }
}
