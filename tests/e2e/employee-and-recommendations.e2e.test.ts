import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { screenshot } from '../support/browser.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { AUDITED, audit, settled, type Finding } from '../support/axe.ts';

/**
 * Employees see their employer's plans, the selected group reads '{name} ({code})' everywhere, and recommended
 * products fit the shopper (issue 18, part 3), walked in Chromium on the demo catalogue (docs/demo-catalogue.md):
 * plan 105 Acme Employee PPO is sold only through Acme's portal 503.
 */
const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };
const ADMIN = { email: 'hr@acme.example', password: 'DemoGroup#2026' };
const ACME_PPO = 'Acme Employee PPO';

describe('employees, the selected group and recommendations, in Chromium', () => {
  const storefront = useStorefront();
  const findings: Finding[] = [];
  const check = async (page: Page, where: string) => {
    await settled(page);
    findings.push(...(await audit(page, where)));
  };
  const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);

  /** A new visitor on a host (acme.localhost resolves to this machine in Chromium) who answered the location prompt before. */
  const visitor = async (host = '127.0.0.1'): Promise<{ page: Page; at: (path: string) => Promise<unknown> }> => {
    const page = await storefront.newPage(1280, AUDITED);
    await page.addInitScript(() => {
      if (!localStorage.getItem('locationAnswered')) localStorage.setItem('locationAnswered', 'declined');
    });
    const at = (path: string) => page.goto(`http://${host}:${storefront.port}${path}`);
    return { page, at };
  };

  const getStarted = async (page: Page, { tier = 'IO', dob = '01151985' } = {}) => {
    const form = page.getByRole('form', { name: 'Get Started' });
    await form.getByLabel('Zip Code').fill('75001');
    await form.getByLabel('Gender').selectOption('0');
    await form.getByLabel('Choose Tier').selectOption(tier);
    await form.getByLabel('DOB').pressSequentially(dob);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
  };

  const listed = (page: Page, name: string) => page.getByRole('link', { name: `More Info: ${name}`, exact: true });
  const planPrice = (page: Page) => page.locator('.pd-price');
  const firstAmount = (text: string | null) => /\$\d[\d,]*\.\d\d/.exec(text ?? '')?.[0];

  /** Screenshots at 1280 and 375 px from the top. */
  const shots = async (page: Page, name: string) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  /** Acme Employee PPO on the employee's plan list and priced on its page, with no portal message. */
  const seesAcmePlan = async (page: Page, at: (path: string) => Promise<unknown>, name: string) => {
    await visible(listed(page, ACME_PPO));
    await shots(page, `${name}-plans`);
    await at('/plan/105/Acme%20Employee%20PPO');
    await expect.poll(async () => firstAmount(await planPrice(page).textContent())).toMatch(/^\$/);
    expect(await page.getByText(Messages.planNotInPortal).count()).toBe(0);
    expect(await planPrice(page).getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await check(page, `${name} plan 105 @1280`);
    await shots(page, `${name}-plan-105`);
  };

  it('an employee who joins with ACME2024 sees and can buy Acme Employee PPO, without typing the code again', async () => {
    findings.length = 0;
    const { page, at } = await visitor();
    await at('/access-page');
    await page.getByRole('form', { name: 'Access code' }).getByRole('button', { name: 'Employee Enrollment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/acme');
    await getStarted(page);
    await seesAcmePlan(page, at, 'employee-acme');
    // The plan page never asked for the code: the quote is filed through Acme's portal already.
    expect(await page.getByRole('dialog', { name: /group code/i }).count()).toBe(0);
    await visible(page.getByText(Messages.selectedGroup('Acme Manufacturing', 'ACME2024')));
    expect(findings).toEqual([]);
    await page.context().close();
  });

  it("on Acme's own domain (acme.localhost) the same plan is listed and priced, and the cart names the group by its code", async () => {
    findings.length = 0;
    const { page, at } = await visitor('acme.localhost');
    await at('/');
    await page.waitForURL('**/home');
    await getStarted(page);
    await seesAcmePlan(page, at, 'acme-domain');
    await at('/plan/111/SmileWell%20Dental%20Plus');
    await planPrice(page).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    const selection = page.getByRole('group', { name: 'Your selection' });
    await expect.poll(() => selection.textContent()).toContain(Messages.selectedGroup('Acme Manufacturing', 'ACME2024'));
    await check(page, 'acme-domain cart @1280');
    await shots(page, 'acme-domain-cart');
    expect(findings).toEqual([]);
    await page.context().close();
  });

  const signIn = async (page: Page, at: (path: string) => Promise<unknown>, who: { email: string; password: string }, home: string) => {
    await at('/sign-in');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${home}`);
  };

  it("a rep's and a group administrator's group reads 'Selected Group is: {name} ({code})' on the plan page and the cart", async () => {
    const { page, at } = await visitor();
    await signIn(page, at, REP, '/agent-home');
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByLabel('Individual & Family Portal').check();
    await page.getByRole('button', { name: 'Choose a Group and Enroll' }).click();
    await page.getByLabel('Lone Star Logistics').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/home');
    await getStarted(page);
    const lineOfLoneStar = Messages.selectedGroup('Lone Star Logistics', 'LSL25560');
    await at('/plan/111/SmileWell%20Dental%20Plus');
    await visible(page.getByText(lineOfLoneStar, { exact: true }));
    await planPrice(page).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    const selection = page.getByRole('group', { name: 'Your selection' });
    await expect.poll(() => selection.textContent()).toContain(lineOfLoneStar);
    await shots(page, 'rep-group-cart');
    await page.context().close();

    const admin = await visitor();
    await signIn(admin.page, admin.at, ADMIN, '/group-home');
    await admin.page.getByRole('button', { name: 'New Member' }).click();
    await admin.page.getByRole('button', { name: 'Continue' }).click();
    await admin.page.getByLabel('Acme Open Enrollment').check();
    await admin.page.getByRole('button', { name: 'Continue' }).click();
    await admin.page.waitForURL('**/home');
    await getStarted(admin.page);
    await admin.at('/plan/111/SmileWell%20Dental%20Plus');
    await visible(admin.page.getByText(Messages.selectedGroup('Acme Manufacturing', 'ACME2024'), { exact: true }));
    await shots(admin.page, 'group-admin-plan-page');
    await admin.page.context().close();
  });

  /** A date of birth (typed digits, MMDDYYYY) that makes the shopper `years` old today, give or take a month. */
  const dobAged = (years: number): string => {
    const today = new Date();
    const dob = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), 1));
    dob.setUTCMonth(dob.getUTCMonth() - 2);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(dob.getUTCMonth() + 1)}${two(dob.getUTCDate())}${dob.getUTCFullYear()}`;
  };

  const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name, includeHidden: true });

  it("recommended products carry the shopper's own price (Family at 66) and only plans the shopper can buy", async () => {
    findings.length = 0;
    const { page, at } = await visitor();
    await at('/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await getStarted(page, { tier: 'IF', dob: dobAged(66) });
    await at('/plan/111/SmileWell%20Dental%20Plus');
    await expect.poll(async () => firstAmount(await planPrice(page).textContent())).toMatch(/^\$/);
    const ownPrice = firstAmount(await planPrice(page).textContent());

    // The home page's carousel and the full list show SmileWell Dental Plus at the plan page's price.
    await at('/landing-page');
    const carousel = page.getByRole('region', { name: 'Recommended Products' });
    await expect.poll(() => card(carousel, 'SmileWell Dental Plus').locator('.rec-card__price').textContent()).toContain(ownPrice);
    await check(page, 'landing recommendations, Family at 66 @1280');
    await shots(page, 'recommendations-family-66-landing');
    await at('/recommend-list');
    await expect.poll(() => card(page, 'SmileWell Dental Plus').locator('.rec-card__price').textContent()).toContain(ownPrice);

    // The cart's carousel too, with a plan in the cart.
    await at('/plan/121/ClearView%20Vision');
    await planPrice(page).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    const cartCarousel = page.getByRole('region', { name: 'Recommended Products' });
    await expect.poll(() => card(cartCarousel, 'SmileWell Dental Plus').locator('.rec-card__price').textContent()).toContain(ownPrice);
    await shots(page, 'recommendations-family-66-cart');
    expect(findings).toEqual([]);
    await page.context().close();
  });

  it('a public applicant is never recommended Acme Employee PPO; an Acme employee is', async () => {
    // No quote yet, then the standard quote (Member Only, 41), on a rep's site: 105 is not theirs to buy.
    const { page, at } = await visitor();
    await at('/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await at('/recommend-list');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await card(page, ACME_PPO).count()).toBe(0);
    await at('/landing-page');
    await getStarted(page);
    await at('/recommend-list');
    // The list for the quote (not the one before it): term life is among its plans.
    await visible(card(page, 'Keystone No-Exam Term 10'));
    expect(await card(page, ACME_PPO).count()).toBe(0);
    await shots(page, 'recommend-list-public-applicant');
    await page.context().close();

    const employee = await visitor('acme.localhost');
    await employee.at('/');
    await employee.page.waitForURL('**/home');
    await getStarted(employee.page);
    await employee.at('/recommend-list');
    await visible(card(employee.page, ACME_PPO));
    await employee.page.context().close();
  });
});
