import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../support/browser.ts';
import { firstVisit, gzipBytes, INITIAL_JS_BUDGET } from '../support/first-visit.ts';
import { useStorefront } from '../support/storefront.ts';

/** A visitor on Jordan Avery's site who answered the location prompt: the landing page as it first shows. */
const REP_SITE = {
  isRepAuthenticated: 'true',
  agent_id: '1001',
  landingUrl: 'jordan-avery',
  locationAnswered: 'declined',
};

/** Chunks of the journey past the landing page: a first visit must not download them. */
const LATER_SCREENS = /^(plans-page|plan-detail|cart|checkout|compare|wizard|enrollment|billing|receipt)/i;

describe('what a first visit downloads (issue 8: the size budget)', () => {
  const storefront = useStorefront();

  it(`keeps the scripts of / within ${INITIAL_JS_BUDGET / 1024} KB gzip, compressed on the wire`, async () => {
    const visit = await firstVisit(storefront.browser, storefront.url, '/');
    const bytes = gzipBytes(WEB_DIST, visit.scripts);
    expect(visit.scripts.length).toBeGreaterThan(0);
    // One request per script, one round trip of 150 ms each on a slow phone: the libraries, the app, the entry and
    // the bundler's runtime, not the fifteen slivers two lazy pages happened to share (issue 23).
    expect(visit.scripts.length, visit.scripts.join(', ')).toBeLessThanOrEqual(4);
    expect(bytes, `initial JS of / is ${(bytes / 1024).toFixed(1)} KB gzip: ${visit.scripts.join(', ')}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    expect(visit.scripts.filter((s) => LATER_SCREENS.test(s))).toEqual([]);
  });

  it('loads nothing of plans, cart or the wizard on a landing page, and its CSS with its routes', async () => {
    const visit = await firstVisit(storefront.browser, storefront.url, '/landing-page', { storage: REP_SITE });
    expect(visit.scripts.filter((s) => LATER_SCREENS.test(s))).toEqual([]);
    expect(visit.stylesheets.filter((s) => LATER_SCREENS.test(s))).toEqual([]);
  });
});
