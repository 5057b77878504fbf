import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { CartOnScreen } from '../shopping/cart-screen.ts';
import { withQuote } from '../shopping/current-quote.ts';
import { screenVersion } from '../wizard/screen-version.ts';

/**
 * The cart page (get-plan-cart): lines, Order Info figures, notices, riders, and the screen its changes are based on
 * (the version the cart was read at, docs/adr/0713). Keeps the header's count in step.
 */
export const loadCart =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (): ResultAsync<CartOnScreen, DomainError> =>
    withQuote(session, (tempId) => {
      const screen = screenVersion(tempId);
      return cart
        .versioned(screen.reading)
        .cart(tempId)
        .map((view) => {
          session.quote.set('cartCount', String(view.lines.length));
          return { ...view, screen };
        });
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadCart: ReturnType<typeof loadCart>;
  }
}
