import {
  Messages,
  canAddMedication,
  conditionErrorTarget,
  conditionFields,
  isOptionalConditionField,
  medicationErrorTarget,
  showsDetails,
  type ConditionQuestion,
  type FieldErrors,
  type HealthInput,
  type Medication,
} from '@benefit-store/domain';
import type { HealthQuestionnaire } from '@benefit-store/ports';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { DateField, RadioGroup, SelectField, TextField, useYesNo } from './wizard-fields.tsx';
import { WizardTexts } from './wizard-texts.ts';

/**
 * The health questions, for the applicant's step and (optional) in a dependent's popup: yes/no condition
 * questions whose yes reveals the details (none for 145; 146 and 147 their own shape), the medication
 * question with up to three rows, and the notes. Errors arrive keyed as the wire keys them
 * (condition_questions.{i}.conditions.0.{field}).
 */

const EMPTY_MEDICATION: Medication = { medication: '', dosage: '', medical_condition: '' };

/** The questionnaire with nothing answered, or what was saved, in the questions' order. */
export const healthAnswers = (questions: HealthQuestionnaire, saved: HealthInput | undefined): HealthInput => ({
  condition_questions: questions.conditionQuestions.map((q) => {
    const answer = saved?.condition_questions.find((a) => a.question_id === q.questionId);
    return { question_id: q.questionId, yes_no_flag: answer?.yes_no_flag ?? '', conditions: answer && answer.conditions.length > 0 ? answer.conditions : [{}] };
  }),
  ...(questions.medicationQuestion
    ? {
        medication_question: {
          question_id: questions.medicationQuestion.questionId,
          yes_no_flag: saved?.medication_question?.yes_no_flag ?? '',
          medications: saved?.medication_question?.medications.length ? saved.medication_question.medications : [EMPTY_MEDICATION],
        },
      }
    : {}),
  notes: saved?.notes ?? '',
});

/**
 * A dependent's answers are optional, each question on its own: only the questions answered travel (the
 * server checks what is given); nothing answered, no health answers at all.
 */
export const answeredOnly = (answers: HealthInput): HealthInput | undefined => {
  const conditions = answers.condition_questions.filter((q) => q.yes_no_flag !== '');
  const medication = answers.medication_question && answers.medication_question.yes_no_flag !== '' ? answers.medication_question : undefined;
  if (conditions.length === 0 && !medication && (answers.notes ?? '').trim() === '') return undefined;
  return { condition_questions: conditions, ...(medication ? { medication_question: medication } : {}), notes: answers.notes ?? '' };
};

/** A condition detail's label, by its wire name, in the visitor's language (the wire name for one it does not know). */
const conditionLabel = (texts: typeof WizardTexts, field: string): string => {
  const labels: Readonly<Record<string, string>> = {
    health_condition: texts.healthCondition,
    date_of_onset: texts.dateOfOnset,
    date_of_recovery: texts.dateOfRecovery,
    is_treatment: texts.isTreatment,
    is_medicate: texts.isMedicate,
    d_last_seen: texts.lastSeen,
    symptoms: texts.symptoms,
    condition: texts.condition,
    status: texts.status,
    last_seen_by_physician: texts.lastSeenByPhysician,
    physician_name: texts.physicianName,
    address: texts.physicianAddress,
    phone: texts.physicianPhone,
  };
  return labels[field] ?? field;
};
const DATES = new Set(['date_of_onset', 'date_of_recovery', 'd_last_seen']);
/** 'please select, Yes (1), No (0)' for current treatment and taking medication. */
const YES_NO_SELECTS = new Set(['is_treatment', 'is_medicate']);

interface HealthQuestionsProps {
  readonly questions: HealthQuestionnaire;
  readonly value: HealthInput;
  readonly onChange: (next: HealthInput) => void;
  readonly errors: FieldErrors;
  /** Clears one error key once its field changes. */
  readonly clearError: (key: string) => void;
}

