import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@benefit-store/domain';
import { ARTIFACTS, saveScreenshot } from '../support/browser.ts';
import { AUDITED, audit, type Finding } from '../support/axe.ts';
import { CARD } from '../support/enrollment-finish.ts';
import type { ReceivedMail } from '../support/smtp.ts';
import { useStorefront } from '../support/storefront.ts';
import { CONTACT, EMPLOYER, PERSONAL } from '../support/wizard-journey.ts';

/**
 * Links in mail (issue 18, docs/adr/0701): every mail's link is read from the real SMTP server and opened exactly as
 * written (scheme, host and port included) in a fresh browser context, which must land on the page the mail promises:
 * the quote's "Shop these plans" on /plans with the quote's plans, the resume code's link on Continue enrollment
 * ready for the code, the signing link on the signing page branded as the rep's site. Once for a site on the
 * storefront's own address (PUBLIC_URL; a test server's default is the address it listens on), once for Acme, whose
 * site is its custom domain acme.localhost (Chromium resolves *.localhost to this machine).
 */

const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };

interface Site {
  readonly name: string;
  /** The host the mail's links must name (with the server's port). */
  readonly host: (port: string) => string;
  /** What a quote or enrollment on this site sends as its context (add-filter-for-new-user). */
  readonly context: Record<string, string>;
  /** The site's name as its header's home link reads. */
  readonly brand: string;
  /** The group of an applicant's enrollment on the site, if any. */
  readonly applicant: Record<string, string>;
}

const SITES: readonly Site[] = [
  {
    name: "a rep's site on the storefront's own address",
    host: (port) => `127.0.0.1:${port}`,
    context: {},
    brand: 'Avery Benefits Group',
    applicant: { agent_id: '1001', open_type: 'agent', type: 'new-member' },
  },
  {
    name: "Acme's custom domain, acme.localhost",
    host: (port) => `acme.localhost:${port}`,
    context: { group_id: '3001', platform_group_id: '503', type: 'new-group-member' },
    brand: 'Acme Employee Benefits',
    applicant: { group_id: '3001', platform_group_id: '503', open_type: 'group', type: 'new-group-member' },
  },
];

