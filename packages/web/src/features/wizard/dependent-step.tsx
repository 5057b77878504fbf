import { useEffect, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import { dependentHints, describeError, Messages, validateDependentList, type DomainError } from '@benefit-store/domain';
import { NO_DEPENDENT_POPUP, type DependentChange, type DependentDraft, type DependentList, type DependentPopupDraft, type DependentPopupEntries, type DependentStep as DependentStepData, type StoredDependent } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { DependentModal } from './dependent-modal.tsx';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave, useStepScreen } from './step-screen.tsx';
import { SelectField, useShapedStepDraft } from './wizard-fields.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';
import { WizardTexts } from './wizard-texts.ts';

const draftOf = (d: StoredDependent): DependentDraft => ({ dependentId: d.dependentId, primary: d.primary, ...(d.health ? { health: d.health } : {}) });
const relationshipLabel = (texts: typeof WizardTexts, relationship: string) => (relationship === 'spouse' ? texts.spouse : texts.child);

type Popup = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly index: number };

/** Add Spouse / Add Child is offered now (the spouse question answered, room left, the rules' next relationship). */
const canAddTo = (list: DependentList): boolean => !list.askSpouseQuestion && list.canAdd && !list.submitHidden && list.nextRelationship !== undefined;

/** The popup a draft kept open before a refresh, if it still can be: the dependent edited is still listed, or an add is offered. */
const reopened = (kept: DependentPopupDraft, list: DependentList): Popup | undefined => {
  if (!kept.open) return undefined;
  if (kept.editing === undefined) return canAddTo(list) ? { kind: 'add' } : undefined;
  const index = list.dependents.findIndex((d) => d.dependentId === kept.editing);
  return index < 0 ? undefined : { kind: 'edit', index };
};

