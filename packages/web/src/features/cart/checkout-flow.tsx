import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney, Messages, type DomainError } from '@benefit-store/domain';
import { AFTER_CHECKOUT_PATH, offerMonthlyPrice, upsellDeclineText, type CheckoutType, type OfferPopup } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED, DataTopics } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Modal } from '../../ui/modal.tsx';
import { messagesOf, settleCartConflict, useCartScreen, useShownMessages } from './cart-screen.tsx';
import { useShownDate } from '../../ui/shown-date.ts';
import { CartTexts } from './cart-texts.ts';

/** A bundle's second plan, named from its description. */
const SecondPlan = ({ planId }: { planId: string }) => {
  const texts = useTexts(CartTexts);
  const load = useUseCase('LoadPlanDescription');
  const name = useUseCaseQuery(DataTopics.planDescription(planId), () => load(planId)).data?.name;
  return name ? <p className="offer__includes">{texts.offerIncludes(name)}</p> : null;
};

interface UpsellProps {
  readonly offer: OfferPopup;
  readonly onDone: () => void;
  readonly onClose: () => void;
}

/** A checkout upsell (term life, then the vision/dental bundle): skip with the spec's words, or add its plans. */
const UpsellPopup = ({ offer, onDone, onClose }: UpsellProps) => {
  const texts = useTexts(CartTexts);
  const translate = useTranslate();
  const shown = useShownMessages();
  const cart = useCartScreen();
  const acceptOffer = useUseCase('AcceptCheckoutOffer');
  const accept = useUseCaseMutation((popup: OfferPopup) => acceptOffer(popup, cart.screen), CART_CHANGED);
  const [error, setError] = useState<readonly string[] | undefined>(undefined);
  const add = () =>
    accept.mutate(offer, {
      onSuccess: (change) => (change.kind === 'refused' ? setError([change.refusal.message]) : onDone()),
      onError: (e) => {
        if (!settleCartConflict(cart, e, Messages.cartAdditionNotDone(offer.name))) setError(messagesOf(e));
      },
    });
  return (
    <Modal title={offer.title || offer.name} onClose={onClose}>
      <div className="offer">
        <div className="offer__plan">
          <img className="cart-line__logo" src={offer.logo} alt="" width="56" height="56" />
          <div>
            <p className="offer__name">{offer.name}</p>
            <p className="cart-line__price">
              <strong>{formatMoney(offerMonthlyPrice(offer))}</strong> <span>{texts.perMonth}</span>
            </p>
          </div>
        </div>
        {offer.second ? <SecondPlan planId={offer.second.planId} /> : null}
        {offer.header ? <p className="offer__header">{offer.header}</p> : null}
        {offer.link ? (
          <p className="offer__link">
            <Link to={offer.link}>{offer.linkDescription || offer.name}</Link>
          </p>
        ) : null}
        {error ? (
          <p className="banner banner--error" role="alert">
            {shown(error)}
          </p>
        ) : null}
        <div className="cart-modal__actions cart-modal__actions--stack">
          <button type="button" className="button button--ghost" disabled={accept.isPending} onClick={onDone}>
            {translate(upsellDeclineText(offer))}
          </button>
          <button type="button" className="button button--primary" disabled={accept.isPending} onClick={add}>
            {texts.addToCart}
          </button>
        </div>
      </div>
    </Modal>
  );
};

interface ConfirmProps {
  readonly effectiveDate: string;
  readonly onDateError: (message: string) => void;
  readonly onCartChanged: (message: string) => void;
  readonly onClose: () => void;
}

