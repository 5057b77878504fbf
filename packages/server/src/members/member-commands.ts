import { err, ok } from 'neverthrow';
import { dropEmpty, Messages, validateTierChoice, type Tier } from '@benefit-store/domain';
import type { AddFilterForExistingUserRequest, AddFilterForMemberRequest, UpdateFilterPortalRequest } from '@benefit-store/contract';
import { newEnrollmentCommand, ownedEnrollmentCommand, refuse, type Actor } from '../commands/command.ts';
import type { Queryable } from '../db/database.ts';
import { checkFilter } from '../enrollments/filter-commands.ts';
import { permittedGroup } from '../enrollments/enrollment-context.ts';
import { createEnrollment, saveContext, type EnrollmentContextRecord, type FilterRecord } from '../repository/enrollment-store.ts';
import type { IdTokens } from '../security/id-tokens.ts';
import { findMember, portalsOfGroup, visibleGroup, visibleMember, visiblePortal, type MemberRecord } from '../repository/member-store.ts';
import type { Principal } from '../sessions/principal.ts';

const memberNotFound = () => refuse({ user_id: Messages.memberNotFound }, 404);

const principalOf = (actor: Actor): Principal | undefined => (actor.kind === 'session' ? actor.principal : undefined);

const ownerOf = (actor: Actor) => {
  if (actor.kind !== 'session') throw new Error('only a visitor starts a quote');
  return { session: actor.sessionHash, account: actor.principal?.account_id ?? null };
};

/** The quote is the member's own: zip, date of birth and gender come from the member record. */
const memberFilter = (member: MemberRecord, tier: Tier, today: Parameters<typeof checkFilter>[1]) =>
  checkFilter({ zip: member.zip, dob: member.dob, gender: member.gender, tier }, today);

/**
 * POST add-filter-for-member: a quote for a current member. A rep or group administrator may start one
 * for a member they are entitled to; anyone else needs the member's sealed id (the member's own link
 * from decrypt-detail, docs/adr/0400). Everyone else is told the member does not exist, as for an
 * unknown id.
 */
export const startMemberQuote = (tokens: IdTokens) =>
  newEnrollmentCommand<AddFilterForMemberRequest>()({
    type: 'add-filter-for-member',
    milestone: 'started',
    check: async ({ tx, actor, payload, today }) => {
      const tier = validateTierChoice(payload.tier);
      if (tier.isErr()) return err(refuse({ tier: tier.error }));
      const principal = principalOf(actor);
      const member = principal
        ? await visibleMember(tx, principal, payload.user_id)
        : await findMember(tx, tokens.open('userID', payload.user_id) ?? '');
      if (!member) return err(memberNotFound());
      const filter = memberFilter(member, tier.value, today);
      if (filter.isErr()) return err(refuse(filter.error));
      // A group named by the request must be one the caller may file under: a signed-in caller's, and one of the member's
      // rep's. The member's own link (no one signed in) files under the store's fixed group (doc 000, member-benefit-store
      // route), a group with a public site: the same groups any visitor may name (docs/adr/0203), not a private one.
      let groupId = member.group_id ?? undefined;
      if (payload.group_id !== undefined && payload.group_id !== groupId) {
        if (principal) {
          const group = await visibleGroup(tx, principal, payload.group_id);
          if (!group || group.agent_id !== member.agent_id) return err(refuse({ group_id: Messages.groupNotFound }, 404));
        } else {
          const open = await permittedGroup(tx, actor, payload.group_id);
          if (open.isErr()) return err(open.error);
        }
        groupId = payload.group_id;
      }
      const context: EnrollmentContextRecord = dropEmpty({
        eprocess: principal?.role ?? 'applicant',
        open_type: payload.open_type,
        type: 'existing-user',
        agent_id: member.agent_id,
        group_id: groupId,
        platform_group_id: member.portal_id ?? undefined,
        user_id: member.user_id,
      });
      return ok({ filter: filter.value, context, portalId: member.portal_id });
    },
    apply: async ({ tx, actor }, plan) => {
      const created = await createEnrollment(tx, ownerOf(actor), plan.context, plan.filter);
      if (!created) throw new Error('the new enrollment was not returned');
      return { enrollmentId: created.id, portalId: plan.portalId, state: plan.filter.state };
    },
  });

