import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { currentTempId } from '../wizard/wizard-scope.ts';

/**
 * After each valid step save, the step's screenshot (doc 002 section 1): like checkout, the server's own
 * snapshot of what was priced (save-screenshot, docs/adr/0611). A failure is ignored: it never stops the
 * wizard, so this use case never fails.
 */
export const recordStepSnapshot =
  ({ cart, session }: { readonly cart: Pick<CartGateway, 'snapshot'>; readonly session: SessionStore }) =>
  (tab?: string): ResultAsync<void, DomainError> =>
    currentTempId(session)
      .andThen((tempId) => cart.snapshot(tempId, tab))
      .map(() => undefined)
      .orElse(() => okAsync(undefined));

declare module '../use-case-registry.ts' {
  interface UseCases {
    RecordStepSnapshot: ReturnType<typeof recordStepSnapshot>;
  }
}
