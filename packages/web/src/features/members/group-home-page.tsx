import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentMemberRoute, type FieldErrors } from '@benefit-store/domain';
import type { EnrollmentPortal } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { MemberTexts } from './member-texts.ts';
import { useFailureHandler } from './use-signed-in-guard.ts';
import { PortalStep, StartCard, useSignedInUser, useStepList, WhoToEnrollStep } from './start-steps.tsx';
import '../../styles/members.css';

type Step = 'who' | 'portal';

/**
 * /group-home (doc 000 sections 2 and 4): welcome with the group's name; New Member picks a portal and
 * continues at /home as a new group member; Current Member opens /group-select-member.
 */
export const GroupHomePage = () => {
  const texts = useTexts(MemberTexts);
  const navigate = useNavigate();
  const start = useUseCaseMutation(useUseCase('StartNewMemberEnrollment'), QUOTE_CHANGED);
  const listPortals = useUseCase('ListEnrollmentPortals');
  const fail = useFailureHandler();
  const { user, banner: userBanner } = useSignedInUser('group');
  const [step, setStep] = useState<Step>('who');
  const [portalId, setPortalId] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const portals = useStepList<EnrollmentPortal>(DataTopics.portals, listPortals, step === 'portal');

  const go = (next: Step) => {
    setErrors({});
    setStep(next);
  };
  const submit = () =>
    start.mutate({ portal: portals.items?.find((p) => p.portalId === portalId) }, {
      onSuccess: (path) => void navigate(path),
      onError: (error) => (error.kind === 'validation' ? setErrors(error.fields) : fail(error, setBanner)),
    });

  const message = banner ?? userBanner ?? portals.banner;
  return (
    <StartCard titleId="group-home-title" eyebrow={texts.groupEyebrow} title={texts.welcome(user?.groupName ?? '')} banner={message}>
      {step === 'who' ? (
        <WhoToEnrollStep onNewMember={() => go('portal')} onCurrentMember={() => navigate(currentMemberRoute('group')!)} />
      ) : (
        <PortalStep
          portals={portals.items}
          value={portalId}
          onChange={(id) => {
            setPortalId(id);
            setErrors({});
          }}
          error={errors.portal}
          onBack={() => go('who')}
        >
          <button type="button" className="button button--primary" onClick={submit}>
            {texts.continue}
          </button>
        </PortalStep>
      )}
    </StartCard>
  );
};
