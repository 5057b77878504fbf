import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SignedInUser } from '@benefit-store/domain';

/** Sign-in for reps and group administrators; the server's session cookie is the authority. */
export interface AuthGateway {
  signIn(email: string, password: string): ResultAsync<SignedInUser, DomainError>;
  signOut(): ResultAsync<void, DomainError>;
  /** Whether an invitation's mailed link still sets a password (a used, expired or unknown one is refused). */
  checkInvitation(token: string): ResultAsync<void, DomainError>;
  /** Sets an invited account's password with the mailed link's token; the account's e-mail address. */
  setPassword(token: string, password: string, confirmation: string): ResultAsync<{ readonly email: string }, DomainError>;
  /** Who the server's session says is signed in; undefined for an anonymous session. */
  current(): ResultAsync<SignedInUser | undefined, DomainError>;
}
