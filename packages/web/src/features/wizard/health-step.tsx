import { useEffect, useState } from 'react';
import { describeError, type HealthInput } from '@benefit-store/domain';
import type { HealthStep as HealthStepData } from '@benefit-store/ports';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { healthAnswers, HealthQuestions } from './health-questions.tsx';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave, useStepScreen } from './step-screen.tsx';
import { useSavingForm, useShapedStepDraft } from './wizard-fields.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';

const HealthForm = ({ tab, steps, data }: StepProps & { readonly data: HealthStepData }) => {
  const save = useStepSave('SaveHealthInfo', STEP_SAVED);
  const { settle } = useStepScreen();
  const nav = useWizardNav(tab, steps);
  // Answers given and not sent yet come back after a refresh, Back or a trip to the cart (docs/adr/0712).
  const draft = useShapedStepDraft('primary_health_info', healthAnswers(data.questions, data.saved?.data));
  const [answers, setAnswers] = useState<HealthInput>(() => healthAnswers(data.questions, draft.start));
  const { keep, forget } = draft;
  useEffect(() => keep(answers), [keep, answers]);
  const { errors, setErrors, refuse, banner, setBanner, body } = useSavingForm({});

  const onNext = () => {
    setBanner(undefined);
    save.mutate(answers, {
      onSuccess: ({ next }) => {
        forget();
        nav.advance(next);
      },
      onError: (error) => {
        if (settle(error)) return;
        if (error.kind !== 'validation') return setBanner(describeError(error));
        refuse(error.fields);
        // A message about the whole questionnaire ('Please answer all questions') goes above it.
        setBanner(error.fields.condition_questions ?? error.fields['medication_question.medications']);
      },
    });
  };

  return (
    <StepFrame tab={tab} steps={steps} onNext={onNext} busy={save.isPending} banner={[banner]} saveLater={() => ({ tab: 'health_info', data: answers })}>
      <div ref={body}>
        <HealthQuestions
          questions={data.questions}
          value={answers}
          onChange={setAnswers}
          errors={errors}
          clearError={(key) => setErrors(({ [key]: _cleared, ...rest }) => rest)}
        />
      </div>
    </StepFrame>
  );
};

/**
 * Health Questions: every question answered, details behind each yes, up to three medications, notes. An
 * existing member's answers on file are copied in once by the load (health_track).
 */
export const HealthStep = loadedStep('LoadHealthStep', HealthForm);
