import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Messages, currentMemberRoute, validatePortalChoice, type FieldErrors } from '@benefit-store/domain';
import type { AgentGroup, EnrollmentPortal } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { ChoiceList } from './choice-list.tsx';
import { MemberTexts } from './member-texts.ts';
import { useFailureHandler } from './use-signed-in-guard.ts';
import { PortalStep, StartCard, StepActions, useSignedInUser, useStepList, WhoToEnrollStep } from './start-steps.tsx';
import '../../styles/members.css';

type Step = 'who' | 'portal' | 'group';

/**
 * /agent-home (doc 000 sections 2 and 4): Welcome and 'Who do you want to enroll for?'. New Member:
 * a portal, then Start Direct Enrollment or Choose a Group and Enroll (a group, Submit); Back returns
 * one step. Current Member opens /agent-select-member.
 */
export const AgentHomePage = () => {
  const texts = useTexts(MemberTexts);
  const messages = useTexts(Messages);
  const navigate = useNavigate();
  const start = useUseCaseMutation(useUseCase('StartNewMemberEnrollment'), QUOTE_CHANGED);
  const listPortals = useUseCase('ListEnrollmentPortals');
  const listGroups = useUseCase('ListRepGroups');
  const fail = useFailureHandler();
  const { user, banner: userBanner } = useSignedInUser('rep');
  const [step, setStep] = useState<Step>('who');
  const [portalId, setPortalId] = useState<string>();
  const [groupId, setGroupId] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const portals = useStepList<EnrollmentPortal>(DataTopics.portals, listPortals, step !== 'who');
  const groups = useStepList<AgentGroup>(DataTopics.repGroups, listGroups, step === 'group');
  const portal = portals.items?.find((p) => p.portalId === portalId);

  const go = (next: Step) => {
    setErrors({});
    setStep(next);
  };
  const finish = (choice: 'direct' | 'group') =>
    start.mutate({ portal, choice, ...(choice === 'group' && groupId ? { groupId } : {}) }, {
      onSuccess: (path) => void navigate(path),
      onError: (error) => (error.kind === 'validation' ? setErrors(error.fields) : fail(error, setBanner)),
    });
  const chooseGroup = () =>
    validatePortalChoice(portalId).match(
      () => go('group'),
      (message) => setErrors({ portal: message }),
    );

  const message = banner ?? userBanner ?? portals.banner ?? groups.banner;
  const clearErrorsAnd = (set: (id: string) => void) => (id: string) => {
    set(id);
    setErrors({});
  };
  return (
    <StartCard titleId="agent-home-title" eyebrow={texts.repEyebrow} title={texts.welcome(user?.name ?? '')} banner={message}>
      {step === 'who' ? <WhoToEnrollStep onNewMember={() => go('portal')} onCurrentMember={() => navigate(currentMemberRoute('rep')!)} /> : null}

      {step === 'portal' ? (
        <PortalStep portals={portals.items} value={portalId} onChange={clearErrorsAnd(setPortalId)} error={errors.portal} onBack={() => go('who')}>
          <button type="button" className="button members-button-alt" onClick={chooseGroup}>
            {texts.chooseGroupAndEnroll}
          </button>
          <button type="button" className="button button--primary" onClick={() => finish('direct')}>
            {texts.startDirect}
          </button>
        </PortalStep>
      ) : null}

      {step === 'group' ? (
        <>
          <p className="member-start__chosen">
            {texts.choosePortal}: <strong>{portal?.name}</strong>
          </p>
          <ChoiceList
            legend={texts.chooseGroup}
            choices={(groups.items ?? []).map((g) => ({ id: g.groupId, label: g.name }))}
            value={groupId}
            onChange={clearErrorsAnd(setGroupId)}
            error={errors.group}
            empty={groups.items ? messages.noGroups : ''}
          />
          <StepActions onBack={() => go('portal')}>
            <button type="button" className="button button--primary" onClick={() => finish('group')}>
              {texts.submit}
            </button>
          </StepActions>
        </>
      ) : null}
    </StartCard>
  );
};
