import { Link } from 'react-router-dom';
import { formatMoney } from '@benefit-store/domain';
import type { PricedPlanCard } from '@benefit-store/ports';
import { useTexts } from '../../app/language.ts';
import { planPath } from '../plans/index.ts';
import { PlanDetailTexts } from './plan-detail-texts.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';

/** Suggested products: the related plans of the quote, each with its price and More Info. */
export const SuggestedProducts = ({ plans }: { plans: readonly PricedPlanCard[] }) => {
  const texts = useTexts(PlanDetailTexts);
  return plans.length === 0 ? null : (
    <section className="pd-card pd-suggested" aria-labelledby="pd-suggested-title">
      <h2 id="pd-suggested-title" className="pd-card__title">
        {texts.suggested}
      </h2>
      <ul className="pd-suggested__list">
        {plans.map((plan) => (
          <li key={plan.planId} className="pd-suggested__item">
            <LazyImage src={plan.logo} alt="" width={40} height={40} />
            <div className="pd-suggested__body">
              <p className="pd-suggested__name">{plan.name}</p>
              {plan.price !== undefined ? (
                <p className="pd-suggested__price">
                  <strong>{formatMoney(plan.price)}</strong> {texts.perMonth}
                </p>
              ) : null}
            </div>
            <Link className="button button--ghost button--small" to={planPath(plan)} aria-label={`${texts.moreInfo}: ${plan.name}`}>
              {texts.moreInfo}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
