import type { SessionStore } from '../driven/session-store.ts';
import { clearSiteState, isRepAuthenticated, landingPath, storedLanding } from '../shell/site-context.ts';
import type { LandingInfo } from '../shell/shell-types.ts';

/**
 * The access page's question about a site the visitor opened by its link before passing the access
 * page ('Do you want to enroll under Rep ...?', or the employer's confirmation). `pending` tells which
 * site is waiting; Yes lets the visitor in and returns its landing path; No forgets it.
 */
export const answerSiteConfirmation = ({ session }: { readonly session: SessionStore }) => ({
  pending: (): LandingInfo | undefined => (isRepAuthenticated(session) ? undefined : storedLanding(session)),
  yes: (): string | undefined => {
    const landing = storedLanding(session);
    if (!landing) return undefined;
    session.access.set('isRepAuthenticated', 'true');
    if (landing.type === 'group') session.access.set('employeeEnrollment', 'true');
    return landingPath(landing.landingUrl);
  },
  no: (): void => clearSiteState(session),
});

declare module '../use-case-registry.ts' {
  interface UseCases {
    AnswerSiteConfirmation: ReturnType<typeof answerSiteConfirmation>;
  }
}
