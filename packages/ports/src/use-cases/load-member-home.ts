import { okAsync, type ResultAsync } from 'neverthrow';
import { homeRoute, type DomainError } from '@benefit-store/domain';
import type { MemberDirectory } from '../driven/member-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';

/** What /member-home shows: the member's start card, or where this visitor belongs instead. */
export type MemberHome =
  | { readonly kind: 'member'; readonly name: string }
  | { readonly kind: 'elsewhere'; readonly path: string };

/**
 * /member-home is the member's start page (doc 000 section 6: an applicant with a user id, e.g. reached
 * through /member-benefit-store/{id}/{tier}); docs/adr/0501. A signed-in rep or group administrator goes
 * to their own home, never greeted as a member; an applicant without a user id (a shopper on a rep's
 * site) has no member to start for and goes to the site's home. The greeting names the member the
 * enrollment is for, when the server tells this session; otherwise the member stays unnamed.
 */
export const loadMemberHome =
  ({ session, members }: { readonly session: SessionStore; readonly members: MemberDirectory }) =>
  (): ResultAsync<MemberHome, DomainError> => {
    const eprocess = session.signIn.get('eprocess');
    const userId = session.enrollment.get('userId');
    if (eprocess === 'rep' || eprocess === 'group') return okAsync({ kind: 'elsewhere', path: homeRoute({ eprocess }) });
    if (!userId) return okAsync({ kind: 'elsewhere', path: '/' });
    const tempId = session.quote.get('tempId');
    if (!tempId) return okAsync({ kind: 'member', name: '' });
    return members
      .enrollmentMemberInfo({ tempId })
      .map((info): MemberHome => ({ kind: 'member', name: info.member?.name ?? '' }))
      .orElse(() => okAsync<MemberHome, DomainError>({ kind: 'member', name: '' }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadMemberHome: ReturnType<typeof loadMemberHome>;
  }
}
