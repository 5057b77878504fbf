import { err, ok, type Result } from 'neverthrow';
import { validateNewMemberChoice, validatePortalChoice, validationError, type DomainError, type NewMemberChoice } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';
import type { EnrollmentPortal } from '@benefit-store/domain';
import { signedInScope } from '../members/signed-in-scope.ts';

export interface StartNewMemberEnrollmentDeps {
  readonly session: SessionStore;
}

export interface NewMemberStart {
  /** The portal chosen from the list (undefined when none was). */
  readonly portal: EnrollmentPortal | undefined;
  /** Rep only: Start Direct Enrollment or Choose a Group and Enroll. A group administrator always enrolls into its group. */
  readonly choice?: NewMemberChoice;
  readonly groupId?: string;
}

/** Where a new member's enrollment continues: the home wrapper with the Get Started form. */
export const NEW_MEMBER_ROUTE = '/home';

/**
 * New Member on the rep or group home page (doc 000 section 4): portal, then direct enrollment
 * (enrollType new-member) or a group (new-group-member). The choice is stored, any previous quote is
 * forgotten, and the enrollment continues at /home. Field errors: `portal`, `group`.
 */
export const startNewMemberEnrollment =
  ({ session }: StartNewMemberEnrollmentDeps) =>
  (input: NewMemberStart): Result<string, DomainError> => {
    const scope = signedInScope(session);
    if (scope.isErr()) return err(scope.error);
    const portalId = validatePortalChoice(input.portal?.portalId);
    if (portalId.isErr()) return err(validationError({ portal: portalId.error }));
    const selection =
      scope.value.role === 'group' ? validateNewMemberChoice('group', scope.value.groupId) : validateNewMemberChoice(input.choice, input.groupId);
    if (selection.isErr()) return err(validationError({ group: selection.error }));
    const portal = input.portal!;
    session.enrollment.set('enrollType', selection.value.enrollType);
    session.site.set('portalId', portal.portalId);
    session.site.set('portalCode', portal.code);
    session.site.set('portalName', portal.name);
    if (selection.value.groupId) session.site.set('groupId', selection.value.groupId);
    else session.site.remove('groupId');
    session.quote.remove('tempId', 'isFilterDataSubmitted');
    session.enrollment.remove('userId', 'isCurrentMemberAvailable', 'showQuotation');
    return ok(NEW_MEMBER_ROUTE);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    StartNewMemberEnrollment: ReturnType<typeof startNewMemberEnrollment>;
  }
}
