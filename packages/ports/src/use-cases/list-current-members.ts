import { errAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { MemberDirectory } from '../driven/member-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { CurrentMember } from '@benefit-store/domain';
import { signedInScope } from '../members/signed-in-scope.ts';

export interface ListCurrentMembersDeps {
  readonly members: MemberDirectory;
  readonly session: SessionStore;
}

/** Current Member: a rep's members across all its groups, or a group administrator's group members. */
export const listCurrentMembers =
  ({ members, session }: ListCurrentMembersDeps) =>
  (): ResultAsync<readonly CurrentMember[], DomainError> => {
    const scope = signedInScope(session);
    if (scope.isErr()) return errAsync(scope.error);
    return scope.value.role === 'rep' ? members.membersOfAgent(scope.value.agentId) : members.membersOfGroup(scope.value.groupId);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ListCurrentMembers: ReturnType<typeof listCurrentMembers>;
  }
}
