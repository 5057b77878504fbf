import { createContext, useContext } from 'react';
import { isConflict, type DomainError } from '@benefit-store/domain';
import type { ScreenVersion } from '@benefit-store/ports';

/**
 * What the cart page's changes share (docs/adr/0713): the screen they are based on (the version of the enrollment the
 * cart shown was read at), and what to do when another window changed the enrollment since: the page shows the cart as
 * it is now, with the catalogue's message and what this window asked for that was not done.
 */
export interface CartScreen {
  readonly screen: ScreenVersion | undefined;
  /** A change was refused because another window changed the enrollment; `notDone` says what this window asked for. */
  readonly changedElsewhere: (notDone: string) => void;
}

export const CartScreenContext = createContext<CartScreen>({ screen: undefined, changedElsewhere: () => undefined });

export const useCartScreen = (): CartScreen => useContext(CartScreenContext);

/** A change's failure: true when another window had changed the enrollment, now handled by the page. */
export const settleCartConflict = (cart: CartScreen, error: DomainError, notDone: string): boolean => {
  if (!isConflict(error, 'changed-elsewhere')) return false;
  cart.changedElsewhere(notDone);
  return true;
};
