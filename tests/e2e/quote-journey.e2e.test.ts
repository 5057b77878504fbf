import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { screenshot } from '../support/browser.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';

describe('walking skeleton: Get Started form to the plan list, in Chromium', () => {
  const storefront = useStorefront();

  const newVisitor = async (width = 1280): Promise<Page> => {
    const page = await storefront.newPage(width);
    // The main shell is guarded: pass the access page with the demo rep's code first.
    await page.goto(`${storefront.url}/access-page`);
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.goto(`${storefront.url}/landing-page`);
    // The shell is drawn (and its fields can take focus) once the site's data has answered (ADR 0502): a person types
    // into a form they can see, and keys sent before then went nowhere on a loaded CI machine.
    await page.getByRole('form', { name: 'Get Started' }).waitFor();
    return page;
  };

  const form = (page: Page) => page.getByRole('form', { name: 'Get Started' });

  it('shows the spec messages beside each field and keeps the visitor on the form', async () => {
    const page = await newVisitor();
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form(page).getByText(Messages.fieldRequired).count()).toBe(4);

    await page.getByLabel('Zip Code').fill('7500');
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Choose Tier').selectOption('IS');
    await page.getByLabel('DOB').pressSequentially('06302015');
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(Messages.invalidZip).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(Messages.minimumAge).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/landing-page');
    await page.context().close();
  });

  it('masks the DOB as it is typed', async () => {
    const page = await newVisitor();
    const dob = page.getByLabel('DOB');
    await dob.pressSequentially('13451985');
    expect(await dob.inputValue()).toBe('12/31/1985');
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    it(`submits a valid filter and lists plans of at least three categories (${width}px)`, async () => {
      const page = await newVisitor(width);
      await screenshot(page, `landing-${width}`);
      await page.getByLabel('Zip Code').fill('75001');
      await page.getByLabel('Gender').selectOption('0');
      await page.getByLabel('Choose Tier').selectOption('IO');
      await page.getByLabel('DOB').pressSequentially('01151985');
      await form(page).getByRole('button', { name: 'Submit' }).click();

      await page.waitForURL('**/plans');
      const headings = page.locator('.plan-section h2');
      await expect.poll(() => headings.count()).toBeGreaterThanOrEqual(3);
      expect(await headings.allTextContents()).toEqual(expect.arrayContaining(['Medical', 'Dental', 'Vision']));
      await expect.poll(() => page.getByText('Premier Health PPO').isVisible()).toBe(true);
      expect(await page.getByLabel('Your selection').textContent()).toContain('75001 (TX)');
      expect(await page.evaluate(() => localStorage.getItem('tempId'))).toMatch(/\S{8,}/);
      await screenshot(page, `plans-${width}`);

      // The quote survives a reload: the session cookie and the stored tempId carry it.
      await page.reload();
      await expect.poll(() => page.locator('.plan-section h2').count()).toBeGreaterThanOrEqual(3);
      await page.context().close();
    });
  }

  it('answers an unknown storefront path with the 404 page', async () => {
    const page = await newVisitor();
    await page.goto(`${storefront.url}/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { name: Messages.pageNotFound }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await page.waitForURL(`${storefront.url}/`);
    await page.context().close();
  });
});
