import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { Messages, validationError } from '@benefit-store/domain';
import type { AuthGateway } from '../driven/auth-gateway.ts';
import type { ExistingMemberQuoteRequest, MemberDirectory } from '../driven/member-directory.ts';
import { memorySessionStore } from '../driven/session-store.ts';
import { enrollCurrentMember } from '../use-cases/enroll-current-member.ts';
import { listCurrentMembers } from '../use-cases/list-current-members.ts';
import { signIn } from '../use-cases/sign-in.ts';
import { signOut } from '../use-cases/sign-out.ts';
import { startNewMemberEnrollment } from '../use-cases/start-new-member-enrollment.ts';
import type { CurrentMember } from '@benefit-store/domain';
import { NOT_SIGNED_IN } from './signed-in-scope.ts';

const auth = (overrides: Partial<AuthGateway> = {}): AuthGateway => ({
  signIn: () => okAsync({ role: 'rep', agentId: '1001', name: 'Jordan Avery' }),
  signOut: () => okAsync(undefined),
  checkInvitation: () => okAsync(undefined),
  setPassword: () => okAsync({ email: 'new.rep@example.com' }),
  current: () => okAsync(undefined),
  ...overrides,
});

const member: CurrentMember = {
  userId: '7004',
  policyId: 'POL-100704',
  name: 'Daniel Okafor',
  dob: '07/05/1969',
  email: 'dokafor@mail.example',
  maskedSsn: 'xxx-xx-7290',
  group: { groupId: '2556', name: 'Lone Star Logistics' },
  plans: [],
};

const directory = (requests: ExistingMemberQuoteRequest[] = []): MemberDirectory => ({
  groupsOfAgent: () => okAsync([]),
  portals: () => okAsync([]),
  membersOfAgent: (agentId) => okAsync(agentId === '1001' ? [member] : []),
  membersOfGroup: () => okAsync([]),
  startExistingMemberQuote: (request) => {
    requests.push(request);
    return okAsync({ tempId: 'temp-1', portalId: '501', state: 'TX' });
  },
  setEnrollmentPortal: () => okAsync(undefined),
  enrollmentMemberInfo: () => okAsync({ portals: [] }),
});

