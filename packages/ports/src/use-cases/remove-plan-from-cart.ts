import type { ResultAsync } from 'neverthrow';
import type { DomainError, PlanRef } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { changeOnScreen } from '../shopping/cart-screen.ts';
import type { CartView } from '../shopping/shopping-types.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/**
 * The trash icon, after 'Do you really want to remove?' Yes: removes the line (its riders go with it) and
 * answers the cart after it. A line another plan needs (the membership) is refused: field error `plan_id`.
 * Based on the cart's screen (docs/adr/0713): a cart another window changed since is refused, a `conflict`.
 */
export const removePlanFromCart =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (line: PlanRef, screen?: ScreenVersion): ResultAsync<CartView, DomainError> =>
    changeOnScreen(session, cart, screen, (gateway, tempId) =>
      gateway.remove(tempId, line).map((view) => {
        session.quote.set('cartCount', String(view.lines.length));
        return view;
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    RemovePlanFromCart: ReturnType<typeof removePlanFromCart>;
  }
}
