import { describe, expect, it } from 'vitest';
import { browserEnrollment } from '../../bench/browser-enrollment.ts';
import { useStorefront } from '../support/storefront.ts';

/**
 * Issue 23: on a phone every request is a round trip. The bench's complete enrollment (REP1001's site, IO, Secure Term
 * Life 20, card, to the receipt, every step a click or a key) is walked here against a throwaway server, and what it
 * asked is read back: the figures stay in `npm run bench`; what is checked here is that no screen asks for the same
 * thing twice when nothing was changed between the two.
 */
describe('what one browser enrollment asks the server (issue 23)', () => {
  const storefront = useStorefront();

  it('reads nothing twice on one screen unless a change was sent between the two', async () => {
    const journey = await browserEnrollment(storefront.browser, storefront.url);
    expect(journey.policyNumber).toMatch(/^POL-\d+$/);
    // What the API was asked, a batch's reads one by one (docs/adr/0511-read-batches.md).
    const api = journey.asked;
    // Before: /plans read its plans and its quote twice after Get Started, the cart read the recommendations twice
    // (the header's and its own), Contact Information read its form fields again on Next.
    const twice: string[] = [];
    const lastRead = new Map<string, number>();
    let lastChange = -1;
    api.forEach((entry, i) => {
      if (!entry.url.startsWith('GET ')) {
        lastChange = i;
        return;
      }
      const key = `${entry.screen} ${entry.url}`;
      const before = lastRead.get(key);
      if (before !== undefined && before > lastChange) twice.push(key);
      lastRead.set(key, i);
    });
    expect(twice).toEqual([]);
    // Every screen of the journey was walked and read something (the check above is not vacuous).
    expect(journey.byScreen.map((s) => s.screen)).toEqual(
      expect.arrayContaining(['/plans', '/cart', '/enrollment/personal-info', '/enrollment/contact-info', '/enrollment/billing-information', '/enrollment/receipt']),
    );
    expect(api.filter((entry) => entry.screen === '/plans' && entry.url.includes('get-filtered-plans'))).toHaveLength(1);
    // Nothing the journey sent was refused or failed.
    expect(journey.failed).toBe(0);
    expect(api.filter((entry) => entry.status >= 400 && !entry.url.includes('get-plan-pricing-detail'))).toEqual([]);
    // The reads a screen asks together travel together: the plan page's price, checks and related plans, a wizard
    // step's fields and data. Each batch carried more than one read, and was answered for each.
    const batches = journey.log.filter((entry) => entry.reads);
    expect(batches.length).toBeGreaterThan(5);
    for (const batch of batches) expect(batch.reads!.length).toBeGreaterThan(1);
    expect(api.filter((entry) => entry.batched && entry.screen.startsWith('/plan/')).length).toBeGreaterThan(4);
    // The page offers batches itself, so that a first visit's first reads need not wait for an answer to offer them.
    const page = await fetch(`${storefront.url}/landing-page`).then((r) => r.text());
    expect(page).toContain('<meta name="x-read-batch" content="/api/v1/read-batch" />');
  });
});
