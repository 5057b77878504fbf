import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Messages, currentMemberRoute, type FieldErrors } from '@benefit-store/domain';
import type { EnrollmentPortal } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { ChoiceList } from './choice-list.tsx';
import { MemberTexts } from './member-texts.ts';
import { useFailureHandler } from './use-signed-in-guard.ts';
import { useSignedInUser, useStepList } from './start-steps.tsx';
import '../../styles/members.css';

type Step = 'who' | 'portal';

/**
 * /group-home (doc 000 sections 2 and 4): welcome with the group's name; New Member picks a portal and
 * continues at /home as a new group member; Current Member opens /group-select-member.
 */
export const GroupHomePage = () => {
  const navigate = useNavigate();
  const start = useUseCase('StartNewMemberEnrollment');
  const listPortals = useUseCase('ListEnrollmentPortals');
  const fail = useFailureHandler();
  const { user, banner: userBanner } = useSignedInUser();
  const [step, setStep] = useState<Step>('who');
  const [portalId, setPortalId] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const portals = useStepList<EnrollmentPortal>(listPortals, step === 'portal');

  const go = (next: Step) => {
    setErrors({});
    setStep(next);
  };
  const submit = () =>
    start({ portal: portals.items?.find((p) => p.portalId === portalId) }).match(
      (path) => navigate(path),
      (error) => (error.kind === 'validation' ? setErrors(error.fields) : fail(error, setBanner)),
    );

  const message = banner ?? userBanner ?? portals.banner;
  return (
    <div className="member-start">
      <section className="member-start__card" aria-labelledby="group-home-title">
        <p className="member-start__eyebrow">{MemberTexts.groupEyebrow}</p>
        <h1 id="group-home-title">{MemberTexts.welcome(user?.groupName ?? '')}</h1>
        {message ? (
          <p className="banner banner--error" role="alert">
            {message}
          </p>
        ) : null}

        {step === 'who' ? (
          <>
            <h2 className="member-start__question">{Messages.whoToEnroll}</h2>
            <div className="member-start__options">
              <button type="button" className="option-tile" onClick={() => go('portal')}>
                <span className="option-tile__icon" aria-hidden="true">+</span>
                <span className="option-tile__label">{MemberTexts.newMember}</span>
              </button>
              <button type="button" className="option-tile" onClick={() => navigate(currentMemberRoute('group')!)}>
                <span className="option-tile__icon" aria-hidden="true">☰</span>
                <span className="option-tile__label">{MemberTexts.currentMember}</span>
              </button>
            </div>
          </>
        ) : (
          <>
            <ChoiceList
              legend={MemberTexts.choosePortal}
              choices={(portals.items ?? []).map((p) => ({ id: p.portalId, label: p.name, detail: p.code }))}
              value={portalId}
              onChange={(id) => {
                setPortalId(id);
                setErrors({});
              }}
              error={errors.portal}
              empty={portals.items ? Messages.noPortals : ''}
            />
            <div className="member-start__actions">
              <button type="button" className="button button--ghost" onClick={() => go('who')}>
                {MemberTexts.back}
              </button>
              <span className="member-start__spacer" />
              <button type="button" className="button button--primary" onClick={submit}>
                {MemberTexts.continue}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
};
