import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Messages, selectionLine, type PlanSummary } from '@benefit-store/domain';
import { besideCart, type CartContext, type CartOnScreen } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED, DataTopics } from '../../app/data-topics.ts';
import { useInvalidate, useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { SiteConfig, useHost, useVisitor } from '../../shell/index.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { RecommendedCarousel } from '../recommendations/index.ts';
import { CartChanges, CartLines, CartNotices, CartRiders } from './cart-lines.tsx';
import { CartScreenContext, messagesOf, useShownMessages, type CartScreen } from './cart-screen.tsx';
import { CartTexts } from './cart-texts.ts';
import { CheckoutFlow } from './checkout-flow.tsx';
import { OrderInfo } from './order-info.tsx';
import { QuoteDialog } from './quote-dialog.tsx';
import '../../styles/cart.css';

/** Home / Current Member (when available) / Plans / Plan Details / Cart. */
const CartCrumbs = ({ context }: { context: CartContext | undefined }) => {
  const texts = useTexts(CartTexts);
  const visitor = useVisitor();
  const openPlansAfresh = useUseCase('OpenPlansAfresh');
  const navigate = useNavigate();
  const plan = context?.lastPlan;
  return (
    <nav className="crumbs" aria-label={texts.breadcrumb}>
      <ol>
        <li>
          <Link to={visitor?.home ?? '/'}>{texts.home}</Link>
        </li>
        {visitor?.currentMemberCrumb ? (
          <li>
            <Link to={visitor.currentMemberCrumb}>{texts.currentMember}</Link>
          </li>
        ) : null}
        <li>
          {/* The Plans crumb starts the plan list afresh: no saved menu or category selection. */}
          <button type="button" className="crumbs__link" onClick={() => void navigate(openPlansAfresh())}>
            {texts.plans}
          </button>
        </li>
        <li>
          {plan ? <Link to={`/plan/${encodeURIComponent(plan.planId)}/${encodeURIComponent(plan.name)}`}>{texts.planDetails}</Link> : <span>{texts.planDetails}</span>}
        </li>
        <li aria-current="page">{texts.cart}</li>
      </ol>
    </nav>
  );
};

/** 'Selected Group is: {name} ({code}) | Member: {name}', and the selected portal. */
const SelectionLine = ({ context }: { context: CartContext | undefined }) => {
  const texts = useTexts(CartTexts);
  const messages = useTexts(Messages);
  const selection = context?.selection;
  if (!selection) return null;
  const line = selectionLine(selection, messages);
  return (
    <div className="cart-selection" aria-label={texts.yourSelection} role="group">
      {line ? <p>{line}</p> : null}
      {selection.portal ? <p>{texts.portal(selection.portal)}</p> : null}
    </div>
  );
};

const EMPTY: CartOnScreen | undefined = undefined;

/**
 * The cart page (/cart, and the relative route 'confirmation'): removable lines, Order Info with the
 * effective date and the costs, notices and riders, Proceed to Checkout, Continue Shopping, Send
 * Personalized Quote, and the recommended products. Every change goes through a use case and invalidates
 * the cart topic, so the header's count and amount follow.
 */
export const CartPage = () => {
  const texts = useTexts(CartTexts);
  const messages = useTexts(Messages);
  // Messages the use cases word from the catalogue (in English) are kept so, and shown in the visitor's language.
  const translate = useTranslate();
  const shown = useShownMessages();
  const loadCart = useUseCase('LoadCart');
  const loadContext = useUseCase('LoadCartContext');
  const loadRecommendations = useUseCase('LoadRecommendations');
  const navigate = useNavigate();
  const cart = useUseCaseQuery(DataTopics.cartLines, () => loadCart());
  const host = useHost();
  const context = useUseCaseQuery(DataTopics.cartContext, () => loadContext({ host, specialHost: SiteConfig.specialHost })).data;
  const view = cart.status === 'failed' ? EMPTY : cart.data;
  const hasItems = (view?.lines.length ?? 0) > 0;
  // A failure leaves the carousel out: the cart works without recommendations. The header link's list (one read for
  // both), less what the cart holds: a plan added from the carousel leaves it.
  const inCart = view?.lines.map((line) => line.planId) ?? [];
  const listed = useUseCaseQuery(DataTopics.recommendations('cart'), () => loadRecommendations('cart'), { enabled: hasItems }).data;
  const recommended: readonly PlanSummary[] = besideCart(listed ?? [], inCart);

  const loadDates = useUseCase('LoadEffectiveDates');
  const offered = useUseCaseQuery(DataTopics.effectiveDates, () => loadDates(), { enabled: hasItems }).data;
  const dates = offered?.dates ?? [];
  const [pickedDate, setEffectiveDate] = useState<string | undefined>(undefined);
  // The date the shopper picks here; before that, the one the use case names (checked out with, or the earliest).
  const effectiveDate = pickedDate !== undefined && dates.includes(pickedDate) ? pickedDate : (offered?.chosen ?? '');
  const [dateError, setDateError] = useState<string | undefined>(undefined);
  // Checkout found the cart no longer fitting the quote and brought it up to date: the shopper reviews it first.
  const [cartChanged, setCartChanged] = useState<string | undefined>(undefined);
  // A change another window overtook (docs/adr/0713): what this window asked for and was not done.
  const [notDone, setNotDone] = useState<string | undefined>(undefined);
  const invalidate = useInvalidate();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  // Arriving from Enroll Now: checkout starts once the cart and its dates are here, and only once.
  const location = useLocation();
  const checkoutOnArrival = (location.state as { checkout?: boolean } | null)?.checkout === true;
  useEffect(() => {
    if (!checkoutOnArrival || !hasItems || dates.length === 0) return;
    setCheckingOut(true);
    void navigate(location.pathname, { replace: true, state: null });
  }, [checkoutOnArrival, hasItems, dates.length, navigate, location.pathname]);

  // No quote yet (or one the server forgot) is an empty cart, not an error.
  const failure = cart.status === 'failed' && cart.error && cart.error.kind !== 'not-found' ? shown(messagesOf(cart.error)) : undefined;
  const empty = cart.status === 'failed' ? cart.error?.kind === 'not-found' : cart.status === 'ready' && !hasItems;

  // The cart's changes are based on the version the cart shown was read at; refused, the cart is read again.
  const screen = view?.screen;
  const cartScreen = useMemo<CartScreen>(
    () => ({
      screen,
      changedElsewhere: (what) => {
        setCheckingOut(false);
        setCartChanged(undefined);
        setNotDone(what);
        void invalidate(CART_CHANGED);
      },
    }),
    [screen, invalidate],
  );

  return (
    <CartScreenContext.Provider value={cartScreen}>
      <div className="cart-page">
        <CartCrumbs context={context} />
        <h1 className="cart-page__title">{texts.title}</h1>
        <SelectionLine context={context} />
        {failure ? (
          <p className="banner banner--error" role="alert">
            {failure}
          </p>
        ) : null}
        {cartChanged ? (
          <p className="banner banner--error" role="alert">
            {translate(cartChanged)}
          </p>
        ) : null}
        {notDone ? (
          <div className="banner banner--error cart-conflict" role="alert">
            <p>{messages.enrollmentChangedElsewhere}</p>
            <p>{translate(notDone)}</p>
          </div>
        ) : null}
        <CartChanges notices={view?.notices ?? []} />
        {cart.status === 'loading' && !view ? <RouteFallback /> : null}
        {empty ? (
          <div className="cart-empty">
            <p className="empty-state">{messages.emptyCart}</p>
            <button type="button" className="button button--primary" onClick={() => void navigate('/plans')}>
              {texts.continueShopping}
            </button>
          </div>
        ) : null}
        {view && hasItems ? (
          <div className="cart-layout">
            <div className="cart-layout__main">
              <CartLines cart={view} />
              <CartNotices cart={view} />
              <CartRiders cart={view} />
            </div>
            <OrderInfo
              cart={view}
              dates={dates}
              effectiveDate={effectiveDate}
              dateError={dateError === undefined ? undefined : translate(dateError)}
              canSendQuote={context?.canSendQuote === true}
              onDateChange={(date) => {
                setEffectiveDate(date);
                setDateError(undefined);
              }}
              onProceed={() => {
                setCartChanged(undefined);
                setNotDone(undefined);
                setCheckingOut(true);
              }}
              onContinueShopping={() => void navigate('/plans')}
              onSendQuote={() => setQuoteOpen(true)}
            />
          </div>
        ) : null}
        {hasItems && recommended.length > 0 ? <RecommendedCarousel plans={recommended} viewAllTo="/recommend-list/cart" layout="cart" /> : null}
        {quoteOpen ? <QuoteDialog onClose={() => setQuoteOpen(false)} /> : null}
        {checkingOut ? (
          <CheckoutFlow
            effectiveDate={effectiveDate}
            onCancel={() => setCheckingOut(false)}
            onDateError={(message) => {
              setCheckingOut(false);
              setDateError(message);
            }}
            onCartChanged={(message) => {
              setCheckingOut(false);
              setCartChanged(message);
              void invalidate(CART_CHANGED);
            }}
          />
        ) : null}
      </div>
    </CartScreenContext.Provider>
  );
};
