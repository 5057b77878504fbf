import { Messages, progress, tabTitle, type TabName, type WizardStep } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { WizardTexts } from './wizard-texts.ts';

/**
 * The numbered progress bar: an ordered list of the steps, the current one marked aria-current="step",
 * the completed ones done (a tick, and 'completed' for screen readers). Statuses are the domain's: a step is done only
 * when the server says it is complete (docs/adr/0712).
 */
export const WizardProgress = ({ steps, current, complete }: { readonly steps: readonly WizardStep[]; readonly current: TabName; readonly complete?: ReadonlySet<TabName> }) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  return (
    <nav className="wizard-progress" aria-label={texts.progress}>
      <ol className="wizard-progress__list">
        {progress(steps, current, complete).map(({ step, status }) => (
          <li key={step.tab} className={`wizard-progress__step wizard-progress__step--${status}`} aria-current={status === 'active' ? 'step' : undefined}>
            <span className="wizard-progress__marker" aria-hidden="true">
              {status === 'done' ? '✓' : step.number}
            </span>
            <span className="wizard-progress__title">
              <span className="visually-hidden">{`${step.number}. `}</span>
              {tabTitle(step.tab, messages)}
              {status === 'done' ? <span className="visually-hidden">{` (${texts.completed})`}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
};
