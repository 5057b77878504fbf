import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SessionKeys } from '@benefit-store/ports';
import { useSessionStore, useUseCase } from '../../app/di.tsx';
import { CART_CHANGED_EVENT } from '../../shell/site-data.tsx';
import { AssistTexts } from '../assist-texts.ts';

/** The header's recommended-products link, shown when the cart has items and recommendations exist. */
export const HeaderRecommendedLink = () => {
  const session = useSessionStore();
  const load = useUseCase('LoadRecommendations');
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  const [cartChanges, setCartChanges] = useState(0);
  useEffect(() => {
    const onChange = () => setCartChanges((n) => n + 1);
    window.addEventListener(CART_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChange);
  }, []);

  // The cart count (kept under cartCount) changes as the visitor shops: look again on every page and cart change.
  useEffect(() => {
    let live = true;
    const cartCount = Number(session.get(SessionKeys.cartCount) ?? '0');
    if (!(cartCount > 0)) {
      setShown(false);
      return;
    }
    void load('cart').match(
      (plans) => live && setShown(plans.length > 0),
      () => live && setShown(false),
    );
    return () => {
      live = false;
    };
  }, [session, load, pathname, cartChanges]);

  return shown ? (
    <Link to="/recommend-list/cart" className="header-recs-link">
      {AssistTexts.recommendedProducts}
    </Link>
  ) : null;
};