const Dependents = ({ tab, steps, data }: StepProps & { readonly data: DependentStepData }) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const [list, setList] = useState<DependentList>(data);
  const validate = useUseCase('ValidateDependent');
  const keep = useUseCase('KeepDependents');
  const answerSpouse = useUseCase('AnswerSpouseQuestion');
  const { screen, settle } = useStepScreen();
  const save = useStepSave('SaveDependents', STEP_SAVED);
  const answer = useUseCaseMutation((input: { readonly answer: 'yes' | 'no' | ''; readonly current: readonly StoredDependent[] }) => answerSpouse(input.answer, input.current, screen));
  const change = useUseCaseMutation((c: DependentChange) => keep(list.dependents.map(draftOf), c, screen));
  const nav = useWizardNav(tab, steps);
  const [spouseAnswer, setSpouseAnswer] = useState<string>(data.rules.spouseAnswer ?? '');
  const [spouseError, setSpouseError] = useState<string>();
  const [held, setHeld] = useState<StoredDependent>();
  // A popup open with entries in it comes back after a refresh (docs/adr/0712), its SSN typed again.
  const draft = useShapedStepDraft('dependent_info', NO_DEPENDENT_POPUP);
  const [reopen] = useState(() => reopened(draft.start, data));
  const [restored, setRestored] = useState<DependentPopupDraft | undefined>(reopen ? draft.start : undefined);
  const [popup, setPopup] = useState<Popup | undefined>(reopen);
  const [entries, setEntries] = useState<DependentPopupEntries>();
  const closePopup = () => {
    setPopup(undefined);
    setRestored(undefined);
    setEntries(undefined);
  };
  const keepDraft = draft.keep;
  const editedId = popup?.kind === 'edit' ? list.dependents[popup.index]?.dependentId : undefined;
  useEffect(
    () => keepDraft(popup && entries ? { open: true, ...(editedId !== undefined ? { editing: editedId } : {}), ...entries } : NO_DEPENDENT_POPUP),
    [keepDraft, popup, editedId, entries],
  );
  const [banner, setBanner] = useState<string>();
  const hints = dependentHints(popup?.kind === 'edit');
  const drafts = list.dependents.map(draftOf);
  // The L713 rule says why Next stays away (an IC premier plan holding more than one child).
  const listProblem = list.dependents.length > 0 ? validateDependentList(list.dependents.map((d) => d.primary), list.rules) : undefined;
  const l713 = listProblem?.isErr() && listProblem.error === Messages.oneChildInL713 ? listProblem.error : undefined;

  const failed = (error: DomainError) => {
    // Another window changed the list (or confirmed the enrollment): the step shows it as it is now.
    if (settle(error)) return;
    setBanner(error.kind === 'validation' ? Object.values(error.fields).at(-1) : describeError(error));
  };

  const submitSpouseAnswer = () => {
    setBanner(undefined);
    const chosen = spouseAnswer === 'yes' || spouseAnswer === 'no' ? spouseAnswer : '';
    // A spouse set aside by an earlier No comes back with Yes.
    const current = chosen === 'yes' && held ? [held, ...list.dependents] : list.dependents;
    answer.mutate({ answer: chosen, current }, {
      onSuccess: (result) => {
        setList(result);
        setHeld(result.heldSpouse ?? (chosen === 'yes' ? undefined : held));
      },
      onError: (error) => (error.kind === 'validation' && error.fields.spouse_answer ? setSpouseError(error.fields.spouse_answer) : failed(error)),
    });
  };

  const remove = (index: number) => {
    setBanner(undefined);
    change.mutate(
      { kind: 'delete', index },
      {
        onSuccess: (result) => {
          setList(result);
          if (result.reaskSpouseQuestion) setSpouseAnswer('');
        },
        onError: failed,
      },
    );
  };

  /** The popup's Submit: the dependent checked (domain, then server), then the list kept with it. */
  const submitDependent = (draft: DependentDraft): ResultAsync<DependentList, DomainError> =>
    validate(draft, screen.enrollmentId).andThen(() =>
      keep(drafts, popup?.kind === 'edit' ? { kind: 'edit', index: popup.index, dependent: draft } : { kind: 'add', dependent: draft }, screen),
    );

  const onNext = () => {
    setBanner(undefined);
    save.mutate(drafts, { onSuccess: ({ next }) => nav.advance(next), onError: failed });
  };

  const canAddNow = canAddTo(list);
  const editing = popup?.kind === 'edit' ? list.dependents[popup.index] : undefined;

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending || change.isPending}
      banner={[banner, l713]}
      saveLater={() => ({ tab: 'dependent_info', dependents: list.dependents.map((d) => d.primary) })}
      next={{ hidden: !list.canContinue, disabled: hints.continueDisabled, hint: hints.continueHint }}
      lead={
        <>
          {data.heading ? <p className="wizard-step__required">{translate(data.heading)}</p> : null}
          {data.prefilled && list.dependents.length > 0 ? <p className="wizard-note">{texts.dependentsPrefilled}</p> : null}
        </>
      }
      modals={
        popup ? (
          <DependentModal
            title={editing ? texts.editDependent((popup.kind === 'edit' ? popup.index : 0) + 1) : messages.dependentNumber(list.dependents.length + 1)}
            relationship={editing?.primary.relationship ?? list.nextRelationship ?? 'child'}
            editing={editing}
            fields={data.fields}
            disclaimer={data.disclaimer}
            healthQuestions={data.healthQuestions}
            submit={submitDependent}
            onCancel={closePopup}
            onKept={(result) => {
              setList(result);
              closePopup();
              setBanner(undefined);
            }}
            kept={restored}
            onEntries={setEntries}
          />
        ) : null
      }
    >
      {list.askSpouseQuestion ? (
        <div className="wizard-spouse">
          <SelectField
            label={messages.willYouEnrollSpouse}
            value={spouseAnswer}
            error={spouseError}
            options={[
              { value: 'yes', label: texts.yes },
              { value: 'no', label: texts.no },
            ]}
            onChange={(v) => {
              setSpouseAnswer(v);
              setSpouseError(undefined);
            }}
          />
          <button type="button" className="button button--primary wizard-spouse__submit" disabled={answer.isPending} onClick={submitSpouseAnswer}>
            {texts.submit}
          </button>
        </div>
      ) : null}
      <h2 className="wizard-subhead">{texts.dependents}</h2>
      {list.dependents.length === 0 ? <p className="wizard-empty">{texts.noDependents}</p> : null}
      <ul className="wizard-people">
        {list.dependents.map((d, index) => {
          const line = texts.dependentLine(index + 1, d.primary.first_name, d.primary.last_name, relationshipLabel(texts, d.primary.relationship));
          return (
            <li key={d.dependentId} className="wizard-person">
              <span className="wizard-person__name">{line}</span>
              <span className="wizard-person__detail">
                {d.primary.birthdate} · {d.primary.ssn}
              </span>
              <span className="wizard-person__actions">
                <button type="button" className="button wizard-button-small wizard-button-alt" aria-label={texts.editOf(line)} onClick={() => setPopup({ kind: 'edit', index })}>
                  {texts.edit}
                </button>
                <button
                  type="button"
                  className="button wizard-button-small wizard-button-danger"
                  disabled={hints.deleteDisabled || change.isPending}
                  title={hints.deleteHint === undefined ? texts.delete : translate(hints.deleteHint)}
                  aria-label={texts.deleteOf(line)}
                  onClick={() => remove(index)}
                >
                  {texts.delete}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {list.hint ? (
        <p className="wizard-total wizard-total--ok" role="status">
          {translate(list.hint)}
        </p>
      ) : null}
      {canAddNow ? (
        <div className="wizard-add-row">
          {list.nextRelationship === 'spouse' ? (
            <button type="button" className="button wizard-button-alt wizard-add" disabled={hints.addDisabled} title={hints.addHint === undefined ? undefined : translate(hints.addHint)} onClick={() => setPopup({ kind: 'add' })}>
              {texts.addSpouse}
            </button>
          ) : (
            <button type="button" className="button wizard-button-alt wizard-add" disabled={hints.addDisabled} title={hints.addHint === undefined ? undefined : translate(hints.addHint)} onClick={() => setPopup({ kind: 'add' })}>
              {texts.addChild}
            </button>
          )}
        </div>
      ) : null}
    </StepFrame>
  );
};

/**
 * Dependent Information: the tier's heading, the spouse question first on IF ('Will you be Enrolling your
 * spouse ?'), the list with edit and delete, Add Spouse / Add Child as the rules allow, popups with optional
 * health questions. Each add, edit or delete is kept in temporary storage at once; Next saves the list.
 */
export const DependentStep = loadedStep('LoadDependentStep', Dependents);
