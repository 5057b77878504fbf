import { err, ok, type Result } from 'neverthrow';
import { validateNewMemberChoice, validatePortalChoice, validationError, type DomainError, type NewMemberChoice } from '@benefit-store/domain';
import { forgetKeys, SessionKeys, type SessionStore } from '../driven/session-store.ts';
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
 * (enroll_type new-member) or a group (new-group-member). The choice is stored, any previous quote is
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
    session.set(SessionKeys.enrollType, selection.value.enrollType);
    session.set(SessionKeys.portalId, portal.portalId);
    session.set(SessionKeys.portalCode, portal.code);
    session.set(SessionKeys.portalName, portal.name);
    if (selection.value.groupId) session.set(SessionKeys.groupId, selection.value.groupId);
    else session.remove(SessionKeys.groupId);
    forgetKeys(session, [SessionKeys.tempId, SessionKeys.userId, SessionKeys.isCurrentMemberAvailable, SessionKeys.isFilterDataSubmitted, SessionKeys.showQuotation]);
    return ok(NEW_MEMBER_ROUTE);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    StartNewMemberEnrollment: ReturnType<typeof startNewMemberEnrollment>;
  }
}
