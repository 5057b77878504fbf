import { useState } from 'react';
import { formatMoney, Messages, type PlanRef } from '@benefit-store/domain';
import type { AddPlanInput, CartLineView, CartNoticeView, CartView, RiderOffer, ScreenVersion } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED, DataTopics } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Modal } from '../../ui/modal.tsx';
import { messagesOf, settleCartConflict, useCartScreen, useShownMessages } from './cart-screen.tsx';
import { CartTexts } from './cart-texts.ts';
import { PlanPopup } from './plan-popup.tsx';

const TrashIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 6h18" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    <path d="M10 11v6M14 11v6" />
  </svg>
);

/** The option chosen (a coverage amount), when it says more than the plan's name. */
const optionOf = (line: CartLineView): string | undefined => (line.label && line.label !== line.name ? line.label : undefined);

/** 'Do you really want to remove?' Yes / No; Yes removes the line (its riders go with it). */
const RemoveConfirm = ({ line, onClose }: { line: CartLineView; onClose: () => void }) => {
  const texts = useTexts(CartTexts);
  const messages = useTexts(Messages);
  const shown = useShownMessages();
  const cart = useCartScreen();
  const removePlan = useUseCase('RemovePlanFromCart');
  // Based on the cart shown (docs/adr/0713); the cart after it, at the version the removal answered, is the page's now.
  const remove = useUseCaseMutation(
    ({ ref, screen }: { ref: PlanRef; screen: ScreenVersion | undefined }) => removePlan(ref, screen).map((view) => ({ ...view, screen })),
    CART_CHANGED,
    { writes: DataTopics.cartLines },
  );
  const [error, setError] = useState<readonly string[] | undefined>(undefined);
  return (
    <Modal title={texts.removeTitle} onClose={onClose}>
      <p className="cart-confirm__text">{messages.confirmRemoveFromCart}</p>
      <p className="cart-confirm__plan">{line.name}</p>
      {error ? (
        <p className="banner banner--error" role="alert">
          {shown(error)}
        </p>
      ) : null}
      <div className="cart-modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {texts.no}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { ref: { planId: line.planId, pricingId: line.pricingId }, screen: cart.screen },
              {
                onSuccess: onClose,
                onError: (e) => {
                  // What was not done stays in the catalogue's English: the page translates it when shown.
                  if (settleCartConflict(cart, e, Messages.cartRemovalNotDone(line.name))) onClose();
                  else setError(messagesOf(e));
                },
              },
            )
          }
        >
          {texts.yes}
        </button>
      </div>
    </Modal>
  );
};

/** The removable plans: logo, name (opens the plan details popup), price and the trash icon. */
export const CartLines = ({ cart }: { cart: CartView }) => {
  const texts = useTexts(CartTexts);
  const [removing, setRemoving] = useState<CartLineView | undefined>(undefined);
  const [showing, setShowing] = useState<CartLineView | undefined>(undefined);
  const lines = cart.lines.filter((line) => line.removable);
  return (
    <section className="cart-card" aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title" className="cart-card__title">
        {texts.yourPlans}
      </h2>
      <ul className="cart-lines">
        {lines.map((line) => (
          <li key={`${line.planId}-${line.pricingId}`} className="cart-line">
            <img className="cart-line__logo" src={line.logo} alt="" width="56" height="56" />
            <div className="cart-line__body">
              <button type="button" className="cart-line__name" onClick={() => setShowing(line)}>
                {line.name}
              </button>
              {optionOf(line) ? <span className="cart-line__option">{optionOf(line)}</span> : null}
            </div>
            <p className="cart-line__price">
              <strong>{formatMoney(line.price)}</strong> <span>{texts.perMonth}</span>
            </p>
            <button type="button" className="cart-line__remove" aria-label={texts.remove(line.name)} title={texts.remove(line.name)} onClick={() => setRemoving(line)}>
              <TrashIcon />
            </button>
          </li>
        ))}
      </ul>
      {removing ? <RemoveConfirm line={removing} onClose={() => setRemoving(undefined)} /> : null}
      {showing ? <PlanPopup line={showing} onClose={() => setShowing(undefined)} /> : null}
    </section>
  );
};

/**
 * What a change of the quote did to the cart (docs/adr/0613): the plans it took out, with the catalogue's reason, and
 * the lines it priced anew; shown until the shopper changes the cart.
 */
