import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_WEB_DIST points the browser suite at another build (several people building at once on one checkout).
export const WEB_DIST = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../../packages/web/dist');
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(import.meta.dirname, '../../artifacts');

/** Debian's Chromium through playwright-core, with the flags this closed network needs; `webDist`: the build it will browse. */
export const launchBrowser = async (webDist = WEB_DIST): Promise<Browser> => {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('The storefront is not built: run `npm test` or `npm run build` first');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
};

/** Saves a full-page screenshot under artifacts/ for a person to look at. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
};
