import type { ResultAsync } from 'neverthrow';
import type { AflacAnswers, AflacGate, DomainError } from '@benefit-store/domain';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';

/**
 * Records the aflac-type answers (save-aflac-questions) and answers the server's gate: whether Add to Cart
 * may go on, the message under each question ('*Answer should be Yes to continue' / '... Yes/No ...') and the
 * banner. The page may show the domain's aflacGate while the user clicks; the server's gate is what counts.
 */
export const answerAflacQuestions =
  ({ questions, session }: { readonly questions: PlanQuestionsGateway; readonly session: SessionStore }) =>
  (planId: string, answers: AflacAnswers): ResultAsync<AflacGate, DomainError> =>
    withQuote(session, (tempId) => questions.saveAflacAnswers(tempId, planId, answers));

declare module '../use-case-registry.ts' {
  interface UseCases {
    AnswerAflacQuestions: ReturnType<typeof answerAflacQuestions>;
  }
}
