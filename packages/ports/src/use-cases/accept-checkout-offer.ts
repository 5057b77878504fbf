import { okAsync, type ResultAsync } from 'neverthrow';
import { Messages, type Cents, type DomainError, type PlanRef } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { changeOnScreen } from '../shopping/cart-screen.ts';
import type { CartChange, OfferPopup } from '../shopping/shopping-types.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/** The plans an offer puts in the cart: its plan, and a bundle's second plan when the server offers one. */
export const offerPlans = (offer: OfferPopup): readonly PlanRef[] => [
  { planId: offer.planId, pricingId: offer.pricingId },
  ...(offer.second ? [{ planId: offer.second.planId, pricingId: offer.second.pricingId }] : []),
];

/** What accepting the offer adds to the monthly cost. */
export const offerMonthlyPrice = (offer: OfferPopup): Cents => offer.price + (offer.second?.price ?? 0);

/**
 * The skip button of a checkout upsell (doc 001 section 4): the spec recognises the popups by category,
 * term life ('No, I like medical questions.') and vision, the vision/dental bundle ('No, I like waiting
 * periods.'). Any other offer reads as the bundle's.
 */
export const upsellDeclineText = (offer: Pick<OfferPopup, 'category'>): string =>
  offer.category === 'term_life' ? Messages.termLifeOfferDecline : Messages.bundleOfferDecline;

/**
 * A checkout upsell's Add to Cart: its plan, then a bundle's second plan, each as its own add (a refusal of
 * the first stops there). Answers the cart after the change, or the refusal to show; keeps the header's
 * count in step. No offer-after-adding here: the shopper is on the way to the confirmation.
 */
export const acceptCheckoutOffer =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (offer: OfferPopup, screen?: ScreenVersion): ResultAsync<CartChange, DomainError> =>
    changeOnScreen(session, cart, screen, (gateway, tempId) => {
      const [first, ...rest] = offerPlans(offer);
      const addNext = (change: CartChange, remaining: readonly PlanRef[]): ResultAsync<CartChange, DomainError> => {
        const [next, ...later] = remaining;
        if (change.kind === 'refused' || !next) return okAsync(change);
        return gateway.add(tempId, [next]).andThen((after) => addNext(after, later));
      };
      return gateway
        .add(tempId, first ? [first] : [])
        .andThen((change) => addNext(change, rest))
        .map((change) => {
          if (change.kind === 'changed') session.quote.set('cartCount', String(change.cart.lines.length));
          return change;
        });
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    AcceptCheckoutOffer: ReturnType<typeof acceptCheckoutOffer>;
  }
}
