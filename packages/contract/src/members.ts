import * as t from 'io-ts';
import { Limits, OpenTypes } from '@benefit-store/domain';
import { WireCarrierStanding } from './carriers.ts';
import { successEnvelope, WireId } from './envelope.ts';
import { Id, OptionalChoice, OptionalId, Secret, Text } from './fields.ts';

const Role = t.keyof({ rep: null, group: null });
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** POST /auth/sign-in. */
export const SignInRequest = t.type({ email: Text(Limits.email), password: Secret() });
export type SignInRequest = t.TypeOf<typeof SignInRequest>;

/** Who signed in: a rep (agent_id) or a group administrator (group_id, and the rep who sold the group). */
export const WirePrincipal = t.intersection([
  t.type({ role: Role, agent_id: WireId, group_id: Nullable(WireId), name: t.string }),
  t.partial({ group_name: Nullable(t.string) }),
]);
export type WirePrincipal = t.TypeOf<typeof WirePrincipal>;

export const SignInResponse = successEnvelope(WirePrincipal);
/** GET /auth/me: the signed-in principal, or null for an anonymous session. */
export const MeResponse = successEnvelope(Nullable(WirePrincipal));
export const SignOutResponse = successEnvelope(t.null);

/** GET /get-agent-groups: the rep's groups. */
export const WireAgentGroup = t.type({ gid: WireId, gname: t.string });
export type WireAgentGroup = t.TypeOf<typeof WireAgentGroup>;
export const GetAgentGroupsResponse = successEnvelope(t.array(WireAgentGroup));

/** GET /get-enrollment-platforms: the portals a rep (or a group) enrolls through. */
export const WireEnrollmentPlatform = t.type({ platform_name: t.string, platform_code: t.string, platform_group_id: WireId });
export type WireEnrollmentPlatform = t.TypeOf<typeof WireEnrollmentPlatform>;
export const GetEnrollmentPlatformsResponse = successEnvelope(t.array(WireEnrollmentPlatform));

/** A member's group; members enrolled directly under a rep have none. `group_code` (ours): its group enrollment code. */
export const WireGroupInfo = t.intersection([t.type({ group_id: WireId, group_name: t.string }), t.partial({ group_code: t.string })]);
export type WireGroupInfo = t.TypeOf<typeof WireGroupInfo>;

/** A member's plan; `carrier` (ours) once a file carrying it was delivered to the plan's carrier. */
export const WireMemberPlan = t.intersection([
  t.type({ plan: WireId, plan_name: t.string, plan_status: t.string }),
  t.partial({ carrier: WireCarrierStanding }),
]);
export type WireMemberPlan = t.TypeOf<typeof WireMemberPlan>;

/** A current-member row (get-agent-members, get-group-users). `ssn` is masked to its last four digits. */
export const WireMemberRow = t.type({
  name: t.string,
  dob: t.string,
  policy_id: t.string,
  user_id: WireId,
  email: t.string,
  ssn: t.string,
  group_info: Nullable(WireGroupInfo),
  plan_info: t.array(WireMemberPlan),
});
export type WireMemberRow = t.TypeOf<typeof WireMemberRow>;
export const GetMembersResponse = successEnvelope(t.array(WireMemberRow));

/** GET /get-group-agent-member-info (by enrollment_id or group_id). */
export const GetGroupAgentMemberInfoResponse = successEnvelope(
  t.type({
    enrollment_type: Nullable(t.string),
    user_info: Nullable(WireMemberRow),
    group_info: Nullable(WireGroupInfo),
    platforms: t.array(WireEnrollmentPlatform),
  }),
);

/** POST /update-filter-portal. */
export const UpdateFilterPortalRequest = t.intersection([
  t.type({ enrollment_id: Id, platform_group_id: Id }),
  t.partial({ group_id: OptionalId }),
]);
export type UpdateFilterPortalRequest = t.TypeOf<typeof UpdateFilterPortalRequest>;
export const UpdateFilterPortalResponse = successEnvelope(
  t.type({ temp_enrollment_id: WireId, group_id: Nullable(WireId), platform_group_id: WireId }),
);

/** POST /add-filter-for-existing-user: a quote for a current member, from the member's own zip, dob and gender. */
export const AddFilterForExistingUserRequest = t.intersection([
  t.type({ user_id: Id, tier: Text() }),
  t.partial({
    eprocess: OptionalChoice(['rep', 'group']),
    group_id: OptionalId,
    agent_id: OptionalId,
    policy_id: OptionalId,
    open_type: OptionalChoice(OpenTypes),
  }),
]);
export type AddFilterForExistingUserRequest = t.TypeOf<typeof AddFilterForExistingUserRequest>;
export const AddFilterForExistingUserResponse = successEnvelope(
  t.intersection([t.type({ temp_enrollment_id: WireId, portal_id: Nullable(WireId) }), t.partial({ state: t.string })]),
);
