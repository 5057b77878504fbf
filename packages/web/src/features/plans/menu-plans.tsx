import { Link } from 'react-router-dom';
import { categoryLabel, planPagePath } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { usePlanWords } from './plan-words.ts';
import { PlansTexts } from './plans-texts.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';

/**
 * /plans?type={category} before any quote (docs/adr/0615): the category's plans (get-menu-filtered-plans, spec 001
 * section 7) with More Info, and the way to a quote, which comes back to this category.
 */
export const MenuPlans = ({ category }: { readonly category: string }) => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  const browse = useUseCase('BrowseMenuPlans');
  const plans = useUseCaseQuery(DataTopics.menuPlans(category), () => browse(category));
  if (plans.status === 'loading' && plans.data === undefined) return <RouteFallback />;
  const label = words.message(categoryLabel(category));
  return (
    <div className="plans-page">
      <div className="plans-page__head">
        <h1>{texts.menuTitle(label)}</h1>
        <p className="plans-page__lead">{texts.menuLead}</p>
        <Link className="button button--primary" to="/landing-page">
          {texts.getQuote}
        </Link>
      </div>
      {plans.status === 'failed' && plans.error ? (
        <p className="banner banner--error" role="alert">
          {words.failure(plans.error)}
        </p>
      ) : null}
      <section className="plan-section" aria-label={texts.menuTitle(label)}>
        <ul className="plan-grid">
          {(plans.data ?? []).map((plan) => (
            <li key={plan.planId} className="plan-card">
              <div className="plan-card__top">
                <LazyImage className="plan-card__logo" src={plan.logo} alt="" width={56} height={56} />
              </div>
              <h3 className="plan-card__name">{plan.name}</h3>
              <p className="plan-card__text">{plan.shortText}</p>
              <div className="plan-card__foot">
                <p className="plan-card__price plan-card__price--later">{texts.priceWithQuote}</p>
                <Link className="button button--ghost" to={planPagePath(plan)} aria-label={`${texts.moreInfo}: ${plan.name}`}>
                  {texts.moreInfo}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
