import { describe, expect, it } from 'vitest';
import { addTreatmentDetail, allQuestionsAnswered, interpretQuestionSave, MAX_TREATMENT_DETAILS, validatePlanAnswers, type TreatmentDetail } from './plan-questions.ts';

const detail: TreatmentDetail = { dotFrom: '01/01/2020', dotTo: '02/01/2020', reasonForCondition: 'x', degreeOfRecovery: 'full', physicianNameAddress: 'Dr' };
const questions = [
  { questionId: 'q1', subType: 'text_field' as const },
  { questionId: 'q2', subType: 'checkbox' as const },
];

describe('plan questions', () => {
  it('needs every question answered', () => {
    expect(validatePlanAnswers(questions, [{ questionId: 'q1', yesNo: '0' }])._unsafeUnwrapErr()).toBe('Please answer all questions');
    expect(validatePlanAnswers(questions, [{ questionId: 'q1', yesNo: '' }, { questionId: 'q2', yesNo: '0' }])._unsafeUnwrapErr()).toBe('Please answer all questions');
    expect(validatePlanAnswers(questions, [{ questionId: 'q1', yesNo: '1' }, { questionId: 'q2', yesNo: '', checkboxAnswers: ['o1'] }]).isOk()).toBe(true);
    expect(validatePlanAnswers([], []).isOk()).toBe(true);
  });

  it('allows up to two treatment details, and drops them behind a no', () => {
    expect(MAX_TREATMENT_DETAILS).toBe(2);
    const one = addTreatmentDetail([]);
    const two = addTreatmentDetail(one);
    expect(addTreatmentDetail(two)).toHaveLength(2);
    const tooMany = [{ questionId: 'q1', yesNo: '1', details: [detail, detail, detail] }, { questionId: 'q2', yesNo: '0' }];
    expect(validatePlanAnswers(questions, tooMany).isErr()).toBe(true);
    const answers = validatePlanAnswers(questions, [{ questionId: 'q1', yesNo: '0', details: [detail] }, { questionId: 'q2', yesNo: '1', details: [detail] }])._unsafeUnwrap();
    expect(answers.map((a) => a.details?.length)).toEqual([0, 1]);
  });

  it('reads the save result: decline shows the server message', () => {
    expect(interpretQuestionSave({ errorCode: 'decline', message: 'Declined' })).toEqual({ kind: 'declined', message: 'Declined' });
    expect(interpretQuestionSave({ message: 'Saved' })).toEqual({ kind: 'accepted', message: 'Saved' });
  });
});

describe('all questions answered', () => {
  it('holds once every question has a yes or no (or a ticked option)', () => {
    expect(allQuestionsAnswered(questions, [{ questionId: 'q1', yesNo: '0' }])).toBe(false);
    expect(allQuestionsAnswered(questions, [{ questionId: 'q1', yesNo: '0' }, { questionId: 'q2', yesNo: '', checkboxAnswers: ['o1'] }])).toBe(true);
  });
});
