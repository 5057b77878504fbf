import { api } from './routes.ts';

/**
 * Sign-in for reps and group administrators (our own endpoints, not in the spec's table) and the
 * member endpoints of doc 000 section 7, spelled as the wire spells them.
 */
export const MemberRoutes = {
  signIn: api('POST', '/auth/sign-in'),
  signOut: api('POST', '/auth/sign-out'),
  me: api('GET', '/auth/me'),
  getAgentGroups: api('GET', '/get-agent-groups'),
  getEnrollmentPlatforms: api('GET', '/get-enrollment-platforms'),
  getAgentMembers: api('GET', '/get-agent-members'),
  getGroupUsers: api('GET', '/get-group-users'),
  getGroupAgentMemberInfo: api('GET', '/get-group-agent-member-info'),
  updateFilterPortal: api('POST', '/update-filter-portal'),
  addFilterForExistingUser: api('POST', '/add-filter-for-existing-user'),
} as const;
