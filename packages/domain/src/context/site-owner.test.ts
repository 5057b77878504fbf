import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteOwner } from './site-owner.ts';

describe('siteOwner', () => {
  it('brands a group site as the group, whoever sold it', () => {
    expect(siteOwner({ groupId: '3001', agentId: '1001', openType: 'group' })).toEqual({ kind: 'group', groupId: '3001' });
    expect(siteOwner({ groupId: '3001', agentId: '1001', eprocess: 'group' })).toEqual({ kind: 'group', groupId: '3001' });
    expect(siteOwner({ groupId: '3001', agentId: '1001', employeeEnrollment: true })).toEqual({ kind: 'group', groupId: '3001' });
    expect(siteOwner({ groupId: '3001' })).toEqual({ kind: 'group', groupId: '3001' });
  });

  it("keeps a rep's site as the rep's when the rep picks one of their groups", () => {
    expect(siteOwner({ groupId: '3001', agentId: '1001', eprocess: 'rep', openType: 'agent' })).toEqual({ kind: 'agent', agentId: '1001' });
  });

  it('falls back to the store itself when nothing is known', () => {
    expect(siteOwner({})).toEqual({ kind: 'store' });
    expect(siteOwner({ eprocess: 'group', openType: 'group' })).toEqual({ kind: 'store' });
  });

  it('names only an id it was given', () => {
    const id = fc.option(fc.stringMatching(/^\d{1,5}$/), { nil: undefined });
    fc.assert(
      fc.property(id, id, fc.constantFrom(undefined, 'agent', 'group', 'user'), fc.constantFrom(undefined, 'rep', 'applicant', 'group'), fc.boolean(), (groupId, agentId, openType, eprocess, employeeEnrollment) => {
        const owner = siteOwner({ groupId, agentId, openType, eprocess, employeeEnrollment });
        if (owner.kind === 'group') expect(owner.groupId).toBe(groupId);
        if (owner.kind === 'agent') expect(owner.agentId).toBe(agentId);
        if (owner.kind === 'store') expect(groupId ?? agentId).toBeUndefined();
      }),
    );
  });
});
