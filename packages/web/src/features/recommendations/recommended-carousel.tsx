import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlanSummary } from '@benefit-store/domain';
import { AssistTexts } from '../assist-texts.ts';
import { RecommendedPlanCard } from './recommended-plan-card.tsx';
import { useSlidesPerView } from './use-slides-per-view.ts';
import '../../styles/assist.css';

/** The spec's carousel shows up to 5 recommended plans; View All lists every one. */
export const CAROUSEL_MAX = 5;

export const RecommendedCarousel = ({ plans, viewAllTo }: { plans: readonly PlanSummary[]; viewAllTo: string }) => {
  const shown = plans.slice(0, CAROUSEL_MAX);
  const perView = Math.min(useSlidesPerView(), shown.length);
  const lastStart = Math.max(0, shown.length - perView);
  const [start, setStart] = useState(0);
  // A wider window shows more at once: never leave an empty gap at the end.
  useEffect(() => setStart((s) => Math.min(s, lastStart)), [lastStart]);

  return (
    <section className="recs" aria-labelledby="recs-title">
      <div className="recs__head">
        <h2 id="recs-title">{AssistTexts.recommendedProducts}</h2>
        <div className="recs__tools">
          {/* The arrows sit beside View All, never over a card's text. */}
          {shown.length > perView ? (
            <>
              <button type="button" className="carousel__nav" aria-label={AssistTexts.previous} disabled={start === 0} onClick={() => setStart(Math.max(0, start - 1))}>
                ‹
              </button>
              <button type="button" className="carousel__nav" aria-label={AssistTexts.next} disabled={start >= lastStart} onClick={() => setStart(Math.min(lastStart, start + 1))}>
                ›
              </button>
            </>
          ) : null}
          <Link className="recs__all" to={viewAllTo}>
            {AssistTexts.viewAll}
          </Link>
        </div>
      </div>
      <div className="carousel">
        <div className="carousel__viewport">
          <ul className="carousel__track" style={{ transform: `translateX(-${(start * 100) / perView}%)` }}>
            {shown.map((plan, index) => {
              const inView = index >= start && index < start + perView;
              return (
                <li key={plan.planId} className="carousel__slide" style={{ flexBasis: `${100 / perView}%` }} aria-hidden={!inView} inert={!inView}>
                  <RecommendedPlanCard plan={plan} />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
};
