import { Link } from 'react-router-dom';
import { capitaliseFirst, categoryLabel, formatDollars, type PlanSummary } from '@benefit-store/domain';
import { useTexts, useTranslate } from '../../app/language.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { AssistTexts } from '../assist-texts.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';

export const planPath = (plan: PlanSummary) => `/plan/${encodeURIComponent(plan.planId)}/${encodeURIComponent(plan.name)}`;

/** A recommended plan: logo, name, short text, price and More Info; the list page adds the category label. */
export const RecommendedPlanCard = ({ plan, showCategory = false }: { plan: PlanSummary; showCategory?: boolean }) => {
  const texts = useTexts(AssistTexts);
  const translate = useTranslate();
  return (
    <article className="rec-card" aria-label={plan.name}>
      <div className="rec-card__top">
        <LazyImage className="rec-card__logo" src={plan.logo} alt="" width={48} height={48} />
        {/* First letter capitalised (doc 001 2.6); known keys read as their catalogue label ('di' -> 'Disability Income'), in the visitor's language. */}
        {showCategory ? <span className="rec-card__category">{capitaliseFirst(translate(categoryLabel(plan.category)))}</span> : null}
      </div>
      <h3 className="rec-card__name">{plan.name}</h3>
      {/* The short description is HTML (doc 001 2.6): shown as markup, sanitised. */}
      <SafeHtml className="rec-card__text" html={plan.shortText} />
      <div className="rec-card__foot">
        {plan.price !== undefined ? (
          <p className="rec-card__price">
            <strong>{formatDollars(plan.price)}</strong> {texts.perMonth}
          </p>
        ) : (
          <span />
        )}
        <Link className="button button--ghost rec-card__more" to={planPath(plan)} aria-label={`${texts.moreInfo}: ${plan.name}`}>
          {texts.moreInfo}
        </Link>
      </div>
    </article>
  );
};
