import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { Messages, RECEIPT_PATH, type DomainError, type TabName } from '@benefit-store/domain';
import type { ScreenVersion, UseCaseName, UseCases } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { useTexts, useTranslate } from '../../app/language.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { DataTopics } from '../../app/data-topics.ts';
import { CompletionTexts } from './completion-texts.ts';
import { WizardTexts } from './wizard-texts.ts';

/**
 * What a wizard step knows about the enrollment it shows beyond its data (docs/adr/0712): the screen its saves are
 * based on, and what happened to a save that another window overtook. `settle` is every save's first answer to a
 * failure: a change refused because another window changed the enrollment reloads the step with the current data and
 * keeps what this window entered visible beside it; a change refused because the enrollment is already confirmed
 * says so and links to the receipt. Anything else is the step's own to show.
 */

/** One thing the person entered in this window and that was not saved: its label and value as shown. */
export interface KeptEntry {
  readonly label: string;
  readonly value: string;
}

export interface StepScreen {
  /** The step shown. */
  readonly tab: TabName;
  readonly screen: ScreenVersion;
  /** What this window had entered when another window changed the enrollment (undefined: no such refusal). */
  readonly kept: readonly KeptEntry[] | undefined;
  /** A save found the enrollment already confirmed (in another window). */
  readonly confirmed: boolean;
  /**
   * A save's failure: true when it was a conflict, now handled. `entered` is what the person entered: the form or
   * dialog holding it (its fields are read as shown), or the entries themselves; by default the step's own form.
   */
  readonly settle: (error: DomainError, entered?: HTMLElement | readonly KeptEntry[] | null) => boolean;
  /** The step's form registers itself, so that what was entered can be told from what was loaded. */
  readonly register: (form: HTMLFormElement | null) => void;
}

export const StepScreenContext = createContext<StepScreen | undefined>(undefined);

/** The step's screen; only inside a loaded step (`loadedStep`). */
export const useStepScreen = (): StepScreen => {
  const value = useContext(StepScreenContext);
  if (!value) throw new Error('useStepScreen outside a loaded wizard step');
  return value;
};

/** The same, where a component may also be used outside a step (the Save & Continue Later modal). */
export const useOptionalStepScreen = (): StepScreen | undefined => useContext(StepScreenContext);

/**
 * A value that is a secret when shown whole: only its last four characters are kept (a masked SSN, card or account).
 * Labels are read as shown, in English or in Spanish.
 */
const SECRET = /ssn|social security|card number|security code|account number|routing|seguro social|n[uú]mero de (?:la )?tarjeta|c[oó]digo de seguridad|n[uú]mero de cuenta|n[uú]mero de ruta|tr[aá]nsito/i;
const masked = (value: string): string => (value.length > 4 ? `•••• ${value.slice(-4)}` : value);

const labelOf = (control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string =>
  (control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '').trim();

/** One field as read: its entry, and the control with its raw value (what it holds in any language). */
export interface ReadField extends KeptEntry {
  readonly control: Element;
  readonly raw: string;
}

/**
 * The fields of a form or dialog as a person reads them: each editable control's label and value (a select's chosen
 * option, a radio group's choice under its legend, a checkbox: `yes` when ticked, in the language shown). Read-only and
 * disabled fields are left out: nobody entered them. Secrets are shown by their last four characters only.
 */
export const readFields = (container: HTMLElement, yes: string): ReadField[] => {
  const entries: ReadField[] = [];
  for (const control of container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (control.disabled || ('readOnly' in control && control.readOnly)) continue;
    if (control instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'file', 'image', 'reset'].includes(control.type)) continue;
    let label = labelOf(control);
    let value: string;
    if (control instanceof HTMLSelectElement) value = control.value === '' ? '' : (control.selectedOptions[0]?.textContent ?? control.value).trim();
    else if (control instanceof HTMLInputElement && control.type === 'checkbox') value = control.checked ? yes : '';
    else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (!control.checked) continue;
      value = label;
      label = (control.closest('fieldset')?.querySelector('legend')?.textContent ?? label).trim();
    } else value = control.value.trim();
    if (label === '') continue;
    const raw = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? String(control.checked) : control.value;
    entries.push({ label, value: SECRET.test(label) || control.autocomplete.startsWith('cc-') ? masked(value) : value, control, raw });
  }
  return entries;
};

