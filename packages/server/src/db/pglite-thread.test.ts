import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedPostgres } from './embedded.ts';
import { pgliteThread } from './pglite-thread.ts';

// The embedded database on its own thread (docs/adr/0506) behaves as PGlite in the caller's thread does.
describe('PGlite on a worker thread', () => {
  let db: EmbeddedPostgres;
  beforeEach(async () => {
    db = await pgliteThread(undefined);
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, at timestamptz, doc jsonb, raw bytea)');
  });
  afterEach(async () => {
    await db.close();
  });

  it('answers rows with their types as PGlite gives them (dates, JSON, bytes), and takes parameters', async () => {
    const at = new Date('2026-11-29T10:00:00Z');
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [1, at, JSON.stringify({ a: [1, 2] }), new Uint8Array([7, 8])]);
    const [row] = (await db.query<{ id: number; at: Date; doc: unknown; raw: Uint8Array }>('SELECT * FROM t')).rows;
    expect(row?.id).toBe(1);
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at.toISOString()).toBe(at.toISOString());
    expect(row?.doc).toEqual({ a: [1, 2] });
    expect([...(row?.raw ?? [])]).toEqual([7, 8]);
  });

  it("keeps PostgreSQL's error fields (a duplicate key is 23505, with its constraint)", async () => {
    await db.query('INSERT INTO t (id) VALUES (1)');
    const failure = await db.query('INSERT INTO t (id) VALUES (1)').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction whole, and rolls it back whole when its work throws', async () => {
    await db.transaction(async (tx) => {
      await Promise.all([tx.query('INSERT INTO t (id) VALUES (1)'), tx.query('INSERT INTO t (id) VALUES (2)')]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query<{ id: number }>('SELECT id FROM t ORDER BY id')).rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('makes a statement outside an open transaction wait until it ends, so it never sees half of it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (1)');
      await held;
      await tx.query('INSERT INTO t (id) VALUES (2)');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    release();
    await transaction;
    expect((await outside).rows[0]?.n).toBe(2);
  });

  it('refuses a statement asked after its transaction ended', async () => {
    let kept: { query: EmbeddedPostgres['query'] } | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow(/after its transaction ended/);
  });

  it("hands a notification over before the answer of the statement that committed it (ADR 0505's rule)", async () => {
    const heard: string[] = [];
    await db.listen('rows', (payload) => heard.push(payload));
    await db.exec(`CREATE FUNCTION tell() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('rows', NEW.id::text); RETURN NEW; END $$;
      CREATE TRIGGER tell AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION tell();`);
    await db.query('INSERT INTO t (id) VALUES (5)');
    expect(heard).toEqual(['5']);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (6)');
    });
    expect(heard).toEqual(['5', '6']);
  });
});
