import type { ResultAsync } from 'neverthrow';
import type { DomainError, PlanRef } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { CartView } from '../shopping/shopping-types.ts';

/**
 * The trash icon, after 'Do you really want to remove?' Yes: removes the line (its riders go with it) and
 * answers the cart after it. A line another plan needs (the membership) is refused: field error `plan_id`.
 */
export const removePlanFromCart =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (line: PlanRef): ResultAsync<CartView, DomainError> =>
    withQuote(session, (tempId) =>
      cart.remove(tempId, line).map((view) => {
        session.quote.set('cartCount', String(view.lines.length));
        return view;
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    RemovePlanFromCart: ReturnType<typeof removePlanFromCart>;
  }
}
