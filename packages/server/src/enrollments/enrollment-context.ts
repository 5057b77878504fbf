import { err, ok, type Result } from 'neverthrow';
import { dropEmpty, isExistingMemberType, Messages, type EnrollType, type OpenType } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { refuse, type Actor, type Refusal } from '../commands/command.ts';
import { portalsOfGroup, visibleGroup, visiblePortal } from '../repository/member-store.ts';
import { activeAgentById, groupById, hasPublicSite, portalById, referralById } from '../repository/site-directory.ts';
import { sessionHasGroupEnrollment, type EnrollmentContextRecord } from '../repository/enrollment-store.ts';

/** The context a request proposes; every id in it is a hint until checked here. */
export interface ContextHints {
  readonly open_type?: OpenType | undefined;
  readonly type?: EnrollType | undefined;
  readonly agent_id?: string | undefined;
  readonly group_id?: string | undefined;
  readonly platform_group_id?: string | undefined;
  readonly referral?: string | undefined;
}

const principalOfActor = (actor: Actor) => (actor.kind === 'session' ? actor.principal : undefined);

/**
 * Whether a visitor may shop under the group their browser names: its site is public (a landing page or a custom
 * domain, whose pages give that context to anyone who opens them), they came by a valid referral of the group, or
 * they showed in this session that they belong to it (an enrollment of theirs is filed under it: its code was given
 * for it, or the group's quote link opened it). Not a group without a public site named by its id alone.
 */
const openToVisitor = async (tx: Queryable, session: string, groupId: string, referral: string | undefined): Promise<boolean> => {
  const group = await groupById(tx, groupId);
  if (!group) return false;
  if (hasPublicSite(group)) return true;
  const referred = referral ? await referralById(tx, referral) : undefined;
  if (referred?.valid && referred.group_id === groupId) return true;
  return sessionHasGroupEnrollment(tx, session, groupId);
};

/**
 * The group an enrollment may be filed under. A group administrator files under its own group only, and
 * a rep under one of its own groups: any other group is answered as not found, like one that does not
 * exist. A visitor's group id is a hint from the site stored in their browser, kept only for a group open to them
 * (`openToVisitor`, docs/adr/0203-a-visitors-group-and-portal.md), else the same not found.
 */
export const permittedGroup = async (
  tx: Queryable,
  actor: Actor,
  groupId: string | undefined,
  referral?: string,
): Promise<Result<string | undefined, Refusal>> => {
  const notFound = err(refuse({ group_id: Messages.groupNotFound }, 404));
  if (actor.kind === 'session' && !actor.principal) {
    if (groupId === undefined) return ok(undefined);
    return (await openToVisitor(tx, actor.sessionHash, groupId, referral)) ? ok(groupId) : notFound;
  }
  const principal = principalOfActor(actor);
  if (!principal) return ok(groupId);
  if (groupId === undefined) return ok(principal.role === 'group' ? (principal.group_id ?? undefined) : undefined);
  return (await visibleGroup(tx, principal, groupId)) ? ok(groupId) : notFound;
};

/**
 * The portal a quote is sold through (its plans and prices follow it). A portal of a group's own sells that group's
 * plans, so it goes only with that group, as permitted above; a rep's portal (of no group) with any visitor's quote, as
 * the rep's referral links and sites hand it out. A signed-in rep or administrator names one of their own portals or
 * one of the group's. An id of no portal is not found.
 */
export const permittedPortal = async (
  tx: Queryable,
  actor: Actor,
  portalId: string | undefined,
  groupId: string | undefined,
): Promise<Result<string | undefined, Refusal>> => {
  if (portalId === undefined || actor.kind !== 'session') return ok(portalId);
  const portal = await portalById(tx, portalId);
  const principal = actor.principal;
  const group = portal && groupId !== undefined ? await groupById(tx, groupId) : undefined;
  const ofGroup = group !== undefined && (await portalsOfGroup(tx, group)).some((p) => p.platform_group_id === portalId);
  const allowed =
    portal !== undefined && (ofGroup || (principal ? (await visiblePortal(tx, principal, portalId)) !== undefined : portal.group_id === null));
  return allowed ? ok(portalId) : err(refuse({ platform_group_id: Messages.portalNotFound }, 404));
};

/**
 * The rep a shopper's quote is filed under. A signed-in rep's or group administrator's is their own. A visitor's
 * comes from the rep's site stored in their browser, a hint: it must name a rep whose site still answers (an
 * operator may have disabled the rep since, or the id is made up), else the quote would count as that rep's. A
 * quote through a group's site is the group's (its rep may have left; its employees still enroll).
 */
export const permittedAgent = async (
  tx: Queryable,
  actor: Actor,
  agentId: string | undefined,
  groupId: string | undefined,
): Promise<Result<string | undefined, Refusal>> => {
  const principal = principalOfActor(actor);
  if (principal) return ok(principal.agent_id);
  if (!agentId || groupId !== undefined) return ok(agentId || undefined);
  return (await activeAgentById(tx, agentId)) ? ok(agentId) : err(refuse({ agent_id: Messages.agentNotFound }, 404));
};

/**
 * A new quote is a new member's. An existing member's enrollment (existing-member, existing-user) starts only where the
 * server found the member: Enroll Now on a rep's or group's member list, or the member's own link
 * (members/member-commands.ts). Named as a hint here, it would drop what a new member must buy (the association
 * membership of a prudential-type plan, cart-rules.ts) for anyone who typed it.
 */
const newQuoteType = (hinted: EnrollType | undefined): EnrollType => (hinted === undefined || isExistingMemberType(hinted) ? 'new-member' : hinted);

/**
 * The enrollment context the actor is entitled to. The client's eprocess is a hint: only a signed-in rep
 * or group administrator enrolls as one; everyone else shops as an applicant.
 */
export const contextFor = async (
  tx: Queryable,
  actor: Actor,
  hints: ContextHints,
): Promise<Result<EnrollmentContextRecord, Refusal>> => {
  const principal = principalOfActor(actor);
  const group = await permittedGroup(tx, actor, hints.group_id, hints.referral);
  if (group.isErr()) return err(group.error);
  const portal = await permittedPortal(tx, actor, hints.platform_group_id, group.value);
  if (portal.isErr()) return err(portal.error);
  const agent = await permittedAgent(tx, actor, hints.agent_id, group.value);
  if (agent.isErr()) return err(agent.error);
  return ok(
    dropEmpty({
      eprocess: principal?.role ?? 'applicant',
      open_type: hints.open_type,
      type: newQuoteType(hints.type),
      // A rep's enrollments are the rep's own; a group's are filed under the group's rep.
      agent_id: agent.value,
      group_id: group.value,
      platform_group_id: portal.value,
      referral: hints.referral,
    }),
  );
};
