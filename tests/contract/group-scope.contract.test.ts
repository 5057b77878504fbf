import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { fieldsOfError, http } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ADMIN = { email: 'hr@acme.example', password: 'DemoGroup#2026' };
const REP = { email: 'morgan.lee@leeinsurance.example', password: 'DemoRep#2026' };

/** A group administrator files enrollments under its own group only; a rep under its own groups only. */
describe('whose group an enrollment is filed under', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = async (who: { email: string; password: string }) => (await http(server.url, 'POST', '/api/v1/auth/sign-in', { body: who })).cookie!;
  const groupOf = async (cookie: string, tempId: string) =>
    ((await http(server.url, 'GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=group_id`, { cookie })).body as { data: { result: string } }).data
      .result;

  it("refuses a group administrator's member quote under another group, and files it under its own", async () => {
    const cookie = await signIn(ADMIN);
    // Lone Star Logistics (2556) is sold by the same rep as Acme, but it is not Acme's administrator's group.
    const foreign = await http(server.url, 'POST', '/api/v1/add-filter-for-member', { cookie, body: { user_id: '7001', tier: 'IO', group_id: '2556' } });
    expect(foreign.status).toBe(404);
    expect(fieldsOfError(foreign)).toEqual({ group_id: Messages.groupNotFound });

    const own = await http(server.url, 'POST', '/api/v1/add-filter-for-member', { cookie, body: { user_id: '7001', tier: 'IO', group_id: '3001' } });
    expect(own.status, own.text).toBe(200);
    expect(await groupOf(cookie, (own.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id)).toBe('3001');

    const newUser = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', {
      cookie,
      body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', group_id: '2556' },
    });
    expect(newUser.status).toBe(404);
    const ownNew = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { cookie, body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' } });
    expect(await groupOf(cookie, (ownNew.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id)).toBe('3001');
  });

  it("refuses a rep's quote under a group the rep did not sell", async () => {
    const cookie = await signIn(REP);
    const foreign = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', {
      cookie,
      body: { zip: '02210', dob: '01/15/1985', gender: '0', tier: 'IO', group_id: '3001' },
    });
    expect(foreign.status).toBe(404);
    const own = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', {
      cookie,
      body: { zip: '02210', dob: '01/15/1985', gender: '0', tier: 'IO', group_id: '2512' },
    });
    expect(own.status, own.text).toBe(200);
  });
});
