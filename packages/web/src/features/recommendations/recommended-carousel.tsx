import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlanSummary } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { AssistTexts } from '../assist-texts.ts';
import { RecommendedPlanCard } from './recommended-plan-card.tsx';
import { CART_SLIDE_BREAKPOINTS, SLIDE_BREAKPOINTS, useSlidesPerView } from './use-slides-per-view.ts';
import '../../styles/assist.css';

/** The spec's carousel shows up to 5 recommended plans; View All lists every one. */
export const CAROUSEL_MAX = 5;

/** The cart's carousel shows its arrows only past this many plans (doc 001 section 9). */
export const CART_ARROWS_PAST = 4;

interface CarouselProps {
  readonly plans: readonly PlanSummary[];
  readonly viewAllTo: string;
  /** 'home' (doc 000: 1/2/3/5 per view, arrows whenever plans are hidden) or 'cart' (doc 001: 2/3/4/5, arrows only past 4 plans). */
  readonly layout?: 'home' | 'cart';
}

export const RecommendedCarousel = ({ plans, viewAllTo, layout = 'home' }: CarouselProps) => {
  const texts = useTexts(AssistTexts);
  const shown = plans.slice(0, CAROUSEL_MAX);
  const perView = Math.min(useSlidesPerView(layout === 'cart' ? CART_SLIDE_BREAKPOINTS : SLIDE_BREAKPOINTS), shown.length);
  const overflows = shown.length > perView;
  const arrows = overflows && (layout === 'home' || shown.length > CART_ARROWS_PAST);
  // Without arrows, plans that do not fit stay reachable: the row scrolls sideways (a swipe on a phone).
  const scrolls = overflows && !arrows;
  const lastStart = arrows ? Math.max(0, shown.length - perView) : 0;
  const [start, setStart] = useState(0);
  // A wider window shows more at once: never leave an empty gap at the end.
  useEffect(() => setStart((s) => Math.min(s, lastStart)), [lastStart]);

  return (
    <section className="recs" aria-labelledby="recs-title">
      <div className="recs__head">
        <h2 id="recs-title">{texts.recommendedProducts}</h2>
        <div className="recs__tools">
          {/* The arrows sit beside View All, never over a card's text. */}
          {arrows ? (
            <>
              <button type="button" className="carousel__nav" aria-label={texts.previous} disabled={start === 0} onClick={() => setStart(Math.max(0, start - 1))}>
                ‹
              </button>
              <button type="button" className="carousel__nav" aria-label={texts.next} disabled={start >= lastStart} onClick={() => setStart(Math.min(lastStart, start + 1))}>
                ›
              </button>
            </>
          ) : null}
          <Link className="recs__all" to={viewAllTo}>
            {texts.viewAll}
          </Link>
        </div>
      </div>
      <div className="carousel">
        <div className={`carousel__viewport${scrolls ? ' carousel__viewport--scroll' : ''}`} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': texts.recommendedProducts } : {})}>
          <ul className="carousel__track" style={{ transform: `translateX(-${(start * 100) / perView}%)` }}>
            {shown.map((plan, index) => {
              const inView = scrolls || (index >= start && index < start + perView);
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
