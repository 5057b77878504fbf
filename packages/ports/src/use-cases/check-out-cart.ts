import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { Messages, validationError, type DomainError } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { changeOnScreen } from '../shopping/cart-screen.ts';
import type { CheckoutDone, CheckoutType } from '../shopping/shopping-types.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/** Where the storefront goes after checkout. */
export const AFTER_CHECKOUT_PATH = 'enrollment/personal-info';

/**
 * The confirmation's Rep Enrollment / Member Enrollment: posts cart-checkout with the effective date and the
 * type (an error on `effective_date` shows on the date), stores the effective date, then records the server's
 * snapshot of the cart (save-screenshot; a failure there does not undo the checkout). The caller then goes to
 * AFTER_CHECKOUT_PATH. Based on the cart's screen (docs/adr/0713): a cart another window changed since does not check
 * out (a `conflict`); the snapshot is no change of the data and is not checked.
 */
export const checkOutCart =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (effectiveDate: string, type: CheckoutType, screen?: ScreenVersion): ResultAsync<CheckoutDone, DomainError> => {
    if (effectiveDate.trim() === '') return errAsync(validationError({ effective_date: Messages.fieldRequired }));
    return changeOnScreen(session, cart, screen, (gateway, tempId) =>
      gateway.checkout(tempId, effectiveDate.trim(), type).andThen((done) => {
        session.enrollment.set('effectiveDate', done.effectiveDate);
        return cart
          .snapshot(tempId)
          .orElse(() => okAsync(''))
          .map(() => done);
      }),
    );
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    CheckOutCart: ReturnType<typeof checkOutCart>;
  }
}
