import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, Messages, parseMoney } from '@benefit-store/domain';
import { join } from 'node:path';
import { ARTIFACTS, screenshot, saveScreenshot } from '../support/browser.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { AUDITED, audit, settled, type Finding } from '../support/axe.ts';

/**
 * Issue 18, part 2, in Chromium: the cart follows the quote (doc 001 section 4). Edit on /plans reprices the cart and
 * takes out what the new quote cannot buy, and the shopper reads which plan left and why; checkout refuses a cart
 * that no longer fits the quote and shows why; the membership leaves with its plan; the effective date chosen at
 * checkout is still chosen after the browser's Back. Plans go into the cart through the API from the page's own
 * context (its session cookie and stored tempId), as cart-and-checkout.e2e does.
 */
const START = new Date('2026-11-21T12:00:00Z');
let now = START;

describe('the cart follows the quote, in Chromium', () => {
  const storefront = useStorefront({ now: () => now });
  const findings: Finding[] = [];
  const check = async (page: Page, where: string) => {
    await settled(page);
    findings.push(...(await audit(page, where)));
  };

  const api = (path: string) => `${storefront.url}/api/v1/${path}`;
  const tempIdOf = async (page: Page): Promise<string> => {
    const tempId = await page.evaluate(() => localStorage.getItem('tempId'));
    if (!tempId) throw new Error('no quote in this browser');
    return tempId;
  };
  const options = async (page: Page, planId: string) => {
    const answer = await page.request.get(api(`get-plan-pricing-detail?pid=${planId}&enrollment_id=${await tempIdOf(page)}`));
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: { plans: { ppid: string; plan_price: number }[] } }).data.plans;
  };
  const addPlan = async (page: Page, planId: string) => {
    const answer = await page.request.post(api('add-plan-to-cart'), {
      data: { enrollment_id: await tempIdOf(page), plan_id: planId, plan_pricing_id: (await options(page, planId))[0]!.ppid },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  const addWithMembership = async (page: Page, planId: string) => {
    const tempId = await tempIdOf(page);
    const checked = await page.request.get(api(`check-prudential-plan?enrollment_id=${tempId}&plan_id=${planId}`));
    const membership = ((await checked.json()) as { data: { membership: { plan_id: string; ppid: string } } }).data.membership;
    const answer = await page.request.post(api('add-plan-to-cart-prudentials'), {
      data: { enrollment_id: tempId, plan_id: membership.plan_id, plan_pricing_id: membership.ppid, plan_id1: planId, plan_pricing_id1: (await options(page, planId))[0]!.ppid },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  /** Every underwriting question of the plan answered No, as the plan page's form would. */
  const answerNo = async (page: Page, planId: string) => {
    const tempId = await tempIdOf(page);
    const asked = await page.request.get(api(`get-questions?enrollment_id=${tempId}&plan_id=${planId}&type=save`));
    const questions = ((await asked.json()) as { data: { result: { question_id: string }[] } }).data.result;
    const saved = await page.request.post(api('save-question-answers'), {
      data: { enrollment_id: tempId, plan_id: planId, answers: questions.map((q) => ({ question_id: q.question_id, yes_no_flag: '0' })) },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  /** The Tobacco Usage modal's answer. */
  const answerTobacco = async (page: Page, isSmoker: '0' | '1') => {
    const answer = await page.request.put(api(`change-filter-info/${await tempIdOf(page)}`), { data: { is_smoker: isSmoker } });
    expect(answer.status(), await answer.text()).toBe(200);
  };

  const startQuote = async (page: Page, dob = '01151985') => {
    await page.goto(`${storefront.url}/access-page`);
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.goto(`${storefront.url}/landing-page`);
    await page.getByLabel('Zip Code').fill('75001');
    await page.getByLabel('Gender').selectOption('0');
    await page.getByLabel('Choose Tier').selectOption('IO');
    await page.getByLabel('DOB').pressSequentially(dob);
    await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
  };

  const lines = (page: Page) => page.locator('.cart-line');
  const line = (page: Page, name: string) => lines(page).filter({ has: page.getByRole('button', { name, exact: true }) });
  const headerCount = (page: Page) => page.locator('.cart-link__count').textContent();
  const changes = (page: Page) => page.getByRole('status', { name: 'Changes to your cart' });
  const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirm Enrollment' });

  /** Declines every upsell the server offers until the confirmation shows. */
  const skipUpsells = async (page: Page) => {
    const decline = page.getByRole('dialog').getByRole('button', { name: /^No, I like/ });
    for (let i = 0; i < 3; i += 1) {
      await confirmation(page).or(decline).first().waitFor();
      if (await confirmation(page).isVisible()) return;
      await decline.click();
    }
    await confirmation(page).waitFor();
  };

  /**
   * Screenshots at 1280 px and 375 px (the same page, narrowed), each audited: the whole page, or (`viewport`) what
   * is on screen, for a dialog over a long page.
   */
  const shots = async (page: Page, name: string, { viewport = false } = {}) => {
    const take = (file: string) => (viewport ? saveScreenshot(page, join(ARTIFACTS, `${file}.png`)).then(() => undefined) : screenshot(page, file));
    await page.evaluate(() => window.scrollTo(0, 0));
    await take(`${name}-1280`);
    await check(page, `${name} @1280`);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await take(`${name}-375`);
    await check(page, `${name} @375`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('Edit on /plans: term life leaves a Family quote, critical illness is repriced, and the shopper reads which and why', async () => {
    now = START;
    findings.length = 0;
    const page = await storefront.newPage(1280, AUDITED);
    await startQuote(page);
    await answerTobacco(page, '0');
    await addPlan(page, '141');
    await answerNo(page, '171');
    await addPlan(page, '171');
    await page.goto(`${storefront.url}/cart`);
    await expect.poll(() => lines(page).count()).toBe(2);
    expect(await line(page, 'Secure Term Life 20').textContent()).toContain('$24.00');

    // Edit: Family, and yes to tobacco.
    await page.goto(`${storefront.url}/plans`);
    await page.getByLabel('Your selection').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit your details' });
    await edit.getByLabel('Choose Tier').selectOption('IF');
    await edit.getByLabel('Do you use tobacco?').selectOption('1');
    await edit.getByRole('button', { name: 'Update plans' }).click();

    // The modal says what happened to the cart before it closes.
    const updated = page.getByRole('dialog', { name: 'Your details are updated' });
    await updated.waitFor();
    expect(await updated.getByText(Messages.cartLineRemoved('Secure Term Life 20', Messages.tierError)).isVisible()).toBe(true);
    expect(await updated.getByText(/^Critical Illness Guard now costs \$[\d,]+\.\d\d a month for your quote \(it was \$21\.30\)\.$/).isVisible()).toBe(true);
    await shots(page, 'cart-follows-quote-edit-modal', { viewport: true });
    await updated.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');

    // The cart holds what the new quote can buy, at the price its plan page quotes now.
    await expect.poll(() => lines(page).count()).toBe(1);
    const quoted = (await options(page, '171'))[0]!;
    expect(await line(page, 'Critical Illness Guard').textContent()).toContain(formatMoney(parseMoney(quoted.plan_price)!));
    await expect.poll(() => headerCount(page)).toBe('1');
    expect(await changes(page).getByText(Messages.cartLineRemoved('Secure Term Life 20', Messages.tierError)).isVisible()).toBe(true);
    expect(await changes(page).getByText(/^Critical Illness Guard now costs/).isVisible()).toBe(true);
    await shots(page, 'cart-follows-quote-cart');

    // Checkout goes on: the cart fits the quote.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await skipUpsells(page);
    await confirmation(page).getByRole('button', { name: 'Member Enrollment' }).click();
    await page.waitForURL('**/enrollment/personal-info');
    await page.context().close();
    expect(findings).toEqual([]);
  }, 120_000);

  it('removing the plan that needed the membership takes the $5.00 membership with it', async () => {
    now = START;
    const page = await storefront.newPage(1280);
    await startQuote(page);
    await addWithMembership(page, '143');
    await page.goto(`${storefront.url}/cart`);
    await expect.poll(() => lines(page).count()).toBe(1);
    expect(await page.locator('.order-info__fixed').textContent()).toContain('Benefit Store Association Membership');
    await line(page, 'Keystone Optional Life').getByRole('button', { name: 'Remove Keystone Optional Life' }).click();
    await page.getByRole('dialog', { name: 'Remove plan' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByText(Messages.emptyCart).isVisible()).toBe(true);
    await expect.poll(() => headerCount(page)).toBe('0');
    expect(await changes(page).getByText(Messages.cartLineRemoved('Benefit Store Association Membership', Messages.membershipNotNeeded)).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).count()).toBe(0);
    await screenshot(page, 'cart-follows-quote-membership-1280');
    await page.context().close();
  }, 60_000);

  it('checkout refuses a cart priced for an earlier day and shows what changed', async () => {
    now = START;
    findings.length = 0;
    const page = await storefront.newPage(1280, AUDITED);
    // 64 on the first day; 65 once December has begun: Premier Health PPO covers to 64, and older people pay more.
    await startQuote(page, '12011961');
    await addPlan(page, '101');
    await answerNo(page, '171');
    await addPlan(page, '171');
    await page.goto(`${storefront.url}/cart`);
    await expect.poll(() => lines(page).count()).toBe(2);
    const before = await line(page, 'Critical Illness Guard').locator('.cart-line__price strong').textContent();

    now = new Date('2026-12-02T12:00:00Z');
    await page.reload();
    await expect.poll(() => lines(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await skipUpsells(page);
    await confirmation(page).getByRole('button', { name: 'Member Enrollment' }).click();

    // Not checked out: the cart is brought up to date, and says why.
    await expect.poll(() => page.getByRole('alert').filter({ hasText: Messages.cartChangedAtCheckout }).isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/cart$/);
    await expect.poll(() => lines(page).count()).toBe(1);
    expect(await changes(page).getByText(Messages.cartLineRemoved('Premier Health PPO', Messages.ageError)).isVisible()).toBe(true);
    expect(await changes(page).getByText(/^Critical Illness Guard now costs/).isVisible()).toBe(true);
    expect(await line(page, 'Critical Illness Guard').locator('.cart-line__price strong').textContent()).not.toBe(before);
    await shots(page, 'cart-follows-quote-checkout-refused');

    // Reviewed: checkout goes on.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await skipUpsells(page);
    await confirmation(page).getByRole('button', { name: 'Member Enrollment' }).click();
    await page.waitForURL('**/enrollment/personal-info');
    now = START;
    await page.context().close();
    expect(findings).toEqual([]);
  }, 120_000);

  it('the effective date chosen at checkout is still chosen after the browser\'s Back, and Proceed posts it', async () => {
    now = START;
    const page = await storefront.newPage(1280);
    await startQuote(page);
    await addPlan(page, '111');
    await page.goto(`${storefront.url}/cart`);
    const date = page.getByLabel('Effective Date');
    await expect.poll(() => date.locator('option').count()).toBe(3);
    const second = (await date.locator('option').allTextContents())[1]!;
    await date.selectOption(second);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await skipUpsells(page);
    await confirmation(page).getByRole('button', { name: 'Member Enrollment' }).click();
    await page.waitForURL('**/enrollment/personal-info');
    await page.getByRole('heading', { level: 1, name: 'Personal Information' }).waitFor();

    await page.goBack();
    await page.waitForURL('**/cart');
    await expect.poll(() => lines(page).count()).toBe(1);
    await expect.poll(() => date.inputValue()).toBe(second);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await skipUpsells(page);
    expect(await confirmation(page).getByText(`Coverage starts on ${second}.`).isVisible()).toBe(true);
    await page.context().close();
  }, 60_000);
});
