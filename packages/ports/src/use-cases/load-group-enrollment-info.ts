import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { GroupCodeGateway } from '../driven/group-code-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { GroupEnrollmentInfo } from '../shopping/shopping-types.ts';

/** Whether the plan page shows Enroll to Group, and whether it must capture a group code first. */
export const loadGroupEnrollmentInfo =
  ({ groups, session }: { readonly groups: GroupCodeGateway; readonly session: SessionStore }) =>
  (planId?: string): ResultAsync<GroupEnrollmentInfo, DomainError> =>
    withQuote(session, (tempId) => groups.info(tempId, planId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadGroupEnrollmentInfo: ReturnType<typeof loadGroupEnrollmentInfo>;
  }
}
