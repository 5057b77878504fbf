import type { ResultAsync } from 'neverthrow';
import { ownStartPage, type DomainError, type SignedInUser, type SignInRole } from '@benefit-store/domain';
import { loadSignedInUser, type LoadSignedInUserDeps } from './load-signed-in-user.ts';

/** A start page (/agent-home, /group-home): its own user, someone to send to their own start page, or nobody signed in. */
export type StartPage =
  | { readonly kind: 'here'; readonly user: SignedInUser }
  | { readonly kind: 'elsewhere'; readonly path: string }
  | { readonly kind: 'signed-out' };

/**
 * Opens the start page of `role` for whoever the server says is signed in: a group administrator on /agent-home, or a
 * rep on /group-home, is sent to their own start page (docs/adr/0501), never shown the other role's choices.
 */
export const loadStartPage =
  (deps: LoadSignedInUserDeps) =>
  (role: SignInRole): ResultAsync<StartPage, DomainError> =>
    loadSignedInUser(deps)().map((user): StartPage => {
      if (!user) return { kind: 'signed-out' };
      const elsewhere = ownStartPage(user.role, role);
      return elsewhere ? { kind: 'elsewhere', path: elsewhere } : { kind: 'here', user };
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadStartPage: ReturnType<typeof loadStartPage>;
  }
}
