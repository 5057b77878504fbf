import { NO_DETAIL_QUESTION, SPECIAL_SHAPE_QUESTIONS } from '@benefit-store/domain';
import { ServerTexts } from '../http/server-texts.ts';

/** A list of detail rows with none yet. */
const noRows = (): Record<string, string>[] => [];

/**
 * The health questions the reference server asks (doc 002 sections 3 and 5): yes/no condition questions,
 * 145 without details, 146 and 147 with their own detail shape, and one medication question. The same
 * list serves the applicant and, as optional questions, each dependent.
 */
export interface HealthQuestion {
  readonly question_id: string;
  readonly question_text: string;
}

// The texts are English, from the server's catalogue (http/server-texts.ts); the reply path answers them translated.
const texts = ServerTexts.healthQuestions;
export const CONDITION_QUESTIONS: readonly HealthQuestion[] = [
  { question_id: '141', question_text: texts.heart },
  { question_id: '142', question_text: texts.cancer },
  { question_id: '143', question_text: texts.diabetes },
  { question_id: '144', question_text: texts.hospital },
  { question_id: NO_DETAIL_QUESTION, question_text: texts.tobacco },
  { question_id: SPECIAL_SHAPE_QUESTIONS[0]!, question_text: texts.physician },
  { question_id: SPECIAL_SHAPE_QUESTIONS[1]!, question_text: texts.advised },
];

export const MEDICATION_QUESTION: HealthQuestion = {
  question_id: '150',
  question_text: texts.medication,
};

/** The questions as a blank health section: nothing answered, no conditions, no medications. */
export const blankHealthInfo = () => ({
  condition_questions: CONDITION_QUESTIONS.map((q) => ({ ...q, yes_no_flag: '', conditions: noRows() })),
  medication_question: { ...MEDICATION_QUESTION, yes_no_flag: '', medications: noRows() },
  notes: '',
});

const TEXTS = new Map([...CONDITION_QUESTIONS, MEDICATION_QUESTION].map((q) => [q.question_id, q.question_text]));
export const questionText = (questionId: string): string => TEXTS.get(questionId) ?? '';
export const isConditionQuestion = (questionId: string): boolean => CONDITION_QUESTIONS.some((q) => q.question_id === questionId);
