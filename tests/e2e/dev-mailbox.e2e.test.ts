import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { enqueueMail, piiCipher, renderMail } from '@benefit-store/server';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('the development mailbox, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('pglite', { devMailbox: true });
    // The mailbox is server-rendered: no storefront build needed, so the browser is launched directly.
    browser = await launchBrowser(null);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists queued mail and shows a message as its recipient would see it, without running its markup', async () => {
    await server.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'quote',
        to: 'sam@example.com',
        ...renderMail('quote', {
          brand: { siteName: 'Acme Benefits', brandColor: '#c2410c', siteUrl: 'https://acme.example' },
          recipientName: 'Sam',
          rows: [{ name: 'Dental Plus', price: '$42.00' }],
          totals: [{ name: 'Total Cost', price: '$42.00' }],
          rep: { name: 'Jordan Avery', email: 'jordan.avery@averybenefits.example' },
          message: 'Here it is. <script>alert("x")</script>',
        }),
      }, piiCipher(server.keys.piiKey)),
    );
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/dev/mailbox`);
    await expect.poll(() => page.getByRole('link', { name: 'Your personalized quote from Jordan Avery' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Your personalized quote from Jordan Avery' }).click();

    const mail = page.frameLocator('iframe[title^="HTML body"]');
    await mail.getByText('Jordan Avery prepared this quote for you.').waitFor();
    expect(await mail.getByText('Dental Plus').isVisible()).toBe(true);
    expect(await mail.getByText('Here it is. <script>alert("x")</script>').isVisible()).toBe(true);
    await screenshot(page, 'dev-mailbox-quote');
    expect(dialogs).toEqual([]);
  });
});
