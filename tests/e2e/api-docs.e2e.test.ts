import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUDITED, audit } from '../support/axe.ts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, launchBrowser, saveScreenshot } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The published contract's page (docs/adr/0012-the-published-contract.md): a person reads every route, its parameters and its answers at
 * /api/v1/docs, in the product's own server, with no script and nothing fetched from elsewhere.
 */
describe('the API documentation page, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    // Server-rendered: no storefront build needed.
    browser = await launchBrowser(null);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each([
    ['phone', 375],
    ['desktop', 1280],
  ])('lists the routes by group and opens one to its parameters and answers (%s)', async (name, width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 }, ...AUDITED });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${server.url}/api/v1/docs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Benefit Store API' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '/api/v1/openapi.json' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Cart' }).isVisible()).resolves.toBe(true);
    // axe on the whole page (every route and schema) takes long: once, on the desktop layout.
    if (width === 1280) expect(await audit(page, `docs page (${name})`)).toEqual([]);
    // The page is long (every route and schema): the screenshots are of what a screen shows.
    mkdirSync(ARTIFACTS, { recursive: true });
    await saveScreenshot(page, join(ARTIFACTS, `api-docs-${name}.png`));

    const addToCart = page.locator('details', { has: page.getByText('/api/v1/add-plan-to-cart', { exact: true }) });
    await addToCart.locator('summary').click();
    await expect(addToCart.getByRole('link', { name: 'AddPlanToCartRequest' }).isVisible()).resolves.toBe(true);
    await expect(addToCart.getByRole('cell', { name: '4XX', exact: true }).isVisible()).resolves.toBe(true);
    await addToCart.scrollIntoViewIfNeeded();
    await saveScreenshot(page, join(ARTIFACTS, `api-docs-route-${name}.png`));
    await addToCart.getByRole('link', { name: 'GetPlanCartResponse' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'GetPlanCartResponse' }).isVisible()).resolves.toBe(true);
    expect(await audit(page, `docs page, a route open (${name})`)).toEqual([]);
    await saveScreenshot(page, join(ARTIFACTS, `api-docs-schema-${name}.png`));
    // Everything came from this server, and nothing but the page itself.
    expect(requested.filter((url) => !url.startsWith(server.url))).toEqual([]);
    await page.close();
  });
});
