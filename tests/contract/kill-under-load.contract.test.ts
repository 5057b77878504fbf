import { describe, expect, it } from 'vitest';
import { describeKillRun, killUnderLoad } from '../support/kill-under-load.ts';
import { postgresSuiteEnabled } from '../support/test-server.ts';

/**
 * A small kill -9 under load on PostgreSQL (issue 19, section 5): six shoppers writing at once, the server killed
 * once and started again; every acknowledged write is still there. `npm run test:reliability` kills it four times
 * under fifteen writers (tests/reliability/kill-under-load.reliability.test.ts).
 */
describe('kill -9 of the server under concurrent writes (PostgreSQL, once)', () => {
  it('loses no acknowledged write', { timeout: 600_000 }, async ({ skip }) => {
    if (!(await postgresSuiteEnabled('kill -9 under load'))) return skip();
    const figures = await killUnderLoad({ writers: 6, kills: 1, writesBetweenKills: 120 });
    console.log(describeKillRun(figures));
    expect(figures.lost).toEqual([]);
    expect(figures.acknowledgedWrites).toBeGreaterThan(120);
  });
});
