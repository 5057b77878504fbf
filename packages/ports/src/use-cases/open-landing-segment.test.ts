import { describe, expect, it } from 'vitest';
import { okAsync } from 'neverthrow';
import type { SiteDirectory } from '../driven/site-directory.ts';
import { memorySessionStore, type SessionValues } from '../driven/session-store.ts';
import type { LandingInfo } from '../shell/shell-types.ts';
import { openLandingSegment } from './open-landing-segment.ts';

const SITES: Readonly<Record<string, LandingInfo>> = {
  'jordan-avery': { type: 'agent', landingUrl: 'jordan-avery', agentId: '1001', agentCode: 'REP1001' },
  'morgan-lee': { type: 'agent', landingUrl: 'morgan-lee', agentId: '1002', agentCode: 'REP1002' },
};
const directory = { landingPage: (segment: string) => okAsync(SITES[segment]!) } as unknown as SiteDirectory;

/** A shopper who confirmed Jordan Avery's site and has a quote with a plan in its cart there. */
const shopping = (values: SessionValues = {}) =>
  memorySessionStore({
    site: { landingUrl: 'jordan-avery', agentId: '1001' },
    access: { isRepAuthenticated: 'true' },
    signIn: { eprocess: 'applicant' },
    quote: { tempId: 'e-1', cartCount: '1', isFilterDataSubmitted: 'true' },
    ...values,
  });
const quoteOf = (session: ReturnType<typeof shopping>) => [session.quote.get('tempId'), session.quote.get('cartCount'), session.quote.get('isFilterDataSubmitted')];

describe('openLandingSegment', () => {
  it('keeps the quote and its cart when the site the quote was made on is opened again (Back from /plans)', async () => {
    const session = shopping();
    const opened = (await openLandingSegment({ directory, session })('jordan-avery'))._unsafeUnwrap();
    expect(opened.authenticated).toBe(true);
    expect(quoteOf(session)).toEqual(['e-1', '1', 'true']);
    expect(session.site.get('agentId')).toBe('1001');
  });

  it("starts afresh on another rep's site: the quote was made with the first rep", async () => {
    const session = shopping();
    const opened = (await openLandingSegment({ directory, session })('morgan-lee'))._unsafeUnwrap();
    expect(opened.authenticated).toBe(false);
    expect(quoteOf(session)).toEqual([undefined, undefined, undefined]);
    expect(session.site.get('agentId')).toBe('1002');
  });

  it('forgets a quote a signed-in rep made for someone else: the site opens for an applicant', async () => {
    const session = shopping({ signIn: { eprocess: 'rep' } });
    await openLandingSegment({ directory, session })('jordan-avery');
    expect(quoteOf(session)).toEqual([undefined, undefined, undefined]);
    expect(session.signIn.get('eprocess')).toBe('applicant');
  });
});
