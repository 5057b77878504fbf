import { okAsync, type ResultAsync } from 'neverthrow';
import { isEnrollType, prudentialCartPairs, type DomainError, type PlanRef } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { changeOnScreen } from '../shopping/cart-screen.ts';
import type { CartRefusal, CartView, OfferPopup } from '../shopping/shopping-types.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

export interface AddPlanInput {
  readonly planId: string;
  /** The price option chosen on the plan page. */
  readonly pricingId: string;
  /** The membership chosen in the membership modal, for a prudential-type plan. */
  readonly membership?: PlanRef;
}

/**
 * What the page does next: `added` goes to the cart, or first opens `offer` (the accident offer, with
 * 'No, thank you.' / 'Add To Cart'); `refused` shows the refusal: code 'blackout' as a red banner,
 * 'already-active' in a modal with OK, any other code as the message.
 */
export type AddPlanOutcome =
  | { readonly kind: 'added'; readonly cart: CartView; readonly offer?: OfferPopup }
  | { readonly kind: 'refused'; readonly refusal: CartRefusal };

/**
 * Add to Cart. A prudential-type plan goes with its membership (the domain's prudentialCartPairs: an existing
 * member's first pair is left out). After a successful add the header's cart count is updated and the offer
 * to show after adding, if any, is fetched (a failure to fetch it just skips the offer). Based on the screen the
 * shopper added from (the plan page's, the cart's; docs/adr/0713): an enrollment another window changed since is
 * refused, a `conflict`.
 */
export const addPlanToCart =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (input: AddPlanInput, screen?: ScreenVersion): ResultAsync<AddPlanOutcome, DomainError> =>
    changeOnScreen(session, cart, screen, (gateway, tempId) => {
      const plan: PlanRef = { planId: input.planId, pricingId: input.pricingId };
      const enrollType = session.enrollment.get('enrollType');
      const refs = input.membership ? prudentialCartPairs(input.membership, plan, isEnrollType(enrollType) ? enrollType : undefined) : [plan];
      return gateway.add(tempId, refs).andThen((change): ResultAsync<AddPlanOutcome, DomainError> => {
        if (change.kind === 'refused') return okAsync({ kind: 'refused', refusal: change.refusal });
        session.quote.set('cartCount', String(change.cart.lines.length));
        return cart
          .offersAfterAdding(tempId, input.planId)
          .orElse(() => okAsync([] as readonly OfferPopup[]))
          .map((offers) => {
            const offer = offers[0];
            return offer ? { kind: 'added' as const, cart: change.cart, offer } : { kind: 'added' as const, cart: change.cart };
          });
      });
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    AddPlanToCart: ReturnType<typeof addPlanToCart>;
  }
}
