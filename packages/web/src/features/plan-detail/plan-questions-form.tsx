import { useState, type FormEvent } from 'react';
import { addTreatmentDetail, canAddTreatmentDetail, Limits, maskDateInput, type PlanAnswer, type TreatmentDetail } from '@benefit-store/domain';
import type { PlanQuestionView } from '@benefit-store/ports';
import { useTexts } from '../../app/language.ts';
import { usePlanWords } from '../plans/index.ts';
import { PlanDetailTexts } from './plan-detail-texts.ts';

type Answers = Readonly<Record<string, PlanAnswer>>;

interface PlanQuestionsFormProps {
  readonly questions: readonly PlanQuestionView[];
  readonly busy: boolean;
  /** 'Please answer all questions', or the server's decline message (English from Messages is worded here). */
  readonly error?: string | undefined;
  readonly onSubmit: (answers: readonly PlanAnswer[]) => void;
  /** Every change of an answer, with all the answers as they stand. */
  readonly onChange?: (answers: readonly PlanAnswer[]) => void;
}

/** A treatment detail's fields: the detail's key, its label's key in the catalogue, and whether it is a date. */
const DETAIL_FIELDS: readonly (readonly [keyof TreatmentDetail, 'dotFrom' | 'dotTo' | 'reason' | 'recovery' | 'physician', boolean])[] = [
  ['dotFrom', 'dotFrom', true],
  ['dotTo', 'dotTo', true],
  ['reasonForCondition', 'reason', false],
  ['degreeOfRecovery', 'recovery', false],
  ['physicianNameAddress', 'physician', false],
];

/** Options by their group ('A. Prior to age 60', 'B. Prior to age 75'), in the order given. */
const byGroup = (question: PlanQuestionView) => {
  const groups = new Map<string, PlanQuestionView['options'][number][]>();
  for (const option of question.options) {
    const list = groups.get(option.group ?? '') ?? [];
    list.push(option);
    groups.set(option.group ?? '', list);
  }
  return [...groups.entries()];
};

/**
 * The plan question form (doc 001 sections 2.3, 3 and 5): a Yes/No per question; a Yes opens what the question
 * asks for (the options of a checkbox question by group, up to two treatment details, or who). The use case
 * checks that every question is answered.
 */
export const PlanQuestionsForm = ({ questions, busy, error, onSubmit, onChange }: PlanQuestionsFormProps) => {
  const texts = useTexts(PlanDetailTexts);
  const words = usePlanWords();
  const [answers, setAnswers] = useState<Answers>({});
  const answer = (id: string): PlanAnswer => answers[id] ?? { questionId: id, yesNo: '' };
  const listed = (all: Answers) => questions.map((q) => all[q.questionId] ?? { questionId: q.questionId, yesNo: '' });
  const change = (id: string, patch: Partial<PlanAnswer>) => {
    const next = { ...answers, [id]: { ...answer(id), ...patch } };
    setAnswers(next);
    onChange?.(listed(next));
  };

  const setYesNo = (question: PlanQuestionView, yesNo: '0' | '1') => {
    const current = answer(question.questionId);
    const details = yesNo === '1' && question.requireDetail && (current.details?.length ?? 0) === 0 ? addTreatmentDetail([]) : current.details;
    change(question.questionId, { yesNo, ...(details ? { details } : {}), ...(yesNo === '0' ? { checkboxAnswers: [] } : {}) });
  };
  const tick = (id: string, optionId: string, on: boolean) => {
    const ticked = new Set(answer(id).checkboxAnswers ?? []);
    if (on) ticked.add(optionId);
    else ticked.delete(optionId);
    change(id, { checkboxAnswers: [...ticked], ...(ticked.size > 0 ? { yesNo: '1' } : {}) });
  };
  const setDetail = (id: string, index: number, key: keyof TreatmentDetail, value: string) => {
    const details = [...(answer(id).details ?? [])];
    const row = details[index];
    if (!row) return;
    details[index] = { ...row, [key]: value };
    change(id, { details });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(listed(answers));
  };

  return (
    <form className="pd-card pd-questions" onSubmit={submit} noValidate aria-labelledby="pd-questions-title">
      <h2 id="pd-questions-title" className="pd-card__title">
        {texts.questionsTitle}
      </h2>
      <p className="pd-muted">{texts.questionsLead}</p>
      <ol className="pd-questions__list">
        {questions.map((question, n) => {
          const current = answer(question.questionId);
          const name = `q-${question.questionId}`;
          return (
            <li key={question.questionId} className="pd-question">
              <fieldset>
                <legend>
                  <span className="pd-question__num">{n + 1}.</span> {question.text}
                </legend>
                <div className="pd-yesno">
                  {(['1', '0'] as const).map((value) => (
                    <label key={value}>
                      <input type="radio" name={name} value={value} checked={current.yesNo === value} onChange={() => setYesNo(question, value)} />
                      {value === '1' ? texts.yes : texts.no}
                    </label>
                  ))}
                </div>
                {question.subType === 'checkbox' && current.yesNo === '1' ? (
                  <div className="pd-options">
                    <p className="pd-muted">{texts.whichApply}</p>
                    {byGroup(question).map(([group, options]) => (
                      <fieldset key={group} className="pd-options__group">
                        {group ? <legend>{group}</legend> : null}
                        {options.map((option) => (
                          <label key={option.optionId}>
                            <input
                              type="checkbox"
                              checked={(current.checkboxAnswers ?? []).includes(option.optionId)}
                              onChange={(e) => tick(question.questionId, option.optionId, e.target.checked)}
                            />
                            {option.text}
                          </label>
                        ))}
                      </fieldset>
                    ))}
                  </div>
                ) : null}
                {question.subType === 'text_field' && current.yesNo === '1' ? (
                  <label className="pd-inline-field">
                    <span>{texts.who}</span>
                    <input value={current.who ?? ''} maxLength={Limits.questionAnswer} onChange={(e) => change(question.questionId, { who: e.target.value })} />
                  </label>
                ) : null}
                {question.requireDetail && current.yesNo === '1' ? (
                  <div className="pd-details">
                    {(current.details ?? []).map((detail, i) => (
                      <fieldset key={i} className="pd-detail">
                        <legend>{texts.treatment(i + 1)}</legend>
                        <div className="pd-detail__grid">
                          {DETAIL_FIELDS.map(([key, label, isDate]) => (
                            <label key={key} className="pd-inline-field">
                              <span>{texts[label]}</span>
                              <input
                                value={detail[key]}
                                maxLength={isDate ? 10 : 200}
                                inputMode={isDate ? 'numeric' : undefined}
                                onChange={(e) => setDetail(question.questionId, i, key, isDate ? maskDateInput(e.target.value) : e.target.value)}
                              />
                            </label>
                          ))}
                        </div>
                        {i > 0 ? (
                          <button
                            type="button"
                            className="pd-link-button"
                            onClick={() => change(question.questionId, { details: (current.details ?? []).filter((_, j) => j !== i) })}
                          >
                            {texts.removeTreatment}
                          </button>
                        ) : null}
                      </fieldset>
                    ))}
                    {canAddTreatmentDetail(current.details ?? []) ? (
                      <button type="button" className="pd-link-button" onClick={() => change(question.questionId, { details: addTreatmentDetail(current.details ?? []) })}>
                        {texts.addTreatment}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p className="banner banner--error" role="alert">
          {words.message(error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {texts.submitAnswers}
      </button>
    </form>
  );
};