export const HealthQuestions = ({ questions, value, onChange, errors, clearError }: HealthQuestionsProps) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const yesNo = useYesNo();
  const setQuestion = (index: number, next: ConditionQuestion) =>
    onChange({ ...value, condition_questions: value.condition_questions.map((q, i) => (i === index ? next : q)) });
  const medication = value.medication_question;
  const setMedications = (rows: readonly Medication[]) => medication && onChange({ ...value, medication_question: { ...medication, medications: rows } });

  return (
    <div className="wizard-health">
      <ol className="wizard-questions">
        {questions.conditionQuestions.map((q, index) => {
          const answer = value.condition_questions[index];
          if (!answer) return null;
          const condition = answer.conditions[0] ?? {};
          const setDetail = (field: string, v: string) => {
            setQuestion(index, { ...answer, conditions: [{ ...condition, [field]: v }] });
            clearError(conditionErrorTarget(index, field));
          };
          return (
            <li key={q.questionId} className="wizard-question">
              <RadioGroup
                legend={translate(q.text)}
                value={answer.yes_no_flag}
                error={errors[`condition_questions.${index}.yes_no_flag`]}
                options={yesNo}
                inline
                onChange={(v) => {
                  setQuestion(index, { ...answer, yes_no_flag: v });
                  clearError(`condition_questions.${index}.yes_no_flag`);
                }}
              />
              {showsDetails(answer) ? (
                <div className="wizard-grid wizard-reveal">
                  {conditionFields(answer.question_id).map((field) => {
                    const key = conditionErrorTarget(index, field);
                    const label = conditionLabel(texts, field);
                    const current = condition[field] ?? '';
                    if (YES_NO_SELECTS.has(field))
                      return <SelectField key={field} label={label} value={current} error={errors[key]} options={yesNo} onChange={(v) => setDetail(field, v)} />;
                    if (DATES.has(field))
                      return (
                        <DateField
                          key={field}
                          label={label}
                          value={current}
                          error={errors[key]}
                          hint={isOptionalConditionField(field) ? messages.recoveryDateHint : undefined}
                          onChange={(v) => setDetail(field, v)}
                        />
                      );
                    return <TextField key={field} label={label} value={current} error={errors[key]} onChange={(v) => setDetail(field, v)} />;
                  })}
                </div>
              ) : null}
            </li>
          );
        })}
        {questions.medicationQuestion && medication ? (
          <li className="wizard-question">
            <RadioGroup
              legend={translate(questions.medicationQuestion.text)}
              value={medication.yes_no_flag}
              error={errors['medication_question.yes_no_flag']}
              options={yesNo}
              inline
              onChange={(v) => {
                onChange({ ...value, medication_question: { ...medication, yes_no_flag: v } });
                clearError('medication_question.yes_no_flag');
              }}
            />
            {medication.yes_no_flag === '1' ? (
              <div className="wizard-reveal">
                {medication.medications.map((row, j) => (
                  <fieldset key={j} className="wizard-medication">
                    <legend className="wizard-choices__legend">{texts.medicationRow(j + 1)}</legend>
                    <div className="wizard-grid">
                      {(['medication', 'dosage', 'medical_condition'] as const).map((field) => (
                        <TextField
                          key={field}
                          label={field === 'medication' ? texts.medication : field === 'dosage' ? texts.dosage : texts.medicalCondition}
                          value={row[field]}
                          error={errors[medicationErrorTarget(j, field)]}
                          onChange={(v) => {
                            setMedications(medication.medications.map((r, k) => (k === j ? { ...r, [field]: v } : r)));
                            clearError(medicationErrorTarget(j, field));
                          }}
                        />
                      ))}
                    </div>
                  </fieldset>
                ))}
                {canAddMedication(medication.medications) ? (
                  <button type="button" className="button wizard-button-alt wizard-button-small" onClick={() => setMedications([...medication.medications, EMPTY_MEDICATION])}>
                    {texts.addMedication}
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ) : null}
      </ol>
      <Notes value={value.notes ?? ''} onChange={(notes) => onChange({ ...value, notes })} />
    </div>
  );
};

const Notes = ({ value, onChange }: { readonly value: string; readonly onChange: (v: string) => void }) => {
  const texts = useTexts(WizardTexts);
  return (
    <div className="wizard-notes">
      <Field label={texts.notes}>
        <textarea rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      </Field>
    </div>
  );
};
