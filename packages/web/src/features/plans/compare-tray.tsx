import { Link } from 'react-router-dom';
import { MAX_COMPARED_PLANS, comparedPlansParam, type PlanSummary } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { usePlanWords } from './plan-words.ts';
import { PlansTexts } from './plans-texts.ts';

interface CompareTrayProps {
  readonly chosen: readonly PlanSummary[];
  /** The domain's refusal of one more plan (English, worded when shown). */
  readonly notice?: string | undefined;
  readonly onRemove: (planId: string) => void;
}

/** The compare tray: the chosen plans (up to four), each removable, and Compare plans from two on. */
export const CompareTray = ({ chosen, notice, onRemove }: CompareTrayProps) => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  return (
    <aside className="compare-tray" aria-label={texts.compareTray}>
      <div className="compare-tray__inner">
        <p className="compare-tray__count">
          <strong>{texts.compareTray}</strong> <span>{texts.compareCount(chosen.length, MAX_COMPARED_PLANS)}</span>
        </p>
        <ul className="compare-tray__list">
          {chosen.map((plan) => (
            <li key={plan.planId} className="compare-tray__chip">
              <img src={plan.logo} alt="" width="24" height="24" />
              <span className="compare-tray__name">{plan.name}</span>
              <button type="button" className="compare-tray__remove" aria-label={texts.removeFromCompare(plan.name)} onClick={() => onRemove(plan.planId)}>
                ×
              </button>
            </li>
          ))}
        </ul>
        {chosen.length >= 2 ? (
          <Link className="button button--primary compare-tray__go" to={`/compare?plans=${comparedPlansParam(chosen.map((p) => p.planId))}`}>
            {texts.compareNow}
          </Link>
        ) : (
          <span className="compare-tray__hint">{texts.compareOneMore}</span>
        )}
        <p className="compare-tray__notice" role="status" aria-live="polite">
          {notice === undefined ? '' : words.message(notice)}
        </p>
      </div>
    </aside>
  );
};
