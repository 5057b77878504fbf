import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, httpFilterGateway, httpPlanCatalog } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport, type CookieJar } from '@benefit-store/adapters-http/node';
import { parseUsDate, type QuoteFilter } from '@benefit-store/domain';
import { CATALOGUE_CHECK_MS } from '@benefit-store/server';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { POSTGRES_URL, postgresSuiteEnabled } from '../support/test-server.ts';

const enabled = await postgresSuiteEnabled('several processes contract');

const SHOPPER: QuoteFilter = { zip: '75001' as QuoteFilter['zip'], gender: '0', tier: 'IO', dob: parseUsDate('01/15/1985')._unsafeUnwrap() };
/** Premier Health PPO: a plan every such shopper is quoted. */
const PLAN = '101';

/**
 * Server processes as an operator runs them behind a load balancer: `benefit-store serve` with one DATABASE_URL and
 * DATABASE_SCHEMA, on one machine (one data directory, so one development key file). docs/adr/0011.
 */
describe.skipIf(!enabled)('several server processes on one PostgreSQL schema', () => {
  let admin: pg.Client;
  const schemas: string[] = [];
  const running: ServerProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    for (const schema of schemas.splice(0)) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await admin?.end();
  });

  const freshSchema = () => {
    const schema = `bs_test_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const dir = mkdtempSync(join(tmpdir(), 'benefit-store-processes-'));
    dirs.push(dir);
    return { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema, BENEFIT_STORE_DATA_DIR: dir };
  };
  const serve = (env: Record<string, string>) => {
    const server = startServerProcess({ env });
    running.push(server);
    return server;
  };

  /** A quote started on one process; the same browser (its cookie) then asks any process for its plans. */
  const quoteOn = async (url: string) => {
    const jar = cookieJar();
    const { tempId } = (await httpFilterGateway(apiClient(undiciTransport(url, jar))).create(SHOPPER, { eprocess: 'applicant', enrollType: 'new-member' }))._unsafeUnwrap();
    return { jar, tempId };
  };
  const pricesOn = async (url: string, quote: { jar: CookieJar; tempId: string }) => {
    const plans = (await httpPlanCatalog(apiClient(undiciTransport(url, quote.jar))).filteredPlans(quote.tempId))._unsafeUnwrap();
    return Object.fromEntries(plans.map((plan) => [plan.planId, plan.price]));
  };
  /** The plan's monthly price for the quote, in cents. */
  const priceOn = async (url: string, quote: { jar: CookieJar; tempId: string }) => Math.round(((await pricesOn(url, quote))[PLAN] ?? NaN) * 100);

  it('five times over, two servers started at the same instant on a fresh schema both serve, share sessions and quote alike', async () => {
    for (let round = 0; round < 5; round += 1) {
      const env = freshSchema();
      const [a, b] = [serve(env), serve(env)];
      const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
      for (const url of [urlA, urlB]) expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const quote = await quoteOn(urlA);
      const prices = await pricesOn(urlA, quote);
      expect(prices[PLAN]).toBeGreaterThan(0);
      expect(await pricesOn(urlB, quote)).toEqual(prices);
      await Promise.all([a.stop(), b.stop()]);
      running.splice(0);
    }
  }, 600_000);

  it('a price changed by hand in SQL is quoted by both processes within the check interval, and by a restarted one alike', async () => {
    const env = freshSchema();
    const [a, b] = [serve(env), serve(env)];
    const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
    const quote = await quoteOn(urlA);
    const before = await priceOn(urlA, quote);
    expect(before).toBeGreaterThan(0);
    expect(await priceOn(urlB, quote)).toBe(before);
    // Both have the catalogue in memory now: change it under them, as an operator would.
    const raise = () => admin.query(`UPDATE ${env.DATABASE_SCHEMA}.plan_prices SET price_cents = price_cents + 10000 WHERE plan_id = $1`, [PLAN]);
    await raise();
    const within = { timeout: CATALOGUE_CHECK_MS.postgres + 9_000, interval: 100 };
    await expect.poll(() => priceOn(urlA, quote), within).toBe(before + 10_000);
    await expect.poll(() => priceOn(urlB, quote), within).toBe(before + 10_000);

    await raise();
    await b.stop();
    const restarted = serve(env);
    const urlC = await restarted.ready;
    expect(await priceOn(urlC, quote)).toBe(before + 20_000);
    await expect.poll(() => priceOn(urlA, quote), within).toBe(before + 20_000);
  }, 600_000);
});
