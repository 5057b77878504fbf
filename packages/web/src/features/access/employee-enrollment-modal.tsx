import { useState, type FormEvent } from 'react';
import type { GroupDetails } from '@benefit-store/ports';
import { describeError, Messages } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { ShellTexts } from '../../shell/shell-texts.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';

/**
 * Employee Enrollment: (1) the group enrollment code and Continue; (2) the company named for
 * confirmation: Yes continues to the group's enrollment, No starts over; a link re-enters the code.
 */
export const EmployeeEnrollmentModal = ({ onClose, origin }: { onClose: () => void; origin: 'accessPage' | 'landingPage' }) => {
  const validate = useUseCase('ValidateGroupEnrollmentCode');
  const confirm = useUseCase('ConfirmGroupEnrollment');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [group, setGroup] = useState<GroupDetails>();
  const [busy, setBusy] = useState(false);

  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await validate(code);
    setBusy(false);
    result.match(
      (found) => {
        setError(undefined);
        setGroup(found);
      },
      (failure) => setError(failure.kind === 'validation' ? (failure.fields.group_code ?? describeError(failure)) : describeError(failure)),
    );
  };

  const restart = () => {
    setGroup(undefined);
    setCode('');
    setError(undefined);
  };

  return (
    <Modal title={ShellTexts.employeeEnrollment} onClose={onClose}>
      {group ? (
        <div className="code-confirm">
          <p className="code-confirm__question">{Messages.confirmCompany(group.name)}</p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => window.location.assign(confirm(group, origin))}>
              Yes
            </button>
            <button type="button" className="button button--ghost" onClick={restart}>
              No
            </button>
          </div>
          <button type="button" className="link-button" onClick={restart}>
            {ShellTexts.reenterCode}
          </button>
        </div>
      ) : (
        <form onSubmit={onContinue} noValidate aria-label={ShellTexts.employeeEnrollment}>
          <Field label={ShellTexts.groupCodeLabel} error={error} hint={Messages.groupCodeHelp}>
            <input
              value={code}
              maxLength={32}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={ShellTexts.groupCodePlaceholder}
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          {error ? <p className="field__hint">{Messages.groupCodeHelp}</p> : null}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            Continue
          </button>
        </form>
      )}
    </Modal>
  );
};
