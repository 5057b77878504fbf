import { tabTitle } from '@benefit-store/domain';
import { useWizardNav, type StepProps } from './wizard-nav.ts';
import { WizardTexts } from './wizard-texts.ts';

/**
 * Review & Confirmation, Agreement & Signature and Billing Information come with the wizard's second
 * part: inside the wizard (progress bar in place), a clear 'coming soon' and a way back.
 */
export const ComingSoonStep = ({ tab, steps }: StepProps) => {
  const nav = useWizardNav(tab, steps);
  const step = steps.find((s) => s.tab === tab);
  return (
    <section className="wizard-step wizard-step--soon" aria-labelledby="wizard-soon-title">
      <p className="eyebrow">{step ? WizardTexts.stepOf(step.number, steps.length) : WizardTexts.comingSoon}</p>
      <h1 id="wizard-soon-title">{tabTitle(tab)}</h1>
      <p className="wizard-soon__badge">{WizardTexts.comingSoon}</p>
      <p className="wizard-step__lead">{WizardTexts.comingSoonLead}</p>
      <div className="wizard-actions">
        <button type="button" className="button button--ghost" onClick={nav.back}>
          {WizardTexts.back}
        </button>
      </div>
    </section>
  );
};
