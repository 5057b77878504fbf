import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUDITED, audit, settled, type Finding } from '../support/axe.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';

/**
 * axe-core (injected into each page, WCAG 2.1 A and AA rules) on every route and every modal that exists:
 * no serious or critical violation. A new screen or modal adds itself here (docs/web-data-loading.md).
 */
describe('accessibility of every route and modal (axe-core, WCAG 2.1 AA), in Chromium', () => {
  const storefront = useStorefront();
  const findings: Finding[] = [];
  const at = (page: Page, path: string) => page.goto(`${storefront.url}${path}`);
  const check = async (page: Page, where: string) => {
    await settled(page);
    findings.push(...(await audit(page, where)));
  };

  it('access page and its modals, error pages', async () => {
    findings.length = 0;
    // The access page at both widths; its modals and the error pages (one column at any width) on a phone.
    const desktop = await storefront.newPage(1280, AUDITED);
    await at(desktop, '/access-page');
    await check(desktop, '/access-page @1280');
    await desktop.context().close();
    for (const width of [375]) {
      const page = await storefront.newPage(width, AUDITED);
      await at(page, '/access-page');
      await check(page, `/access-page @${width}`);
      await page.getByRole('button', { name: 'Employee Enrollment' }).first().click();
      await page.getByRole('dialog', { name: 'Employee Enrollment' }).waitFor();
      await check(page, `Employee Enrollment modal @${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /How to enroll/ }).click();
      await page.getByRole('dialog', { name: /How to enroll/ }).waitFor();
      await check(page, `How-to video modal @${width}`);
      await page.keyboard.press('Escape');
      await at(page, '/access-pagenext');
      await check(page, `/access-pagenext @${width}`);
      await at(page, '/404');
      await check(page, `/404 @${width}`);
      await at(page, '/landing-config-error/Agent/accessPage');
      await check(page, `/landing-config-error @${width}`);
      // A rep's link before the access page: the confirmation modal.
      await at(page, '/morgan-lee');
      await page.waitForURL('**/access-page');
      await page.getByRole('dialog', { name: 'Confirm your representative' }).waitFor();
      await check(page, `rep confirmation modal @${width}`);
      await page.context().close();
    }
    expect(findings).toEqual([]);
  }, 240_000);

  it('the shopper routes of a rep site, the header and help modals', async () => {
    findings.length = 0;
    for (const width of [375, 1280]) {
      const page = await storefront.newPage(width, AUDITED);
      await at(page, '/access-page');
      await enterRepCode(page);
      await page.waitForURL('**/jordan-avery');
      await page.getByRole('heading', { name: 'Featured Plans' }).waitFor();
      await check(page, `/jordan-avery (landing) @${width}`);
      await page.getByRole('button', { name: 'About Jordan Avery' }).click();
      await page.getByRole('dialog', { name: 'About Jordan Avery' }).waitFor();
      await check(page, `About modal @${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Help' }).click();
      await check(page, `help panel @${width}`);
      await page.getByRole('button', { name: /Contact Rep/ }).click();
      await page.getByRole('textbox', { name: 'Your answer' }).waitFor();
      await check(page, `Contact Rep chat @${width}`);
      await page.getByRole('button', { name: 'Back' }).first().click();
      await page.getByRole('button', { name: /Feedback/ }).first().click();
      await page.getByRole('form', { name: 'Feedback' }).waitFor();
      await check(page, `Feedback form @${width}`);
      await page.keyboard.press('Escape');

      // '/plans?type=dental' before any quote: the category's plans as the menu lists them (ADR 0615).
      // Every route on a phone; on a desktop, the routes whose layout changes with the width (columns, the menu).
      const routes = ['/home', '/landing-page', '/plans?type=dental', '/cart', '/plan/101/Premier%20Health%20PPO'];
      const phoneOnly = ['/recommend-list', '/recommend-list/cart', '/continue-enrollment', '/external?site=x', '/websites?group=3001', '/website', '/PlanQuestionView', '/confirmation/'];
      for (const path of width === 375 ? [...routes, ...phoneOnly] : routes) {
        await at(page, path);
        await check(page, `${path} @${width}`);
      }
      await at(page, '/landing-page');
      await page.getByLabel('Zip Code').fill('75001');
      await page.getByLabel('Gender').selectOption('0');
      await page.getByLabel('Choose Tier').selectOption('IO');
      await page.getByLabel('DOB').pressSequentially('01151985');
      await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
      // The quote lands back on the plan opened before it (ADR 0615).
      await page.waitForURL('**/plan/101/Premier%20Health%20PPO');
      await at(page, '/plans');
      await page.locator('.plan-section').first().waitFor();
      await check(page, `/plans @${width}`);
      await at(page, '/plans?type=term_life');
      await check(page, `/plans?type=term_life @${width}`);
      // The form with its errors shown.
      await at(page, '/landing-page');
      await page.getByLabel('Zip Code').fill('');
      await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
      await check(page, `Get Started with errors @${width}`);
      await page.context().close();
    }
    expect(findings).toEqual([]);
  }, 240_000);

  it('the 3-slide quote, sign-in and the rep and group pages with the tier modal', async () => {
    findings.length = 0;
    for (const width of [375, 1280]) {
      const visitor = await storefront.newPage(width, AUDITED);
      await at(visitor, '/morgan-lee');
      await visitor.getByRole('dialog', { name: 'Confirm your representative' }).getByRole('button', { name: 'Yes' }).click();
      await visitor.waitForURL('**/morgan-lee');
      await visitor.getByRole('form', { name: 'Get Started' }).waitFor();
      await check(visitor, `3-slide quote @${width}`);
      await visitor.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Next' }).click();
      await check(visitor, `3-slide quote with an error @${width}`);
      await visitor.context().close();

      const page = await storefront.newPage(width, AUDITED);
      // An invitation link that is not (or no longer) valid: said at once, with the way to the sign-in.
      await at(page, `/set-password/${'x'.repeat(43)}`);
      await page.getByRole('alert').waitFor();
      await check(page, `/set-password with a link not valid @${width}`);
      await at(page, '/sign-in');
      await check(page, `/sign-in @${width}`);
      await page.getByLabel('E-mail').fill('jordan.avery@averybenefits.example');
      await page.getByLabel('Password').fill('DemoRep#2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/agent-home');
      await check(page, `/agent-home @${width}`);
      await at(page, '/agent-select-member');
      await page.locator('.members-table').waitFor();
      await check(page, `/agent-select-member @${width}`);
      await page.getByRole('button', { name: /Enroll Now/ }).first().click();
      await page.getByRole('dialog', { name: 'Choose a tier' }).waitFor();
      await check(page, `tier modal @${width}`);
      await page.keyboard.press('Escape');
      await at(page, '/member-benefit-store/7001/IO');
      await page.waitForURL('**/plans');
      await at(page, '/member-home');
      await page.getByRole('heading', { name: /Welcome/ }).waitFor();
      await check(page, `/member-home @${width}`);
      await page.context().close();

      const admin = await storefront.newPage(width, AUDITED);
      await at(admin, '/sign-in');
      await admin.getByLabel('E-mail').fill('hr@acme.example');
      await admin.getByLabel('Password').fill('DemoGroup#2026');
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin.waitForURL('**/group-home');
      await check(admin, `/group-home @${width}`);
      await at(admin, '/group-select-member');
      await admin.locator('.members-table').waitFor();
      await check(admin, `/group-select-member @${width}`);
      await admin.context().close();
    }
    expect(findings).toEqual([]);
  }, 240_000);
});
