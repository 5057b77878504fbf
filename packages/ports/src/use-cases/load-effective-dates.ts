import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { EffectiveDates } from '../shopping/shopping-types.ts';

/**
 * The Order Info panel's effective-date choices (MM/DD/YYYY), first the earliest, and the one to show chosen: the date
 * checkout recorded for this enrollment while it is still offered (back on the cart, the browser's Back from the
 * wizard, it is still the chosen one, not the first), else the earliest.
 */
export const loadEffectiveDates =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (): ResultAsync<EffectiveDates, DomainError> =>
    withQuote(session, (tempId) =>
      // The date checkout recorded while still offered, else the earliest: what the cart shows chosen.
      cart.effectiveDates(tempId).map(({ dates, chosen }) => {
        const shown = chosen ?? dates[0];
        return shown === undefined ? { dates } : { dates, chosen: shown };
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadEffectiveDates: ReturnType<typeof loadEffectiveDates>;
  }
}
