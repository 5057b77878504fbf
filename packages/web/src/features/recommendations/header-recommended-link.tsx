import { Link } from 'react-router-dom';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { useVisitor } from '../../shell/index.ts';
import { AssistTexts } from '../assist-texts.ts';

/**
 * The header's recommended-products link, shown when the cart has items and recommendations exist. Both
 * are queries under the cart topic: any cart change invalidates them and the link appears or goes.
 */
export const HeaderRecommendedLink = () => {
  const texts = useTexts(AssistTexts);
  const load = useUseCase('LoadRecommendations');
  const cartHasItems = useVisitor()?.showCartRecommendations === true;
  const plans = useUseCaseQuery(DataTopics.recommendations('cart'), () => load('cart'), { enabled: cartHasItems }).data;
  if (!cartHasItems) return null;
  // Until the recommendations answer, the link's place is kept (unseen, out of the tab order): appearing later, it
  // pushed the header's other links aside (a layout shift on every page with a filled cart, issue 23).
  if (plans === undefined)
    return (
      <span className="header-recs-link header-recs-link--pending" aria-hidden="true">
        <StarIcon />
        <span className="header-recs-link__text">{texts.recommendedProducts}</span>
      </span>
    );
  return plans.length > 0 ? (
    <Link to="/recommend-list/cart" className="header-recs-link">
      <StarIcon />
      <span className="header-recs-link__text">{texts.recommendedProducts}</span>
    </Link>
  ) : null;
};

const StarIcon = () => (
  <svg className="header-recs-link__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path fill="currentColor" d="M12 17.3 6.2 20.8l1.5-6.6L2.6 9.7l6.7-.6L12 2.9l2.7 6.2 6.7.6-5.1 4.5 1.5 6.6z" />
  </svg>
);
