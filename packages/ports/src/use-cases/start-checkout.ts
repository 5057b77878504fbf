import { okAsync, type ResultAsync } from 'neverthrow';
import { checkoutSteps, isEprocess, type DomainError } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { OfferPopup } from '../shopping/shopping-types.ts';

/**
 * Proceed to Checkout: the popups to show before the confirmation. An applicant gets the upsells the server
 * offers (term life, then the vision/dental bundle; each skippable with the domain's texts
 * termLifeOfferDecline / bundleOfferDecline); reps and groups go straight to the confirmation (Rep
 * Enrollment, Member Enrollment, Back to Cart).
 */
export const startCheckout =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (): ResultAsync<{ readonly upsells: readonly OfferPopup[] }, DomainError> =>
    withQuote(session, (tempId) => {
      const eprocess = session.signIn.get('eprocess');
      const steps = checkoutSteps(isEprocess(eprocess) ? eprocess : 'applicant');
      if (!steps.some((s) => s !== 'confirmation')) return okAsync({ upsells: [] });
      return cart.checkoutUpsells(tempId).map((upsells) => ({ upsells }));
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    StartCheckout: ReturnType<typeof startCheckout>;
  }
}