describe('links in mail open the right page on the right site, in Chromium', () => {
  const storefront = useStorefront({ smtp: true });
  const findings: Finding[] = [];
  const pageErrors: string[] = [];

  /** A new visitor: a fresh context, nothing stored. CSP bypassed only so that axe can be injected. */
  const freshBrowser = async (width = 1280): Promise<Page> => {
    const page = await storefront.newPage(width, AUDITED);
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    return page;
  };

  const api = (path: string) => `${storefront.url}/api/v1/${path}`;
  const post = async (page: Page, path: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(api(path), { data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return ((await answer.json()) as { data: Record<string, unknown> }).data;
  };

  const signInAsRep = async (page: Page) => {
    await page.goto(`${storefront.url}/sign-in`);
    await page.getByLabel('E-mail').fill(REP.email);
    await page.getByLabel('Password').fill(REP.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');
  };

  /** A quote in this page's session (its cookie), with plans in the cart; its enrollment id. */
  const quoteWithCart = async (page: Page, context: Record<string, string>, plans: readonly string[]) => {
    const started = await post(page, 'add-filter-for-new-user', { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', is_smoker: '0', ...context });
    const id = started.temp_enrollment_id as string;
    for (const plan of plans) {
      const pricing = await page.request.get(api(`get-plan-pricing-detail?pid=${plan}&enrollment_id=${id}`));
      const ppid = ((await pricing.json()) as { data: { plans: { ppid: string }[] } }).data.plans[0]!.ppid;
      await post(page, 'add-plan-to-cart', { enrollment_id: id, plan_id: plan, plan_pricing_id: ppid });
    }
    return id;
  };

  /** The one mail of this kind to this address, as the SMTP server received it. */
  const mailTo = async (email: string, subject: string): Promise<ReceivedMail> => {
    const found = () => storefront.smtp.received.find((m) => m.subject.startsWith(subject) && m.rcptTo.includes(email));
    await expect.poll(() => found() !== undefined, { timeout: 30_000, message: `${subject} to ${email}` }).toBe(true);
    return found()!;
  };

  /** The link the text part names after `label`, and the same link in the HTML part's button. */
  const linkIn = (mail: ReceivedMail, pattern: RegExp): string => {
    const link = pattern.exec(mail.text)?.[1];
    expect(link, `a link in:\n${mail.text}`).toBeDefined();
    expect(mail.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    return link!;
  };

  /** Screenshots at 1280 and 375 px of what the page shows first. */
  const shots = async (page: Page, name: string) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const width = page.viewportSize()?.width ?? 1280;
    for (const w of [1280, 375]) {
      await page.setViewportSize({ width: w, height: w === 375 ? 800 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, join(ARTIFACTS, `mail-link-${name}-${w}.png`));
    }
    await page.setViewportSize({ width, height: 900 });
  };

  const slug = (site: Site) => (site.host('').startsWith('acme') ? 'acme' : 'default');
  const headerCart = (page: Page) => page.getByRole('link', { name: /^Cart: / });

  it('a quote link that is not genuine opens nothing: it says so, and the browser gets no session', async () => {
    const page = await freshBrowser(375);
    await page.goto(`${storefront.url}/quote/qte1.AAAAAAAAAAAAAAAAAAAAAA.1999999999.${'A'.repeat(43)}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(Messages.quoteLinkInvalid);
    expect(await page.getByRole('heading', { level: 1, name: 'Your quote' }).isVisible()).toBe(true);
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('tempId'))).toBeNull();
    findings.push(...(await audit(page, 'quote link refused')));
    await shots(page, 'quote-refused');
    await page.context().close();
    expect(pageErrors).toEqual([]);
    expect(findings).toEqual([]);
  });

  for (const site of SITES) {
    describe(site.name, () => {
      it('the quote\'s "Shop these plans" opens /plans with the quote\'s plans, in an enrollment of the recipient\'s own', async () => {
        const rep = await freshBrowser();
        await signInAsRep(rep);
        const repEnrollment = await quoteWithCart(rep, site.context, ['121', '112']);
        const email = `quote.${slug(site)}@example.com`;
        await post(rep, 'save-enrollment', { enrollment_id: repEnrollment, tab: 'cart_info', name: 'Pat Doe', email });
        await rep.context().close();

        const link = linkIn(await mailTo(email, 'Your personalized quote'), /Shop these plans: (\S+)/);
        expect(new URL(link).host).toBe(site.host(storefront.port));

        const page = await freshBrowser();
        await page.goto(link);
        await page.waitForURL((url) => url.pathname === '/plans', { timeout: 15_000 });
        const notice = page.getByRole('status').filter({ hasText: 'Your quote from' });
        await expect.poll(() => notice.textContent()).toContain('ClearView Vision');
        expect(await notice.textContent()).toContain('Bright Dental Basic');
        await expect.poll(() => headerCart(page).textContent()).toMatch(/^Cart: 2 items, /);
        await expect.poll(() => page.getByRole('link', { name: `${site.brand} home` }).isVisible()).toBe(true);
        await expect.poll(() => page.locator('.plan-section h2').count()).toBeGreaterThanOrEqual(3);
        // The recipient shops in an enrollment of their own, never the rep's.
        const own = await page.evaluate(() => localStorage.getItem('tempId'));
        expect(own).toMatch(/\S{8,}/);
        expect(own).not.toBe(repEnrollment);
        expect((await page.request.get(api(`get-plan-cart?enrollment_id=${repEnrollment}`))).status()).toBe(404);
        await page.goto(new URL('/cart', link).href);
        await expect.poll(() => page.locator('.cart-line').count()).toBe(2);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/plans');
        findings.push(...(await audit(page, `quote link on ${slug(site)}`)));
        await shots(page, `quote-${slug(site)}`);
        await page.context().close();
        expect(pageErrors).toEqual([]);
        expect(findings).toEqual([]);
      }, 120_000);

      it('the resume code\'s link opens Continue enrollment ready for the code, which opens the saved step', async () => {
        const first = await freshBrowser();
        const id = await quoteWithCart(first, site.applicant, ['121']);
        const email = `resume.${slug(site)}@example.com`;
        await post(first, 'save-enrollment', { enrollment_id: id, tab: 'primary_info', email });
        await first.context().close();

        const mail = await mailTo(email, 'Your enrollment code');
        const link = linkIn(mail, /^\s+(https?:\/\/\S+)$/m);
        expect(new URL(link).host).toBe(site.host(storefront.port));
        const code = /Code: (\S+)/.exec(mail.text)![1]!;

        const page = await freshBrowser(375);
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: 'Continue your enrollment' }).waitFor({ timeout: 15_000 });
        expect(new URL(page.url()).pathname).toBe('/continue-enrollment');
        // A custom domain is its site from the first moment; on the storefront's address the code says whose it is.
        if (site.context.group_id) await expect.poll(() => page.getByRole('link', { name: `${site.brand} home` }).isVisible()).toBe(true);
        findings.push(...(await audit(page, `resume link on ${slug(site)}`)));
        await shots(page, `resume-${slug(site)}`);
        await page.getByLabel('Code', { exact: true }).fill(code);
        await page.getByLabel('Email Address').fill(email);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL('**/enrollment/personal-info', { timeout: 15_000 });
        expect(await page.evaluate(() => localStorage.getItem('tempId'))).toBe(id);
        await expect.poll(() => page.getByRole('link', { name: `${site.brand} home` }).isVisible()).toBe(true);
        await page.context().close();
        expect(pageErrors).toEqual([]);
        expect(findings).toEqual([]);
      }, 120_000);

      it("the signing link opens the signing page branded as the rep's site, with no cart, category menu or location prompt", async () => {
        const rep = await freshBrowser();
        await signInAsRep(rep);
        const id = await quoteWithCart(rep, site.context, ['121']);
        const dates = ((await (await rep.request.get(api(`get-cart-effective-dates?enrollment_id=${id}`))).json()) as { data: { result: string[] } }).data.result;
        await post(rep, 'cart-checkout', { enrollment_id: id, effective_date: dates[0], type: 'rep' });
        await post(rep, 'save-personal-info', { enrollment_id: id, ...PERSONAL });
        const email = `signer.${slug(site)}@example.com`;
        await post(rep, 'save-contact-info', { enrollment_id: id, ...CONTACT, email_address: email, phone_number: slug(site) === 'acme' ? '2145550141' : '2145550142' });
        if (site.context.group_id) await post(rep, 'save-employer-info', { enrollment_id: id, ...EMPLOYER });
        // A group's enrollments are list-billed; anyone else's pay by card.
        await post(rep, 'save-billing-info', { enrollment_id: id, ...(site.context.group_id ? { payment_method: 'list' } : CARD) });
        await post(rep, 'send-signing-link', { enrollment_id: id, email });
        await rep.context().close();

        const link = linkIn(await mailTo(email, 'Please review and sign'), /(https?:\/\/\S+\/sign\/\S+)/);
        expect(new URL(link).host).toBe(site.host(storefront.port));

        const page = await freshBrowser(375);
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: 'Review and sign your enrollment' }).waitFor({ timeout: 15_000 });
        const banner = page.getByRole('banner');
        await expect.poll(() => banner.getByText(site.brand, { exact: true }).isVisible()).toBe(true);
        expect(await banner.locator('img').count()).toBe(1);
        // Nothing of the shop over the page: no cart, no category menu, no location prompt.
        expect(await headerCart(page).count()).toBe(0);
        expect(await page.getByRole('navigation', { name: 'Plan categories' }).count()).toBe(0);
        await page.waitForTimeout(1_000);
        expect(await page.getByRole('dialog').count()).toBe(0);
        findings.push(...(await audit(page, `signing link on ${slug(site)}`)));
        await shots(page, `signing-${slug(site)}`);
        // The link works on this host: the date of birth opens the application.
        await page.getByLabel('Date of Birth').pressSequentially('01151985');
        await page.getByRole('button', { name: 'Open application' }).click();
        await expect.poll(() => page.getByText(/Hello Dana\./).isVisible()).toBe(true);
        await page.context().close();
        expect(pageErrors).toEqual([]);
        expect(findings).toEqual([]);
      }, 120_000);
    });
  }
});
