import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { CartView } from '../shopping/shopping-types.ts';

/** The cart page (get-plan-cart): lines, Order Info figures, notices, riders. Keeps the header's count in step. */
export const loadCart =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (): ResultAsync<CartView, DomainError> =>
    withQuote(session, (tempId) =>
      cart.cart(tempId).map((view) => {
        session.quote.set('cartCount', String(view.lines.length));
        return view;
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadCart: ReturnType<typeof loadCart>;
  }
}
