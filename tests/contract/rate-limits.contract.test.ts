import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { DEFAULT_RATE_LIMITS } from '@benefit-store/server';
import { fieldsOfError, http } from '../support/http.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

// Limits count in fixed windows of wall-clock time: a pinned clock keeps a test inside one window.
const NOW = new Date('2026-11-22T10:01:00Z');
const now = () => NOW;
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('rate limits contract')) ? (['postgres'] as const) : [])];

/** The real limits (docs/adr/0006), each test on a server of its own so that counts start at zero. */
describe.each(backends)('rate limits on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { rateLimits: DEFAULT_RATE_LIMITS, now });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('checks at most five of fifty concurrent wrong passwords for one e-mail; the rest get 429', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http(server.url, 'POST', '/api/v1/auth/sign-in', { body: { email: 'morgan.lee@leeinsurance.example', password: `guess-${i}` } }),
      ),
    );
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(DEFAULT_RATE_LIMITS.signInAccount.max);
    expect(statuses.filter((s) => s === 429).length).toBe(50 - DEFAULT_RATE_LIMITS.signInAccount.max);
    expect(fieldsOfError(attempts.find((a) => a.status === 429)!)).toEqual({ sign_in: Messages.tooManyAttempts });
    // Locked: even the right password is not looked at until the window passes.
    expect((await http(server.url, 'POST', '/api/v1/auth/sign-in', { body: { email: 'morgan.lee@leeinsurance.example', password: 'DemoRep#2026' } })).status).toBe(429);
  });

  it('lets in every one of a dozen right sign-ins of one rep sent at once, as parallel scripts send them', async () => {
    const fresh = await startTestServer(backend, { rateLimits: DEFAULT_RATE_LIMITS, now });
    try {
      const signIn = () => http(fresh.url, 'POST', '/api/v1/auth/sign-in', { body: { email: 'morgan.lee@leeinsurance.example', password: 'DemoRep#2026' } });
      // More at once than the account's limit (5): those over it wait for the ones being checked instead of being
      // refused "Too many failed sign-in attempts" (each was, from the sixth).
      const answers = await Promise.all(Array.from({ length: DEFAULT_RATE_LIMITS.signInAccount.max + 7 }, signIn));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      // None of them counted: five wrong passwords are still checked after them, and the sixth is refused.
      const wrong: number[] = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.signInAccount.max; i += 1) {
        wrong.push((await http(fresh.url, 'POST', '/api/v1/auth/sign-in', { body: { email: 'morgan.lee@leeinsurance.example', password: `guess-${i}` } })).status);
      }
      expect(wrong).toEqual([...Array<number>(DEFAULT_RATE_LIMITS.signInAccount.max).fill(401), 429]);
    } finally {
      await fresh.close();
    }
  });

  it('throttles one address trying many e-mails', async () => {
    const fresh = await startTestServer(backend, { rateLimits: DEFAULT_RATE_LIMITS, now });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        statuses.push((await http(fresh.url, 'POST', '/api/v1/auth/sign-in', { body: { email: `someone-${i}@example.com`, password: 'x' } })).status);
      }
      const limit = DEFAULT_RATE_LIMITS.signInAddress.max;
      expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("counts an office's failed sign-ins against its address, not its reps' right passwords", async () => {
    const fresh = await startTestServer(backend, { rateLimits: DEFAULT_RATE_LIMITS, now });
    try {
      const limit = DEFAULT_RATE_LIMITS.signInAddress.max;
      const signIn = async (email: string, password: string) => (await http(fresh.url, 'POST', '/api/v1/auth/sign-in', { body: { email, password } })).status;
      const rep = () => signIn('morgan.lee@leeinsurance.example', 'DemoRep#2026');
      // More sign-ins from one address than its limit, all right: every one is let in (each was refused from the 21st).
      const rights: number[] = [];
      for (let i = 0; i < limit + 5; i += 1) rights.push(await rep());
      expect(rights.every((s) => s === 200)).toBe(true);
      // Wrong ones still count, and a right one between them takes none of them back.
      const after: number[] = [];
      for (let i = 0; i < limit - 1; i += 1) after.push(await signIn(`someone-${i}@example.com`, 'x'));
      after.push(await rep(), await signIn('someone-last@example.com', 'x'), await signIn('someone-more@example.com', 'x'), await rep());
      expect(after).toEqual([...Array<number>(limit - 1).fill(401), 200, 401, 429, 429]);
    } finally {
      await fresh.close();
    }
  });

  it('limits the quotes one address may start, and what an anonymous visitor may change', async () => {
    const fresh = await startTestServer(backend, {
      now,
      rateLimits: { ...DEFAULT_RATE_LIMITS, newEnrollments: { ...DEFAULT_RATE_LIMITS.newEnrollments, max: 3 }, anonymousWrites: { ...DEFAULT_RATE_LIMITS.anonymousWrites, max: 2 } },
    });
    try {
      const quote = { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' };
      const started = [];
      for (let i = 0; i < 4; i += 1) started.push(await http(fresh.url, 'POST', '/api/v1/add-filter-for-new-user', { body: quote }));
      expect(started.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(fieldsOfError(started[3]!)).toEqual({ request: Messages.tooManyRequests });

      const { cookie } = started[0]!;
      const tempId = (started[0]!.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
      const change = () => http(fresh.url, 'PUT', `/api/v1/change-filter-info/${tempId}`, { cookie, body: { tier: 'IS' } });
      expect([(await change()).status, (await change()).status, (await change()).status]).toEqual([200, 200, 429]);
    } finally {
      await fresh.close();
    }
  });

  it('counts the wrong group codes one address tries, by lookup or for a quote; right ones are not counted until the limit', async () => {
    const fresh = await startTestServer(backend, { now, rateLimits: { ...DEFAULT_RATE_LIMITS, groupCodes: { ...DEFAULT_RATE_LIMITS.groupCodes, max: 3 } } });
    try {
      const lookup = (code: string) => http(fresh.url, 'GET', `/api/v1/validate-group?group_code=${code}`);
      // An employee's right code, as often as they like.
      for (let i = 0; i < 5; i += 1) expect((await lookup('ACME2024')).status).toBe(200);
      const quote = await http(fresh.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' } });
      const enrollment_id = (quote.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
      const join = (group_code: string) => http(fresh.url, 'POST', '/api/v1/set-enrollment-group-code', { cookie: quote.cookie, body: { enrollment_id, group_code } });
      expect((await join('BEACON21')).status).toBe(422);
      expect([(await lookup('BEACON23')).status, (await lookup('BEACON24')).status]).toEqual([204, 204]);
      // Three wrong: the next try is refused whatever the code, by either way in.
      const refused = await lookup('BEACON22');
      expect(refused.status).toBe(429);
      expect(fieldsOfError(refused)).toEqual({ group_code: Messages.tooManyGroupCodes });
      const joined = await join('BEACON22');
      expect(joined.status).toBe(429);
      expect(fieldsOfError(joined)).toEqual({ group_code: Messages.tooManyGroupCodes });
    } finally {
      await fresh.close();
    }
  });

  it('limits the visitor locations one address stores as leads; reading one back is not limited', async () => {
    const fresh = await startTestServer(backend, { now, rateLimits: { ...DEFAULT_RATE_LIMITS, leads: { ...DEFAULT_RATE_LIMITS.leads, max: 2 } } });
    try {
      const lead = (device_id: string, store: boolean) =>
        http(fresh.url, 'GET', `/benefit-service/get-lead-information?${new URLSearchParams({ device_id, web_url: 'http://localhost:8080/jordan-avery', zip_code: '75001', ...(store ? { store_information: '1' } : {}) })}`);
      const stored = [];
      for (const device of ['deviceone0000001', 'devicetwo0000002', 'devicesix0000003']) stored.push(await lead(device, true));
      expect(stored.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(fieldsOfError(stored[2]!)).toEqual({ location: Messages.tooManyRequests });
      const read = await lead('deviceone0000001', false);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ result: { zip_code: '75001' } });
    } finally {
      await fresh.close();
    }
  });
});
