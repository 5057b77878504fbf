import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { AuthGateway } from '../driven/auth-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';

export interface SignOutDeps {
  readonly auth: AuthGateway;
  readonly session: SessionStore;
}

/** Where a signed-out visitor lands. */
export const SIGNED_OUT_ROUTE = '/sign-in';

/**
 * Sign out: the server replaces the session with an anonymous one, and the client forgets every value
 * it kept, so that the next person at this computer sees none of the rep's members or quotes. Even when
 * the server cannot be reached, this browser forgets the rep's context.
 */
export const signOut =
  ({ auth, session }: SignOutDeps) =>
  (): ResultAsync<string, DomainError> =>
    auth
      .signOut()
      .orElse(() => okAsync(undefined))
      .map(() => {
        session.clear();
        return SIGNED_OUT_ROUTE;
      });

declare module '../use-case-registry.ts' {
  interface UseCases {
    SignOut: ReturnType<typeof signOut>;
  }
}
