import { useState } from 'react';
import { beneficiaryHints, describeError, dropEmpty, Messages } from '@benefit-store/domain';
import {
  describeBeneficiaries,
  type BeneficiaryDraftEntry,
  type BeneficiaryInputWithId,
  type BeneficiaryStep as BeneficiaryStepData,
  type BeneficiaryWarning,
  type StoredBeneficiary,
} from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import type { BeneficiaryEntry } from './beneficiary-entry.ts';
import { BeneficiaryModal } from './beneficiary-modal.tsx';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave, useStepScreen } from './step-screen.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';
import { WizardTexts } from './wizard-texts.ts';

let keys = 0;
const entryOf = (b: StoredBeneficiary): BeneficiaryEntry => {
  const { beneficiaryId, ...fields } = b;
  return { key: ++keys, input: { ...fields, beneficiaryId }, shown: b, warnings: [] };
};
const restoredEntry = (e: BeneficiaryDraftEntry): BeneficiaryEntry => ({ key: ++keys, input: e.input, shown: e.shown, warnings: [], ...(e.ssnToReenter ? { ssnToReenter: true } : {}) });
const draftEntry = (e: BeneficiaryEntry): BeneficiaryDraftEntry => ({ input: e.input, shown: e.shown, ...(e.ssnToReenter ? { ssnToReenter: true } : {}) });

const wire = (b: BeneficiaryInputWithId) =>
  dropEmpty({
    beneficiary_id: b.beneficiaryId,
    first_name: b.first_name,
    middle_name: b.middle_name,
    last_name: b.last_name,
    birthdate: b.birthdate,
    ssn: b.ssn,
    relationship: b.relationship,
    beneficiary_percentage: b.beneficiary_percentage,
  });

type Popup = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly index: number };

/**
 * One beneficiary's line under its name: relationship (its name from the step's list, in the visitor's language),
 * share and the SSN as masked.
 */
const summaryOf = (b: StoredBeneficiary, relationshipName: (id: string) => string): string =>
  `${relationshipName(b.relationship)} · ${b.beneficiary_percentage}%${b.ssn ? ` · ${b.ssn}` : ''}`;

