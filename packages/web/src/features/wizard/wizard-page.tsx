import { useEffect, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { describeError, stepOutsideTabs, tabFromRoute, tabPath, type TabName } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { AgreementStep } from './agreement-step.tsx';
import { BeneficiaryStep } from './beneficiary-step.tsx';
import { BillingStep } from './billing-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { NoEnrollment } from './no-enrollment.tsx';
import { DependentStep } from './dependent-step.tsx';
import { EmployerStep } from './employer-step.tsx';
import { HealthStep } from './health-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { ReviewStep } from './review-step.tsx';
import type { StepProps } from './wizard-nav.ts';
import { WizardProgress } from './wizard-progress.tsx';
import '../../styles/wizard.css';
import '../../styles/wizard-finish.css';

/**
 * Which screen shows each tab; the wizard's second part (review, agreement, billing: docs/adr/0721) changed
 * nothing else of the shell.
 */
const SCREENS: Readonly<Record<TabName, ComponentType<StepProps>>> = {
  primary_info: PersonalStep,
  contact_info: ContactStep,
  employer_info: EmployerStep,
  beneficiary_info: BeneficiaryStep,
  primary_health_info: HealthStep,
  dependent_info: DependentStep,
  review_info: ReviewStep,
  agreement_info: AgreementStep,
  billing_info: BillingStep,
};

/**
 * /enrollment/{step}: the wizard shell. Its steps come from the server's tabs (required only, numbered in
 * order, kept as the navigation array); the progress bar marks earlier steps done; the step's screen
 * comes from SCREENS.
 */
export const WizardPage = () => {
  const { '*': segment = '' } = useParams();
  const tab = tabFromRoute(segment);
  const loadSteps = useUseCase('LoadWizardSteps');
  const loadProgress = useUseCase('LoadWizardProgress');
  const steps = useUseCaseQuery(DataTopics.wizardSteps, () => loadSteps());
  // Until the new step's progress is read, the bar keeps the ticks it showed (no flicker between two steps).
  const progress = useUseCaseQuery(DataTopics.wizardProgressOn(tab ?? ''), () => loadProgress(), { keepShown: true });
  useEffect(() => {
    // In braces: Chromium's scrollTo answers a promise, which an effect must not return.
    window.scrollTo(0, 0);
  }, [tab]);

  // /enrollment alone opens the first step; an address that names no step is a page that does not exist, not the
  // first step under a wrong name (the same 404 as any unknown address).
  if (!tab) return <Navigate to={segment.replace(/\/+$/, '') === '' ? tabPath('primary_info') : '/404'} replace />;
  // A step already shown stays when a later read of the steps fails (another window confirmed the enrollment and the
  // browser's id is gone): the step itself says what happened (docs/adr/0712).
  if (!steps.data && steps.status === 'failed' && steps.error) return <NoEnrollment message={steps.error.kind === 'not-found' ? undefined : describeError(steps.error)} />;
  if (!steps.data) return <RouteFallback />;
  // A step this enrollment does not have (employer-info for a Member Only life applicant): the first open one instead.
  const outside = !steps.data.some((s) => s.tab === tab);
  if (outside && progress.status === 'loading') return <RouteFallback />;
  const instead = stepOutsideTabs(steps.data, tab, progress.data?.firstOpen);
  if (instead) return <Navigate to={tabPath(instead)} replace />;
  const Screen = SCREENS[tab];
  // Ticks only for steps the server says are complete (until it has said, none).
  const complete = new Set(progress.data?.tabs.filter((t) => t.complete).map((t) => t.tab) ?? []);
  return (
    <div className="wizard">
      <WizardProgress steps={steps.data} current={tab} complete={complete} />
      <Screen key={tab} tab={tab} steps={steps.data} />
    </div>
  );
};
