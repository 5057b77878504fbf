import { Link } from 'react-router-dom';
import { categoryLabel, describeError, planPagePath } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { PlansTexts } from './plans-texts.ts';

/**
 * /plans?type={category} before any quote (docs/adr/0615): the category's plans (get-menu-filtered-plans, spec 001
 * section 7) with More Info, and the way to a quote, which comes back to this category.
 */
export const MenuPlans = ({ category }: { readonly category: string }) => {
  const browse = useUseCase('BrowseMenuPlans');
  const plans = useUseCaseQuery(DataTopics.menuPlans(category), () => browse(category));
  if (plans.status === 'loading' && plans.data === undefined) return <RouteFallback />;
  const label = categoryLabel(category);
  return (
    <div className="plans-page">
      <div className="plans-page__head">
        <h1>{PlansTexts.menuTitle(label)}</h1>
        <p className="plans-page__lead">{PlansTexts.menuLead}</p>
        <Link className="button button--primary" to="/landing-page">
          {PlansTexts.getQuote}
        </Link>
      </div>
      {plans.status === 'failed' && plans.error ? (
        <p className="banner banner--error" role="alert">
          {describeError(plans.error)}
        </p>
      ) : null}
      <section className="plan-section" aria-label={PlansTexts.menuTitle(label)}>
        <ul className="plan-grid">
          {(plans.data ?? []).map((plan) => (
            <li key={plan.planId} className="plan-card">
              <div className="plan-card__top">
                <img className="plan-card__logo" src={plan.logo} alt="" loading="lazy" decoding="async" width="56" height="56" />
              </div>
              <h3 className="plan-card__name">{plan.name}</h3>
              <p className="plan-card__text">{plan.shortText}</p>
              <div className="plan-card__foot">
                <p className="plan-card__price plan-card__price--later">{PlansTexts.priceWithQuote}</p>
                <Link className="button button--ghost" to={planPagePath(plan)} aria-label={`${PlansTexts.moreInfo}: ${plan.name}`}>
                  {PlansTexts.moreInfo}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
