import { describe, expect, it } from 'vitest';
import { abbreviatedPager, clampPage, isActivePlanStatus, matchesMemberSearch, pageCount, pageOf, searchMembers, type PagerItem } from './member-table.ts';
import type { CurrentMember } from './member-types.ts';

const member = (overrides: Partial<CurrentMember> = {}): CurrentMember => ({
  userId: '7001',
  policyId: 'POL-100701',
  name: 'Maria Gonzalez',
  dob: '04/12/1984',
  email: 'maria.gonzalez@mail.example',
  maskedSsn: 'xxx-xx-8301',
  group: { groupId: '3001', name: 'Acme Manufacturing' },
  plans: [
    { planId: '101', name: 'Premier Health PPO', status: 'ACTIVE' },
    { planId: '121', name: 'ClearView Vision', status: 'TERMED' },
  ],
  ...overrides,
});

const render = (items: readonly PagerItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('current-member table rules', () => {
  it('reads only ACTIVE (any case) as active', () => {
    expect(isActivePlanStatus('ACTIVE')).toBe(true);
    expect(isActivePlanStatus(' active ')).toBe(true);
    for (const status of ['TERMED', 'WITHDRAWN', 'PENDING', 'INACTIVE', '']) expect(isActivePlanStatus(status)).toBe(false);
  });

  it('matches every typed word against name, e-mail, dob, policy, group, plans and SSN last four', () => {
    const maria = member();
    for (const query of ['', '  ', 'maria', 'GONZ', 'maria acme', 'mail.example', '04/12', 'POL-100701', 'clearview', 'termed', '8301'])
      expect(matchesMemberSearch(maria, query)).toBe(true);
    for (const query of ['james', 'maria james', '9999', 'lone star']) expect(matchesMemberSearch(maria, query)).toBe(false);
    expect(searchMembers([maria, member({ userId: '2', name: 'James Whitaker', group: undefined, plans: [] })], 'james')).toHaveLength(1);
  });

  it('finds the members a carrier rejected, by the word or by the carrier', () => {
    const rejected = member({ plans: [{ planId: '105', name: 'Acme Employee PPO', status: 'ACTIVE', carrier: { carrier: 'Meridian Health Assurance', sentOn: '12/01/2026', status: 'rejected', errors: ['IK3 NM1'] } }] });
    const accepted = member({ userId: '2', plans: [{ planId: '101', name: 'Premier Health PPO', status: 'ACTIVE', carrier: { carrier: 'Meridian Health Assurance', sentOn: '12/01/2026', status: 'accepted', errors: [] } }] });
    expect(searchMembers([rejected, accepted], 'rejected')).toEqual([rejected]);
    expect(searchMembers([rejected, accepted], 'meridian')).toHaveLength(2);
  });

  it('pages 5 rows at a time and clamps the page into range', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageOf(rows, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(rows, 3)).toEqual([11, 12]);
    expect(pageOf(rows, 9)).toEqual([11, 12]);
    expect(clampPage(0, 12)).toBe(1);
    expect(clampPage(4, 3)).toBe(1);
  });

  it('abbreviates the pager to first, last, the current page and its neighbours', () => {
    expect(render(abbreviatedPager(1, 1))).toBe('1');
    expect(render(abbreviatedPager(3, 7))).toBe('1 2 3 4 5 6 7');
    expect(render(abbreviatedPager(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(render(abbreviatedPager(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(render(abbreviatedPager(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(render(abbreviatedPager(99, 20))).toBe('1 … 16 17 18 19 20');
  });
});

describe('memberTablePage', () => {
  const member = (n: number) => ({ userId: String(n), name: `Member ${n}`, email: '', dob: '', policyId: '', maskedSsn: '', plans: [] });
  it('gives the figures of the page shown', async () => {
    const { memberTablePage } = await import('./member-table.ts');
    const page = memberTablePage(Array.from({ length: 12 }, (_, i) => member(i + 1)), '', 3);
    expect([page.page, page.pageCount, page.from, page.to, page.total, page.rows.length]).toEqual([3, 3, 11, 12, 12, 2]);
    expect(memberTablePage([], '', 1).empty).toBe('no-members');
    expect(memberTablePage([member(1)], 'zzz', 1)).toMatchObject({ from: 0, to: 0, empty: 'no-matches' });
  });
});
