import {
  aflacGate,
  Messages,
  validatePlanAnswers,
  type AflacAnswers,
  type AflacGate,
  type AflacQuestion,
  type PlanAnswer,
  type PlanQuestion,
} from '@benefit-store/domain';
import type { Plan } from './catalogue.ts';

/**
 * What save-question-answers decides (doc 001 section 4): incomplete answers are refused with the
 * domain's message, a yes to a declining question or a ticked declining option declines, and any
 * other complete set of answers is accepted (the client then hides the form and reprices).
 */
export type UnderwritingOutcome =
  | { readonly kind: 'incomplete'; readonly message: string }
  | { readonly kind: 'declined'; readonly message: string }
  | { readonly kind: 'accepted'; readonly message: string; readonly answers: readonly PlanAnswer[] };

/** The plan's questions as the domain's form rules see them. */
export const planQuestionsOf = (plan: Plan): PlanQuestion[] =>
  plan.questions.map((q) => ({ questionId: q.questionId, subType: q.subType, requireDetail: q.requireDetail }));

export const underwritingOutcome = (plan: Plan, answers: readonly PlanAnswer[]): UnderwritingOutcome => {
  const checked = validatePlanAnswers(planQuestionsOf(plan), answers);
  if (checked.isErr()) return { kind: 'incomplete', message: checked.error };
  const byId = new Map(checked.value.map((a) => [a.questionId, a]));
  const declined = plan.questions.some((q) => {
    const answer = byId.get(q.questionId);
    if (!answer) return false;
    if (q.declinesOnYes && answer.yesNo === '1') return true;
    const ticked = new Set(answer.checkboxAnswers ?? []);
    return q.options.some((o) => o.declines && ticked.has(o.optionId));
  });
  return declined
    ? { kind: 'declined', message: Messages.questionsDeclined }
    : { kind: 'accepted', message: Messages.questionsAccepted, answers: checked.value };
};

/** The plan's aflac-type questions as the domain's gate sees them: true_condition 1 requires a yes. */
export const aflacQuestionsOf = (plan: Plan): AflacQuestion[] =>
  plan.aflacQuestions.map((q) => ({ qid: q.qid, question: q.question, yesRequired: q.trueCondition === 1 }));

/** Whether save-aflac-questions' answers let the plan into the cart: the same gate the page applies. */
export const aflacOutcome = (plan: Plan, answers: AflacAnswers): AflacGate => aflacGate(aflacQuestionsOf(plan), answers);

/** What an enrollment answered for one plan, as the shopping store keeps it (cart/shopping-store.ts). */
export interface AnswersOfPlan {
  readonly outcome?: 'accepted' | 'declined';
  /** qid -> '0' | '1'. */
  readonly aflac?: Readonly<Record<string, string>>;
}

/**
 * Why the answers keep the plan out of the cart, if they do: declined underwriting, questions not answered yet
 * (the page then shows them), or aflac-type answers that do not pass the gate. Add-to-cart asks this before adding;
 * the cart asks it again of every line whenever it follows the quote (docs/adr/0613).
 */
export const answersRefusal = (plan: Plan, answers: AnswersOfPlan | undefined): { readonly errorCode: string; readonly message: string } | undefined => {
  if (plan.questions.length > 0) {
    if (answers?.outcome === 'declined') return { errorCode: 'decline', message: Messages.questionsDeclined };
    if (answers?.outcome === undefined) return { errorCode: 'newQuestionsError', message: Messages.answerAllQuestions };
  }
  if (plan.aflacQuestions.length > 0) {
    const stored = answers?.aflac ?? {};
    const gate = aflacOutcome(plan, Object.fromEntries(Object.entries(stored).map(([q, v]) => [q, v === '1' ? 1 : 0])));
    if (!gate.canAddToCart) return { errorCode: 'aflacError', message: Messages.answerYesToContinue };
  }
  return undefined;
};
