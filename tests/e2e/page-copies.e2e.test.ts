import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot, servedCopyShown, watchServedCopy } from '../support/browser.ts';
import { SLOW_PHONE } from '../support/first-visit.ts';
import { enterRepCode, getStarted, useStorefront } from '../support/storefront.ts';

/**
 * Page copies (docs/adr/0520-page-copies.md, issue 23): a shopper who comes back to a page past `/` (a refresh, a
 * bookmark, a new tab) gets its first screen in the HTML, drawn by the server for the site and quote their browser
 * keeps, so a phone paints it before any script arrives; the app then takes its place, and works.
 */
describe('pages served with their first screen in the HTML, in Chromium', () => {
  const storefront = useStorefront();
  const url = (path: string) => `${storefront.url}${path}`;

  /** A shopper on Jordan Avery's site with an IO quote from 75001, on /plans (the real screens, start to end). */
  const shopper = async (width = 412): Promise<Page> => {
    const page = await storefront.newPage(width);
    await watchServedCopy(page);
    await page.context().addInitScript(() => {
      if (!localStorage.getItem('locationAnswered')) localStorage.setItem('locationAnswered', 'declined');
    });
    await page.goto(url('/access-page'));
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.goto(url('/landing-page'));
    await getStarted(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  };
  /** The page as the server answers it to this browser (its cookies), before any script. */
  const served = async (context: BrowserContext, path: string) => {
    const answer = await context.request.get(url(path));
    const html = await answer.text();
    return {
      html,
      copy: /<div id="first-screen" data-page="([^"]*)" inert>/.exec(html)?.[1],
      cacheControl: answer.headers()['cache-control'],
    };
  };
  /** Loads a path in the page; resolves with whether the guard let the served copy show before the app ran. */
  const open = async (page: Page, path: string) => {
    await page.goto(url(path));
    const shown = await servedCopyShown(page);
    await page.waitForFunction(() => !document.getElementById('first-screen'), null, { timeout: 20_000 });
    return shown;
  };

  it('draws the plans, a plan and the landing page into the HTML of a shopper who comes back, and the app takes over', async () => {
    const page = await shopper();
    const context = page.context();

    const plans = await served(context, '/plans');
    expect(plans.copy).toBe('/plans');
    // The shopper's own page: never kept by a cache, asked afresh each time.
    expect(plans.cacheControl).toBe('private, no-store');
    // The site's header and the quote's plans are in the HTML itself, and nothing in it can be used yet.
    expect(plans.html).toContain('Avery Benefits Group');
    expect(plans.html).toContain("<h1>Plans for you</h1>");
    expect(plans.html).toContain('class="plan-card');
    expect(plans.html).toMatch(/<noscript><p [^>]*>The Benefit Store runs in your browser: please turn on JavaScript/);
    expect(plans.html).not.toMatch(/<(button|input|select)(?![^>]*disabled)[^>]*>/);

    // The answers the copy was drawn with come with it, for the app to start from.
    const answers = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(plans.html)?.[1];
    expect(JSON.stringify(JSON.parse(answers ?? 'null'))).toContain('Secure Term Life 20');
    await page.goto('about:blank'); // only the next page's requests are counted (the test below says why)
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
    });
    expect(await open(page, '/plans')).toBe(true);
    // One page, the app's, and it works: the plan opens from its card.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.locator('.plan-card').count()).toBeGreaterThan(4);
    // The app asked nothing the server had just said (the site, its branding for this host, the quote's plans): it
    // started from the answers the copy was drawn with.
    expect(asked).toEqual([]);
    await screenshot(page, 'page-copy-plans-412');
    // Every plan of the quote is drawn by the app, the first cards with the page and the rest right after.
    await page.getByRole('link', { name: /Secure Term Life 20/ }).first().click();
    await page.waitForURL('**/plan/141/**');
    await page.getByRole('heading', { level: 1, name: 'Secure Term Life 20' }).waitFor();

    const planPath = new URL(page.url()).pathname;
    expect(decodeURI((await served(context, planPath)).copy ?? '')).toBe(decodeURI(planPath));
    expect((await served(context, '/landing-page')).copy).toBe('/landing-page');
    expect(await open(page, '/landing-page')).toBe(true);
    await page.getByRole('form', { name: 'Get Started' }).waitFor();
    // The form holds the shopper's quote and takes input: the app's own page, not the inert copy.
    await expect.poll(() => page.getByLabel('Zip Code').inputValue()).toBe('75001');
    await page.getByLabel('Zip Code').fill('75002');
    await screenshot(page, 'page-copy-landing-412');
    await context.close();
  });

  it('draws the page in the language the visitor reads: their choice, else their browser’s', async () => {
    const page = await shopper();
    const context = page.context();
    // Chosen on the page: the copy of the next load is drawn in Spanish, in a page that says so, and the app starts
    // from its Spanish answers without asking the API again.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Planes para usted' }).waitFor();
    const chosen = await served(context, '/plans');
    expect(chosen.copy).toBe('/plans');
    expect(chosen.html).toContain('<html lang="es"');
    expect(chosen.html).toContain('<h1>Planes para usted</h1>');
    // Even the line for a browser without JavaScript.
    expect(chosen.html).toMatch(/<noscript><p [^>]*>Benefit Store funciona en su navegador: active JavaScript/);
    // The page being left is still reading its answers again in Spanish (the heading changes as soon as the words
    // arrive, its reads 30 ms after): it is let go first, so that only the next page's requests are counted (a CI run
    // counted the old page's read here).
    await page.goto('about:blank');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
    });
    expect(await open(page, '/plans')).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Planes para usted' }).waitFor();
    expect(asked).toEqual([]);
    await screenshot(page, 'page-copy-plans-es-412');
    // Back to English: the view moved on with the choice, and the next copy is English again.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plans for you' }).waitFor();
    await expect.poll(async () => (await served(context, '/plans')).html.includes('<h1>Plans for you</h1>')).toBe(true);
    // No choice stored: the browser's languages decide, as in the app (a visitor whose browser asks for Spanish first).
    await page.evaluate(() => localStorage.removeItem('benefit-store.language'));
    await page.reload(); // the app writes the view again, without the choice
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const browserSpanish = await context.request.get(url('/plans'), { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    const html = await browserSpanish.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<h1>Planes para usted</h1>');
    expect(browserSpanish.headers()['vary']).toContain('accept-language');
    await context.close();
  });

  it('shows a copy arriving over a slow line whole: nothing on the page moves while the rest of it comes in', async () => {
    const page = await shopper();
    // The bench's phone: a slow line, so the page arrives in parts, and a slow processor.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await page.addInitScript(() => {
      const moved: number[] = [];
      (window as unknown as { moved: number[] }).moved = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) moved.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Seen moving in about half the visits before: the landing page's form, which a phone shows above the heading,
    // arrived after the heading had been painted (and the header's cart button widened when its total arrived).
    const shifts: number[] = [];
    for (let visit = 0; visit < 5; visit += 1) {
      expect(await open(page, '/landing-page')).toBe(true);
      await page.getByRole('form', { name: 'Get Started' }).waitFor();
      await page.waitForTimeout(300); // layout shifts are reported a moment after they happen
      shifts.push(...(await page.evaluate(() => (window as unknown as { moved: number[] }).moved)));
    }
    expect(shifts).toEqual([]);
    await page.context().close();
  });

  it('follows the quote a second window changed, and is not shown when the storage moved on without the cookie', async () => {
    const page = await shopper(1280);
    const context = page.context();
    // A second tab changes the quote's tier: the first tab's next load of /plans shows the new quote's plans.
    const tab = await context.newPage();
    await tab.goto(url('/landing-page'));
    await tab.getByLabel('Choose Tier').selectOption('IS');
    await tab.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await tab.waitForURL('**/plans');
    await tab.getByRole('heading', { level: 1 }).first().waitFor();
    const after = await served(context, '/plans');
    expect(after.copy).toBe('/plans');
    expect(await page.evaluate(() => localStorage.getItem('tier'))).toBe('IS');

    // Storage changed behind the app's back (the cookie still names the old view): the guard hides the copy and
    // the app draws the page for what the storage holds.
    await page.evaluate(() => localStorage.setItem('tier', 'IO'));
    expect(await open(page, '/plans')).toBe(false);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tab.close();
    await context.close();
  });

  it('draws nothing for a cookie naming someone else’s quote, nor for a forged or oversized one', async () => {
    const owner = await shopper();
    const tempId = (await owner.evaluate(() => localStorage.getItem('tempId')))!;
    const stranger = await storefront.newPage(412);
    const view = JSON.stringify([
      ['landingUrl', 'jordan-avery'],
      ['agent_id', '1001'],
      ['isRepAuthenticated', 'true'],
      ['tempId', tempId],
      ['tier', 'IO'],
      ['isFilterDataSubmitted', 'true'],
    ]);
    const cookie = (value: string, path = '/plans') => ({ name: 'bs_view', value, domain: '127.0.0.1', path, sameSite: 'Lax' as const });
    await stranger.context().addCookies([cookie(encodeURIComponent(view)), cookie(encodeURIComponent(view), '/cart')]);
    // The stranger's session owns no such quote: the server's reads are refused, and the page is served bare.
    for (const path of ['/plans', '/cart']) {
      const page = await served(stranger.context(), path);
      expect(page.copy, path).toBeUndefined();
      expect(page.cacheControl, path).toBe('no-cache');
    }
    // The owner's own view, with a stored value that looks like markup and like a replacement pattern: drawn as text.
    const session = (await owner.context().cookies()).find((c) => c.name !== 'bs_view')!;
    const odd = JSON.stringify([...(JSON.parse(view) as [string, string][]), ['referral', `$' $& "><script>alert(1)</script>`]]);
    const drawn = await (await fetch(url('/plans'), { headers: { cookie: `${session.name}=${session.value}; bs_view=${encodeURIComponent(odd)}` } })).text();
    expect(drawn).toContain('data-page="/plans"');
    expect(drawn).not.toContain('<script>alert(1)');
    expect(drawn.match(/<div id="root">/g)).toHaveLength(1);
    expect(drawn.match(/<script type="module"/g)).toHaveLength(1);
    // Written by hand (a browser would not even keep the longest): each is refused before anything is drawn.
    for (const forged of ['not json', '[["tempId"]]', '[["unknown-name","x"]]', '{"tempId":"1"}', JSON.stringify([['tier', 'x'.repeat(10_000)]])]) {
      const answer = await fetch(url('/plans'), { headers: { cookie: `bs_view=${encodeURIComponent(forged)}` } });
      expect(answer.status, forged.slice(0, 20)).toBe(200);
      expect(await answer.text()).not.toContain('data-page=');
    }
    await owner.context().close();
    await stranger.context().close();
  });
});
