import type { Session } from './sessions.ts';

/** Who signed in, as the session row records it: the only authority on whose members a caller may see. */
export interface Principal {
  readonly role: 'rep' | 'group';
  readonly agent_id: string;
  readonly group_id: string | null;
  readonly account_id: string;
  readonly name: string;
  readonly group_name: string | null;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The session's principal when it is a signed-in rep or group administrator; anything else is anonymous. */
export const principalOf = (session: Session | null | undefined): Principal | undefined => {
  const p = session?.principal;
  if (!p) return undefined;
  const role = p.role;
  const agentId = str(p.agent_id);
  const accountId = str(p.account_id);
  if ((role !== 'rep' && role !== 'group') || !agentId || !accountId) return undefined;
  const groupId = str(p.group_id) ?? null;
  if (role === 'group' && !groupId) return undefined;
  return { role, agent_id: agentId, group_id: groupId, account_id: accountId, name: str(p.name) ?? '', group_name: str(p.group_name) ?? null };
};

/** What sign-in and /auth/me answer: the principal without the account id. */
export const wirePrincipal = ({ role, agent_id, group_id, name, group_name }: Principal) => ({ role, agent_id, group_id, name, group_name });
