import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { describeError, Limits, maskWizardDateInput, type DomainError, type FieldErrors } from '@benefit-store/domain';
import type { FormField, ShapedDraftTab, ShapedDrafts } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { useOptionalStepScreen } from './step-screen.tsx';
import { WizardTexts } from './wizard-texts.ts';

/**
 * The wizard's form controls: labelled (Field ties label, input and error), errors announced and tied to
 * their control, typing masks applied as the person types. Values are strings, as the wire's are.
 */

/** A form's values and the messages beside its fields; changing a field clears its message. */
export const useFormState = <V extends Readonly<Record<string, string>>>(initial: V) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** How many submits were refused: the focus moves to the first message after each. */
  const [refusals, setRefusals] = useState(0);
  const refuse = useCallback((fields: FieldErrors) => {
    setErrors(fields);
    setRefusals((n) => n + 1);
  }, []);
  const set = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  return { values, set, setValues, errors, setErrors, refuse, refusals };
};

/** After a refused submit, focus goes to the first field with a message (the message is read with it). */
export const useFocusFirstError = (container: RefObject<HTMLElement | null>, refusals: number) => {
  useEffect(() => {
    if (refusals === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, refusals]);
};

/**
 * A form that saves through a use case: its values and messages (useFormState), a banner for a failure that
 * belongs to no field, and focus on the first message after a refusal (`body` holds the fields). `submit`
 * clears the banner and saves; a refusal lands beside its fields, any other failure in the banner.
 */
export const useSavingForm = <V extends Readonly<Record<string, string>>>(initial: V) => {
  const form = useFormState<V>(initial);
  const [banner, setBanner] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstError(body, form.refusals);
  const { refuse } = form;
  // In a wizard step, a save another window overtook is the step's to settle first (docs/adr/0712).
  const settle = useOptionalStepScreen()?.settle;
  const submit = useCallback(
    <A, T>(mutation: Pick<UseMutationResult<T, DomainError, A>, 'mutate'>, input: A, onSuccess: (answer: T) => void) => {
      setBanner(undefined);
      mutation.mutate(input, {
        onSuccess,
        onError: (error) => {
          if (settle?.(error)) return;
          if (error.kind === 'validation') refuse(error.fields);
          else setBanner(describeError(error));
        },
      });
    },
    [refuse, settle],
  );
  return { ...form, banner, setBanner, body, submit };
};

/**
 * A wizard step's form over the fields the server sends: which it asks for (`shown`), which it keeps
 * read-only (from the quote), and a text field for a value that is both, as the server says.
 */
export const useStepForm = <V extends Readonly<Record<string, string>>>(fields: readonly FormField[], initial: V) => {
  // What was typed in this tab before a refresh, Back or a trip elsewhere comes back (docs/adr/0712): read once, when
  // the step's form is made, over what the step loaded; kept after every change; forgotten once Next saved it.
  const step = useOptionalStepScreen();
  const readDraft = useUseCase('ReadStepFormDraft');
  const keepDraft = useUseCase('KeepStepFormDraft');
  const forgetDraft = useUseCase('ForgetStepFormDraft');
  const [loaded] = useState(initial);
  const [start] = useState<V>(() => {
    const kept = step ? readDraft(step.tab, step.screen) : undefined;
    return kept ? { ...initial, ...Object.fromEntries(Object.entries(kept).filter(([name]) => name in initial)) } : initial;
  });
  const form = useSavingForm(start);
  const { values } = form;
  useEffect(() => {
    if (step) keepDraft(step.tab, values, loaded, step.screen);
  }, [step, keepDraft, values, loaded]);
  const { submit: saveForm } = form;
  const submit = useCallback(
    <A, T>(mutation: Pick<UseMutationResult<T, DomainError, A>, 'mutate'>, input: A, onSuccess: (answer: T) => void) =>
      saveForm(mutation, input, (answer: T) => {
        if (step) forgetDraft(step.tab, step.screen);
        onSuccess(answer);
      }),
    [saveForm, step, forgetDraft],
  );
  const shown = (name: string) => fields.some((f) => f.name === name);
  const readOnly = (name: string) => fields.some((f) => f.name === name && f.readOnly);
  const text = (name: keyof V & string, label: string, extra: Partial<TextFieldProps> = {}) =>
    shown(name) ? <TextField label={label} value={form.values[name] ?? ''} error={form.errors[name]} onChange={(v) => form.set(name, v)} readOnly={readOnly(name)} {...extra} /> : null;
  return { ...form, submit, shown, readOnly, text };
};

/**
 * The same keeping for a step whose entries are not a flat form (the health answers, the agreement's ticks): `start` is
 * the draft this tab kept for the enrollment's version, else what the step loaded; `keep` after every change; `forget`
 * once Next saved them. Outside a wizard step (the member's signing page) nothing is kept.
 */
export const useShapedStepDraft = <K extends ShapedDraftTab>(tab: K, loaded: ShapedDrafts[K]) => {
  const step = useOptionalStepScreen();
  const readDraft = useUseCase('ReadShapedStepDraft');
  const keepDraft = useUseCase('KeepShapedStepDraft');
  const forgetDraft = useUseCase('ForgetStepFormDraft');
  const [first] = useState(loaded);
  const [start] = useState<ShapedDrafts[K]>(() => (step ? readDraft(tab, step.screen) : undefined) ?? first);
  const keep = useCallback(
    (value: ShapedDrafts[K]) => {
      if (step) keepDraft(tab, value, first, step.screen);
    },
    [step, keepDraft, tab, first],
  );
  const forget = useCallback(() => {
    if (step) forgetDraft(tab, step.screen);
  }, [step, forgetDraft, tab]);
  return { start, keep, forget };
};

/** Messages for fields the form does not show (a server answer about a hidden field): shown in one banner. */
export const unplaced = (errors: FieldErrors, placed: readonly string[]): string[] =>
  Object.entries(errors)
    .filter(([field]) => !placed.includes(field))
    .map(([, message]) => message);

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange?: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly readOnly?: boolean;
  readonly type?: 'text' | 'email' | 'tel';
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly placeholder?: string;
  /** What the field holds after the person's keystroke or paste (`raw`), given what it held before. */
  readonly mask?: (raw: string, previous: string) => string;
  readonly onFocus?: (input: HTMLInputElement) => void;
  readonly className?: string;
}

