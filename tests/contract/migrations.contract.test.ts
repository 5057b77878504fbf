import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '@benefit-store/server';
import { POSTGRES_URL, postgresSuiteEnabled, type Backend } from '../support/test-server.ts';

const postgres = await postgresSuiteEnabled('migrations contract');
const backends: Backend[] = ['pglite', ...(postgres ? (['postgres'] as const) : [])];

/** What an existing database, migrated by an older version, must come through unharmed (docs/adr/0017). */
describe.each(backends)('migrating an existing database (%s)', (backend) => {
  let db: Database;
  const schema = backend === 'postgres' ? `bs_test_${randomBytes(6).toString('hex')}` : undefined;
  beforeAll(async () => {
    db = await openDatabase(backend === 'postgres' ? { dataDir: 'memory://', databaseUrl: POSTGRES_URL, schema } : { dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(async () => {
    if (schema) await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db?.close();
  });

  it('does not run a renamed migration again: the record of its old name is renamed', async () => {
    await db.query("UPDATE schema_migrations SET name = '0060_wizard_part2.sql' WHERE name = '0060_wizard_closing.sql'");
    expect(await migrate(db)).toEqual([]);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
    expect(names).toContain('0060_wizard_closing.sql');
    expect(names).not.toContain('0060_wizard_part2.sql');
  });

  it('normalises the tier of old stored filters, which are now read as a Tier', async () => {
    const filter = (tier: unknown) => JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: 'F', tier, state: 'TX', is_smoker: '0' });
    for (const [id, tier] of [['t1', 'IF'], ['t2', ' ic '], ['t3', 'XX'], ['t4', 3]] as const) {
      await db.query('INSERT INTO temp_enrollments (id, owner_session, filter) VALUES ($1, NULL, $2::jsonb)', [id, filter(tier)]);
    }
    await db.query("DELETE FROM schema_migrations WHERE name = '0090_filter_tier.sql'");
    expect(await migrate(db)).toEqual(['0090_filter_tier.sql']);
    const tiers = await db.query<{ id: string; tier: string }>("SELECT id, filter->>'tier' AS tier FROM temp_enrollments WHERE id LIKE 't_' ORDER BY id");
    expect(tiers).toEqual([
      { id: 't1', tier: 'IF' },
      { id: 't2', tier: 'IC' },
      { id: 't3', tier: 'IO' },
      { id: 't4', tier: 'IO' },
    ]);
  });
});
