import { useState, type FormEvent } from 'react';
import { describeError } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useStepSave, useStepScreen } from './step-screen.tsx';
import { WizardTexts } from './wizard-texts.ts';

/** 'Enter Enroller Code': the code and Save; 'Enter Enroller Code' when empty, else the server's message. */
export const EnrollerCodeModal = ({ onClose, onSaved }: { readonly onClose: () => void; readonly onSaved: () => void }) => {
  const texts = useTexts(WizardTexts);
  const save = useStepSave('SaveEnrollerCode');
  const { settle } = useStepScreen();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    save.mutate(code, {
      onSuccess: onSaved,
      onError: (e) => {
        // Another window changed the enrollment: the step reloads, the code entered here kept beside it.
        if (settle(e, form)) return;
        setError(e.kind === 'validation' ? (e.fields.enrollerCode ?? Object.values(e.fields)[0]) : describeError(e));
      },
    });
  };
  return (
    <Modal title={texts.enterEnrollerCode} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={texts.enterEnrollerCode}>
        <Field label={texts.enrollerCode} error={error}>
          <input
            value={code}
            autoComplete="off"
            onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="wizard-modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {texts.save}
          </button>
        </div>
      </form>
    </Modal>
  );
};
