import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ResultAsync } from 'neverthrow';
import { describeError, GenderOptions, Limits, maskDigits, type DomainError, type FieldErrors, type HealthInput, type Relationship } from '@benefit-store/domain';
import type { DependentDraft, DependentList, DependentPopupDraft, DependentPopupEntries, FormField, HealthQuestionnaire, StoredDependent } from '@benefit-store/ports';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { useStepScreen } from './step-screen.tsx';
import { Modal } from '../../ui/modal.tsx';
import { answeredOnly, healthAnswers, HealthQuestions } from './health-questions.tsx';
import { Checkbox, DateField, ErrorBanner, SelectField, TextField, unplaced, useFocusFirstError, useFormState } from './wizard-fields.tsx';
import { formValues, ssnTyping, withSelectAllWhenMasked } from './wizard-values.ts';
import { WizardTexts } from './wizard-texts.ts';

const FIELDS = ['first_name', 'middle_name', 'last_name', 'birthdate', 'gender', 'ssn', 'weight', 'height_feet', 'height_inch'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** condition_questions.{i} of the answered questions sent, as the index of that question on the form. */
const healthKey = (key: string, sent: HealthInput | undefined, questions: HealthQuestionnaire): string => {
  const match = /^condition_questions\.(\d+)\.(.*)$/.exec(key);
  if (!match || !sent) return key;
  const id = sent.condition_questions[Number(match[1])]?.question_id;
  const index = questions.conditionQuestions.findIndex((q) => q.questionId === id);
  return index < 0 ? key : `condition_questions.${index}.${match[2]}`;
};

interface DependentModalProps {
  /** 'Dependent #n' for an add, the edit popup's own title otherwise. */
  readonly title: string;
  /** Read-only: the rules decide it (Spouse or Child). */
  readonly relationship: Relationship;
  readonly editing: StoredDependent | undefined;
  readonly fields: readonly FormField[];
  readonly disclaimer: string;
  readonly healthQuestions: HealthQuestionnaire;
  /** Checks the dependent and keeps the list with it. */
  readonly submit: (draft: DependentDraft) => ResultAsync<DependentList, DomainError>;
  readonly onCancel: () => void;
  readonly onKept: (list: DependentList) => void;
  /** What this popup held before a refresh (the step's draft, docs/adr/0712): it opens with it. */
  readonly kept?: DependentPopupDraft | undefined;
  /** Told what the popup holds after every change, for the step's draft. */
  readonly onEntries?: (entries: DependentPopupEntries) => void;
}

/**
 * The dependent popup (add: 'Dependent #n'; edit): names, birthdate, gender, SSN, the relationship
 * (read-only), weight and height when the server asks for them, and the optional health questions.
 * Cancel leaves the list as it was; Submit checks and keeps it.
 */
export const DependentModal = ({ title, relationship, editing, fields, disclaimer, healthQuestions, submit, onCancel, onKept, kept, onEntries }: DependentModalProps) => {
  const texts = useTexts(WizardTexts);
  const translate = useTranslate();
  const run = useUseCaseMutation(submit);
  const { settle } = useStepScreen();
  const initial: Values = formValues(FIELDS, editing?.primary);
  const { values, set, errors, refuse, refusals } = useFormState<Values>({ ...initial, ...(kept ? formValues(FIELDS, kept.values) : {}), ssn: initial.ssn });
  // A disabled child is covered past 26 (docs/adr/0104): asked of children only.
  const [disabled, setDisabled] = useState(kept ? kept.disabled : editing?.primary.disabled === '1');
  const disabledHint = useId();
  const [health, setHealth] = useState<HealthInput>(() => healthAnswers(healthQuestions, kept?.health ?? editing?.health));
  const [healthTouched, setHealthTouched] = useState(kept?.health !== undefined || editing?.health !== undefined);
  useEffect(() => onEntries?.({ values, disabled, ...(healthTouched ? { health } : {}) } satisfies DependentPopupEntries), [onEntries, values, disabled, health, healthTouched]);
  const [healthErrors, setHealthErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstError(body, refusals);
  const shown = (name: string) => fields.length === 0 || fields.some((f) => f.name === name);
  const hasHealth = healthQuestions.conditionQuestions.length > 0 || healthQuestions.medicationQuestion !== undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBanner(undefined);
    const primary = {
      ...(Object.fromEntries(FIELDS.filter(shown).map((f) => [f, values[f]])) as Omit<Values, 'relationship'>),
      relationship,
      ...(relationship === 'child' && disabled ? { disabled: '1' } : {}),
    };
    const answered = healthTouched ? answeredOnly(health) : undefined;
    const draft: DependentDraft = {
      ...(editing ? { dependentId: editing.dependentId } : {}),
      primary,
      ...(answered ? { health: answered } : {}),
    };
    run.mutate(draft, {
      onSuccess: onKept,
      onError: (error) => {
        // Another window changed the list meanwhile: the step reloads and keeps this popup's entries beside it, and the
        // popup closes (so its draft is forgotten, not opened again over the list as it is now).
        if (settle(error, form)) return onCancel();
        if (error.kind !== 'validation') return setBanner(describeError(error));
        // The server keys a dependent's health answers under health_info. (only the answered ones travel,
        // so its indexes are re-read against the questions shown).
        const own: Record<string, string> = {};
        const forHealth: Record<string, string> = {};
        for (const [key, message] of Object.entries(error.fields)) {
          if (key.startsWith('health_info.')) forHealth[healthKey(key.slice('health_info.'.length), answered, healthQuestions)] = message;
          else own[key] = message;
        }
        refuse(own);
        setHealthErrors(forHealth);
        setBanner(error.fields.dependents);
      },
    });
  };

  const text = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) =>
    shown(name) ? <TextField label={label} value={values[name]} error={errors[name]} onChange={(v) => set(name, v)} {...extra} /> : null;

  return (
    <Modal title={title} onClose={onCancel} wide>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        {disclaimer ? <p className="wizard-note">{translate(disclaimer)}</p> : null}
        <ErrorBanner messages={[banner, ...unplaced(errors, [...FIELDS.filter(shown), 'dependents', 'relationship'])]} />
        <div ref={body} className="wizard-grid wizard-grid--modal">
          {text('first_name', texts.firstName)}
          {text('middle_name', texts.middleName)}
          {text('last_name', texts.lastName)}
          {shown('birthdate') ? <DateField label={texts.birthdate} value={values.birthdate} error={errors.birthdate} onChange={(v) => set('birthdate', v)} /> : null}
          {shown('gender') ? (
            <SelectField label={texts.gender} value={values.gender} error={errors.gender} onChange={(v) => set('gender', v)} options={GenderOptions.map((o) => ({ value: o.value, label: translate(o.label) }))} />
          ) : null}
          {text('ssn', texts.ssn, { inputMode: 'numeric', mask: (v) => ssnTyping(v, initial.ssn), onFocus: withSelectAllWhenMasked })}
          <TextField label={texts.relationship} value={relationship === 'spouse' ? texts.spouse : texts.child} error={errors.relationship} readOnly hint={null} />
          {text('weight', texts.weight, { inputMode: 'numeric', maxLength: Limits.weight, mask: (v) => maskDigits(v, Limits.weight) })}
          {text('height_feet', texts.heightFeet, { inputMode: 'numeric', maxLength: Limits.heightFeet, mask: (v) => maskDigits(v, Limits.heightFeet) })}
          {text('height_inch', texts.heightInch, { inputMode: 'numeric', maxLength: Limits.heightInch, mask: (v) => maskDigits(v, Limits.heightInch) })}
        </div>
        {relationship === 'child' ? (
          <div className="wizard-dependent-disabled">
            <Checkbox label={texts.childDisabled} checked={disabled} onChange={setDisabled} describedBy={disabledHint} />
            <p id={disabledHint} className="field__hint">
              {texts.childDisabledHint}
            </p>
          </div>
        ) : null}
        {hasHealth ? (
          <details className="wizard-dependent-health" open={healthTouched}>
            <summary>{texts.dependentHealth}</summary>
            <HealthQuestions
              questions={healthQuestions}
              value={health}
              onChange={(next) => {
                setHealth(next);
                setHealthTouched(true);
              }}
              errors={healthErrors}
              clearError={(key) => setHealthErrors(({ [key]: _cleared, ...rest }) => rest)}
            />
          </details>
        ) : null}
        <div className="wizard-modal-actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={run.isPending}>
            {texts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
};
