import { errAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { clearSiteState, isRepAuthenticated, storeLandingContext } from '../shell/site-context.ts';
import type { LandingInfo } from '../shell/shell-types.ts';

export interface LandingOpened {
  readonly landing: LandingInfo;
  /** False: the visitor has not passed the access page yet and is asked to confirm the site there. */
  readonly authenticated: boolean;
}

/**
 * Opening /{segment} (doc 000 section 4): the segment is validated; the previous site's rep, group,
 * landing and quote state is cleared and the new site's context stored (the same site's own quote stays).
 * The rep-authenticated flag survives only for the site the visitor confirmed (Confirm on the access page
 * just set it and opened this very segment); another rep's or group's segment goes to the access page, which
 * asks again ('Do you want to enroll under Rep ...?'). Failure clears the landing data and is `not-found`,
 * shown as /404.
 */
export const openLandingSegment =
  ({ directory, session }: { readonly directory: SiteDirectory; readonly session: SessionStore }) =>
  (segment: string): ResultAsync<LandingOpened, DomainError> =>
    directory
      .landingPage(segment.trim())
      .map((landing) => {
        const confirmed = session.site.get('landingUrl');
        const sameSite = confirmed !== undefined && sameLandingUrl(confirmed, landing.landingUrl);
        if (!sameSite) session.access.remove('isRepAuthenticated');
        const employee = session.access.get('employeeEnrollment') === 'true' && landing.type === 'group';
        // The site this browser shops on, opened again (Back from /plans, its bookmark, its link typed again): the
        // quote under way there and its cart stay, as the spec's list of what a segment clears leaves them. Another
        // site's segment, or a quote a signed-in rep or group made for someone else, starts afresh.
        const ownQuote = sameSite && session.signIn.get('eprocess') === 'applicant';
        clearSiteState(session, { keepQuote: ownQuote });
        if (!employee) session.access.remove('employeeEnrollment');
        storeLandingContext(session, landing);
        return { landing, authenticated: isRepAuthenticated(session) };
      })
      .orElse((error) => {
        session.site.remove('landingInfo', 'landingUrl');
        return errAsync(error);
      });

/** Two landing urls name the same site: case, slashes and spaces aside. */
const sameLandingUrl = (a: string, b: string): boolean => {
  const norm = (url: string) => url.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  return norm(a) === norm(b);
};

declare module '../use-case-registry.ts' {
  interface UseCases {
    OpenLandingSegment: ReturnType<typeof openLandingSegment>;
  }
}
