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
