import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { billingNotice, Messages, receiptReturnRoute, type Eprocess, type OpenType } from '@benefit-store/domain';
import { ARTIFACTS, screenshot, saveScreenshot } from '../support/browser.ts';
import { CARD, SECRETS } from '../support/enrollment-finish.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { answersAllNo, CONTACT, EMPLOYER, PERSONAL } from '../support/wizard-journey.ts';
import { audit as auditPage, type Finding } from '../support/axe.ts';

/**
 * The enrollment wizard's second part in Chromium (doc 002 sections 2-9; docs/adr/0720, 0721): Billing
 * Information, Agreement & Signature, Review & Confirmation, the receipt, Save & Continue Later on these steps,
 * Continue enrollment and direct-continue in a fresh browser, and remote signing from the rep's link. Each journey
 * reaches its first part-2 step quickly: the quote through the Get Started form, then cart, checkout and the earlier
 * steps through the API from the page's own context. Every new screen and modal is audited with axe (WCAG 2.1 AA)
 * and photographed at 375 and 1280 px (wizard2-*.png).
 */

const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };


describe('enrollment wizard, part 2 (billing, agreement, review, receipt, resuming, remote signing), in Chromium', () => {
  const storefront = useStorefront({ smtp: true });
  const findings: Finding[] = [];
  const pageErrors: string[] = [];

  /** A new visitor in a fresh context; the CSP is bypassed only so that the audit's axe can be injected. */
  const visitor = async (width = 1280): Promise<Page> => {
    const page = await storefront.newPage(width, { bypassCSP: true });
    // The location prompt (another feature's floating offer) is answered already on this device.
    await page.context().addInitScript(() => localStorage.setItem('locationAnswered', 'true'));
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    return page;
  };

  /** axe-core on the wizard's part of the page (steps, modals, receipt, signing page): serious and critical kept. */
  const audit = async (page: Page, where: string) => void findings.push(...(await auditPage(page, where, '.wizard')));

  /** Full-page screenshots at 1280 and 375 px, from the top. */
  const shots = async (page: Page, name: string) => {
    const width = page.viewportSize()?.width ?? 1280;
    for (const w of [1280, 375]) {
      await page.setViewportSize({ width: w, height: w === 375 ? 800 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `wizard2-${name}-${w}`);
    }
    await page.setViewportSize({ width, height: 900 });
  };
  /** A modal as the person sees it (the viewport, the backdrop over the page), at 1280 and 375 px. */
  const modalShots = async (page: Page, name: string) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const width = page.viewportSize()?.width ?? 1280;
    for (const w of [1280, 375]) {
      await page.setViewportSize({ width: w, height: w === 375 ? 800 : 900 });
      await saveScreenshot(page, join(ARTIFACTS, `wizard2-${name}-${w}.png`));
    }
    await page.setViewportSize({ width, height: 900 });
  };

  const url = (path: string) => `${storefront.url}${path}`;
  const api = (path: string) => `${storefront.url}/api/v1/${path}`;
  const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
  const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
  /** The message tied to a control by aria-describedby. */
  const fieldError = (field: Locator) =>
    field.evaluate((input) => {
      const id = input.getAttribute('aria-describedby');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });
  const onStep = async (page: Page, path: string, title: string) => {
    const failed = async (error: unknown) => {
      await screenshot(page, `wizard2-failed-${path}`);
      const alerts = await page.getByRole('alert').allTextContents();
      throw new Error(`${(error as Error).message}\nalerts: ${alerts.join(' | ')}\n${pageErrors.join('\n')}`);
    };
    await page.waitForURL(`**/enrollment/${path}`, { timeout: 15_000 }).catch(failed);
    await heading(page, title).waitFor({ timeout: 10_000 }).catch(failed);
  };

  /** A call of the enrollment in this page's session (its cookie), e.g. the steps before the one a test is about. */
  const call = async (page: Page, path: string, data: Record<string, unknown>) => {
    const tempId = await stored(page, 'tempId');
    const answer = await page.request.post(api(path), { data: { enrollment_id: tempId, ...data } });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return answer;
  };

  /** The Get Started form, as a shopper fills it. */
  const getStarted = async (page: Page, tier: string) => {
    await page.goto(url('/landing-page'));
    await page.getByLabel('Zip Code').fill('75001');
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Choose Tier').selectOption(tier);
    await page.getByLabel('DOB').pressSequentially('01151985');
    await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
  };

  /** Plans into the cart and checkout through the API from the page's own context, and the effective date stored. */
  const checkOut = async (page: Page, plans: readonly string[], type: 'applicant' | 'rep') => {
    const tempId = (await stored(page, 'tempId'))!;
    expect((await page.request.put(api(`change-filter-info/${tempId}`), { data: { is_smoker: '0' } })).status()).toBe(200);
    for (const plan of plans) {
      const pricing = await page.request.get(api(`get-plan-pricing-detail?pid=${plan}&enrollment_id=${tempId}`));
      expect(pricing.status(), await pricing.text()).toBe(200);
      const ppid = ((await pricing.json()) as { data: { plans: { ppid: string }[] } }).data.plans[0]!.ppid;
      await call(page, 'add-plan-to-cart', { plan_id: plan, plan_pricing_id: ppid });
    }
    const dates = ((await (await page.request.get(api(`get-cart-effective-dates?enrollment_id=${tempId}`))).json()) as { data: { result: string[] } }).data.result;
    await call(page, 'cart-checkout', { effective_date: dates[0], type });
    await page.evaluate((date) => localStorage.setItem('effectiveDate', date), dates[0]!);
    return tempId;
  };

  const signInAsRep = async (page: Page) => {
    await page.goto(url('/sign-in'));
    await page.getByLabel('E-mail').fill(REP.email);
    await page.getByLabel('Password').fill(REP.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');
  };

  /** Draws a stroke on the signature pad with the mouse (pointer events, as a pen or finger would). */
  const drawSignature = async (page: Page) => {
    const pad = page.getByRole('img', { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
    await page.mouse.down();
    for (const [dx, dy] of [[60, -50], [110, 10], [170, -40], [230, 20], [300, -30]] as const) await page.mouse.move(box.x + 30 + dx, box.y + box.height * 0.7 + dy, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => page.getByText('Signature captured.').isVisible()).toBe(true);
  };

  const mailTo = async (email: string, subject: string) => {
    const found = () => storefront.smtp.received.find((m) => m.subject.startsWith(subject) && m.rcptTo.some((to) => to.toLowerCase() === email.toLowerCase()));
    await expect.poll(() => found() !== undefined, { timeout: 30_000, message: `${subject} to ${email}` }).toBe(true);
    return found()!;
  };

  /** Save & Continue Later on the step shown: Send Code to the address, Done; the code mailed. */
  const saveLater = async (page: Page, email: string, dialogOpen = false) => {
    const before = storefront.smtp.received.length;
    if (!dialogOpen) await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    const dialog = dialogNamed(page, 'Save & Continue Later');
    await dialog.getByLabel(Messages.saveLaterPrompt).fill(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect.poll(() => dialog.getByText(Messages.saveLaterDone).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => storefront.smtp.received.length > before, { timeout: 30_000 }).toBe(true);
    const mail = await mailTo(email, 'Your enrollment code');
    return /Code: (\S+)/.exec(mail.text)![1]!;
  };

  /** Where Return goes by the receipt rule, from what the browser stored before confirming. */
  const expectedReturn = async (page: Page) => {
    const [openType, referral, eprocess] = await Promise.all(['open_type', 'referral', 'eprocess'].map((k) => stored(page, k)));
    return receiptReturnRoute({ openType: (openType ?? undefined) as OpenType | undefined, referral: referral ?? undefined, eprocess: (eprocess ?? undefined) as Eprocess | undefined, host: '127.0.0.1' });
  };

  /** The receipt: greeting, policy id, 'Enrollment Receipt', the thank-you image, Return; the enrollment id forgotten. */
  const onReceipt = async (page: Page, name: string, returnTo: string) => {
    await page.waitForURL('**/enrollment/receipt');
    await heading(page, `Thank you, ${name}!`).waitFor();
    const policyId = (await page.locator('.receipt__number-value').textContent())!;
    expect(policyId).toMatch(/^POL-\d{6}$/);
    // Who was sent the 'Enrollment Receipt', exactly (the member, and the rep's copy when a rep enrolled them).
    expect(await page.locator('.receipt__sent').textContent()).toMatch(/^An Enrollment Receipt has been sent to \S+@\S+/);
    expect(await page.locator('img.receipt__image').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return' }).getAttribute('href')).toBe(returnTo);
    await expect.poll(() => stored(page, 'tempId')).toBeNull();
    return policyId;
  };

  it('an applicant paying by card: billing, agreement with a drawn and a typed signature, review (details, Edit Details, a refused confirmation, Save and Continue Later), the receipt and its e-mail', async () => {
    const page = await visitor();
    await page.goto(url('/access-page'));
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    // The rep's site is in place (its header) before the quote starts.
    await page.getByRole('link', { name: 'Avery Benefits Group home' }).waitFor();
    await getStarted(page, 'IO');
    const tempId = await checkOut(page, ['102', '111'], 'applicant');
    await call(page, 'save-personal-info', PERSONAL);
    await call(page, 'save-contact-info', { ...CONTACT, email_address: 'card.payer@example.com', phone_number: '2145550131' });
    await call(page, 'save-primary-health-info', answersAllNo());
    await page.goto(url('/enrollment/billing-information'));

    // Billing: card and EFT offered, card first; the exact messages of empty and invalid input.
    await onStep(page, 'billing-information', 'Billing Information');
    const steps = await page.getByRole('navigation', { name: 'Enrollment steps' }).getByRole('listitem').allTextContents();
    expect(steps.join('|')).toMatch(/Billing Information.*Agreement & Signature.*Review & Confirmation/);
    expect(await page.getByRole('radio', { name: 'Credit Card' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'EFT (bank draft)' }).isChecked()).toBe(false);
    const year = new Date().getFullYear();
    const years = await page.getByLabel('Expiration Year').locator('option').allTextContents();
    expect(years.slice(1)).toEqual(Array.from({ length: 21 }, (_, i) => String(year + i)));
    expect((await page.getByLabel('Expiration Month').locator('option').allTextContents()).slice(1)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(await page.getByLabel('Bill Date').inputValue()).toBe('28');
    expect(await page.getByLabel('Bill Date').locator('option:checked').textContent()).toBe('28th of month');
    // The notice of the method chosen (card), for the bill date chosen; EFT's terms only with EFT (ADR 0720).
    expect(await page.locator('.billing-terms').textContent()).toContain(billingNotice('cc', 28));
    expect(await page.locator('.billing-terms').textContent()).not.toContain('$30');
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('First Name on Card'))).toBe(Messages.fieldRequired);
    for (const label of ['Last Name on Card', 'Card Number', 'Expiration Month', 'Expiration Year', 'Security Code', 'Address 1', 'City', 'State', 'Zip'])
      expect(await fieldError(page.getByLabel(label, { exact: true })), label).toBe(Messages.fieldRequired);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.getByLabel('First Name on Card').fill('Dana1');
    await page.getByLabel('Last Name on Card').fill('Rivera');
    await page.getByLabel('Card Number').fill('4111 1111');
    await page.getByLabel('Expiration Month').selectOption('07');
    await page.getByLabel('Expiration Year').selectOption(String(year + 4));
    await page.getByLabel('Security Code').pressSequentially('1a2');
    expect(await page.getByLabel('Security Code').inputValue()).toBe('12');
    await page.getByLabel('Address 1').fill('9 Elm St');
    await page.getByLabel('City', { exact: true }).fill('Addison');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('Zip', { exact: true }).fill('7500');
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('First Name on Card'))).toBe(Messages.invalidFirstName);
    expect(await fieldError(page.getByLabel('Card Number'))).toBe(Messages.cardNumberLength);
    expect(await fieldError(page.getByLabel('Security Code'))).toBe(Messages.securityCodeLength);
    expect(await fieldError(page.getByLabel('Zip', { exact: true }))).toBe(Messages.invalidZip);
    await page.getByLabel('Card Number').fill('4111 1111 1111 1112');
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('Card Number'))).toBe(Messages.cardNumberInvalid);
    await audit(page, 'billing (card) with errors');
    await shots(page, 'billing-card-errors');
    // 'Choose physical address' copies the contact address, read-only; unchecked, the fields are free and empty.
    await page.getByLabel('Choose physical address').check();
    await expect.poll(() => page.getByLabel('Address 1').inputValue()).toBe('100 Main St');
    expect(await page.getByLabel('Zip', { exact: true }).inputValue()).toBe('75001');
    expect(await page.getByLabel('Address 1').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Choose physical address').uncheck();
    await expect.poll(() => page.getByLabel('Address 1').inputValue()).toBe('');
    await page.getByLabel('Choose physical address').check();
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Addison');
    await page.getByLabel('First Name on Card').fill('Dana');
    await page.getByLabel('Card Number').fill('4111 1111 1111 1111');
    await page.getByLabel('Security Code').fill(SECRETS.securityCode);
    await shots(page, 'billing-card');
    await next(page).click();

    // Agreement & Signature, the applicant signing: the agreements, the date of birth, the name, the signature.
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    // The card number and security code never reached the browser's storage.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    for (const secret of [SECRETS.visa, '4111 1111 1111 1111', SECRETS.securityCode]) expect(storage).not.toContain(secret);
    const boxes = page.getByRole('checkbox', { name: /^I have read and agree to/ });
    expect(await boxes.count()).toBe(5);
    expect(await page.getByRole('heading', { name: 'Have the member sign on their own device' }).count()).toBe(0);
    const answer = page.getByLabel('What is your date of birth? (MM/DD/YYYY)');
    await next(page).click();
    await expect.poll(() => fieldError(boxes.first())).toBe(Messages.agreementRequired);
    for (let i = 1; i < 5; i++) expect(await fieldError(boxes.nth(i))).toBe(Messages.agreementRequired);
    expect(await fieldError(answer)).toBe(Messages.fieldRequired);
    expect(await fieldError(page.getByRole('group', { name: 'Signature' }))).toBe(Messages.signatureRequired);
    for (let i = 0; i < 5; i++) await boxes.nth(i).check();
    await answer.fill('02/02/1990');
    await drawSignature(page);
    await expect.poll(() => page.getByText('Signature captured.').isVisible()).toBe(true);
    await next(page).click();
    // The server's verdicts: the name is required, the answer does not match.
    await expect.poll(() => fieldError(page.getByLabel('Your Full Name'))).toBe(Messages.fieldRequired);
    expect(await fieldError(answer)).toBe(Messages.verificationAnswerMismatch);
    await audit(page, 'agreement (applicant) with errors');
    await shots(page, 'agreement-errors');
    await answer.fill('01/15/1985');
    await page.getByLabel('Your Full Name').fill('Dana Rivera');
    await page.getByRole('button', { name: 'Clear' }).click();
    await next(page).click();
    await expect.poll(() => fieldError(page.getByRole('group', { name: 'Signature' }))).toBe(Messages.signatureRequired);
    // Anyone who cannot draw types their name instead: it is drawn as the signature.
    await page.getByRole('button', { name: 'Type my signature instead' }).click();
    await page.getByLabel('Type your full name as your signature').fill('Dana Rivera');
    await expect.poll(() => page.getByText('Signature captured.').isVisible()).toBe(true);
    await shots(page, 'agreement-typed');
    await next(page).click();

    // Review & Confirmation: a card per step, billing and the agreement included; the plans and totals.
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    const cards = page.locator('.review-card');
    await expect.poll(() => cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Personal Info', 'Contact Info', 'Health Questions', 'Billing Info', 'Agreement & Signature']);
    expect(await cards.filter({ hasText: 'Billing Info' }).textContent()).toContain('Visa xxxxxx1111');
    expect(await cards.filter({ hasText: 'Agreement & Signature' }).textContent()).toContain('Signed by Dana Rivera on');
    const side = page.getByRole('complementary', { name: 'Your plans' });
    expect(await side.textContent()).toMatch(/Essential Care HMO\$[\d,]+\.\d\d/);
    expect(await side.textContent()).toContain('SmileWell Dental Plus');
    expect(await side.textContent()).toMatch(/First Month Total Cost\$[\d,]+\.\d\d/);
    expect(await side.textContent()).toMatch(/Recurring Monthly Cost\$[\d,]+\.\d\d/);
    await audit(page, 'review');
    await shots(page, 'review');
    // View Details: read-only, numbers masked; Escape closes.
    await page.getByRole('button', { name: 'View Details: Personal Info' }).click();
    const details = dialogNamed(page, 'Personal Info');
    expect(await details.textContent()).toContain('xxx-xx-6789');
    expect(await details.textContent()).not.toContain('123456789');
    expect(await details.getByRole('textbox').count()).toBe(0);
    await audit(page, 'review details modal');
    await modalShots(page, 'review-details');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // Edit Details sets navto and opens the step; its Next comes back to review.
    await page.getByRole('button', { name: 'View Details: Contact Info' }).click();
    await dialogNamed(page, 'Contact Info').getByRole('button', { name: 'Edit Details' }).click();
    await onStep(page, 'contact-info', 'Contact Information');
    expect(await stored(page, 'navto')).toBe('review');
    await next(page).click();
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    expect(await stored(page, 'navto')).toBeNull();

    // A refused confirmation: billing left as a draft (saved for later elsewhere) is named, and the modal offers
    // Save and Continue Later (the review_info tab).
    await call(page, 'save-enrollment', { tab: 'payment_info', email: 'card.payer@example.com', data: { payment_method: 'cc', first_name_on_cc: 'Dana' } });
    await page.reload();
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    await expect.poll(() => cards.filter({ hasText: 'Billing Info' }).textContent()).toContain('Saved for later, not completed');
    await page.getByLabel('Additional Notes').fill('Call after 5 pm');
    await next(page).click();
    const refused = dialogNamed(page, Messages.reviewSaveFailed);
    await refused.waitFor();
    expect(await refused.textContent()).toContain(`Still to complete:${Messages.completeStepFirst('Billing Information')}`);
    await audit(page, 'review refused modal');
    await modalShots(page, 'review-refused');
    await refused.getByRole('button', { name: 'Save and Continue Later' }).click();
    await saveLater(page, 'card.payer.alt@example.com', true);
    // Billing again from its card: the card number is typed again (never filled from anything stored).
    await page.getByRole('button', { name: 'View Details: Billing Info' }).click();
    await dialogNamed(page, 'Billing Info').getByRole('button', { name: 'Edit Details' }).click();
    await onStep(page, 'billing-information', 'Billing Information');
    expect(await page.getByLabel('Card Number').inputValue()).toBe('');
    expect(await page.getByLabel('First Name on Card').inputValue()).toBe('Dana');
    await page.getByLabel('Last Name on Card').fill('Rivera');
    await page.getByLabel('Card Number').fill(SECRETS.visa);
    await page.getByLabel('Expiration Month').selectOption('07');
    await page.getByLabel('Expiration Year').selectOption(String(year + 4));
    await page.getByLabel('Security Code').fill(SECRETS.securityCode);
    await page.getByLabel('Choose physical address').check();
    await expect.poll(() => page.getByLabel('Address 1').inputValue()).toBe('100 Main St');
    await next(page).click();
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    expect(await page.getByLabel('Additional Notes').inputValue()).toBe('Call after 5 pm');

    // Confirm: the receipt, the header's cart emptied, the 'Enrollment Receipt' mailed.
    const returnTo = await expectedReturn(page);
    await next(page).click();
    const policyId = await onReceipt(page, 'Dana Rivera', returnTo);
    await expect.poll(() => page.getByRole('link', { name: /^Cart: 0 items/ }).isVisible()).toBe(true);
    await audit(page, 'receipt');
    await shots(page, 'receipt');
    const mail = await mailTo('card.payer@example.com', 'Enrollment Receipt');
    expect(mail.text).toContain(policyId);
    expect(mail.text).not.toContain(SECRETS.visa);
    expect(tempId).not.toBe('');
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL((u) => u.pathname === returnTo);
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it('a rep-enrolled family paying by EFT with the routing lookup, signed by the rep as broker', async () => {
    const page = await visitor();
    await signInAsRep(page);
    await getStarted(page, 'IF');
    await checkOut(page, ['111', '114'], 'rep');
    await call(page, 'save-personal-info', PERSONAL);
    await call(page, 'save-contact-info', { ...CONTACT, email_address: 'family.eft@example.com', phone_number: '2145550132' });
    const spouse = { first_name: 'Alex', last_name: 'Rivera', birthdate: '02/02/1986', gender: '0', ssn: '333445555', relationship: 'spouse' };
    const child = { first_name: 'Sam', last_name: 'Rivera', birthdate: '05/05/2015', gender: '1', ssn: '444556666', relationship: 'child' };
    await call(page, 'save-dependent-info', { dependents: [{ primary_info: spouse }, { primary_info: child }], spouse_answer: 'yes' });
    await page.goto(url('/enrollment/billing-information'));
    await onStep(page, 'billing-information', 'Billing Information');

    // EFT: required fields, then the routing lookup on leaving the field.
    await page.getByRole('radio', { name: 'EFT (bank draft)' }).check();
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('Account Holder Name'))).toBe(Messages.fieldRequired);
    for (const label of ['Routing Number', 'Bank Name', 'Account Number']) expect(await fieldError(page.getByLabel(label)), label).toBe(Messages.fieldRequired);
    expect(await fieldError(page.getByRole('radio', { name: 'Checking' }))).toBe(Messages.fieldRequired);
    expect(await fieldError(page.getByRole('radio', { name: 'Individual' }))).toBe(Messages.fieldRequired);
    const routing = page.getByLabel('Routing Number');
    const bankName = page.getByLabel('Bank Name');
    await routing.fill('12345');
    await routing.press('Tab');
    await expect.poll(() => fieldError(routing)).toBe(Messages.routingNumberLength);
    await bankName.fill('Some Bank');
    await routing.fill('111000026');
    await routing.press('Tab');
    await expect.poll(() => fieldError(routing)).toBe(Messages.routingNumberInvalid);
    expect(await bankName.inputValue()).toBe('');
    await routing.fill('111000025');
    await routing.press('Tab');
    await expect.poll(() => bankName.inputValue()).toBe('BANK OF AMERICA, N.A.');
    expect(await fieldError(routing)).toBe('');
    await page.getByLabel('Account Holder Name').fill('Alex@Rivera');
    await page.getByLabel('Account Number').fill('12');
    await page.getByRole('radio', { name: 'Checking' }).check();
    await page.getByRole('radio', { name: 'Individual' }).check();
    await page.getByLabel('Bill Date').selectOption('15');
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('Account Holder Name'))).toBe(Messages.invalidAccountHolderName);
    expect(await fieldError(page.getByLabel('Account Number'))).toBe(Messages.accountNumberLength);
    expect(await page.locator('.billing-terms').textContent()).toMatch(/5 days.*3 business days.*\$30/s);
    await audit(page, 'billing (EFT) with errors');
    await shots(page, 'billing-eft-errors');
    await page.getByLabel('Account Holder Name').fill('Alex Rivera');
    await page.getByLabel('Account Number').fill(SECRETS.account);
    await next(page).click();

    // Agreement & Signature as broker: the rep's name read-only, their own broker code.
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    expect(await page.getByLabel('Broker Name').inputValue()).toBe('Jordan Avery');
    expect(await page.getByRole('img', { name: /Signature pad/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Have the member sign on their own device' }).isVisible()).toBe(true);
    const boxes = page.getByRole('checkbox', { name: /^I have read and agree to/ });
    expect(await boxes.count()).toBe(4);
    await next(page).click();
    await expect.poll(() => fieldError(boxes.first())).toBe(Messages.agreementRequired);
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('Broker Code'))).toBe(Messages.fieldRequired);
    await page.getByLabel('Broker Code').fill('REP2002');
    await next(page).click();
    await expect.poll(() => fieldError(page.getByLabel('Broker Code'))).toBe(Messages.brokerCodeMismatch);
    await audit(page, 'agreement (broker) with errors');
    await shots(page, 'agreement-broker');
    await page.getByLabel('Broker Code').fill('rep1001');
    await next(page).click();

    // Review: the dependents and the bank account (masked); the rep's signing panel is there too.
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    const cards = page.locator('.review-card');
    await expect.poll(() => cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Personal Info', 'Contact Info', 'Dependent Info', 'Billing Info', 'Agreement & Signature']);
    expect(await cards.filter({ hasText: 'Dependent Info' }).textContent()).toContain('Alex Rivera (Spouse), Sam Rivera (Child)');
    expect(await cards.filter({ hasText: 'Billing Info' }).textContent()).toContain('BANK OF AMERICA, N.A. xxxxx6789');
    expect(await cards.filter({ hasText: 'Agreement & Signature' }).textContent()).toContain('Signed by Jordan Avery (REP1001)');
    expect(await page.content()).not.toContain(SECRETS.account);
    await page.getByRole('button', { name: 'View Details: Dependent Info' }).click();
    expect(await dialogNamed(page, 'Dependent Info').textContent()).toContain('xxx-xx-6666');
    await audit(page, 'review details (dependents)');
    await page.getByRole('button', { name: 'Back to review' }).click();

    // Meanwhile the same person is enrolled again in another browser and confirmed first: this confirmation is refused
    // for the address, which is no step to complete; the contact step, edited from its card, takes another one.
    const other = await visitor();
    await signInAsRep(other);
    await getStarted(other, 'IO');
    const otherId = await checkOut(other, ['111'], 'rep');
    await call(other, 'save-personal-info', PERSONAL);
    await call(other, 'save-contact-info', { ...CONTACT, email_address: 'family.eft@example.com', phone_number: '2145550132' });
    await call(other, 'save-billing-info', CARD);
    const texts = (await (await other.request.get(api(`get-agreement-texts?enrollment_id=${otherId}`))).json()) as { data: { text_hash: string }[] };
    await call(other, 'save-agreement-info', { accepted_texts: texts.data.map((t) => t.text_hash), agent_code: 'REP1001', eprocess: 'rep' });
    await call(other, 'save-review-info', { first_enroll: '1' });
    await other.context().close();
    await next(page).click();
    const refused = dialogNamed(page, Messages.reviewSaveFailed);
    await refused.waitFor();
    expect(await refused.textContent()).toContain(Messages.emailAlreadyExists);
    expect(await refused.textContent()).not.toContain('Still to complete');
    await modalShots(page, 'review-refused-email-taken');
    // At 375 px a signed-in rep's bar is at its fullest (recommended, Sign out, help, a cart with an amount): the site's
    // name keeps each word whole on its line (a word split over two lines has two rectangles).
    await page.setViewportSize({ width: 375, height: 800 });
    const wordsWhole = await page.locator('.site-header .brand__name').evaluate((el) => {
      const text = el.firstChild as Text;
      let at = 0;
      return text.data.split(' ').map((word) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        return `${word}: ${range.getClientRects().length}`;
      });
    });
    expect(wordsWhole).toEqual(['Avery: 1', 'Benefits: 1', 'Group: 1']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await refused.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'View Details: Contact Info' }).click();
    await dialogNamed(page, 'Contact Info').getByRole('button', { name: 'Edit Details' }).click();
    await onStep(page, 'contact-info', 'Contact Information');
    await page.getByLabel('Email', { exact: true }).fill('family.eft.own@example.com');
    await next(page).click();
    await onStep(page, 'review-confirm', 'Review & Confirmation');

    const returnTo = await expectedReturn(page);
    expect(returnTo).toBe('/agent-home');
    await next(page).click();
    const policyId = await onReceipt(page, 'Dana Rivera', returnTo);
    expect(await page.getByText(/First payment of \$[\d,.]+ is due on/).isVisible()).toBe(true);
    expect((await mailTo('family.eft.own@example.com', 'Enrollment Receipt')).text).toContain(policyId);
    // The rep gets a copy, and the receipt says so.
    await mailTo(REP.email, 'Enrollment Receipt');
    expect(await page.locator('.receipt__sent').textContent()).toBe(Messages.receiptSentWithCopy('family.eft.own@example.com', REP.email));
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it('an Acme group member on list billing, signing by keyboard with a typed signature', async () => {
    const page = await visitor();
    await page.goto(url('/access-page'));
    await page.getByRole('form', { name: 'Access code' }).getByRole('button', { name: 'Employee Enrollment' }).click();
    const enroll = dialogNamed(page, 'Employee Enrollment');
    await enroll.getByLabel('Group Enrollment Code').fill('ACME2024');
    await enroll.getByRole('button', { name: 'Continue' }).click();
    await enroll.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/acme');
    await page.evaluate(() => localStorage.setItem('enroll_type', 'new-group-member'));
    await getStarted(page, 'IO');
    await checkOut(page, ['111'], 'applicant');
    await call(page, 'save-personal-info', PERSONAL);
    await call(page, 'save-contact-info', { ...CONTACT, email_address: 'acme.member@example.com', phone_number: '2145550133' });
    await call(page, 'save-employer-info', EMPLOYER);
    await page.goto(url('/enrollment/billing-information'));

    // Billing: the group's list bill, locked, nothing to fill; the statement descriptor.
    await onStep(page, 'billing-information', 'Billing Information');
    expect(await page.locator('.billing-locked').textContent()).toContain('List Bill');
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    expect(await page.getByText('Your statement will show: ACME BENEFITS LIST BILL').isVisible()).toBe(true);
    await audit(page, 'billing (list)');
    await shots(page, 'billing-list');
    await next(page).click();

    // Agreement by keyboard only: Space checks each box; the signature is the typed name.
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    const boxes = page.getByRole('checkbox', { name: /^I have read and agree to/ });
    expect(await boxes.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
    }
    await page.getByLabel('What is your date of birth? (MM/DD/YYYY)').focus();
    await page.keyboard.type('01/15/1985');
    await page.keyboard.press('Tab');
    await page.getByLabel('Your Full Name').focus();
    await page.keyboard.type('Dana Rivera');
    await page.getByRole('button', { name: 'Type my signature instead' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Type your full name as your signature').focus();
    await page.keyboard.type('Dana Rivera');
    await expect.poll(() => page.getByText('Signature captured.').isVisible()).toBe(true);
    await audit(page, 'agreement (typed signature)');
    await next(page).focus();
    await page.keyboard.press('Enter');

    await onStep(page, 'review-confirm', 'Review & Confirmation');
    const cards = page.locator('.review-card');
    await expect.poll(() => cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Personal Info', 'Contact Info', 'Employer Info', 'Billing Info', 'Agreement & Signature']);
    expect(await cards.filter({ hasText: 'Billing Info' }).textContent()).toContain('List Bill');
    await page.getByRole('button', { name: 'View Details: Employer Info' }).click();
    expect(await dialogNamed(page, 'Employer Info').textContent()).toContain('Standard 6, Birthday');
    await page.keyboard.press('Escape');
    const returnTo = await expectedReturn(page);
    await next(page).click();
    const policyId = await onReceipt(page, 'Dana Rivera', returnTo);
    // Group billing: no invoice of its own.
    expect(await page.getByText(/First payment of/).count()).toBe(0);
    expect((await mailTo('acme.member@example.com', 'Enrollment Receipt')).text).toContain(policyId);
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it('saves billing and the agreement for later, resumes by code and e-mail in a fresh browser and by direct-continue, and finishes', async () => {
    const first = await visitor();
    await first.goto(url('/access-page'));
    await enterRepCode(first);
    await first.waitForURL('**/jordan-avery');
    // The rep's site is in place (its header) before the quote starts.
    await first.getByRole('link', { name: 'Avery Benefits Group home' }).waitFor();
    await getStarted(first, 'IO');
    const tempId = await checkOut(first, ['112'], 'applicant');
    await call(first, 'save-personal-info', PERSONAL);
    await call(first, 'save-contact-info', { ...CONTACT, email_address: 'resume.me@example.com', phone_number: '2145550134' });
    await first.goto(url('/enrollment/billing-information'));
    await onStep(first, 'billing-information', 'Billing Information');
    await first.getByRole('radio', { name: 'EFT (bank draft)' }).check();
    await first.getByLabel('Account Holder Name').fill('Dana Rivera');
    await first.getByLabel('Routing Number').fill('121000248');
    await first.getByLabel('Routing Number').press('Tab');
    await expect.poll(() => first.getByLabel('Bank Name').inputValue()).toBe('WELLS FARGO BANK, NA');
    await first.getByLabel('Account Number').fill(SECRETS.otherAccount);
    const code = await saveLater(first, 'resume.me@example.com');
    await first.context().close();

    // A fresh browser: nothing stored. Continue enrollment's messages under its inputs, then the saved step.
    const page = await visitor();
    await page.goto(url('/continue-enrollment'));
    await heading(page, 'Continue your enrollment').waitFor();
    const codeField = page.getByLabel('Code', { exact: true });
    const emailField = page.getByLabel('Email Address');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => fieldError(codeField)).toBe(Messages.fieldRequired);
    expect(await fieldError(emailField)).toBe(Messages.fieldRequired);
    await codeField.fill(code);
    await emailField.fill('resume.me@');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => fieldError(emailField)).toBe(Messages.enterValidEmail);
    await emailField.fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => fieldError(codeField)).toBe(Messages.resumeCodeInvalid);
    await audit(page, 'continue enrollment with errors');
    await shots(page, 'continue-errors');
    await emailField.fill('Resume.Me@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await onStep(page, 'billing-information', 'Billing Information');
    expect(await stored(page, 'tempId')).toBe(tempId);
    expect(await page.getByRole('radio', { name: 'EFT (bank draft)' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Routing Number').inputValue()).toBe('121000248');
    expect(await page.getByLabel('Account Number').inputValue()).toBe('');
    expect(await page.getByText('On file: xxxxx1234. Type the number again to keep paying from it.').isVisible()).toBe(true);
    await page.getByLabel('Account Number').fill(SECRETS.otherAccount);
    await page.getByRole('radio', { name: 'Savings' }).check();
    await page.getByRole('radio', { name: 'Individual' }).check();
    await next(page).click();

    // The agreement saved for later (aggrement_info): the boxes checked so far, never a signature.
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    const boxes = page.getByRole('checkbox', { name: /^I have read and agree to/ });
    await boxes.first().check();
    await saveLater(page, 'resume.me@example.com');

    // direct-continue: this browser holds the enrollment, so the link's step opens; a stranger's browser gets nothing.
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const link = url(`/direct-continue/${b64(tempId)}/${b64('aggrement_info')}`);
    const stranger = await visitor();
    await stranger.goto(link);
    await expect.poll(() => stranger.getByText('This link does not open an enrollment in this browser.', { exact: false }).isVisible()).toBe(true);
    expect(await stored(stranger, 'tempId')).toBeNull();
    await audit(stranger, 'direct-continue refused');
    await shots(stranger, 'direct-continue-refused');
    await stranger.context().close();
    // cart_info opens the cart with the quotation display switched off.
    await page.goto(url(`/direct-continue/${b64(tempId)}/${b64('cart_info')}`));
    await page.waitForURL('**/cart');
    expect(await stored(page, 'show-quotation')).toBe('false');
    await page.goto(link);
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    const count = await boxes.count();
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    await page.getByLabel('What is your date of birth? (MM/DD/YYYY)').fill('01/15/1985');
    await page.getByLabel('Your Full Name').fill('Dana Rivera');
    await drawSignature(page);
    await next(page).click();
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    const cards = page.locator('.review-card');
    await expect.poll(() => cards.filter({ hasText: 'Billing Info' }).textContent()).toContain('WELLS FARGO BANK, NA xxxxx1234');
    const returnTo = await expectedReturn(page);
    await next(page).click();
    const policyId = await onReceipt(page, 'Dana Rivera', returnTo);
    expect((await mailTo('resume.me@example.com', 'Enrollment Receipt')).text).toContain(policyId);
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it("an existing member's card and bank account on file: preselected, disabled, chosen again to unselect, saved", async () => {
    const page = await visitor();
    await signInAsRep(page);
    await page.goto(url('/agent-select-member'));
    await page.getByLabel('Search').fill('tran');
    await page.getByRole('button', { name: 'Enroll Now: Emily Tran' }).click();
    const tier = dialogNamed(page, 'Choose a tier');
    await tier.getByLabel('Choose Tier').selectOption('IO');
    await tier.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await checkOut(page, ['112'], 'rep');
    await page.goto(url('/enrollment/billing-information'));
    await onStep(page, 'billing-information', 'Billing Information');

    // The card on file: choosing it disables the new card's fields; choosing it again unselects it.
    const card = page.getByRole('button', { name: 'Mastercard xxxxxx4444, expires 03/2029, Emily Tran' });
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Card Number').isDisabled()).toBe(true);
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByLabel('Card Number').isEnabled()).toBe(true);
    await card.click();
    // The bank account on file is preselected, read-only; 'New Bank Details' clears and frees the fields.
    await page.getByRole('radio', { name: 'EFT (bank draft)' }).check();
    expect(await page.getByText('JPMORGAN CHASE BANK, NA xxxxx7654, Emily Tran').isVisible()).toBe(true);
    expect(await page.getByLabel('Routing Number').inputValue()).toBe('111000614');
    expect(await page.getByLabel('Routing Number').getAttribute('readonly')).not.toBeNull();
    await audit(page, 'billing with an account on file');
    await shots(page, 'billing-bank-on-file');
    await page.getByRole('button', { name: 'New Bank Details' }).click();
    expect(await page.getByLabel('Routing Number').inputValue()).toBe('');
    expect(await page.getByLabel('Routing Number').getAttribute('readonly')).toBeNull();
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    await audit(page, 'billing with a card on file');
    await shots(page, 'billing-card-on-file');
    await next(page).click();
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    await page.goto(url('/enrollment/review-confirm'));
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    await expect.poll(() => page.locator('.review-card').filter({ hasText: 'Billing Info' }).textContent()).toContain('Mastercard xxxxxx4444');
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);

  it("a member signs and confirms remotely from the rep's link; the rep sees it signed and the receipt", async () => {
    const rep = await visitor();
    await signInAsRep(rep);
    await getStarted(rep, 'IO');
    await checkOut(rep, ['121'], 'rep');
    await call(rep, 'save-personal-info', PERSONAL);
    await call(rep, 'save-contact-info', { ...CONTACT, email_address: 'remote.signer@example.com', phone_number: '2145550135' });
    await call(rep, 'save-billing-info', { ...CARD, card_number: SECRETS.amex, security_code: SECRETS.amexSecurityCode });
    await rep.goto(url('/enrollment/agreement-signature'));
    await onStep(rep, 'agreement-signature', 'Agreement & Signature');

    // The rep sends the link instead of signing.
    const panel = rep.getByRole('region', { name: 'Have the member sign on their own device' });
    await panel.getByLabel("Member's e-mail address").fill('not-an-address');
    await panel.getByRole('button', { name: 'Send signing link' }).click();
    await expect.poll(() => fieldError(panel.getByLabel("Member's e-mail address"))).toBe(Messages.enterValidEmail);
    await panel.getByLabel("Member's e-mail address").fill('remote.signer@example.com');
    await panel.getByRole('button', { name: 'Send signing link' }).click();
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('Link sent to r***@example.com. Sent: the member has not opened the link yet.');
    await audit(rep, 'agreement with the signing link sent');
    await shots(rep, 'agreement-remote-sent');
    await panel.getByRole('link', { name: 'Go to Review & Confirmation' }).click();
    await onStep(rep, 'review-confirm', 'Review & Confirmation');
    const repPanel = rep.getByRole('region', { name: 'Have the member sign on their own device' });
    await expect.poll(() => repPanel.getByRole('status').textContent()).toContain('r***@example.com');

    const mail = await mailTo('remote.signer@example.com', 'Please review and sign');
    const path = /(\/sign\/sgn1\.\S+)/.exec(mail.text)![1]!;

    // The member's phone: a fresh browser; the date of birth opens the link.
    const member = await visitor(375);
    // A link garbled on its way (one character more) is not ours: said at once, with no date of birth asked for nothing.
    await member.goto(url(`${path}x`));
    await heading(member, 'Review and sign your enrollment').waitFor();
    await expect.poll(() => member.getByRole('alert').textContent()).toBe(Messages.signingLinkInvalid);
    expect(await member.getByLabel('Date of Birth').count()).toBe(0);
    await audit(member, 'signing page, a link that is not ours');
    await member.goto(url(path));
    await heading(member, 'Review and sign your enrollment').waitFor();
    await member.getByLabel('Date of Birth').pressSequentially('01161985');
    await member.getByRole('button', { name: 'Open application' }).click();
    await expect.poll(() => fieldError(member.getByLabel('Date of Birth'))).toBe(Messages.signingBirthdateMismatch);
    await audit(member, 'signing page (date of birth) with an error');
    await shots(member, 'signing-open');
    await member.getByLabel('Date of Birth').fill('');
    await member.getByLabel('Date of Birth').pressSequentially('01151985');
    await member.getByRole('button', { name: 'Open application' }).click();
    await expect.poll(() => member.getByText(/Hello Dana\./).isVisible()).toBe(true);
    await expect.poll(() => repPanel.getByRole('button', { name: 'Check again' }).isVisible()).toBe(true);

    // The application, read-only (no Edit Details), and the agreement to sign as the applicant.
    const cards = member.locator('.review-card');
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Personal Info', 'Contact Info', 'Billing Info', 'Agreement & Signature']);
    expect(await cards.filter({ hasText: 'Billing Info' }).textContent()).toContain('Amex xxxxxx0005');
    await member.getByRole('button', { name: 'View Details: Personal Info' }).click();
    const details = dialogNamed(member, 'Personal Info');
    expect(await details.getByRole('button', { name: 'Edit Details' }).count()).toBe(0);
    await audit(member, 'signing page details modal');
    await member.keyboard.press('Escape');
    const boxes = member.getByRole('checkbox', { name: /^I have read and agree to/ });
    await member.getByRole('button', { name: 'Sign and confirm enrollment' }).click();
    await expect.poll(() => fieldError(boxes.first())).toBe(Messages.agreementRequired);
    expect(await fieldError(member.getByRole('group', { name: 'Signature' }))).toBe(Messages.signatureRequired);
    await audit(member, 'signing page with errors');
    await shots(member, 'signing-review');
    const count = await boxes.count();
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    await member.getByLabel('What is your date of birth? (MM/DD/YYYY)').fill('01/15/1985');
    await member.getByLabel('Your Full Name').fill('Dana Rivera');
    await drawSignature(member);
    await member.getByLabel('Additional Notes').fill('Signed on my phone');
    await member.getByRole('button', { name: 'Sign and confirm enrollment' }).click();
    await heading(member, 'Thank you, Dana Rivera! Your enrollment is confirmed.')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        await screenshot(member, 'wizard2-failed-signing');
        throw new Error(`${(error as Error).message}\nalerts: ${(await member.getByRole('alert').allTextContents()).join(' | ')}`);
      });
    const policyId = (await member.locator('.receipt__number-value').textContent())!;
    expect(policyId).toMatch(/^POL-\d{6}$/);
    await audit(member, 'signing done');
    await shots(member, 'signing-done');
    await member.context().close();

    // The rep: signed and confirmed, with the policy id; the review says so; the receipt.
    await repPanel.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => rep.getByText(`This enrollment is confirmed. Confirmation number: ${policyId}.`).isVisible()).toBe(true);
    expect(await next(rep).count()).toBe(0);
    await rep.getByRole('link', { name: 'View the receipt' }).first().click();
    await onReceipt(rep, 'Dana Rivera', '/agent-home');
    expect(await rep.locator('.receipt__number-value').textContent()).toBe(policyId);
    expect((await mailTo('remote.signer@example.com', 'Enrollment Receipt')).text).toContain(policyId);
    await rep.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 180_000);
});
