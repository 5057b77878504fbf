import { errAsync, type ResultAsync } from 'neverthrow';
import { Messages, validationError, type DomainError, type EnrollmentPortal } from '@benefit-store/domain';
import type { MemberDirectory } from '../driven/member-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';

export interface PlanPortalChoice {
  readonly portal?: EnrollmentPortal;
  /** The rep's second step: one of the rep's groups. */
  readonly groupId?: string;
}

/**
 * The plan page's portal picker (select_portal / select_portal_only): 'Please choose a platform' without a
 * portal, 'Please choose a group' when a rep has not picked a group. The quote is filed under them
 * (update-filter-portal) and the enroll type becomes new-group-member; the page then shows the edit form.
 */
export const choosePlanPortal =
  ({ members, session }: { readonly members: MemberDirectory; readonly session: SessionStore }) =>
  (choice: PlanPortalChoice): ResultAsync<EnrollmentPortal, DomainError> => {
    const portal = choice.portal;
    const rep = session.signIn.get('eprocess') === 'rep';
    if (!portal) return errAsync(validationError({ portal: Messages.choosePlatform }));
    if (rep && !choice.groupId) return errAsync(validationError({ group: Messages.chooseGroup }));
    const groupId = choice.groupId ?? session.site.get('groupId');
    return withQuote(session, (tempId) =>
      members.setEnrollmentPortal(tempId, portal.portalId, groupId).map(() => {
        session.site.set('portalId', portal.portalId);
        session.site.set('portalName', portal.name);
        session.site.set('portalCode', portal.code);
        if (groupId) session.site.set('groupId', groupId);
        session.enrollment.set('enrollType', 'new-group-member');
        return portal;
      }),
    );
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ChoosePlanPortal: ReturnType<typeof choosePlanPortal>;
  }
}
