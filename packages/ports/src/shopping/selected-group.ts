import type { AgentGroup, SelectedGroup } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';

/**
 * The group the plan page and the cart name ('Selected Group is: {name} ({code})', doc 001 sections 2.3 and 2.4):
 * the one the enrollment is filed under: what the server says of it (get-group-agent-member-info, for a signed-in
 * rep or group administrator), else the group the visitor's code, the group's landing or its domain stored (gname,
 * gcode). Undefined without a group. The page words the line (the domain's selectedGroupLine), in the visitor's
 * language.
 */
export const selectedGroupOf = (session: SessionStore, known: AgentGroup | undefined): SelectedGroup | undefined => {
  const groupId = session.site.get('groupId');
  const stored = groupId ? { name: session.site.get('gname'), code: session.site.get('gcode') } : undefined;
  return known
    ? { name: known.name, code: known.code ?? (known.groupId === groupId ? stored?.code : undefined) }
    : stored?.name
      ? { name: stored.name, code: stored.code }
      : undefined;
};
