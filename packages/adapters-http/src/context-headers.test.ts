import { describe, expect, it } from 'vitest';
import { memorySessionStore } from '@benefit-store/ports';
import { contextHeaders } from './context-headers.ts';

describe('contextHeaders', () => {
  it('sends agent_id, uid and group_id only once they are known, and follows later changes', () => {
    const session = memorySessionStore();
    const headers = contextHeaders(session);
    expect(headers()).toEqual({});
    session.site.set('agentId', '1001');
    session.site.set('groupId', '3001');
    expect(headers()).toEqual({ agent_id: '1001', group_id: '3001' });
    session.enrollment.set('userId', '7001');
    session.site.remove('groupId');
    expect(headers()).toEqual({ agent_id: '1001', uid: '7001' });
  });
});
