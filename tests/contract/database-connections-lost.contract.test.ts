import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@benefit-store/server';
import { startServerProcess } from '../support/server-process.ts';
import { POSTGRES_URL, postgresSuiteEnabled } from '../support/test-server.ts';

const enabled = await postgresSuiteEnabled('database connections lost');

/**
 * PostgreSQL closes the store's connections: a restart, a failover, an administrator's `pg_terminate_backend`, a
 * proxy's idle timeout. Each server process logs it and opens new connections for what comes next; until this was
 * heard, the closed idle connection's error ended every process on the database at once.
 */
describe.skipIf(!enabled)('database connections lost', () => {
  let admin: pg.Client;
  const schemas: string[] = [];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  const fresh = () => {
    const name = `bs_lost_${randomBytes(6).toString('hex')}`;
    schemas.push(name);
    return name;
  };
  /** Closes every connection named `name`, as a restart of PostgreSQL would; how many there were. */
  const closeConnections = async (name: string): Promise<number> =>
    (await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name])).rowCount ?? 0;

  it('a server process keeps serving, and says what happened', async () => {
    const name = fresh();
    const dir = mkdtempSync(join(tmpdir(), 'benefit-store-lost-'));
    const server = startServerProcess({ env: { DATABASE_URL: `${POSTGRES_URL}?application_name=${name}`, DATABASE_SCHEMA: name, BENEFIT_STORE_DATA_DIR: dir } });
    try {
      const url = await server.ready;
      const quote = () =>
        fetch(`${url}/api/v1/add-filter-for-new-user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO' }),
        });
      expect((await quote()).status).toBe(200);

      expect(await closeConnections(name)).toBeGreaterThan(0);
      await expect.poll(() => server.stdout(), { timeout: 10_000 }).toContain('PostgreSQL closed a connection');
      await sleep(200);

      expect(server.child.exitCode).toBeNull();
      const again = await quote();
      expect(again.status).toBe(200);
      expect(((await again.json()) as { data: { temp_enrollment_id?: string } }).data.temp_enrollment_id).toBeTruthy();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a transaction whose connection was closed fails and is undone; the next one commits', async () => {
    const name = fresh();
    const told: string[] = [];
    const db = await openDatabase({ databaseUrl: `${POSTGRES_URL}?application_name=${name}`, schema: name, dataDir: 'memory://', lost: (message) => told.push(message) });
    try {
      await db.exec('CREATE TABLE notes (id int PRIMARY KEY)');
      const cut = db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES (1)');
        // Between two statements, while the transaction holds its connection; the idle ones the schema's creation
        // left in the pool are closed too, and each is heard before the test goes on.
        const closed = await closeConnections(name);
        await expect.poll(() => told.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(closed);
        await tx.query('INSERT INTO notes VALUES (2)');
      });
      // The statement after the cut fails on its connection (not a test timeout inside the transaction).
      await expect(cut).rejects.toThrow(/connection/i);

      await db.transaction(async (tx) => tx.query('INSERT INTO notes VALUES (3)'));
      expect(await db.query<{ id: number }>('SELECT id FROM notes ORDER BY id')).toEqual([{ id: 3 }]);
      expect(told[0]).toMatch(/^PostgreSQL closed a connection \(.+\); the next statement opens another\.$/);
    } finally {
      await db.close();
    }
  });
});
