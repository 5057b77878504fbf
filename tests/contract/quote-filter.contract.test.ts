import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFilterGateway, httpPlanCatalog } from '@benefit-store/adapters-http';
import {
  AddFilterForNewUserResponse,
  ErrorEnvelope,
  GetFilteredPlansResponse,
  decode,
} from '@benefit-store/contract';
import { Messages, parseUsDate, type QuoteFilter } from '@benefit-store/domain';
import { migrate } from '@benefit-store/server';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { raw, visitor } from '../support/wire.ts';
import { fieldsOfError, http } from '../support/http.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('contract')) ? (['postgres'] as const) : [])];

const filter = (overrides: Partial<QuoteFilter> = {}): QuoteFilter => ({
  zip: '75001' as QuoteFilter['zip'],
  gender: '0',
  tier: 'IO',
  dob: parseUsDate('01/15/1985')._unsafeUnwrap(),
  ...overrides,
});


describe.each(backends)('quote filter and plans contract on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /healthz with JSON once the database is ready', async () => {
    const health = await raw(server, 'GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: backend });
  });

  it('creates a temporary enrollment and lists plans of several categories for it', async () => {
    const api = visitor(server);
    const saved = (await httpFilterGateway(api).create(filter(), { eprocess: 'applicant', enrollType: 'new-member' }))._unsafeUnwrap();
    expect(saved.tempId).toMatch(/\S{8,}/);
    expect(saved.state).toBe('TX');

    const plans = (await httpPlanCatalog(api).filteredPlans(saved.tempId))._unsafeUnwrap();
    const categories = new Set(plans.map((p) => p.category));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect(plans.every((p) => p.name.length > 0 && p.logo.startsWith('/media/plan-logos/'))).toBe(true);
  });

  it('speaks the exact wire envelopes: success with data.temp_enrollment_id, errors as target_element lists', async () => {
    const created = await raw(server, 'POST', '/api/v1/add-filter-for-new-user', {
      zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IF', eprocess: 'applicant',
    });
    expect(created.status).toBe(200);
    expect(decode(AddFilterForNewUserResponse, created.body).ok).toBe(true);
    expect(String(created.headers['set-cookie'])).toMatch(/bs_session=.+HttpOnly/i);

    const rejected = await raw(server, 'POST', '/api/v1/add-filter-for-new-user', { zip: '7500', dob: '', gender: '', tier: 'IX' });
    expect(rejected.status).toBe(422);
    const envelope = decode(ErrorEnvelope, rejected.body);
    expect(envelope.ok && envelope.value.data).toEqual([
      { target_element: 'zip', error_message: Messages.invalidZip },
      { target_element: 'gender', error_message: Messages.fieldRequired },
      { target_element: 'tier', error_message: Messages.invalidTier },
      { target_element: 'dob', error_message: Messages.fieldRequired },
    ]);
  });

  it('maps server validation to field errors, including a ZIP no state uses and the minimum age', async () => {
    const gateway = httpFilterGateway(visitor(server));
    const minor = await gateway.create(filter({ zip: '00001' as QuoteFilter['zip'], dob: { year: 2010, month: 1, day: 1 } }), { eprocess: 'applicant' });
    expect(minor._unsafeUnwrapErr()).toEqual({
      kind: 'validation',
      fields: { zip: Messages.invalidZip, dob: Messages.minimumAge },
    });
  });

  it('updates the filter through change-filter-info and re-prices the plan list', async () => {
    const api = visitor(server);
    const gateway = httpFilterGateway(api);
    const { tempId } = (await gateway.create(filter(), { eprocess: 'applicant' }))._unsafeUnwrap();
    const ioPlans = (await httpPlanCatalog(api).filteredPlans(tempId))._unsafeUnwrap();
    expect(ioPlans.some((p) => p.category === 'term_life')).toBe(true);

    const updated = (await gateway.update(tempId, filter({ tier: 'IF', zip: '10001' as QuoteFilter['zip'] }), { eprocess: 'applicant' }))._unsafeUnwrap();
    expect(updated).toEqual({ tempId, state: 'NY' });
    expect((await gateway.current(tempId))._unsafeUnwrap()).toMatchObject({ zip: '10001', tier: 'IF', state: 'NY' });
    const familyPlans = (await httpPlanCatalog(api).filteredPlans(tempId))._unsafeUnwrap();
    // Term life is offered to tier IO only.
    expect(familyPlans.some((p) => p.category === 'term_life')).toBe(false);

    const narrowed = await raw(server, 'GET', `/api/v1/get-filtered-plans?enrollment_id=${tempId}&categories=dental`);
    expect(narrowed.status).toBe(404); // a cookie-less caller is another session
    const viaOwner = (await httpPlanCatalog(api).filteredPlans(tempId, ['dental']))._unsafeUnwrap();
    expect(new Set(viaOwner.map((p) => p.category))).toEqual(new Set(['dental']));
  });

  it("hides one session's enrollment from every other session", async () => {
    const owner = visitor(server);
    const { tempId } = (await httpFilterGateway(owner).create(filter(), { eprocess: 'applicant' }))._unsafeUnwrap();
    const stranger = visitor(server);
    expect((await httpPlanCatalog(stranger).filteredPlans(tempId))._unsafeUnwrapErr().kind).toBe('not-found');
    expect((await httpFilterGateway(stranger).current(tempId))._unsafeUnwrapErr().kind).toBe('not-found');
    const hijack = await httpFilterGateway(stranger).update(tempId, filter({ tier: 'IS' }), { eprocess: 'applicant' });
    expect(hijack._unsafeUnwrapErr().kind).toBe('not-found');
    expect((await httpFilterGateway(owner).current(tempId))._unsafeUnwrap().tier).toBe('IO');
  });

  it('ignores a client that claims to be a rep without signing in', async () => {
    const created = await raw(server, 'POST', '/api/v1/add-filter-for-new-user', {
      zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', eprocess: 'rep', agent_id: '1001',
    });
    const id = (created.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const rows = await server.db.query<{ context: { eprocess: string; agent_id: string } }>('SELECT context FROM temp_enrollments WHERE id = $1', [id]);
    expect(rows[0]?.context).toMatchObject({ eprocess: 'applicant', agent_id: '1001' });
  });

  it('starts a new member\'s quote for a visitor who claims to be an existing member: the membership still goes with a plan that needs it', async () => {
    const created = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', {
      body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', type: 'existing-member' },
    });
    const id = (created.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const rows = await server.db.query<{ context: { type: string } }>('SELECT context FROM temp_enrollments WHERE id = $1', [id]);
    expect(rows[0]?.context.type).toBe('new-member');
    // Keystone Optional Life (143) is sold with the $5.00 association membership (901) to a new member.
    const alone = await http(server.url, 'POST', '/api/v1/add-plan-to-cart', { cookie: created.cookie, body: { enrollment_id: id, plan_id: '143', plan_pricing_id: '1430013' } });
    expect(alone.status, alone.text).not.toBe(200);
    const cart = await server.db.query<{ cart: unknown[] }>('SELECT cart FROM temp_enrollments WHERE id = $1', [id]);
    expect(cart[0]?.cart).toEqual([]);
  });

  it("files no visitor's quote under a rep who is not there: an unknown rep is refused by name, and nothing is started", async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM temp_enrollments');
    const created = await raw(server, 'POST', '/api/v1/add-filter-for-new-user', { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', agent_id: '9999' });
    expect(created.status).toBe(404);
    expect(created.body).toMatchObject({ status: 'error', data: [{ target_element: 'agent_id', error_message: Messages.agentNotFound }] });
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM temp_enrollments'))[0]?.n).toBe(before[0]?.n);
  });

  it('keeps the rep a quote already has when the rep is disabled since, and refuses a change to a rep who is not there', async () => {
    const quote = { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', agent_id: '1002' };
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: quote });
    expect(started.status, started.text).toBe(200);
    const id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    await server.db.query("UPDATE agents SET disabled_at = now() WHERE agent_id = '1002'");
    try {
      const change = (body: Record<string, string>) => http(server.url, 'PUT', `/api/v1/change-filter-info/${id}`, { cookie: started.cookie, body });
      expect((await change({ ...quote, tier: 'IS' })).status).toBe(200);
      const elsewhere = await change({ ...quote, agent_id: '9999' });
      expect(elsewhere.status).toBe(404);
      expect(fieldsOfError(elsewhere)).toEqual({ agent_id: Messages.agentNotFound });
      const rows = await server.db.query<{ context: { agent_id: string }; filter: { tier: string } }>('SELECT context, filter FROM temp_enrollments WHERE id = $1', [id]);
      expect(rows[0]).toMatchObject({ context: { agent_id: '1002' }, filter: { tier: 'IS' } });
    } finally {
      await server.db.query("UPDATE agents SET disabled_at = NULL WHERE agent_id = '1002'");
    }
  });

  it("files a visitor's quote under a group, or a group's own portal, only when that group is open to them", async () => {
    const quote = { zip: '02114', dob: '01/15/1985', gender: '0', tier: 'IO' };
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM temp_enrollments'))[0]?.n;
    const before = await count();
    const start = (body: Record<string, string>, cookie?: string) => http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { cookie, body: { ...quote, ...body } });

    // Beacon Hill Bakery has no public site: its id alone (read off a group lookup) is not a way in, nor is a made-up one.
    for (const group_id of ['3002', '99999']) {
      const refused = await start({ group_id, platform_group_id: '504', type: 'new-group-member' });
      expect(refused.status, refused.text).toBe(404);
      expect(fieldsOfError(refused)).toEqual({ group_id: Messages.groupNotFound });
    }
    // Acme's own portal sells Acme's plans: not to a quote of no group, nor with another group.
    for (const hints of [{ platform_group_id: '503' }, { platform_group_id: '503', group_id: '2556' }, { platform_group_id: '77777' }] as Record<string, string>[]) {
      const refused = await start(hints);
      expect(refused.status, refused.text).toBe(404);
      expect(fieldsOfError(refused)).toEqual({ platform_group_id: Messages.portalNotFound });
    }
    expect(await count()).toBe(before);

    // Acme's site is public (its landing page and its domain give this context to anyone), and a rep's own portal goes
    // with any quote, as the rep's referral links hand it out.
    expect((await start({ group_id: '3001', platform_group_id: '503', type: 'new-group-member' })).status).toBe(200);
    expect((await start({ agent_id: '1001', platform_group_id: '501' })).status).toBe(200);

    // The bakery's employee gives its code for a quote; from then on their new quotes may name the bakery.
    const first = await start({});
    const id = (first.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const joined = await http(server.url, 'POST', '/api/v1/set-enrollment-group-code', { cookie: first.cookie, body: { enrollment_id: id, group_code: 'BEACON22' } });
    expect(joined.status, joined.text).toBe(200);
    const again = await start({ group_id: '3002', platform_group_id: '504', type: 'new-group-member' }, first.cookie);
    expect(again.status, again.text).toBe(200);
    const againId = (again.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const rows = await server.db.query<{ context: Record<string, string> }>('SELECT context FROM temp_enrollments WHERE id = $1', [againId]);
    expect(rows[0]?.context).toMatchObject({ group_id: '3002', platform_group_id: '504', type: 'new-group-member' });

    // Another visitor still cannot, and cannot move a quote of theirs into the bakery either.
    const stranger = await start({});
    expect((await start({ group_id: '3002' }, stranger.cookie)).status).toBe(404);
    const strangerId = (stranger.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const moved = await http(server.url, 'PUT', `/api/v1/change-filter-info/${strangerId}`, { cookie: stranger.cookie, body: { ...quote, group_id: '3002' } });
    expect(moved.status, moved.text).toBe(404);
    expect(fieldsOfError(moved)).toEqual({ group_id: Messages.groupNotFound });
  });

  it('journals every mutating call with a redacted payload, and the journal refuses edits', async () => {
    const api = visitor(server);
    const { tempId } = (await httpFilterGateway(api).create(filter(), { eprocess: 'applicant' }))._unsafeUnwrap();
    await httpFilterGateway(api).update(tempId, filter({ zip: '7500' as QuoteFilter['zip'] }), { eprocess: 'applicant' });
    const events = await server.db.query<{ type: string; outcome: string; payload: Record<string, unknown> }>(
      'SELECT type, outcome, payload FROM enrollment_events WHERE enrollment_id = $1 ORDER BY id',
      [tempId],
    );
    expect(events.map((e) => [e.type, e.outcome])).toEqual([
      ['add-filter-for-new-user', 'ok'],
      ['change-filter-info', 'rejected'],
    ]);
    expect(events[0]?.payload).toMatchObject({ zip: '75001', tier: 'IO' });
    await expect(server.db.query('DELETE FROM enrollment_events WHERE enrollment_id = $1', [tempId])).rejects.toThrow(/append-only/);
  });

  it('re-running the migrations changes nothing', async () => {
    expect(await migrate(server.db)).toEqual([]);
  });

  it('answers an unknown API path with the error envelope, never the storefront', async () => {
    const missing = await raw(server, 'GET', '/api/v1/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(decode(ErrorEnvelope, missing.body).ok).toBe(true);
  });

  it('serves recommended plan details from the benefit service by id', async () => {
    const details = await raw(server, 'GET', '/benefit-service/recommendation/plan-details?plan_list=111,121');
    expect(details.status).toBe(200);
    const decoded = decode(GetFilteredPlansResponse, { status: 'success', data: { result: (details.body as { data: unknown }).data } });
    expect(decoded.ok && decoded.value.data.result.map((p) => p.plan_id)).toEqual(['111', '121']);
  });
});
