import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@benefit-store/server';
import { openThrowawayDatabase, postgresSuiteEnabled, type Backend } from '../support/test-server.ts';

// Listening from the start: pg reports a deprecation once per process, whichever statement caused it first.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(warning.message));

const postgres = await postgresSuiteEnabled('transactions contract');
const backends: Backend[] = ['pglite', ...(postgres ? (['postgres'] as const) : [])];

/**
 * A transaction's work may ask several statements at once (the wizard's facts read the sections, the cart's plans and
 * the member together). One connection answers them one after another, in the order asked; on PostgreSQL without pg's
 * "already executing a query" deprecation, which pg 9 turns into a refusal.
 */
describe.each(backends)('statements asked together in one transaction (%s)', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openThrowawayDatabase(backend);
    await db.query('CREATE TABLE marks (n int PRIMARY KEY)');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers each in the order asked, commits them together, and rolls all back when one fails', async () => {
    const answers = await db.transaction((tx) =>
      Promise.all([1, 2, 3].map((n) => tx.query<{ n: number }>('INSERT INTO marks (n) VALUES ($1) RETURNING n', [n]))),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual([1, 2, 3]);
    const failed = db.transaction((tx) =>
      Promise.all([tx.query('INSERT INTO marks (n) VALUES (4)'), tx.query('INSERT INTO marks (n) VALUES (1)'), tx.query('INSERT INTO marks (n) VALUES (5)')]),
    );
    await expect(failed).rejects.toThrow();
    // Nothing of the failed transaction stayed, and the connection it used answers the next statement.
    expect((await db.query<{ n: number }>('SELECT n FROM marks ORDER BY n')).map((r) => r.n)).toEqual([1, 2, 3]);
    expect(await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
    await new Promise((settled) => setImmediate(settled));
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
