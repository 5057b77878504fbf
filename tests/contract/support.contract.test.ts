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
    // A saved personal section, in the shape the wizard's save stores (its values are not all a save would accept).
    await server.db.query(`UPDATE temp_enrollments SET primary_info = $2 WHERE id = $1`, [
      id,
      { status: 'saved', data: { first_name: 'Ann', ssn: '123456789', email_address: 'ann@example.com', phone_number: '2145550100' } },
    ]);
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
    expect(inspected.sections.primary_info).toEqual({ status: 'saved', data: { first_name: 'Ann', ssn: '*****6789', email_address: '***********.com', phone_number: '******0100' } });
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
    // The filter change goes through; the saved personal section is re-run through its save, which refuses what it lacks.
    expect(run.steps[0]).toEqual({ type: 'change-filter-info', outcome: 'applied', fields: {} });
    expect(run.steps[1]).toMatchObject({ type: 'save-personal-info', tab: 'primary_info', outcome: 'refused', fields: { last_name: Messages.fieldRequired } });
    expect(run.stoppedAt).toBe('save-personal-info');
    expect((await desk().replay(id, { dryRun: false, from: 'sideways' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fields: { from: Messages.invalidValue } });
  });

  it('journals as refused what the person met: a step the door could not read, a popup check refused by its rules', async () => {
    // A holiday flag the employer step's codec refuses: 422 at the door, before the command runs.
    const door = await http(server.url, 'POST', '/api/v1/save-employer-info', { cookie, body: { enrollment_id: id, name: 'Acme', address1: '1 Main', city: 'Dallas', state: 'TX', zip: '75001', holiday_policy: { Standard_6: 'often' } } });
    expect(door.status).toBe(422);
    expect(fieldsOfError(door)).toHaveProperty(['holiday_policy.Standard_6']);
    const afterDoor = (await desk().stuck(0))._unsafeUnwrap().enrollments.find((e) => e.enrollmentId === id);
    expect(afterDoor?.lastRefusal).toMatchObject({ type: 'save-employer-info', fields: fieldsOfError(door) });
    // The beneficiaries popup refuses a person by the step's rules.
    const popup = await http(server.url, 'POST', '/api/v1/validate-single-beneficiary', { cookie, body: { enrollment_id: id, first_name: '', last_name: 'Lee', relationship: 'Child', beneficiary_percentage: '100' } });
    expect(popup.status).toBe(422);
    const stuck = (await desk().stuck(0))._unsafeUnwrap().enrollments.find((e) => e.enrollmentId === id);
    expect(stuck?.lastRefusal).toMatchObject({ type: 'validate-single-beneficiary', fields: fieldsOfError(popup) });
    // Another session naming the enrollment leaves nothing in its journal.
    const stranger = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', eprocess: 'applicant' } });
    const count = async () => (await server.db.query('SELECT 1 FROM enrollment_events WHERE enrollment_id = $1', [id])).length;
    const before = await count();
    expect((await http(server.url, 'POST', '/api/v1/validate-single-beneficiary', { cookie: stranger.cookie, body: { enrollment_id: id, first_name: '', last_name: 'Lee', relationship: 'Child', beneficiary_percentage: '100' } })).status).toBe(404);
    expect((await http(server.url, 'POST', '/api/v1/save-employer-info', { cookie: stranger.cookie, body: { enrollment_id: id, holiday_policy: { Standard_6: 'often' } } })).status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('refuses a wrong token with 401 field errors', async () => {
    expect((await desk('bst_wrong').stuck(undefined))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fields: { authorization: Messages.supportTokenRequired } });
  });
});
