// `npm run bench`: the figures that depend on the machine, kept out of the test suites on purpose (issue 8,
// section 5). Builds the storefront, starts the real server in a child process, then measures
//   1. what a first visit downloads: initial JS/CSS per entry route, requests and bytes to first paint;
//   2. LCP, CLS and TBT of /, /landing-page, /plans, the plan page of Secure Term Life 20, /cart with it and the
//      wizard's first step in Chromium on a throttled phone profile (median of BENCH_RUNS, 5), beside the targets,
//      and /plans again for a visitor who reads Spanish;
//   3. one complete enrollment through the storefront's screens in Chromium (bench/browser-enrollment.ts): its
//      requests and bytes after the first page, against the targets, and the URLs it asks for more than once;
//   4. get-filtered-plans requests/s and p99 at 50 connections, in turns with a bare node:http server answering the
//      same precomputed body on the same machine (three pairs, the middle ratio);
//   5. bench/server-load.ts's figures (benchServer).
// BENCH_ONLY=visits,enrollment,load,server (any of them, comma separated) runs only those sections, e.g.
// BENCH_ONLY=enrollment for the browser enrollment alone; BENCH_ENROLLMENT_LOG=<file> writes its every request;
// BENCH_DIST=<dir> uses a storefront built there already instead of building one.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpus, totalmem, tmpdir } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { firstVisit, gzipBytes, SLOW_PHONE, type FirstVisit, type VisitOptions } from '../tests/support/first-visit.ts';
import { browserEnrollment, type BrowserEnrollment } from './browser-enrollment.ts';
import { benchServer, buildChildren, compare, CONNECTIONS, load, LOAD_SECONDS, pairsNote, PAIRS, quoteOf, startChild, stopChild } from './server-load.ts';

const root = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECTIONS = ['visits', 'enrollment', 'load', 'server'] as const;
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((name) => name.trim()).filter(Boolean);
for (const name of ONLY) {
  if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`BENCH_ONLY: no section '${name}' (${SECTIONS.join(', ')})`);
}
const runs = (section: (typeof SECTIONS)[number]) => ONLY.length === 0 || ONLY.includes(section);

/** Issue 23's targets: the bench prints each figure beside its target and says when it is missed. */
const TARGETS = {
  lcpMs: 1000,
  cls: 0,
  tbtMs: 100,
  /** Initial JS, gzip: `/` and every other first visit. */
  jsHome: 110 * 1024,
  jsOther: 150 * 1024,
  /** One complete browser enrollment, after the first page. */
  enrollmentRequests: 100,
  enrollmentBytes: 250 * 1024,
  enrollmentApi: 60,
} as const;
const verdict = (met: boolean) => (met ? 'ok' : 'MISS');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Children still running: stopped when the bench ends, also when a section throws. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
/** server-load.ts's children, kept in `children` while they run. */
const startKept = async (script: string, args: readonly string[]) => {
  const started = await startChild(script, args);
  children.add(started.child);
  return started;
};
const stopKept = async (child: ChildProcess) => {
  await stopChild(child);
  children.delete(child);
};

