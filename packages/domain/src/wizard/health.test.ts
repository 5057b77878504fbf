import { describe, expect, it } from 'vitest';
import { messageSlot } from '../errors.ts';
import { conditionErrorTarget, conditionFields, medicationsToSubmit, showsDetails, validateHealth, type HealthInput } from './health.ts';

const standard = {
  health_condition: 'Asthma',
  date_of_onset: '01/01/2010',
  date_of_recovery: '01/01/2011',
  is_treatment: '0',
  is_medicate: '1',
  d_last_seen: '02/02/2020',
  symptoms: 'none',
};
const empty = { medication: '', dosage: '', medical_condition: '' };

describe('health questions', () => {
  it('reveals details on yes only, none for 145, the special shape for 146 and 147', () => {
    expect(showsDetails({ question_id: '1', yes_no_flag: '1' })).toBe(true);
    expect(showsDetails({ question_id: '1', yes_no_flag: '0' })).toBe(false);
    expect(showsDetails({ question_id: '145', yes_no_flag: '1' })).toBe(false);
    expect(conditionFields('146')).toContain('physician_name');
    expect(conditionFields('147')).toContain('last_seen_by_physician');
    expect(conditionFields('9')).toContain('health_condition');
  });

  it('keys detail errors by condition_questions.{i}.conditions.0.{field}, shown at {target}_message', () => {
    const input: HealthInput = {
      condition_questions: [
        { question_id: '145', yes_no_flag: '1', conditions: [] },
        { question_id: '7', yes_no_flag: '1', conditions: [{ ...standard, symptoms: '', is_treatment: '' , date_of_onset: '13/45/2010' }] },
      ],
    };
    const errors = validateHealth(input)._unsafeUnwrapErr();
    expect(errors).toEqual({
      'condition_questions.1.conditions.0.date_of_onset': 'Please enter a valid date (MM/DD/YYYY)',
      'condition_questions.1.conditions.0.is_treatment': 'Field is required',
      'condition_questions.1.conditions.0.symptoms': 'Field is required',
    });
    expect(messageSlot(conditionErrorTarget(1, 'symptoms'))).toBe('condition_questions.1.conditions.0.symptoms_message');
  });

  it('requires a yes/no on each question and drops details behind a no', () => {
    expect(validateHealth({ condition_questions: [{ question_id: '1', yes_no_flag: '', conditions: [] }] })._unsafeUnwrapErr()).toEqual({
      'condition_questions.0.yes_no_flag': 'Field is required',
    });
    const saved = validateHealth({ condition_questions: [{ question_id: '1', yes_no_flag: '0', conditions: [standard] }] })._unsafeUnwrap();
    expect(saved.condition_questions[0]?.conditions).toEqual([]);
  });

  it('checks the 146/147 shape', () => {
    const errors = validateHealth({ condition_questions: [{ question_id: '146', yes_no_flag: '1', conditions: [{ condition: 'x' }] }] })._unsafeUnwrapErr();
    // Every detail but the condition given and the recovery date, which an ongoing condition does not have.
    expect(Object.keys(errors)).toHaveLength(5);
    expect(errors).toHaveProperty(['condition_questions.0.conditions.0.phone']);
    expect(errors).not.toHaveProperty(['condition_questions.0.conditions.0.date_of_recovery']);
  });

  it('sends the first medication row always, later rows only when filled, at most three', () => {
    const a = { medication: 'A', dosage: '1', medical_condition: 'x' };
    expect(medicationsToSubmit([empty, empty, a])).toEqual([empty, a]);
    expect(medicationsToSubmit([a, a, a, a])).toHaveLength(3);
    const input: HealthInput = { condition_questions: [], medication_question: { question_id: 'm', yes_no_flag: '1', medications: [empty] } };
    expect(validateHealth(input)._unsafeUnwrapErr()).toEqual({ 'medication_question.medications.0.medication': 'Field is required' });
    const tooMany: HealthInput = { condition_questions: [], medication_question: { question_id: 'm', yes_no_flag: '1', medications: [a, a, a, a] } };
    expect(validateHealth(tooMany)._unsafeUnwrapErr()).toHaveProperty(['medication_question.medications']);
    const no = validateHealth({ condition_questions: [], medication_question: { question_id: 'm', yes_no_flag: '0', medications: [a] } })._unsafeUnwrap();
    expect(no.medication_question?.medications).toEqual([]);
  });
});

describe('an ongoing condition (docs/adr/0711)', () => {
  it('needs no Date of Recovery, but a given one must be a date', () => {
    const answer = (date_of_recovery: string): HealthInput => ({
      condition_questions: [{ question_id: '141', yes_no_flag: '1', conditions: [{ ...standard, date_of_recovery }] }],
    });
    expect(validateHealth(answer('')).isOk()).toBe(true);
    expect(validateHealth(answer('13/45/2020'))._unsafeUnwrapErr()).toEqual({ [conditionErrorTarget(0, 'date_of_recovery')]: 'Please enter a valid date (MM/DD/YYYY)' });
  });
});
