import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Messages, currentMemberRoute, validatePortalChoice, type FieldErrors } from '@benefit-store/domain';
import type { AgentGroup, EnrollmentPortal } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { ChoiceList } from './choice-list.tsx';
import { MemberTexts } from './member-texts.ts';
import { useFailureHandler } from './use-signed-in-guard.ts';
import { useSignedInUser, useStepList } from './start-steps.tsx';
import '../../styles/members.css';

type Step = 'who' | 'portal' | 'group';

/**
 * /agent-home (doc 000 sections 2 and 4): Welcome and 'Who do you want to enroll for?'. New Member:
 * a portal, then Start Direct Enrollment or Choose a Group and Enroll (a group, Submit); Back returns
 * one step. Current Member opens /agent-select-member.
 */
export const AgentHomePage = () => {
  const navigate = useNavigate();
  const start = useUseCase('StartNewMemberEnrollment');
  const listPortals = useUseCase('ListEnrollmentPortals');
  const listGroups = useUseCase('ListRepGroups');
  const fail = useFailureHandler();
  const { user, banner: userBanner } = useSignedInUser();
  const [step, setStep] = useState<Step>('who');
  const [portalId, setPortalId] = useState<string>();
  const [groupId, setGroupId] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const portals = useStepList<EnrollmentPortal>(listPortals, step !== 'who');
  const groups = useStepList<AgentGroup>(listGroups, step === 'group');
  const portal = portals.items?.find((p) => p.portalId === portalId);

  const go = (next: Step) => {
    setErrors({});
    setStep(next);
  };
  const finish = (choice: 'direct' | 'group') =>
    start({ portal, choice, ...(choice === 'group' && groupId ? { groupId } : {}) }).match(
      (path) => navigate(path),
      (error) => (error.kind === 'validation' ? setErrors(error.fields) : fail(error, setBanner)),
    );
  const chooseGroup = () =>
    validatePortalChoice(portalId).match(
      () => go('group'),
      (message) => setErrors({ portal: message }),
    );

  const message = banner ?? userBanner ?? portals.banner ?? groups.banner;
  return (
    <div className="member-start">
      <section className="member-start__card" aria-labelledby="agent-home-title">
        <p className="member-start__eyebrow">{MemberTexts.repEyebrow}</p>
        <h1 id="agent-home-title">{MemberTexts.welcome(user?.name ?? '')}</h1>
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
              <button type="button" className="option-tile" onClick={() => navigate(currentMemberRoute('rep')!)}>
                <span className="option-tile__icon" aria-hidden="true">☰</span>
                <span className="option-tile__label">{MemberTexts.currentMember}</span>
              </button>
            </div>
          </>
        ) : null}

        {step === 'portal' ? (
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
              <button type="button" className="button members-button-alt" onClick={chooseGroup}>
                {MemberTexts.chooseGroupAndEnroll}
              </button>
              <button type="button" className="button button--primary" onClick={() => finish('direct')}>
                {MemberTexts.startDirect}
              </button>
            </div>
          </>
        ) : null}

        {step === 'group' ? (
          <>
            <p className="member-start__chosen">
              {MemberTexts.choosePortal}: <strong>{portal?.name}</strong>
            </p>
            <ChoiceList
              legend={MemberTexts.chooseGroup}
              choices={(groups.items ?? []).map((g) => ({ id: g.groupId, label: g.name }))}
              value={groupId}
              onChange={(id) => {
                setGroupId(id);
                setErrors({});
              }}
              error={errors.group}
              empty={groups.items ? Messages.noGroups : ''}
            />
            <div className="member-start__actions">
              <button type="button" className="button button--ghost" onClick={() => go('portal')}>
                {MemberTexts.back}
              </button>
              <span className="member-start__spacer" />
              <button type="button" className="button button--primary" onClick={() => finish('group')}>
                {MemberTexts.submit}
              </button>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
};
