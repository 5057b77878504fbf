import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, Messages } from '@benefit-store/domain';
import type { LandingInfo } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { useFirstScreenHandoff } from '../../app/first-screen.ts';
import { useTexts } from '../../app/language.ts';
import { DashboardLinks, LanguageSwitch, NotMySiteLink, ShellTexts, useSiteData } from '../../shell/index.ts';
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
  const texts = useTexts(ShellTexts);
  const messages = useTexts(Messages);
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
        <div className="access__language">
          <LanguageSwitch />
        </div>
        <div className="access__brand">
          {logo ? <img src={logo} alt="" width="56" height="56" /> : null}
          <span>{name}</span>
        </div>
        <h1>{texts.accessTitle}</h1>
        <p>{texts.accessLead}</p>
        <ul className="access__points">
          {texts.accessPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section className="access__panel">
        {rep ? (
          <div className="rep-card" aria-label={texts.representative}>
            <h2>{texts.confirmRepTitle}</h2>
            <div className="rep-card__who">
              {rep.image || rep.logo ? <img src={rep.image || rep.logo} alt="" width="72" height="72" /> : null}
              <div>
                <p className="rep-card__name">
                  {rep.firstName} {rep.lastName}
                </p>
                <p className="rep-card__code">{texts.repAccessCode(rep.agentCode)}</p>
              </div>
            </div>
            <dl className="rep-card__details">
              <div>
                <dt>{texts.email}</dt>
                <dd>{rep.email}</dd>
              </div>
              <div>
                <dt>{texts.phone}</dt>
                <dd>{rep.phone}</dd>
              </div>
            </dl>
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => enterSite(confirmRep(rep))}>
                {texts.confirm}
              </button>
              <button type="button" className="button button--ghost" onClick={cancel}>
                {texts.cancel}
              </button>
            </div>
          </div>
        ) : (
          <form className="access-form" onSubmit={lookup.onSubmit} noValidate aria-label={texts.accessCodeForm}>
            <h2>{texts.enterAccessCode}</h2>
            <CodeField lookup={lookup} label={texts.accessCodeLabel} placeholder={texts.accessCodePlaceholder} />
            <button type="submit" className="button button--primary button--block" disabled={lookup.busy}>
              {texts.continue}
            </button>
            <div className="access-form__alt">
              <span>{texts.enrollingThroughEmployer}</span>
              <button type="button" className="link-button" onClick={() => setEmployeeModal(true)}>
                {texts.employeeEnrollment}
              </button>
            </div>
            <button type="button" className="link-button access-form__howto" onClick={() => setHowTo(true)}>
              ▶ {texts.howToEnroll}
            </button>
          </form>
        )}
        <nav className="access__links" aria-label={texts.moreLinks}>
          <a href={DashboardLinks.groupApplication} target="_blank" rel="noopener noreferrer">
            {texts.groupApplication}
          </a>
          <button type="button" className="link-button" onClick={() => setEmployeeModal(true)}>
            {texts.employeeEnroll}
          </button>
          <a href={DashboardLinks.repRegistration} target="_blank" rel="noopener noreferrer">
            {texts.repRegistration}
          </a>
          <a href={DashboardLinks.repDashboard} target="_blank" rel="noopener noreferrer">
            {texts.repDashboard}
          </a>
          <a href="/sign-in">{texts.repGroupSignIn}</a>
          <a href={DashboardLinks.memberDashboard} target="_blank" rel="noopener noreferrer">
            {texts.memberDashboard}
          </a>
          <NotMySiteLink />
        </nav>
        <p className="access__copy">© {new Date().getFullYear()} {name || texts.storeName}</p>
      </section>
      {pending ? (
        <Modal title={pending.type === 'agent' ? texts.confirmYourRep : texts.employeeEnrollment} onClose={declinePending}>
          <p className="code-confirm__question">
            {pending.type === 'agent'
              ? messages.enrollUnderRep(pending.agentName ?? pending.displayName ?? pending.landingUrl)
              : messages.confirmCompany(pending.groupName ?? pending.displayName ?? pending.landingUrl)}
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
