import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, Messages } from '@benefit-store/domain';
import type { LandingInfo } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { useFirstScreenHandoff } from '../../app/first-screen.ts';
import { DashboardLinks, NotMySiteLink, ShellTexts, useSiteData } from '../../shell/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { CodeField, useCodeLookup, YesNoButtons } from './code-entry.tsx';
import { EmployeeEnrollmentModal } from './employee-enrollment-modal.tsx';
import { useEnterSite } from './enter-site.ts';
import { HowToVideoModal } from './how-to-video-modal.tsx';
import '../../styles/access.css';

/**
 * The access page (doc 000 sections 2 and 4): a rep's access code opens the rep's store after the
 * visitor confirms the rep's card; employees use the Employee Enrollment popup with their group code.
 * A site opened by its link before this page asks first whether to enroll there.
 */
export const AccessPage = () => {
  const validate = useUseCase('ValidateRepCode');
  const confirmRep = useUseCase('ConfirmRep');
  const confirmation = useUseCase('AnswerSiteConfirmation');
  const { logo, name, reload } = useSiteData();
  const navigate = useNavigate();
  const enterSite = useEnterSite();
  const lookup = useCodeLookup(validate, (failure) =>
    failure.kind === 'validation'
      ? (failure.fields.agent_code ?? describeError(failure))
      : failure.kind === 'not-found'
        ? Messages.invalidAccessCode
        : describeError(failure),
  );
  const rep = lookup.found;
  const [pending, setPending] = useState<LandingInfo | undefined>(() => confirmation.pending());
  const [employeeModal, setEmployeeModal] = useState(false);
  const [howTo, setHowTo] = useState(false);
  useFirstScreenHandoff();

  const cancel = () => {
    lookup.dismiss();
    navigate('/access-page', { replace: true });
  };

  const declinePending = () => {
    confirmation.no();
    setPending(undefined);
    reload();
  };

  return (
    <div className="access">
      <section className="access__hero">
        <div className="access__brand">
          {logo ? <img src={logo} alt="" width="56" height="56" /> : null}
          <span>{name}</span>
        </div>
        <h1>{ShellTexts.accessTitle}</h1>
        <p>{ShellTexts.accessLead}</p>
        <ul className="access__points">
          <li>Medical, dental, vision, life and supplemental plans</li>
          <li>Clear monthly prices for you and your family</li>
          <li>Enroll online and save your progress at any step</li>
        </ul>
      </section>
      <section className="access__panel">
        {rep ? (
          <div className="rep-card" aria-label="Representative">
            <h2>{ShellTexts.confirmRepTitle}</h2>
            <div className="rep-card__who">
              {rep.image || rep.logo ? <img src={rep.image || rep.logo} alt="" width="72" height="72" /> : null}
              <div>
                <p className="rep-card__name">
                  {rep.firstName} {rep.lastName}
                </p>
                <p className="rep-card__code">Access code {rep.agentCode}</p>
              </div>
            </div>
            <dl className="rep-card__details">
              <div>
                <dt>E-mail</dt>
                <dd>{rep.email}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{rep.phone}</dd>
              </div>
            </dl>
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => enterSite(confirmRep(rep))}>
                Confirm
              </button>
              <button type="button" className="button button--ghost" onClick={cancel}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <form className="access-form" onSubmit={lookup.onSubmit} noValidate aria-label="Access code">
            <h2>Enter your access code</h2>
            <CodeField lookup={lookup} label={ShellTexts.accessCodeLabel} placeholder={ShellTexts.accessCodePlaceholder} />
            <button type="submit" className="button button--primary button--block" disabled={lookup.busy}>
              Continue
            </button>
            <div className="access-form__alt">
              <span>Enrolling through your employer?</span>
              <button type="button" className="link-button" onClick={() => setEmployeeModal(true)}>
                {ShellTexts.employeeEnrollment}
              </button>
            </div>
            <button type="button" className="link-button access-form__howto" onClick={() => setHowTo(true)}>
              ▶ {ShellTexts.howToEnroll}
            </button>
          </form>
        )}
        <nav className="access__links" aria-label="More">
          <a href={DashboardLinks.groupApplication} target="_blank" rel="noopener noreferrer">
            Group Application
          </a>
          <button type="button" className="link-button" onClick={() => setEmployeeModal(true)}>
            Employee Enroll
          </button>
          <a href={DashboardLinks.repRegistration} target="_blank" rel="noopener noreferrer">
            Rep Registration
          </a>
          <a href={DashboardLinks.repDashboard} target="_blank" rel="noopener noreferrer">
            Rep Dashboard
          </a>
          <a href="/sign-in">Rep & Group Sign In</a>
          <a href={DashboardLinks.memberDashboard} target="_blank" rel="noopener noreferrer">
            Member Dashboard
          </a>
          <NotMySiteLink />
        </nav>
        <p className="access__copy">© {new Date().getFullYear()} {name || 'Benefit Store'}</p>
      </section>
      {pending ? (
        <Modal title={pending.type === 'agent' ? 'Confirm your representative' : ShellTexts.employeeEnrollment} onClose={declinePending}>
          <p className="code-confirm__question">
            {pending.type === 'agent'
              ? Messages.enrollUnderRep(pending.agentName ?? pending.displayName ?? pending.landingUrl)
              : Messages.confirmCompany(pending.groupName ?? pending.displayName ?? pending.landingUrl)}
          </p>
          <YesNoButtons
            onYes={() => {
              const path = confirmation.yes();
              if (path) enterSite(path);
            }}
            onNo={declinePending}
          />
        </Modal>
      ) : null}
      {employeeModal ? <EmployeeEnrollmentModal origin="accessPage" onClose={() => setEmployeeModal(false)} /> : null}
      {howTo ? <HowToVideoModal audience="members" onClose={() => setHowTo(false)} /> : null}
    </div>
  );
};