// ---- the storefront, built as `npm start` builds it ----
// BENCH_DIST=<dir>: a build made already (kept afterwards), e.g. to run one section again without building.
const given = process.env.BENCH_DIST || undefined;
const dist = given ?? mkdtempSync(join(tmpdir(), 'benefit-store-bench-dist-'));
if (!given) {
  console.log('Building the storefront ...');
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--storefront', '--out-dir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

buildChildren();
const { url, child: server } = await startKept('serve-child.ts', [dist]);

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

/** Secure Term Life 20, at the path the plans page links to (`/plan/{id}/{name}`, the name URI-encoded). */
const PLAN = { id: '141', name: 'Secure Term Life 20' };
const PLAN_PATH = `/plan/${PLAN.id}/${encodeURIComponent(PLAN.name)}`;
/**
 * What the browser holds after the real journey's Get Started on Jordan Avery's site (bench/browser-enrollment.ts
 * records it screen by screen): the site as the access code left it, the quote, the enroll type.
 */
const JOURNEY_SITE = {
  ...REP_SITE,
  agent_code: 'REP1001',
  display_name: 'Avery Benefits Group',
  open_type: 'agent',
  landingInfo: JSON.stringify({ type: 'agent', landingUrl: 'jordan-avery', agentId: '1001', agentCode: 'REP1001', displayName: 'Avery Benefits Group', agentName: 'Jordan Avery' }),
  enroll_type: 'new-member',
  eprocess: 'applicant',
  state: 'TX',
  tier: 'IO',
  isFilterDataSubmitted: 'true',
};
/** A call the shopper's screens make, in the visit's context (its session cookie), refused loudly. */
const call = async (context: BrowserContext, method: 'GET' | 'POST' | 'PUT', address: string, data?: Record<string, unknown>) => {
  const answer = await context.request.fetch(address, { method, ...(data ? { data } : {}) });
  if (answer.status() !== 200) throw new Error(`${method} ${address} answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { data: unknown }).data;
};
/** The quote of the journey with its tobacco answer (No), as the plan page leaves it: the plan is priced. */
const withPlanQuote = async (context: BrowserContext, base: string) => {
  const { tempId } = await withQuote(context, base);
  await call(context, 'PUT', `${base}/api/v1/change-filter-info/${tempId}`, { is_smoker: '0' });
  return { ...JOURNEY_SITE, tempId, planId: PLAN.id, cartCount: '0' };
};
/** ... and the plan in the cart (its first coverage option, $100k), as Add to Cart leaves it. */
const withPlanInCart = async (context: BrowserContext, base: string) => {
  const storage = await withPlanQuote(context, base);
  const pricing = (await call(context, 'GET', `${base}/api/v1/get-plan-pricing-detail?pid=${PLAN.id}&enrollment_id=${storage.tempId}`)) as { plans: { ppid: string }[] };
  await call(context, 'POST', `${base}/api/v1/add-plan-to-cart`, { enrollment_id: storage.tempId, plan_id: PLAN.id, plan_pricing_id: pricing.plans[0]!.ppid });
  return { ...storage, cartCount: '1' };
};
/** ... and checked out as the member on the first effective date: the wizard's first step opens. */
const withCheckout = async (context: BrowserContext, base: string) => {
  const storage = await withPlanInCart(context, base);
  const dates = (await call(context, 'GET', `${base}/api/v1/get-cart-effective-dates?enrollment_id=${storage.tempId}`)) as { result: string[] };
  await call(context, 'POST', `${base}/api/v1/cart-checkout`, { enrollment_id: storage.tempId, effective_date: dates.result[0], type: 'applicant' });
  return { ...storage, effectiveDate: dates.result[0]! };
};
/** A level-1 heading, and the text that says the route shows what it is measured for (a price, the cart's line). */
const showing =
  (heading: string | RegExp, text?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 10_000 });
    if (text) await page.getByText(text).first().waitFor({ timeout: 10_000 });
  };
/** The same visitor reading Spanish: their choice kept, as the header's switch keeps it (docs/adr/0900-languages.md). */
const inSpanish =
  (prepare: (context: BrowserContext, base: string) => Promise<Record<string, string>>) =>
  async (context: BrowserContext, base: string): Promise<Record<string, string>> => ({ ...(await prepare(context, base)), 'benefit-store.language': 'es' });
/** A route to visit; `name` tells two visits of one path apart (the route's path by default). */
const ROUTES: readonly { path: string; name?: string; options: VisitOptions }[] = [
  { path: '/', options: {} },
  { path: '/landing-page', options: { storage: REP_SITE } },
  { path: '/plans', options: { prepare: withQuote } },
  { path: PLAN_PATH, options: { prepare: withPlanQuote, shows: showing(PLAN.name, '$24.00') } },
  { path: '/cart', options: { prepare: withPlanInCart, shows: async (page) => page.locator('.cart-line').filter({ hasText: PLAN.name }).first().waitFor({ timeout: 10_000 }) } },
  { path: '/enrollment/personal-info', options: { prepare: withCheckout, shows: showing('Personal Information') } },
  { path: '/plans', name: '/plans in Spanish', options: { prepare: inSpanish(withQuote), shows: showing('Planes para usted') } },
];
const nameOf = (route: (typeof ROUTES)[number]) => route.name ?? route.path;
const jsTarget = (path: string) => (path === '/' ? TARGETS.jsHome : TARGETS.jsOther);

/**
 * A throttled first visit whose paint was recorded. Once in a while (seen on a first run after the machine started)
 * Chromium reports no paint entry for a visit that showed its page: its FCP and LCP read 0, which the median took
 * as a pass. Such a visit is made again; after three, the last is kept and its 0 is printed as not measured.
 */
const paintedVisit = async (browser: Browser, path: string, options: VisitOptions): Promise<FirstVisit> => {
  let visit = await firstVisit(browser, url, path, options);
  for (let retry = 0; retry < 2 && (visit.fcp === 0 || visit.lcp === 0); retry++) {
    console.error(`  (${path}: no paint recorded, visited again)`);
    visit = await firstVisit(browser, url, path, options);
  }
  return visit;
};

// ---- 1 and 2: first visits; 3: one browser enrollment ----
const sizes: Record<string, { js: number; css: number }> = {};
const vitals: Record<string, FirstVisit[]> = {};
let enrollment: BrowserEnrollment | undefined;
if (runs('visits') || runs('enrollment')) {
  const browser = await launchBrowser(dist);
  try {
    if (runs('visits')) {
      for (const route of ROUTES) {
        const visit = await firstVisit(browser, url, route.path, route.options);
        sizes[nameOf(route)] = { js: gzipBytes(dist, visit.scripts), css: gzipBytes(dist, visit.stylesheets) };
        vitals[nameOf(route)] = [];
        for (let i = 0; i < RUNS; i++) vitals[nameOf(route)]!.push(await paintedVisit(browser, route.path, { ...route.options, throttled: true }));
      }
    }
    if (runs('enrollment')) {
      enrollment = await browserEnrollment(browser, url);
      if (process.env.BENCH_ENROLLMENT_LOG) writeFileSync(process.env.BENCH_ENROLLMENT_LOG, JSON.stringify(enrollment, null, 2));
    }
  } finally {
    await browser.close();
  }
}

// ---- 4: get-filtered-plans under load ----
const underLoad = async () => {
  const { cookie, path } = await quoteOf(url);
  const sample = await fetch(`${url}${path}`, { headers: { cookie } });
  const body = await sample.text();
  const answerDir = mkdtempSync(join(tmpdir(), 'benefit-store-bench-bare-'));
  const answerFile = join(answerDir, 'bare-answer.json');
  writeFileSync(answerFile, JSON.stringify({ headers: { 'content-type': sample.headers.get('content-type') ?? 'application/json' }, body }));
  const { url: bareUrl, child: bare } = await startKept('bare-child.ts', [answerFile]);
  const compared = await compare(() => load(url, path, cookie), () => load(bareUrl, path, cookie));
  await stopKept(bare);
  rmSync(answerDir, { recursive: true, force: true });
  return { compared, bodyBytes: body.length };
};
const loaded = runs('load') ? await underLoad() : undefined;
await stopKept(server);

// ---- 5: the server's own bench (bench/server-load.ts) ----
const serverLines = runs('server') ? await benchServer({ dist }) : [];
if (!given) rmSync(dist, { recursive: true, force: true });

// ---- the report ----
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`\nBenefit Store bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
if (runs('visits')) {
  const width = Math.max(14, ...ROUTES.map((route) => nameOf(route).length));
  console.log('\nFirst visit (empty cache), initial assets as gzip (what the build precompressed); JS target: / at most 110 KB, every other route 150 KB:');
  console.log(`  ${'route'.padEnd(width)}   JS gzip  target        CSS gzip   requests to first paint   bytes to first paint (over the wire, throttled)`);
  for (const route of ROUTES) {
    const size = sizes[nameOf(route)]!;
    const throttled = vitals[nameOf(route)]!;
    const target = jsTarget(route.path);
    console.log(
      `  ${nameOf(route).padEnd(width)} ${kb(size.js).padStart(9)}  ${`<= ${kb(target)}`.padEnd(10)} ${verdict(size.js <= target).padEnd(4)} ${kb(size.css).padStart(9)}   ${String(median(throttled.map((v) => v.requestsToFirstPaint))).padStart(10)}                ${kb(median(throttled.map((v) => v.bytesToFirstPaint))).padStart(10)}`,
    );
  }
  console.log(
    `\nCore Web Vitals, median of ${RUNS} first visits, Chromium at ${SLOW_PHONE.viewport.width}x${SLOW_PHONE.viewport.height}, ${SLOW_PHONE.cpuSlowdown}x CPU slowdown, 1.6 Mbps down / ${SLOW_PHONE.network.latency} ms RTT; targets LCP < ${TARGETS.lcpMs} ms, CLS ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms:`,
  );
  console.log(`  ${'route'.padEnd(width)}      FCP        LCP            CLS             TBT`);
  for (const route of ROUTES) {
    const visits = vitals[nameOf(route)]!;
    const lcp = median(visits.map((v) => v.lcp));
    const cls = median(visits.map((v) => v.cls));
    const tbt = median(visits.map((v) => v.tbt));
    console.log(
      `  ${nameOf(route).padEnd(width)} ${ms(median(visits.map((v) => v.fcp))).padStart(8)}  ${ms(lcp).padStart(8)} ${verdict(lcp > 0 && lcp < TARGETS.lcpMs).padEnd(4)}  ${cls.toFixed(3).padStart(6)} ${verdict(cls <= TARGETS.cls).padEnd(4)}  ${ms(tbt).padStart(7)} ${verdict(tbt < TARGETS.tbtMs)}`,
    );
  }
}
if (enrollment) {
  const e = enrollment;
  const line = (label: string, value: string, target: string, met: boolean) => console.log(`    ${label.padEnd(10)} ${value.padEnd(44)} target ${target.padEnd(10)} ${verdict(met)}`);
  console.log(
    `\nOne browser enrollment through the screens (REP1001's site, applicant, IO, ${PLAN.name}, card, to the receipt ${e.policyNumber}), Chromium 1280x900, no throttling, ${(e.milliseconds / 1000).toFixed(1)} s:`,
  );
  console.log(`  the first page (/ until it settled, not counted below): ${e.firstPage.requests} requests, ${kb(e.firstPage.bytes)}`);
  console.log("  after the first page, over the wire (bytes received: response bodies as transferred plus response headers):");
  line('requests', String(e.requests) + (e.failed ? ` (${e.failed} without an answer)` : ''), `<= ${TARGETS.enrollmentRequests}`, e.requests <= TARGETS.enrollmentRequests);
  line('bytes', `${kb(e.bytes)} (bodies ${kb(e.bodyBytes)}, headers ${kb(e.headerBytes)})`, `<= ${kb(TARGETS.enrollmentBytes)}`, e.bytes <= TARGETS.enrollmentBytes);
  line('API', `${e.api.requests} (${e.apiDistinct} distinct URLs, ${kb(e.api.bytes)})`, `<= ${TARGETS.enrollmentApi}`, e.api.requests <= TARGETS.enrollmentApi);
  console.log(`    reads      ${e.reads.asked} asked, ${e.reads.batched} of them together in ${e.reads.batches} batches (docs/adr/0511-read-batches.md)`);
  const kinds = Object.entries(e.staticByKind)
    .filter(([, count]) => count.requests > 0)
    .map(([kind, count]) => `${kind} ${count.requests} (${kb(count.bytes)})`);
  console.log(`    static     ${e.requests - e.api.requests}: ${kinds.join(', ')}`);
  if (e.fromCache > 0) console.log(`    cache      ${e.fromCache} more answered by the browser's cache (nothing over the wire, not counted above)`);
  console.log(`    by screen  ${e.byScreen.map((s) => `${s.screen} ${s.requests} (${s.api} API)`).join(', ')}`);
  console.log(`  the ${Math.min(15, e.repeated.length)} most repeated of ${e.repeated.length} URLs asked more than once, alone or in a batch (${e.repeated.reduce((sum, r) => sum + r.count - 1, 0)} beyond the first of each):`);
  for (const repeated of e.repeated.slice(0, 15)) console.log(`    ${String(repeated.count).padStart(3)} x ${repeated.url}`);
}
if (loaded) {
  const { compared, bodyBytes } = loaded;
  const { ours, bare: ceiling } = compared;
  console.log(`\nget-filtered-plans, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each, ${PAIRS} pairs of this server then the bare one (separate processes on this machine):`);
  console.log(`  Benefit Store server   ${ours.rps.toFixed(0).padStart(7)} req/s   p50 ${ours.p50.toFixed(1)} ms   p99 ${ours.p99.toFixed(1)} ms${ours.failures ? `   ${ours.failures} non-200` : ''}`);
  console.log(`  bare node:http         ${ceiling.rps.toFixed(0).padStart(7)} req/s   p50 ${ceiling.p50.toFixed(1)} ms   p99 ${ceiling.p99.toFixed(1)} ms`);
  console.log(`  ratio                  ${((100 * ours.rps) / ceiling.rps).toFixed(1)}% of the bare server (${(bodyBytes / 1024).toFixed(1)} KB body; ${pairsNote(compared)}); target 50%`);
}
if (serverLines.length > 0) {
  console.log('');
  for (const serverLine of serverLines) console.log(serverLine);
}