const BeneficiaryList = ({ tab, steps, data }: StepProps & { readonly data: BeneficiaryStepData }) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const save = useStepSave('SaveBeneficiaries', STEP_SAVED);
  const { screen, settle } = useStepScreen();
  const keepDraft = useUseCase('KeepBeneficiaryDraft');
  const nav = useWizardNav(tab, steps);
  const [entries, setEntriesNow] = useState<BeneficiaryEntry[]>(() => (data.restored ? data.restored.map(restoredEntry) : data.beneficiaries.map(entryOf)));
  /** Whether the list holds changes not sent yet (kept in this window until Next). */
  const [unsent, setUnsent] = useState(data.restored !== undefined);
  /** Every change of the list is kept in this window at once, so a refresh or a trip elsewhere does not lose it. */
  const setEntries = (change: (current: BeneficiaryEntry[]) => BeneficiaryEntry[]) => {
    const next = change(entries);
    setEntriesNow(next);
    setUnsent(true);
    keepDraft(next.map(draftEntry), screen);
  };
  const [popup, setPopup] = useState<Popup>();
  /** What the server pointed out about the list as a whole at the save (one SSN twice, Estate with people). */
  const [warnings, setWarnings] = useState<BeneficiaryWarning[]>([]);
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const [banner, setBanner] = useState<string>();
  const list = describeBeneficiaries(entries.map((e) => e.shown));
  const relationshipName = (id: string) => translate(data.relationships.find((r) => r.id === id)?.name ?? id);
  const hints = beneficiaryHints(popup?.kind === 'edit');

  const onNext = () => {
    setBanner(undefined);
    save.mutate(
      entries.map((e) => (e.ssnToReenter ? { ...e.input, ssnToReenter: true } : e.input)),
      {
        onSuccess: ({ next, warnings: answered }) => {
          // Warnings the person has not seen yet stop once, to be read; Next again continues. A warning is known by its
          // code: its words follow the language, which may have changed since it was seen.
          const fresh = answered.filter((w) => !seen.has(w.code));
          if (fresh.length === 0) return nav.advance(next);
          setWarnings(fresh);
          setSeen(new Set([...seen, ...answered.map((w) => w.code)]));
        },
        onError: (error) => {
          // Another window saved meanwhile: the step shows its list, and this window's beside it to enter again.
          if (settle(error, entries.map((e, i) => ({ label: list.labels[i] ?? '', value: summaryOf(e.shown, relationshipName) })))) return;
          setBanner(error.kind === 'validation' ? Object.values(error.fields).at(-1) : describeError(error));
        },
      },
    );
  };

  const accept = (entry: BeneficiaryEntry) => {
    setEntries((current) => (popup?.kind === 'edit' ? current.map((e, i) => (i === popup.index ? entry : e)) : [...current, entry]));
    setSeen((current) => new Set([...current, ...entry.warnings.map((w) => w.code)]));
    setPopup(undefined);
    setBanner(undefined);
  };

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending}
      banner={[banner]}
      saveLater={() => ({ tab: 'benificiary_info', data: { beneficiaries: entries.map((e) => wire(e.input)) } })}
      next={{ hidden: !list.canContinue, disabled: hints.continueDisabled, hint: hints.continueHint }}
      lead={
        unsent && entries.length > 0 ? (
          <p className="wizard-note" role="status">
            {messages.beneficiariesNotSentYet}
          </p>
        ) : data.prefilled && entries.length > 0 ? (
          <p className="wizard-note">{texts.prefilled}</p>
        ) : undefined
      }
      modals={
        popup ? (
          <BeneficiaryModal
            number={popup.kind === 'edit' ? popup.index + 1 : entries.length + 1}
            editing={popup.kind === 'edit' ? entries[popup.index] : undefined}
            fields={data.fields}
            relationships={data.relationships}
            onCancel={() => setPopup(undefined)}
            onAccepted={(input, shown, found) => accept({ key: popup.kind === 'edit' ? (entries[popup.index]?.key ?? ++keys) : ++keys, input, shown, warnings: found })}
          />
        ) : null
      }
    >
      <h2 className="wizard-subhead">{texts.beneficiaries}</h2>
      {entries.length === 0 ? <p className="wizard-empty">{texts.noBeneficiaries}</p> : null}
      <ul className="wizard-people">
        {entries.map((entry, index) => {
          // 'Beneficiary #n: first last', worded by the domain in English.
          const label = translate(list.labels[index] ?? '');
          return (
            <li key={entry.key} className="wizard-person">
              <span className="wizard-person__name">{label}</span>
              <span className="wizard-person__detail">{summaryOf(entry.shown, relationshipName)}</span>
              {entry.ssnToReenter ? <span className="wizard-person__reenter">{messages.beneficiarySsnNotKept}</span> : null}
              {entry.warnings.length > 0 ? (
                <div className="wizard-person__warnings" role="status">
                  <ul>
                    {entry.warnings.map((w) => (
                      <li key={w.message}>{translate(w.message)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <span className="wizard-person__actions">
                <button type="button" className="button wizard-button-small wizard-button-alt" onClick={() => setPopup({ kind: 'edit', index })} aria-label={texts.editOf(label)}>
                  {texts.edit}
                </button>
                <button
                  type="button"
                  className="button wizard-button-small wizard-button-danger"
                  disabled={hints.deleteDisabled}
                  title={translate(hints.deleteHint)}
                  aria-label={texts.deleteOf(label)}
                  onClick={() => setEntries((current) => current.filter((_, i) => i !== index))}
                >
                  {texts.delete}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {list.note ? (
        <p className={`wizard-total wizard-total--${list.note.tone === 'ok' ? 'ok' : 'bad'}`} role="status">
          {list.note.tone === 'ok' ? texts.totalOk(list.note.total) : translate(list.note.message)}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <div className="wizard-warnings" role="status">
          <p className="wizard-warnings__title">{texts.warnings}</p>
          <ul>
            {warnings.map((w) => (
              <li key={w.message}>{translate(w.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {list.canAdd ? (
        <button type="button" className="button wizard-button-alt wizard-add" onClick={() => setPopup({ kind: 'add' })}>
          {texts.addBeneficiary}
        </button>
      ) : null}
    </StepFrame>
  );
};

/**
 * Beneficiary Information: 'Beneficiary #n: first last' with edit and delete, an add popup (hidden at three
 * or a total of 100), the total's green or red note, Next only at exactly 100. While an edit is open,
 * delete and continue wait ('Please submit the edited form first to ...'). The server's warnings (a minor,
 * the applicant themself, Estate with people, one SSN twice) are shown and never block.
 */
export const BeneficiaryStep = loadedStep('LoadBeneficiaryStep', BeneficiaryList);
