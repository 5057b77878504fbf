import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../support/browser.ts';
import { describeKillRun, killUnderLoad } from '../support/kill-under-load.ts';
import { postgresSuiteEnabled } from '../support/test-server.ts';

/** kill -9 under a concurrent batch on PostgreSQL, several times (issue 19, section 5): no acknowledged write is lost. */
describe('kill -9 of the server under concurrent writes (PostgreSQL)', () => {
  it('loses no acknowledged write', { timeout: 1_800_000 }, async ({ skip }) => {
    if (!(await postgresSuiteEnabled('kill -9 under load'))) return skip();
    const figures = await killUnderLoad({ writers: Number(process.env.KILL_WRITERS ?? 15), kills: Number(process.env.KILL_TIMES ?? 4), writesBetweenKills: 600 });
    console.log(describeKillRun(figures));
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'reliability-kill.json'), `${JSON.stringify(figures, null, 2)}\n`);
    expect(figures.lost).toEqual([]);
    expect(figures.acknowledgedWrites).toBeGreaterThan(figures.kills * 600);
  });
});
