import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { buildCatalogue } from './catalogue.ts';
import {
  CATALOGUE_CHECK_MS,
  CATALOGUE_TABLES,
  catalogueCache,
  catalogueFromRows,
  catalogueVersion,
  CatalogueDecodeError,
  type CatalogueRows,
  type CatalogueSource,
  type CatalogueVersion,
} from './catalogue-store.ts';

const planRow = (overrides: Record<string, unknown> = {}) => ({
  plan_id: '141', pid: '1410', name: 'Secure Term Life 20', category: 'term_life', short_text: 'Term life', logo: '/media/plan-logos/141.svg',
  plan_type: '', tiers: ['IO'], min_age: 18, max_age: 64, monthly_price: '24.00', description: { brand_color: '#334155' }, sort_order: 3,
  active: true, featured: false, carrier_id: 'keystone', kind: 'plan', states: [], zip_prefixes: [], portal_ids: [],
  min_annual_income: null, min_working_hours: null, requires_tobacco_answer: true, max_spouse_age: null, replaced_by: null,
  rider_of: null, membership_plan_id: null, is_prudential: false, partner_fee: false, optional_life: false,
  group_enrollment: false, capture_group_code: false, required_tabs: ['beneficiary_info'],
  ...overrides,
});

const rows = (overrides: Partial<CatalogueRows> = {}): CatalogueRows => ({
  carriers: [{ carrier_id: 'keystone', name: 'Keystone Mutual Life', logo: '' }],
  plans: [planRow()],
  prices: [{ pricing_id: '1410001', plan_id: '141', tier: 'IO', min_age: 18, max_age: 64, state: null, smoker: true, label: '$100,000 coverage', coverage_amount: 100000, price_cents: 4560 }],
  descriptions: [],
  questions: [],
  options: [],
  aflac: [],
  blackouts: [{ plan_id: '141', starts_on: '2026-12-20', ends_on: '2026-12-31', from_day: null, to_day: null, reason: 'Year end' }],
  offers: [],
  ...overrides,
});

describe('catalogueFromRows', () => {
  it('decodes rows into plans with their rules, prices and windows', () => {
    const catalogue = catalogueFromRows(rows());
    const plan = catalogue.byId.get('141');
    expect(plan).toMatchObject({
      planId: '141',
      listPrice: 2400,
      brandColor: '#334155',
      rules: { tiers: ['IO'], maxAge: 64, requiresTobaccoAnswer: true, minAnnualIncome: undefined },
      requiredTabs: ['beneficiary_info'],
      prices: [{ pricingId: '1410001', tier: 'IO', smoker: true, state: undefined, coverageAmount: 100_000, price: 4560 }],
      blackouts: [{ kind: 'dates', startsOn: { year: 2026, month: 12, day: 20 }, endsOn: { year: 2026, month: 12, day: 31 }, reason: 'Year end' }],
    });
    expect(catalogue.byPid.get('1410')).toBe(plan);
    expect(catalogue.carriers.get('keystone')?.name).toBe('Keystone Mutual Life');
  });

  it('hands out a frozen catalogue', () => {
    const catalogue = catalogueFromRows(rows());
    expect(Object.isFrozen(catalogue.plans)).toBe(true);
    expect(Object.isFrozen(catalogue.byId.get('141')?.prices[0])).toBe(true);
  });

  it('refuses a row it does not understand, naming the table and the field', () => {
    expect(() => catalogueFromRows(rows({ plans: [planRow({ min_age: '18' })] }))).toThrow(/plans row 0: min_age/);
    expect(() => catalogueFromRows(rows({ plans: [planRow({ tiers: ['XX'] })] }))).toThrow(CatalogueDecodeError);
    expect(() => catalogueFromRows(rows({ plans: [planRow({ required_tabs: ['payment'] })] }))).toThrow(/unknown tab payment/);
    expect(() => catalogueFromRows(rows({ blackouts: [{ plan_id: '141', starts_on: null, ends_on: null, from_day: null, to_day: null, reason: '' }] }))).toThrow(
      /blackout needs/,
    );
  });
});

