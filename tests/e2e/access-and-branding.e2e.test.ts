import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { screenshot } from '../support/browser.ts';
import { enterRepCode, getStarted, useStorefront } from '../support/storefront.ts';

const WIDTHS = [375, 768, 1280] as const;

describe('access, landing and white-label branding, in Chromium', () => {
  const storefront = useStorefront();

  const open = async (path: string, { width = 1280, host = '127.0.0.1' } = {}): Promise<Page> => {
    const page = await storefront.newPage(width);
    await page.goto(`http://${host}:${storefront.port}${path}`);
    return page;
  };
  const path = (page: Page) => new URL(page.url()).pathname;
  const brandColour = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());
  const accessForm = (page: Page) => page.getByRole('form', { name: 'Access code' });


  it('sends a visitor without access to the access page, and shows the rep card before letting them in', async () => {
    const page = await open('/');
    await page.waitForURL('**/access-page');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `access-page-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await accessForm(page).getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => accessForm(page).getByText(Messages.fieldRequired).isVisible()).toBe(true);
    await page.getByLabel('Representative Access Code').fill('NOPE0000');
    await accessForm(page).getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => accessForm(page).getByText('Invalid Access Code').isVisible()).toBe(true);

    await page.getByLabel('Representative Access Code').fill('rep1001');
    await accessForm(page).getByRole('button', { name: 'Continue' }).click();
    const card = page.getByLabel('Representative');
    await expect.poll(() => card.getByText('Jordan Avery').isVisible()).toBe(true);
    const text = await card.textContent();
    for (const expected of ['REP1001', 'hello@averybenefits.example', '(214) 555-0142']) expect(text).toContain(expected);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByLabel('Representative Access Code').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('isRepAuthenticated'))).toBeNull();

    // Confirming opens the rep's store in the page already loaded (issue 23): nothing is fetched or run twice.
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await expect.poll(() => page.getByRole('link', { name: 'Avery Benefits Group home' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => brandColour(page)).toBe('#0f766e');
    await expect.poll(() => page.getByRole('heading', { name: 'Featured Plans' }).isVisible()).toBe(true);
    const moreInfo = page.getByRole('region', { name: 'Featured Plans' }).getByRole('link', { name: 'More Info: Premier Health PPO' });
    expect(await moreInfo.getAttribute('href')).toBe('/plan/101/Premier%20Health%20PPO');
    expect(await page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'Dental' }).getAttribute('href')).toBe('/plans?type=dental');
    expect(await page.getByLabel('Your representative').textContent()).toContain('Jordan Avery');
    expect(await page.getByRole('link', { name: /^Cart: 0 items, \$0\.00$/ }).isVisible()).toBe(true);
    expect(await page.title()).toContain('Avery Benefits Group');
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `rep-landing-${width}`);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'About Jordan Avery' }).click();
    const about = page.getByRole('dialog', { name: 'About Jordan Avery' });
    await expect.poll(() => about.getByText(/helped Texas families/).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('shows the landing form messages beside each field on a rep site', async () => {
    const page = await open('/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    const form = page.getByRole('form', { name: 'Get Started' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.getByText(Messages.fieldRequired).count()).toBe(4);
    await page.getByLabel('Zip Code').fill('123');
    await page.getByLabel('Gender').selectOption('0');
    await page.getByLabel('Choose Tier').selectOption('IO');
    await page.getByLabel('DOB').pressSequentially('01012015');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.getByText(Messages.invalidZip).isVisible()).toBe(true);
    await expect.poll(() => form.getByText(Messages.minimumAge).isVisible()).toBe(true);
    expect(path(page)).toBe('/jordan-avery');
    await page.context().close();
  });

  it('lets an employee in with a group enrollment code and shows the employer in the header', async () => {
    const page = await open('/access-page');
    await accessForm(page).getByRole('button', { name: 'Employee Enrollment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByText(Messages.fieldRequired).isVisible()).toBe(true);
    await dialog.getByLabel('Group Enrollment Code').fill('WRONG123');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByText(Messages.invalidGroupEnrollmentCode).isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('HR department');

    await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByText(/Acme Manufacturing/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Re-enter the code' }).click();
    await expect.poll(() => dialog.getByLabel('Group Enrollment Code').inputValue()).toBe('');
    await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await page.waitForURL('**/acme');
    const employer = page.getByLabel('Employer', { exact: true });
    await expect.poll(() => employer.isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await employer.textContent()).toContain('Acme Manufacturing');
    expect(await employer.textContent()).toContain('4400 Legacy Dr, Plano, TX 75024');
    await expect.poll(() => brandColour(page)).toBe('#c2410c');
    await page.context().close();
  });

  it('shows landing-config-error for a group without a landing url, with Back to the access page', async () => {
    const page = await open('/access-page');
    await accessForm(page).getByRole('button', { name: 'Employee Enrollment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await dialog.getByLabel('Group Enrollment Code').fill('BEACON22');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/landing-config-error/Group/accessPage');
    await expect.poll(() => page.getByRole('heading', { name: Messages.landingUrlNotConfigured('Group') }).isVisible()).toBe(true);
    expect(await page.locator('header.site-header').count()).toBe(0);
    await screenshot(page, 'landing-config-error-1280');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/access-page');
    await page.context().close();
  });

  it('opens a referral link with its rep context and the Referred By line only when the referral is valid', async () => {
    const page = await open('/referrals?rid=JA-REF-7Q2X');
    await expect.poll(() => page.getByText('Referred By: Jordan Avery').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Avery Benefits Group home' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('referral'), localStorage.getItem('agent_id'), localStorage.getItem('portal_id')])).toEqual(['JA-REF-7Q2X', '1001', '501']);
    // Home follows the home rule: a stored open type and a referral lead back to the referral page.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/referrals?rid=JA-REF-7Q2X');

    await page.goto(`${storefront.url}/referrals?rid=ML-REF-OLD1`);
    await expect.poll(() => page.getByRole('link', { name: 'Lee Insurance Partners home' }).isVisible()).toBe(true);
    expect(await page.getByText(/Referred By/).count()).toBe(0);

    await page.goto(`${storefront.url}/referrals?rid=NO-SUCH-REF`);
    await page.waitForURL('**/404');
    await page.goto(`${storefront.url}/referrals`);
    await page.waitForURL('**/404');
    await page.context().close();
  });

  it('asks a visitor who opens a rep link first to confirm the rep, then shows the 3-slide quote with its zip check', async () => {
    const page = await open('/morgan-lee');
    await page.waitForURL('**/access-page');
    const dialog = page.getByRole('dialog', { name: 'Confirm your representative' });
    await expect.poll(() => dialog.getByText(Messages.enrollUnderRep('Morgan Lee')).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/morgan-lee');
    await expect.poll(() => brandColour(page)).toBe('#7c3aed');

    const form = page.getByRole('form', { name: 'Get Started' });
    await page.getByLabel('Zip Code').fill('00001');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form.getByText(Messages.invalidZip).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('Zip Code').fill('02114');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByLabel('Gender').isVisible(), { timeout: 10_000 }).toBe(true);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form.getByText(Messages.fieldRequired).isVisible()).toBe(true);
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Yes').check();
    await screenshot(page, 'quote-slides-1280');
    await form.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('DOB').pressSequentially('03141988');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await expect.poll(() => page.locator('.plan-section h2').count()).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('brands a custom domain as its group: acme.localhost opens Acme’s home with its name, logo and colour', async () => {
    const page = await open('/', { host: 'acme.localhost' });
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByRole('link', { name: 'Acme Employee Benefits home' }).isVisible()).toBe(true);
    await expect.poll(() => brandColour(page)).toBe('#c2410c');
    await expect.poll(() => page.title()).toBe('Acme Employee Benefits');
    expect(await page.locator('.brand__logo').getAttribute('src')).toBe('/media/logos/group-3001.svg');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/media/site/acme.localhost/favicon.svg');
    await expect.poll(() => page.getByRole('heading', { name: 'Browse plans by category' }).isVisible()).toBe(true);
    const tile = page.getByRole('link', { name: 'Dental' }).and(page.locator('.category-tile'));
    expect(await tile.getAttribute('href')).toBe('/plans?type=dental');
    expect(await page.getByRole('button', { name: /Tools/ }).isVisible()).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `acme-home-${width}`);
    }

    // 'Not my site' forgets everything and opens the site afresh in the same tab; the domain resolves the group again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.setItem('referral', 'stale'));
    await page.getByRole('link', { name: 'Not my site' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('referral'))).toBeNull();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByRole('link', { name: 'Acme Employee Benefits home' }).isVisible()).toBe(true);
    await page.context().close();

    const unknown = await open('/', { host: 'nowhere.localhost' });
    await unknown.waitForURL('**/404');
    await expect.poll(() => unknown.getByRole('heading', { name: Messages.pageNotFound }).isVisible()).toBe(true);
    await unknown.context().close();
  });

  it('answers unknown pages and landing segments with the 404 page, without header and footer', async () => {
    const page = await open('/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await page.goto(`${storefront.url}/no-such-site`);
    await page.waitForURL('**/404');
    await expect.poll(() => page.getByRole('heading', { name: Messages.pageNotFound }).isVisible()).toBe(true);
    expect(await page.locator('header.site-header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `not-found-${width}`);
    }
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await page.waitForURL(`${storefront.url}/`);
    await page.context().close();
  });

  it('member start: /member-home greets the member a quote is for, never the rep; strangers get 404', async () => {
    const stranger = await open('/member-benefit-store/7001/IO');
    await stranger.waitForURL('**/404');
    await stranger.context().close();

    const page = await open('/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    // Signing in is the members area's screen; its endpoint is enough here.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/v1/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    // A shopper on the rep's site has no member to start for: /member-home is the site's home for them (ADR 0501).
    await page.goto(`${storefront.url}/member-home`);
    await page.waitForURL((url) => url.pathname === '/');
    // The member dashboard's link starts Maria's quote; her start page then greets her, not the rep.
    await page.goto(`${storefront.url}/member-benefit-store/7001/IO`);
    await page.waitForURL('**/plans');
    await page.goto(`${storefront.url}/member-home`);
    await expect.poll(() => page.getByRole('heading', { name: Messages.memberWelcome('Maria Gonzalez') }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /Jordan Avery/ }).count()).toBe(0);
    expect(await page.getByLabel('Choose Tier').inputValue()).toBe('IO');
    await page.getByLabel('Choose Tier').selectOption('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(Messages.invalidTier).isVisible()).toBe(true);
    await page.getByLabel('Choose Tier').selectOption('IS');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await expect.poll(() => page.getByLabel('Your selection').textContent()).toContain('75024');

    await page.goto(`${storefront.url}/member-benefit-store/7002/IO`);
    await page.waitForURL('**/plans');
    expect(await page.evaluate(() => localStorage.getItem('group_id'))).toBe('2556');
    await page.context().close();
  });

  it("keeps the quote and its cart when Back returns to the rep's own landing page, and Forward shows the plans again", async () => {
    const page = await open('/access-page');
    await page.context().addInitScript(() => localStorage.setItem('locationAnswered', 'declined'));
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    await getStarted(page);
    await page.getByRole('link', { name: 'More Info: Secure Term Life 20' }).click();
    await page.waitForURL('**/plan/141/**');
    const price = page.locator('.pd-price');
    await price.getByRole('button', { name: 'clicking here' }).click();
    const tobacco = page.getByRole('dialog', { name: 'Tobacco Usage' });
    await tobacco.getByRole('radio', { name: 'No' }).check();
    await tobacco.getByRole('button', { name: 'Save', exact: true }).click();
    await tobacco.waitFor({ state: 'detached' });
    await price.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.waitForURL('**/cart');
    const cartLink = page.getByRole('link', { name: /^Cart: 1 item, \$24\.00/ });
    await cartLink.waitFor();

    // Back past the plan page and the plans to the landing page the rep's code opened (/jordan-avery): it used to
    // forget the quote, so the cart read 0 and Forward sent the shopper from /plans back to the landing form.
    for (const expected of ['/plan/141/', '/plans', '/jordan-avery']) {
      await page.goBack();
      await page.waitForURL((url) => url.pathname.startsWith(expected));
    }
    await page.getByRole('form', { name: 'Get Started' }).waitFor();
    await cartLink.waitFor();
    await page.goForward();
    await page.waitForURL('**/plans');
    await page.getByRole('link', { name: 'More Info: Secure Term Life 20' }).waitFor();
    await page.getByRole('heading', { name: 'Plans for you', exact: true, level: 1 }).waitFor();
    expect(path(page)).toBe('/plans');
    await cartLink.click();
    await page.waitForURL('**/cart');
    await page.locator('.cart-line').filter({ hasText: 'Secure Term Life 20' }).first().waitFor();
    await page.context().close();
  });

  it("'Not my site' clears every stored value and returns to the access page, in the same tab", async () => {
    const page = await open('/access-page');
    await enterRepCode(page);
    await page.waitForURL('**/jordan-avery');
    // Unlike the footer's other links, 'Not my site' stays in its tab: that tab showed the wrong site (ADR 0201).
    const notMySite = page.getByRole('contentinfo').getByRole('link', { name: 'Not my site' });
    expect(await notMySite.getAttribute('target')).toBeNull();
    await notMySite.click();
    await page.waitForURL('**/access-page');
    expect(page.context().pages()).toHaveLength(1);
    expect(await page.evaluate(() => [localStorage.getItem('isRepAuthenticated'), localStorage.getItem('agent_id'), localStorage.getItem('landingUrl')])).toEqual([null, null, null]);
    await page.context().close();
  });
});
