import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_WEB_DIST points the browser suite at another build (several people building at once on one checkout).
export const WEB_DIST = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../../packages/web/dist');
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(import.meta.dirname, '../../artifacts');

/** Where the browser suite's one Chromium listens (tests/setup/chromium.ts); the workers inherit it. */
export const CHROMIUM_ENDPOINT_VARIABLE = 'BENEFIT_STORE_TEST_CHROMIUM_ENDPOINT';

/** The flags this closed network needs. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
] as const;

/**
 * Debian's Chromium through playwright-core; `webDist`: the build it will browse (null: a page the server draws
 * itself). In the browser suite, the run's one Chromium (tests/setup/chromium.ts), connected to: closing what this
 * returns closes this file's contexts and leaves the browser to the other files. Elsewhere (the bench), its own.
 */
export const launchBrowser = async (webDist: string | null = WEB_DIST): Promise<Browser> => {
  if (webDist !== null && !existsSync(join(webDist, 'index.html'))) throw new Error('The storefront is not built: run `npm test` or `npm run build` first');
  const shared = process.env[CHROMIUM_ENDPOINT_VARIABLE];
  if (shared) return chromium.connect(shared);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BROWSER_ARGS] });
};

/**
 * Screenshots are for a person to look at (artifacts/): SCREENSHOTS=0 skips writing them (CI, where nobody does, and
 * where they cost a minute of its time limit). The steps around them (resizing to 375 px, audits) still run.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS !== '0';

/** Saves what the viewport shows (or, `fullPage`, the whole page) at `path`, unless SCREENSHOTS=0. */
export const saveScreenshot = async (page: Page, path: string, fullPage = false): Promise<void> => {
  if (!SCREENSHOTS) return;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage });
};

/** Saves a full-page screenshot under artifacts/ for a person to look at. */
export const screenshot = (page: Page, name: string): Promise<void> => saveScreenshot(page, join(ARTIFACTS, `${name}.png`), true);

/**
 * Records, in the page, whether the guard let the copy served in the HTML (`#first-screen`) show as the page was
 * parsed, before any app script ran: read it back with `servedCopyShown`. `seed`: localStorage values set first.
 */
export const watchServedCopy = (page: Page, seed: Record<string, string> = {}) =>
  page.addInitScript((values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    const seen = window as unknown as { copyShown?: boolean };
    const observer = new MutationObserver(() => {
      if (!document.getElementById('first-screen')) return;
      seen.copyShown = !document.documentElement.classList.contains('first-screen-off');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, seed);

export const servedCopyShown = async (page: Page): Promise<boolean> => (await page.evaluate(() => (window as unknown as { copyShown?: boolean }).copyShown)) === true;