export const CartChanges = ({ notices }: { notices: readonly CartNoticeView[] }) => {
  const texts = useTexts(CartTexts);
  // The server words each notice from the domain's catalogue: in English, the visitor's language here.
  const translate = useTranslate();
  return notices.length > 0 ? (
    <section className="cart-changes" role="status" aria-labelledby="cart-changes-title">
      <h2 id="cart-changes-title" className="cart-changes__title">
        {texts.cartChanged}
      </h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.planId} className={`cart-changes__item cart-changes__item--${notice.change}`}>
            {translate(notice.message)}
          </li>
        ))}
      </ul>
    </section>
  ) : null;
};

/** The 3% administrative fee notice and the Evidence of Insurability note, when the server says the cart needs them. */
export const CartNotices = ({ cart }: { cart: CartView }) => {
  const messages = useTexts(Messages);
  return cart.administrativeFeeNotice || cart.evidenceOfInsurability ? (
    <div className="cart-notices">
      {cart.administrativeFeeNotice ? <p className="cart-notice">{messages.administrativeFeeNotice}</p> : null}
      {cart.evidenceOfInsurability ? <p className="cart-notice">{messages.evidenceOfInsurability}</p> : null}
    </div>
  ) : null;
};

const RiderCard = ({ rider, baseName }: { rider: RiderOffer; baseName: string }) => {
  const texts = useTexts(CartTexts);
  const shown = useShownMessages();
  const cart = useCartScreen();
  const addPlan = useUseCase('AddPlanToCart');
  const add = useUseCaseMutation((input: AddPlanInput) => addPlan(input, cart.screen), CART_CHANGED);
  const [pricingId, setPricingId] = useState(rider.options[0]?.pricingId ?? '');
  const [error, setError] = useState<readonly string[] | undefined>(undefined);
  const option = rider.options.find((o) => o.pricingId === pricingId) ?? rider.options[0];
  const addRider = () =>
    add.mutate(
      { planId: rider.planId, pricingId: option?.pricingId ?? '' },
      {
        onSuccess: (outcome) => setError(outcome.kind === 'refused' ? [outcome.refusal.message] : undefined),
        onError: (e) => {
          if (!settleCartConflict(cart, e, Messages.cartAdditionNotDone(rider.name))) setError(messagesOf(e));
        },
      },
    );
  return (
    <li className="cart-rider">
      <img className="cart-line__logo" src={rider.logo} alt="" width="48" height="48" />
      <div className="cart-line__body">
        <strong className="cart-rider__name">{rider.name}</strong>
        <span className="cart-line__option">{texts.riderOf(baseName)}</span>
        {rider.options.length > 1 ? (
          <label className="cart-rider__option">
            <span className="visually-hidden">
              {texts.riderOption}: {rider.name}
            </span>
            <select value={pricingId} onChange={(e) => setPricingId(e.target.value)}>
              {rider.options.map((o) => (
                <option key={o.pricingId} value={o.pricingId}>
                  {o.label ? `${o.label}: ` : ''}
                  {formatMoney(o.price)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {shown(error)}
          </p>
        ) : null}
      </div>
      <p className="cart-line__price">
        <strong>{formatMoney(option?.price ?? 0)}</strong> <span>{texts.perMonth}</span>
      </p>
      <button type="button" className="button button--ghost" aria-label={texts.addRider(rider.name)} disabled={add.isPending} onClick={addRider}>
        {texts.addToCart}
      </button>
    </li>
  );
};

/** Riders offered for plans in the cart (the Waiver of Premium Rider for a term life plan, ...). */
export const CartRiders = ({ cart }: { cart: CartView }) => {
  const texts = useTexts(CartTexts);
  if (cart.riders.length === 0) return null;
  const nameOf = (planId: string) => cart.lines.find((l) => l.planId === planId)?.name ?? planId;
  return (
    <section className="cart-card" aria-labelledby="cart-riders-title">
      <h2 id="cart-riders-title" className="cart-card__title">
        {texts.riders}
      </h2>
      <ul className="cart-lines">
        {cart.riders.map((rider) => (
          <RiderCard key={rider.planId} rider={rider} baseName={nameOf(rider.riderOf)} />
        ))}
      </ul>
    </section>
  );
};
