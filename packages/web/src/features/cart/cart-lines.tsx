import { useState } from 'react';
import { formatMoney, Messages, type PlanRef } from '@benefit-store/domain';
import type { AddPlanInput, CartLineView, CartNoticeView, CartView, RiderOffer, ScreenVersion } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED, DataTopics } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { Modal } from '../../ui/modal.tsx';
import { failureText } from '../assist-texts.ts';
import { settleCartConflict, useCartScreen } from './cart-screen.tsx';
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
  const cart = useCartScreen();
  const removePlan = useUseCase('RemovePlanFromCart');
  // Based on the cart shown (docs/adr/0713); the cart after it, at the version the removal answered, is the page's now.
  const remove = useUseCaseMutation(
    ({ ref, screen }: { ref: PlanRef; screen: ScreenVersion | undefined }) => removePlan(ref, screen).map((view) => ({ ...view, screen })),
    CART_CHANGED,
    { writes: DataTopics.cartLines },
  );
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <Modal title={CartTexts.removeTitle} onClose={onClose}>
      <p className="cart-confirm__text">{Messages.confirmRemoveFromCart}</p>
      <p className="cart-confirm__plan">{line.name}</p>
      {error ? (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="cart-modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {CartTexts.no}
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
                  if (settleCartConflict(cart, e, Messages.cartRemovalNotDone(line.name))) onClose();
                  else setError(failureText(e));
                },
              },
            )
          }
        >
          {CartTexts.yes}
        </button>
      </div>
    </Modal>
  );
};

/** The removable plans: logo, name (opens the plan details popup), price and the trash icon. */
export const CartLines = ({ cart }: { cart: CartView }) => {
  const [removing, setRemoving] = useState<CartLineView | undefined>(undefined);
  const [showing, setShowing] = useState<CartLineView | undefined>(undefined);
  const lines = cart.lines.filter((line) => line.removable);
  return (
    <section className="cart-card" aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title" className="cart-card__title">
        {CartTexts.yourPlans}
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
              <strong>{formatMoney(line.price)}</strong> <span>{CartTexts.perMonth}</span>
            </p>
            <button type="button" className="cart-line__remove" aria-label={CartTexts.remove(line.name)} title={CartTexts.remove(line.name)} onClick={() => setRemoving(line)}>
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
export const CartChanges = ({ notices }: { notices: readonly CartNoticeView[] }) =>
  notices.length > 0 ? (
    <section className="cart-changes" role="status" aria-labelledby="cart-changes-title">
      <h2 id="cart-changes-title" className="cart-changes__title">
        {CartTexts.cartChanged}
      </h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.planId} className={`cart-changes__item cart-changes__item--${notice.change}`}>
            {notice.message}
          </li>
        ))}
      </ul>
    </section>
  ) : null;

/** The 3% administrative fee notice and the Evidence of Insurability note, when the server says the cart needs them. */
export const CartNotices = ({ cart }: { cart: CartView }) =>
  cart.administrativeFeeNotice || cart.evidenceOfInsurability ? (
    <div className="cart-notices">
      {cart.administrativeFeeNotice ? <p className="cart-notice">{Messages.administrativeFeeNotice}</p> : null}
      {cart.evidenceOfInsurability ? <p className="cart-notice">{Messages.evidenceOfInsurability}</p> : null}
    </div>
  ) : null;

const RiderCard = ({ rider, baseName }: { rider: RiderOffer; baseName: string }) => {
  const cart = useCartScreen();
  const addPlan = useUseCase('AddPlanToCart');
  const add = useUseCaseMutation((input: AddPlanInput) => addPlan(input, cart.screen), CART_CHANGED);
  const [pricingId, setPricingId] = useState(rider.options[0]?.pricingId ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const option = rider.options.find((o) => o.pricingId === pricingId) ?? rider.options[0];
  const addRider = () =>
    add.mutate(
      { planId: rider.planId, pricingId: option?.pricingId ?? '' },
      {
        onSuccess: (outcome) => setError(outcome.kind === 'refused' ? outcome.refusal.message : undefined),
        onError: (e) => {
          if (!settleCartConflict(cart, e, Messages.cartAdditionNotDone(rider.name))) setError(failureText(e));
        },
      },
    );
  return (
    <li className="cart-rider">
      <img className="cart-line__logo" src={rider.logo} alt="" width="48" height="48" />
      <div className="cart-line__body">
        <strong className="cart-rider__name">{rider.name}</strong>
        <span className="cart-line__option">{CartTexts.riderOf(baseName)}</span>
        {rider.options.length > 1 ? (
          <label className="cart-rider__option">
            <span className="visually-hidden">
              {CartTexts.riderOption}: {rider.name}
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
            {error}
          </p>
        ) : null}
      </div>
      <p className="cart-line__price">
        <strong>{formatMoney(option?.price ?? 0)}</strong> <span>{CartTexts.perMonth}</span>
      </p>
      <button type="button" className="button button--ghost" aria-label={CartTexts.addRider(rider.name)} disabled={add.isPending} onClick={addRider}>
        {CartTexts.addToCart}
      </button>
    </li>
  );
};

/** Riders offered for plans in the cart (the Waiver of Premium Rider for a term life plan, ...). */
export const CartRiders = ({ cart }: { cart: CartView }) => {
  if (cart.riders.length === 0) return null;
  const nameOf = (planId: string) => cart.lines.find((l) => l.planId === planId)?.name ?? planId;
  return (
    <section className="cart-card" aria-labelledby="cart-riders-title">
      <h2 id="cart-riders-title" className="cart-card__title">
        {CartTexts.riders}
      </h2>
      <ul className="cart-lines">
        {cart.riders.map((rider) => (
          <RiderCard key={rider.planId} rider={rider} baseName={nameOf(rider.riderOf)} />
        ))}
      </ul>
    </section>
  );
};
