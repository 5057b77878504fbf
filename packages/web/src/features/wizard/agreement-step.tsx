import { useEffect, useRef, useState } from 'react';
import { describeError, tabPath } from '@benefit-store/domain';
import type { AgreementStep as AgreementStepData } from '@benefit-store/ports';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { agreementAsLoaded, AgreementFields, useAgreementForm } from './agreement-fields.tsx';
import { RemoteSigningPanel } from './remote-signing.tsx';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave, useStepScreen } from './step-screen.tsx';
import { useFocusFirstError, useShapedStepDraft } from './wizard-fields.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';

const AgreementForm = ({ tab, steps, data }: StepProps & { readonly data: AgreementStepData }) => {
  const save = useStepSave('SaveAgreement', STEP_SAVED);
  const { settle } = useStepScreen();
  const nav = useWizardNav(tab, steps);
  // The ticks and the name given and not sent yet come back after a refresh (docs/adr/0712); the answer, codes and
  // signature are given again.
  const draft = useShapedStepDraft('agreement_info', agreementAsLoaded(data));
  const form = useAgreementForm(data, draft.start);
  const { keep, forget } = draft;
  const { kept } = form;
  useEffect(() => keep(kept), [keep, kept]);
  const [banner, setBanner] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstError(body, form.refusals);
  const enroller = data.signerMode === 'broker' || data.signerMode === 'group';

  const onNext = () => {
    setBanner(undefined);
    save.mutate(form.entry(), {
      onSuccess: ({ next }) => {
        forget();
        nav.advance(next);
      },
      onError: (error) => {
        if (settle(error)) return;
        if (error.kind === 'validation') form.refuse(error.fields);
        else setBanner(describeError(error));
      },
    });
  };

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending}
      banner={[banner, ...form.unplacedErrors(form.errors)]}
      saveLater={() => ({ tab: 'aggrement_info', data: form.draft() })}
      modals={enroller ? <RemoteSigningPanel continueTo={tabPath('review_info')} /> : null}
    >
      <div ref={body}>
        <AgreementFields source={data} form={form} />
      </div>
    </StepFrame>
  );
};

/**
 * Agreement & Signature: every agreement checked ('This field is required.'), then the signer's verification
 * (broker, group, applicant or drawn signature, as the server decides who signs), then onward. A signed-in rep
 * or group administrator may instead send the member a link to sign on their own device.
 */
export const AgreementStep = loadedStep('LoadAgreementStep', AgreementForm);
