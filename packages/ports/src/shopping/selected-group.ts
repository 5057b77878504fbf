import { selectedGroupLine, type AgentGroup } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';

/**
 * The line 'Selected Group is: {name} ({code})', with ' | Member: {name}' for an existing member, as the plan page
 * and the cart show it (doc 001 sections 2.3 and 2.4). The group is the one the enrollment is filed under: what the
 * server says of it (get-group-agent-member-info, for a signed-in rep or group administrator), else the group the
 * visitor's code, the group's landing or its domain stored (gname, gcode). Undefined without a group.
 */
export const selectedGroupLineOf = (session: SessionStore, known: AgentGroup | undefined, member?: string): string | undefined => {
  const groupId = session.site.get('groupId');
  const stored = groupId ? { name: session.site.get('gname'), code: session.site.get('gcode') } : undefined;
  const group = known
    ? { name: known.name, code: known.code ?? (known.groupId === groupId ? stored?.code : undefined) }
    : stored?.name
      ? { name: stored.name, code: stored.code }
      : undefined;
  return selectedGroupLine(group, member);
};
