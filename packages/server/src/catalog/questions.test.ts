import { describe, expect, it } from 'vitest';
import { Messages, type PlanAnswer } from '@benefit-store/domain';
import { plan } from './catalogue.fixture.ts';
import { aflacOutcome, aflacQuestionsOf, underwritingOutcome } from './questions.ts';

const critical = plan('171', {
  category: 'critical',
  questions: [
    {
      questionId: 'Q101',
      questionText: 'Diagnosed with any of the following?',
      subType: 'checkbox',
      requireDetail: false,
      declinesOnYes: false,
      options: [
        { optionId: 'O1', optionText: 'Cancer', optionGroup: 'A. Prior to age 60', declines: true },
        { optionId: 'O2', optionText: 'Asthma', optionGroup: 'B. Prior to age 75', declines: false },
      ],
    },
    { questionId: 'Q102', questionText: 'In hospital 3+ days?', subType: 'detail', requireDetail: true, declinesOnYes: false, options: [] },
    { questionId: 'Q201', questionText: 'Surgery advised?', subType: 'text_field', requireDetail: false, declinesOnYes: true, options: [] },
  ],
});

const detail = { dotFrom: '01/01/2024', dotTo: '01/05/2024', reasonForCondition: 'Pneumonia', degreeOfRecovery: 'Full', physicianNameAddress: 'Dr. Lee, Dallas' };
const allNo: PlanAnswer[] = [
  { questionId: 'Q101', yesNo: '0' },
  { questionId: 'Q102', yesNo: '0' },
  { questionId: 'Q201', yesNo: '0' },
];
const replace = (answers: PlanAnswer[], answer: PlanAnswer) => answers.map((a) => (a.questionId === answer.questionId ? answer : a));

describe('underwritingOutcome (save-question-answers)', () => {
  it('asks for every answer first, with the spec message', () => {
    expect(underwritingOutcome(critical, allNo.slice(0, 2))).toEqual({ kind: 'incomplete', message: Messages.answerAllQuestions });
  });

  it('accepts a complete set with nothing declining, dropping the details of a no', () => {
    const outcome = underwritingOutcome(critical, replace(allNo, { questionId: 'Q102', yesNo: '0', details: [detail] }));
    expect(outcome.kind).toBe('accepted');
    expect(outcome.message).toBe(Messages.questionsAccepted);
    expect(outcome.kind === 'accepted' && outcome.answers.find((a) => a.questionId === 'Q102')?.details).toEqual([]);
  });

  it('accepts a yes to a question that only asks for details', () => {
    expect(underwritingOutcome(critical, replace(allNo, { questionId: 'Q102', yesNo: '1', details: [detail] })).kind).toBe('accepted');
  });

  it('declines a yes to a declining question', () => {
    expect(underwritingOutcome(critical, replace(allNo, { questionId: 'Q201', yesNo: '1', who: 'spouse' }))).toEqual({
      kind: 'declined',
      message: Messages.questionsDeclined,
    });
  });

  it('declines a ticked declining option, and accepts a ticked harmless one', () => {
    expect(underwritingOutcome(critical, replace(allNo, { questionId: 'Q101', yesNo: '', checkboxAnswers: ['O1'] })).kind).toBe('declined');
    expect(underwritingOutcome(critical, replace(allNo, { questionId: 'Q101', yesNo: '', checkboxAnswers: ['O2'] })).kind).toBe('accepted');
  });
});

describe('aflac-type questions (save-aflac-questions)', () => {
  const cancer = plan('221', {
    aflacQuestions: [
      { qid: 'A1', question: 'Actively at work?', trueCondition: 1 },
      { qid: 'A2', question: 'Documents by e-mail?', trueCondition: 0 },
    ],
  });

  it('maps true_condition to the domain gate: 1 requires yes, 0 accepts either answer', () => {
    expect(aflacQuestionsOf(cancer)).toEqual([
      { qid: 'A1', question: 'Actively at work?', yesRequired: true },
      { qid: 'A2', question: 'Documents by e-mail?', yesRequired: false },
    ]);
    expect(aflacOutcome(cancer, { A1: 1, A2: 0 }).canAddToCart).toBe(true);
    expect(aflacOutcome(cancer, { A1: 1, A2: 1 }).canAddToCart).toBe(true);
  });

  it('refuses a no where yes is required, and an unanswered question, with the spec messages', () => {
    expect(aflacOutcome(cancer, { A1: 0, A2: 1 })).toEqual({
      canAddToCart: false,
      messages: { A1: Messages.answerShouldBeYes },
      banner: Messages.answerYesToContinue,
    });
    expect(aflacOutcome(cancer, { A1: 1 }).messages).toEqual({ A2: Messages.answerShouldBeYesNo });
  });
});
