import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, httpSupportDesk } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { supportAuthorization } from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { createSupportToken } from '@benefit-store/server';
import { fieldsOfError, http } from '../support/http.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

const postgres = await postgresSuiteEnabled('support contract');
const backends: Backend[] = ['pglite', ...(postgres ? (['postgres'] as const) : [])];

describe.each(backends)('support endpoints (%s)', (backend) => {
  let server: TestServer;
  let token: string;
  let id: string;
  let cookie: string | undefined;
  const desk = (withToken = token) => httpSupportDesk(apiClient(undiciTransport(server.url, cookieJar()), () => supportAuthorization(withToken)));

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ token } = await server.db.transaction((tx) => createSupportToken(tx, 'Lee Park')));
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IS', eprocess: 'applicant' } });
    cookie = started.cookie;
    id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    expect((await http(server.url, 'PUT', `/api/v1/change-filter-info/${id}`, { cookie, body: { dob: '01/15/2015' } })).status).toBe(422);
    // A saved personal section, as the wizard will save it.
    await server.db.query(`UPDATE temp_enrollments SET primary_info = $2 WHERE id = $1`, [id, { first_name: 'Ann', ssn: '123456789', email_address: 'ann@example.com', phone_number: '2145550100' }]);
  });
  afterAll(async () => server?.close());

  it('lists the enrollment as stuck with its last step and its last refusal', async () => {
    const stuck = (await desk().stuck(0))._unsafeUnwrap();
    expect(stuck.olderThanMinutes).toBe(0);
    expect(stuck.enrollments.find((e) => e.enrollmentId === id)).toMatchObject({
      status: 'shopping',
      lastStep: 'add-filter-for-new-user',
      lastRefusal: { type: 'change-filter-info', fields: { dob: Messages.minimumAge } },
    });
    expect((await desk().stuck(undefined))._unsafeUnwrap().enrollments.map((e) => e.enrollmentId)).not.toContain(id);
    // The CLI parses the duration before asking; the server still refuses one it cannot read.
    const unreadable = await http(server.url, 'GET', '/api/v1/support/stuck?older_than=later', { headers: supportAuthorization(token) });
    expect(unreadable.status).toBe(422);
    expect(fieldsOfError(unreadable)).toEqual({ older_than: Messages.invalidDuration });
  });

  it('inspects it with the tabs by the domain rules and personal data masked', async () => {
    const inspected = (await desk().inspect(id))._unsafeUnwrap();
    expect(inspected.tabs.find((t) => t.tab === 'primary_info')).toEqual({ tab: 'primary_info', required: true, state: 'saved', saved: true });
    expect(inspected.tabs.find((t) => t.tab === 'dependent_info')).toMatchObject({ required: true, state: 'missing' }); // tier IS
    expect(inspected.sections.primary_info).toEqual({ first_name: 'Ann', ssn: '*****6789', email_address: '***********.com', phone_number: '******0100' });
    expect(JSON.stringify(inspected)).not.toMatch(/123456789|ann@example\.com|2145550100/);
    expect(inspected.journal.map((j) => [j.type, j.outcome])).toEqual([
      ['add-filter-for-new-user', 'ok'],
      ['change-filter-info', 'rejected'],
    ]);
    expect((await desk().inspect('nobody'))._unsafeUnwrapErr().kind).toBe('not-found');
  });

  it('replays through the command runner: a dry run changes nothing, a fixed enrollment goes through', async () => {
    const dry = (await desk().replay(id, { dryRun: true }))._unsafeUnwrap();
    expect(dry).toEqual({ enrollmentId: id, dryRun: true, finished: false, steps: [{ type: 'change-filter-info', outcome: 'refused', fields: { dob: Messages.minimumAge } }], stoppedAt: 'change-filter-info' });
    expect((await http(server.url, 'PUT', `/api/v1/change-filter-info/${id}`, { cookie, body: { dob: '01/15/1980' } })).status).toBe(200);
    const run = (await desk().replay(id, { dryRun: false }))._unsafeUnwrap();
    expect(run.steps).toEqual([{ type: 'change-filter-info', outcome: 'applied', fields: {} }]);
    expect((await desk().replay(id, { dryRun: false, from: 'sideways' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fields: { from: Messages.invalidValue } });
  });

  it('refuses a wrong token with 401 field errors', async () => {
    expect((await desk('bst_wrong').stuck(undefined))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fields: { authorization: Messages.supportTokenRequired } });
  });
});
