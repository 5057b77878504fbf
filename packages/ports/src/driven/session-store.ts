/**
 * Values the client keeps between visits (tempId, eprocess, open_type, ...): localStorage in the
 * browser, a JSON file in the CLI. Keys are the spec's own names.
 */
export const SessionKeys = {
  tempId: 'tempId',
  tier: 'tier',
  state: 'state',
  eprocess: 'eprocess',
  openType: 'open_type',
  enrollType: 'enroll_type',
  agentId: 'agent_id',
  groupId: 'group_id',
  portalId: 'portal_id',
  referral: 'referral',
  isFilterDataSubmitted: 'isFilterDataSubmitted',
} as const;

export type SessionKey = (typeof SessionKeys)[keyof typeof SessionKeys];

export interface SessionStore {
  get(key: SessionKey): string | undefined;
  set(key: SessionKey, value: string): void;
  remove(key: SessionKey): void;
}

/** A SessionStore that keeps nothing beyond the process: tests and one-shot CLI runs. */
export const memorySessionStore = (initial: Partial<Record<SessionKey, string>> = {}): SessionStore => {
  const values = new Map<SessionKey, string>(Object.entries(initial) as [SessionKey, string][]);
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
};
