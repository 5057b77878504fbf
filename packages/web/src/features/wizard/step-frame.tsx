import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import { describeError, isConflict, Messages, tabTitle, type DomainError } from '@benefit-store/domain';
import type { OnScreen, SaveForLaterRequest, ScreenVersion, UseCaseName, UseCases } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED, DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useInvalidate, useUseCaseMutation, type UseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RouteFallback } from '../../ui/spinner.tsx';
import { ConflictNotices, enteredSince, readFields, StepScreenContext, useOptionalStepScreen, useRegisterStepForm, type KeptEntry, type ReadField, type StepScreen } from './step-screen.tsx';
import { ErrorBanner } from './wizard-fields.tsx';
import { NoEnrollment } from './no-enrollment.tsx';
import { useStepQuery, useWizardNav, type StepProps } from './wizard-nav.ts';
import { WizardTexts } from './wizard-texts.ts';

/** What Save & Continue Later sends for the step as it stands (the e-mail is asked in the modal). */
export type SaveLaterSource = () => Omit<SaveForLaterRequest, 'email'>;

interface StepFrameProps extends StepProps {
  /** Next: the step's save; the frame prevents the page submit. */
  readonly onNext: () => void;
  readonly busy: boolean;
  readonly saveLater: SaveLaterSource;
  readonly children: ReactNode;
  readonly lead?: ReactNode;
  /** Messages for the whole step (a server answer about no shown field). */
  readonly banner?: readonly (string | undefined)[];
  readonly next?: { readonly hidden?: boolean; readonly disabled?: boolean; readonly hint?: string | undefined };
  /** Actions of the step beside Back (e.g. Enter Enroller Code). */
  readonly extraActions?: ReactNode;
  /** The step's own dialogs: outside the step's form, since a form cannot hold another. */
  readonly modals?: ReactNode;
}

/**
 * One wizard step: its number and title, its fields, and Back, Save & Continue Later and Next. The
 * heading takes focus when the step opens, so a screen reader starts at the new step.
 */
export const StepFrame = ({ tab, steps, onNext, busy, saveLater, children, lead, banner = [], next = {}, extraActions, modals }: StepFrameProps) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const nav = useWizardNav(tab, steps);
  const headingId = useId();
  const hintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [savingLater, setSavingLater] = useState(false);
  const step = steps.find((s) => s.tab === tab);
  // A confirmed enrollment (in another window) takes no more saves: its notice links to the receipt instead.
  const confirmed = useOptionalStepScreen()?.confirmed === true;
  useRegisterStepForm(form);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !next.disabled && !next.hidden && !confirmed) onNext();
  };

  return (
    <section className="wizard-step" aria-labelledby={headingId}>
      <header className="wizard-step__head">
        {step ? <p className="eyebrow">{texts.stepOf(step.number, steps.length)}</p> : null}
        <h1 id={headingId} ref={heading} tabIndex={-1}>
          {tabTitle(tab, messages)}
        </h1>
        {lead ? <div className="wizard-step__lead">{lead}</div> : null}
      </header>
      <form ref={form} className="wizard-step__form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <ConflictNotices />
        <ErrorBanner messages={banner} />
        {children}
        <div className="wizard-actions">
          <button type="button" className="button button--ghost" onClick={nav.back}>
            {texts.back}
          </button>
          {extraActions}
          <span className="wizard-actions__spacer" />
          {confirmed ? null : (
            <button type="button" className="button wizard-button-alt" onClick={() => setSavingLater(true)}>
              {texts.saveLater}
            </button>
          )}
          {next.hidden || confirmed ? null : (
            <button type="submit" className="button button--primary" disabled={busy || next.disabled} aria-describedby={next.hint ? hintId : undefined}>
              {texts.next}
            </button>
          )}
        </div>
        {next.hint && !next.hidden && !confirmed ? (
          <p id={hintId} className="wizard-actions__hint">
            {translate(next.hint)}
          </p>
        ) : null}
      </form>
      {modals}
      {savingLater ? <SaveLaterModal source={saveLater} onClose={() => setSavingLater(false)} /> : null}
    </section>
  );
};

/**
 * Save & Continue Later (every step): the alternate e-mail, Back or Send Code; then 'Information Saved!!!
 * Check your email to continue' and Done. The e-mail's message ('Enter valid email address') shows under
 * it; anything else (a dependent's re-check, a rate limit) above the buttons.
 */
export const SaveLaterModal = ({ source, onClose }: { readonly source: SaveLaterSource; readonly onClose: () => void }) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const save = useUseCaseMutation(useUseCase('SaveForLater'));
  const step = useOptionalStepScreen();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [others, setOthers] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) doneButton.current?.focus();
  }, [done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOthers([]);
    save.mutate(
      { ...source(), email, ...(step ? { screen: step.screen } : {}) },
      {
        onSuccess: () => setDone(true),
        onError: (error: DomainError) => {
          // Another window changed the enrollment (or confirmed it): the step says so, with what was entered.
          if (step?.settle(error)) return onClose();
          if (error.kind !== 'validation') return setOthers([describeError(error)]);
          const { email: forEmail, ...rest } = error.fields;
          setEmailError(forEmail);
          setOthers(Object.values(rest));
        },
      },
    );
  };

  return (
    <Modal title={texts.saveLater} onClose={onClose}>
      {done ? (
        <div className="save-later__done">
          <p className="save-later__message" role="status">
            {messages.saveLaterDone}
          </p>
          <div className="wizard-modal-actions">
            <button ref={doneButton} type="button" className="button button--primary" onClick={onClose}>
              {texts.done}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label={texts.saveLater}>
          <Field label={messages.saveLaterPrompt} error={emailError}>
            <input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(undefined);
              }}
            />
          </Field>
          <ErrorBanner messages={others} />
          <div className="wizard-modal-actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {texts.back}
            </button>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {texts.sendCode}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
};

