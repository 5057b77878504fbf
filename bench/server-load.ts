// How the server holds up (issue 23): get-filtered-plans against a bare node:http server answering the same body
// (quiet: measured in turns with it, three pairs), and while a `benefit-store batch` enrolls beside it, on PGlite and on PostgreSQL; complete enrollments per
// second at concurrency 20; the server's CPU milliseconds per complete enrollment; its memory after 1, 2 and 3 rounds.
//
//   node --import tsx bench/server-load.ts          prints the lines (bench/run.ts prints them too)
//
// BENCH_LOAD_SECONDS (10), BENCH_BATCH_REPEAT (each example script this many times a round, 20) and
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; a throwaway database is created in it and dropped)
// change what is measured. Without a PostgreSQL there, its lines say so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { Pool } from 'undici';

const root = join(import.meta.dirname, '..');
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const BATCH_REPEAT = Number(process.env.BENCH_BATCH_REPEAT ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CONNECTIONS = 50;
const CONCURRENCY = 20;
const ROUNDS = 3;
const PASSWORD = 'DemoRep#2026';
const CLI = join(root, 'packages/cli/bin/benefit-store.mjs');

interface Usage {
  readonly cpuMs: number;
  readonly rss: number;
  readonly heapUsed: number;
}

interface Child {
  readonly url: string;
  readonly child: ChildProcess;
}

/**
 * CPU milliseconds every process of the machine has used so far (Linux's /proc/stat, in USER_HZ = 1/100 s), or
 * undefined elsewhere. With the server's own CPU it shows where a batch's CPU goes: the client and the database
 * share the machine's cores with the server, so enrollments per second are bound by all of them together.
 */
const machineCpuMs = (): number | undefined => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10;
  } catch {
    return undefined;
  }
};

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * The bench's children (the server, the bare one) as production runs the server: bundled by esbuild as
 * `npm run build` bundles it (scripts/build.mjs), plain JavaScript with no tsx. Run from the TypeScript source under
 * tsx, the server answered get-filtered-plans 13-17% more slowly (six pairs on PGlite, three on PostgreSQL,
 * 2026-12-01), which is the development loader's cost, not the product's. Built into packages/server/dist/bench,
 * where the server's npm dependencies resolve.
 */
const CHILDREN = join(root, 'packages/server/dist/bench');
export const buildChildren = () => {
  const built = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--bundle', CHILDREN, join(import.meta.dirname, 'serve-child.ts'), join(import.meta.dirname, 'bare-child.ts')],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('bundling the bench\'s children failed');
};
export const builtChild = (script: string) => join(CHILDREN, script.replace(/\.ts$/, '.mjs'));

/** Starts `node <script, built> ...args` and resolves with the URL it prints first; an IPC channel answers `usage`. */
export const startChild = (script: string, args: readonly string[], env: Record<string, string> = {}): Promise<Child> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', builtChild(script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (url) => resolve({ url: url.trim(), child }));
  });

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const usageOf = (child: ChildProcess): Promise<Usage> =>
  new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Usage));
    child.send('usage');
  });

