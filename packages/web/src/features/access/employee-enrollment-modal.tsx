import { describeError, Messages } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { useTexts } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { CodeField, useCodeLookup, YesNoButtons } from './code-entry.tsx';
import { useEnterSite } from './enter-site.ts';

/**
 * Employee Enrollment: (1) the group enrollment code and Continue; (2) the company named for
 * confirmation: Yes continues to the group's enrollment, No starts over; a link re-enters the code.
 */
export const EmployeeEnrollmentModal = ({ onClose, origin }: { onClose: () => void; origin: 'accessPage' | 'landingPage' }) => {
  const texts = useTexts(ShellTexts);
  const messages = useTexts(Messages);
  const validate = useUseCase('ValidateGroupEnrollmentCode');
  const confirm = useUseCase('ConfirmGroupEnrollment');
  const enterSite = useEnterSite();
  const lookup = useCodeLookup(validate, (failure) =>
    failure.kind === 'validation' ? (failure.fields.group_code ?? describeError(failure)) : describeError(failure),
  );
  const group = lookup.found;

  return (
    <Modal title={texts.employeeEnrollment} onClose={onClose}>
      {group ? (
        <div className="code-confirm">
          <p className="code-confirm__question">{messages.confirmCompany(group.name)}</p>
          <YesNoButtons
            onYes={() => {
              onClose();
              enterSite(confirm(group, origin));
            }}
            onNo={lookup.reset}
          />
          <button type="button" className="link-button" onClick={lookup.reset}>
            {texts.reenterCode}
          </button>
        </div>
      ) : (
        <form onSubmit={lookup.onSubmit} noValidate aria-label={texts.employeeEnrollment}>
          <CodeField lookup={lookup} label={texts.groupCodeLabel} placeholder={texts.groupCodePlaceholder} hint={messages.groupCodeHelp} />
          {lookup.error ? <p className="field__hint">{messages.groupCodeHelp}</p> : null}
          <button type="submit" className="button button--primary button--block" disabled={lookup.busy}>
            {texts.continue}
          </button>
        </form>
      )}
    </Modal>
  );
};
