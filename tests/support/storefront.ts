import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, WEB_DIST } from './browser.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface Storefront {
  /** The server's base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly port: string;
  /** A page in a fresh browser context (a new visitor: no cookies, no localStorage). */
  newPage(width?: number, context?: BrowserContextOptions): Promise<Page>;
  /** The suite's own SMTP server, when started with `{ smtp: true }`: the server's mail worker delivers there. */
  readonly smtp: TestSmtp;
  /** The server itself (its keys, its database), for what a test must prepare as the server would. */
  readonly server: TestServer;
  /** The Chromium itself, for a helper that opens its own contexts (a first visit, the bench's journey). */
  readonly browser: Browser;
}

export interface StorefrontOptions {
  /** Start a real SMTP server first and give the storefront's server its URL (mail is delivered, not kept). */
  readonly smtp?: boolean;
  /** The server's clock (a suite that moves the day on); the real clock by default. */
  readonly now?: () => Date;
  /** The server's data directory, prepared by the suite (e.g. a token created on it first); a fresh one by default. */
  readonly dataDir?: string;
  /** Start with no demo data at all (SEED_DEMO_DATA=0). */
  readonly emptyDatabase?: boolean;
}

/** How long the suites' storefront waits for a page copy (the product: 1.5 s). */
const COPY_BUDGET_MS = 20_000;

/**
 * The built storefront on a real server with a throwaway database, and a Chromium to visit it: started
 * before the suite's tests and closed after them. Call it at the top of a `describe`.
 */
export const useStorefront = (options: StorefrontOptions = {}): Storefront => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    if (options.smtp) smtp = await startTestSmtp();
    server = await startTestServer('pglite', {
      webDist: WEB_DIST,
      // A page copy is drawn however busy the machine: past the product's 1.5 s a page is served bare, which on a
      // saturated CI machine turned checks of what a copy does into checks of how fast the machine was.
      pageCopyBudgetMs: COPY_BUDGET_MS,
      ...(smtp ? { smtpUrl: smtp.url } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.emptyDatabase ? { emptyDatabase: true } : {}),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });
  const started = () => {
    if (!server || !browser) throw new Error('The storefront is used before its beforeAll ran');
    return { server, browser };
  };
  return {
    get url() {
      return started().server.url;
    },
    get port() {
      return new URL(started().server.url).port;
    },
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    get smtp() {
      if (!smtp) throw new Error('This storefront was started without { smtp: true }');
      return smtp;
    },
    newPage: async (width = 1280, context = {}) => {
      const browserContext = await started().browser.newContext({ viewport: { width, height: 900 }, ...context });
      return browserContext.newPage();
    },
  };
};

/** The access page's rep code journey: enter the code, Continue, then Confirm the rep card it shows. */
export const enterRepCode = async (page: Page, code = 'REP1001'): Promise<void> => {
  await page.getByLabel('Representative Access Code').fill(code);
  await page.getByRole('form', { name: 'Access code' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
};

/** Get Started on the landing page shown (Zip Code, Gender, Choose Tier, DOB, Submit), until /plans opens. */
export const getStarted = async (page: Page, quote: { zip?: string; gender?: string; tier?: string; dob?: string } = {}): Promise<void> => {
  await page.getByLabel('Zip Code').fill(quote.zip ?? '75001');
  await page.getByLabel('Gender').selectOption(quote.gender ?? '1');
  await page.getByLabel('Choose Tier').selectOption(quote.tier ?? 'IO');
  await page.getByLabel('DOB').pressSequentially(quote.dob ?? '01151985');
  await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/plans');
};