/** POST add-filter-for-existing-user: Enroll Now on the current-member list (rep or group administrator). */
export const StartExistingMemberQuote = newEnrollmentCommand<AddFilterForExistingUserRequest>()({
  type: 'add-filter-for-existing-user',
  signedIn: true,
  check: async ({ tx, actor, payload, today }) => {
    const principal = principalOf(actor);
    const tier = validateTierChoice(payload.tier);
    const fields = dropEmpty({ user_id: payload.user_id === '' ? Messages.fieldRequired : undefined, tier: tier.isErr() ? tier.error : undefined });
    if (Object.keys(fields).length > 0 || tier.isErr()) return err(refuse(fields));
    const member = principal ? await visibleMember(tx, principal, payload.user_id) : undefined;
    if (!member) return err(memberNotFound());
    // The client's ids are hints; ones that contradict the member's own record name nothing this caller has.
    if (payload.agent_id !== undefined && payload.agent_id !== member.agent_id) return err(refuse({ agent_id: Messages.agentNotFound }, 404));
    if (payload.group_id !== undefined && payload.group_id !== member.group_id) return err(refuse({ group_id: Messages.groupNotFound }, 404));
    if (payload.policy_id !== undefined && payload.policy_id !== member.policy_id) return err(refuse({ policy_id: Messages.memberNotFound }, 404));
    const filter = memberFilter(member, tier.value, today);
    if (filter.isErr()) return err(refuse(filter.error));
    const context: EnrollmentContextRecord = dropEmpty({
      eprocess: principal?.role,
      open_type: payload.open_type,
      type: 'existing-member',
      agent_id: member.agent_id,
      group_id: member.group_id ?? undefined,
      platform_group_id: member.portal_id ?? undefined,
      user_id: member.user_id,
      policy_id: member.policy_id,
    });
    const record: FilterRecord = filter.value;
    return ok({ filter: record, context, portalId: member.portal_id });
  },
  apply: async ({ tx, actor }, plan) => {
    const created = await createEnrollment(tx, ownerOf(actor), plan.context, plan.filter);
    if (!created) throw new Error('the new enrollment was not returned');
    return { enrollmentId: created.id, portalId: plan.portalId, state: plan.filter.state };
  },
});

const portalFor = async (tx: Queryable, principal: Principal, portalId: string, groupId: string | undefined) => {
  if (groupId === undefined) return { portal: await visiblePortal(tx, principal, portalId) };
  const group = await visibleGroup(tx, principal, groupId);
  if (!group) return { missingGroup: true as const };
  const portal = (await portalsOfGroup(tx, group)).find((p) => p.platform_group_id === portalId) ?? (await visiblePortal(tx, principal, portalId));
  return { portal, group };
};

/** POST update-filter-portal: the portal (and group) a rep or group administrator enrolls through. */
export const ChoosePortal = ownedEnrollmentCommand<UpdateFilterPortalRequest>()({
  type: 'update-filter-portal',
  signedIn: true,
  check: async ({ tx, actor, enrollment, payload }) => {
    const principal = principalOf(actor);
    if (payload.platform_group_id === '') return err(refuse({ platform_group_id: Messages.choosePlatform }));
    if (!principal) return err(refuse({ session: Messages.signInRequired }, 401));
    const found = await portalFor(tx, principal, payload.platform_group_id, payload.group_id);
    if ('missingGroup' in found) return err(refuse({ group_id: Messages.groupNotFound }, 404));
    if (!found.portal) return err(refuse({ platform_group_id: Messages.portalNotFound }, 404));
    const context: EnrollmentContextRecord = {
      ...enrollment.context,
      ...dropEmpty({ group_id: found.group?.gid }),
      platform_group_id: found.portal.platform_group_id,
    };
    return ok(context);
  },
  apply: async ({ tx, enrollment, now }, context) => {
    await saveContext(tx, enrollment.id, context, now);
    return { enrollmentId: enrollment.id, groupId: context.group_id ?? null, portalId: context.platform_group_id ?? '' };
  },
});
