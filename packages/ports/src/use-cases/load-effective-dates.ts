import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';

/** The Order Info panel's effective-date choices (MM/DD/YYYY), first the earliest. */
export const loadEffectiveDates =
  ({ cart, session }: { readonly cart: CartGateway; readonly session: SessionStore }) =>
  (): ResultAsync<readonly string[], DomainError> =>
    withQuote(session, (tempId) => cart.effectiveDates(tempId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadEffectiveDates: ReturnType<typeof loadEffectiveDates>;
  }
}
