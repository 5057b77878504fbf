import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { DEFAULT_SESSION_POLICY } from '@benefit-store/server';
import { fieldsOfError, http, type Answer } from '../support/http.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

const START = new Date('2026-11-22T09:00:00Z');
const MINUTE = 60_000;
/** Every Set-Cookie line of an answer. */
const setCookies = (answer: Answer): string[] => [answer.headers['set-cookie'] ?? []].flat();
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('sessions contract')) ? (['postgres'] as const) : [])];

const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };
const QUOTE = { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' };

describe.each(backends)('sessions on %s (docs/adr/0003)', (backend) => {
  let server: TestServer;
  let clock = START;
  const get = (path: string, cookie?: string) => http(server.url, 'GET', path, { cookie });
  const post = (path: string, body: unknown, cookie?: string) => http(server.url, 'POST', path, { cookie, body });
  const sessionRows = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0]!.n;
  const signIn = async () => {
    const answer = await post('/api/v1/auth/sign-in', REP);
    expect(answer.status, answer.text).toBe(200);
    return answer.cookie!;
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates no session for requests that need none: catalogue, site lookups, images, health', async () => {
    const before = await sessionRows();
    const paths = [
      '/api/v1/get-common-menu',
      '/api/v1/get-featured-plans',
      '/api/v1/get-homepage-plan',
      '/api/v1/get-default-info',
      '/api/v1/validate-agent?agent_code=REP1001',
      '/api/v1/validate-landing-page?landing_page=jordan-avery',
      '/benefit-service/recommendation/popularity',
      '/media/categories/medical.svg',
      '/healthz',
    ];
    for (let round = 0; round < 5; round += 1) {
      for (const path of paths) {
        const answer = await get(path);
        expect(answer.status, path).toBeLessThan(300);
        expect(answer.headers['set-cookie'], path).toBeUndefined();
      }
    }
    // Reading an enrollment without a session owns nothing: 404, and still no session.
    const read = await get('/api/v1/get-cart-count?enrollment_id=some-id');
    expect(read.status).toBe(404);
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(before);
  });

  it('issues a session when a quote is started, and stores only its hash', async () => {
    const started = await post('/api/v1/add-filter-for-new-user', QUOTE);
    expect(started.status).toBe(200);
    expect(started.cookie).toMatch(/^bs_session=.+/);
    const id = decodeURIComponent(started.cookie!.slice('bs_session='.length)).split('.')[0]!;
    const stored = await server.db.query<{ id: string }>('SELECT id FROM sessions');
    expect(stored.some((row) => row.id.includes(id))).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
    // (The store's first start journaled its catalogue import as system:first-start: not a session.)
    const journal = await server.db.query<{ actor: string }>("SELECT actor FROM enrollment_events WHERE actor <> 'system:first-start'");
    expect(journal.length).toBeGreaterThan(0);
    expect(journal.every((row) => !row.actor.includes(id) && /^session:[0-9a-f]{64}$/.test(row.actor))).toBe(true);
  });

  it('ends a signed-in session after the idle timeout with 401, and asks to sign in again', async () => {
    clock = START;
    const cookie = await signIn();
    clock = new Date(clock.getTime() + (DEFAULT_SESSION_POLICY.idleMinutes - 1) * MINUTE);
    expect((await get('/api/v1/auth/me', cookie)).status).toBe(200);
    clock = new Date(clock.getTime() + (DEFAULT_SESSION_POLICY.idleMinutes + 1) * MINUTE);
    const expired = await get('/api/v1/get-agent-members', cookie);
    expect(expired.status).toBe(401);
    expect(fieldsOfError(expired)).toEqual({ session: Messages.sessionExpired });
    expect(expired.cookie).toBe('bs_session=');
    expect((await get('/api/v1/auth/me', cookie)).status).toBe(401);
  });

  it('keeps telling a browser whose signed-in session expired that it did, whichever of its tabs heard it first', async () => {
    clock = START;
    const cookie = await signIn();
    clock = new Date(clock.getTime() + (DEFAULT_SESSION_POLICY.idleMinutes + 1) * MINUTE);
    // One tab's request hears it: the session's cookie is cleared, and the browser keeps that it expired.
    const heard = await get('/api/v1/get-agent-members', cookie);
    expect(fieldsOfError(heard)).toEqual({ session: Messages.sessionExpired });
    const flag = setCookies(heard).find((line) => line.startsWith('bs_expired='));
    expect(flag).toMatch(/^bs_expired=1; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);
    // Another tab, whose script never saw that answer, now sends no session: it is told the session expired too.
    const other = await get('/api/v1/get-agent-members', 'bs_expired=1');
    expect(other.status).toBe(401);
    expect(fieldsOfError(other)).toEqual({ session: Messages.sessionExpired });
    // A browser that never signed in is asked to sign in, as before; so is one whose flag is not the server's.
    expect(fieldsOfError(await get('/api/v1/get-agent-members'))).toEqual({ session: Messages.signInRequired });
    expect(fieldsOfError(await get('/api/v1/get-agent-members', 'bs_expired=yes'))).toEqual({ session: Messages.signInRequired });
    // Pages anyone may read stay open to it.
    expect((await get('/api/v1/get-states', 'bs_expired=1')).status).toBe(200);
    // Signing in again forgets it.
    const again = await http(server.url, 'POST', '/api/v1/auth/sign-in', { cookie: 'bs_expired=1', body: REP });
    expect(again.status).toBe(200);
    expect(setCookies(again).find((line) => line.startsWith('bs_expired='))).toMatch(/^bs_expired=; Max-Age=0; Path=\//);
    // So does signing out (a browser that signed out is asked to sign in, not told that something expired).
    const out = await http(server.url, 'POST', '/api/v1/auth/sign-out', { cookie: `${again.cookie!}; bs_expired=1` });
    expect(setCookies(out).find((line) => line.startsWith('bs_expired='))).toMatch(/^bs_expired=; Max-Age=0; Path=\//);
  });

  it('ends a busy signed-in session after the absolute timeout', async () => {
    clock = START;
    const cookie = await signIn();
    const hours = DEFAULT_SESSION_POLICY.absoluteHours;
    for (let minutes = 20; minutes < hours * 60; minutes += 20) {
      clock = new Date(START.getTime() + minutes * MINUTE);
      expect((await get('/api/v1/auth/me', cookie)).status, `after ${minutes} minutes`).toBe(200);
    }
    clock = new Date(START.getTime() + (hours * 60 + 1) * MINUTE);
    expect((await get('/api/v1/auth/me', cookie)).status).toBe(401);
  });

  it('keeps an anonymous quote for as long as the cookie lives', async () => {
    clock = START;
    const started = await post('/api/v1/add-filter-for-new-user', QUOTE);
    const tempId = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const days = DEFAULT_SESSION_POLICY.anonymousDays;
    clock = new Date(START.getTime() + (days - 1) * 24 * 60 * MINUTE);
    expect((await get(`/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, started.cookie)).status).toBe(200);
    clock = new Date(clock.getTime() + (days + 1) * 24 * 60 * MINUTE);
    expect((await get(`/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, started.cookie)).status).toBe(404);
  });

  it("keeps a rep's enrollment for the rep across sessions, and away from the next person on the browser", async () => {
    clock = START;
    const first = await signIn();
    const started = await post('/api/v1/add-filter-for-existing-user', { user_id: '7001', tier: 'IO' }, first);
    expect(started.status, started.text).toBe(200);
    const tempId = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const read = (cookie?: string) => get(`/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=type`, cookie);

    const signedOut = await post('/api/v1/auth/sign-out', {}, first);
    expect(signedOut.status).toBe(200);
    expect(signedOut.cookie).toBe('bs_session=');
    expect((await read(first)).status).toBe(404);

    clock = new Date(START.getTime() + 10 * MINUTE);
    const again = await signIn();
    expect((await read(again)).status).toBe(200);
  });

  it('sweeps expired sessions', async () => {
    clock = START;
    await signIn();
    await post('/api/v1/add-filter-for-new-user', QUOTE);
    const before = await sessionRows();
    // Past every session this suite made, including the ones earlier tests kept alive for weeks.
    clock = new Date(START.getTime() + 3 * DEFAULT_SESSION_POLICY.anonymousDays * 24 * 60 * MINUTE);
    await server.app.sweepExpired();
    expect(await sessionRows()).toBeLessThan(before);
    expect(await sessionRows()).toBe(0);
    // The enrollments stay: reachable by their account, or later by their resume code.
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM temp_enrollments'))[0]!.n).toBeGreaterThan(0);
  });
});
