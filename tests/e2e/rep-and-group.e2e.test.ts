import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { screenshot } from '../support/browser.ts';
import { useStorefront } from '../support/storefront.ts';

const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };
const ADMIN = { email: 'hr@acme.example', password: 'DemoGroup#2026' };

describe('rep and group administrator sign-in, start pages and current members, in Chromium', () => {
  const storefront = useStorefront();

  const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

  const signIn = async (page: Page, who: { email: string; password: string }, home: string) => {
    await page.goto(`${storefront.url}/sign-in`);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${home}`);
  };

  /** Full-page screenshots from the top, so that the sticky header is drawn where it belongs. */
  const shot = async (page: Page, name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  };

  const memberRows = (page: Page) => page.locator('.members-table tbody tr');
  const memberNames = async (page: Page) => (await page.locator('.members-table__name').allTextContents()).sort();

  it('shows field messages, one message for an unknown e-mail or a wrong password, and is linked from the footers', async () => {
    const page = await storefront.newPage();
    await page.goto(`${storefront.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText(Messages.fieldRequired).count()).toBe(2);

    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: Messages.invalidCredentials }).isVisible()).toBe(true);
    await page.getByLabel('E-mail').fill(REP.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: Messages.invalidCredentials }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/sign-in');

    await page.goto(`${storefront.url}/access-page`);
    await page.getByRole('link', { name: 'Rep & Group Sign In' }).click();
    await page.waitForURL('**/sign-in');
    await page.context().close();
  });

  it('rep: sign in, Current Member, search, Enroll Now, tier, and the plans of that member', async () => {
    const page = await storefront.newPage();
    await signIn(page, REP, '/agent-home');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Jordan Avery' }).isVisible()).toBe(true);
    expect(await page.getByText(Messages.whoToEnroll).isVisible()).toBe(true);
    // The header speaks for the rep's own site straight after signing in.
    await expect.poll(() => page.getByRole('banner').getByText('Avery Benefits Group').isVisible()).toBe(true);
    expect(await stored(page, 'eprocess')).toBe('rep');
    expect(await stored(page, 'agent_id')).toBe('1001');
    expect(await stored(page, 'isRepAuthenticated')).toBe('true');

    await page.getByRole('button', { name: 'Current Member' }).click();
    await page.waitForURL('**/agent-select-member');
    await expect.poll(() => memberRows(page).count()).toBe(5);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => memberRows(page).count()).toBe(1);
    // Six members across both of the rep's groups and none of the other rep's.
    await page.getByLabel('Search').fill('mail.example');
    await expect.poll(() => memberRows(page).count()).toBe(5);
    expect(await page.getByText('Grace Sullivan').count()).toBe(0);

    await page.getByLabel('Search').fill('okafor');
    await expect.poll(() => memberRows(page).count()).toBe(1);
    const row = memberRows(page).first();
    expect(await row.textContent()).toContain('xxx-xx-7290');
    expect(await row.textContent()).not.toContain('601337290');
    expect(await row.textContent()).toContain('Lone Star Logistics');
    const termed = row.locator('.member-plan', { hasText: 'Hospital Indemnity Plus' });
    const active = row.locator('.member-plan', { hasText: 'Critical Illness Guard' });
    expect(await termed.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(198, 40, 40)');
    expect(await active.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(198, 40, 40)');

    await row.getByRole('button', { name: 'Enroll Now: Daniel Okafor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a tier' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog.getByText(Messages.invalidTier).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await row.getByRole('button', { name: 'Enroll Now: Daniel Okafor' }).click();
    await dialog.getByLabel('Choose Tier').selectOption('IS');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/plans');
    await expect.poll(() => page.locator('.plan-section h2').count()).toBeGreaterThanOrEqual(3);
    // The quote is the member's own: zip 75201 (TX) and date of birth from the member record.
    expect(await page.getByLabel('Your selection').textContent()).toContain('75201 (TX)');
    expect(await page.getByLabel('Your selection').textContent()).toContain('07/05/1969');
    expect(await stored(page, 'tempId')).toMatch(/\S{8,}/);
    expect(await stored(page, 'enroll_type')).toBe('existing-member');
    expect(await stored(page, 'group_id')).toBe('2556');
    expect(await stored(page, 'portal_id')).toBe('501');
    expect(await stored(page, 'show-quotation')).toBe('true');
    expect(await stored(page, 'isCurrentMemberAvailable')).toBe('true');
    expect(await stored(page, 'isFilterDataSubmitted')).toBe('true');
    await page.context().close();
  });

  it('rep: New Member, portal then Start Direct Enrollment, or Choose a Group and Enroll, with Back one step', async () => {
    const page = await storefront.newPage();
    await signIn(page, REP, '/agent-home');
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
    await expect.poll(() => page.getByText(Messages.choosePlatform).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Choose a Group and Enroll' }).click();
    await expect.poll(() => page.getByText(Messages.choosePlatform).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByText(Messages.whoToEnroll).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByLabel('Individual & Family Portal').check();
    await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
    await page.waitForURL('**/home');
    expect(await stored(page, 'enroll_type')).toBe('new-member');
    expect(await stored(page, 'portal_id')).toBe('501');
    expect(await stored(page, 'group_id')).toBeNull();
    expect(await stored(page, 'tempId')).toBeNull();

    await page.goto(`${storefront.url}/agent-home`);
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByLabel('Acme Open Enrollment').check();
    await page.getByRole('button', { name: 'Choose a Group and Enroll' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(Messages.chooseGroup).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByLabel('Acme Open Enrollment').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Choose a Group and Enroll' }).click();
    await page.getByLabel('Acme Manufacturing').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/home');
    expect(await stored(page, 'enroll_type')).toBe('new-group-member');
    expect(await stored(page, 'group_id')).toBe('3001');
    expect(await stored(page, 'portal_id')).toBe('503');
    await page.context().close();
  });

  it("group admin: sign in, group home, and only Acme's members; New Member picks a portal", async () => {
    const page = await storefront.newPage();
    await signIn(page, ADMIN, '/group-home');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Acme Manufacturing' }).isVisible()).toBe(true);
    expect(await stored(page, 'eprocess')).toBe('group');
    expect(await stored(page, 'group_id')).toBe('3001');
    // The administrator works on the group's own site, not on the site of the rep who sold the group.
    await expect.poll(() => page.getByRole('link', { name: 'Acme Employee Benefits home' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Current Member' }).click();
    await page.waitForURL('**/group-select-member');
    await expect.poll(() => memberRows(page).count()).toBe(3);
    expect(await memberNames(page)).toEqual(['James Whitaker', 'Maria Gonzalez', 'Robert Nguyen']);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL('**/group-home');
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText(Messages.choosePlatform).isVisible()).toBe(true);
    await page.getByLabel('Acme Open Enrollment').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/home');
    expect(await stored(page, 'enroll_type')).toBe('new-group-member');
    expect(await stored(page, 'portal_id')).toBe('503');
    await page.context().close();
  });

  it('signs out from the header; the member pages then need a new sign-in', async () => {
    const page = await storefront.newPage();
    await signIn(page, REP, '/agent-home');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    expect(await stored(page, 'eprocess')).toBeNull();
    expect(await stored(page, 'agent_id')).toBeNull();
    // A shopper who passed the access page, but never signed in, is sent to sign in for the member list.
    await page.evaluate(() => localStorage.setItem('isRepAuthenticated', 'true'));
    await page.goto(`${storefront.url}/agent-select-member`);
    await page.waitForURL('**/sign-in');
    await page.context().close();
  });

  for (const width of [375, 768, 1280]) {
    it(`looks finished at ${width}px: sign-in, agent home, member table`, async () => {
      const page = await storefront.newPage(width);
      await page.goto(`${storefront.url}/sign-in`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByText(Messages.fieldRequired).count()).toBe(2);
      await shot(page, `members-sign-in-${width}`);
      await signIn(page, REP, '/agent-home');
      await expect.poll(() => page.getByRole('heading', { name: 'Welcome Jordan Avery' }).isVisible()).toBe(true);
      await shot(page, `members-agent-home-${width}`);
      await page.getByRole('button', { name: 'New Member' }).click();
      await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
      await expect.poll(() => page.getByText(Messages.choosePlatform).isVisible()).toBe(true);
      await shot(page, `members-agent-portals-${width}`);
      await page.goto(`${storefront.url}/agent-select-member`);
      await expect.poll(() => memberRows(page).count()).toBe(5);
      await shot(page, `members-table-${width}`);
      await memberRows(page).first().getByRole('button', { name: /Enroll Now/ }).click();
      await page.getByRole('dialog', { name: 'Choose a tier' }).getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => page.getByText(Messages.invalidTier).isVisible()).toBe(true);
      await shot(page, `members-tier-modal-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
