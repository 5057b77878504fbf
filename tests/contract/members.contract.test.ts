import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, httpAuthGateway, httpMemberDirectory, type ApiClient } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import {
  AddFilterForExistingUserResponse,
  ErrorEnvelope,
  GetAgentGroupsResponse,
  GetEnrollmentPlatformsResponse,
  GetGroupAgentMemberInfoResponse,
  GetMembersResponse,
  MeResponse,
  SignInResponse,
  SignOutResponse,
  UpdateFilterPortalResponse,
  decode,
} from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { DEFAULT_RATE_LIMITS } from '@benefit-store/server';
import { DEMO_MEMBERS } from '../../packages/server/src/seed/demo-sites.ts';
import { http, type Answer } from '../support/http.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

const START = new Date('2026-11-21T12:00:00Z');
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('members contract')) ? (['postgres'] as const) : [])];

const REP_A = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };
const REP_B = { email: 'morgan.lee@leeinsurance.example', password: 'DemoRep#2026' };
const ADMIN = { email: 'hr@acme.example', password: 'DemoGroup#2026' };

type Raw = Answer;

/** One HTTP call with an explicit cookie (or none), so that tests can replay an old cookie on purpose. */
const call = (
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  options: { cookie?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Raw> => http(server.url, method, path, options);

const decoded = <A,>(codec: Parameters<typeof decode<A>>[0], raw: Raw): A => {
  const result = decode(codec, raw.body);
  if (!result.ok) throw new Error(`${raw.status} ${raw.text}\n${result.problems.join('\n')}`);
  return result.value;
};

const fieldErrors = (raw: Raw) => Object.fromEntries(decoded(ErrorEnvelope, raw).data.map((e) => [e.target_element, e.error_message]));

/** Signs in over the raw wire and answers the session cookie. */
const signInCookie = async (server: TestServer, who: { email: string; password: string }): Promise<string> => {
  const res = await call(server, 'POST', '/api/v1/auth/sign-in', { body: who });
  expect(res.status, res.text).toBe(200);
  decoded(SignInResponse, res);
  return res.cookie!;
};

describe.each(backends)('rep and group sign-in and member endpoints on %s', (backend) => {
  let server: TestServer;
  let clock = START;
  /** Every response body of the suite, to prove no full SSN ever left the server. */
  const seen: string[] = [];
  const wire = async (...args: Parameters<typeof call>) => {
    const res = await call(...args);
    seen.push(res.text);
    return res;
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signedInClient = async (who: { email: string; password: string }): Promise<ApiClient> => {
    const api = apiClient(undiciTransport(server.url, cookieJar()));
    (await httpAuthGateway(api).signIn(who.email, who.password))._unsafeUnwrap();
    return api;
  };

  it('signs a rep in, says who is signed in, and decodes sign-in, me and sign-out', async () => {
    const api = apiClient(undiciTransport(server.url, cookieJar()));
    const auth = httpAuthGateway(api);
    expect((await auth.current())._unsafeUnwrap()).toBeUndefined();
    expect((await auth.signIn(REP_A.email.toUpperCase(), REP_A.password))._unsafeUnwrap()).toEqual({ role: 'rep', agentId: '1001', name: 'Jordan Avery' });
    expect((await auth.current())._unsafeUnwrap()).toEqual({ role: 'rep', agentId: '1001', name: 'Jordan Avery' });
    (await auth.signOut())._unsafeUnwrap();
    expect((await auth.current())._unsafeUnwrap()).toBeUndefined();

    const admin = await wire(server, 'POST', '/api/v1/auth/sign-in', { body: ADMIN });
    expect(decoded(SignInResponse, admin).data).toEqual({ role: 'group', agent_id: '1001', group_id: '3001', name: 'Acme HR', group_name: 'Acme Manufacturing' });
    expect(decoded(MeResponse, await wire(server, 'GET', '/api/v1/auth/me', { cookie: admin.cookie })).data?.group_id).toBe('3001');
    decoded(SignOutResponse, await wire(server, 'POST', '/api/v1/auth/sign-out', { cookie: admin.cookie, body: {} }));
  });

  it('answers an unknown e-mail and a wrong password with the same generic message, and blank fields per field', async () => {
    const unknown = await wire(server, 'POST', '/api/v1/auth/sign-in', { body: { email: 'nobody@example.com', password: 'DemoRep#2026' } });
    const wrong = await wire(server, 'POST', '/api/v1/auth/sign-in', { body: { email: REP_A.email, password: 'wrong' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(fieldErrors(unknown)).toEqual({ sign_in: Messages.invalidCredentials });
    // The same answer either way; only the request's own id (X-Request-Id, docs/adr/0015) differs.
    const answered = ({ request_id: _id, ...rest }: Record<string, unknown>) => rest;
    expect(answered(wrong.body as Record<string, unknown>)).toEqual(answered(unknown.body as Record<string, unknown>));
    const blank = await wire(server, 'POST', '/api/v1/auth/sign-in', { body: { email: ' ', password: '' } });
    expect(blank.status).toBe(422);
    expect(fieldErrors(blank)).toEqual({ email: Messages.fieldRequired, password: Messages.fieldRequired });
  });

  it("serves a rep its own groups, portals and members across its groups, decoded", async () => {
    const cookie = await signInCookie(server, REP_A);
    const groups = decoded(GetAgentGroupsResponse, await wire(server, 'GET', '/api/v1/get-agent-groups?agent_id=1001', { cookie })).data;
    expect(groups.map((g) => g.gid).sort()).toEqual(['2556', '3001']);
    const portals = decoded(GetEnrollmentPlatformsResponse, await wire(server, 'GET', '/api/v1/get-enrollment-platforms?agent_id=1001', { cookie })).data;
    expect(portals.map((p) => p.platform_group_id)).toEqual(['501', '502', '503']);
    expect(portals[0]).toEqual({ platform_name: 'Individual & Family Portal', platform_code: 'IFP', platform_group_id: '501' });

    const members = decoded(GetMembersResponse, await wire(server, 'GET', '/api/v1/get-agent-members?agent_id=1001', { cookie })).data;
    expect(members.map((m) => m.user_id).sort()).toEqual(['7001', '7002', '7003', '7004', '7005', '7006']);
    const maria = members.find((m) => m.user_id === '7001')!;
    expect(maria).toMatchObject({
      name: 'Maria Gonzalez',
      dob: '04/12/1984',
      policy_id: 'POL-100701',
      email: 'maria.gonzalez@mail.example',
      ssn: 'xxx-xx-8301',
      group_info: { group_id: '3001', group_name: 'Acme Manufacturing' },
    });
    expect(maria.plan_info).toContainEqual({ plan: '121', plan_name: 'ClearView Vision', plan_status: 'TERMED' });
    expect(members.find((m) => m.user_id === '7005')!.group_info).toBeNull();
    expect(members.every((m) => /^xxx-xx-\d{4}$/.test(m.ssn))).toBe(true);

    const acme = decoded(GetMembersResponse, await wire(server, 'GET', '/api/v1/get-group-users?group_id=3001', { cookie })).data;
    expect(acme.map((m) => m.user_id).sort()).toEqual(['7001', '7002', '7006']);
    const info = decoded(GetGroupAgentMemberInfoResponse, await wire(server, 'GET', '/api/v1/get-group-agent-member-info?group_id=3001', { cookie })).data;
    expect(info).toMatchObject({ enrollment_type: null, user_info: null, group_info: { group_id: '3001', group_name: 'Acme Manufacturing' } });
    expect(info.platforms.map((p) => p.platform_group_id)).toEqual(['503']);

    // The adapters read the same answers into the application's own terms.
    const directory = httpMemberDirectory(await signedInClient(REP_A));
    expect((await directory.groupsOfAgent('1001'))._unsafeUnwrap()).toContainEqual({ groupId: '3001', name: 'Acme Manufacturing' });
    expect((await directory.portals({ agentId: '1001' }))._unsafeUnwrap()).toHaveLength(3);
    const viaAdapter = (await directory.membersOfAgent('1001'))._unsafeUnwrap();
    expect(viaAdapter.find((m) => m.userId === '7001')).toMatchObject({ maskedSsn: 'xxx-xx-8301', group: { groupId: '3001' } });
    expect((await directory.membersOfGroup('2556'))._unsafeUnwrap().map((m) => m.userId).sort()).toEqual(['7003', '7004']);
  });

  it("quotes a current member from the member's own zip, dob and gender, and moves the quote to another portal", async () => {
    const cookie = await signInCookie(server, REP_A);
    const noTier = await wire(server, 'POST', '/api/v1/add-filter-for-existing-user', { cookie, body: { user_id: '7001', tier: '' } });
    expect(noTier.status).toBe(422);
    expect(fieldErrors(noTier)).toEqual({ tier: Messages.invalidTier });

    const created = await wire(server, 'POST', '/api/v1/add-filter-for-existing-user', {
      cookie,
      body: { user_id: '7001', tier: 'IS', eprocess: 'rep', agent_id: '1001', group_id: '3001', policy_id: 'POL-100701', open_type: 'agent' },
    });
    const { data } = decoded(AddFilterForExistingUserResponse, created);
    expect(data.portal_id).toBe('503');
    const tempId = data.temp_enrollment_id;

    const filter = await wire(server, 'GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, { cookie });
    expect((filter.body as { data: { result: unknown } }).data.result).toMatchObject({ zip: '75024', dob: '04/12/1984', gender: '1', tier: 'IS', state: 'TX' });

    const info = decoded(GetGroupAgentMemberInfoResponse, await wire(server, 'GET', `/api/v1/get-group-agent-member-info?enrollment_id=${tempId}`, { cookie })).data;
    expect(info.enrollment_type).toBe('existing-member');
    expect(info.user_info).toMatchObject({ user_id: '7001', ssn: 'xxx-xx-8301' });
    expect(info.group_info).toEqual({ group_id: '3001', group_name: 'Acme Manufacturing', group_code: 'ACME2024' });

    const moved = await wire(server, 'POST', '/api/v1/update-filter-portal', { cookie, body: { enrollment_id: tempId, group_id: '2556', platform_group_id: '501' } });
    expect(decoded(UpdateFilterPortalResponse, moved).data).toEqual({ temp_enrollment_id: tempId, group_id: '2556', platform_group_id: '501' });
    // Another rep's portal or group is not found; neither is the enrollment for another session.
    expect((await wire(server, 'POST', '/api/v1/update-filter-portal', { cookie, body: { enrollment_id: tempId, platform_group_id: '504' } })).status).toBe(404);
    expect((await wire(server, 'POST', '/api/v1/update-filter-portal', { cookie, body: { enrollment_id: tempId, group_id: '2512', platform_group_id: '501' } })).status).toBe(404);
    const otherRep = await signInCookie(server, REP_B);
    expect((await wire(server, 'POST', '/api/v1/update-filter-portal', { cookie: otherRep, body: { enrollment_id: tempId, platform_group_id: '504' } })).status).toBe(404);
    const noPortal = await wire(server, 'POST', '/api/v1/update-filter-portal', { cookie, body: { enrollment_id: tempId } });
    expect(fieldErrors(noPortal)).toEqual({ platform_group_id: Messages.choosePlatform });

    // Through the adapter.
    const directory = httpMemberDirectory(await signedInClient(REP_A));
    const quote = (await directory.startExistingMemberQuote({ userId: '7005', tier: 'IO', eprocess: 'rep', agentId: '1001' }))._unsafeUnwrap();
    expect(quote).toMatchObject({ portalId: '501', state: 'TX' });
    expect((await directory.enrollmentMemberInfo({ tempId: quote.tempId }))._unsafeUnwrap()).toMatchObject({ enrollType: 'existing-member', member: { userId: '7005' } });
    (await directory.setEnrollmentPortal(quote.tempId, '502'))._unsafeUnwrap();
  });

  it("keeps rep A out of rep B's members, groups and portals, whatever ids or headers it sends", async () => {
    const cookie = await signInCookie(server, REP_A);
    const forB = { cookie, headers: { agent_id: '1002', group_id: '2512' } };
    for (const path of [
      '/api/v1/get-agent-members?agent_id=1002',
      '/api/v1/get-agent-groups?agent_id=1002',
      '/api/v1/get-enrollment-platforms?agent_id=1002',
      '/api/v1/get-group-users?group_id=2512',
      '/api/v1/get-group-users?group_id=3002',
      '/api/v1/get-group-agent-member-info?group_id=2512',
    ]) {
      const res = await wire(server, 'GET', path, forB);
      expect(res.status, path).toBe(404);
      decoded(ErrorEnvelope, res);
    }
    const read = await wire(server, 'POST', '/api/v1/add-filter-for-existing-user', { ...forB, body: { user_id: '7007', tier: 'IO', agent_id: '1002', group_id: '2512' } });
    expect(read.status).toBe(404);
    expect(read.text).not.toContain('Grace');
    // Rep A's own list never includes B's members, and B's list never includes A's.
    const mine = decoded(GetMembersResponse, await wire(server, 'GET', '/api/v1/get-agent-members', forB)).data;
    expect(mine.some((m) => ['7007', '7008', '7009'].includes(m.user_id))).toBe(false);
    const theirs = decoded(GetMembersResponse, await wire(server, 'GET', '/api/v1/get-agent-members?agent_id=1002', { cookie: await signInCookie(server, REP_B) })).data;
    expect(theirs.map((m) => m.user_id).sort()).toEqual(['7007', '7008', '7009']);

    const directory = httpMemberDirectory(await signedInClient(REP_A));
    expect((await directory.membersOfAgent('1002'))._unsafeUnwrapErr().kind).toBe('not-found');
  });

  it('serves an anonymous visitor nothing: 401 everywhere, even with agent and group headers', async () => {
    const anonymous = await wire(server, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' } });
    for (const cookie of [undefined, anonymous.cookie]) {
      const hints = { cookie, headers: { agent_id: '1001', uid: '7001', group_id: '3001' } };
      for (const path of [
        '/api/v1/get-agent-members?agent_id=1001',
        '/api/v1/get-agent-groups?agent_id=1001',
        '/api/v1/get-enrollment-platforms?agent_id=1001',
        '/api/v1/get-group-users?group_id=3001',
        '/api/v1/get-group-agent-member-info?group_id=3001',
      ]) {
        const res = await wire(server, 'GET', path, hints);
        expect(res.status, path).toBe(401);
        expect(fieldErrors(res)).toEqual({ session: Messages.signInRequired });
      }
      for (const [path, body] of [
        ['/api/v1/add-filter-for-existing-user', { user_id: '7001', tier: 'IO', eprocess: 'rep', agent_id: '1001' }],
        ['/api/v1/update-filter-portal', { enrollment_id: 'x', platform_group_id: '501' }],
      ] as const) {
        expect((await wire(server, 'POST', path, { ...hints, body })).status, path).toBe(401);
      }
    }
    const directory = httpMemberDirectory(apiClient(undiciTransport(server.url, cookieJar())));
    expect((await directory.membersOfAgent('1001'))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden', message: Messages.signInRequired });
  });

  it("shows a group administrator its own group's members and portals only", async () => {
    const cookie = await signInCookie(server, ADMIN);
    const own = decoded(GetMembersResponse, await wire(server, 'GET', '/api/v1/get-group-users?group_id=3001', { cookie })).data;
    expect(own.map((m) => m.user_id).sort()).toEqual(['7001', '7002', '7006']);
    expect(own.every((m) => m.group_info?.group_id === '3001')).toBe(true);
    const portals = decoded(GetEnrollmentPlatformsResponse, await wire(server, 'GET', '/api/v1/get-enrollment-platforms?group_id=3001', { cookie })).data;
    expect(portals.map((p) => p.platform_group_id)).toEqual(['503']);

    // Its rep's other group, the rep's member list and groups, another rep's group: not found.
    for (const path of ['/api/v1/get-group-users?group_id=2556', '/api/v1/get-group-users?group_id=2512', '/api/v1/get-agent-members?agent_id=1001', '/api/v1/get-agent-groups?agent_id=1001']) {
      expect((await wire(server, 'GET', path, { cookie })).status, path).toBe(404);
    }
    expect((await wire(server, 'POST', '/api/v1/add-filter-for-existing-user', { cookie, body: { user_id: '7003', tier: 'IO' } })).status).toBe(404);
    const mine = await wire(server, 'POST', '/api/v1/add-filter-for-existing-user', { cookie, body: { user_id: '7002', tier: 'IO', eprocess: 'group', group_id: '3001' } });
    expect(decoded(AddFilterForExistingUserResponse, mine).data.portal_id).toBe('503');
  });

  it('rotates the session cookie at sign-in and sign-out; the old cookie no longer works', async () => {
    const before = await wire(server, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' } });
    const oldCookie = before.cookie!;
    const tempId = (before.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;

    const signedIn = await wire(server, 'POST', '/api/v1/auth/sign-in', { cookie: oldCookie, body: REP_A });
    const newCookie = signedIn.cookie!;
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(oldCookie);
    expect(decoded(MeResponse, await wire(server, 'GET', '/api/v1/auth/me', { cookie: oldCookie })).data).toBeNull();
    expect((await wire(server, 'GET', '/api/v1/get-agent-members', { cookie: oldCookie })).status).toBe(401);
    expect((await wire(server, 'GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, { cookie: oldCookie })).status).toBe(404);
    // The quote started before signing in moved with the visitor.
    expect((await wire(server, 'GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, { cookie: newCookie })).status).toBe(200);
    expect((await wire(server, 'GET', '/api/v1/get-agent-members', { cookie: newCookie })).status).toBe(200);

    const memberQuote = await wire(server, 'POST', '/api/v1/add-filter-for-existing-user', { cookie: newCookie, body: { user_id: '7004', tier: 'IO' } });
    const memberTempId = decoded(AddFilterForExistingUserResponse, memberQuote).data.temp_enrollment_id;
    const signedOut = await wire(server, 'POST', '/api/v1/auth/sign-out', { cookie: newCookie, body: {} });
    expect(signedOut.cookie).toBeDefined();
    expect(signedOut.cookie).not.toBe(newCookie);
    expect((await wire(server, 'GET', '/api/v1/get-agent-members', { cookie: newCookie })).status).toBe(401);
    expect(decoded(MeResponse, await wire(server, 'GET', '/api/v1/auth/me', { cookie: signedOut.cookie })).data).toBeNull();
    // What the rep quoted for a member does not follow into the anonymous session after sign-out.
    const leftBehind = await wire(server, 'GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${memberTempId}&column=filter_info`, { cookie: signedOut.cookie });
    expect(leftBehind.status).toBe(404);
  });

  it('never sends a full SSN and keeps SSNs encrypted at rest', async () => {
    expect(seen.length).toBeGreaterThan(20);
    const ssns = DEMO_MEMBERS.map((m) => m.ssn);
    for (const body of seen) for (const ssn of ssns) expect(body).not.toContain(ssn);
    const rows = await server.db.query<{ ssn_encrypted: string }>('SELECT ssn_encrypted FROM members');
    expect(rows).toHaveLength(DEMO_MEMBERS.length);
    for (const row of rows) {
      expect(row.ssn_encrypted).toMatch(/^v1:/);
      for (const ssn of ssns) expect(row.ssn_encrypted).not.toContain(ssn);
    }
    const columns = await server.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'members' AND column_name LIKE '%ssn%' AND table_schema = current_schema()",
    );
    expect(columns.map((c) => c.column_name)).toEqual(['ssn_encrypted']);
  });

  it('rate-limits failed sign-ins per e-mail and address, even for the right password, until the window passes', async () => {
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInAccount.max; i += 1) {
      expect((await wire(server, 'POST', '/api/v1/auth/sign-in', { body: { email: REP_B.email, password: `guess-${i}` } })).status).toBe(401);
    }
    const locked = await wire(server, 'POST', '/api/v1/auth/sign-in', { body: { email: REP_B.email, password: 'guess-again' } });
    expect(locked.status).toBe(429);
    expect(fieldErrors(locked)).toEqual({ sign_in: Messages.tooManyAttempts });
    expect((await wire(server, 'POST', '/api/v1/auth/sign-in', { body: REP_B })).status).toBe(429);
    // Another account from the same address is not affected.
    expect((await wire(server, 'POST', '/api/v1/auth/sign-in', { body: REP_A })).status).toBe(200);

    const auth = httpAuthGateway(apiClient(undiciTransport(server.url, cookieJar())));
    expect((await auth.signIn(REP_B.email, REP_B.password))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { sign_in: Messages.tooManyAttempts } });

    clock = new Date(START.getTime() + 16 * 60_000);
    expect((await wire(server, 'POST', '/api/v1/auth/sign-in', { body: REP_B })).status).toBe(200);
  });
});
