import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type Database } from './database.ts';
import { readThrough } from './read-cache.ts';

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