describe('members use cases', () => {
  it('sign-in checks both fields before calling the server, then stores the rep context and opens /agent-home', async () => {
    const session = memorySessionStore({ site: { openType: 'agent', referral: 'R1' }, quote: { tempId: 'shopper-quote' } });
    const use = signIn({ auth: auth(), session });
    expect((await use({ email: '', password: '' }))._unsafeUnwrapErr()).toEqual(validationError({ email: Messages.fieldRequired, password: Messages.fieldRequired }));
    expect((await use({ email: 'not-an-email', password: 'x' }))._unsafeUnwrapErr()).toEqual(validationError({ email: Messages.invalidEmailAddress }));
    const signedIn = (await use({ email: ' jordan@x.example ', password: 'pw' }))._unsafeUnwrap();
    expect(signedIn.route).toBe('/agent-home');
    expect(session.signIn.get('eprocess')).toBe('rep');
    expect(session.site.get('agentId')).toBe('1001');
    expect(session.access.get('isRepAuthenticated')).toBe('true');
    // A shopper's quote, open type and referral do not leak into the rep's work.
    expect([session.quote.get('tempId'), session.site.get('openType'), session.site.get('referral')]).toEqual([undefined, undefined, undefined]);
  });

  it('a group administrator opens /group-home with its group stored', async () => {
    const session = memorySessionStore();
    const admin = auth({ signIn: () => okAsync({ role: 'group', agentId: '1001', groupId: '3001', name: 'Acme HR', groupName: 'Acme Manufacturing' }) });
    expect((await signIn({ auth: admin, session })({ email: 'hr@acme.example', password: 'pw' }))._unsafeUnwrap().route).toBe('/group-home');
    expect([session.signIn.get('eprocess'), session.site.get('groupId'), session.site.get('gname')]).toEqual(['group', '3001', 'Acme Manufacturing']);
  });

  it('a failed sign-in stores nothing', async () => {
    const session = memorySessionStore();
    const failing = auth({ signIn: () => errAsync(validationError({ sign_in: 'Invalid e-mail or password' })) });
    expect((await signIn({ auth: failing, session })({ email: 'a@b.example', password: 'x' })).isErr()).toBe(true);
    expect(session.signIn.get('eprocess')).toBeUndefined();
  });

  it('sign-out forgets every client value', async () => {
    const session = memorySessionStore({ site: { agentId: '1001' }, access: { isRepAuthenticated: 'true' }, quote: { tempId: 't' }, signIn: { eprocess: 'rep' } });
    expect((await signOut({ auth: auth(), session })())._unsafeUnwrap()).toBe('/sign-in');
    expect([session.signIn.get('eprocess'), session.site.get('agentId'), session.access.get('isRepAuthenticated'), session.quote.get('tempId')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('new member: portal first, then direct (new-member) or a group (new-group-member); the old quote is forgotten', () => {
    const session = memorySessionStore({ site: { agentId: '1001', groupId: '9' }, quote: { tempId: 'old' }, signIn: { eprocess: 'rep' } });
    const start = startNewMemberEnrollment({ session });
    const portal = { portalId: '501', name: 'Individual & Family Portal', code: 'IFP' };
    expect(start({ portal: undefined, choice: 'direct' })._unsafeUnwrapErr()).toEqual(validationError({ portal: Messages.choosePlatform }));
    expect(start({ portal, choice: 'group' })._unsafeUnwrapErr()).toEqual(validationError({ group: Messages.chooseGroup }));
    expect(start({ portal })._unsafeUnwrapErr()).toEqual(validationError({ group: Messages.chooseNewMemberEnrollment }));
    expect(start({ portal, choice: 'direct' })._unsafeUnwrap()).toBe('/home');
    expect([session.enrollment.get('enrollType'), session.site.get('portalId'), session.site.get('groupId'), session.quote.get('tempId')]).toEqual(['new-member', '501', undefined, undefined]);
    expect(start({ portal, choice: 'group', groupId: '3001' })._unsafeUnwrap()).toBe('/home');
    expect([session.enrollment.get('enrollType'), session.site.get('groupId')]).toEqual(['new-group-member', '3001']);

    const group = memorySessionStore({ site: { groupId: '3001' }, signIn: { eprocess: 'group' } });
    expect(startNewMemberEnrollment({ session: group })({ portal: { ...portal, portalId: '503' } })._unsafeUnwrap()).toBe('/home');
    expect([group.enrollment.get('enrollType'), group.site.get('groupId'), group.site.get('portalId')]).toEqual(['new-group-member', '3001', '503']);
  });

  it("Enroll Now: 'Please choose a tier', then the existing-member context of doc 000 section 4", async () => {
    const requests: ExistingMemberQuoteRequest[] = [];
    const session = memorySessionStore({ site: { agentId: '1001' }, signIn: { eprocess: 'rep' } });
    const enroll = enrollCurrentMember({ members: directory(requests), session });
    expect((await enroll(member, ''))._unsafeUnwrapErr()).toEqual(validationError({ tier: Messages.invalidTier }));
    expect(requests).toHaveLength(0);
    expect((await enroll(member, 'IS'))._unsafeUnwrap()).toBe('/plans');
    expect(requests[0]).toEqual({ userId: '7004', tier: 'IS', eprocess: 'rep', agentId: '1001', groupId: '2556', policyId: 'POL-100704' });
    expect({
      tempId: session.quote.get('tempId'),
      group: session.site.get('groupId'),
      portal: session.site.get('portalId'),
      type: session.enrollment.get('enrollType'),
      quotation: session.enrollment.get('showQuotation'),
      current: session.enrollment.get('isCurrentMemberAvailable'),
      submitted: session.quote.get('isFilterDataSubmitted'),
    }).toEqual({ tempId: 'temp-1', group: '2556', portal: '501', type: 'existing-member', quotation: 'true', current: 'true', submitted: 'true' });

    const admin = memorySessionStore({ site: { groupId: '2556' }, enrollment: { showQuotation: 'true' }, signIn: { eprocess: 'group' } });
    await enrollCurrentMember({ members: directory(), session: admin })(member, 'IO');
    expect(admin.enrollment.get('showQuotation')).toBeUndefined();
  });

  it('member lists need a signed-in context', async () => {
    expect((await listCurrentMembers({ members: directory(), session: memorySessionStore() })())._unsafeUnwrapErr()).toEqual({ kind: 'forbidden', message: NOT_SIGNED_IN });
    expect((await listCurrentMembers({ members: directory(), session: memorySessionStore({ site: { agentId: '1001' }, signIn: { eprocess: 'rep' } }) })())._unsafeUnwrap()).toEqual([member]);
  });
});
