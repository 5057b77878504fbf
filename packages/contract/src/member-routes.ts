import { OptionalId } from './fields.ts';
import { AddFilterForExistingUserRequest, SignInRequest, UpdateFilterPortalRequest } from './members.ts';
import { api, query } from './routes.ts';

/**
 * Sign-in for reps and group administrators (our own endpoints, not in the spec's table) and the
 * member endpoints of doc 000 section 7, spelled as the wire spells them.
 */
export const MemberRoutes = {
  signIn: api('POST', '/auth/sign-in', { body: SignInRequest }),
  signOut: api('POST', '/auth/sign-out'),
  me: api('GET', '/auth/me'),
  getAgentGroups: api('GET', '/get-agent-groups', query({ agent_id: OptionalId })),
  getEnrollmentPlatforms: api('GET', '/get-enrollment-platforms', query({ agent_id: OptionalId, group_id: OptionalId })),
  getAgentMembers: api('GET', '/get-agent-members', query({ agent_id: OptionalId })),
  getGroupUsers: api('GET', '/get-group-users', query({ group_id: OptionalId })),
  getGroupAgentMemberInfo: api('GET', '/get-group-agent-member-info', query({ enrollment_id: OptionalId, group_id: OptionalId })),
  updateFilterPortal: api('POST', '/update-filter-portal', { body: UpdateFilterPortalRequest }),
  addFilterForExistingUser: api('POST', '/add-filter-for-existing-user', { body: AddFilterForExistingUserRequest }),
} as const;
