import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { runCli } from '../cli/cli.ts';
import { ARTIFACTS, saveScreenshot } from '../support/browser.ts';
import { CARD } from '../support/enrollment-finish.ts';
import { enterRepCode, getStarted, useStorefront } from '../support/storefront.ts';

/**
 * A new agency's store, from an empty database (no demo data: SEED_DEMO_DATA=0) and with only the operators'
 * commands and a logo PNG (docs/adr/0801-operators.md, 0802-catalogue-import.md): a token on the server's database,
 * a catalogue imported from files, a rep's site with its uploaded logo, the rep's sign-in by a mailed link opened
 * exactly as written in a fresh browser. Then a shopper on the rep's branded site quotes from the imported
 * catalogue and enrolls, in Chromium, to the receipt's policy id.
 */

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The agency's own catalogue: one carrier, one dental plan priced for every tier (docs/catalogue-format.md). */
const CATALOGUE = `format: 1
carriers:
  - id: HARBOR
    name: Harbor Dental Mutual
    edi_receiver_id: HARBORDENTAL
plans:
  - id: HD100
    name: Harbor Dental Basic
    category: dental
    carrier: HARBOR
    short_text: Cleanings twice a year and fillings at 80%.
    list_price: 24.50
    featured: yes
    texts:
      header: <h2>Harbor Dental Basic</h2>
`;
const RATES = `plan,id,tier,min_age,max_age,state,smoker,label,coverage,monthly
HD100,HD100-IO,IO,18,99,,,Standard,,24.50
HD100,HD100-IS,IS,18,99,,,Standard,,46.00
HD100,HD100-IC,IC,18,99,,,Standard,,41.00
HD100,HD100-IF,IF,18,99,,,Standard,,63.25
`;

