import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { screenshot } from '../support/browser.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { AUDITED, audit, settled, type Finding } from '../support/axe.ts';

/**
 * The cart page, its modals, personalised quotes and checkout (doc 001 sections 2.4-2.6, 4, 5), walked in
 * Chromium against the real server. Plans go into the cart through the API from the page's own context (the
 * browser's session cookie and stored tempId), so that these journeys do not depend on the plan page.
 * Each journey also runs axe (WCAG 2.1 AA) on the screens and modals it opens.
 */
const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };

describe('cart, quotes and checkout, in Chromium', () => {
  const storefront = useStorefront({ smtp: true });
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
  const cheapest = async (page: Page, planId: string): Promise<string> => {
    const answer = await page.request.get(api(`get-plan-pricing-detail?pid=${planId}&enrollment_id=${await tempIdOf(page)}`));
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: { plans: { ppid: string }[] } }).data.plans[0]!.ppid;
  };
  /** Add to Cart through the API, as the plan page would. */
  const addPlan = async (page: Page, planId: string) => {
    const answer = await page.request.post(api('add-plan-to-cart'), {
      data: { enrollment_id: await tempIdOf(page), plan_id: planId, plan_pricing_id: await cheapest(page, planId) },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  /** A prudential-type plan with its $5.00 membership (the membership line cannot be removed while the plan is in). */
  const addWithMembership = async (page: Page, planId: string) => {
    const tempId = await tempIdOf(page);
    const checked = await page.request.get(api(`check-prudential-plan?enrollment_id=${tempId}&plan_id=${planId}`));
    const membership = ((await checked.json()) as { data: { membership: { plan_id: string; ppid: string } } }).data.membership;
    const answer = await page.request.post(api('add-plan-to-cart-prudentials'), {
      data: { enrollment_id: tempId, plan_id: membership.plan_id, plan_pricing_id: membership.ppid, plan_id1: planId, plan_pricing_id1: await cheapest(page, planId) },
    });
    expect(answer.status()).toBe(200);
  };

  const headerCount = (page: Page) => page.locator('.cart-link__count').textContent();
  const line = (page: Page, name: string) => page.locator('.cart-line').filter({ has: page.getByRole('button', { name, exact: true }) });
  const cost = (page: Page, label: string) => page.locator('.order-info__costs div').filter({ hasText: label }).locator('dd').textContent();

  /** Screenshots at 375 px (the same page, narrowed) and 1280 px, from the top. */
  const shots = async (page: Page, name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-375`);
    await check(page, `${name} @375`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  /** Declines every upsell the server offers until the confirmation shows. */
  const skipUpsells = async (page: Page) => {
    const confirmation = page.getByRole('dialog', { name: 'Confirm Enrollment' });
    const decline = page.getByRole('dialog').getByRole('button', { name: /^No, I like/ });
    for (let i = 0; i < 3; i += 1) {
      await confirmation.or(decline).first().waitFor();
      if (await confirmation.isVisible()) return;
      await decline.click();
    }
    await confirmation.waitFor();
  };

  const getStarted = async (page: Page) => {
    await page.getByLabel('Zip Code').fill('75001');
    await page.getByLabel('Gender').selectOption('0');
    await page.getByLabel('Choose Tier').selectOption('IO');
    await page.getByLabel('DOB').pressSequentially('01151985');
    await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
  };

  it('applicant: lines and totals, plan popup, riders, remove with confirm, both upsells, the date error, checkout', async () => {
    findings.length = 0;
    const page = await storefront.newPage(1280, AUDITED);
    // No quote yet: the cart is empty, not an error.
    await page.goto(`${storefront.url}/access-page`);
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.goto(`${storefront.url}/cart`);
    await expect.poll(() => page.getByText(Messages.emptyCart).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue Shopping' }).isVisible()).toBe(true);
    await screenshot(page, 'cart-empty-1280');
    await check(page, 'empty cart @1280');

    await page.goto(`${storefront.url}/landing-page`);
    await getStarted(page);
    await addPlan(page, '101');
    await addPlan(page, '151');
    await addWithMembership(page, '163');
    await page.goto(`${storefront.url}/confirmation`);

    // Lines with logo, name and price; the membership sits in Order Info; breadcrumb; totals agree with the header.
    await expect.poll(() => page.locator('.cart-line').count()).toBe(3);
    expect(await line(page, 'Premier Health PPO').textContent()).toContain('$365.66');
    expect(await page.getByRole('heading', { name: 'Order Info' }).isVisible()).toBe(true);
    expect(await page.locator('.order-info__fixed').textContent()).toContain('Benefit Store Association Membership');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe('HomePlansPlan DetailsCart');
    await expect.poll(() => headerCount(page)).toBe('4');
    const total = await cost(page, 'Total Cost');
    expect(total).toMatch(/^\$\d[\d,]*\.\d\d$/);
    expect(await cost(page, 'First Month Cost')).toBe(total);
    expect(await page.locator('.cart-link__amount').textContent()).toBe(total);
    expect(await page.getByText(Messages.administrativeFeeNotice).isVisible()).toBe(true);
    // An applicant cannot send quotes.
    expect(await page.getByRole('button', { name: 'Send Personalized Quote' }).count()).toBe(0);
    // Effective dates from the server, the earliest chosen.
    const dateSelect = page.getByLabel('Effective Date');
    expect((await dateSelect.locator('option').allTextContents()).length).toBeGreaterThan(0);
    expect(await dateSelect.inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    // Recommended Products beside the cart.
    await expect.poll(() => page.getByRole('heading', { name: 'Recommended Products' }).isVisible()).toBe(true);
    await shots(page, 'cart');
    await check(page, 'cart with items @1280');

    // The name opens the plan details popup.
    await page.getByRole('button', { name: 'Premier Health PPO', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Premier Health PPO' });
    await expect.poll(() => popup.locator('.plan-popup__texts').isVisible()).toBe(true);
    await shots(page, 'cart-plan-popup');
    await check(page, 'plan details popup @1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);

    // The rider of Accident Shield is offered; adding it follows in the header.
    const riders = page.getByRole('region', { name: 'Additional Riders' });
    await riders.getByRole('button', { name: 'Add To Cart: Accident Shield Hospital Admission Rider' }).click();
    await expect.poll(() => headerCount(page)).toBe('5');
    await expect.poll(() => page.locator('.cart-line').count()).toBe(4);

    // Remove: No keeps the line, Yes removes it with its rider; the header follows.
    await line(page, 'Accident Shield').getByRole('button', { name: 'Remove Accident Shield' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove plan' });
    expect(await confirm.getByText(Messages.confirmRemoveFromCart).isVisible()).toBe(true);
    await screenshot(page, 'cart-remove-confirm-1280');
    await check(page, 'remove confirmation @1280');
    await confirm.getByRole('button', { name: 'No' }).click();
    expect(await page.locator('.cart-line').count()).toBe(4);
    await line(page, 'Accident Shield').getByRole('button', { name: 'Remove Accident Shield' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(2);
    await expect.poll(() => headerCount(page)).toBe('3');
    expect(await page.locator('.cart-link__amount').textContent()).toBe(await cost(page, 'Total Cost'));

    // Checkout as an applicant: term life first (skipped), then the vision/dental bundle (added).
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const termLife = page.getByRole('dialog', { name: 'Protect your family with term life' });
    await termLife.waitFor();
    await shots(page, 'cart-upsell-term-life');
    await check(page, 'term life upsell @1280');
    await termLife.getByRole('button', { name: Messages.termLifeOfferDecline }).click();
    const bundle = page.getByRole('dialog', { name: 'Add dental and vision' });
    await bundle.waitFor();
    await expect.poll(() => bundle.getByText('Includes Bright Dental Basic').isVisible()).toBe(true);
    expect(await bundle.getByRole('button', { name: Messages.bundleOfferDecline }).isVisible()).toBe(true);
    await shots(page, 'cart-upsell-bundle');
    await check(page, 'bundle upsell @1280');
    await bundle.getByRole('button', { name: 'Add To Cart' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirm Enrollment' });
    await confirmation.waitFor();
    await expect.poll(() => headerCount(page)).toBe('5');
    await shots(page, 'cart-confirm');
    await check(page, 'checkout confirmation @1280');

    // Back to Cart closes; an error the server targets at effective_date shows on the date.
    await confirmation.getByRole('button', { name: 'Back to Cart' }).click();
    await expect.poll(() => confirmation.count()).toBe(0);
    await expect.poll(() => page.locator('.cart-line').count()).toBe(4);
    await page.route('**/api/v1/cart-checkout', (route) =>
      route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), effective_date: '01/01/2000' }) }),
    );
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    // The bundle is in the cart now: the server decides which upsells come again (term life does).
    await skipUpsells(page);
    await confirmation.getByRole('button', { name: 'Member Enrollment' }).click();
    await expect.poll(() => page.getByLabel('Effective Date').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.order-info .field__error').textContent()).toBe(Messages.fieldRequired);
    await page.unroute('**/api/v1/cart-checkout');

    // Checkout for real: the wizard's first step.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await skipUpsells(page);
    await confirmation.getByRole('button', { name: 'Member Enrollment' }).click();
    await page.waitForURL('**/enrollment/personal-info');
    expect(await page.evaluate(() => localStorage.getItem('effectiveDate'))).toMatch(/^\d\d\/\d\d\/\d{4}$/);

    // The recommended list from the cart: crumbs, category labels, More Info links.
    await page.goto(`${storefront.url}/recommend-list/cart`);
    await expect.poll(() => page.locator('.rec-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe('HomePlansPlan DetailsCart');
    const labels = await page.locator('.rec-card__category').allTextContents();
    expect(labels.every((l) => /^[A-Z]/.test(l))).toBe(true);
    expect(await page.locator('.rec-card').first().getByRole('link', { name: /More Info/ }).getAttribute('href')).toMatch(/^\/plan\/\d+\/.+/);
    await screenshot(page, 'cart-recommend-list-1280');
    await check(page, '/recommend-list/cart @1280');
    await page.context().close();
    expect(findings).toEqual([]);
  }, 120_000);

  it('Enroll Now on a plan page adds the plan and opens checkout in the cart', async () => {
    const page = await storefront.newPage(1280);
    await page.goto(`${storefront.url}/access-page`);
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.goto(`${storefront.url}/landing-page`);
    await getStarted(page);
    await page.goto(`${storefront.url}/plan/121/ClearView%20Vision`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL('**/cart');
    // An applicant: the upsells first, then the confirmation; the plan is in the cart behind them.
    await skipUpsells(page);
    const confirmation = page.getByRole('dialog', { name: 'Confirm Enrollment' });
    await confirmation.getByRole('button', { name: 'Back to Cart' }).click();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);
    expect(await line(page, 'ClearView Vision').isVisible()).toBe(true);
    // Back on the cart after a reload, checkout does not start by itself again.
    await page.reload();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);
    // Once the dates are in, checkout would have started: it has not.
    await expect.poll(() => page.getByLabel('Effective Date').locator('option').count()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog', { name: /Confirm Enrollment|term life|dental and vision/ }).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('rep: a group member\'s quote, empty cart, the quote form, preview and a mail delivered over SMTP, then checkout as rep', async () => {
    findings.length = 0;
    const page = await storefront.newPage(1280, AUDITED);
    await page.goto(`${storefront.url}/sign-in`);
    await page.getByLabel('E-mail').fill(REP.email);
    await page.getByLabel('Password').fill(REP.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');
    // New Member for a group: portal, then the group; the Get Started form on /home starts the quote.
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByLabel('Acme Open Enrollment').check();
    await page.getByRole('button', { name: 'Choose a Group and Enroll' }).click();
    await page.getByLabel('Acme Manufacturing').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/home');
    await getStarted(page);

    // A fresh quote: the cart is empty.
    await page.goto(`${storefront.url}/cart`);
    await expect.poll(() => page.getByText(Messages.emptyCart).isVisible()).toBe(true);
    expect(await headerCount(page)).toBe('0');

    await addPlan(page, '121');
    await addPlan(page, '191');
    await page.reload();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(2);
    await expect.poll(() => headerCount(page)).toBe('2');
    // The selected group and portal once a filter was submitted.
    const selection = page.getByRole('group', { name: 'Your selection' });
    await expect.poll(() => selection.textContent()).toContain('Selected Group is: Acme Manufacturing (');
    expect(await selection.textContent()).toContain('Portal: Acme Open Enrollment');

    // The quote form: the domain's messages under the fields.
    await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
    const form = page.getByRole('dialog', { name: 'Send Personalized Quote' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByText(Messages.fieldRequired).count()).toBe(2);
    await form.getByLabel('Name').fill('Pat 2');
    await form.getByLabel('Email').fill('pat@');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByText(Messages.invalidName).isVisible()).toBe(true);
    expect(await form.getByText(Messages.invalidEmailAddress).isVisible()).toBe(true);
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await shots(page, 'cart-quote-modal');
    await check(page, 'quote form with errors @1280');
    await form.getByLabel('Name').fill('Pat Doe');
    await form.getByLabel('Email').fill('pat.doe@example.com');
    await form.getByLabel('Message').fill('As discussed <b>today</b>');

    // Preview: the server's rendering, sanitised, in an area at most 500px high.
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Quote Preview' });
    await expect.poll(() => preview.getByText('ClearView Vision').first().isVisible()).toBe(true);
    const area = preview.getByRole('region', { name: 'Quote Preview' });
    expect(await area.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    expect(await area.locator('script').count()).toBe(0);
    expect(await area.textContent()).toContain('As discussed <b>today</b>');
    await shots(page, 'cart-quote-preview');
    await check(page, 'quote preview @1280');
    await preview.getByRole('button', { name: 'Back' }).click();
    expect(await form.getByLabel('Name').inputValue()).toBe('Pat Doe');

    await form.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Quote Sent' });
    await expect.poll(() => sent.getByText(Messages.quoteSent('pat.doe@example.com')).isVisible()).toBe(true);
    await check(page, 'quote sent @1280');
    await sent.getByRole('button', { name: 'OK' }).click();
    const [mail] = await storefront.smtp.waitFor(1);
    expect(mail!.rcptTo).toEqual(['pat.doe@example.com']);
    expect(mail!.html).toContain('ClearView Vision');
    expect(mail!.html).toContain('Wellness Lifestyle Bundle');

    // A rep goes straight to the confirmation: Rep Enrollment, then the wizard.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirm Enrollment' });
    await confirmation.waitFor();
    await confirmation.getByRole('button', { name: 'Rep Enrollment' }).click();
    await page.waitForURL('**/enrollment/personal-info');
    await page.context().close();
    expect(findings).toEqual([]);
  }, 120_000);
});