/**
 * What was entered: the fields whose value differs from what the form was loaded with (all filled ones without a
 * baseline). A control on the page since the form was loaded is compared by its raw value (the language may have
 * changed its label and shown value since); one shown later, by its label among the fields loaded.
 */
export const enteredSince = (now: readonly ReadField[], loaded: readonly ReadField[] | undefined): KeptEntry[] =>
  now
    .filter((entry, i) => {
      if (entry.value === '') return false;
      if (!loaded) return true;
      const same = loaded.find((e) => e.control === entry.control);
      if (same) return same.raw !== entry.raw;
      const before = loaded.filter((e) => e.label === entry.label);
      const sameLabelBefore = now.slice(0, i).filter((e) => e.label === entry.label).length;
      return before[sameLabelBefore]?.value !== entry.value;
    })
    .map(({ label, value }) => ({ label, value }));

/** Registers the step's form with its screen once it is on the page (its loaded values are the baseline). */
export const useRegisterStepForm = (form: RefObject<HTMLFormElement | null>) => {
  const screen = useOptionalStepScreen();
  const register = screen?.register;
  useEffect(() => {
    register?.(form.current);
    return () => register?.(null);
  }, [register, form]);
};

/** The notices a step shows above its fields after a conflict: the enrollment confirmed, or changed in another window. */
export const ConflictNotices = () => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const completion = useTexts(CompletionTexts);
  const translate = useTranslate();
  const screen = useOptionalStepScreen();
  const notice = useRef<HTMLDivElement>(null);
  const shown = screen?.confirmed === true || screen?.kept !== undefined;
  useEffect(() => {
    if (shown) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  if (!screen || !shown) return null;
  return (
    <div ref={notice}>
      {screen.confirmed ? (
        <div className="banner banner--error wizard-conflict" role="alert">
          {messages.enrollmentFinished} <Link to={RECEIPT_PATH}>{completion.viewReceipt}</Link>
        </div>
      ) : null}
      {screen.kept !== undefined && !screen.confirmed ? (
        <div className="banner banner--error wizard-conflict" role="alert">
          <p className="wizard-conflict__message">{messages.enrollmentChangedElsewhere}</p>
          {screen.kept.length > 0 ? (
            <section className="wizard-kept" aria-label={texts.keptTitle}>
              <p className="wizard-kept__lead">{messages.enteredHereNotSaved}</p>
              <dl className="wizard-kept__list">
                {screen.kept.map((entry, i) => (
                  <div key={`${entry.label}-${i}`} className="wizard-kept__item">
                    {/* A label read from the page is in the language it was shown in; a list's own (Beneficiary #1: ...) is the domain's. */}
                    <dt>{translate(entry.label)}</dt>
                    <dd>{entry.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};

/** The use cases that save a step: their input, then the step's screen. */
type StepSave = { [K in UseCaseName]: UseCases[K] extends (input: never, screen: ScreenVersion) => ResultAsync<unknown, DomainError> ? K : never }[UseCaseName];
type SaveInput<K extends StepSave> = UseCases[K] extends (input: infer A, screen: ScreenVersion) => ResultAsync<unknown, DomainError> ? A : never;
type SaveOutput<K extends StepSave> = UseCases[K] extends (input: never, screen: ScreenVersion) => ResultAsync<infer T, DomainError> ? T : never;

/**
 * A step's save as a mutation, based on the step's screen (docs/adr/0712). A saved step is left for the next one,
 * which reads afresh: neither the step's own data nor the progress is read again behind it (the next step reads its
 * progress with its own data, in one batch: docs/adr/0511-read-batches.md).
 */
export const useStepSave = <K extends StepSave>(name: K, invalidates: readonly QueryKey[] = []) => {
  const { screen, tab } = useStepScreen();
  const run = useUseCase(name) as unknown as (input: SaveInput<K>, screen: ScreenVersion) => ResultAsync<SaveOutput<K>, DomainError>;
  return useUseCaseMutation((input: SaveInput<K>) => run(input, screen), invalidates, { leaves: [DataTopics.wizardStep(tab), DataTopics.wizardProgress] });
};
