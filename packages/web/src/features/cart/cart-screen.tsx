import { createContext, useContext } from 'react';
import { isConflict, type DomainError } from '@benefit-store/domain';
import type { ScreenVersion } from '@benefit-store/ports';
import { useTranslate } from '../../app/language.ts';

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

/**
 * The messages of a failure as they were produced: the domain's catalogue in English (a use case's own check) or the
 * server's, already in the visitor's language. Kept so, and translated when shown (useShownMessages), so that a
 * change of language mid-page shows them in the new one.
 */
export const messagesOf = (error: DomainError): readonly string[] => (error.kind === 'validation' ? Object.values(error.fields) : [error.message]);

/** Messages as the visitor reads them: each in the visitor's language, one after the other. */
export const useShownMessages = (): ((messages: readonly string[]) => string) => {
  const translate = useTranslate();
  return (messages) => messages.map(translate).join(' ');
};
