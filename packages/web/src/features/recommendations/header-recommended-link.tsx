import { Link } from 'react-router-dom';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useVisitor } from '../../shell/index.ts';
import { AssistTexts } from '../assist-texts.ts';

/**
 * The header's recommended-products link, shown when the cart has items and recommendations exist. Both
 * are queries under the cart topic: any cart change invalidates them and the link appears or goes.
 */
export const HeaderRecommendedLink = () => {
  const load = useUseCase('LoadRecommendations');
  const cartHasItems = useVisitor()?.showCartRecommendations === true;
  const plans = useUseCaseQuery(DataTopics.recommendations('cart'), () => load('cart'), { enabled: cartHasItems }).data;
  return cartHasItems && plans && plans.length > 0 ? (
    <Link to="/recommend-list/cart" className="header-recs-link">
      {AssistTexts.recommendedProducts}
    </Link>
  ) : null;
};
