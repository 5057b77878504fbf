import { Link } from 'react-router-dom';
import type { PlanSummary } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { dollars, planPath } from './money.ts';
import { PlansTexts } from './plans-texts.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';

interface PlanCardProps {
  readonly plan: PlanSummary;
  readonly compared: boolean;
  readonly onCompare: (planId: string) => void;
}

/** A plan of the listing: logo, name, short description, price, More Info and the Compare tick. */
export const PlanCard = ({ plan, compared, onCompare }: PlanCardProps) => {
  const texts = useTexts(PlansTexts);
  return (
    <li className={`plan-card${compared ? ' plan-card--compared' : ''}`}>
      <div className="plan-card__top">
        <LazyImage className="plan-card__logo" src={plan.logo} alt="" width={56} height={56} />
        <label className="plan-card__compare">
          <input type="checkbox" checked={compared} onChange={() => onCompare(plan.planId)} aria-label={`${texts.compare} ${plan.name}`} />
          <span aria-hidden="true">{texts.compare}</span>
        </label>
      </div>
      <h3 className="plan-card__name">{plan.name}</h3>
      <p className="plan-card__text">{plan.shortText}</p>
      <div className="plan-card__foot">
        {plan.price !== undefined ? (
          <p className="plan-card__price">
            <span>{dollars(plan.price)}</span> {texts.perMonth}
          </p>
        ) : (
          <p className="plan-card__price plan-card__price--later">{texts.priceOnPlan}</p>
        )}
        <Link className="button button--ghost" to={planPath(plan)} aria-label={`${texts.moreInfo}: ${plan.name}`}>
          {texts.moreInfo}
        </Link>
      </div>
    </li>
  );
};