/** Rep Enrollment / Member Enrollment posts the checkout with the date and type, then the wizard starts. */
const ConfirmPopup = ({ effectiveDate, onDateError, onCartChanged, onClose }: ConfirmProps) => {
  const texts = useTexts(CartTexts);
  const shown = useShownMessages();
  const shownDate = useShownDate();
  const cart = useCartScreen();
  const checkOut = useUseCase('CheckOutCart');
  const mutation = useUseCaseMutation(({ date, type }: { date: string; type: CheckoutType }) => checkOut(date, type, cart.screen));
  const navigate = useNavigate();
  const [error, setError] = useState<readonly string[] | undefined>(undefined);
  const choose = (type: CheckoutType) =>
    mutation.mutate(
      { date: effectiveDate, type },
      {
        // Closed before leaving: a Back pressed while the wizard is still loading finds the cart, not this dialog.
        onSuccess: () => {
          onClose();
          void navigate(`/${AFTER_CHECKOUT_PATH}`);
        },
        onError: (e: DomainError) => {
          // Another window changed the enrollment: the page shows the cart as it is now (docs/adr/0713).
          // Worded in the catalogue's English, with the date as the visitor reads it: the page translates it when shown.
          if (settleCartConflict(cart, e, Messages.checkoutNotDone(shownDate(effectiveDate)))) return;
          const onDate = e.kind === 'validation' ? e.fields.effective_date : undefined;
          // The server brought the cart up to date instead of checking it out (docs/adr/0613): back to the cart.
          const onCart = e.kind === 'validation' ? e.fields.cart : undefined;
          if (onDate) onDateError(onDate);
          else if (onCart) onCartChanged(onCart);
          else setError(messagesOf(e));
        },
      },
    );
  return (
    <Modal title={texts.confirmTitle} onClose={onClose}>
      <p className="cart-confirm__text">{texts.confirmLead}</p>
      {effectiveDate ? <p className="cart-confirm__date">{texts.confirmDate(shownDate(effectiveDate))}</p> : null}
      {error ? (
        <p className="banner banner--error" role="alert">
          {shown(error)}
        </p>
      ) : null}
      <div className="cart-modal__actions cart-modal__actions--stack">
        <button type="button" className="button button--primary" disabled={mutation.isPending} onClick={() => choose('rep')}>
          {texts.repEnrollment}
        </button>
        <button type="button" className="button button--primary" disabled={mutation.isPending} onClick={() => choose('applicant')}>
          {texts.memberEnrollment}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {texts.backToCart}
        </button>
      </div>
    </Modal>
  );
};

interface CheckoutFlowProps {
  readonly effectiveDate: string;
  readonly onCancel: () => void;
  /** An error targeted at effective_date: the flow closes and the date shows it. */
  readonly onDateError: (message: string) => void;
  /** An error targeted at cart (it changed to follow the quote): the flow closes and the cart shows it. */
  readonly onCartChanged: (message: string) => void;
}

type Step = { readonly kind: 'starting' } | { readonly kind: 'upsell'; readonly offers: readonly OfferPopup[]; readonly index: number } | { readonly kind: 'confirm' };

/**
 * Proceed to Checkout: an applicant first gets the upsells the server offers, one after the other; then
 * everyone gets the confirmation. A failure to fetch the upsells goes straight to the confirmation.
 */
export const CheckoutFlow = ({ effectiveDate, onCancel, onDateError, onCartChanged }: CheckoutFlowProps) => {
  const start = useUseCaseMutation(useUseCase('StartCheckout'));
  const [step, setStep] = useState<Step>({ kind: 'starting' });
  const started = useRef(false);
  const { mutate } = start;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: ({ upsells }) => setStep(upsells.length > 0 ? { kind: 'upsell', offers: upsells, index: 0 } : { kind: 'confirm' }),
      onError: () => setStep({ kind: 'confirm' }),
    });
  }, [mutate]);

  if (step.kind === 'starting') return null;
  if (step.kind === 'upsell') {
    const offer = step.offers[step.index];
    const next = () => setStep(step.index + 1 < step.offers.length ? { ...step, index: step.index + 1 } : { kind: 'confirm' });
    return offer ? <UpsellPopup key={`${offer.planId}-${step.index}`} offer={offer} onDone={next} onClose={onCancel} /> : null;
  }
  return <ConfirmPopup key="confirm" effectiveDate={effectiveDate} onDateError={onDateError} onCartChanged={onCartChanged} onClose={onCancel} />;
};
