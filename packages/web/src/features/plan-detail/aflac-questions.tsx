import type { AflacAnswers, AflacGate, AflacQuestion } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { usePlanWords } from '../plans/index.ts';
import { PlanDetailTexts } from './plan-detail-texts.ts';

interface AflacQuestionsProps {
  readonly questions: readonly AflacQuestion[];
  readonly answers: AflacAnswers;
  readonly gate: AflacGate;
  /** Show every question's message (after an Add to Cart that the gate stopped); otherwise only answered ones. */
  readonly revealed: boolean;
  readonly onAnswer: (qid: string, value: 0 | 1) => void;
}

/**
 * The aflac-type questions that gate Add to Cart (doc 001 sections 4 and 5): Yes or No each; under a question
 * '*Answer should be Yes to continue' or '*Answer should be Yes/No to continue', and the banner 'Please answer
 * yes in order to continue'. The messages are the domain's aflacGate; the server's gate decides on Add to Cart.
 */
export const AflacQuestions = ({ questions, answers, gate, revealed, onAnswer }: AflacQuestionsProps) => {
  const texts = useTexts(PlanDetailTexts);
  const words = usePlanWords();
  return (
    <section className="pd-aflac" aria-labelledby="pd-aflac-title">
      <h3 id="pd-aflac-title" className="pd-aflac__title">
        {texts.aflacTitle}
      </h3>
      {gate.banner ? (
        <p className="banner banner--error" role="alert">
          {words.message(gate.banner)}
        </p>
      ) : null}
      <ol className="pd-aflac__list">
        {questions.map((question) => {
          const message = revealed || answers[question.qid] !== undefined ? gate.messages[question.qid] : undefined;
          const messageId = `aflac-${question.qid}-message`;
          return (
            <li key={question.qid}>
              <fieldset aria-describedby={message ? messageId : undefined}>
                <legend>{question.question}</legend>
                <div className="pd-yesno">
                  {([1, 0] as const).map((value) => (
                    <label key={value}>
                      <input type="radio" name={`aflac-${question.qid}`} checked={answers[question.qid] === value} onChange={() => onAnswer(question.qid, value)} />
                      {value === 1 ? texts.yes : texts.no}
                    </label>
                  ))}
                </div>
                {message ? (
                  <p className="field__error" id={messageId} aria-live="polite">
                    {words.message(message)}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
