import { errAsync, type ResultAsync } from 'neverthrow';
import { validatePlanAnswers, validationError, type DomainError, type PlanAnswer, type QuestionSaveOutcome } from '@benefit-store/domain';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { changeOnScreen } from '../shopping/cart-screen.ts';
import type { PlanQuestionView } from '../shopping/shopping-types.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/**
 * Submits the question form: every question answered ('Please answer all questions' on the field `answers`
 * otherwise, before any call), at most two treatment details each. The server decides: `declined` (show its
 * message) or `accepted` (show its message, hide the form, price the plan again with PricePlan). A change of the plan
 * page's screen when given (docs/adr/0713).
 */
export const answerPlanQuestions =
  ({ questions, session }: { readonly questions: PlanQuestionsGateway; readonly session: SessionStore }) =>
  (planId: string, asked: readonly PlanQuestionView[], answers: readonly PlanAnswer[], screen?: ScreenVersion): ResultAsync<QuestionSaveOutcome, DomainError> => {
    const checked = validatePlanAnswers(
      asked.map((q) => ({ questionId: q.questionId, subType: q.subType, requireDetail: q.requireDetail })),
      answers,
    );
    if (checked.isErr()) return errAsync(validationError({ answers: checked.error }));
    return changeOnScreen(session, questions, screen, (gateway, tempId) => gateway.saveAnswers(tempId, planId, checked.value));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    AnswerPlanQuestions: ReturnType<typeof answerPlanQuestions>;
  }
}
