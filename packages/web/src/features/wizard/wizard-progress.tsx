import { progress, type TabName, type WizardStep } from '@benefit-store/domain';
import { WizardTexts } from './wizard-texts.ts';

/**
 * The numbered progress bar: an ordered list of the steps, the current one marked aria-current="step",
 * the completed ones done (a tick, and 'completed' for screen readers). Statuses are the domain's: a step is done only
 * when the server says it is complete (docs/adr/0712).
 */
export const WizardProgress = ({ steps, current, complete }: { readonly steps: readonly WizardStep[]; readonly current: TabName; readonly complete?: ReadonlySet<TabName> }) => (
  <nav className="wizard-progress" aria-label={WizardTexts.progress}>
    <ol className="wizard-progress__list">
      {progress(steps, current, complete).map(({ step, status }) => (
        <li key={step.tab} className={`wizard-progress__step wizard-progress__step--${status}`} aria-current={status === 'active' ? 'step' : undefined}>
          <span className="wizard-progress__marker" aria-hidden="true">
            {status === 'done' ? '✓' : step.number}
          </span>
          <span className="wizard-progress__title">
            <span className="visually-hidden">{`${step.number}. `}</span>
            {step.title}
            {status === 'done' ? <span className="visually-hidden">{` (${WizardTexts.completed})`}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  </nav>
);