describe('catalogueCache', () => {
  const empty = buildCatalogue({ carriers: [], plans: [], offers: [] });
  const database = { kind: 'postgres' } as Database;
  /** A catalogue source whose version a test moves on; each load answers a new catalogue value. */
  const counting = () => {
    let loads = 0;
    let checks = 0;
    let version = '1';
    const source: CatalogueSource = {
      version: async () => {
        checks++;
        return version as CatalogueVersion;
      },
      load: async () => {
        loads++;
        return { version: version as CatalogueVersion, catalogue: buildCatalogue({ carriers: [], plans: [], offers: [] }) };
      },
    };
    return {
      source,
      get loads() {
        return loads;
      },
      get checks() {
        return checks;
      },
      change: () => {
        version = String(Number(version) + 1);
      },
    };
  };

  it('loads once for every caller, concurrent first callers included', async () => {
    const counted = counting();
    const cache = catalogueCache(database, { source: counted.source, checkEveryMs: 0 });
    const [a, b] = await Promise.all([cache.get(), cache.refresh()]);
    expect(await cache.get()).toBe(a);
    expect(a).toBe(b.catalogue);
    expect(counted.loads).toBe(1);
  });

  it('reloads at a check when the version moved on, and only then', async () => {
    const counted = counting();
    const cache = catalogueCache(database, { source: counted.source, checkEveryMs: 0 });
    const first = await cache.get();
    await cache.refresh();
    expect(await cache.get()).toBe(first);
    counted.change();
    // Between checks the catalogue is answered from memory: nothing is asked inside a transaction.
    expect(await cache.get()).toBe(first);
    await cache.refresh();
    const second = await cache.get();
    expect(second).not.toBe(first);
    expect((await cache.current()).version).toBe('2');
    expect(counted.loads).toBe(2);
  });

  it('does not ask again within the check interval, and sees a change once it has passed', async () => {
    const counted = counting();
    let now = 10_000;
    const cache = catalogueCache(database, { source: counted.source, checkEveryMs: 1_000, clock: () => now });
    const first = await cache.get();
    counted.change();
    now += 999;
    expect((await cache.refresh()).catalogue).toBe(first);
    expect(counted.checks).toBe(0);
    now += 1;
    expect((await cache.refresh()).catalogue).not.toBe(first);
    expect(counted.checks).toBe(1);
    expect(counted.loads).toBe(2);
  });

  it('checks the version on PostgreSQL at most every CATALOGUE_CHECK_MS by default, on the embedded database at every request', async () => {
    let now = 0;
    const onPostgres = counting();
    const cache = catalogueCache(database, { source: onPostgres.source, clock: () => now });
    await cache.refresh();
    now += CATALOGUE_CHECK_MS.postgres - 1;
    await cache.refresh();
    expect(onPostgres.checks).toBe(0);
    now += 1;
    await cache.refresh();
    expect(onPostgres.checks).toBe(1);

    const embedded = counting();
    const pglite = catalogueCache({ kind: 'pglite' } as Database, { source: embedded.source, clock: () => now });
    await pglite.refresh();
    await pglite.refresh();
    await pglite.refresh();
    expect(embedded.checks).toBe(2);
  });

  it('loads again after invalidate', async () => {
    const counted = counting();
    const cache = catalogueCache(database, { source: counted.source, checkEveryMs: 60_000 });
    await cache.get();
    cache.invalidate();
    await cache.get();
    expect(counted.loads).toBe(2);
  });

  it('does not keep a failed load: the next get tries again', async () => {
    let attempts = 0;
    const cache = catalogueCache(database, {
      source: {
        version: async () => '1' as CatalogueVersion,
        load: async () => {
          attempts++;
          if (attempts === 1) throw new Error('database not ready');
          return { version: '1' as CatalogueVersion, catalogue: empty };
        },
      },
    });
    await expect(cache.get()).rejects.toThrow('database not ready');
    await expect(cache.get()).resolves.toBe(empty);
  });
});

describe('the catalogue version on the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = pgliteDatabase(await PGlite.create());
    await migrate(db);
    await db.exec(`INSERT INTO carriers (carrier_id, name) VALUES ('keystone', 'Keystone Mutual Life');
      INSERT INTO plans (plan_id, pid, name, category, monthly_price, carrier_id) VALUES ('141', '1410', 'Secure Term Life 20', 'term_life', 24.00, 'keystone');
      INSERT INTO plan_prices (pricing_id, plan_id, tier, min_age, max_age, label, price_cents) VALUES ('1410001', '141', 'IO', 18, 64, 'Base', 4560)`);
  });
  afterAll(() => db.close());

  it('moves on with any change to any catalogue table, a hand-written UPDATE included', async () => {
    for (const table of CATALOGUE_TABLES) {
      const before = await catalogueVersion(db);
      // A statement that changes no row still counts: the trigger is per statement.
      await db.query(`DELETE FROM ${table} WHERE false`);
      expect(await catalogueVersion(db), table).not.toBe(before);
    }
    const triggered = await db.query<{ table: string }>(
      "SELECT DISTINCT event_object_table AS table FROM information_schema.triggers WHERE trigger_name = 'catalogue_changed' ORDER BY 1",
    );
    expect(triggered.map((r) => r.table)).toEqual([...CATALOGUE_TABLES].sort());
  });

  it('serves a price changed by SQL from the next check, and does not reload while nothing changed', async () => {
    const cache = catalogueCache(db);
    const price = async () => (await cache.refresh()).catalogue.byId.get('141')?.prices[0]?.price;
    expect(await price()).toBe(4560);
    const loaded = await cache.get();
    await cache.refresh();
    expect(await cache.get()).toBe(loaded);
    await db.query("UPDATE plan_prices SET price_cents = price_cents + 10000 WHERE plan_id = '141'");
    expect(await price()).toBe(14560);
  });

  it('is read inside a transaction without waiting for a connection of its own', async () => {
    const cache = catalogueCache(db);
    await cache.refresh();
    await db.query("UPDATE plan_prices SET price_cents = price_cents + 1 WHERE plan_id = '141'");
    // PGlite has one connection: a query of the cache's own here would wait for this transaction, which waits for it.
    const inside = await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      return (await cache.get()).byId.get('141')?.prices[0]?.price;
    });
    expect(inside).toBeGreaterThan(0);
  });
});
