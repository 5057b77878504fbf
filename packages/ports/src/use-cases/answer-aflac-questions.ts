import type { ResultAsync } from 'neverthrow';
import type { AflacAnswers, AflacGate, DomainError } from '@benefit-store/domain';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { changeOnScreen } from '../shopping/cart-screen.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/**
 * Records the aflac-type answers (save-aflac-questions) and answers the server's gate: whether Add to Cart
 * may go on, the message under each question ('*Answer should be Yes to continue' / '... Yes/No ...') and the
 * banner. The page may show the domain's aflacGate while the user clicks; the server's gate is what counts. A change
 * of the plan page's screen (docs/adr/0713): its Add to Cart after it is based on what it answered.
 */
export const answerAflacQuestions =
  ({ questions, session }: { readonly questions: PlanQuestionsGateway; readonly session: SessionStore }) =>
  (planId: string, answers: AflacAnswers, screen?: ScreenVersion): ResultAsync<AflacGate, DomainError> =>
    changeOnScreen(session, questions, screen, (gateway, tempId) => gateway.saveAflacAnswers(tempId, planId, answers));

declare module '../use-case-registry.ts' {
  interface UseCases {
    AnswerAflacQuestions: ReturnType<typeof answerAflacQuestions>;
  }
}
