import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Messages,
  formatUsDate,
  isOpenType,
  validateQuoteFilter,
  validateTierChoice,
  type CalendarDate,
  dropEmpty,
} from '@benefit-store/domain';
import { MemberRoutes, routePattern } from '@benefit-store/contract';
import { stateForZip } from '../catalog/zip-states.ts';
import type { Database } from '../db/database.ts';
import { createTempEnrollment, findOwnedEnrollment, journal, type EnrollmentContextRecord, type FilterRecord } from '../enrollments/temp-enrollments.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import { optionalText, text } from '../http/request-values.ts';
import {
  groupsOfAgent,
  memberRows,
  membersOfAgent,
  membersOfGroup,
  portalsOf,
  portalsOfAgent,
  portalsOfGroup,
  visibleGroup,
  visibleMember,
  visiblePortal,
} from '../members/member-store.ts';
import { principalOf, type Principal } from '../members/principal.ts';
import type { Pii } from '../security/pii.ts';
import type { Sessions } from '../sessions/sessions.ts';

interface Deps {
  readonly db: Database;
  readonly sessions: Sessions;
  readonly pii: Pii;
  readonly today: () => CalendarDate;
}

type Query = { Querystring: Record<string, string | undefined> };

const param = (value: string | undefined): string | undefined => (value ?? '').trim() || undefined;

/**
 * The rep's and group administrator's endpoints of doc 000 section 7. Only a signed-in principal is
 * served (401 otherwise); an agent_id or group_id that is not the principal's own answers 404, exactly
 * like one that does not exist, so ids cannot be probed.
 */
