import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { CartSummary } from '../shell/shell-types.ts';

const EMPTY: CartSummary = { count: 0, amount: 0 };

/** The header cart's item count and monthly amount; no quote yet (or a forgotten one) is an empty cart. */
export const loadCartSummary =
  ({ storefront, session }: { readonly storefront: StorefrontGateway; readonly session: SessionStore }) =>
  (): ResultAsync<CartSummary, DomainError> => {
    const tempId = session.quote.get('tempId');
    if (!tempId) return okAsync(EMPTY);
    return storefront
      .cartSummary(tempId)
      .map((summary) => {
        session.quote.set('cartCount', String(summary.count));
        return summary;
      })
      .orElse((error) => {
        // The server no longer knows this quote: forget it, so that the next submit starts a new one.
        if (error.kind === 'not-found') session.quote.remove('tempId', 'cartCount');
        return okAsync(EMPTY);
      });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadCartSummary: ReturnType<typeof loadCartSummary>;
  }
}
