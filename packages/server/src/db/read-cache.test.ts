import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type Database } from './database.ts';
import { readThrough } from './read-cache.ts';
import { migrate } from './migrate.ts';
import type { RowChanges } from './row-changes.ts';

describe('readThrough on the embedded database', () => {
  let db: Database;
  const name = () => readThrough(db, 'name', async () => (await db.query<{ name: string }>('SELECT name FROM people WHERE id = 1'))[0]);

  beforeAll(async () => {
    db = pgliteDatabase(await PGlite.create());
    await db.exec("CREATE TABLE people (id int PRIMARY KEY, name text); INSERT INTO people VALUES (1, 'Ada')");
  });
  afterAll(() => db.close());

  it('answers a repeated read from memory, and a read after any write from the database', async () => {
    expect(await name()).toEqual({ name: 'Ada' });
    expect(await name()).toBe(await name());
    await db.query("UPDATE people SET name = 'Grace' WHERE id = 1");
    expect(await name()).toEqual({ name: 'Grace' });
    await db.transaction((tx) => tx.query("UPDATE people SET name = 'Hedy' WHERE id = 1"));
    expect(await name()).toEqual({ name: 'Hedy' });
  });

  it('does not remember a read that raced a transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.query("UPDATE people SET name = 'Joan' WHERE id = 1");
      await held;
    });
    const during = name();
    release();
    await writing;
    await during;
    expect(await name()).toEqual({ name: 'Joan' });
  });

  it('hands out frozen values, so no caller can change what the next request reads', async () => {
    const value = await name();
    expect(Object.isFrozen(await name())).toBe(true);
    expect(() => Object.assign(value as object, { name: 'changed' })).toThrow();
  });

  it('remembers nothing for a database that does not count its writes', async () => {
    let loads = 0;
    const plain = { query: async () => [] };
    await readThrough(plain, 'k', async () => ++loads);
    await readThrough(plain, 'k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('readThrough of announced rows on the embedded database (docs/adr/0505)', () => {
  let db: Database & { readonly rowChanges: RowChanges };
  let loads = 0;
  const session = (id: string) =>
    readThrough(
      db,
      `session:${id}`,
      async () => {
        loads += 1;
        return (await db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions WHERE id = $1', [id]))[0];
      },
      [`sessions:${id}`],
    );

  beforeAll(async () => {
    db = pgliteDatabase(await PGlite.create());
    await migrate(db);
    await db.query("INSERT INTO sessions (id, principal, created_at, last_seen_at) VALUES ('a', NULL, now(), now()), ('b', NULL, now(), now())");
    // The changes are heard once the triggers are found; the first ask starts listening.
    for (let tries = 0; !(await db.rowChanges.settled()) && tries < 50; tries += 1) await new Promise((next) => setTimeout(next, 20));
  });
  afterAll(() => db.close());

  it("keeps a row across other rows' writes, and forgets it when its own row changes", async () => {
    const first = await session('a');
    expect(await session('a')).toBe(first);
    await db.query("UPDATE sessions SET last_seen_at = now() + interval '1 minute' WHERE id = 'b'");
    await db.query('CREATE TABLE unrelated (n int)');
    const before = loads;
    expect(await session('a')).toBe(first);
    expect(loads).toBe(before);
    await db.transaction((tx) => tx.query("UPDATE sessions SET last_seen_at = now() + interval '2 minutes' WHERE id = 'a'"));
    const changed = await session('a');
    expect(changed).not.toBe(first);
    expect(changed!.last_seen_at.getTime()).toBeGreaterThan(first!.last_seen_at.getTime());
    await db.query("DELETE FROM sessions WHERE id = 'a'");
    expect(await session('a')).toBeUndefined();
  });
});
