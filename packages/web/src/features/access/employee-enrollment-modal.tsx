import { describeError, Messages } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { ShellTexts } from '../../shell/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { CodeField, useCodeLookup, YesNoButtons } from './code-entry.tsx';
import { useEnterSite } from './enter-site.ts';

/**
 * Employee Enrollment: (1) the group enrollment code and Continue; (2) the company named for
 * confirmation: Yes continues to the group's enrollment, No starts over; a link re-enters the code.
 */
export const EmployeeEnrollmentModal = ({ onClose, origin }: { onClose: () => void; origin: 'accessPage' | 'landingPage' }) => {
  const validate = useUseCase('ValidateGroupEnrollmentCode');
  const confirm = useUseCase('ConfirmGroupEnrollment');
  const enterSite = useEnterSite();
  const lookup = useCodeLookup(validate, (failure) =>
    failure.kind === 'validation' ? (failure.fields.group_code ?? describeError(failure)) : describeError(failure),
  );
  const group = lookup.found;

  return (
    <Modal title={ShellTexts.employeeEnrollment} onClose={onClose}>
      {group ? (
        <div className="code-confirm">
          <p className="code-confirm__question">{Messages.confirmCompany(group.name)}</p>
          <YesNoButtons
            onYes={() => {
              onClose();
              enterSite(confirm(group, origin));
            }}
            onNo={lookup.reset}
          />
          <button type="button" className="link-button" onClick={lookup.reset}>
            {ShellTexts.reenterCode}
          </button>
        </div>
      ) : (
        <form onSubmit={lookup.onSubmit} noValidate aria-label={ShellTexts.employeeEnrollment}>
          <CodeField lookup={lookup} label={ShellTexts.groupCodeLabel} placeholder={ShellTexts.groupCodePlaceholder} hint={Messages.groupCodeHelp} />
          {lookup.error ? <p className="field__hint">{Messages.groupCodeHelp}</p> : null}
          <button type="submit" className="button button--primary button--block" disabled={lookup.busy}>
            Continue
          </button>
        </form>
      )}
    </Modal>
  );
};
