import { errAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import { forgetKeys, SessionKeys, type SessionStore } from '../driven/session-store.ts';
import { clearSiteState, isRepAuthenticated, storeLandingContext } from '../shell/site-context.ts';
import type { LandingInfo } from '../shell/shell-types.ts';

export interface LandingOpened {
  readonly landing: LandingInfo;
  /** False: the visitor has not passed the access page yet and is asked to confirm the site there. */
  readonly authenticated: boolean;
}

/**
 * Opening /{segment} (doc 000 section 4): the segment is validated; the previous site's rep, group,
 * landing and quote state is cleared and the new site's context stored. The rep-authenticated flag
 * survives (it is what Confirm on the access page just set). Failure clears the landing data and is
 * `not-found`, shown as /404.
 */
export const openLandingSegment =
  ({ directory, session }: { readonly directory: SiteDirectory; readonly session: SessionStore }) =>
  (segment: string): ResultAsync<LandingOpened, DomainError> =>
    directory
      .landingPage(segment.trim())
      .map((landing) => {
        const employee = session.get(SessionKeys.employeeEnrollment) === 'true' && landing.type === 'group';
        clearSiteState(session);
        if (!employee) session.remove(SessionKeys.employeeEnrollment);
        storeLandingContext(session, landing);
        return { landing, authenticated: isRepAuthenticated(session) };
      })
      .orElse((error) => {
        forgetKeys(session, [SessionKeys.landingInfo, SessionKeys.landingUrl]);
        return errAsync(error);
      });

declare module '../use-case-registry.ts' {
  interface UseCases {
    OpenLandingSegment: ReturnType<typeof openLandingSegment>;
  }
}
