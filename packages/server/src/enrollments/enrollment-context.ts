import { err, ok, type Result } from 'neverthrow';
import { dropEmpty, Messages, type EnrollType, type OpenType } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { refuse, type Actor, type Refusal } from '../commands/command.ts';
import { visibleGroup } from '../repository/member-store.ts';
import { activeAgentById } from '../repository/site-directory.ts';
import type { EnrollmentContextRecord } from '../repository/enrollment-store.ts';

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
 * The group an enrollment may be filed under. A group administrator files under its own group only, and
 * a rep under one of its own groups: any other group is answered as not found, like one that does not
 * exist. An anonymous shopper's group id comes from a group enrollment code and is kept as the hint it is.
 */
export const permittedGroup = async (tx: Queryable, actor: Actor, groupId: string | undefined): Promise<Result<string | undefined, Refusal>> => {
  const principal = principalOfActor(actor);
  if (!principal) return ok(groupId);
  if (groupId === undefined) return ok(principal.role === 'group' ? (principal.group_id ?? undefined) : undefined);
  return (await visibleGroup(tx, principal, groupId)) ? ok(groupId) : err(refuse({ group_id: Messages.groupNotFound }, 404));
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
 * The enrollment context the actor is entitled to. The client's eprocess is a hint: only a signed-in rep
 * or group administrator enrolls as one; everyone else shops as an applicant.
 */
export const contextFor = async (
  tx: Queryable,
  actor: Actor,
  hints: ContextHints,
): Promise<Result<EnrollmentContextRecord, Refusal>> => {
  const principal = principalOfActor(actor);
  const group = await permittedGroup(tx, actor, hints.group_id);
  if (group.isErr()) return err(group.error);
  const agent = await permittedAgent(tx, actor, hints.agent_id, group.value);
  if (agent.isErr()) return err(agent.error);
  return ok(
    dropEmpty({
      eprocess: principal?.role ?? 'applicant',
      open_type: hints.open_type,
      type: hints.type ?? 'new-member',
      // A rep's enrollments are the rep's own; a group's are filed under the group's rep.
      agent_id: agent.value,
      group_id: group.value,
      platform_group_id: hints.platform_group_id,
      referral: hints.referral,
    }),
  );
};