describe('a new store from an empty database, set up by an operator, enrolls its first member, in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-empty-'));
  const shots = join(ARTIFACTS, 'operators');
  let token = '';
  // Before the server starts: the operator's token, written on the (embedded) database the server will open.
  beforeAll(async () => {
    const created = await runCli(['admin', 'token', 'create', '--name', 'Sam Rivera', '--data-dir', dataDir, '--json']);
    expect(created.code, created.stderr).toBe(0);
    token = (JSON.parse(created.stdout) as { token: string }).token;
  });
  const storefront = useStorefront({ smtp: true, dataDir, emptyDatabase: true });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (args: readonly string[]) => runCli(['--api', storefront.url, ...args], { BENEFIT_STORE_OPERATOR_TOKEN: token });
  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
  /** A shopper who entered the new rep's access code, on the rep's landing page. */
  const onRepSite = async (width: number) => {
    const page = await storefront.newPage(width);
    await page.context().addInitScript(() => localStorage.setItem('locationAnswered', 'true'));
    await page.goto(`${storefront.url}/access-page`);
    await enterRepCode(page, 'REP3003');
    await page.waitForURL('**/ana-cruz');
    return page;
  };
  const onStep = async (page: Page, path: string, title: string) => {
    await page.waitForURL(`**/enrollment/${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  };

  it('sets up the catalogue, the site and the sign-in from the terminal; the mailed link sets the password once', async () => {
    mkdirSync(shots, { recursive: true });
    // Nothing to sell yet, and no rep: the store is empty.
    expect(((await (await fetch(`${storefront.url}/api/v1/get-featured-plans`)).json()) as { data: { result: unknown[] } }).data.result).toEqual([]);

    const files = mkdtempSync(join(tmpdir(), 'benefit-store-setup-'));
    writeFileSync(join(files, 'catalogue.yaml'), CATALOGUE);
    writeFileSync(join(files, 'rates.csv'), RATES);
    writeFileSync(join(files, 'logo.png'), Buffer.from(PNG_1X1, 'base64'));
    const imported = await cli(['catalogue', 'import', files]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('plans added: HD100');
    expect((await cli(['catalogue', 'import', files])).stdout).toContain('Nothing to change');

    const added = await cli(['admin', 'reps', 'add', '--code', 'REP3003', '--first-name', 'Ana', '--last-name', 'Cruz', '--email', 'ana@cruzbenefits.example', '--phone', '2145550100', '--landing-url', 'ana-cruz', '--brand-color', '#0f766e', '--logo', join(files, 'logo.png')]);
    expect(added.code, added.stderr).toBe(0);
    const invited = await cli(['admin', 'users', 'invite', '--email', 'Ana@CruzBenefits.example', '--name', 'Ana Cruz', '--rep', 'REP3003']);
    expect(invited.code, invited.stderr).toBe(0);
    expect(invited.stdout).toContain('Invitation sent to ana@cruzbenefits.example (rep)');
    // A rep that does not exist is named by its option.
    expect((await cli(['admin', 'users', 'invite', '--email', 'x@y.example', '--name', 'X Y', '--rep', 'REP9999'])).stderr).toContain(`--rep: ${Messages.repNotFound}`);
    rmSync(files, { recursive: true, force: true });

    const mail = await storefront.smtp.waitFor(1).then((mails) => mails.find((m) => m.rcptTo.includes('ana@cruzbenefits.example')));
    expect(mail?.subject).toBe('Your sign-in to Ana Cruz');
    const link = /(\S+\/set-password\/\S+)/.exec(mail!.text)?.[1];
    expect(new URL(link!).origin).toBe(storefront.url);

    // The page asks whether its link still sets a password (nothing written): this one does; a garbled one does not.
    const token = new URL(link!).pathname.split('/').pop()!;
    const invitation = (t: string) => fetch(`${storefront.url}/api/v1/auth/invitation?token=${encodeURIComponent(t)}`);
    expect(await (await invitation(token)).json()).toMatchObject({ status: 'success', data: { valid: true } });
    const garbled = await invitation(`${token.slice(0, -1)}x`);
    expect(garbled.status).toBe(410);
    expect(JSON.stringify(await garbled.json())).toContain(Messages.inviteLinkInvalid);

    const page = await storefront.newPage(375);
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password again').fill('short');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect.poll(() => page.getByText(Messages.passwordTooWeak).count()).toBe(1);
    await page.getByLabel('New password', { exact: true }).fill('Roofs&Rates2026');
    await page.getByLabel('New password again').fill('Roofs&Rates2026');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByText(Messages.passwordSet).waitFor();
    await saveScreenshot(page, join(shots, 'password-set-375.png'));
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill('ana@cruzbenefits.example');
    await page.getByLabel('Password').fill('Roofs&Rates2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');
    await page.context().close();

    // The link worked once: opened again, it says so at once, with no password to type for nothing; the server
    // refuses it whoever asks.
    expect((await invitation(token)).status).toBe(410);
    const again = await storefront.newPage(1280);
    await again.goto(link!);
    await expect.poll(() => again.getByRole('alert').textContent()).toBe(Messages.inviteLinkInvalid);
    expect(await again.getByLabel('New password', { exact: true }).count()).toBe(0);
    await again.context().close();
    const reused = await fetch(`${storefront.url}/api/v1/auth/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Another&Pass2026', confirm_password: 'Another&Pass2026' }),
    });
    expect(reused.status).toBe(410);
  });

  it("a shopper on the new rep's branded site quotes from the imported catalogue and enrolls to a policy id", async () => {
    const page = await onRepSite(1280);
    // The rep's landing page: the name, the uploaded logo.
    await page.getByText('Ana Cruz').first().waitFor();
    const logo = page.locator('img[src^="/media/uploads/"]').first();
    await logo.waitFor();
    // Drawn: the element can be in the page before its picture has arrived (a CI run read 0 then), and a picture that
    // fails to load ends `complete` with no width, so this still fails on a broken upload.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    await saveScreenshot(page, join(shots, 'new-rep-site-1280.png'));

    // The quote: the imported plan, at the imported price.
    await page.goto(`${storefront.url}/landing-page`);
    await getStarted(page);
    // The listing's card: the header's menus and recommendations list the plan too, without its price.
    const listed = page.locator('li.plan-card').filter({ hasText: 'Harbor Dental Basic' }).first();
    await listed.waitFor();
    expect(await listed.textContent()).toContain('$24.50');
    await saveScreenshot(page, join(shots, 'new-catalogue-plans-1280.png'));
    await page.goto(`${storefront.url}/plan/HD100/Harbor%20Dental%20Basic`);
    await page.locator('.pd-price').getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Enrollment' }).getByRole('button', { name: 'Member Enrollment' }).click();

    // The wizard, every step on its page.
    await onStep(page, 'personal-info', 'Personal Information');
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Last Name').fill('Rivera');
    await page.getByLabel('Weight (lbs)').fill('150');
    await page.getByLabel('Height (feet)').fill('5');
    await page.getByLabel('Height (inches)').fill('7');
    await page.getByLabel('SSN').fill('123456789');
    await page.getByLabel('Marital Status').selectOption('1');
    await next(page).click();
    await onStep(page, 'contact-info', 'Contact Information');
    await page.getByLabel('Email', { exact: true }).fill('dana.rivera@example.com');
    await page.getByLabel('Contact Number').fill('2145550199');
    await page.getByLabel('Address 1').fill('100 Main St');
    await page.getByLabel('City', { exact: true }).fill('Addison');
    await page.getByLabel('Birth State').selectOption('TX');
    await page.getByLabel('Birth City').fill('Dallas');
    await next(page).click();
    await onStep(page, 'billing-information', 'Billing Information');
    await page.getByLabel('First Name on Card').fill(CARD.first_name_on_cc);
    await page.getByLabel('Last Name on Card').fill(CARD.last_name_on_cc);
    await page.getByLabel('Card Number').fill(CARD.card_number);
    await page.getByLabel('Expiration Month').selectOption(CARD.expiration_month);
    await page.getByLabel('Expiration Year').selectOption(CARD.expiration_year);
    await page.getByLabel('Security Code').fill(CARD.security_code);
    await page.getByLabel('Choose physical address').check();
    await next(page).click();
    await onStep(page, 'agreement-signature', 'Agreement & Signature');
    // Every store's agreements, demo data or not: accuracy, plan terms, the card authorization, electronic signature.
    const boxes = page.getByRole('checkbox', { name: /^I have read and agree to/ });
    await expect.poll(() => boxes.count()).toBe(4);
    for (let i = 0; i < 4; i += 1) await boxes.nth(i).check();
    await page.getByLabel('What is your date of birth? (MM/DD/YYYY)').fill('01/15/1985');
    await page.getByLabel('Your Full Name').fill('Dana Rivera');
    await page.getByRole('button', { name: 'Type my signature instead' }).click();
    await page.getByLabel('Type your full name as your signature').fill('Dana Rivera');
    await expect.poll(() => page.getByText('Signature captured.').isVisible()).toBe(true);
    await next(page).click();
    await onStep(page, 'review-confirm', 'Review & Confirmation');
    expect(await page.getByRole('complementary', { name: 'Your plans' }).textContent()).toContain('Harbor Dental Basic');
    await next(page).click();
    await page.waitForURL('**/enrollment/receipt');
    const policyId = (await page.locator('.receipt__number-value').textContent())!;
    expect(policyId).toMatch(/^POL-\d{6}$/);
    await saveScreenshot(page, join(shots, 'first-receipt-1280.png'));

    // The agency sends the day's enrollments to the carrier; the member's receipt then says so.
    const drop = mkdtempSync(join(tmpdir(), 'benefit-store-drop-'));
    const sent = await cli(['carriers', 'export', '--out', drop]);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toMatch(/Wrote \S+834_HARBOR_000000001_\d{8}\.x12 \(1 enrollment\)/);
    rmSync(drop, { recursive: true, force: true });
    await page.reload();
    await page.locator('.receipt__number-value').waitFor();
    expect(await page.locator('.receipt__carrier').textContent()).toMatch(/^Sent to Harbor Dental Mutual on \d{2}\/\d{2}\/\d{4}\.$/);
    await saveScreenshot(page, join(shots, 'receipt-sent-to-carrier-1280.png'));
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, join(shots, 'receipt-sent-to-carrier-375.png'), true);
    await page.context().close();

    // The rep signs in: the new member is on the rep's list, the plan with where it stands with its carrier.
    const rep = await storefront.newPage(375);
    await rep.context().addInitScript(() => localStorage.setItem('locationAnswered', 'true'));
    await rep.goto(`${storefront.url}/sign-in`);
    await rep.getByLabel('E-mail').fill('ana@cruzbenefits.example');
    await rep.getByLabel('Password').fill('Roofs&Rates2026');
    await rep.getByRole('button', { name: 'Sign in' }).click();
    await rep.waitForURL('**/agent-home');
    await rep.goto(`${storefront.url}/agent-select-member`);
    const row = rep.getByRole('row').filter({ hasText: policyId });
    await row.getByText('Dana Rivera').waitFor();
    expect(await row.locator('.member-plan__carrier').textContent()).toMatch(/^Sent to Harbor Dental Mutual on \d{2}\/\d{2}\/\d{4}$/);
    await saveScreenshot(rep, join(shots, 'rep-members-carrier-375.png'), true);
    await rep.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(rep, join(shots, 'rep-members-carrier-1280.png'), true);
    await rep.context().close();
  }, 120_000);

  it("the operator disables the rep: a shopper whose browser kept the rep's site starts again at the access page", async () => {
    const page = await onRepSite(375);
    await page.getByText('Ana Cruz').first().waitFor();

    const disabled = await cli(['admin', 'reps', 'disable', 'REP3003']);
    expect(disabled.code, disabled.stderr).toBe(0);
    // Back the next day, at the store's address: no longer the rep's site, and nothing of it kept.
    await page.goto(`${storefront.url}/`);
    await page.waitForURL('**/access-page');
    await page.getByLabel('Representative Access Code').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('agent_id'), localStorage.getItem('isRepAuthenticated')])).toEqual([null, null]);
    await page.goto(`${storefront.url}/landing-page`);
    await page.waitForURL('**/access-page');
    await page.getByLabel('Representative Access Code').fill('REP3003');
    await page.getByRole('form', { name: 'Access code' }).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').first().waitFor();
    await saveScreenshot(page, join(shots, 'disabled-rep-access-page-375.png'));
    await page.context().close();
  }, 120_000);
});
