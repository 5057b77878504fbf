// `npm run bench`: the figures that depend on the machine, kept out of the test suites on purpose (issue 8,
// section 5). Builds the storefront, starts the real server in a child process, then measures
//   1. what a first visit downloads: initial JS/CSS per entry route, requests and bytes to first paint;
//   2. LCP, CLS and TBT of /, /landing-page and /plans in Chromium on a throttled phone profile (median of 5);
//   3. get-filtered-plans requests/s and p99 at 50 connections, beside a bare node:http server answering the
//      same precomputed body on the same machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpus, totalmem, tmpdir } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Pool } from 'undici';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { firstVisit, gzipBytes, SLOW_PHONE, type FirstVisit } from '../tests/support/first-visit.ts';

const root = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = 50;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Starts `node --import tsx <script> ...args` and resolves with the URL it prints first. */
const startChild = (script: string, args: readonly string[]): Promise<{ url: string; child: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (url) => resolve({ url: url.trim(), child }));
  });
const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

// ---- the storefront, built as `npm start` builds it ----
const dist = mkdtempSync(join(tmpdir(), 'benefit-store-bench-dist-'));
console.log('Building the storefront ...');
const built = spawnSync('npx', ['--yes', 'pnpm@10.34.8', '--filter', '@benefit-store/web', 'exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const { url, child: server } = await startChild('serve-child.ts', [dist]);

/** A visitor of Jordan Avery's site who answered the location prompt (nothing covers the page). */
const REP_SITE = { isRepAuthenticated: 'true', agent_id: '1001', landingUrl: 'jordan-avery', locationAnswered: 'declined' };
/** The same visitor with a quote: /plans lists its plans. */
const withQuote = async (context: BrowserContext, base: string) => {
  const started = await context.request.post(`${base}/api/v1/add-filter-for-new-user`, {
    data: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', eprocess: 'applicant', agent_id: '1001' },
  });
  const tempId = ((await started.json()) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
  return { ...REP_SITE, tempId, tier: 'IO', isFilterDataSubmitted: 'true', eprocess: 'applicant' };
};
const ROUTES = [
  { path: '/', options: {} },
  { path: '/landing-page', options: { storage: REP_SITE } },
  { path: '/plans', options: { prepare: withQuote } },
] as const;

// ---- 1 and 2: first visits ----
const browser = await launchBrowser(dist);
const sizes: Record<string, { js: number; css: number }> = {};
const vitals: Record<string, FirstVisit[]> = {};
for (const route of ROUTES) {
  const visit = await firstVisit(browser, url, route.path, route.options);
  sizes[route.path] = { js: gzipBytes(dist, visit.scripts), css: gzipBytes(dist, visit.stylesheets) };
  vitals[route.path] = [];
  for (let i = 0; i < RUNS; i++) vitals[route.path]!.push(await firstVisit(browser, url, route.path, { ...route.options, throttled: true }));
}
await browser.close();

// ---- 3: get-filtered-plans under load ----
const quote = await fetch(`${url}/api/v1/add-filter-for-new-user`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', eprocess: 'applicant' }),
});
const cookie = (quote.headers.get('set-cookie') ?? '').split(';')[0]!;
const enrollmentId = ((await quote.json()) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
const plansPath = `/api/v1/get-filtered-plans?enrollment_id=${encodeURIComponent(enrollmentId)}`;
const sample = await fetch(`${url}${plansPath}`, { headers: { cookie } });
const body = await sample.text();
const answerFile = join(dist, 'bare-answer.json');
writeFileSync(answerFile, JSON.stringify({ headers: { 'content-type': sample.headers.get('content-type') ?? 'application/json' }, body }));
const { url: bareUrl, child: bare } = await startChild('bare-child.ts', [answerFile]);

const load = async (base: string) => {
  const pool = new Pool(base, { connections: CONNECTIONS, pipelining: 1 });
  const latencies: number[] = [];
  let failures = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await pool.request({ path: plansPath, method: 'GET', headers: { cookie } });
      await response.body.arrayBuffer();
      if (response.statusCode !== 200) failures += 1;
      if (record) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(performance.now() + 2000, false))); // warm up
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(started + LOAD_SECONDS * 1000, true)));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), failures };
};
const ours = await load(url);
const ceiling = await load(bareUrl);
await stopChild(bare);
await stopChild(server);
rmSync(dist, { recursive: true, force: true });

// ---- the report ----
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`\nBenefit Store bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
console.log('\nFirst visit (empty cache), initial assets as gzip (what the build precompressed):');
console.log('  route          JS gzip    CSS gzip   requests to first paint   bytes to first paint (over the wire, throttled)');
for (const route of ROUTES) {
  const size = sizes[route.path]!;
  const throttled = vitals[route.path]!;
  console.log(
    `  ${route.path.padEnd(14)} ${kb(size.js).padStart(9)}  ${kb(size.css).padStart(9)}   ${String(median(throttled.map((v) => v.requestsToFirstPaint))).padStart(10)}                ${kb(median(throttled.map((v) => v.bytesToFirstPaint))).padStart(10)}`,
  );
}
console.log(
  `\nCore Web Vitals, median of ${RUNS} first visits, Chromium at ${SLOW_PHONE.viewport.width}x${SLOW_PHONE.viewport.height}, ${SLOW_PHONE.cpuSlowdown}x CPU slowdown, 1.6 Mbps down / ${SLOW_PHONE.network.latency} ms RTT:`,
);
console.log('  route            FCP       LCP       CLS      TBT');
for (const route of ROUTES) {
  const runs = vitals[route.path]!;
  console.log(
    `  ${route.path.padEnd(14)} ${ms(median(runs.map((v) => v.fcp))).padStart(8)}  ${ms(median(runs.map((v) => v.lcp))).padStart(8)}  ${median(runs.map((v) => v.cls)).toFixed(3).padStart(6)}  ${ms(median(runs.map((v) => v.tbt))).padStart(7)}`,
  );
}
console.log(`\nget-filtered-plans, ${CONNECTIONS} connections, ${LOAD_SECONDS} s (server and load generator are separate processes on this machine):`);
console.log(`  Benefit Store server   ${ours.rps.toFixed(0).padStart(7)} req/s   p50 ${ours.p50.toFixed(1)} ms   p99 ${ours.p99.toFixed(1)} ms${ours.failures ? `   ${ours.failures} non-200` : ''}`);
console.log(`  bare node:http         ${ceiling.rps.toFixed(0).padStart(7)} req/s   p50 ${ceiling.p50.toFixed(1)} ms   p99 ${ceiling.p99.toFixed(1)} ms`);
console.log(`  ratio                  ${((100 * ours.rps) / ceiling.rps).toFixed(1)}% of the bare server (${(body.length / 1024).toFixed(1)} KB body)`);
