import { Link } from 'react-router-dom';
import type { FeaturedPlanCard } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';

/** The plan detail route of doc 001: /plan/{id}/{name}. */
export const planDetailPath = (plan: Pick<FeaturedPlanCard, 'planId' | 'name'>) =>
  `/plan/${encodeURIComponent(plan.planId)}/${encodeURIComponent(plan.name)}`;

/** Featured Plans under the Get Started form: logo, name, short text and More Info. */
export const FeaturedPlans = () => {
  const texts = useTexts(ShellTexts);
  const load = useUseCase('LoadFeaturedPlans');
  const plans: readonly FeaturedPlanCard[] = useUseCaseQuery(DataTopics.featuredPlans, () => load()).data ?? [];
  if (plans.length === 0) return null;
  return (
    <section className="featured" aria-labelledby="featured-title">
      <h2 id="featured-title" className="section-title">
        {texts.featuredPlans}
      </h2>
      <ul className="featured__grid">
        {plans.map((plan) => (
          <li key={plan.planId} className="featured-card">
            <LazyImage className="featured-card__logo" src={plan.logo} alt="" width={52} height={52} />
            <h3 className="featured-card__name">{plan.name}</h3>
            <p className="featured-card__text">{plan.shortText}</p>
            <Link className="button button--ghost featured-card__more" to={planDetailPath(plan)} aria-label={`${texts.moreInfo}: ${plan.name}`}>
              {texts.moreInfo}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
