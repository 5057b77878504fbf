import { chromium } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM_ENDPOINT_VARIABLE, CHROMIUM_PATH } from '../support/browser.ts';

/**
 * One Chromium for the whole browser suite, started once per `vitest run` before any worker: each file connects to
 * it (tests/support/browser.ts `launchBrowser`) and gets its own contexts, closed when it disconnects. A launch costs
 * about two seconds of CPU and its own GPU and utility processes; the suite launched two dozen of them on a machine
 * whose two cores are the limit (docs/adr/0020-ci-within-twenty-minutes.md). The workers inherit the variable.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[CHROMIUM_ENDPOINT_VARIABLE]) return undefined;
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...BROWSER_ARGS] });
  process.env[CHROMIUM_ENDPOINT_VARIABLE] = server.wsEndpoint();
  return async () => {
    delete process.env[CHROMIUM_ENDPOINT_VARIABLE];
    await server.close();
  };
}
