import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { AuthGateway } from '../driven/auth-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { SignedInUser } from '@benefit-store/domain';

export interface LoadSignedInUserDeps {
  readonly auth: AuthGateway;
  readonly session: SessionStore;
}

/**
 * Who is signed in, as the server's session says (the start pages greet by it). When the server's
 * session has ended, the client's rep or group context is dropped with it.
 */
export const loadSignedInUser =
  ({ auth, session }: LoadSignedInUserDeps) =>
  (): ResultAsync<SignedInUser | undefined, DomainError> =>
    auth.current().map((user) => {
      const eprocess = session.signIn.get('eprocess');
      if (!user && (eprocess === 'rep' || eprocess === 'group')) session.signIn.forget();
      return user;
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSignedInUser: ReturnType<typeof loadSignedInUser>;
  }
}
