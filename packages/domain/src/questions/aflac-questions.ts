import { Messages } from '../messages.ts';

/**
 * Aflac-type questions gate Add to Cart (doc 001 sections 4 and 5): each must be answered, and
 * answered Yes where Yes is required. An unanswered question asks for Yes/No; a No where Yes is
 * required asks for Yes and raises the banner.
 */
export interface AflacQuestion {
  readonly qid: string;
  readonly question: string;
  /** Yes is the only answer that lets the plan be added (the usual case). */
  readonly yesRequired?: boolean;
}

/** qid -> true_condition: 1 yes, 0 no; absent when not answered. */
export type AflacAnswers = Readonly<Record<string, 0 | 1 | undefined>>;

export interface AflacGate {
  readonly canAddToCart: boolean;
  /** qid -> the message shown under that question. */
  readonly messages: Readonly<Record<string, string>>;
  readonly banner?: string;
}

export const aflacGate = (questions: readonly AflacQuestion[], answers: AflacAnswers): AflacGate => {
  const messages: Record<string, string> = {};
  let refused = false;
  for (const q of questions) {
    const answer = answers[q.qid];
    if (answer === undefined) messages[q.qid] = Messages.answerShouldBeYesNo;
    else if (answer === 0 && q.yesRequired !== false) {
      messages[q.qid] = Messages.answerShouldBeYes;
      refused = true;
    }
  }
  const canAddToCart = Object.keys(messages).length === 0;
  return { canAddToCart, messages, ...(refused ? { banner: Messages.answerYesToContinue } : {}) };
};

/** The save-aflac-questions payload: every question with its answer. */
export const aflacPayload = (questions: readonly AflacQuestion[], answers: AflacAnswers) =>
  questions.map((q) => ({ qid: q.qid, true_condition: answers[q.qid] ?? 0 }));
