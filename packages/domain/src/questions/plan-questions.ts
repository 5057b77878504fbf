import { err, ok, type Result } from 'neverthrow';
import { Messages } from '../messages.ts';

/**
 * The plan question form (doc 001 sections 3 and 5): every question must be answered before the
 * answers are saved, and a yes answer may carry up to two treatment detail entries.
 */
export const MAX_TREATMENT_DETAILS = 2;

export type QuestionSubType = 'text_field' | 'checkbox' | 'detail';

export interface PlanQuestion {
  readonly questionId: string;
  readonly subType: QuestionSubType;
  readonly requireDetail?: boolean;
}

export interface TreatmentDetail {
  readonly dotFrom: string;
  readonly dotTo: string;
  readonly reasonForCondition: string;
  readonly degreeOfRecovery: string;
  readonly physicianNameAddress: string;
}

export interface PlanAnswer {
  readonly questionId: string;
  /** '1' yes, '0' no, '' not answered. */
  readonly yesNo: string;
  readonly who?: string;
  readonly checkboxAnswers?: readonly string[];
  readonly details?: readonly TreatmentDetail[];
}

/** A question is answered by a yes/no choice; a checkbox question also by ticking an option. */
export const isAnswered = (question: PlanQuestion, answer: PlanAnswer | undefined): boolean => {
  if (!answer) return false;
  if (answer.yesNo === '0' || answer.yesNo === '1') return true;
  return question.subType === 'checkbox' && (answer.checkboxAnswers?.length ?? 0) > 0;
};

/** Every question has its answer: 'Please answer all questions' no longer applies. */
export const allQuestionsAnswered = (questions: readonly PlanQuestion[], answers: readonly PlanAnswer[]): boolean => {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  return questions.every((q) => isAnswered(q, byId.get(q.questionId)));
};

export const canAddTreatmentDetail = (details: readonly TreatmentDetail[]): boolean => details.length < MAX_TREATMENT_DETAILS;

/** Adds an empty detail row while fewer than two exist; otherwise the list is returned unchanged. */
export const addTreatmentDetail = (details: readonly TreatmentDetail[]): readonly TreatmentDetail[] =>
  canAddTreatmentDetail(details)
    ? [...details, { dotFrom: '', dotTo: '', reasonForCondition: '', degreeOfRecovery: '', physicianNameAddress: '' }]
    : details;

export const validatePlanAnswers = (
  questions: readonly PlanQuestion[],
  answers: readonly PlanAnswer[],
): Result<readonly PlanAnswer[], string> => {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  if (!allQuestionsAnswered(questions, answers)) return err(Messages.answerAllQuestions);
  if (answers.some((a) => (a.details?.length ?? 0) > MAX_TREATMENT_DETAILS)) return err(Messages.tooManyTreatmentDetails);
  // Details only travel with a yes: a "no" hides (and drops) them.
  return ok(questions.map((q) => {
    // allQuestionsAnswered above: every question has its answer.
    const a = byId.get(q.questionId)!;
    return a.yesNo === '1' ? a : { ...a, details: [] };
  }));
};

/** save-question-answers says 'decline' (show the server's message) or succeeds (hide the form, reprice). */
export type QuestionSaveOutcome =
  | { readonly kind: 'declined'; readonly message: string }
  | { readonly kind: 'accepted'; readonly message: string };

export const interpretQuestionSave = (response: { errorCode?: string; message?: string }): QuestionSaveOutcome =>
  response.errorCode === 'decline'
    ? { kind: 'declined', message: response.message ?? '' }
    : { kind: 'accepted', message: response.message ?? '' };
