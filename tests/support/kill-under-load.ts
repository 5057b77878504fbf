import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { http } from './http.ts';
import { PERSONAL } from './wizard-journey.ts';
import { POSTGRES_URL } from './test-server.ts';

/**
 * kill -9 under a concurrent batch (issue 19, section 5): the server runs in a process of its own on a PostgreSQL
 * schema; `writers` shoppers at once start quotes and save their personal information again and again (a higher
 * weight each time), while the server is killed with SIGKILL `kills` times and started again on the same schema.
 * Every write the server acknowledged (a 200) is recorded; afterwards each must be there: the enrollment answers its
 * owner, shows at least the last acknowledged weight, and its journal holds an `ok` entry for every acknowledged save.
 */

const ROOT = resolve(import.meta.dirname, '../..');

export interface KillRunOptions {
  readonly writers: number;
  readonly kills: number;
  /** Acknowledged writes between two kills. */
  readonly writesBetweenKills: number;
}

export interface KillRunFigures {
  readonly kills: number;
  readonly writers: number;
  readonly enrollments: number;
  readonly acknowledgedWrites: number;
  /** Requests that got no answer or a 5xx (in flight when the server died, or sent while it was down). */
  readonly unanswered: number;
  readonly lost: readonly string[];
  readonly seconds: number;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const start = (env: NodeJS.ProcessEnv): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/support/server-child.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start: ${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving ')) {
        clearTimeout(timer);
        ready(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code ?? signal}): ${output}`));
    });
  });
};

const killHard = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

interface Enrollment {
  readonly id: string;
  readonly cookie: string;
  /** The last weight the server acknowledged saving, and how many saves it acknowledged. */
  lastWeight: number;
  saves: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export const killUnderLoad = async (options: KillRunOptions): Promise<KillRunFigures> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-kill-'));
  const schema = `bs_kill_${randomBytes(6).toString('hex')}`;
  const env = { ...process.env, PORT: String(port), DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema, BENEFIT_STORE_DATA_DIR: dataDir, NODE_ENV: 'development', SMTP_URL: '' };
  const enrollments: Enrollment[] = [];
  let acknowledged = 0;
  let unanswered = 0;
  let stop = false;
  const started = performance.now();
  let child = await start(env);

  const writer = async (n: number) => {
    let current: Enrollment | undefined;
    let weight = 100;
    while (!stop) {
      try {
        if (!current || weight > 140) {
          const quote = await http(url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: String(n % 2), tier: 'IO' } });
          if (quote.status !== 200 || !quote.cookie) {
            unanswered++;
            await sleep(100);
            continue;
          }
          current = { id: (quote.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id, cookie: quote.cookie, lastWeight: 0, saves: 0 };
          enrollments.push(current);
          acknowledged++;
          weight = 100;
        }
        const next = weight + 1; // at most 40 saves, then a new quote
        const saved = await http(url, 'POST', '/api/v1/save-personal-info', { cookie: current.cookie, body: { enrollment_id: current.id, ...PERSONAL, weight: String(next) } });
        weight = next;
        if (saved.status === 200) {
          current.lastWeight = next;
          current.saves++;
          acknowledged++;
        } else {
          unanswered++;
          if (saved.status < 500) throw new Error(`save-personal-info answered ${saved.status}: ${saved.text}`);
        }
      } catch (error) {
        if ((error as Error).message.startsWith('save-personal-info answered')) throw error;
        // No answer: the server is down (or died with the request in flight). Not acknowledged; try again shortly.
        unanswered++;
        await sleep(100);
      }
    }
  };

  const writers = Array.from({ length: options.writers }, (_, n) => writer(n));
  const failed = Promise.all(writers).then(() => undefined);
  try {
    for (let kill = 0; kill < options.kills; kill++) {
      const target = acknowledged + options.writesBetweenKills;
      while (acknowledged < target) await Promise.race([sleep(50), failed]);
      await killHard(child);
      child = await start(env);
    }
    // A little more after the last restart, then stop.
    const target = acknowledged + options.writesBetweenKills / 2;
    while (acknowledged < target) await Promise.race([sleep(50), failed]);
  } finally {
    stop = true;
    await failed.catch(() => undefined);
  }
  await failed;

  // Every acknowledged write is there, for its owner and in the journal.
  const lost: string[] = [];
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const journal = await client.query<{ enrollment_id: string; saves: string }>(
      `SELECT enrollment_id, count(*) AS saves FROM ${schema}.enrollment_events WHERE type = 'save-personal-info' AND outcome = 'ok' GROUP BY enrollment_id`,
    );
    const savesOf = new Map(journal.rows.map((r) => [r.enrollment_id, Number(r.saves)]));
    for (const e of enrollments) {
      const read = await http(url, 'GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${e.id}&column=primary_info`, { cookie: e.cookie });
      if (read.status !== 200) {
        lost.push(`${e.id}: answers its owner ${read.status}`);
        continue;
      }
      const result = (read.body as { data: { result: { weight?: string } | null } }).data.result;
      const weight = Number(result?.weight ?? 0);
      if (weight < e.lastWeight) lost.push(`${e.id}: weight ${weight}, but ${e.lastWeight} was acknowledged`);
      if ((savesOf.get(e.id) ?? 0) < e.saves) lost.push(`${e.id}: ${savesOf.get(e.id) ?? 0} saves journaled, ${e.saves} acknowledged`);
    }
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
    await killHard(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    kills: options.kills,
    writers: options.writers,
    enrollments: enrollments.length,
    acknowledgedWrites: acknowledged,
    unanswered,
    lost,
    seconds: (performance.now() - started) / 1000,
  };
};

export const describeKillRun = (f: KillRunFigures) =>
  `kill -9 under load on PostgreSQL: ${f.kills} kills, ${f.writers} concurrent writers, ${f.enrollments} enrollments, ` +
  `${f.acknowledgedWrites} acknowledged writes, ${f.lost.length} lost, ${f.unanswered} requests unanswered while the server was down, ${f.seconds.toFixed(0)} s`;
