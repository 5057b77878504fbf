import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { ARTIFACTS, screenshot, saveScreenshot } from '../support/browser.ts';
import { CARD, SIGNATURE } from '../support/enrollment-finish.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { CONTACT, PERSONAL } from '../support/wizard-journey.ts';
import { audit as auditPage, type Finding } from '../support/axe.ts';

/**
 * Two windows, refresh and back lose nothing silently (issue 18 section 4, and the receipt item of section 5;
 * docs/adr/0712). The two-window journeys drive two pages of one browser context: one person, one session, two tabs.
 * Each journey reaches its step through the API from the page's own context, then works in the pages as a person
 * would. Every new screen state is audited with axe and photographed at 1280 and 375 px (two-windows-*.png).
 */
describe('two windows, refresh and back, in Chromium', () => {
  const storefront = useStorefront();
  const findings: Finding[] = [];
  const pageErrors: string[] = [];

  /** A new visitor (its own context); the CSP is bypassed only so that the audit's axe can be injected. */
  const visitor = async (): Promise<Page> => {
    const page = await storefront.newPage(1280, { bypassCSP: true });
    await page.context().addInitScript(() => localStorage.setItem('locationAnswered', 'true'));
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    return page;
  };
  /** A second tab of the same person: the same context, so the same cookie and localStorage. */
  const secondTab = async (page: Page): Promise<Page> => {
    const tab = await page.context().newPage();
    tab.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    return tab;
  };

  const audit = async (page: Page, where: string) => void findings.push(...(await auditPage(page, where, '.wizard')));
  const shots = async (page: Page, name: string) => {
    for (const w of [1280, 375]) {
      await page.setViewportSize({ width: w, height: w === 375 ? 800 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `two-windows-${name}-${w}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  /** What the person sees with a dialog open (the viewport), at 1280 and 375 px. */
  const viewShots = async (page: Page, name: string) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const w of [1280, 375]) {
      await page.setViewportSize({ width: w, height: w === 375 ? 800 : 900 });
      await saveScreenshot(page, join(ARTIFACTS, `two-windows-${name}-${w}.png`));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  const url = (path: string) => `${storefront.url}${path}`;
  const api = (path: string) => `${storefront.url}/api/v1/${path}`;
  const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
  const completed = (page: Page) => page.getByRole('navigation', { name: 'Enrollment steps' }).getByText('(completed)');
  const onStep = async (page: Page, path: string, title: string) => {
    await page.waitForURL(`**/enrollment/${path}`, { timeout: 15_000 });
    await heading(page, title).waitFor({ timeout: 15_000 });
  };

  /** A call of the enrollment in this page's session (its cookie): the steps before the one a test is about. */
  const call = async (page: Page, path: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(api(path), { data: { enrollment_id: await stored(page, 'tempId'), ...data } });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return answer;
  };
  /** A column of the enrollment as the server holds it now. */
  const held = async (page: Page, column: string) => {
    const answer = await page.request.get(api(`get-enrollment-temp-info?enrollment_id=${await stored(page, 'tempId')}&column=${column}`));
    return ((await answer.json()) as { data: { result: Record<string, unknown> | null } }).data.result;
  };

  /** The Get Started form, then plans into the cart and checkout through the API; the effective date stored. */
  const shop = async (page: Page, tier: string, plans: readonly string[]) => {
    // An applicant on a rep's site: the access page's rep code first.
    await page.goto(url('/access-page'));
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.getByRole('link', { name: 'Avery Benefits Group home' }).waitFor();
    await page.goto(url('/landing-page'));
    await page.getByLabel('Zip Code').fill('75001');
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Choose Tier').selectOption(tier);
    await page.getByLabel('DOB').pressSequentially('01151985');
    await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    const tempId = (await stored(page, 'tempId'))!;
    expect((await page.request.put(api(`change-filter-info/${tempId}`), { data: { is_smoker: '0' } })).status()).toBe(200);
    for (const plan of plans) {
      const pricing = await page.request.get(api(`get-plan-pricing-detail?pid=${plan}&enrollment_id=${tempId}`));
      const ppid = ((await pricing.json()) as { data: { plans: { ppid: string }[] } }).data.plans[0]!.ppid;
      await call(page, 'add-plan-to-cart', { plan_id: plan, plan_pricing_id: ppid });
    }
    const dates = ((await (await page.request.get(api(`get-cart-effective-dates?enrollment_id=${tempId}`))).json()) as { data: { result: string[] } }).data.result;
    await call(page, 'cart-checkout', { effective_date: dates[0], type: 'applicant' });
    await page.evaluate((date) => localStorage.setItem('effectiveDate', date), dates[0]!);
    return tempId;
  };

  /** A spouse in the dependent popup, submitted. */
  const addSpouse = async (page: Page, first: string, ssn: string) => {
    await page.getByRole('button', { name: '+ Add Spouse' }).click();
    const popup = page.getByRole('dialog', { name: /Dependent #1/ });
    await popup.getByLabel('First Name').fill(first);
    await popup.getByLabel('Last Name').fill('Rivera');
    await popup.getByLabel('Birthdate').pressSequentially('02021986');
    await popup.getByLabel('Gender').selectOption('0');
    await popup.getByLabel('SSN').fill(ssn);
    for (const [label, value] of [['Weight (lbs)', '180'], ['Height (feet)', '6'], ['Height (inches)', '0']] as const) {
      if ((await popup.getByLabel(label).count()) > 0) await popup.getByLabel(label).fill(value);
    }
    await popup.getByRole('button', { name: 'Submit' }).click();
    return popup;
  };
  const spousesHeld = async (page: Page) =>
    (((await held(page, 'dependent_info'))?.dependents ?? []) as { primary_info: { first_name: string } }[]).map((d) => d.primary_info.first_name);

  it('two tabs on dependents (IS): the second spouse is refused with the other tab’s change shown, what was typed kept beside it', async () => {
    const one = await visitor();
    await shop(one, 'IS', ['111']);
    await call(one, 'save-personal-info', PERSONAL);
    await call(one, 'save-contact-info', { ...CONTACT, email_address: 'two.tabs@example.com', phone_number: '2145550151' });
    await one.goto(url('/enrollment/dependent-information'));
    await onStep(one, 'dependent-information', 'Dependent Information');
    const two = await secondTab(one);
    await two.goto(url('/enrollment/dependent-information'));
    await onStep(two, 'dependent-information', 'Dependent Information');

    // Tab 1 adds Ann; tab 2, which still shows no spouse, adds Beth.
    await (await addSpouse(one, 'Ann', '333445555')).waitFor({ state: 'detached' });
    await expect.poll(() => one.locator('.wizard-person__name').allTextContents()).toEqual(['Dependent #1: Ann Rivera (Spouse)']);
    await (await addSpouse(two, 'Beth', '333446666')).waitFor({ state: 'detached', timeout: 15_000 });

    // Nothing of tab 1's is undone: the server still holds Ann, and only Ann.
    expect(await spousesHeld(one)).toEqual(['Ann']);
    await expect.poll(() => two.getByText(Messages.enrollmentChangedElsewhere).isVisible(), { timeout: 15_000 }).toBe(true);
    // Tab 2 now shows the current data (Ann), and what its person typed (Beth) beside it, to enter again.
    await expect.poll(() => two.locator('.wizard-person__name').allTextContents()).toEqual(['Dependent #1: Ann Rivera (Spouse)']);
    const kept = two.getByRole('region', { name: 'What you entered in this window' });
    expect(await kept.getByText(Messages.enteredHereNotSaved).isVisible()).toBe(true);
    expect(await kept.textContent()).toContain('Beth');
    // The SSN typed there is shown by its last four only.
    expect(await kept.textContent()).not.toContain('333446666');
    expect(await kept.textContent()).toContain('6666');
    expect(await two.getByRole('dialog').count()).toBe(0);
    await audit(two, 'dependents after another tab changed them');
    await shots(two, 'dependents-conflict');

    // Tab 2 goes on from the data it now shows: its Next is based on the current version, and no conflict follows.
    await next(two).click();
    await onStep(two, 'billing-information', 'Billing Information');
    expect(await spousesHeld(one)).toEqual(['Ann']);
    await one.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  /** Declines every checkout upsell the server offers until the confirmation shows. */
  const skipUpsells = async (page: Page) => {
    const confirmation = page.getByRole('dialog', { name: 'Confirm Enrollment' });
    const decline = page.getByRole('dialog').getByRole('button', { name: /^No, I like/ });
    for (let i = 0; i < 3; i += 1) {
      await confirmation.or(decline).first().waitFor();
      if (await confirmation.isVisible()) return confirmation;
      await decline.click();
    }
    await confirmation.waitFor();
    return confirmation;
  };
  /** The cart's lines as the page shows them, and as the server holds them now (plan name and price). */
  const cartShown = (page: Page) => page.locator('.cart-line').evaluateAll((lines) => lines.map((l) => `${l.querySelector('.cart-line__name')?.textContent} ${l.querySelector('.cart-line__price strong')?.textContent}`));
  const cartHeld = async (page: Page) => {
    const answer = await page.request.get(api(`get-plan-cart?enrollment_id=${await stored(page, 'tempId')}`));
    return ((await answer.json()) as { data: { result: { plan_id: string; plan_name: string; price: number | string; removable: number }[] } }).data.result;
  };
  const money = (dollars: number | string) => `$${Number(dollars).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const removableHeld = async (page: Page) => (await cartHeld(page)).filter((l) => l.removable === 1).map((l) => `${l.plan_name} ${money(l.price)}`);

  it('two tabs on the cart (IF): a removal, an add or a checkout based on what the other tab changed shows the data as it is now, with the message', async () => {
    const one = await visitor();
    // A family quote on a rep's site; dental and vision through the API, then 163 from its page with the membership.
    await one.goto(url('/access-page'));
    await enterRepCode(one);
    await one.waitForURL('**/jordan-avery');
    await one.getByRole('link', { name: 'Avery Benefits Group home' }).waitFor();
    await one.goto(url('/landing-page'));
    await one.getByLabel('Zip Code').fill('75001');
    await one.getByLabel('Gender').selectOption('1');
    await one.getByLabel('Choose Tier').selectOption('IF');
    await one.getByLabel('DOB').pressSequentially('01151985');
    await one.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await one.waitForURL('**/plans');
    const tempId = (await stored(one, 'tempId'))!;
    for (const plan of ['111', '121']) {
      const pricing = await one.request.get(api(`get-plan-pricing-detail?pid=${plan}&enrollment_id=${tempId}`));
      await call(one, 'add-plan-to-cart', { plan_id: plan, plan_pricing_id: ((await pricing.json()) as { data: { plans: { ppid: string }[] } }).data.plans[0]!.ppid });
    }
    // Issue 18: the membership pair on a tier other than Member Only, from the plan page's modal into the cart.
    await one.goto(url('/plan/163/Keystone%20Hospital%20Advantage'));
    await one.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const membership = one.getByRole('dialog', { name: 'Membership' });
    await membership.getByRole('radio').check();
    await membership.getByRole('button', { name: 'Add both to cart' }).click();
    const offer = one.getByRole('dialog').getByRole('button', { name: /^No, thank you/ });
    // The cart, or first an offer after adding (declined).
    await expect.poll(async () => one.url().endsWith('/cart') || (await offer.isVisible()), { timeout: 15_000 }).toBe(true);
    if (!one.url().endsWith('/cart')) {
      await offer.click();
      await one.waitForURL('**/cart');
    }
    expect((await cartHeld(one)).map((l) => l.plan_id).sort()).toEqual(['111', '121', '163', '901']);
    await expect.poll(() => cartShown(one)).toEqual(await removableHeld(one));

    // Tab 2 opens the cart too, and removes the dental plan.
    const two = await secondTab(one);
    await two.goto(url('/cart'));
    await expect.poll(() => cartShown(two)).toEqual(await removableHeld(two));
    await two.getByRole('button', { name: 'Remove SmileWell Dental Plus' }).click();
    await two.getByRole('dialog', { name: 'Remove plan' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => two.locator('.cart-line__name').allTextContents()).not.toContain('SmileWell Dental Plus');

    // Tab 1, doing nothing, follows at once: dental leaves its cart too (the tabs tell each other what they change).
    await expect.poll(() => one.locator('.cart-line__name').allTextContents(), { timeout: 15_000 }).not.toContain('SmileWell Dental Plus');
    await expect.poll(() => cartShown(one)).toEqual(await removableHeld(one));

    // Another browser of the same person changes the quote (no word reaches tab 1): removing vision there is based on
    // the cart tab 1 shows, so it is refused, and the cart shows as it is now.
    expect((await two.request.put(api(`change-filter-info/${tempId}`), { data: { dob: '01/15/1975' } })).status()).toBe(200);
    await one.getByRole('button', { name: 'Remove ClearView Vision' }).click();
    await one.getByRole('dialog', { name: 'Remove plan' }).getByRole('button', { name: 'Yes' }).click();
    const conflict = one.getByRole('alert').filter({ hasText: Messages.enrollmentChangedElsewhere });
    await conflict.waitFor({ timeout: 15_000 });
    expect(await conflict.textContent()).toContain(Messages.cartRemovalNotDone('ClearView Vision'));
    expect(await one.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => cartShown(one)).toEqual(await removableHeld(one));
    expect(await one.locator('.cart-line__name').allTextContents()).toEqual(['ClearView Vision', 'Keystone Hospital Advantage']);
    findings.push(...(await auditPage(one, 'cart after another tab removed a plan', '.cart-page')));
    await shots(one, 'cart-conflict');

    // Tab 1 on a plan page; tab 2 changes the quote (Employee + Spouse) meanwhile: Add to Cart, based on the price the
    // page shows, adds nothing and says so; the page reads again.
    await one.goto(url('/plan/191/Wellness%20Lifestyle%20Bundle'));
    const addToCart = one.getByRole('button', { name: 'Add to Cart', exact: true });
    await addToCart.waitFor();
    expect((await two.request.put(api(`change-filter-info/${tempId}`), { data: { tier: 'IS' } })).status()).toBe(200);
    await addToCart.click();
    const notAdded = one.getByRole('alert').filter({ hasText: Messages.cartAdditionNotDone('Wellness Lifestyle Bundle') });
    await notAdded.waitFor({ timeout: 15_000 });
    expect(await notAdded.textContent()).toContain(Messages.enrollmentChangedElsewhere);
    expect((await cartHeld(one)).map((l) => l.plan_id)).not.toContain('191');
    expect(one.url()).toContain('/plan/191/');

    // Back on the cart; tab 2 changes the quote again (Family): the server reprices the cart. Tab 1's checkout, based on
    // the cart it shows, does not go ahead; it shows the cart as priced now, the effective date still chosen.
    await one.goto(url('/cart'));
    await expect.poll(() => cartShown(one)).toEqual(await removableHeld(one));
    const date = await one.getByLabel('Effective Date').inputValue();
    const before = await cartShown(one);
    expect((await two.request.put(api(`change-filter-info/${tempId}`), { data: { tier: 'IF' } })).status()).toBe(200);
    await one.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const confirmation = await skipUpsells(one);
    await confirmation.getByRole('button', { name: 'Member Enrollment' }).click();
    const checkoutRefused = one.getByRole('alert').filter({ hasText: Messages.checkoutNotDone(date) });
    await checkoutRefused.waitFor({ timeout: 15_000 });
    expect(await checkoutRefused.textContent()).toContain(Messages.enrollmentChangedElsewhere);
    expect(one.url()).toMatch(/\/cart$/);
    await expect.poll(() => cartShown(one)).toEqual(await removableHeld(one));
    expect(await cartShown(one)).not.toEqual(before);
    expect(await one.getByLabel('Effective Date').inputValue()).toBe(date);

    // From the cart it now shows, tab 1 checks out.
    await one.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await (await skipUpsells(one)).getByRole('button', { name: 'Member Enrollment' }).click();
    await one.waitForURL('**/enrollment/personal-info', { timeout: 15_000 });
    await one.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it("the header's cart follows a quote changed in the other tab while this one is in the wizard, and after a save the other tab overtook", async () => {
    const one = await visitor();
    const tempId = await shop(one, 'IO', ['141']);
    await call(one, 'save-personal-info', PERSONAL);
    await one.goto(url('/enrollment/contact-info'));
    await onStep(one, 'contact-info', 'Contact Information');
    const amount = (page: Page) => page.locator('.cart-link__amount').textContent();
    /** The cart's amount as the server prices it now, read in a page of its own (a reload would show it). */
    const amountNow = async () => {
      const fresh = await secondTab(one);
      await fresh.goto(url('/cart'));
      await fresh.locator('.cart-line').first().waitFor();
      await expect.poll(() => amount(fresh)).toMatch(/^\$/);
      const shown = await amount(fresh);
      await fresh.close();
      return shown;
    };
    const fillContact = async () => {
      await one.getByLabel('Email', { exact: true }).fill(CONTACT.email_address);
      await one.getByLabel('Contact Number').fill(CONTACT.phone_number);
      await one.getByLabel('Address 1').fill(CONTACT.address1);
      await one.getByLabel('City', { exact: true }).fill(CONTACT.city);
      await one.getByLabel('Birth State').selectOption(CONTACT.birth_state);
      await one.getByLabel('Birth City').fill(CONTACT.birth_city);
    };
    const bought = await amount(one);
    expect(bought).toBe(await amountNow());

    // Another browser of the same person changes the date of birth (no word to this tab): this tab's Next is refused,
    // and with the step read again the header shows the cart as priced now.
    expect((await one.request.put(api(`change-filter-info/${tempId}`), { data: { dob: '01/15/1975' } })).status()).toBe(200);
    const repriced = await amountNow();
    expect(repriced).not.toBe(bought);
    expect(await amount(one)).toBe(bought);
    await fillContact();
    await next(one).click();
    await one.getByRole('alert').filter({ hasText: Messages.enrollmentChangedElsewhere }).waitFor({ timeout: 15_000 });
    await expect.poll(() => amount(one), { timeout: 15_000 }).toBe(repriced);
    await fillContact();

    // A second tab edits the quote on the plans page: this tab, still on its step and doing nothing, follows at once.
    const two = await secondTab(one);
    await two.goto(url('/plans'));
    await heading(two, 'Plans for you').waitFor();
    await two.getByRole('button', { name: 'Edit', exact: true }).first().click();
    const edit = two.getByRole('dialog', { name: 'Edit your details' });
    await edit.getByLabel('DOB').fill('01/15/1965');
    await edit.getByRole('button', { name: 'Update plans' }).click();
    await edit.waitFor({ state: 'detached' });
    const older = await amountNow();
    expect(older).not.toBe(repriced);
    await expect.poll(() => amount(two), { timeout: 15_000 }).toBe(older);
    await expect.poll(() => amount(one), { timeout: 15_000 }).toBe(older);
    // The step's form is left as it was (what was typed stays; nothing reloads under the person's hands).
    expect(await one.getByLabel('Email', { exact: true }).inputValue()).toBe(CONTACT.email_address);
    expect(await one.getByLabel('Birth City').inputValue()).toBe(CONTACT.birth_city);
    await shots(one, 'header-follows-other-tab');
    await one.context().close();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  /** An applicant's enrollment with every step before review saved through the API, and review open in the page. */
  const readyForReview = async (page: Page, email: string, phone: string) => {
    await shop(page, 'IO', ['111']);
    await call(page, 'save-personal-info', PERSONAL);
    await call(page, 'save-contact-info', { ...CONTACT, email_address: email, phone_number: phone });
    await call(page, 'save-billing-info', CARD);
    const texts = ((await (await page.request.get(api(`get-agreement-texts?enrollment_id=${await stored(page, 'tempId')}`))).json()) as { data: { text_hash: string }[] }).data;
    await call(page, 'save-agreement-info', { accepted_texts: texts.map((t) => t.text_hash), answer: '01/15/1985', user_name: 'Dana Rivera', signature: SIGNATURE, eprocess: 'applicant' });
    await page.goto(url('/enrollment/review-confirm'));
    await onStep(page, 'review-confirm', 'Review & Confirmation');
  };
  const confirm = async (page: Page) => {
    await next(page).click();
    await page.waitForURL('**/enrollment/receipt');
    await heading(page, 'Thank you, Dana Rivera!').waitFor();
    const policyId = (await page.locator('.receipt__number-value').textContent())!;
    expect(policyId).toMatch(/^POL-\d{6}$/);
    return policyId;
  };

  it('after one tab confirms, Next in the other says the enrollment is already confirmed and links to the receipt', async () => {
    const one = await visitor();
    await readyForReview(one, 'confirm.once@example.com', '2145550152');
    const two = await secondTab(one);
    await two.goto(url('/enrollment/review-confirm'));
    await onStep(two, 'review-confirm', 'Review & Confirmation');
    expect(await two.locator('.cart-link__count').textContent()).toBe('1');
    const policyId = await confirm(one);
    // Tab 2's header follows at once: the enrollment left the cart of this browser.
    await expect.poll(() => two.locator('.cart-link__count').textContent(), { timeout: 15_000 }).toBe('0');

    // Tab 2's Next: confirmed already, with the way to the receipt; not "Something went wrong ... Enrollment not found".
    await next(two).click();
    const notice = two.getByRole('alert').filter({ hasText: Messages.enrollmentFinished });
    await notice.waitFor({ timeout: 15_000 });
    expect(await two.getByRole('dialog', { name: Messages.reviewSaveFailed }).count()).toBe(0);
    expect(await two.getByText(Messages.enrollmentNotFound).count()).toBe(0);
    expect(await next(two).count()).toBe(0);
    await audit(two, 'review after the other tab confirmed');
    await shots(two, 'review-already-confirmed');
    await notice.getByRole('link', { name: 'View the receipt' }).click();
    await two.waitForURL('**/enrollment/receipt');
    await heading(two, 'Thank you, Dana Rivera!').waitFor();
    expect(await two.locator('.receipt__number-value').textContent()).toBe(policyId);
    await one.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it('the receipt survives a refresh, and says exactly who was sent the Enrollment Receipt', async () => {
    const page = await visitor();
    await readyForReview(page, 'receipt.refresh@example.com', '2145550154');
    const policyId = await confirm(page);
    // An applicant enrolling themself: the receipt went to them only, and no "client" copy is claimed.
    expect.soft(await page.locator('.receipt__sent').textContent()).toBe('An Enrollment Receipt has been sent to receipt.refresh@example.com.');
    // Back to the review it came from: no enrollment is in progress any more, said so with the ways on (it read
    // "This step could not be loaded. Enrollment not found" under a progress bar, scrolled to the page's end).
    await page.goBack();
    await page.waitForURL('**/enrollment/review-confirm');
    await page.getByText('There is no enrollment in progress in this browser.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await heading(page, 'Enrollment').count()).toBe(1);
    expect(await page.getByText(Messages.enrollmentNotFound).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Continue a saved enrollment' }).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    findings.push(...(await auditPage(page, 'review after the receipt, by Back', '.wizard-step')));
    await page.goForward();
    await page.locator('.receipt__number-value').waitFor({ timeout: 15_000 });
    expect(await page.locator('.receipt__number-value').textContent()).toBe(policyId);
    // A refresh: the session that confirmed can always reopen it, its policy id included.
    await page.reload();
    await page.locator('.receipt h1').waitFor({ timeout: 15_000 });
    expect(await page.locator('.receipt h1').textContent()).toBe('Thank you, Dana Rivera!');
    expect(await page.locator('.receipt__number-value').textContent()).toBe(policyId);
    expect(await page.getByText('There is no confirmed enrollment').count()).toBe(0);
    expect(await page.locator('.receipt__sent').textContent()).toBe('An Enrollment Receipt has been sent to receipt.refresh@example.com.');
    await audit(page, 'receipt after a refresh');
    await shots(page, 'receipt-refreshed');
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it('beneficiaries added but not sent yet survive a refresh and a trip to the cart, without the SSN ever kept in the browser', async () => {
    const page = await visitor();
    await shop(page, 'IO', ['142']);
    await call(page, 'save-personal-info', PERSONAL);
    await call(page, 'save-contact-info', { ...CONTACT, email_address: 'kept.draft@example.com', phone_number: '2145550153' });
    await page.goto(url('/enrollment/beneficiary-info'));
    await onStep(page, 'beneficiary-info', 'Beneficiary Information');
    await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
    const popup = page.getByRole('dialog', { name: /Beneficiary #1/ });
    await popup.getByLabel('First Name').fill('Alex');
    await popup.getByLabel('Last Name').fill('Rivera');
    await popup.getByLabel('Relationship').selectOption('Spouse');
    await popup.getByLabel('Beneficiary Percentage').fill('100');
    await popup.getByLabel('SSN').fill('222334444');
    await popup.getByRole('button', { name: 'Submit' }).click();
    await popup.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.wizard-person__name').allTextContents()).toEqual(['Beneficiary #1: Alex Rivera']);

    // A refresh before Next: the beneficiary is still there, said to be not sent yet.
    await page.reload();
    await onStep(page, 'beneficiary-info', 'Beneficiary Information');
    await expect.poll(() => page.locator('.wizard-person__name').allTextContents()).toEqual(['Beneficiary #1: Alex Rivera']);
    expect(await page.getByText(Messages.beneficiariesNotSentYet).isVisible()).toBe(true);
    // The full SSN was never written to the browser's storage: it is asked again.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain('222334444');
    expect(await page.getByText(Messages.beneficiarySsnNotKept).isVisible()).toBe(true);
    await audit(page, 'beneficiaries kept in this window after a refresh');
    await shots(page, 'beneficiaries-kept');

    // To the cart and back: still there. Next asks for the SSN first.
    await page.goto(url('/cart'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goBack();
    await onStep(page, 'beneficiary-info', 'Beneficiary Information');
    await expect.poll(() => page.locator('.wizard-person__name').allTextContents()).toEqual(['Beneficiary #1: Alex Rivera']);
    await next(page).click();
    await expect.poll(() => page.getByText(Messages.beneficiarySsnToReenter(1)).isVisible()).toBe(true);
    expect(await held(page, 'benificiary_info')).toBeNull();
    await page.getByRole('button', { name: 'Edit Beneficiary #1: Alex Rivera' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('SSN').fill('222334444');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await edit.waitFor({ state: 'detached' });
    await next(page).click();
    await onStep(page, 'billing-information', 'Billing Information');
    expect(await held(page, 'benificiary_info')).toMatchObject({ status: 'saved', beneficiaries: [{ first_name: 'Alex', ssn: 'xxx-xx-4444' }] });
    // Sent: nothing is kept any more.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('benefit-store.draft')))).toEqual([]);
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it('what was typed on a step and not sent yet survives a refresh, Back and Forward and a trip to the cart; the SSN is typed again', async () => {
    const page = await visitor();
    const tempId = await shop(page, 'IO', ['111']);
    await page.goto(url('/enrollment/personal-info'));
    await onStep(page, 'personal-info', 'Personal Information');
    const typed = { 'First Name': 'Dana', 'Last Name': 'Rivera', 'Weight (lbs)': '150', 'Height (feet)': '5', 'Height (inches)': '7' };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Marital Status').selectOption('1');
    await page.getByLabel('SSN').fill('123456789');
    const shownNow = async () => Object.fromEntries(await Promise.all(Object.keys(typed).map(async (label) => [label, await page.getByLabel(label, { exact: true }).inputValue()])));

    await page.reload();
    await onStep(page, 'personal-info', 'Personal Information');
    await expect.poll(shownNow).toEqual(typed);
    expect(await page.getByLabel('Marital Status').inputValue()).toBe('1');
    // Never a full SSN in the browser's storage: typed again.
    expect(await page.getByLabel('SSN').inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('123456789');
    await page.getByLabel('SSN').fill('123456789');
    if ((await page.getByLabel('No prior Health Coverage').count()) > 0) await page.getByLabel('No prior Health Coverage').check();
    await next(page).click();

    // Contact: typed, then the cart and back, then Back to the saved step and Forward again.
    await onStep(page, 'contact-info', 'Contact Information');
    await page.getByLabel('Address 1').fill('100 Main St');
    await page.getByLabel('Birth City').fill('Dallas');
    await page.goto(url('/cart'));
    await page.locator('.cart-line').first().waitFor();
    await page.goBack();
    await onStep(page, 'contact-info', 'Contact Information');
    await expect.poll(() => page.getByLabel('Address 1').inputValue()).toBe('100 Main St');
    expect(await page.getByLabel('Birth City').inputValue()).toBe('Dallas');
    await page.goBack();
    await onStep(page, 'personal-info', 'Personal Information');
    // The saved step shows what the server holds (the draft was forgotten once Next saved it).
    expect(((await held(page, 'primary_info')) as { first_name?: string } | null)?.first_name).toBe('Dana');
    await expect.poll(shownNow).toEqual(typed);
    await page.goForward();
    await onStep(page, 'contact-info', 'Contact Information');
    await expect.poll(() => page.getByLabel('Address 1').inputValue()).toBe('100 Main St');
    await shots(page, 'typed-kept-after-refresh');

    // Billing: the method chosen is kept with what was typed; the account number is typed again.
    await page.getByLabel('Email', { exact: true }).fill(CONTACT.email_address);
    await page.getByLabel('Contact Number').fill(CONTACT.phone_number);
    await page.getByLabel('City', { exact: true }).fill(CONTACT.city);
    await page.getByLabel('Birth State').selectOption(CONTACT.birth_state);
    await next(page).click();
    await onStep(page, 'billing-information', 'Billing Information');
    await page.getByRole('radio', { name: 'EFT (bank draft)' }).check();
    await page.getByLabel('Account Holder Name').fill('Dana Rivera');
    await page.getByLabel('Routing Number').fill('111000025');
    await page.getByLabel('Account Number').fill('000123456789');
    await page.reload();
    await onStep(page, 'billing-information', 'Billing Information');
    await expect.poll(() => page.getByRole('radio', { name: 'EFT (bank draft)' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Account Holder Name').inputValue()).toBe('Dana Rivera');
    expect(await page.getByLabel('Routing Number').inputValue()).toBe('111000025');
    expect(await page.getByLabel('Account Number').inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('000123456789');
    expect(tempId).toBe(await stored(page, 'tempId'));
    await page.context().close();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('a step outside the enrollment’s tabs sends a Member Only life applicant to the first open step', async () => {
    const page = await visitor();
    await shop(page, 'IO', ['142']);
    await call(page, 'save-personal-info', PERSONAL);
    for (const outside of ['employer-info', 'dependent-information']) {
      await page.goto(url(`/enrollment/${outside}`));
      // Contact Information is the first required step not complete yet.
      await onStep(page, 'contact-info', 'Contact Information');
      expect(await page.getByRole('heading', { name: /Employer Information|Dependent Information/ }).count()).toBe(0);
    }
    await page.context().close();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('review reached by its address ticks only the steps that are complete', async () => {
    const page = await visitor();
    await shop(page, 'IO', ['142']);
    await call(page, 'save-personal-info', PERSONAL);
    // Only Personal Information is ticked; contact, beneficiaries, billing and the agreement are not completed.
    await page.goto(url('/enrollment/review-confirm'));
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    await expect.poll(() => completed(page).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Enrollment steps' }).getByRole('listitem').filter({ hasText: '(completed)' }).textContent()).toContain('Personal Information');
    await expect.poll(() => page.locator('.review-card__status').allTextContents()).toEqual(['Completed', 'Not completed yet', 'Not completed yet', 'Not completed yet', 'Not completed yet']);
    await audit(page, 'review reached with steps open');
    await viewShots(page, 'review-open-steps');
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);
});