/** A quote of an applicant on no rep's site: its session cookie and the path of its get-filtered-plans. */
export const quoteOf = async (url: string) => {
  const quote = await fetch(`${url}/api/v1/add-filter-for-new-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', eprocess: 'applicant' }),
  });
  const cookie = (quote.headers.get('set-cookie') ?? '').split(';')[0]!;
  const enrollmentId = ((await quote.json()) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
  return { cookie, path: `/api/v1/get-filtered-plans?enrollment_id=${encodeURIComponent(enrollmentId)}` };
};

export interface Load {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
}

/** CONNECTIONS clients asking one path as fast as they are answered: 2 s of warm-up, then LOAD_SECONDS measured. */
export const load = async (base: string, path: string, cookie: string): Promise<Load> => {
  const pool = new Pool(base, { connections: CONNECTIONS, pipelining: 1 });
  const latencies: number[] = [];
  let failures = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await pool.request({ path, method: 'GET', headers: { cookie } });
      await response.body.arrayBuffer();
      if (response.statusCode !== 200) failures += 1;
      if (record) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(performance.now() + 2000, false)));
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(started + LOAD_SECONDS * 1000, true)));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), failures };
};

/** Our server and the bare one measured one after the other, `PAIRS` times: each pair's ratio, and the middle pair. */
export interface Compared {
  readonly ours: Load;
  readonly bare: Load;
  /** Our requests per second as a share of the bare server's in the same pair, for every pair, in the order measured. */
  readonly ratios: readonly number[];
}

/**
 * How many times the two are measured in turn. On a shared two-core machine one measurement of either swings by a
 * third from one run to the next (other processes, the kernel, how the load generator and the server share the cores);
 * a ratio of two measurements taken back to back, and the middle of three of them, swings much less.
 */
export const PAIRS = 3;

export const compare = async (ours: () => Promise<Load>, bare: () => Promise<Load>): Promise<Compared> => {
  const pairs: { ours: Load; bare: Load; ratio: number }[] = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const mine = await ours();
    const ceiling = await bare();
    pairs.push({ ours: mine, bare: ceiling, ratio: mine.rps / ceiling.rps });
  }
  const middle = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;
  return { ours: middle.ours, bare: middle.bare, ratios: pairs.map((pair) => pair.ratio) };
};

/** `Compared.ratios` as printed: each pair's share of the bare server. */
export const pairsNote = (compared: Compared) => `pairs ${compared.ratios.map((ratio) => `${(100 * ratio).toFixed(1)}%`).join(', ')}, the middle one shown`;

interface BatchResult {
  readonly succeeded: number;
  readonly failed: number;
  readonly seconds: number;
  readonly enrollmentsPerSecond: number;
  readonly failures: readonly { readonly step: string; readonly errors: readonly string[] }[];
}

/** `benefit-store batch --scripts examples --concurrency 20 --repeat N --json` against a server; `stop` ends it early. */
const batch = (url: string, repeat: number) => {
  const child = spawn(process.execPath, [CLI, '--api', url, 'batch', '--scripts', join(root, 'examples'), '--concurrency', String(CONCURRENCY), '--repeat', String(repeat), '--json'], {
    cwd: root,
    env: { ...process.env, BENEFIT_STORE_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<BatchResult>((resolve, reject) =>
    child.once('exit', (code, signal) => {
      if (signal) return resolve({ succeeded: 0, failed: 0, seconds: 0, enrollmentsPerSecond: 0, failures: [] });
      try {
        resolve(JSON.parse(stdout) as BatchResult);
      } catch {
        reject(new Error(`batch exited with ${code}: ${stdout.slice(0, 2000)}${stderr.slice(0, 2000)}`));
      }
    }),
  );
  return { done, stop: () => child.kill('SIGTERM') };
};

interface Backend {
  readonly name: string;
  readonly quiet: Compared;
  readonly writing: Load;
  readonly rounds: readonly { readonly batch: BatchResult; readonly cpuMs: number; readonly machineMs: number | undefined; readonly usage: Usage }[];
}

const measureBackend = async (
  name: string,
  dist: string | undefined,
  env: Record<string, string>,
  bareFor: (url: string, path: string, cookie: string) => Promise<() => Promise<Load>>,
): Promise<Backend> => {
  const server = await startChild('serve-child.ts', [dist ?? ''], env);
  try {
    const { cookie, path } = await quoteOf(server.url);
    const quiet = await compare(() => load(server.url, path, cookie), await bareFor(server.url, path, cookie));
    const rounds: Backend['rounds'][number][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await usageOf(server.child);
      const machineBefore = machineCpuMs();
      const result = await batch(server.url, BATCH_REPEAT).done;
      const machineAfter = machineCpuMs();
      const after = await usageOf(server.child);
      const machineMs = machineBefore === undefined || machineAfter === undefined ? undefined : machineAfter - machineBefore;
      rounds.push({ batch: result, cpuMs: after.cpuMs - before.cpuMs, machineMs, usage: after });
    }
    // The listing again while a batch writes: the batch is long enough to outlast the load and is stopped after it.
    const writer = batch(server.url, 1000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const writing = await load(server.url, path, cookie);
    writer.stop();
    await writer.done.catch(() => undefined);
    return { name, quiet, writing, rounds };
  } finally {
    await stopChild(server.child);
  }
};

const loadLine = (label: string, result: Load, bare: Load) =>
  `  ${label.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(1).padStart(5)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   ${((100 * result.rps) / bare.rps).toFixed(1).padStart(5)}% of bare${result.failures ? `   ${result.failures} non-200` : ''}`;

/** A throwaway PostgreSQL database for one run, or why there is none. */
const throwawayDatabase = async (): Promise<{ url: string; drop: () => Promise<void> } | { unavailable: string }> => {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    },
  };
};

/**
 * Measures the server as the issue asks (each backend in turn, the bare server beside the first) and answers the
 * lines to print. `dist` is a built storefront to serve as well (bench/run.ts passes its own); the API does not need it.
 */
export const benchServer = async (options: { readonly dist?: string }): Promise<string[]> => {
  const work = mkdtempSync(join(tmpdir(), 'benefit-store-server-load-'));
  let bare: Child | undefined;
  // The bare server answers the body the real server answered first, and runs until the end: each backend is measured
  // in turns with it (`compare`).
  const bareFor = async (url: string, path: string, cookie: string) => {
    if (!bare) {
      const sample = await fetch(`${url}${path}`, { headers: { cookie } });
      const body = await sample.text();
      const answerFile = join(work, 'bare-answer.json');
      writeFileSync(answerFile, JSON.stringify({ headers: { 'content-type': sample.headers.get('content-type') ?? 'application/json' }, body }));
      bare = await startChild('bare-child.ts', [answerFile]);
    }
    const { url: bareUrl } = bare;
    return () => load(bareUrl, '/', '');
  };
  const backends: Backend[] = [];
  const notes: string[] = [];
  try {
    backends.push(await measureBackend('PGlite', options.dist, {}, bareFor));
    const database = await throwawayDatabase();
    if ('unavailable' in database) notes.push(`  PostgreSQL: not measured (${database.unavailable})`);
    else {
      try {
        backends.push(await measureBackend('PostgreSQL', options.dist, { BENCH_DATABASE_URL: database.url }, bareFor));
      } finally {
        await database.drop();
      }
    }
  } finally {
    if (bare) await stopChild(bare.child);
    rmSync(work, { recursive: true, force: true });
  }
  const lines = [
    `get-filtered-plans, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each (server, load generator and batch are separate processes on this machine);`,
    `  quiet: ${PAIRS} pairs of the server then bare node:http answering the same body; beside a batch: against that backend's middle pair's bare figure:`,
  ];
  for (const b of backends) {
    const top = b.quiet.bare;
    lines.push(`  ${`bare node:http (${b.name}'s pair)`.padEnd(34)} ${top.rps.toFixed(0).padStart(7)} req/s   p50 ${top.p50.toFixed(1).padStart(5)} ms   p99 ${top.p99.toFixed(1).padStart(6)} ms`);
    lines.push(`${loadLine(`${b.name}, nothing else running`, b.quiet.ours, top)}   (${pairsNote(b.quiet)})`);
    lines.push(loadLine(`${b.name}, batch of ${CONCURRENCY} writing`, b.writing, top));
  }
  lines.push(...notes);
  lines.push('', `benefit-store batch --scripts examples --concurrency ${CONCURRENCY} --repeat ${BATCH_REPEAT}, ${ROUNDS} rounds on one server:`);
  for (const b of backends) {
    const succeeded = b.rounds.reduce((sum, r) => sum + r.batch.succeeded, 0);
    const failed = b.rounds.reduce((sum, r) => sum + r.batch.failed, 0);
    const seconds = b.rounds.reduce((sum, r) => sum + r.batch.seconds, 0);
    const cpuMs = b.rounds.reduce((sum, r) => sum + r.cpuMs, 0);
    lines.push(
      `  ${b.name.padEnd(11)} ${(succeeded / seconds).toFixed(1).padStart(5)} enrollments/s (rounds ${b.rounds.map((r) => r.batch.enrollmentsPerSecond.toFixed(1)).join(', ')})   ` +
        `server CPU ${(cpuMs / Math.max(1, succeeded)).toFixed(0)} ms per complete enrollment${failed ? `   ${failed} failed (${[...new Set(b.rounds.flatMap((r) => r.batch.failures.map((f) => f.step)))].join(', ')})` : ''}`,
    );
    const machineMs = b.rounds.every((r) => r.machineMs !== undefined) ? b.rounds.reduce((sum, r) => sum + (r.machineMs ?? 0), 0) : undefined;
    if (machineMs !== undefined && succeeded > 0) {
      const perEnrollment = machineMs / succeeded;
      lines.push(
        `  ${''.padEnd(11)} the whole machine's CPU ${perEnrollment.toFixed(0)} ms per complete enrollment (server ${(cpuMs / succeeded).toFixed(0)}, the batch client, ` +
          `${b.name === 'PGlite' ? 'the kernel and the rest' : 'PostgreSQL, the kernel and the rest'} ${((machineMs - cpuMs) / succeeded).toFixed(0)}): ` +
          `${cpus().length} cores at that rate make at most ${((cpus().length * 1000) / perEnrollment).toFixed(1)} enrollments/s`,
      );
    }
    lines.push(`  ${''.padEnd(11)} memory after rounds 1, 2, 3: RSS ${b.rounds.map((r) => mb(r.usage.rss)).join(', ')}; heap used ${b.rounds.map((r) => mb(r.usage.heapUsed)).join(', ')}`);
  }
  return lines;
};

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  buildChildren();
  for (const line of await benchServer({})) console.log(line);
}
