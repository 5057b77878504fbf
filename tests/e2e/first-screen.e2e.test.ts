import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, servedCopyShown, watchServedCopy } from '../support/browser.ts';
import { useStorefront } from '../support/storefront.ts';

/** A visitor who already passed the access page on Jordan Avery's site. */
const SIGNED_ON = { isRepAuthenticated: 'true', agent_id: '1001', landingUrl: 'jordan-avery', locationAnswered: 'declined' };

interface Visit {
  readonly page: Page;
  /** Whether the page's guard let the served access page show, as the page was parsed (before any app script). */
  readonly served: boolean;
}

describe('the first screen served as HTML (docs/adr/0502), in Chromium', () => {
  const storefront = useStorefront();

  const visit = async (path: string, { host = '127.0.0.1', storage = {} as Record<string, string> } = {}): Promise<Visit> => {
    const page = await storefront.newPage(412);
    await watchServedCopy(page, storage);
    await page.goto(`http://${host}:${storefront.port}${path}`);
    const served = await servedCopyShown(page);
    // The app always takes the served copy away: it draws the same page, or the guard had hidden it.
    await page.waitForFunction(() => !document.getElementById('first-screen') && document.querySelector('#root > *'));
    return { page, served };
  };
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const accessForm = (page: Page) => page.getByRole('form', { name: 'Access code' });

  it('serves the access page in the HTML itself, inert and disabled until the app draws it in its place', async () => {
    const html = await (await fetch(`${storefront.url}/`)).text();
    const served = /<div id="first-screen" inert>([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1] ?? '';
    expect(served).toContain('<h1>Welcome to the Benefit Store</h1>');
    expect(served).toMatch(/<input disabled=""[^>]*placeholder="e.g. REP1001"/);
    expect(served).toMatch(/<button disabled="" type="submit"/);

    const { page, served: shown } = await visit('/');
    expect(shown).toBe(true);
    expect(pathOf(page)).toBe('/access-page');
    // One access page, the app's own, and it works: no control is left disabled.
    await expect.poll(() => accessForm(page).count()).toBe(1);
    await page.getByLabel('Representative Access Code').fill('REP1001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.locator('.rep-card').isVisible()).toBe(true);
    await screenshot(page, 'first-screen-then-app-412');
  });

  it('shows the served copy only where the app opens on the access page', async () => {
    const cases: readonly { path: string; host?: string; storage?: Record<string, string>; served: boolean; endsAt: string }[] = [
      { path: '/', served: true, endsAt: '/access-page' },
      { path: '/access-page', served: true, endsAt: '/access-page' },
      { path: '/access-page', storage: SIGNED_ON, served: true, endsAt: '/access-page' },
      // A visitor who passed the access page sees the site's landing page at /, never the access page first.
      { path: '/', storage: SIGNED_ON, served: false, endsAt: '/' },
      { path: '/jordan-avery', served: false, endsAt: '/access-page' },
      { path: '/?source=elevate', served: false, endsAt: '/access-page' },
      // A custom domain opens its group's home.
      { path: '/', host: 'acme.localhost', served: false, endsAt: '/home' },
    ];
    for (const scenario of cases) {
      const { page, served } = await visit(scenario.path, { ...(scenario.host ? { host: scenario.host } : {}), storage: scenario.storage ?? {} });
      const where = `${scenario.host ?? '127.0.0.1'}${scenario.path} ${scenario.storage ? 'signed on' : 'new visitor'}`;
      expect(served, where).toBe(scenario.served);
      await expect.poll(() => pathOf(page), { message: where }).toBe(scenario.endsAt);
      // Whenever the copy was served, the app ends on the same page.
      if (served) expect(await accessForm(page).isVisible(), where).toBe(true);
      await page.context().close();
    }
  });
});
