import type { SessionStore } from '../driven/session-store.ts';
import { clearSiteState, landingConfigErrorPath, landingPath } from '../shell/site-context.ts';
import type { RepDetails } from '../shell/shell-types.ts';

/**
 * Confirm on the rep's card: the visitor is rep-authenticated and goes to the rep's landing url,
 * which validates and opens the rep's site; without one, the landing-config-error screen.
 * Returns where to go.
 */
export const confirmRep =
  ({ session }: { readonly session: SessionStore }) =>
  (rep: RepDetails): string => {
    clearSiteState(session);
    session.access.remove('employeeEnrollment');
    session.access.set('isRepAuthenticated', 'true');
    session.site.set('agentCode', rep.agentCode);
    session.site.set('repInfo', JSON.stringify({ name: `${rep.firstName} ${rep.lastName}`, email: rep.email, phoneNumber: rep.phone }));
    if (rep.landingUrl === '') return landingConfigErrorPath('agent', 'accessPage');
    session.site.set('landingUrl', rep.landingUrl);
    return landingPath(rep.landingUrl);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ConfirmRep: ReturnType<typeof confirmRep>;
  }
}
