import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { createSupportToken } from '@benefit-store/server';
import { startEnrollment } from '../support/enrollment-finish.ts';
import { http } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { runCli, type CliRun } from './cli.ts';

/**
 * The plan catalogue as files (docs/catalogue-format.md): exported and imported back unchanged; a new carrier and
 * plan from catalogue.yaml and rates.csv; a wrong row refused as file:line: field with nothing changed; the same
 * import twice changes nothing the second time.
 */
describe('benefit-store catalogue', () => {
  let dir: string;
  let server: TestServer;
  let token: string;

  const cli = (args: readonly string[]): Promise<CliRun> => runCli(['--api', server.url, 'catalogue', ...args], { BENEFIT_STORE_OPERATOR_TOKEN: token });
  const version = async () => Number((await server.db.query<{ version: string }>('SELECT version::text FROM catalogue_version'))[0]!.version);
  const planCount = async () => Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans'))[0]!.n);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'benefit-store-catalogue-'));
    server = await startTestServer('pglite');
    token = (await createSupportToken(server.db, 'Sam Rivera', 'operator')).token;
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('exports the whole catalogue, and importing the export changes nothing', async () => {
    const file = join(dir, 'catalogue.yaml');
    const exported = await cli(['export', '--out', file]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^format: 1\ncarriers:\n/);
    const json = await cli(['export', '--format', 'json']);
    const document = JSON.parse(json.stdout) as { plans: { id: string; rates: unknown[] }[]; carriers: unknown[] };
    expect(document.plans).toHaveLength(await planCount());
    expect(document.plans.find((p) => p.id === '141')?.rates.length).toBeGreaterThan(0);
    const before = await version();
    const again = await cli(['import', file]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Nothing to change');
    expect(await version()).toBe(before);
  });

  it('refuses a wrong row by file, line and field, all or nothing; imports the fixed files once', async () => {
    const catalogue = join(dir, 'new');
    mkdirSync(catalogue);
    const yaml = (category: string) => `format: 1
carriers:
  - id: TRUSTLINE
    name: Trustline Mutual
plans:
  - id: TL900
    name: Trustline Term 10
    category: ${category}
    carrier: TRUSTLINE
    tiers: [IO]
    min_age: 18
    max_age: 65
    list_price: 18.40
    texts:
      header: Ten years of level premiums
`;
    writeFileSync(join(catalogue, 'catalogue.yaml'), yaml('space_travel'));
    writeFileSync(
      join(catalogue, 'rates.csv'),
      'plan,id,tier,min_age,max_age,state,smoker,label,coverage,monthly\nTL900,TL900-a,IO,18,40,,no,"$100,000",100000,18.40\nTL900,TL900-b,IF,41,65,,no,"$100,000",100000,31.75\n',
    );
    const before = await version();
    const plans = await planCount();
    const refused = await cli(['import', catalogue]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${join(catalogue, 'catalogue.yaml')}:8: plans[0].category: ${Messages.catalogueUnknownCategory}`);
    expect(refused.stderr).toContain(`${join(catalogue, 'rates.csv')}:3: plans[0].rates[1].tier: ${Messages.catalogueTierNotOffered}`);
    expect(await version()).toBe(before);
    expect(await planCount()).toBe(plans);

    writeFileSync(join(catalogue, 'catalogue.yaml'), yaml('term_life'));
    writeFileSync(
      join(catalogue, 'rates.csv'),
      'plan,id,tier,min_age,max_age,state,smoker,label,coverage,monthly\nTL900,TL900-a,IO,18,40,,no,"$100,000",100000,18.40\nTL900,TL900-b,IO,41,65,,no,"$100,000",100000,31.75\n',
    );
    const dryRun = await cli(['import', catalogue, '--dry-run']);
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain('plans added: TL900');
    expect(await planCount()).toBe(plans);

    const imported = await cli(['import', catalogue]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/Imported[\s\S]*carriers added: TRUSTLINE[\s\S]*plans added: TL900/);
    expect(await version()).toBeGreaterThan(before);
    // The storefront serves it at once.
    const detail = await http(server.url, 'GET', '/api/v1/get-plan-detail/TL900');
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain('Trustline Term 10');

    const after = await version();
    const twice = await cli(['import', catalogue]);
    expect(twice.stdout).toContain('Nothing to change');
    expect(await version()).toBe(after);

    // A cart made on this version (41 years old: the 41-65 rate), then a new price imported: the cart is priced from
    // the catalogue as it stands, so the line shows the new price at once and checkout takes it.
    const me = await startEnrollment(server);
    const ppid = (((await me.get('get-plan-pricing-detail', { pid: 'TL9000' })).body as { data: { plans: { ppid: string }[] } }).data.plans[0]!).ppid;
    expect(ppid).toBe('TL900-b');
    expect((await me.post('add-plan-to-cart', { plan_id: 'TL900', plan_pricing_id: ppid })).status).toBe(200);
    writeFileSync(
      join(catalogue, 'rates.csv'),
      'plan,id,tier,min_age,max_age,state,smoker,label,coverage,monthly\nTL900,TL900-a,IO,18,40,,no,"$100,000",100000,18.40\nTL900,TL900-b,IO,41,65,,no,"$100,000",100000,33.10\n',
    );
    const repriced = await cli(['import', catalogue]);
    expect(repriced.stdout).toContain('plans changed: TL900');
    const cart = (await me.get('get-plan-cart')).body as { data: { result: { plan_id: string; price: number }[]; total_cost: number } };
    expect(cart.data.result.map((line) => [line.plan_id, line.price])).toEqual([['TL900', 33.1]]);
    const dates = (((await me.get('get-cart-effective-dates')).body as { data: { result: string[] } }).data).result;
    expect((await me.post('cart-checkout', { effective_date: dates[0], type: 'applicant' })).status).toBe(200);
  });
});
