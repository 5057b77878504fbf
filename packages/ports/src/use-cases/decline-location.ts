import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';

/**
 * Don't Allow on the location prompt: remembered on this device only. Nothing is sent, because a visitor
 * who declines to share a location should not become a lead either (docs/adr/0402).
 */
export const declineLocation =
  ({ session }: { readonly session: SessionStore }) =>
  (): ResultAsync<void, DomainError> => {
    session.device.set('locationAnswered', 'declined');
    return okAsync(undefined);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    DeclineLocation: ReturnType<typeof declineLocation>;
  }
}
