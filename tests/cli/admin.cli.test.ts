import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { createSupportToken } from '@benefit-store/server';
import { JORDAN, signIn, startEnrollment } from '../support/enrollment-finish.ts';
import { dataOf } from '../support/wizard-journey.ts';
import { fieldsOfError, http } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededDataDir } from '../support/data-dir.ts';
import { runCli, type CliRun } from './cli.ts';

/**
 * Operators from the terminal against the real server (docs/adr/0801-operators.md): a new rep's site, an employer
 * group under it served on a host of its own, found by the storefront's own lookups; bad values refused by option
 * with nothing written; the admin endpoints closed to everyone but operators.
 */
describe('benefit-store admin', () => {
  let dataDir: string;
  let server: TestServer;
  let operatorToken: string;
  let supportToken: string;

  const admin = (args: readonly string[], token = operatorToken): Promise<CliRun> =>
    runCli(['--api', server.url, 'admin', ...args], { BENEFIT_STORE_OPERATOR_TOKEN: token });
  const get = async (path: string) => http(server.url, 'GET', `/api/v1${path}`);
  /** The admin API as a script would call it, with the operator's token. */
  const asOperator = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
    http(server.url, method, `/api/v1/admin${path}`, { body, headers: { authorization: `Bearer ${operatorToken}` } });
  const count = async (table: string) => Number((await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

  beforeAll(async () => {
    dataDir = seededDataDir('benefit-store-admin-');
    // The embedded database is one process's: tokens are written before the server opens it.
    const operator = await runCli(['admin', 'token', 'create', '--name', 'Sam Rivera', '--data-dir', dataDir, '--json']);
    expect(operator.code, operator.stderr).toBe(0);
    operatorToken = (JSON.parse(operator.stdout) as { token: string }).token;
    server = await startTestServer('pglite', { dataDir });
    supportToken = (await createSupportToken(server.db, 'Dana Ortiz')).token;
  });
  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('only an operator may call /api/v1/admin/*: 401 without a token, 403 for support staff and for a signed-in rep', async () => {
    const repSession = await signIn(server, JORDAN.email, JORDAN.password);
    const calls = [
      ['POST', '/api/v1/admin/reps', {}],
      ['PATCH', '/api/v1/admin/reps/REP1001', {}],
      ['POST', '/api/v1/admin/reps/REP1001/disable', {}],
      ['POST', '/api/v1/admin/groups', {}],
      ['PATCH', '/api/v1/admin/groups/ACME2024', {}],
      ['POST', '/api/v1/admin/sites/domains', { group_code: 'ACME2024', host: 'evil.example.com' }],
      ['POST', '/api/v1/admin/catalogue', { document: { plans: [] } }],
      ['GET', '/api/v1/admin/catalogue', undefined],
      ['POST', '/api/v1/admin/users/invite', { email: 'evil@example.com', name: 'Evil', rep_code: 'REP1001' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const none = await http(server.url, method, path, { body });
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(fieldsOfError(none)).toEqual({ authorization: Messages.operatorTokenRequired });
      const staff = await http(server.url, method, path, { body, headers: { authorization: `Bearer ${supportToken}` } });
      expect(staff.status, `${method} ${path} as support`).toBe(403);
      const rep = await http(server.url, method, path, { body, cookie: repSession });
      expect(rep.status, `${method} ${path} as a rep`).toBe(403);
      expect(fieldsOfError(rep)).toEqual({ authorization: Messages.operatorsOnly });
    }
    // And an operator's token opens no support endpoint.
    const stuck = await http(server.url, 'GET', '/api/v1/support/stuck', { headers: { authorization: `Bearer ${operatorToken}` } });
    expect(stuck.status).toBe(403);
    expect(fieldsOfError(stuck)).toEqual({ authorization: Messages.supportStaffOnly });
    // Nothing changed: Acme is still on no host of an attacker's.
    expect((await get(`/get-domainSite-infromation?site_domain=evil.example.com`)).status).toBe(204);
  });

  it('refuses bad values by the option the operator typed, all at once, and writes nothing', async () => {
    const before = await count('agents');
    const run = await admin(['reps', 'add', '--code', 'R1', '--first-name', 'Ana', '--last-name', 'Cruz', '--email', 'ana-at-example', '--phone', '555', '--landing-url', 'ana cruz', '--brand-color', 'teal', '--quote-form', 'wizard']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--code: ${Messages.invalidSiteCode}`);
    expect(run.stderr).toContain(`--email: ${Messages.invalidEmailAddress}`);
    expect(run.stderr).toContain(`--phone: ${Messages.invalidPhone}`);
    expect(run.stderr).toContain(`--landing-url: ${Messages.invalidLandingUrl}`);
    expect(run.stderr).toContain(`--brand-color: ${Messages.invalidColour}`);
    expect(run.stderr).toContain(`--quote-form: ${Messages.invalidQuoteForm}`);
    expect(await count('agents')).toBe(before);
    // The server applies the same rules to a caller that skips the CLI's check, and journals the refusal.
    const direct = await http(server.url, 'POST', '/api/v1/admin/reps', { body: { code: 'REP3003', first_name: 'Ana' }, headers: { authorization: `Bearer ${operatorToken}` } });
    expect(direct.status).toBe(422);
    expect(fieldsOfError(direct)).toMatchObject({ last_name: Messages.fieldRequired, email: Messages.fieldRequired, phone: Messages.fieldRequired });
    expect(await count('agents')).toBe(before);
    const reserved = await asOperator('POST', '/reps', { code: 'REP3003', first_name: 'Ana', last_name: 'Cruz', email: 'ana@cruz.example', phone: '2145550100', landing_url: 'plans' });
    expect(fieldsOfError(reserved)).toEqual({ landing_url: Messages.landingUrlReserved });
  });

  it('sets up a group on list billing offering its own plans: its portal lists them, the public does not, its members are locked to list billing', async () => {
    const added = await admin([
      'groups', 'add', '--code', 'ORCH3003', '--employer', 'Orchard Supply', '--rep', 'REP1001', '--phone', '2145550122',
      '--email', 'hr@orchard.example', '--billing', 'list', '--plans', '131, 132', '--json',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const group = JSON.parse(added.stdout) as { gid: string; portalId: string; billingMode: string; plans: string[] };
    expect(group).toMatchObject({ code: 'ORCH3003', billingMode: 'list', plans: ['131', '132'] });
    const limitedMedical = async (groupCode?: string) => {
      const me = await startEnrollment(server);
      // Its employee joins by the group's code (the group has no public site: docs/adr/0203).
      if (groupCode) expect((await me.post('set-enrollment-group-code', { group_code: groupCode })).status).toBe(200);
      return { me, plans: dataOf<{ result: { plan_id: string }[] }>(await me.get('get-filtered-plans', { categories: 'limitedmed' })).result.map((p) => p.plan_id) };
    };
    const [member, publicly] = await Promise.all([limitedMedical('ORCH3003'), limitedMedical()]);
    expect(member.plans).toEqual(expect.arrayContaining(['131', '132']));
    expect(publicly.plans).not.toContain('131');
    expect(dataOf<{ payment_method: string }>(await member.me.get('get-payment-method')).payment_method).toBe('list');

    // An unknown plan is refused by its option and nothing changes; so is a billing mode the store does not have.
    const [unknown, badBilling] = await Promise.all([
      admin(['groups', 'update', 'ORCH3003', '--plans', '131,999', '--billing', 'stmt']),
      admin(['groups', 'update', 'ORCH3003', '--billing', 'invoice']),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`--plans: ${Messages.plansUnknown('999')}`);
    expect(badBilling.code).toBe(2);
    expect(badBilling.stderr).toContain(`--billing: ${Messages.invalidBillingMode}`);
    const kept = await server.db.query<{ payment_method: string; plans: string[] }>(
      'SELECT payment_method, ARRAY(SELECT plan_id FROM plans WHERE $2 = ANY(portal_ids) ORDER BY plan_id) AS plans FROM groups WHERE gid = $1',
      [group.gid, group.portalId],
    );
    expect(kept).toEqual([{ payment_method: 'list', plans: ['131', '132'] }]);

    // A plan only this group offers is not handed to the public by leaving it out; clearing the billing mode
    // returns members to card or EFT.
    const dropped = await admin(['groups', 'update', 'ORCH3003', '--plans', '132', '--billing', 'none']);
    expect(dropped.code).toBe(2);
    expect(dropped.stderr).toContain(`--plans: ${Messages.plansOnlyHere('131')}`);
    expect((await limitedMedical()).plans).not.toContain('131');
    const changed = await admin(['groups', 'update', 'ORCH3003', '--billing', 'none']);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain('plans offered: 131, 132');
    expect(dataOf<{ payment_method: string }>(await member.me.get('get-payment-method')).payment_method).toBe('cc');
  });

  it('sets up a new rep, a group under them on its own host, changes and disables: the storefront finds each at once', async () => {
    // A logo as an operator has it: a PNG file (1x1 here).
    const logoFile = join(dataDir, 'ana-cruz.png');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    writeFileSync(logoFile, png);
    const added = await admin([
      'reps', 'add', '--logo', logoFile, '--code', 'rep3003', '--first-name', 'Ana', '--last-name', 'Cruz', '--email', 'Ana@CruzBenefits.example',
      '--phone', '(214) 555-0100', '--landing-url', 'ana-cruz', '--brand-color', '#0F766E', '--tagline', 'Plain answers, fair prices.',
    ]);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Rep REP3003 added: Ana Cruz, site /ana-cruz');

    const landing = await get('/validate-landing-page?landing_page=ana-cruz');
    expect(landing.status).toBe(200);
    expect(landing.body).toMatchObject({ data: { type: 'agent', gagent_code: 'REP3003', display_name: 'Ana Cruz', agent_name: 'Ana Cruz' } });
    const agentId = (landing.body as { data: { agent_id: string } }).data.agent_id;
    const info = await get(`/get-agent-landing-page-info?agent_id=${agentId}`);
    expect(JSON.stringify(info.body)).toContain('"brand_color":"#0f766e"');
    const logoUrl = /"logo":"(\/media\/uploads\/[0-9a-f]{64}\.png)"/.exec(JSON.stringify(info.body))?.[1];
    expect(logoUrl).toBeDefined();
    const logo = await fetch(server.url + logoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
    expect(JSON.stringify(info.body)).toContain('"display_phone":"(214) 555-0100"');
    expect((await get('/validate-agent?agent_code=REP3003')).status).toBe(200);

    // Taken codes and addresses are refused by name.
    const again = await asOperator('POST', '/reps', { code: 'rep3003', first_name: 'Ana', last_name: 'Cruz', email: 'a@b.example', phone: '2145550100' });
    expect(again.status).toBe(409);
    expect(fieldsOfError(again)).toEqual({ code: Messages.siteCodeTaken });
    const takenUrl = await asOperator('POST', '/reps', { code: 'REP3004', first_name: 'Bo', last_name: 'Lee', email: 'b@l.example', phone: '2145550101', landing_url: 'Jordan-Avery' });
    expect(fieldsOfError(takenUrl)).toEqual({ landing_url: Messages.landingUrlTaken });

    const group = await admin([
      'groups', 'add', '--code', 'CRUZ3003', '--employer', 'Cruz Roofing', '--rep', 'REP3003', '--phone', '2145550111',
      '--email', 'hr@cruzroofing.example', '--landing-url', 'cruz-roofing', '--state', 'tx', '--zip', '75201', '--json',
    ]);
    expect(group.code, group.stderr).toBe(0);
    expect(JSON.parse(group.stdout)).toMatchObject({ code: 'CRUZ3003', employer: 'Cruz Roofing', repCode: 'REP3003', landingUrl: 'cruz-roofing' });
    expect((await get('/validate-group?group_code=cruz3003')).body).toMatchObject({ data: { name: 'Cruz Roofing', landing_url: 'cruz-roofing' } });

    const host = await admin(['sites', 'domain', 'add', '--group', 'CRUZ3003', '--host', 'Benefits.CruzRoofing.example']);
    expect(host.code, host.stderr).toBe(0);
    const byHost = await get(`/get-domainSite-infromation?site_domain=${Buffer.from('benefits.cruzroofing.example').toString('base64')}`);
    expect(byHost.body).toMatchObject({ data: { gname: 'Cruz Roofing', gcode: 'CRUZ3003', gagent_code: 'REP3003' } });
    const stolen = await asOperator('POST', '/sites/domains', { group_code: 'ACME2024', host: 'benefits.cruzroofing.example' });
    expect(fieldsOfError(stolen)).toEqual({ host: Messages.siteHostTaken });

    const updated = await admin(['reps', 'update', 'REP3003', '--brand-color', '#7c3aed', '--quote-form', 'slides']);
    expect(updated.code, updated.stderr).toBe(0);
    const changed = await get(`/get-agent-landing-page-info?agent_id=${agentId}`);
    expect(JSON.stringify(changed.body)).toContain('"brand_color":"#7c3aed"');
    expect(JSON.stringify(changed.body)).toContain('"landing_variant":"slides"');
    expect(JSON.stringify(changed.body)).toContain('"display_phone":"(214) 555-0100"');
    expect((await asOperator('PATCH', '/reps/REP9999', { tagline: 'x' })).status).toBe(404);
    // A page saved as .png is not an image: refused by what its bytes are, the logo kept.
    const notAnImage = join(dataDir, 'logo.png');
    writeFileSync(notAnImage, '<svg onload="alert(1)"/>');
    const refusedLogo = await admin(['reps', 'update', 'REP3003', '--logo', notAnImage]);
    expect(refusedLogo.code).toBe(2);
    expect(refusedLogo.stderr).toContain(`--logo: ${Messages.invalidLogo}`);
    expect(JSON.stringify((await get(`/get-agent-landing-page-info?agent_id=${agentId}`)).body)).toContain(logoUrl!);

    const disabled = await admin(['reps', 'disable', 'REP3003']);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect((await get('/validate-agent?agent_code=REP3003')).status).toBe(204);
    expect((await get('/validate-landing-page?landing_page=ana-cruz')).status).toBe(204);
    // A shopper whose browser still holds the rep's site: its header answers as for no rep, and no new quote is the rep's.
    expect((await get(`/get-agent-landing-page-info?agent_id=${agentId}`)).status).toBe(204);
    const quote = { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' };
    const underRep = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { ...quote, agent_id: agentId } });
    expect(underRep.status).toBe(404);
    expect(fieldsOfError(underRep)).toEqual({ agent_id: Messages.agentNotFound });
    // The group the rep set up still enrolls its employees.
    const groupId = dataOf<{ group_id: string }>(await get('/validate-group?group_code=CRUZ3003')).group_id;
    const underGroup = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { ...quote, agent_id: agentId, group_id: groupId } });
    expect(underGroup.status, underGroup.text).toBe(200);

    const journal = await server.db.query<{ actor: string; type: string; outcome: string }>(
      // (The store's own first start imported the demo catalogue: journaled as system:first-start, not an operator.)
      "SELECT actor, type, outcome FROM enrollment_events WHERE type LIKE 'admin-%' AND actor <> 'system:first-start' ORDER BY id",
    );
    expect(journal.every((line) => line.actor.startsWith('operator:Sam Rivera#'))).toBe(true);
    expect(journal.map((line) => `${line.type} ${line.outcome}`)).toEqual(
      expect.arrayContaining(['admin-rep-add ok', 'admin-rep-add rejected', 'admin-group-add ok', 'admin-site-domain-add ok', 'admin-site-domain-add rejected', 'admin-rep-update ok', 'admin-rep-disable ok']),
    );
  });
});