/** A text field; Field shows its message in the visitor's language. */
export const TextField = ({ label, value, onChange, error, hint, readOnly = false, type = 'text', inputMode, autoComplete, maxLength, placeholder, mask, onFocus, className }: TextFieldProps) => {
  const texts = useTexts(WizardTexts);
  return (
    <div className={className}>
      <Field label={label} error={error} hint={readOnly && hint === undefined ? texts.readOnlyHint : hint}>
        <input
          type={type}
          value={value}
          readOnly={readOnly}
          className={readOnly ? 'wizard-input--readonly' : undefined}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          maxLength={maxLength}
          placeholder={placeholder}
          onFocus={onFocus ? (e) => onFocus(e.currentTarget) : undefined}
          onChange={(e) => onChange?.(mask ? mask(e.target.value, value) : e.target.value)}
        />
      </Field>
    </div>
  );
};

/** A wizard date: digits only, slashes inserted, out-of-range month or day becomes 01 (ADR 0102). */
export const DateField = (props: Omit<TextFieldProps, 'mask' | 'inputMode' | 'maxLength' | 'placeholder'>) => {
  const texts = useTexts(WizardTexts);
  return <TextField {...props} mask={maskWizardDateInput} inputMode="numeric" maxLength={Limits.usDate} placeholder={texts.datePlaceholder} />;
};

export interface Option {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** The empty first choice ('Please select' by default); pass null for none. */
  readonly placeholder?: string | null;
  readonly className?: string;
}

export const SelectField = ({ label, value, onChange, options, error, hint, placeholder, className }: SelectFieldProps) => {
  const texts = useTexts(WizardTexts);
  return (
    <div className={className}>
      <Field label={label} error={error} hint={hint}>
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== null ? <option value="">{placeholder ?? texts.pleaseSelect}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
};

interface RadioGroupProps {
  readonly legend: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  readonly error?: string | undefined;
  readonly inline?: boolean;
  readonly className?: string;
}

/**
 * Radio buttons in a fieldset; the legend names the group and the error is tied to each choice. The error is shown in
 * the visitor's language, as Field shows its own: a domain message worded in English is translated, the server's
 * (already in that language) passes unchanged.
 */
export const RadioGroup = ({ legend, value, onChange, options, error, inline = false, className }: RadioGroupProps) => {
  const translate = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`wizard-choices${inline ? ' wizard-choices--inline' : ''}${error ? ' wizard-choices--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <legend className="wizard-choices__legend">{legend}</legend>
      <div className="wizard-choices__options">
        {options.map((o) => (
          <label key={o.value} className={`wizard-choice${value === o.value ? ' wizard-choice--checked' : ''}`}>
            <input
              type="radio"
              name={id}
              value={o.value}
              checked={value === o.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
};

interface CheckboxProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean;
}

export const Checkbox = ({ label, checked, onChange, describedBy, invalid = false }: CheckboxProps) => (
  <label className={`wizard-check${checked ? ' wizard-check--checked' : ''}`}>
    <input type="checkbox" checked={checked} aria-describedby={describedBy} aria-invalid={invalid ? true : undefined} onChange={(e) => onChange(e.target.checked)} />
    <span>{label}</span>
  </label>
);

/** Yes / No for a question, as '1' / '0' (the wire's yes_no_flag), in the visitor's language. */
export const useYesNo = (): readonly Option[] => {
  const texts = useTexts(WizardTexts);
  return useMemo(
    () => [
      { value: '1', label: texts.yes },
      { value: '0', label: texts.no },
    ],
    [texts],
  );
};

/** Banner of messages that belong to no shown field (or to the whole step). */
export const ErrorBanner = ({ messages }: { readonly messages: readonly (string | undefined)[] }) => {
  const translate = useTranslate();
  // Translated as shown: a domain message worded in English, or the server's already in the visitor's language.
  const shown = messages.filter((m): m is string => typeof m === 'string' && m !== '').map(translate);
  if (shown.length === 0) return null;
  return (
    <div className="banner banner--error" role="alert">
      {shown.length === 1 ? shown[0] : (
        <ul className="wizard-banner-list">
          {shown.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
};
