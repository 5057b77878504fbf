import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { notFound, unavailable, type DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import { memorySessionStore } from '../driven/session-store.ts';
import type { SiteHeader } from '../shell/shell-types.ts';
import { loadSiteHeader, SITE_FORGOTTEN } from './load-site-header.ts';

const header = { kind: 'agent', agentId: '1001', displayName: 'Jordan Avery' } as unknown as SiteHeader;
const directoryAnswering = (answer: () => ReturnType<SiteDirectory['agentHeader']>) =>
  ({ agentHeader: answer, agentAbout: answer, groupHeader: answer, groupAbout: answer, defaultHeader: () => okAsync(header) }) as unknown as SiteDirectory;
const repSite = () => memorySessionStore({ site: { agentId: '1001', landingUrl: 'jordan-avery' }, access: { isRepAuthenticated: 'true' } });

describe('loadSiteHeader', () => {
  it("forgets a stored rep's site the server no longer knows (a disabled rep), so the visitor starts again", async () => {
    const session = repSite();
    const error = (await loadSiteHeader({ directory: directoryAnswering(() => errAsync(notFound('gone'))), session })())._unsafeUnwrapErr();
    expect(error).toEqual({ kind: 'not-found', message: SITE_FORGOTTEN });
    expect(session.site.get('agentId')).toBeUndefined();
    expect(session.access.get('isRepAuthenticated')).toBeUndefined();
  });

  it('keeps it while an enrollment is under way in the wizard: that one is finished, under the store header', async () => {
    const session = memorySessionStore({
      site: { agentId: '1001' },
      access: { isRepAuthenticated: 'true' },
      quote: { tempId: 'e-1' },
      enrollment: { navArray: '["personal-info"]' },
    });
    const error = (await loadSiteHeader({ directory: directoryAnswering(() => errAsync(notFound('gone'))), session })())._unsafeUnwrapErr();
    expect(error).toEqual(notFound('gone'));
    expect([session.site.get('agentId'), session.quote.get('tempId')]).toEqual(['1001', 'e-1']);
  });

  it('keeps the site when the server could not be asked, or answered it', async () => {
    for (const answer of [() => errAsync<SiteHeader, DomainError>(unavailable('down')), () => okAsync<SiteHeader, DomainError>(header)]) {
      const session = repSite();
      await loadSiteHeader({ directory: directoryAnswering(answer), session })();
      expect(session.site.get('agentId')).toBe('1001');
      expect(session.access.get('isRepAuthenticated')).toBe('true');
    }
  });
});
