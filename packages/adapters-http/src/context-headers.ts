import type { SessionStore } from '@benefit-store/ports';

/**
 * The default request headers the spec's clients send when the values are known (doc 000 section 6):
 * agent_id, uid and group_id. The server treats them as hints only; its session is the authority.
 */
export const contextHeaders =
  (session: SessionStore) =>
  (): Record<string, string> => {
    const headers: Record<string, string> = {};
    const agentId = session.site.get('agentId');
    const userId = session.enrollment.get('userId');
    const groupId = session.site.get('groupId');
    if (agentId) headers.agent_id = agentId;
    if (userId) headers.uid = userId;
    if (groupId) headers.group_id = groupId;
    return headers;
  };
