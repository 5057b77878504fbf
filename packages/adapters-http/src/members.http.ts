import type { ResultAsync } from 'neverthrow';
import {
  AddFilterForExistingUserResponse,
  GetAgentGroupsResponse,
  GetEnrollmentPlatformsResponse,
  GetGroupAgentMemberInfoResponse,
  GetMembersResponse,
  MeResponse,
  MemberRoutes,
  AccountRoutes,
  SetPasswordResponse,
  InvitationResponse,
  SignInResponse,
  SignOutResponse,
  UpdateFilterPortalResponse,
  type AddFilterForExistingUserRequest,
  type SignInRequest,
  type UpdateFilterPortalRequest,
  type WireAgentGroup,
  type WireEnrollmentPlatform,
  type WireGroupInfo,
  type WireMemberRow,
  type WirePrincipal,
} from '@benefit-store/contract';
import { forbidden, type DomainError } from '@benefit-store/domain';
import type { AuthGateway, MemberDirectory } from '@benefit-store/ports';
import type { AgentGroup, CurrentMember, EnrollmentPortal, SignedInUser } from '@benefit-store/domain';
import type { ApiClient } from './api-client.ts';

/** The server answers 401 `{target_element: 'session'}` to a caller who is not signed in: that is no form error. */
const notSignedIn = (error: DomainError): DomainError =>
  error.kind === 'validation' && error.fields.session !== undefined ? forbidden(error.fields.session) : error;

const guarded = <A>(call: ResultAsync<A, DomainError>): ResultAsync<A, DomainError> => call.mapErr(notSignedIn);

export const toSignedInUser = (p: WirePrincipal): SignedInUser => ({
  role: p.role,
  agentId: p.agent_id,
  name: p.name,
  ...(p.group_id ? { groupId: p.group_id } : {}),
  ...(p.group_name ? { groupName: p.group_name } : {}),
});

export const toAgentGroup = (g: WireAgentGroup): AgentGroup => ({ groupId: g.gid, name: g.gname });

/** A member's or an enrollment's group, with its code when the answer tells it. */
const fromGroupInfo = (g: WireGroupInfo): AgentGroup => ({ groupId: g.group_id, name: g.group_name, ...(g.group_code ? { code: g.group_code } : {}) });

export const toEnrollmentPortal = (p: WireEnrollmentPlatform): EnrollmentPortal => ({
  portalId: p.platform_group_id,
  name: p.platform_name,
  code: p.platform_code,
});

export const toCurrentMember = (m: WireMemberRow): CurrentMember => ({
  userId: m.user_id,
  policyId: m.policy_id,
  name: m.name,
  dob: m.dob,
  email: m.email,
  maskedSsn: m.ssn,
  ...(m.group_info ? { group: fromGroupInfo(m.group_info) } : {}),
  plans: m.plan_info.map((p) => ({
    planId: p.plan,
    name: p.plan_name,
    status: p.plan_status,
    ...(p.carrier ? { carrier: { carrier: p.carrier.carrier, sentOn: p.carrier.sent_on, status: p.carrier.status, errors: p.carrier.errors } } : {}),
  })),
});

export const httpAuthGateway = (api: ApiClient): AuthGateway => ({
  signIn(email, password) {
    const body: SignInRequest = { email, password };
    return api.call(MemberRoutes.signIn, SignInResponse, { body }).map(({ data }) => toSignedInUser(data));
  },
  signOut() {
    return api.call(MemberRoutes.signOut, SignOutResponse, { body: {} }).map(() => undefined);
  },
  checkInvitation(token) {
    return api.call(AccountRoutes.checkInvitation, InvitationResponse, { query: { token } }).map(() => undefined);
  },
  setPassword(token, password, confirmation) {
    return api.call(AccountRoutes.setPassword, SetPasswordResponse, { body: { token, password, confirm_password: confirmation } }).map(({ data }) => data);
  },
  current() {
    return api.call(MemberRoutes.me, MeResponse).map(({ data }) => (data ? toSignedInUser(data) : undefined));
  },
});

export const httpMemberDirectory = (api: ApiClient): MemberDirectory => ({
  groupsOfAgent: (agentId) =>
    guarded(api.call(MemberRoutes.getAgentGroups, GetAgentGroupsResponse, { query: { agent_id: agentId } })).map(({ data }) => data.map(toAgentGroup)),
  portals: (scope) =>
    guarded(
      api.call(MemberRoutes.getEnrollmentPlatforms, GetEnrollmentPlatformsResponse, { query: { agent_id: scope.agentId, group_id: scope.groupId } }),
    ).map(({ data }) => data.map(toEnrollmentPortal)),
  membersOfAgent: (agentId) =>
    guarded(api.call(MemberRoutes.getAgentMembers, GetMembersResponse, { query: { agent_id: agentId } })).map(({ data }) => data.map(toCurrentMember)),
  membersOfGroup: (groupId) =>
    guarded(api.call(MemberRoutes.getGroupUsers, GetMembersResponse, { query: { group_id: groupId } })).map(({ data }) => data.map(toCurrentMember)),
  startExistingMemberQuote(request) {
    const body: AddFilterForExistingUserRequest = {
      user_id: request.userId,
      tier: request.tier,
      eprocess: request.eprocess,
      ...(request.agentId ? { agent_id: request.agentId } : {}),
      ...(request.groupId ? { group_id: request.groupId } : {}),
      ...(request.policyId ? { policy_id: request.policyId } : {}),
      ...(request.openType ? { open_type: request.openType } : {}),
    };
    return guarded(api.call(MemberRoutes.addFilterForExistingUser, AddFilterForExistingUserResponse, { body })).map(({ data }) => ({
      tempId: data.temp_enrollment_id,
      ...(data.portal_id ? { portalId: data.portal_id } : {}),
      ...(data.state ? { state: data.state } : {}),
    }));
  },
  setEnrollmentPortal(tempId, portalId, groupId) {
    const body: UpdateFilterPortalRequest = { enrollment_id: tempId, platform_group_id: portalId, ...(groupId ? { group_id: groupId } : {}) };
    return guarded(api.call(MemberRoutes.updateFilterPortal, UpdateFilterPortalResponse, { body })).map(() => undefined);
  },
  enrollmentMemberInfo(scope) {
    const query = 'tempId' in scope ? { enrollment_id: scope.tempId } : { group_id: scope.groupId };
    return guarded(api.call(MemberRoutes.getGroupAgentMemberInfo, GetGroupAgentMemberInfoResponse, { query })).map(({ data }) => ({
      ...(data.enrollment_type ? { enrollType: data.enrollment_type } : {}),
      ...(data.user_info ? { member: toCurrentMember(data.user_info) } : {}),
      ...(data.group_info ? { group: fromGroupInfo(data.group_info) } : {}),
      portals: data.platforms.map(toEnrollmentPortal),
    }));
  },
});
