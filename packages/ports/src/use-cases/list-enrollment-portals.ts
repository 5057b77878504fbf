import { errAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { MemberDirectory } from '../driven/member-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { EnrollmentPortal } from '@benefit-store/domain';
import { signedInScope } from '../members/signed-in-scope.ts';

export interface ListEnrollmentPortalsDeps {
  readonly members: MemberDirectory;
  readonly session: SessionStore;
}

/** New Member's first step: the portals the signed-in rep (or the group) enrolls through. */
export const listEnrollmentPortals =
  ({ members, session }: ListEnrollmentPortalsDeps) =>
  (): ResultAsync<readonly EnrollmentPortal[], DomainError> => {
    const scope = signedInScope(session);
    if (scope.isErr()) return errAsync(scope.error);
    return scope.value.role === 'rep' ? members.portals({ agentId: scope.value.agentId }) : members.portals({ groupId: scope.value.groupId });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ListEnrollmentPortals: ReturnType<typeof listEnrollmentPortals>;
  }
}
