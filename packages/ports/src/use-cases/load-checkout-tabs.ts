import type { ResultAsync } from 'neverthrow';
import type { DomainError, TabDefinition } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';

/** The enrollment wizard's tabs for this cart (get-dynamic-tabs): name, order 0-10, required. */
export const loadCheckoutTabs =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (): ResultAsync<readonly TabDefinition[], DomainError> =>
    withQuote(session, (tempId) => cart.wizardTabs(tempId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadCheckoutTabs: ReturnType<typeof loadCheckoutTabs>;
  }
}
