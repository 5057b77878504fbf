import { Messages } from '@benefit-store/domain';
import { MemberRoutes, ShellRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { ownedForRead } from '../enrollments/ownership.ts';
import { answer, type Door } from '../http/door.ts';
import { followedByCart } from '../cart/cart-follows-quote.ts';
import type { CatalogueCache } from '../catalog/catalogue-store.ts';
import type { IdTokens } from '../security/id-tokens.ts';
import type { Pii } from '../security/pii.ts';
import { ChoosePortal, StartExistingMemberQuote, startMemberQuote } from './member-commands.ts';
import {
  findMember,
  groupsOfAgent,
  memberRows,
  membersOfAgent,
  membersOfGroup,
  portalsOf,
  portalsOfAgent,
  portalsOfGroup,
  visibleGroup,
  visibleMember,
  type GroupRow,
} from '../repository/member-store.ts';
import { principalOf, type Principal } from '../sessions/principal.ts';

interface Deps {
  readonly db: Database;
  readonly pii: Pii;
  readonly tokens: IdTokens;
  readonly catalogue: CatalogueCache;
}

/** The enrollment's group as get-group-agent-member-info tells it: with its code, for 'Selected Group is: {name} ({code})'. */
const groupInfo = (group: GroupRow) => ({ group_id: group.gid, group_name: group.gname, group_code: group.gcode });

const notFound = (field: string, message: string) => answer.fail(404, { [field]: message });

/** A rep's own agent id: absent means "mine"; someone else's, or a group admin asking, is not found. */
const ownAgent = (principal: Principal, agentId: string | undefined): boolean =>
  principal.role === 'rep' && (agentId === undefined || agentId === principal.agent_id);

/**
 * The rep's and group administrator's endpoints of doc 000 section 7. Only a signed-in principal is
 * served (401 otherwise); an agent_id or group_id that is not the principal's own answers 404, exactly
 * like one that does not exist, so ids cannot be probed.
 */
export const registerMemberRoutes = (door: Door, { db, pii, tokens, catalogue }: Deps) => {
  door.route(MemberRoutes.getAgentGroups, { session: 'signed-in' }, async ({ query, principal }) => {
    if (!ownAgent(principal, query.agent_id)) return notFound('agent_id', Messages.agentNotFound);
    return answer.ok(await groupsOfAgent(db, principal.agent_id));
  });

  door.route(MemberRoutes.getEnrollmentPlatforms, { session: 'signed-in' }, async ({ query, principal }) => {
    // An agent id names the principal's rep (a group's admin names the rep who sold the group).
    if (query.agent_id !== undefined && query.agent_id !== principal.agent_id) return notFound('agent_id', Messages.agentNotFound);
    if (query.group_id !== undefined) {
      const group = await visibleGroup(db, principal, query.group_id);
      return group ? answer.ok(await portalsOfGroup(db, group)) : notFound('group_id', Messages.groupNotFound);
    }
    return answer.ok(principal.role === 'rep' ? await portalsOfAgent(db, principal.agent_id) : await portalsOf(db, principal));
  });

  door.route(MemberRoutes.getAgentMembers, { session: 'signed-in' }, async ({ query, principal }) => {
    if (!ownAgent(principal, query.agent_id)) return notFound('agent_id', Messages.agentNotFound);
    return answer.ok(await memberRows(db, pii, await membersOfAgent(db, principal.agent_id)));
  });

  door.route(MemberRoutes.getGroupUsers, { session: 'signed-in' }, async ({ query, principal }) => {
    const groupId = query.group_id ?? (principal.role === 'group' ? (principal.group_id ?? undefined) : undefined);
    if (groupId === undefined) return answer.fail(422, { group_id: Messages.fieldRequired });
    const group = await visibleGroup(db, principal, groupId);
    if (!group) return notFound('group_id', Messages.groupNotFound);
    return answer.ok(await memberRows(db, pii, await membersOfGroup(db, group.gid)));
  });

  door.route(MemberRoutes.getGroupAgentMemberInfo, { session: 'optional' }, async ({ query, session, reply }) => {
    const principal = principalOf(session);
    if (query.enrollment_id !== undefined) {
      const owned = await ownedForRead(db, { session, reply }, query.enrollment_id);
      if ('refused' in owned) return owned.refused;
      const { user_id: userId, group_id: groupId, type, eprocess } = owned.enrollment.context;
      // Member and group data only for the principal entitled to them, whoever holds the enrollment; and the
      // member's own row for the session that opened the member's sealed link (add-filter-for-member), whose
      // start page greets them by name (docs/adr/0501).
      const ownLink = !principal && userId !== undefined && eprocess === 'applicant' && type === 'existing-user';
      const member = principal && userId ? await visibleMember(db, principal, userId) : ownLink ? await findMember(db, userId) : undefined;
      const group = principal && groupId ? await visibleGroup(db, principal, groupId) : undefined;
      return answer.ok({
        enrollment_type: type ?? null,
        user_info: member ? (await memberRows(db, pii, [member]))[0]! : null,
        group_info: group ? groupInfo(group) : null,
        platforms: principal ? await portalsOf(db, principal) : [],
      });
    }
    if (query.group_id === undefined) return answer.fail(422, { enrollment_id: Messages.fieldRequired });
    if (!principal) return answer.fail(401, { session: Messages.signInRequired });
    const group = await visibleGroup(db, principal, query.group_id);
    if (!group) return notFound('group_id', Messages.groupNotFound);
    return answer.ok({
      enrollment_type: null,
      user_info: null,
      group_info: groupInfo(group),
      platforms: await portalsOfGroup(db, group),
    });
  });

  door.command(
    MemberRoutes.updateFilterPortal,
    // Some plans are sold only through some portals: the cart follows the portal chosen (docs/adr/0613).
    followedByCart(catalogue)(ChoosePortal),
    ({ body }) => ({ enrollmentId: body.enrollment_id, payload: body }),
    (chosen) => answer.ok({ temp_enrollment_id: chosen.enrollmentId, group_id: chosen.groupId, platform_group_id: chosen.portalId }),
  );

  door.command(
    MemberRoutes.addFilterForExistingUser,
    StartExistingMemberQuote,
    ({ body }) => ({ payload: body }),
    (started) => answer.ok({ temp_enrollment_id: started.enrollmentId, portal_id: started.portalId, state: started.state }),
  );

  door.command(
    ShellRoutes.addFilterForMember,
    startMemberQuote(tokens),
    ({ body }) => ({ payload: body }),
    (started) => answer.ok({ temp_enrollment_id: started.enrollmentId, portal_id: started.portalId ?? null, state: started.state }),
  );
};
