import type { Result } from 'neverthrow';
import type { FieldErrors } from '../errors.ts';
import { checkField, finish, isBlank, requiredCheck } from '../form.ts';
import { Messages } from '../messages.ts';
import { dateCheck } from './personal.ts';

/**
 * Health Questions (doc 002): a yes reveals the condition details, a no hides (and drops) them.
 * Question 145 has no details; 146 and 147 have their own shape; medications up to three rows.
 * Errors are keyed by target element (condition_questions.{i}.conditions.0.{field}); the form shows
 * each at `{target}_message` (see messageSlot).
 */
export const NO_DETAIL_QUESTION = '145';
export const SPECIAL_SHAPE_QUESTIONS: readonly string[] = ['146', '147'];
export const MAX_MEDICATIONS = 3;

export const STANDARD_CONDITION_FIELDS = [
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'is_treatment',
  'is_medicate',
  'd_last_seen',
  'symptoms',
] as const;
export const SPECIAL_CONDITION_FIELDS = [
  'condition',
  'status',
  'last_seen_by_physician',
  'date_of_recovery',
  'physician_name',
  'address',
  'phone',
] as const;
const DATE_FIELDS = new Set(['date_of_onset', 'date_of_recovery', 'd_last_seen']);
const YES_NO_FIELDS = new Set(['is_treatment', 'is_medicate']);
/**
 * A condition that is still going on has no recovery date: Date of Recovery is asked, checked when given, never
 * required (docs/adr/0711). Every other detail a yes reveals is required.
 */
export const isOptionalConditionField = (field: string): boolean => field === 'date_of_recovery';

/** The detail fields a yes reveals for a question. */
export const conditionFields = (questionId: string): readonly string[] =>
  questionId === NO_DETAIL_QUESTION ? [] : SPECIAL_SHAPE_QUESTIONS.includes(questionId) ? SPECIAL_CONDITION_FIELDS : STANDARD_CONDITION_FIELDS;

export type Condition = Readonly<Record<string, string>>;

export interface ConditionQuestion {
  readonly question_id: string;
  /** '1' yes, '0' no, '' unanswered. */
  readonly yes_no_flag: string;
  readonly conditions: readonly Condition[];
}

export interface Medication {
  readonly medication: string;
  readonly dosage: string;
  readonly medical_condition: string;
}

export interface MedicationQuestion {
  readonly question_id: string;
  readonly yes_no_flag: string;
  readonly medications: readonly Medication[];
}

export interface HealthInput {
  readonly condition_questions: readonly ConditionQuestion[];
  readonly medication_question?: MedicationQuestion;
  readonly notes?: string;
}

export const showsDetails = (question: Pick<ConditionQuestion, 'question_id' | 'yes_no_flag'>): boolean =>
  question.yes_no_flag === '1' && conditionFields(question.question_id).length > 0;

export const conditionErrorTarget = (index: number, field: string): string => `condition_questions.${index}.conditions.0.${field}`;
export const medicationErrorTarget = (row: number, field: string): string => `medication_question.medications.${row}.${field}`;

const isFilled = (m: Medication): boolean => !isBlank(m.medication) || !isBlank(m.dosage) || !isBlank(m.medical_condition);

/** The first medication row always travels; later rows only when any field is filled; never more than three. */
export const medicationsToSubmit = (rows: readonly Medication[]): Medication[] =>
  rows.slice(0, MAX_MEDICATIONS).filter((row, i) => i === 0 || isFilled(row));

export const canAddMedication = (rows: readonly Medication[]): boolean => rows.length < MAX_MEDICATIONS;

export const validateHealth = (input: HealthInput): Result<HealthInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  input.condition_questions.forEach((q, i) => {
    checkField(errors, `condition_questions.${i}.yes_no_flag`, q.yes_no_flag, (v) => (v === '0' || v === '1' ? undefined : Messages.fieldRequired));
    if (!showsDetails(q)) return;
    const condition = q.conditions[0] ?? {};
    for (const field of conditionFields(q.question_id)) {
      const value = condition[field] ?? '';
      const target = conditionErrorTarget(i, field);
      if (YES_NO_FIELDS.has(field)) checkField(errors, target, value, (v) => (v === '0' || v === '1' ? undefined : Messages.fieldRequired));
      else if (isOptionalConditionField(field)) checkField(errors, target, value, dateCheck);
      else if (DATE_FIELDS.has(field)) checkField(errors, target, value, required, dateCheck);
      else checkField(errors, target, value, required);
    }
  });
  const med = input.medication_question;
  if (med) {
    checkField(errors, 'medication_question.yes_no_flag', med.yes_no_flag, (v) => (v === '0' || v === '1' ? undefined : Messages.fieldRequired));
    if (med.medications.length > MAX_MEDICATIONS) errors['medication_question.medications'] = Messages.tooManyMedications;
    if (med.yes_no_flag === '1') {
      medicationsToSubmit(med.medications).forEach((row, j) => {
        checkField(errors, medicationErrorTarget(j, 'medication'), row.medication, required);
      });
      if (med.medications.length === 0) errors[medicationErrorTarget(0, 'medication')] = Messages.fieldRequired;
    }
  }
  return finish(errors, () => healthPayload(input));
};

/** What is saved: details only behind a yes, medication rows trimmed to those that count. */
export const healthPayload = (input: HealthInput): HealthInput => ({
  ...input,
  condition_questions: input.condition_questions.map((q) => (showsDetails(q) ? { ...q, conditions: q.conditions.slice(0, 1) } : { ...q, conditions: [] })),
  ...(input.medication_question
    ? {
        medication_question: {
          ...input.medication_question,
          medications: input.medication_question.yes_no_flag === '1' ? medicationsToSubmit(input.medication_question.medications) : [],
        },
      }
    : {}),
});
