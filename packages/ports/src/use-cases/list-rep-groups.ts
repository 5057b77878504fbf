import { errAsync, type ResultAsync } from 'neverthrow';
import { forbidden, type DomainError } from '@benefit-store/domain';
import type { MemberDirectory } from '../driven/member-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { AgentGroup } from '@benefit-store/domain';
import { NOT_SIGNED_IN, signedInScope } from '../members/signed-in-scope.ts';

export interface ListRepGroupsDeps {
  readonly members: MemberDirectory;
  readonly session: SessionStore;
}

/** Choose a Group and Enroll: the signed-in rep's groups. */
export const listRepGroups =
  ({ members, session }: ListRepGroupsDeps) =>
  (): ResultAsync<readonly AgentGroup[], DomainError> => {
    const scope = signedInScope(session);
    if (scope.isErr()) return errAsync(scope.error);
    if (scope.value.role !== 'rep') return errAsync(forbidden(NOT_SIGNED_IN));
    return members.groupsOfAgent(scope.value.agentId);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ListRepGroups: ReturnType<typeof listRepGroups>;
  }
}
