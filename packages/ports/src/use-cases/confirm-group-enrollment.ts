import type { SessionStore } from '../driven/session-store.ts';
import { clearSiteState, landingConfigErrorPath, landingPath } from '../shell/site-context.ts';
import type { GroupDetails } from '../shell/shell-types.ts';

/**
 * Employee Enrollment, Yes: the employee is let in (rep-authenticated), stored landing, rep and group
 * info are replaced by the group's, the enrollment type is new-group-member, and the employee goes to the group's landing url; without one, the
 * landing-config-error screen. Returns where to go.
 */
export const confirmGroupEnrollment =
  ({ session }: { readonly session: SessionStore }) =>
  (group: GroupDetails, origin: 'accessPage' | 'landingPage' = 'accessPage'): string => {
    clearSiteState(session);
    session.access.set('isRepAuthenticated', 'true');
    session.access.set('employeeEnrollment', 'true');
    // An employee joining with the group's code enrolls as a new member of that group (docs/adr/0202), so the
    // wizard asks for their employer.
    session.enrollment.set('enrollType', 'new-group-member');
    session.site.set('groupId', group.groupId);
    session.site.set('gname', group.name);
    if (group.landingUrl === '') return landingConfigErrorPath('group', origin);
    session.site.set('landingUrl', group.landingUrl);
    return landingPath(group.landingUrl);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ConfirmGroupEnrollment: ReturnType<typeof confirmGroupEnrollment>;
  }
}
