import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { GroupEnrollmentInfo, GroupJoined } from '../shopping/shopping-types.ts';

/** Enroll to Group and the group enrollment code of the plan page. */
export interface GroupCodeGateway {
  info(tempId: string, planId?: string): ResultAsync<GroupEnrollmentInfo, DomainError>;
  join(tempId: string, groupCode: string): ResultAsync<GroupJoined, DomainError>;
}
