import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { Limits, Messages } from '@benefit-store/domain';
import { join } from 'node:path';
import { ARTIFACTS, screenshot, saveScreenshot } from '../support/browser.ts';
import { enterRepCode, useStorefront } from '../support/storefront.ts';

/** Downtown Dallas: the benefit service resolves it to ZIP 75202. */
const DALLAS = { latitude: 32.7767, longitude: -96.797 };

/**
 * Seeds localStorage once, before the first page load (not again on reloads): the access page's result for
 * rep code REP1001 (Jordan Avery), i.e. the flag the shell's guard checks and the rep info Confirm stores.
 */
const seedStorage = (seed: Record<string, string>) => {
  if (localStorage.getItem('e2e-seeded')) return;
  for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  localStorage.setItem('e2e-seeded', '1');
};

/** The floating widgets are fixed to the viewport: a viewport shot shows them as the visitor sees them. */
const viewportShot = async (page: Page, name: string) => {
  await screenshot(page, name);
  await saveScreenshot(page, join(ARTIFACTS, `${name}-viewport.png`));
};

describe('help widget, location prompt and recommendations, in Chromium', () => {
  const storefront = useStorefront();

  const open = async (options: { width?: number; storage?: Record<string, string>; context?: BrowserContextOptions; path?: string } = {}): Promise<Page> => {
    const page = await storefront.newPage(options.width, options.context);
    const seed = {
      isRepAuthenticated: 'true',
      repInfo: JSON.stringify({ name: 'Jordan Avery', email: 'jordan.avery@averybenefits.example', phoneNumber: '(214) 555-0142' }),
      agent_id: '1001',
      ...options.storage,
    };
    await page.addInitScript(seedStorage, seed);
    await page.goto(`${storefront.url}${options.path ?? '/'}`);
    return page;
  };

  /** Visitors who answered the location prompt before, so that it does not cover what a test looks at. */
  const answered = { locationAnswered: 'declined' };

  const openChat = async (page: Page) => {
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await panel.getByRole('button', { name: /Contact Rep/ }).click();
    return panel;
  };

  /** The access page with the demo rep code, as a visitor passes it (the shell's guard sends them there). */
  const enterAsRep = async (page: Page) => {
    await page.waitForURL('**/access-page');
    await enterRepCode(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/access-page'));
  };

  it('Contact Rep: the rep card, the questions, answers sent with Enter, an edited answer, all kept on reload', async () => {
    const page = await storefront.newPage();
    await page.goto(`${storefront.url}/`);
    await enterAsRep(page);
    // A first visit on the rep's site: the location prompt asks; this visitor declines.
    await page.getByRole('dialog', { name: 'Share your location?' }).getByRole('button', { name: "Don't Allow" }).click();

    const panel = await openChat(page);
    await expect.poll(() => panel.getByText('Jordan Avery').isVisible()).toBe(true);
    // The rep's card from the site's agent landing info.
    expect(await panel.getByRole('link', { name: 'hello@averybenefits.example' }).getAttribute('href')).toBe('mailto:hello@averybenefits.example');
    expect(await panel.getByRole('link', { name: '(214) 555-0142' }).getAttribute('href')).toBe('tel:2145550142');
    const log = panel.getByRole('log', { name: 'Conversation' });
    await expect.poll(() => log.getByText('Hi! What is your name?').isVisible()).toBe(true);
    const input = panel.getByLabel('Your answer');
    await input.fill('Sam Rivera');
    await input.press('Enter');
    await expect.poll(() => log.getByText('Sam Rivera').isVisible()).toBe(true);
    await expect.poll(() => log.getByText(/Who would you like to cover/).isVisible()).toBe(true);
    expect(await input.inputValue()).toBe('');

    await input.fill('Me and my spouse');
    await input.press('Enter');
    await expect.poll(() => log.getByText('Me and my spouse').isVisible()).toBe(true);

    // The chat panel scrolls within at most 400px.
    const maxHeight = await log.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('400px');

    // Edit the first answer.
    await log.getByRole('button', { name: 'Edit answer: Hi! What is your name?' }).click();
    const edit = log.getByRole('textbox', { name: 'Edit answer: Hi! What is your name?' });
    await edit.fill('Samantha Rivera');
    await edit.press('Enter');
    await expect.poll(() => log.getByText('Samantha Rivera').isVisible()).toBe(true);
    expect(await log.getByText('Sam Rivera', { exact: true }).count()).toBe(0);

    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await viewportShot(page, `help-chat-${width}`);
    }

    // The answers persist: reload and open the chat again.
    await page.reload();
    const again = await openChat(page);
    const logAgain = again.getByRole('log', { name: 'Conversation' });
    await expect.poll(() => logAgain.getByText('Samantha Rivera').isVisible()).toBe(true);
    await expect.poll(() => logAgain.getByText('Me and my spouse').isVisible()).toBe(true);
    await expect.poll(() => logAgain.getByText(/What matters most to you/).isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows a server error in a banner that goes away by itself', async () => {
    const page = await open({ storage: answered, width: 768 });
    const panel = await openChat(page);
    const input = panel.getByLabel('Your answer');
    await expect.poll(() => input.isEnabled()).toBe(true);
    await input.fill('x'.repeat(Limits.answer + 1));
    await input.press('Enter');
    const banner = panel.getByRole('alert');
    await expect.poll(() => banner.textContent()).toBe(Messages.valueTooLong(Limits.answer));
    // The draft stays for the visitor to shorten.
    expect((await input.inputValue()).length).toBe(Limits.answer + 1);
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('Create Ticket: the support page from get-ticket-link, in a new tab', async () => {
    const page = await open({ storage: answered });
    const ticket = await page.evaluate(async () => ((await (await fetch('/api/v1/get-ticket-link')).json()) as { data: { ticket: string } }).data.ticket);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const link = page.getByRole('dialog', { name: 'Help' }).getByRole('link', { name: /Create Ticket/ });
    await expect.poll(() => link.getAttribute('href')).toBe(ticket);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await page.context().close();
  });

  it('Feedback: both fields are needed, then the feedback is saved', async () => {
    const page = await open({ storage: answered, width: 375 });
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await panel.getByRole('button', { name: /Feedback/ }).click();
    const form = panel.getByRole('form', { name: 'Feedback' });
    await form.getByLabel('Your e-mail').fill('sam@mail.example');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByText(Messages.assistantFillBoth).isVisible()).toBe(true);
    await form.getByLabel('Your feedback').fill('Clear prices, thank you.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Thank you for your feedback!');
    await page.context().close();
  });

  it('location prompt: Allow shares the position, stores the ZIP and does not ask again', async () => {
    const page = await open({ context: { permissions: ['geolocation'], geolocation: DALLAS } });
    const prompt = page.getByRole('dialog', { name: 'Share your location?' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await viewportShot(page, `location-prompt-${width}`);
    }
    await prompt.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('zip_code'), localStorage.getItem('locationAnswered')])).toEqual(['75202', 'allowed']);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('location'))) ?? '{}')).toEqual(DALLAS);

    // The lead is on the server: even a device that forgot its answer is not asked again.
    await page.evaluate(() => localStorage.removeItem('locationAnswered'));
    await page.reload();
    await page.getByRole('button', { name: 'Help', exact: true }).waitFor();
    expect(await prompt.count()).toBe(0);
    await page.context().close();
  });

  it("location prompt: Don't Allow hides it, remembers, and records no lead", async () => {
    const page = await open({ width: 375 });
    const prompt = page.getByRole('dialog', { name: 'Share your location?' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await prompt.getByRole('button', { name: "Don't Allow" }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Help', exact: true }).waitFor();
    expect(await prompt.count()).toBe(0);
    const lead = await page.evaluate(async () => {
      const query = new URLSearchParams({ device_id: localStorage.getItem('deviceId') ?? '', web_url: location.origin, agent_id: '1001' });
      return (await fetch(`/benefit-service/check-lead-information?${query}`)).json();
    });
    expect(lead).toEqual({ statusCode: 404, status: 'not_found', zip_code: null });
    await page.context().close();
  });

  it("location prompt: not offered on Continue your enrollment (a mailed code's page), where it floated over the form on a phone", async () => {
    const page = await open({ width: 375, path: '/continue-enrollment' });
    const prompt = page.getByRole('dialog', { name: 'Share your location?' });
    await page.getByRole('heading', { level: 1, name: 'Continue your enrollment' }).waitFor();
    await page.getByRole('button', { name: 'Help', exact: true }).waitFor();
    // The same device, not answered yet, is offered it on the site's home page: the check itself would show it.
    await page.waitForLoadState('networkidle');
    expect(await prompt.count()).toBe(0);
    await viewportShot(page, 'location-prompt-not-on-continue-375');
    await page.getByRole('link', { name: 'Avery Benefits Group home' }).click();
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await page.context().close();
  });

  it('location prompt: not asked of a signed-in rep starting an enrollment for someone, asked again once signed out', async () => {
    const page = await open({ width: 375, path: '/sign-in' });
    const prompt = page.getByRole('dialog', { name: 'Share your location?' });
    await page.getByLabel('E-mail').fill('jordan.avery@averybenefits.example');
    await page.getByLabel('Password').fill('DemoRep#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');
    await expect.poll(() => prompt.count()).toBe(0);
    await page.getByRole('button', { name: /New Member/ }).click();
    await page.getByRole('radio', { name: /Individual & Family Portal/ }).check();
    await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
    await page.getByRole('form', { name: 'Get Started' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await prompt.count()).toBe(0);
    await viewportShot(page, 'location-prompt-not-for-a-rep-375');
    // Signed out (the browser forgets the site too), the same device entering the rep's site is a visitor, and asked.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.goto(`${storefront.url}/`);
    await enterAsRep(page);
    await expect.poll(() => prompt.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  });

  it('location prompt: not asked once a quote is under way, so it never floats over the plans, the cart or the wizard', async () => {
    const page = await open({ width: 375 });
    const prompt = page.getByRole('dialog', { name: 'Share your location?' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    // Left unanswered: the visitor gives a ZIP in the quote instead.
    const form = page.getByRole('form', { name: 'Get Started' });
    await form.getByLabel('Zip Code').fill('75001');
    await form.getByLabel('Gender').selectOption('1');
    await form.getByLabel('Choose Tier').selectOption('IO');
    await form.getByLabel('DOB').pressSequentially('03151988');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await expect.poll(() => page.locator('.plan-section h2').count()).toBeGreaterThan(0);
    expect(await prompt.count()).toBe(0);
    await viewportShot(page, 'location-prompt-after-quote-375');
    // Not on a later visit of the same quote either, though the device never answered.
    await page.reload();
    await page.getByRole('button', { name: 'Help', exact: true }).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('locationAnswered'))).toBeNull();
    await page.context().close();
  });

  it('landing page: a carousel of up to 5 recommended products, 1/2/3/5 per view, and View All', async () => {
    const perView: Array<[number, number]> = [[375, 1], [768, 2], [1280, 3], [1366, 5]];
    const page = await open({ storage: answered });
    const section = page.getByRole('region', { name: 'Recommended Products' });
    await expect.poll(() => section.getByRole('article', { includeHidden: true }).count()).toBe(5);
    for (const [width, expected] of perView) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => section.locator('.carousel__slide:not([inert])').count()).toBe(expected);
      if (width !== 1366) {
        await screenshot(page, `recommended-carousel-${width}`);
      }
    }
    // Next moves the view along; the first card leaves it.
    await page.setViewportSize({ width: 768, height: 900 });
    await section.getByRole('button', { name: 'Next products' }).click();
    await expect.poll(() => section.locator('.carousel__slide[inert]').first().textContent()).toContain('SmileWell Dental Plus');
    expect(await section.getByRole('link', { name: /More Info: / }).first().getAttribute('href')).toMatch(/^\/plan\/\d+\/.+/);

    await section.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL('**/recommend-list');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(5);
    await expect.poll(() => page.getByRole('article', { name: 'SmileWell Dental Plus' }).getByText('Dental', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'recommend-list-768');
    await page.context().close();
  });

  it('header: a recommended-products link once the cart has items, to the cart variant of the list', async () => {
    const page = await open({ storage: { ...answered, cartCount: '1', planId: '121', state: 'TX' } });
    const link = page.getByRole('link', { name: 'Recommended Products' });
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL('**/recommend-list/cart');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cart' }).isVisible()).toBe(true);
    // Plans held together with ClearView Vision come first.
    await expect.poll(() => page.getByRole('article').first().getAttribute('aria-label')).toBe('SmileWell Dental Plus');
    await page.context().close();
  });
});
