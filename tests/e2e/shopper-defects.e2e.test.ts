import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { launchBrowser, screenshot, WEB_DIST } from '../support/browser.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The defects a shopper trying the storefront hit (issue 8, section 3), each walked through in Chromium. */
describe('what a new shopper hits, in Chromium', () => {
  const storefront = useStorefront();

  const repSite = async (width = 1280): Promise<Page> => {
    const page = await storefront.newPage(width);
    await page.goto(`${storefront.url}/access-page`);
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await expect.poll(() => page.getByRole('link', { name: 'Avery Benefits Group home' }).isVisible()).toBe(true);
    return page;
  };
  const storedSite = (page: Page) => page.evaluate(() => [localStorage.getItem('landingInfo'), localStorage.getItem('landingUrl')]);

  it("the header's cart icon opens /cart inside the site and keeps it; every spec route is a route, never a 404", async () => {
    const page = await repSite();
    const site = await storedSite(page);
    expect(site[1]).toBe('jordan-avery');
    await page.getByRole('link', { name: /^Cart: 0 items/ }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByRole('heading', { name: 'Cart' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Avery Benefits Group home' }).isVisible()).toBe(true);
    expect(await storedSite(page)).toEqual(site);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `cart-from-header-${width}`);
    }

    for (const route of ['/continue-enrollment', '/confirmation/', '/external?site=abc', '/websites?group=3001', '/website', '/PlanQuestionView', '/direct-continue/7/2']) {
      await page.goto(`${storefront.url}${route}`);
      // Its own screen or, until that is built, 'Coming soon': inside the site either way.
      await expect.poll(() => page.getByRole('link', { name: 'Avery Benefits Group home' }).isVisible(), { message: route }).toBe(true);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { message: route }).toBe(true);
      expect(new URL(page.url()).pathname, route).not.toBe('/404');
      expect(await page.getByRole('heading', { name: Messages.pageNotFound }).count(), route).toBe(0);
      expect(await storedSite(page), route).toEqual(site);
    }
    await page.context().close();
  });

  it("term life with a tier other than IO says 'Plans are available for IO tier only'", async () => {
    const page = await repSite();
    await page.goto(`${storefront.url}/landing-page`);
    await page.getByLabel('Zip Code').fill('75001');
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Choose Tier').selectOption('IS');
    await page.getByLabel('DOB').pressSequentially('01151985');
    await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await page.goto(`${storefront.url}/plans?type=term_life`);
    await expect.poll(() => page.getByText(Messages.plansForIoOnly).isVisible()).toBe(true);
    expect(await page.getByText(Messages.noPlansForSelection).count()).toBe(0);
    await screenshot(page, 'plans-term-life-io-only-1280');
    await page.context().close();
  });

  it("another rep's link after confirming REP1001 asks 'Do you want to enroll under Rep ...?' on the access page", async () => {
    const page = await repSite();
    await page.goto(`${storefront.url}/morgan-lee`);
    await page.waitForURL('**/access-page');
    const dialog = page.getByRole('dialog', { name: 'Confirm your representative' });
    await expect.poll(() => dialog.getByText(Messages.enrollUnderRep('Morgan Lee')).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/morgan-lee');
    await expect.poll(() => page.getByRole('link', { name: /Lee Insurance Partners home/ }).isVisible()).toBe(true);
    // The rep the visitor confirmed keeps opening without a question.
    await page.goto(`${storefront.url}/morgan-lee`);
    await expect.poll(() => page.getByRole('link', { name: /Lee Insurance Partners home/ }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/morgan-lee');
    await page.context().close();
  });

  it('a signed-in rep who opens /member-home goes to the rep home, never greeted as a member', async () => {
    const page = await storefront.newPage();
    await page.goto(`${storefront.url}/sign-in`);
    await page.getByLabel('E-mail').fill('jordan.avery@averybenefits.example');
    await page.getByLabel('Password').fill('DemoRep#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');
    await page.goto(`${storefront.url}/member-home`);
    await page.waitForURL('**/agent-home');
    expect(await page.getByRole('heading', { name: Messages.memberWelcome('Jordan Avery') }).count()).toBe(0);
    await page.context().close();
  });

  it("an empty zip on the 3-slide form is 'Field is required' at once, with no zip check", async () => {
    const page = await storefront.newPage(375);
    await page.goto(`${storefront.url}/morgan-lee`);
    await page.waitForURL('**/access-page');
    await page.getByRole('dialog', { name: 'Confirm your representative' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/morgan-lee');
    const form = page.getByRole('form', { name: 'Get Started' });
    await expect.poll(() => form.getByLabel('Zip Code').isVisible()).toBe(true);
    const started = Date.now();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form.getByText(Messages.fieldRequired).isVisible(), { timeout: 1_000 }).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await form.getByText(/Checking your ZIP code/).count()).toBe(0);
    expect(await form.getByLabel('Zip Code').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'quote-slides-empty-zip-375');
    await page.context().close();
  });
});

describe('an expired session, in Chromium', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let clock = new Date();
  beforeAll(async () => {
    server = await startTestServer('pglite', { webDist: WEB_DIST, now: () => clock });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Waits, once called, until none of the page's API requests has been unanswered for half a second. */
  const answeredAll = (page: Page) => {
    const unanswered = new Set<Request>();
    let lastChange = Date.now();
    const track = (add: boolean) => (request: Request) => {
      if (!request.url().includes('/api/')) return;
      if (add) unanswered.add(request);
      else unanswered.delete(request);
      lastChange = Date.now();
    };
    page.on('request', track(true));
    page.on('requestfinished', track(false));
    page.on('requestfailed', track(false));
    return () => expect.poll(() => unanswered.size === 0 && Date.now() - lastChange > 500, { timeout: 30_000 }).toBe(true);
  };

  /** The rep signs in on `page` (a fresh tab): the access code, then the sign-in form, to the rep's home. */
  const signInAsRep = async (page: Page) => {
    const url = server!.url;
    await page.goto(`${url}/access-page`);
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.goto(`${url}/sign-in`);
    await page.getByLabel('E-mail').fill('jordan.avery@averybenefits.example');
    await page.getByLabel('Password').fill('DemoRep#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');
  };

  it('sends the person to sign in when an API call answers 401 session expired, keeping the site', async () => {
    const page = await browser!.newPage();
    const quiet = answeredAll(page);
    const url = server!.url;
    await signInAsRep(page);
    // The rep leaves the page idle: its own requests answered first, so that the expiry is met by the next page's.
    // Not the page's 'networkidle': the document reached it on /sign-in, and the client-side move to /agent-home does
    // not start it again, so it waited for nothing (on a busy CI machine a request still in flight met the expiry).
    await quiet();
    const landingUrl = await page.evaluate(() => localStorage.getItem('landingUrl'));

    clock = new Date(clock.getTime() + 31 * 60_000);
    await page.goto(`${url}/agent-select-member`);
    await page.waitForURL('**/sign-in');
    await expect.poll(() => page.getByText(Messages.sessionExpired).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('landingUrl'))).toBe(landingUrl);
    await page.close();
  });

  it('tells the second tab as well, though the first one heard the expiry and the session is gone', async () => {
    const context = await browser!.newContext();
    const first = await context.newPage();
    const firstQuiet = answeredAll(first);
    const url = server!.url;
    await signInAsRep(first);
    const second = await context.newPage();
    const secondQuiet = answeredAll(second);
    await second.goto(`${url}/agent-home`);
    await expect.poll(() => second.getByText(Messages.whoToEnroll).isVisible()).toBe(true);
    await firstQuiet();
    await secondQuiet();

    clock = new Date(clock.getTime() + 31 * 60_000);
    await first.goto(`${url}/agent-select-member`);
    await first.waitForURL('**/sign-in');
    await expect.poll(() => first.getByText(Messages.sessionExpired).isVisible()).toBe(true);
    // The first tab's answer cleared the session's cookie; the second tab never saw that answer (each tab keeps its
    // own notice), and asks with no session at all.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('bs_session');
    await second.goto(`${url}/agent-select-member`);
    await second.waitForURL('**/sign-in');
    await expect.poll(() => second.getByText(Messages.sessionExpired).isVisible()).toBe(true);
    await screenshot(second, 'session-expired-second-tab-1280');

    // Signed in again, the notice is gone from the next sign-in page.
    await second.getByLabel('E-mail').fill('jordan.avery@averybenefits.example');
    await second.getByLabel('Password').fill('DemoRep#2026');
    await second.getByRole('button', { name: 'Sign in' }).click();
    await second.waitForURL('**/agent-home');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('bs_expired');
    await context.close();
  });
});
