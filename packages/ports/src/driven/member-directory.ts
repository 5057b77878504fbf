import type { ResultAsync } from 'neverthrow';
import type { DomainError, EnrollType, Eprocess, OpenType, Tier } from '@benefit-store/domain';
import type { AgentGroup, CurrentMember, EnrollmentPortal } from '@benefit-store/domain';

export interface ExistingMemberQuoteRequest {
  readonly userId: string;
  readonly tier: Tier;
  readonly eprocess: Extract<Eprocess, 'rep' | 'group'>;
  readonly agentId?: string;
  readonly groupId?: string;
  readonly policyId?: string;
  readonly openType?: OpenType;
}

export interface ExistingMemberQuote {
  readonly tempId: string;
  readonly portalId?: string;
  readonly state?: string;
}

/** What an enrollment says about whom it is for (get-group-agent-member-info). */
export interface EnrollmentMemberInfo {
  readonly enrollType?: EnrollType | string;
  readonly member?: CurrentMember;
  readonly group?: AgentGroup;
  readonly portals: readonly EnrollmentPortal[];
}

/**
 * The signed-in rep's or group administrator's groups, portals and current members. The server
 * answers only for the signed-in principal's own: another rep's ids are simply not found.
 */
export interface MemberDirectory {
  groupsOfAgent(agentId: string): ResultAsync<readonly AgentGroup[], DomainError>;
  portals(scope: { readonly agentId?: string; readonly groupId?: string }): ResultAsync<readonly EnrollmentPortal[], DomainError>;
  membersOfAgent(agentId: string): ResultAsync<readonly CurrentMember[], DomainError>;
  membersOfGroup(groupId: string): ResultAsync<readonly CurrentMember[], DomainError>;
  /** add-filter-for-existing-user: a temporary enrollment for a current member, from the member's own data. */
  startExistingMemberQuote(request: ExistingMemberQuoteRequest): ResultAsync<ExistingMemberQuote, DomainError>;
  /** update-filter-portal. */
  setEnrollmentPortal(tempId: string, portalId: string, groupId?: string): ResultAsync<void, DomainError>;
  /** get-group-agent-member-info by enrollment or by group. */
  enrollmentMemberInfo(scope: { readonly tempId: string } | { readonly groupId: string }): ResultAsync<EnrollmentMemberInfo, DomainError>;
}
