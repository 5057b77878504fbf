import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';
import { isRepAuthenticated } from '../shell/site-context.ts';

/** Paths that open the shell on their own: the resume links of doc 002 carry their own proof. */
export const SELF_AUTHENTICATING_PATHS: readonly string[] = ['continue-enrollment', 'direct-continue'];

/** The first segment of a path ('/direct-continue/7/2' -> 'direct-continue'). */
const firstSegment = (pathname: string): string => pathname.replace(/^\/+/, '').split('/')[0] ?? '';

/**
 * The main shell's gate (doc 000 section 4): it opens with the rep-authenticated flag; a self-authenticating
 * path sets the flag and passes. Anyone else goes to the access page.
 */
export const enterShell =
  ({ session }: { readonly session: SessionStore }) =>
  (pathname: string): ResultAsync<{ readonly allowed: boolean }, DomainError> => {
    if (!isRepAuthenticated(session) && SELF_AUTHENTICATING_PATHS.includes(firstSegment(pathname))) {
      session.access.set('isRepAuthenticated', 'true');
    }
    return okAsync({ allowed: isRepAuthenticated(session) });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    EnterShell: ReturnType<typeof enterShell>;
  }
}