export const registerMemberRoutes = (app: FastifyInstance, { db, sessions, pii, today }: Deps) => {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<Principal | undefined> => {
    const principal = principalOf(await sessions.load(request));
    if (!principal) void sendFieldErrors(reply, 401, { session: Messages.signInRequired });
    return principal;
  };
  const notFound = (reply: FastifyReply, field: string, message: string) => sendFieldErrors(reply, 404, { [field]: message });

  /** A rep's own agent id: absent means "mine"; someone else's, or a group admin asking, is not found. */
  const ownAgent = (principal: Principal, agentId: string | undefined): boolean =>
    principal.role === 'rep' && (agentId === undefined || agentId === principal.agent_id);

  app.get<Query>(routePattern(MemberRoutes.getAgentGroups), async (request, reply) => {
    const principal = await signedIn(request, reply);
    if (!principal) return reply;
    if (!ownAgent(principal, param(request.query.agent_id))) return notFound(reply, 'agent_id', Messages.agentNotFound);
    return success(await groupsOfAgent(db, principal.agent_id));
  });

  app.get<Query>(routePattern(MemberRoutes.getEnrollmentPlatforms), async (request, reply) => {
    const principal = await signedIn(request, reply);
    if (!principal) return reply;
    const agentId = param(request.query.agent_id);
    const groupId = param(request.query.group_id);
    // An agent id names the principal's rep (a group's admin names the rep who sold the group).
    if (agentId !== undefined && agentId !== principal.agent_id) return notFound(reply, 'agent_id', Messages.agentNotFound);
    if (groupId !== undefined) {
      const group = await visibleGroup(db, principal, groupId);
      if (!group) return notFound(reply, 'group_id', Messages.groupNotFound);
      return success(await portalsOfGroup(db, group));
    }
    return success(principal.role === 'rep' ? await portalsOfAgent(db, principal.agent_id) : await portalsOf(db, principal));
  });

  app.get<Query>(routePattern(MemberRoutes.getAgentMembers), async (request, reply) => {
    const principal = await signedIn(request, reply);
    if (!principal) return reply;
    if (!ownAgent(principal, param(request.query.agent_id))) return notFound(reply, 'agent_id', Messages.agentNotFound);
    return success(await memberRows(db, pii, await membersOfAgent(db, principal.agent_id)));
  });

  app.get<Query>(routePattern(MemberRoutes.getGroupUsers), async (request, reply) => {
    const principal = await signedIn(request, reply);
    if (!principal) return reply;
    const groupId = param(request.query.group_id) ?? (principal.role === 'group' ? principal.group_id ?? undefined : undefined);
    if (groupId === undefined) return sendFieldErrors(reply, 422, { group_id: Messages.fieldRequired });
    const group = await visibleGroup(db, principal, groupId);
    if (!group) return notFound(reply, 'group_id', Messages.groupNotFound);
    return success(await memberRows(db, pii, await membersOfGroup(db, group.gid)));
  });

  app.get<Query>(routePattern(MemberRoutes.getGroupAgentMemberInfo), async (request, reply) => {
    const enrollmentId = param(request.query.enrollment_id);
    const groupId = param(request.query.group_id);
    const principal = principalOf(await sessions.load(request));
    if (enrollmentId !== undefined) {
      const session = await sessions.load(request);
      const enrollment = session ? await findOwnedEnrollment(db, enrollmentId, session.id) : undefined;
      if (!enrollment) return notFound(reply, 'enrollment_id', Messages.enrollmentNotFound);
      const context = enrollment.context as EnrollmentContextRecord & { user_id?: string };
      // Member and group data only for the principal entitled to them, whoever holds the enrollment.
      const member = principal && context.user_id ? await visibleMember(db, principal, context.user_id) : undefined;
      const group = principal && context.group_id ? await visibleGroup(db, principal, context.group_id) : undefined;
      return success({
        enrollment_type: context.type ?? null,
        user_info: member ? (await memberRows(db, pii, [member]))[0]! : null,
        group_info: group ? { group_id: group.gid, group_name: group.gname } : null,
        platforms: principal ? await portalsOf(db, principal) : [],
      });
    }
    if (groupId === undefined) return sendFieldErrors(reply, 422, { enrollment_id: Messages.fieldRequired });
    if (!principal) return sendFieldErrors(reply, 401, { session: Messages.signInRequired });
    const group = await visibleGroup(db, principal, groupId);
    if (!group) return notFound(reply, 'group_id', Messages.groupNotFound);
    return success({
      enrollment_type: null,
      user_info: null,
      group_info: { group_id: group.gid, group_name: group.gname },
      platforms: await portalsOfGroup(db, group),
    });
  });

  app.post(routePattern(MemberRoutes.updateFilterPortal), async (request, reply) => {
    const principal = await signedIn(request, reply);
    if (!principal) return reply;
    const enrollmentId = text(request.body, 'enrollment_id');
    const portalId = text(request.body, 'platform_group_id');
    const groupId = optionalText(request.body, 'group_id');
    const missing = dropEmpty({ enrollment_id: enrollmentId ? undefined : Messages.fieldRequired, platform_group_id: portalId ? undefined : Messages.choosePlatform });
    if (Object.keys(missing).length > 0) return sendFieldErrors(reply, 422, missing as Record<string, string>);
    const session = await sessions.require(request, reply);
    const enrollment = await findOwnedEnrollment(db, enrollmentId, session.id);
    if (!enrollment) return notFound(reply, 'enrollment_id', Messages.enrollmentNotFound);
    const group = groupId === undefined ? undefined : await visibleGroup(db, principal, groupId);
    if (groupId !== undefined && !group) return notFound(reply, 'group_id', Messages.groupNotFound);
    const portal = group
      ? (await portalsOfGroup(db, group)).find((p) => p.platform_group_id === portalId) ?? (await visiblePortal(db, principal, portalId))
      : await visiblePortal(db, principal, portalId);
    if (!portal) return notFound(reply, 'platform_group_id', Messages.portalNotFound);
    const context: EnrollmentContextRecord = { ...enrollment.context, ...dropEmpty({ group_id: group?.gid }), platform_group_id: portal.platform_group_id };
    await db.transaction(async (tx) => {
      await tx.query('UPDATE temp_enrollments SET context = $2, updated_at = now() WHERE id = $1', [enrollment.id, context]);
      await journal(tx, { enrollmentId: enrollment.id, sessionId: session.id, type: 'update-filter-portal', payload: request.body, outcome: 'ok' });
    });
    return success({ temp_enrollment_id: enrollment.id, group_id: context.group_id ?? null, platform_group_id: portal.platform_group_id });
  });

  app.post(routePattern(MemberRoutes.addFilterForExistingUser), async (request, reply) => {
    const principal = await signedIn(request, reply);
    if (!principal) return reply;
    const body = request.body;
    const userId = text(body, 'user_id');
    const tier = validateTierChoice(text(body, 'tier'));
    const missing = dropEmpty({ user_id: userId ? undefined : Messages.fieldRequired, tier: tier.isErr() ? tier.error : undefined });
    if (Object.keys(missing).length > 0 || tier.isErr()) return sendFieldErrors(reply, 422, missing as Record<string, string>);

    const member = await visibleMember(db, principal, userId);
    if (!member) return notFound(reply, 'user_id', Messages.memberNotFound);
    // The client's ids are hints; ones that contradict the member's own record name nothing this caller has.
    const agentHint = optionalText(body, 'agent_id');
    const groupHint = optionalText(body, 'group_id');
    const policyHint = optionalText(body, 'policy_id');
    if (agentHint !== undefined && agentHint !== member.agent_id) return notFound(reply, 'agent_id', Messages.agentNotFound);
    if (groupHint !== undefined && groupHint !== member.group_id) return notFound(reply, 'group_id', Messages.groupNotFound);
    if (policyHint !== undefined && policyHint !== member.policy_id) return notFound(reply, 'policy_id', Messages.memberNotFound);

    // The quote is the member's own: zip, date of birth and gender come from the member record.
    const session = await sessions.require(request, reply);
    const checked = validateQuoteFilter({ zip: member.zip, dob: member.dob, gender: member.gender, tier: tier.value }, today());
    const state = stateForZip(member.zip);
    if (checked.isErr() || !state) {
      const fields = checked.isErr() ? checked.error : { zip: Messages.invalidZip };
      await journal(db, { enrollmentId: null, sessionId: session.id, type: 'add-filter-for-existing-user', payload: body, outcome: 'rejected', detail: fields });
      return sendFieldErrors(reply, 422, fields);
    }
    const { zip, gender, dob } = checked.value;
    const filter: FilterRecord = { zip, gender, tier: tier.value, dob: formatUsDate(dob), state, is_smoker: '0' };
    const openType = text(body, 'open_type');
    const context = dropEmpty({
      eprocess: principal.role,
      open_type: isOpenType(openType) ? openType : undefined,
      type: 'existing-member',
      agent_id: member.agent_id,
      group_id: member.group_id ?? undefined,
      platform_group_id: member.portal_id ?? undefined,
      user_id: member.user_id,
      policy_id: member.policy_id,
    }) as EnrollmentContextRecord;
    const enrollment = await db.transaction(async (tx) => {
      const created = await createTempEnrollment(tx, session.id, context, filter);
      await journal(tx, { enrollmentId: created.id, sessionId: session.id, type: 'add-filter-for-existing-user', payload: body, outcome: 'ok' });
      return created;
    });
    return success({ temp_enrollment_id: enrollment.id, portal_id: member.portal_id, state });
  });
};
