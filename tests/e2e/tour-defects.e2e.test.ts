import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { billingNotice, Messages } from '@benefit-store/domain';
import { idTokens } from '@benefit-store/server';
import { ARTIFACTS, screenshot, saveScreenshot } from '../support/browser.ts';
import { AUDITED, audit, settled, type Finding } from '../support/axe.ts';
import { EFT } from '../support/enrollment-finish.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { answersAllNo, CONTACT, PERSONAL } from '../support/wizard-journey.ts';

/**
 * The smaller defects a tour of the storefront found (issue 18, section 5), each walked through in Chromium on the
 * real server: start pages by role and the member's greeting; names in every language, ages by relation, an ongoing
 * condition, the billing notice and a typed signature by keyboard in the wizard; a category or plan browsed before
 * the quote, the premier tier in Edit, money with thousands, plan 171's questions and the membership button; the
 * header's categories and site name, 'Not my site'; the help button under modals and never over a field or a price.
 * Every new screen state and modal is audited with axe and photographed at 375 and 1280 px (tour-*.png).
 */
const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };
const ADMIN = { email: 'hr@acme.example', password: 'DemoGroup#2026' };

describe('what the tour found, in Chromium', () => {
  const storefront = useStorefront();
  const findings: Finding[] = [];
  const check = async (page: Page, where: string, within?: string) => {
    await settled(page);
    findings.push(...(await audit(page, where, within)));
  };

  /** A new visitor (the location prompt answered on this device); the CSP is bypassed only for axe. */
  const visitor = async (width = 1280): Promise<Page> => {
    const page = await storefront.newPage(width, AUDITED);
    await page.context().addInitScript(() => localStorage.setItem('locationAnswered', 'declined'));
    return page;
  };
  const at = (page: Page, path: string) => page.goto(`${storefront.url}${path}`);
  const path = (page: Page) => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  const api = (route: string) => `${storefront.url}/api/v1/${route}`;
  const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
  const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
  /** The message tied to a control by aria-describedby. */
  const fieldError = (field: Locator) =>
    field.evaluate((input) => {
      const id = input.getAttribute('aria-describedby');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });

  /** Screenshots from the top at 1280 and 375 px (the page's own width restored after). */
  const shots = async (page: Page, name: string, { fullPage = true } = {}) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const width = page.viewportSize()?.width ?? 1280;
    for (const w of [1280, 375]) {
      await page.setViewportSize({ width: w, height: w === 375 ? 800 : 900 });
      if (fullPage) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `tour-${name}-${w}`);
      } else await saveScreenshot(page, join(ARTIFACTS, `tour-${name}-${w}.png`));
    }
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
  };

  const repSite = async (page: Page) => {
    await at(page, '/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    // The site is stored once its landing page is validated: the header then speaks for the rep.
    await visible(page.getByRole('link', { name: 'Avery Benefits Group home' }));
  };
  const signIn = async (page: Page, who: { email: string; password: string }, home: string) => {
    await at(page, '/sign-in');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${home}`);
  };
  /** The Get Started form, as a shopper fills it (the page it lands on is the test's to wait for). */
  const getStarted = async (page: Page, tier: string) => {
    const form = page.getByRole('form', { name: 'Get Started' });
    await form.getByLabel('Zip Code').fill('75001');
    await form.getByLabel('Gender').selectOption('1');
    await form.getByLabel('Choose Tier').selectOption(tier);
    await form.getByLabel('DOB').pressSequentially('01151985');
    await form.getByRole('button', { name: 'Submit' }).click();
  };
  const tempIdOf = async (page: Page) => (await stored(page, 'tempId'))!;
  /** Add to Cart through the API from the page's own session, at the plan's first price option. */
  const addPlan = async (page: Page, planId: string) => {
    const tempId = await tempIdOf(page);
    const pricing = await page.request.get(api(`get-plan-pricing-detail?pid=${planId}&enrollment_id=${tempId}`));
    expect(pricing.status(), await pricing.text()).toBe(200);
    const ppid = ((await pricing.json()) as { data: { plans: { ppid: string }[] } }).data.plans[0]!.ppid;
    const added = await page.request.post(api('add-plan-to-cart'), { data: { enrollment_id: tempId, plan_id: planId, plan_pricing_id: ppid } });
    expect(added.status(), await added.text()).toBe(200);
  };
  /** A step of the enrollment saved through the API, as the step's own form would. */
  const call = async (page: Page, route: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(api(route), { data: { enrollment_id: await tempIdOf(page), ...data } });
    expect(answer.status(), `${route}: ${await answer.text()}`).toBe(200);
  };
  const onStep = async (page: Page, step: string, title: string) => {
    await page.waitForURL(`**/enrollment/${step}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  };

  /**
   * A shopper on the rep's site with a quote of `tier` and `plans` checked out, the steps before `step` saved through
   * the API (personal, contact, health and dependents as `saved` lists them), and `step` open in the wizard.
   */
  const inWizard = async (tier: string, plans: readonly string[], step: string, title: string, saved: readonly string[] = []) => {
    const page = await visitor();
    await repSite(page);
    await at(page, '/landing-page');
    await getStarted(page, tier);
    await page.waitForURL('**/plans');
    for (const plan of plans) await addPlan(page, plan);
    const dates = ((await (await page.request.get(api(`get-cart-effective-dates?enrollment_id=${await tempIdOf(page)}`))).json()) as { data: { result: string[] } }).data.result;
    await call(page, 'cart-checkout', { effective_date: dates[0], type: 'applicant' });
    await page.evaluate((date) => localStorage.setItem('effectiveDate', date), dates[0]!);
    if (saved.includes('personal')) await call(page, 'save-personal-info', PERSONAL);
    if (saved.includes('contact')) await call(page, 'save-contact-info', { ...CONTACT, email_address: `tour.${Date.now()}@example.com`, phone_number: '2145550177' });
    if (saved.includes('health')) await call(page, 'save-primary-health-info', answersAllNo());
    await at(page, `/enrollment/${step}`);
    await onStep(page, step, title);
    return page;
  };
  /** Fills a dependent popup by its labels (the body measures only where the plans ask for them). */
  const fillPerson = async (popup: Locator, who: Record<string, string>) => {
    for (const [label, value] of Object.entries(who)) {
      const field = popup.getByLabel(label, { exact: true });
      if ((await field.count()) === 0) continue;
      if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
  };

  /**
   * Scrolls the whole page from top to bottom and answers which of `selector`'s elements a help button was drawn over
   * at some point (hit-testing where the two meet). The header's own button does not count: what scrolls under the
   * sticky header is under the header anyway.
   */
  const coveredByHelp = (page: Page, selector: string) =>
    page.evaluate(async (sel) => {
      const covered = new Set<string>();
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const bottom = document.documentElement.scrollHeight;
      for (let y = 0; y <= bottom; y += 100) {
        window.scrollTo(0, y);
        await frame();
        const fabs = [...document.querySelectorAll<HTMLElement>('.help-fab')].filter((fab) => fab.getClientRects().length > 0 && !fab.closest('.site-header'));
        for (const element of document.querySelectorAll<HTMLElement>(sel)) {
          const r = element.getBoundingClientRect();
          if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
          for (const fab of fabs) {
            const f = fab.getBoundingClientRect();
            const [x1, x2, y1, y2] = [Math.max(r.left, f.left), Math.min(r.right, f.right), Math.max(r.top, f.top), Math.min(r.bottom, f.bottom)];
            if (x1 >= x2 || y1 >= y2) continue;
            const hit = document.elementFromPoint((x1 + x2) / 2, (y1 + y2) / 2);
            if (hit && fab.contains(hit)) covered.add(element.getAttribute('aria-label') ?? element.closest('label, .field')?.textContent?.trim() ?? element.textContent?.trim() ?? sel);
          }
        }
      }
      window.scrollTo(0, 0);
      return [...covered];
    }, selector);

  /** Whether a help button is drawn on top at its own centre: under a modal and its backdrop it never is. */
  const helpOnTop = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.help-fab')]
        .filter((fab) => fab.getClientRects().length > 0)
        .some((fab) => {
          const f = fab.getBoundingClientRect();
          const hit = document.elementFromPoint(f.left + f.width / 2, f.top + f.height / 2);
          return hit !== null && fab.contains(hit);
        }),
    );

  it('start pages are by role: a group administrator on /agent-home, a rep on /group-home, each goes to their own', async () => {
    const admin = await visitor();
    await signIn(admin, ADMIN, '/group-home');
    await at(admin, '/agent-home');
    await admin.waitForURL('**/group-home');
    await visible(admin.getByRole('heading', { name: 'Welcome Acme Manufacturing' }));
    await admin.context().close();

    const rep = await visitor();
    await signIn(rep, REP, '/agent-home');
    await at(rep, '/group-home');
    await rep.waitForURL('**/agent-home');
    await visible(rep.getByRole('heading', { name: 'Welcome Jordan Avery' }));
    await rep.context().close();
  });

  it('/member-home greets the member by name', async () => {
    // The member dashboard's link (its id sealed by the server) opens the store for Maria, signed in to nothing.
    const member = await visitor();
    const sealed = idTokens(storefront.server.keys.idTokenSecret).seal('userID', '7001');
    await at(member, `/member-benefit-store/${sealed}/IO`);
    await member.waitForURL('**/plans');
    await at(member, '/member-home');
    await visible(member.getByRole('heading', { name: Messages.memberWelcome('Maria Gonzalez') }));
    await check(member, '/member-home of a member');
    await shots(member, 'member-home');
    await member.context().close();
    expect(findings).toEqual([]);
  });

  it('names take letters of every language; digits are still refused', async () => {
    const page = await inWizard('IO', ['111'], 'personal-info', 'Personal Information');
    await page.getByLabel('First Name').fill('Zoë2');
    await page.getByLabel('Last Name').fill("O'Brien-Nguyễn");
    await page.getByLabel('Weight (lbs)').fill('150');
    await page.getByLabel('Height (feet)').fill('5');
    await page.getByLabel('Height (inches)').fill('7');
    await page.getByLabel('SSN').fill('123456789');
    await page.getByLabel('Marital Status').selectOption('1');
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('First Name'))).toBe(Messages.invalidFirstName);
    expect(await fieldError(page.getByLabel('Last Name'))).toBe('');
    await page.getByLabel('First Name').fill('Zoë');
    await next(page).click();
    await onStep(page, 'contact-info', 'Contact Information');
    await page.context().close();
  });

  it("'Date of Recovery' is not required for an ongoing condition", async () => {
    const page = await inWizard('IO', ['102'], 'health-questions', 'Health Questions', ['personal', 'contact']);
    const question = (text: RegExp) => page.locator('li.wizard-question').filter({ has: page.getByRole('group', { name: text }) });
    for (const text of [/cancer/, /diabetes/, /hospitalised/, /under the care/, /tobacco/, /advised to have a test/, /prescription medication/]) await question(text).getByLabel('No').check();
    const heart = question(/heart disease/);
    await heart.getByLabel('Yes').check();
    await heart.getByLabel('Health Condition').fill('Atrial fibrillation');
    await heart.getByLabel('Date of Onset').pressSequentially('03012019');
    await heart.getByLabel('Currently under treatment?').selectOption('1');
    await heart.getByLabel('Currently taking medication?').selectOption('1');
    await heart.getByLabel('Date last seen by a doctor').pressSequentially('05012025');
    await heart.getByLabel('Symptoms').fill('Palpitations now and then');
    expect(await heart.getByLabel('Date of Recovery').inputValue()).toBe('');
    await check(page, 'health question with its details', '.wizard');
    await next(page).click();
    await onStep(page, 'billing-information', 'Billing Information');
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it('health answers and the agreement given and not sent yet survive a refresh; the verification answer and signature are given again', async () => {
    const page = await inWizard('IO', ['102'], 'health-questions', 'Health Questions', ['personal', 'contact']);
    const question = (text: RegExp) => page.locator('li.wizard-question').filter({ has: page.getByRole('group', { name: text }) });
    const noes = [/cancer/, /diabetes/, /hospitalised/, /under the care/, /tobacco/, /advised to have a test/, /prescription medication/];
    for (const text of noes) await question(text).getByLabel('No').check();
    await question(/heart disease/).getByLabel('Yes').check();
    await question(/heart disease/).getByLabel('Health Condition').fill('Atrial fibrillation');
    await page.getByLabel('Notes').fill('Seen yearly');
    await page.reload();
    await onStep(page, 'health-questions', 'Health Questions');
    const heart = question(/heart disease/);
    await expect.poll(() => heart.getByLabel('Yes').isChecked()).toBe(true);
    expect(await heart.getByLabel('Health Condition').inputValue()).toBe('Atrial fibrillation');
    for (const text of noes) expect(await question(text).getByLabel('No').isChecked()).toBe(true);
    expect(await page.getByLabel('Notes').inputValue()).toBe('Seen yearly');
    await heart.getByLabel('Date of Onset').pressSequentially('03012019');
    await heart.getByLabel('Currently under treatment?').selectOption('1');
    await heart.getByLabel('Currently taking medication?').selectOption('1');
    await heart.getByLabel('Date last seen by a doctor').pressSequentially('05012025');
    await heart.getByLabel('Symptoms').fill('Palpitations now and then');
    await next(page).click();
    await onStep(page, 'billing-information', 'Billing Information');
    // Saved: Back shows what the server holds, the draft forgotten.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('primary_health_info')))).toEqual([]);

    await call(page, 'save-billing-info', EFT);
    await at(page, '/enrollment/agreement-signature');
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    const boxes = page.getByRole('checkbox', { name: /I have read and agree to/ });
    const count = await boxes.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    const answer = page.locator('.agreement-verification .wizard-grid input:not([readonly])').last();
    await page.getByLabel('Your Full Name').fill('Dana Rivera');
    await answer.fill('Blue-Secret-42');
    await page.reload();
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    await expect.poll(() => boxes.nth(count - 1).isChecked()).toBe(true);
    for (let i = 0; i < count; i++) expect(await boxes.nth(i).isChecked()).toBe(true);
    expect(await page.getByLabel('Your Full Name').inputValue()).toBe('Dana Rivera');
    expect(await answer.inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('Blue-Secret-42');
    await check(page, 'agreement after a refresh', '.wizard');
    await shots(page, 'agreement-kept-after-refresh');
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it("a dependent popup's entries survive a refresh, its SSN typed again; a cancelled popup stays closed", async () => {
    const page = await inWizard('IF', ['111'], 'dependent-information', 'Dependent Information', ['personal', 'contact']);
    await page.getByLabel(Messages.willYouEnrollSpouse).selectOption('yes');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: '+ Add Spouse' }).click();
    let popup = dialog(page, 'Dependent #1');
    await fillPerson(popup, { 'First Name': 'Rosa', 'Last Name': 'Nguyễn' });
    // Typed key by key, as a person does: each keystroke is kept and the focus stays where the person types.
    await popup.getByLabel('Birthdate').pressSequentially('02021986');
    await fillPerson(popup, { Gender: '0', SSN: '333445555', 'Weight (lbs)': '130' });
    expect(await popup.getByLabel('First Name', { exact: true }).inputValue()).toBe('Rosa');
    await page.reload();
    await onStep(page, 'dependent-information', 'Dependent Information');
    popup = dialog(page, 'Dependent #1');
    await expect.poll(() => popup.getByLabel('First Name', { exact: true }).inputValue()).toBe('Rosa');
    expect(await popup.getByLabel('Last Name', { exact: true }).inputValue()).toBe('Nguyễn');
    expect(await popup.getByLabel('Birthdate').inputValue()).toBe('02/02/1986');
    expect(await popup.getByLabel('SSN').inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('333445555');
    await check(page, 'dependent popup after a refresh', '.wizard');
    await shots(page, 'dependent-popup-kept', { fullPage: false });
    await popup.getByLabel('SSN').fill('333445555');
    await popup.getByRole('button', { name: 'Submit' }).click();
    await popup.waitFor({ state: 'detached' });
    await visible(page.getByText('Dependent #1: Rosa Nguyễn (Spouse)'));
    // A popup cancelled is not opened again by a refresh.
    await page.getByRole('button', { name: '+ Add Child' }).click();
    await fillPerson(dialog(page, 'Dependent #2'), { 'First Name': 'Tomás' });
    await dialog(page, 'Dependent #2').getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await onStep(page, 'dependent-information', 'Dependent Information');
    await visible(page.getByText('Dependent #1: Rosa Nguyễn (Spouse)'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it('ages by relation: a spouse is at least 18, a child under 26 unless disabled', async () => {
    const page = await inWizard('IF', ['111'], 'dependent-information', 'Dependent Information', ['personal', 'contact']);
    await page.getByLabel(Messages.willYouEnrollSpouse).selectOption('yes');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: '+ Add Spouse' }).click();
    let popup = dialog(page, 'Dependent #1');
    const now = new Date();
    const sixteen = `${String(now.getMonth() + 1).padStart(2, '0')}/01/${now.getFullYear() - 16}`;
    await fillPerson(popup, { 'First Name': 'José', 'Last Name': 'Nguyễn', Birthdate: sixteen, Gender: '0', SSN: '333445555', 'Weight (lbs)': '180', 'Height (feet)': '6', 'Height (inches)': '0' });
    expect(await popup.getByLabel('This child is disabled').count()).toBe(0);
    await popup.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => fieldError(popup.getByLabel('Birthdate'))).toBe(Messages.spouseTooYoung);
    await popup.getByLabel('Birthdate').fill('02/02/1986');
    await popup.getByRole('button', { name: 'Submit' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '+ Add Child' }).click();
    popup = dialog(page, 'Dependent #2');
    await fillPerson(popup, { 'First Name': 'Anne-Marie', 'Last Name': 'Nguyễn', Birthdate: '01/01/1990', Gender: '1', SSN: '444556666', 'Weight (lbs)': '120', 'Height (feet)': '5', 'Height (inches)': '2' });
    await popup.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => fieldError(popup.getByLabel('Birthdate'))).toBe(Messages.childTooOld);
    await popup.getByLabel('This child is disabled').check();
    await check(page, 'dependent popup, a child of 26 or older', '.wizard');
    await shots(page, 'dependent-disabled-child', { fullPage: false });
    await popup.getByRole('button', { name: 'Submit' }).click();
    await popup.waitFor({ state: 'detached' });
    await visible(page.getByText('Dependent #2: Anne-Marie Nguyễn (Child)'));
    await next(page).click();
    await onStep(page, 'billing-information', 'Billing Information');
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it("the billing notice: only the chosen method's wording, and the draft window of the bill date chosen", async () => {
    const page = await inWizard('IO', ['111'], 'billing-information', 'Billing Information', ['personal', 'contact']);
    const notice = page.getByRole('region', { name: 'Payment terms' });
    await expect.poll(() => page.getByRole('radio', { name: 'Credit Card' }).isChecked()).toBe(true);
    expect(await notice.textContent()).not.toContain('drafted');
    expect(await notice.textContent()).toContain(billingNotice('cc', 28));
    await page.getByRole('radio', { name: 'EFT (bank draft)' }).check();
    await expect.poll(() => notice.textContent()).toContain(billingNotice('eft', 28));
    expect(await notice.textContent()).not.toContain('card');
    expect(await notice.textContent()).toContain('between the 1st and the 6th of the following month');
    await page.getByLabel('Bill Date').selectOption('10');
    await expect.poll(() => notice.textContent()).toContain('Your bill date is the 10th of each month; each monthly payment is drafted between the 21st and the 26th.');
    await check(page, 'billing, EFT and its notice', '.wizard');
    await shots(page, 'billing-eft-notice');
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it('a typed signature by keyboard alone: the box takes the keys, Space included, and Tab follows the page', async () => {
    const page = await inWizard('IO', ['111'], 'billing-information', 'Billing Information', ['personal', 'contact']);
    await call(page, 'save-billing-info', EFT);
    await at(page, '/enrollment/agreement-signature');
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    await page.getByRole('button', { name: 'Type my signature instead' }).focus();
    await page.keyboard.press('Enter');
    const typed = page.getByLabel('Type your full name as your signature');
    await expect.poll(() => typed.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type("Zoë O'Brien-Nguyễn");
    expect(await typed.inputValue()).toBe("Zoë O'Brien-Nguyễn");
    expect(path(page)).toBe('/enrollment/agreement-signature');
    await visible(page.getByText('Signature captured.'));
    // Tab goes on in the order the page shows: from the box to Clear, then back to drawing.
    const order: string[] = [];
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(order).toEqual(['Clear', 'Draw my signature instead']);
    const tops = await Promise.all([typed, page.getByRole('button', { name: 'Clear' }), page.getByRole('button', { name: 'Draw my signature instead' })].map(async (l) => (await l.boundingBox())!.y));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await check(page, 'agreement, typed signature', '.wizard');
    await shots(page, 'agreement-typed-signature');
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it('a category browsed before the quote: its plans, and the quote lands on it', async () => {
    const page = await visitor();
    await repSite(page);
    await page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'Dental' }).click();
    await page.waitForURL('**/plans?type=dental');
    await visible(page.getByRole('heading', { level: 1, name: 'Dental plans' }));
    await visible(page.getByRole('link', { name: 'More Info: SmileWell Dental Plus' }));
    await check(page, '/plans?type=dental before a quote @1280');
    await shots(page, 'plans-before-quote');
    await page.setViewportSize({ width: 375, height: 800 });
    await check(page, '/plans?type=dental before a quote @375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Get your quote' }).click();
    await page.waitForURL('**/landing-page');
    await getStarted(page, 'IC');
    await page.waitForURL('**/plans?type=dental');
    await expect.poll(() => page.locator('.plan-section h2').allTextContents()).toEqual(['Dental']);
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it('a plan opened before the quote: the quote lands back on it', async () => {
    const page = await visitor();
    await repSite(page);
    await at(page, '/plan/111/SmileWell%20Dental%20Plus');
    await page.getByRole('link', { name: 'Get your price' }).click();
    await page.waitForURL('**/landing-page');
    await getStarted(page, 'IO');
    await page.waitForURL('**/plan/111/SmileWell%20Dental%20Plus');
    await expect.poll(() => page.locator('.pd-price').textContent()).toContain('$32.50');
    await page.context().close();
  });

  it('the tier in the search summary and in Edit read the same with a premier plan in the cart', async () => {
    const page = await visitor();
    await repSite(page);
    await at(page, '/landing-page');
    await getStarted(page, 'IC');
    await page.waitForURL('**/plans');
    await addPlan(page, '101');
    await at(page, '/plans');
    const summary = page.getByLabel('Your selection');
    await expect.poll(() => summary.textContent()).toContain('Member + 1 Child');
    await summary.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit your details');
    await expect.poll(() => edit.getByLabel('Choose Tier').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Member + 1 Child');
    await page.context().close();
  });

  it("plan 171: 'Please answer all questions' goes once all are answered; the decline shows once", async () => {
    const page = await visitor();
    await repSite(page);
    await at(page, '/landing-page');
    await getStarted(page, 'IO');
    await page.waitForURL('**/plans');
    await at(page, '/plan/171/Critical%20Illness%20Guard');
    const questions = page.getByRole('form', { name: 'A few questions about your health' });
    await questions.getByRole('button', { name: 'Submit answers' }).click();
    await visible(questions.getByText(Messages.answerAllQuestions));
    const q = (n: number) => questions.locator('.pd-question').nth(n);
    await q(0).getByRole('radio', { name: 'Yes' }).check();
    await q(0).getByRole('checkbox', { name: /Cancer/ }).check();
    await q(1).getByRole('radio', { name: 'No' }).check();
    // Two of three answered: the banner stays.
    expect(await questions.getByText(Messages.answerAllQuestions).count()).toBe(1);
    await q(2).getByRole('radio', { name: 'No' }).check();
    await expect.poll(() => page.getByText(Messages.answerAllQuestions).count()).toBe(0);
    await questions.getByRole('button', { name: 'Submit answers' }).click();
    await visible(questions.getByText(Messages.questionsDeclined));
    expect(await page.getByText(Messages.questionsDeclined).count()).toBe(1);
    await shots(page, 'plan-171-declined');
    await page.context().close();
  });

  it('money reads $1,060.41 everywhere, the header included', async () => {
    const page = await visitor();
    await repSite(page);
    await at(page, '/landing-page');
    await getStarted(page, 'IF');
    await page.waitForURL('**/plans');
    await addPlan(page, '101');
    await at(page, '/cart');
    await expect.poll(() => page.getByRole('link', { name: /^Cart: / }).textContent()).toContain('$1,060.41');
    expect(await page.locator('.order-info').textContent()).toContain('$1,060.41');
    expect(await page.locator('.cart-line').textContent()).toContain('$1,060.41');
    await shots(page, 'money-thousands');
    await page.context().close();
  });

  it("the membership modal's button says what it does", async () => {
    // Member Only (the pair on other tiers is two-windows.e2e's 'two tabs on the cart (IF)', ADR 0713).
    const page = await visitor();
    await repSite(page);
    await at(page, '/landing-page');
    await getStarted(page, 'IO');
    await page.waitForURL('**/plans');
    await at(page, '/plan/163/Keystone%20Hospital%20Advantage');
    await page.locator('.pd-price').getByRole('button', { name: 'Enroll Now' }).click();
    const membership = dialog(page, 'Membership');
    // Add to Cart's membership modal adds both to the cart; Enroll Now's says that it goes on to enroll.
    expect(await membership.getByRole('button', { name: 'Add both to cart' }).count()).toBe(0);
    await membership.getByRole('radio').check();
    await check(page, 'membership modal from Enroll Now');
    await shots(page, 'membership-enroll-now', { fullPage: false });
    await membership.getByRole('button', { name: 'Add both and enroll' }).click();
    // Both are added (the header counts two), the accident offer comes, then the cart with its checkout started.
    await expect.poll(() => page.locator('.cart-link__count').textContent()).toBe('2');
    await page.getByRole('dialog').getByRole('button', { name: Messages.accidentOfferDecline }).click();
    await page.waitForURL('**/cart');
    await visible(page.getByRole('dialog'));
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it('the category bar shows every category at 1280 px', async () => {
    const page = await visitor();
    await repSite(page);
    const menu = page.getByRole('navigation', { name: 'Plan categories' });
    await expect.poll(() => menu.getByRole('link').count()).toBe(13);
    // Each category is there to click where it is drawn: none hidden past the bar's edge. Polled: in a busy CI run the
    // page was measured while something still lay over all thirteen (each link's centre hit another element), a moment
    // after the rep's site opened; a category cut off by the bar's edge stays hidden and still fails.
    const hidden = () =>
      menu.evaluate((nav) =>
        [...nav.querySelectorAll('a')]
          .filter((a) => {
            const r = a.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return r.right > innerWidth || r.left < 0 || !hit || !a.contains(hit);
          })
          .map((a) => a.textContent),
      );
    await expect.poll(hidden).toEqual([]);
    await page.context().close();
  });

  it("the site's name in the header is not cut off at 375 px", async () => {
    const page = await visitor(375);
    await repSite(page);
    const name = page.locator('.site-header .brand__name');
    await expect.poll(() => name.textContent()).toBe('Avery Benefits Group');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    // On a phone the categories scroll sideways, the row's edge showing that there is more.
    const row = page.getByRole('navigation', { name: 'Plan categories' }).locator('ul');
    expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth && getComputedStyle(ul).overflowX === 'auto')).toBe(true);
    await check(page, 'header @375');
    await shots(page, 'header', { fullPage: false });
    await page.context().close();
    expect(findings).toEqual([]);
  });

  it("'Not my site' resets the site in its own tab and opens no other", async () => {
    const page = await visitor();
    await repSite(page);
    let opened = 0;
    page.context().on('page', () => (opened += 1));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Not my site' }).click();
    await page.waitForURL('**/access-page');
    expect(opened).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('isRepAuthenticated'), localStorage.getItem('agent_id'), localStorage.getItem('landingUrl')])).toEqual([null, null, null]);
    await page.context().close();
  });

  it('the help button sits under every modal and its backdrop', async () => {
    const page = await visitor();
    await repSite(page);
    await at(page, '/landing-page');
    await getStarted(page, 'IO');
    await page.waitForURL('**/plans');
    await page.getByLabel('Your selection').getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit your details');
    await visible(edit);
    expect(await helpOnTop(page)).toBe(false);
    await page.setViewportSize({ width: 375, height: 800 });
    await edit.getByLabel('Working hours (a week)').scrollIntoViewIfNeeded();
    expect(await helpOnTop(page)).toBe(false);
    await page.context().close();
  });

  it('the help button never covers a field or a price at 375 px', async () => {
    const page = await visitor(375);
    await repSite(page);
    await at(page, '/landing-page');
    await getStarted(page, 'IO');
    await page.waitForURL('**/plans');
    // The plans' prices, then the cart's lines, totals and View All.
    await expect.poll(() => page.locator('.plan-card__price').count()).toBeGreaterThan(3);
    expect(await coveredByHelp(page, '.plan-card__price, .plan-card a')).toEqual([]);
    for (const plan of ['101', '111', '121']) await addPlan(page, plan);
    await at(page, '/cart');
    await visible(page.getByRole('link', { name: 'View All' }));
    expect(await coveredByHelp(page, '.cart-line, .order-info dd, .recs__all, .rec-card strong')).toEqual([]);
    // On a phone the help button is in the header; it opens there and is audited.
    const help = page.getByRole('banner').getByRole('button', { name: 'Help' });
    await visible(help);
    await help.click();
    await visible(page.getByRole('dialog', { name: 'Help' }));
    await check(page, 'help panel from the header @375');
    await saveScreenshot(page, join(ARTIFACTS, 'tour-help-open-375.png'));
    await page.context().close();

    // Billing's Bank Name and every other field of the step.
    const wizard = await inWizard('IO', ['111'], 'billing-information', 'Billing Information', ['personal', 'contact']);
    await wizard.getByRole('radio', { name: 'EFT (bank draft)' }).check();
    await wizard.setViewportSize({ width: 375, height: 800 });
    await visible(wizard.getByLabel('Bank Name'));
    expect(await coveredByHelp(wizard, 'input, select')).toEqual([]);
    await wizard.context().close();
    expect(findings).toEqual([]);
  });
});
