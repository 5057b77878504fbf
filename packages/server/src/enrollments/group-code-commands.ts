import { err, ok } from 'neverthrow';
import { Messages } from '@benefit-store/domain';
import type { SetEnrollmentGroupCodeRequest } from '@benefit-store/contract';
import { ownedEnrollmentCommand, refuse } from '../commands/command.ts';
import { countedGuess } from '../security/rate-limit.ts';
import { visibleGroup } from '../repository/member-store.ts';
import { groupByCode } from '../repository/site-directory.ts';
import { saveContext, type EnrollmentContextRecord } from '../repository/enrollment-store.ts';

/**
 * POST set-enrollment-group-code: an employee files the enrollment under an employer group by its group
 * enrollment code (doc 001 section 4). The enrollment becomes a new group member's, under the group's rep
 * and its default portal. A signed-in rep or group administrator may only use a code of a group they see
 * (another group's code is the same 404 as an unknown enrollment).
 */
export const SetEnrollmentGroupCode = ownedEnrollmentCommand<SetEnrollmentGroupCodeRequest>()({
  type: 'set-enrollment-group-code',
  check: async ({ tx, actor, enrollment, payload, now, limits }) => {
    if (payload.group_code === '') return err(refuse({ group_code: Messages.fieldRequired }));
    const principal = actor.kind === 'session' ? actor.principal : undefined;
    // A code is what lets a visitor into a group without a public site (docs/adr/0203): a visitor's wrong codes are
    // counted per address, as validate-group counts them (the hit is kept with the refusal's journal line).
    const lookup = () => groupByCode(tx, payload.group_code);
    const group = actor.kind === 'session' && !principal ? await countedGuess(tx, limits.groupCodes, actor.address, now, lookup) : await lookup();
    if (group === 'too-many') return err(refuse({ group_code: Messages.tooManyGroupCodes }, 429));
    if (!group) return err(refuse({ group_code: Messages.invalidGroupEnrollmentCode }));
    if (principal && !(await visibleGroup(tx, principal, group.gid))) return err(refuse({ group_code: Messages.invalidGroupEnrollmentCode }));
    const context: EnrollmentContextRecord = {
      ...enrollment.context,
      group_id: group.gid,
      agent_id: principal ? (enrollment.context.agent_id ?? group.agent_id) : group.agent_id,
      type: 'new-group-member',
      ...(group.default_platform_group_id ? { platform_group_id: group.default_platform_group_id } : {}),
    };
    return ok({ group, context });
  },
  apply: async ({ tx, enrollment, now }, { group, context }) => {
    await saveContext(tx, enrollment.id, context, now);
    return {
      group_id: group.gid,
      gname: group.gname,
      gcode: group.gcode,
      agent_id: context.agent_id ?? group.agent_id,
      platform_group_id: context.platform_group_id ?? null,
    };
  },
});