/** A step's data: the loading state, the load's failure, or the step itself once its data is there. */
export const StepLoader = <T,>({ query, children }: { readonly query: UseCaseQuery<T>; readonly children: (data: T) => ReactNode }) => {
  const texts = useTexts(WizardTexts);
  const translate = useTranslate();
  // The enrollment is not this browser's any more (confirmed and left behind by Back, or unknown to the server): where
  // to go instead, not a bare 'Enrollment not found'.
  if (query.status === 'failed' && query.error?.kind === 'not-found') return <NoEnrollment message={undefined} />;
  if (query.status === 'failed' && query.error) {
    return (
      <section className="wizard-step">
        <p className="banner banner--error" role="alert">
          {texts.loadFailed} {translate(describeError(query.error))}
        </p>
      </section>
    );
  }
  if (query.data === undefined) return <RouteFallback />;
  return <>{children(query.data)}</>;
};

/** The use cases that load a step: no argument, the step's data (with the screen its saves are based on). */
type StepLoad = { [K in UseCaseName]: UseCases[K] extends () => ResultAsync<OnScreen, DomainError> ? K : never }[UseCaseName];
type StepData<K extends StepLoad> = UseCases[K] extends () => ResultAsync<infer T, DomainError> ? T : never;

/**
 * A wizard step: its data read afresh with `loader` each time it is shown, then `Form` with it; the load's
 * failure in the step's place, a spinner meanwhile. A save that another window overtook (docs/adr/0712) reads the
 * step again and shows it anew, with what this window had entered kept beside it (StepScreen).
 */
export const loadedStep = <K extends StepLoad>(loader: K, Form: ComponentType<StepProps & { readonly data: StepData<K> }>) => {
  const LoadedStep = (props: StepProps) => {
    const load = useUseCase(loader) as () => ResultAsync<StepData<K>, DomainError>;
    const invalidate = useInvalidate();
    /** Each reload after a conflict is a new read of the step (and a new form). */
    const [round, setRound] = useState(0);
    const [kept, setKept] = useState<readonly KeptEntry[]>();
    const [confirmed, setConfirmed] = useState(false);
    const query = useStepQuery(props.tab, () => load(), round);
    // 'Yes' for a ticked box as the notice shows it, in the language of the moment: read through a ref, so that a
    // change of language neither registers the form again (its loaded values are the baseline) nor changes `settle`.
    const yes = useRef('');
    yes.current = useTexts(WizardTexts).yes;
    const form = useRef<{ element: HTMLFormElement; loaded: ReadField[] }>(undefined);
    const register = useCallback((element: HTMLFormElement | null) => {
      form.current = element ? { element, loaded: readFields(element, yes.current) } : undefined;
    }, []);
    const settle = useCallback(
      (error: DomainError, entered?: HTMLElement | readonly KeptEntry[] | null) => {
        if (!isConflict(error)) return false;
        // The progress bar and the steps read again (the other window may have completed or confirmed something), in
        // one invalidation with what else changed: a second one would cancel the steps' read the first had started and
        // ask again (both groups below hold the steps).
        if (error.reason === 'already-confirmed') {
          // Confirming emptied the cart: the header follows.
          void invalidate([DataTopics.wizardProgress, ...CART_CHANGED]);
          setConfirmed(true);
          return true;
        }
        // Changed in another window: maybe its quote or cart too (another browser, which tells this one nothing).
        void invalidate([DataTopics.wizardProgress, ...QUOTE_CHANGED]);
        const own = form.current;
        const source = entered ?? own?.element ?? null;
        if (Array.isArray(source)) setKept(source as readonly KeptEntry[]);
        else {
          const fields = source === null ? [] : readFields(source as HTMLElement, yes.current);
          setKept(enteredSince(fields, source === own?.element ? own?.loaded : undefined));
        }
        setRound((n) => n + 1);
        return true;
      },
      [invalidate],
    );
    // The screen of this round's first answer: a later refetch of the step (another query's invalidation) never moves
    // the version the form's saves are based on past what the form was filled with.
    const held = useRef<{ round: number; screen: ScreenVersion }>(undefined);
    if (query.data && held.current?.round !== round) held.current = { round, screen: (query.data as unknown as OnScreen).screen };
    const base = held.current?.round === round ? held.current.screen : undefined;
    const screen = useMemo<StepScreen | undefined>(() => (base ? { tab: props.tab, screen: base, kept, confirmed, settle, register } : undefined), [props.tab, base, kept, confirmed, settle, register]);
    return (
      <StepLoader query={query}>
        {(loaded) => (
          <StepScreenContext.Provider value={screen}>
            <Form key={round} {...props} data={loaded} />
          </StepScreenContext.Provider>
        )}
      </StepLoader>
    );
  };
  return LoadedStep;
};
