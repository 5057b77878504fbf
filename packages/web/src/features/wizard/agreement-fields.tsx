import { useMemo, useState } from 'react';
import { agreementTarget, type FieldErrors, type SignerMode } from '@benefit-store/domain';
import type { AgreementDraft, AgreementEntry, AgreementText, FormField } from '@benefit-store/ports';
import { useTexts, useTranslate } from '../../app/language.ts';
import { SignatureField } from './signature-pad.tsx';
import { Checkbox, TextField, unplaced, useFormState } from './wizard-fields.tsx';
import { valueOf } from './wizard-values.ts';
import { CompletionTexts } from './completion-texts.ts';

/**
 * Agreement & Signature's form (doc 002; docs/adr/0720), shared by the wizard's step and the member's signing page:
 * each agreement with its required checkbox, then the verification the signer's mode asks for (broker: their
 * broker code; group: the group code and their name; applicant: the verification question, their name and, in
 * signature mode, the drawn signature). The rules are the use case's (SaveAgreement, SignRemotely).
 */

const VERIFICATION = ['answer', 'user_name', 'agent_code', 'group_code'] as const;
type Verification = Record<(typeof VERIFICATION)[number], string>;

export interface AgreementSource {
  readonly texts: readonly AgreementText[];
  readonly fields: readonly FormField[];
  readonly signerMode: SignerMode;
}

/** The agreements ticked and the signer's name as the source gives them (what a step's draft is compared with). */
export const agreementAsLoaded = (source: AgreementSource): AgreementDraft => ({
  accepted: source.texts.filter((t) => t.checked).map((t) => t.hash),
  user_name: valueOf(source.fields, 'user_name'),
});

/**
 * The form's state: checked agreements, the verification answers, the signature, and the messages beside them. It
 * starts from `start` (a draft the wizard's step kept in this tab) or from the source.
 */
export const useAgreementForm = (source: AgreementSource, start: AgreementDraft = agreementAsLoaded(source)) => {
  const [checked, setChecked] = useState<boolean[]>(() => source.texts.map((t) => start.accepted.includes(t.hash)));
  const form = useFormState<Verification>({ answer: '', user_name: start.user_name, agent_code: '', group_code: '' });
  const [signature, setSignature] = useState<string>();
  const shown = (name: string) => source.fields.some((f) => f.name === name);

  /** What the use case checks and sends: only what this signer's mode shows. */
  const entry = (): AgreementEntry => ({
    texts: source.texts,
    checked,
    signerMode: source.signerMode,
    ...(shown('answer') ? { answer: form.values.answer } : {}),
    ...(shown('user_name') ? { userName: form.values.user_name } : {}),
    ...(shown('agent_code') ? { agentCode: form.values.agent_code } : {}),
    ...(shown('group_code') ? { groupCode: form.values.group_code } : {}),
    ...(shown('signature') && signature !== undefined ? { signature } : {}),
  });

  /** What the step's draft keeps in this tab: the agreements checked (by hash) and the name. */
  const userName = form.values.user_name;
  const kept = useMemo<AgreementDraft>(() => ({ accepted: source.texts.filter((_, i) => checked[i] === true).map((t) => t.hash), user_name: userName }), [source.texts, checked, userName]);

  /** Save & Continue Later keeps the same, never the answer or the signature (a blank name is left out). */
  const draft = () => ({
    accepted_texts: kept.accepted,
    ...(kept.user_name.trim() !== '' ? { user_name: kept.user_name } : {}),
  });

  const placed = [...source.texts.map((_, i) => agreementTarget(i)), ...VERIFICATION.filter(shown), ...(shown('signature') ? ['signature'] : [])];
  const clear = (key: string) => form.setErrors(({ [key]: _cleared, ...rest }) => rest);
  return { ...form, checked, setChecked, signature, setSignature, shown, entry, draft, kept, clear, unplacedErrors: (errors: FieldErrors) => unplaced(errors, placed) };
};

type AgreementForm = ReturnType<typeof useAgreementForm>;

export const AgreementFields = ({ source, form }: { readonly source: AgreementSource; readonly form: AgreementForm }) => {
  const { values, set, errors, checked, setChecked, shown, clear } = form;
  const texts = useTexts(CompletionTexts);
  // The use case's messages are worded in English (TextField and SignatureField translate their own).
  const translate = useTranslate();
  const read = (name: string) => valueOf(source.fields, name);
  const text = (name: keyof Verification, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) =>
    shown(name) ? <TextField label={label} value={values[name]} error={errors[name]} onChange={(v) => set(name, v)} {...extra} /> : null;
  const readOnly = (name: string, label: string) => (shown(name) ? <TextField label={label} value={read(name)} readOnly hint="" /> : null);

  return (
    <>
      <p className="wizard-note">{texts.agreementLead}</p>
      <ol className="agreements">
        {source.texts.map((t, i) => {
          const key = agreementTarget(i);
          const refused = errors[key];
          const error = refused === undefined ? undefined : translate(refused);
          const errorId = `agreement-${i}-error`;
          return (
            <li key={t.key} className={`agreement${error ? ' agreement--invalid' : ''}`}>
              {/* The agreement's own language: English where it has no wording in the visitor's (docs/adr/0900-languages.md). */}
              <h2 className="agreement__head" lang={t.language}>
                {t.head}
              </h2>
              <p className="agreement__body" lang={t.language}>
                {t.body}
              </p>
              <Checkbox
                label={texts.iAgree(t.head)}
                checked={checked[i] === true}
                invalid={error !== undefined}
                describedBy={error ? errorId : undefined}
                onChange={(on) => {
                  setChecked((current) => current.map((c, j) => (j === i ? on : c)));
                  clear(key);
                }}
              />
              {error ? (
                <p className="field__error agreement__error" id={errorId} role="alert">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <fieldset className="wizard-section agreement-verification">
        <legend className="wizard-subhead">{texts.verification}</legend>
        <div className="wizard-grid">
          {readOnly('date', texts.date)}
          {readOnly('agent_name', texts.brokerName)}
          {text('agent_code', texts.brokerCode, { autoComplete: 'off' })}
          {readOnly('group_name', texts.groupName)}
          {text('group_code', texts.groupCode, { autoComplete: 'off' })}
          {text('user_name', texts.userName, { autoComplete: 'name' })}
          {text('answer', read('question') || texts.answer, { className: 'wizard-grid__wide', autoComplete: 'off' })}
        </div>
        {shown('signature') ? (
          <SignatureField
            error={errors.signature}
            onChange={(signature) => {
              form.setSignature(signature);
              clear('signature');
            }}
          />
        ) : null}
      </fieldset>
    </>
  );
};
