import { okAsync, type ResultAsync } from 'neverthrow';
import { editFromReview as editTarget, type DomainError, type TabName } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';

/**
 * Review & Confirmation's Edit Details (doc 002): stores navto (so that the step's Next comes back to review, as
 * every step's save use case already does) and answers the step to open.
 */
export const editFromReview =
  ({ session }: { readonly session: SessionStore }) =>
  (tab: TabName): ResultAsync<{ readonly path: string }, DomainError> => {
    const target = editTarget(tab);
    session.enrollment.set('navto', target.navto);
    return okAsync({ path: target.path });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    EditFromReview: ReturnType<typeof editFromReview>;
  }
}
