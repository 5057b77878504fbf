import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { screenshot } from '../support/browser.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';
import { AUDITED, audit, settled, type Finding } from '../support/axe.ts';

/**
 * The plans page, the plan page and plan compare (issue 9, part A), walked in Chromium on the demo catalogue
 * (docs/demo-catalogue.md): filter, side filters, the dependents block, Edit; each kind of plan page (a pricing
 * banner and the modal its 'clicking here' opens, changePid, tobacco, questions, the aflac-type gate, the
 * membership pair); Add to Cart (accident offer, blackout, already active for a rep's existing member); compare.
 * Every new route and modal is audited with axe (WCAG 2.1 AA: no serious or critical finding).
 */
const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };

describe('plans page, plan page, plan questions, add to cart and plan compare, in Chromium', () => {
  const storefront = useStorefront();
  const findings: Finding[] = [];
  const check = async (page: Page, where: string) => {
    await settled(page);
    findings.push(...(await audit(page, where)));
  };
  const at = (page: Page, path: string) => page.goto(`${storefront.url}${path}`);
  const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
  const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
  const summary = (page: Page) => page.getByLabel('Your selection');
  const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart: / });
  /** Full-page screenshots from the top, at both widths, so that the sticky header is drawn where it belongs. */
  const shots = async (page: Page, name: string) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  const price = (page: Page) => page.locator('.pd-price');

  const quote = async (page: Page, tier: string) => {
    await at(page, '/landing-page');
    await page.getByLabel('Zip Code').fill('75001');
    await page.getByLabel('Gender').selectOption('0');
    await page.getByLabel('Choose Tier').selectOption(tier);
    await page.getByLabel('DOB').pressSequentially('01151985');
    await page.getByRole('form', { name: 'Get Started' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
  };

  it('a shopper: filter, side filters, dependents, Edit, each kind of plan page, add to cart and compare', async () => {
    findings.length = 0;
    const page = await storefront.newPage(1280, AUDITED);
    await at(page, '/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    // The location prompt would sit over the screenshots: answered once for this visitor.
    await page.getByRole('dialog', { name: 'Share your location?' }).getByRole('button', { name: "Don't Allow" }).click();
    // A plan address no plan has: the page keeps its heading and says so, with the way back to the plans.
    await at(page, '/plan/99999/Nothing');
    await page.getByRole('heading', { level: 1, name: 'Plan Details' }).waitFor();
    await expect.poll(() => page.locator('.pd-page').getByRole('alert').textContent()).toBe(Messages.planNotFound);
    await quote(page, 'IF');

    // ---- /plans: summary, side filters, the dependents block ----
    await expect.poll(() => page.locator('.plan-section h2').count()).toBeGreaterThanOrEqual(3);
    expect(await summary(page).textContent()).toContain('75001 (TX)');
    expect(await summary(page).textContent()).toContain('Family');
    // Smoker only once answered; category only with a premier plan.
    expect(await summary(page).textContent()).not.toContain('Smoker');
    expect(await summary(page).textContent()).not.toContain('Category');
    const filters = page.getByRole('navigation', { name: 'Filter by category' });
    await visible(filters.getByRole('link', { name: 'Dental' }));
    // Term life is for IO only: with Family it is not among the side filters.
    expect(await filters.getByRole('link', { name: 'Term Life' }).count()).toBe(0);
    await filters.getByRole('link', { name: 'Dental' }).click();
    await page.waitForURL('**/plans?type=dental');
    await expect.poll(() => page.locator('.plan-section h2').allTextContents()).toEqual(['Dental']);
    expect(await filters.getByRole('link', { name: 'Dental' }).getAttribute('aria-current')).toBe('page');
    await filters.getByRole('link', { name: 'All plans' }).click();
    await expect.poll(() => page.locator('.plan-section h2').count()).toBeGreaterThanOrEqual(3);

    const dependents = page.getByRole('region', { name: 'Dependent information' });
    expect(await dependents.textContent()).toContain('Not given yet');
    await dependents.getByRole('button', { name: /Add/ }).click();
    const depDialog = dialog(page, 'Dependent information');
    // Family: 1 to 8 children.
    expect(await depDialog.getByLabel('Number of children').locator('option').allTextContents()).toEqual(['Select', '1', '2', '3', '4', '5', '6', '7', '8']);
    await check(page, 'dependents dialog @1280');
    await depDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => depDialog.getByText(Messages.fieldRequired).count()).toBe(2);
    // Tied to their fields for screen readers.
    expect(await depDialog.getByLabel('Spouse DOB').getAttribute('aria-describedby')).toBeTruthy();
    await depDialog.getByLabel('Spouse DOB').pressSequentially('01011980');
    await depDialog.getByLabel('Number of children').selectOption('2');
    await depDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => depDialog.count()).toBe(0);
    await expect.poll(() => dependents.textContent()).toContain('01/01/1980');
    expect(await dependents.textContent()).toContain('2');
    await check(page, '/plans @1280');

    // Edit: the filter form in a modal, back to the standard quote (Member Only).
    await summary(page).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit your details');
    await edit.getByLabel('Zip Code').fill('7500');
    await edit.getByRole('button', { name: 'Update plans' }).click();
    await visible(edit.getByText(Messages.invalidZip));
    await check(page, 'edit details modal with an error @1280');
    await edit.getByLabel('Zip Code').fill('75001');
    await edit.getByLabel('Choose Tier').selectOption('IO');
    await edit.getByRole('button', { name: 'Update plans' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => summary(page).textContent()).toContain('Member Only');
    // Member Only has nobody else to tell about; term life is listed again.
    await expect.poll(() => dependents.count()).toBe(0);
    await visible(filters.getByRole('link', { name: 'Term Life' }));

    // ---- Compare: tick up to four, a fifth is refused, the tray links to /compare ----
    const tick = (name: string) => page.getByRole('checkbox', { name: `Compare ${name}` }).check();
    await tick('Premier Health PPO');
    const tray = page.getByRole('complementary', { name: 'Plans to compare' });
    await visible(tray.getByText('Tick one more plan to compare'));
    await tick('Essential Care HMO');
    await tick('Everyday Limited Medical');
    await tick('SmileWell Dental Plus');
    await page.getByRole('checkbox', { name: 'Compare ClearView Vision' }).click();
    await visible(tray.getByText(Messages.compareLimit(4)));
    expect(await page.getByRole('checkbox', { name: 'Compare ClearView Vision' }).isChecked()).toBe(false);
    expect(new URL(page.url()).searchParams.get('compare')).toBe('101,102,131,111');
    await shots(page, 'plans-listing');
    await tray.getByRole('link', { name: 'Compare plans' }).click();
    await page.waitForURL('**/compare?plans=101,102,131,111');
    const table = page.getByRole('table', { name: 'Plans side by side' });
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(4);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Your price', 'Category', 'Key benefits', 'Exclusions']);
    expect(await table.textContent()).toContain('$365.66');
    expect(await table.textContent()).toContain('$32.50');
    expect(await table.textContent()).toContain('Limited Med Plans');
    expect(await table.locator('ul li').count()).toBeGreaterThan(8);
    // Plain text only: no markup from the plan texts reaches the table.
    expect(await table.innerHTML()).not.toMatch(/&lt;|<script/);
    await check(page, '/compare @1280');
    await shots(page, 'compare');
    await page.setViewportSize({ width: 375, height: 900 });
    await check(page, '/compare @375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await table.getByRole('button', { name: 'Remove SmileWell Dental Plus from the comparison' }).click();
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(3);
    await page.getByRole('link', { name: 'Back to plans' }).click();
    await page.waitForURL('**/plans?compare=101,102,131');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Compare Premier Health PPO' }).isChecked()).toBe(true);

    // ---- Plan page: salaryError, then hourError, each 'clicking here' opens Annual Income ----
    await page.getByRole('link', { name: 'More Info: Income Protector DI' }).click();
    await page.waitForURL('**/plan/201/**');
    await visible(page.getByRole('heading', { name: 'Income Protector DI', level: 1 }));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.textContent()).toBe('HomePlansPlan Details');
    await visible(price(page).getByText(/Please enter a sufficient annual income/));
    expect(await price(page).textContent()).toContain(Messages.salaryError);
    await price(page).getByRole('button', { name: 'clicking here' }).click();
    const income = dialog(page, 'Annual Income');
    await check(page, 'Annual Income modal @1280');
    await income.getByRole('button', { name: 'Save' }).click();
    await visible(income.getByText(Messages.fieldRequired));
    await income.getByLabel('Annual income ($ a year)').fill('45,000');
    await income.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => price(page).textContent()).toContain(Messages.hourError);
    await price(page).getByRole('button', { name: 'clicking here' }).click();
    await income.getByLabel('Working hours (a week)').fill('40');
    await income.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => price(page).textContent()).toContain('$38.00');
    // The description's toggles.
    const exclusions = page.getByRole('button', { name: 'Exclusions and Limitations' });
    expect(await exclusions.getAttribute('aria-expanded')).toBe('false');
    await exclusions.click();
    expect(await exclusions.getAttribute('aria-expanded')).toBe('true');
    await visible(page.getByText('Injuries while committing a crime'));
    await check(page, '/plan/201 (priced, exclusions open) @1280');
    await shots(page, 'plan-detail-income-protector');

    // ---- changePid: plan 109 reloads as its replacement, 101; Enroll to Group is offered ----
    await at(page, '/plan/109/Premier%20Health%20PPO%20(2025%20plan%20year)');
    await page.waitForURL('**/plan/101/Premier%20Health%20PPO');
    await visible(page.getByRole('heading', { name: 'Premier Health PPO', level: 1 }));
    await visible(price(page).getByText('$365.66'));
    await visible(page.getByRole('button', { name: 'Enroll to Group' }));
    await page.getByRole('button', { name: 'Enroll to Group' }).click();
    const groupCode = dialog(page, 'Employee Enrollment');
    await groupCode.getByRole('button', { name: 'Continue' }).click();
    await visible(groupCode.getByText(Messages.fieldRequired));
    await groupCode.getByLabel('Group Enrollment Code').fill('NOPE0000');
    await groupCode.getByRole('button', { name: 'Continue' }).click();
    await visible(groupCode.getByText(Messages.invalidGroupEnrollmentCode));
    await check(page, 'Enroll to Group modal @1280');
    await page.keyboard.press('Escape');

    // ---- stateError: the basic info edited to a NY ZIP; 'editing your basic info above' opens the form ----
    await at(page, '/plan/102/Essential%20Care%20HMO');
    await page.getByLabel('Your selection').getByRole('button', { name: 'Edit' }).click();
    const basics = dialog(page, 'Edit your basic info');
    await basics.getByLabel('Zip Code').fill('10001');
    await basics.getByRole('button', { name: 'Update plans' }).click();
    await expect.poll(() => price(page).textContent()).toContain(Messages.stateError);
    await price(page).getByRole('button', { name: 'editing your basic info above' }).click();
    await basics.getByLabel('Zip Code').fill('75001');
    await basics.getByRole('button', { name: 'Update plans' }).click();
    await expect.poll(() => price(page).textContent()).toContain('$265.05');

    // ---- smokerError: 'Do you smoke?' answers it (No by default), the price follows ----
    await at(page, '/plan/141/Secure%20Term%20Life%2020');
    await expect.poll(() => price(page).textContent()).toContain(Messages.smokerError);
    await price(page).getByRole('button', { name: 'clicking here' }).click();
    const tobacco = dialog(page, 'Tobacco Usage');
    expect(await tobacco.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await check(page, 'Tobacco Usage modal @1280');
    await tobacco.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => price(page).textContent()).toContain('$24.00');
    expect(await price(page).getByRole('radio').count()).toBe(3);
    // The summary is the quote's own query, refetched beside the price's: it may land a moment later.
    await expect.poll(() => summary(page).textContent()).toContain('SmokerNo');

    // ---- Questions: incomplete, then a decline (171); all No passes and reprices (132) ----
    await at(page, '/plan/171/Critical%20Illness%20Guard');
    const questions = page.getByRole('form', { name: 'A few questions about your health' });
    await visible(questions);
    await questions.getByRole('button', { name: 'Submit answers' }).click();
    await visible(questions.getByText(Messages.answerAllQuestions));
    const q = (n: number) => questions.locator('.pd-question').nth(n);
    await q(0).getByRole('radio', { name: 'Yes' }).check();
    await visible(q(0).getByRole('group', { name: 'A. Prior to age 60' }));
    await visible(q(0).getByRole('group', { name: 'B. Prior to age 75' }));
    await q(0).getByRole('checkbox', { name: /Cancer/ }).check();
    await q(1).getByRole('radio', { name: 'Yes' }).check();
    // A yes asks for treatment details: two at most.
    await q(1).getByRole('button', { name: 'Add another treatment' }).click();
    expect(await q(1).getByRole('group', { name: /Treatment/ }).count()).toBe(2);
    expect(await q(1).getByRole('button', { name: 'Add another treatment' }).count()).toBe(0);
    await q(1).getByRole('button', { name: 'Remove this treatment' }).click();
    await q(1).getByLabel('Treated from (MM/DD/YYYY)').pressSequentially('01012020');
    await q(1).getByLabel('Treated to (MM/DD/YYYY)').pressSequentially('02012020');
    await q(2).getByRole('radio', { name: 'No' }).check();
    await check(page, 'plan questions @1280');
    await questions.getByRole('button', { name: 'Submit answers' }).click();
    await visible(page.getByRole('alert').filter({ hasText: Messages.questionsDeclined }).first());

    await at(page, '/plan/132/Meridian%20Fixed%20Indemnity%201000');
    await visible(questions);
    for (let n = 0; n < 3; n += 1) await q(n).getByRole('radio', { name: 'No' }).check();
    await questions.getByRole('button', { name: 'Submit answers' }).click();
    await visible(page.getByRole('status').filter({ hasText: Messages.questionsAccepted }));
    await expect.poll(() => questions.count()).toBe(0);
    await visible(price(page).getByText('$96.00'));

    // ---- Aflac-type questions gate Add to Cart (221) ----
    await at(page, '/plan/221/Harborline%20Cancer%20Care');
    const gate = page.getByRole('region', { name: 'Before you add this plan' });
    await visible(gate);
    await gate.getByRole('group', { name: /actively at work/ }).getByRole('radio', { name: 'No' }).check();
    await visible(gate.getByText(Messages.answerShouldBeYes));
    await visible(gate.getByText(Messages.answerYesToContinue));
    await price(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => gate.getByText(Messages.answerShouldBeYesNo).count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/plan/221/Harborline%20Cancer%20Care');
    await check(page, 'aflac-type questions with messages @1280');
    await gate.getByRole('group', { name: /actively at work/ }).getByRole('radio', { name: 'Yes' }).check();
    await gate.getByRole('group', { name: /United States/ }).getByRole('radio', { name: 'Yes' }).check();
    await gate.getByRole('group', { name: /by e-mail/ }).getByRole('radio', { name: 'No' }).check();
    expect(await gate.getByText(Messages.answerYesToContinue).count()).toBe(0);
    await price(page).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    // The header's cart figures follow through the data mechanism.
    await expect.poll(() => cartLink(page).textContent()).toMatch(/1\s*item/);

    // ---- The membership pair (143): Add to Cart asks for the $5.00 membership, then adds both ----
    await at(page, '/plan/143/Keystone%20Optional%20Life');
    await expect.poll(() => price(page).textContent()).toContain('$18.54');
    await price(page).getByRole('button', { name: 'Add to Cart' }).click();
    const membership = dialog(page, 'Membership');
    await visible(membership.getByText(/\$5\.00 \/ month/));
    await membership.getByRole('button', { name: 'Add both to cart' }).click();
    await visible(membership.getByText(Messages.membershipRequired));
    await check(page, 'membership modal @1280');
    await membership.getByRole('radio').check();
    await membership.getByRole('button', { name: 'Add both to cart' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => cartLink(page).textContent()).toMatch(/3\s*items/);

    // ---- Blackout (194): the red banner beside Add to Cart ----
    await at(page, '/plan/194/Everwell%20Travel%20Assist');
    await price(page).getByRole('button', { name: 'Add to Cart' }).click();
    await visible(price(page).getByRole('alert').filter({ hasText: /blackout period/ }));
    expect(await price(page).getByRole('alert').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(198, 40, 40)');

    // ---- The accident offer after adding a medical plan (101): Add To Cart adds it too ----
    await at(page, '/plan/101/Premier%20Health%20PPO');
    await check(page, '/plan/101 @1280');
    await price(page).getByRole('button', { name: 'Add to Cart' }).click();
    const offer = page.getByRole('dialog').filter({ hasText: 'Accident Shield' });
    await visible(offer.getByRole('button', { name: Messages.accidentOfferDecline }));
    await check(page, 'accident offer modal @1280');
    await shots(page, 'plan-detail-accident-offer');
    await offer.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => cartLink(page).textContent()).toMatch(/5\s*items/);

    // With a premier plan in the cart the filter asks for a category, and IC reads 'Member + 1 Child'.
    await at(page, '/plans');
    await summary(page).getByRole('button', { name: 'Edit' }).click();
    await visible(dialog(page, 'Edit your details').getByLabel('Category'));
    await dialog(page, 'Edit your details').getByRole('button', { name: 'Update plans' }).click();
    await visible(dialog(page, 'Edit your details').getByText(Messages.fieldRequired));
    await dialog(page, 'Edit your details').getByLabel('Category').selectOption('medical');
    await dialog(page, 'Edit your details').getByLabel('Choose Tier').selectOption('IC');
    await dialog(page, 'Edit your details').getByRole('button', { name: 'Update plans' }).click();
    // The cart follows the new tier (docs/adr/0613): the dialog says what moved in it before it closes.
    const updated = dialog(page, 'Your details are updated');
    await visible(updated.getByText(/^Premier Health PPO now costs /));
    await updated.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => summary(page).textContent()).toContain('Member + 1 Child');
    expect(await summary(page).textContent()).toContain('CategoryMedical');
    // Member + Children: 1 to 9 children.
    await page.getByRole('region', { name: 'Dependent information' }).getByRole('button').click();
    expect(await dialog(page, 'Dependent information').getByLabel('Number of children').locator('option').count()).toBe(10);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 900 });
    await check(page, '/plans @375');
    await at(page, '/plan/201/Income%20Protector%20DI');
    await visible(price(page).getByText('$38.00'));
    await check(page, '/plan/201 @375');
    await page.context().close();
    expect(findings).toEqual([]);
  }, 180_000);

  it('a rep: portal then group for a new quote; Current Member, the selected group line and the already-active modal', async () => {
    findings.length = 0;
    const page = await storefront.newPage(1280, AUDITED);
    await at(page, '/sign-in');
    await page.getByLabel('E-mail').fill(REP.email);
    await page.getByLabel('Password').fill(REP.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');

    // A rep's own quote has neither portal nor group: the plan page asks for a portal, then a group.
    await quote(page, 'IO');
    await at(page, '/plan/111/SmileWell%20Dental%20Plus');
    const portal = dialog(page, 'Select a portal');
    await visible(portal);
    await portal.getByRole('button', { name: 'Next' }).click();
    await visible(portal.getByText(Messages.choosePlatform));
    await check(page, 'portal picker @1280');
    await portal.getByRole('radio').first().check();
    await portal.getByRole('button', { name: 'Next' }).click();
    const group = dialog(page, 'Select a group');
    await group.getByRole('button', { name: 'Submit' }).click();
    await visible(group.getByText(Messages.chooseGroup));
    await group.getByRole('radio', { name: 'Lone Star Logistics' }).check();
    await group.getByRole('button', { name: 'Submit' }).click();
    // Choosing a portal shows the edit form.
    await visible(dialog(page, 'Edit your basic info'));
    await page.keyboard.press('Escape');
    await visible(page.getByText(/^Selected Group is: Lone Star Logistics/));
    await visible(page.getByText(/^Portal: /));

    // Current Member, Enroll Now, then the member's active plan: already active, in a modal with OK.
    await at(page, '/agent-select-member');
    await page.getByLabel('Search').fill('gonzalez');
    await page.getByRole('button', { name: 'Enroll Now: Maria Gonzalez' }).click();
    await dialog(page, 'Choose a tier').getByLabel('Choose Tier').selectOption('IO');
    await dialog(page, 'Choose a tier').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await page.getByRole('link', { name: 'More Info: Premier Health PPO' }).click();
    await page.waitForURL('**/plan/101/**');
    // Maria Gonzalez is a member of Acme Manufacturing: the group by its name and code.
    await visible(page.getByText(`${Messages.selectedGroup('Acme Manufacturing', 'ACME2024')}${Messages.selectedMember('Maria Gonzalez')}`));
    // Her quote's portal, not the one chosen for the rep's earlier quote.
    await visible(page.getByText('Portal: Acme Open Enrollment'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Current Member' }).getAttribute('href')).toBe('/agent-select-member');
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/agent-home');
    await price(page).getByRole('button', { name: 'Add to Cart' }).click();
    const active = dialog(page, 'Already active');
    await visible(active.getByText(/already active/));
    await check(page, 'already-active modal @1280');
    await shots(page, 'plan-detail-already-active');
    await active.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => active.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/plan/101/Premier%20Health%20PPO');
    await page.context().close();
    expect(findings).toEqual([]);
  }, 120_000);
});
