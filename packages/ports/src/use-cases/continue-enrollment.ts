import { errAsync, type ResultAsync } from 'neverthrow';
import {
  isEnrollType,
  isEprocess,
  isNewMemberContinuation,
  isOpenType,
  savedTabTarget,
  validateContinueEnrollment,
  validationError,
  type DomainError,
  type SavedTabTarget,
} from '@benefit-store/domain';
import { SessionKeys, type SessionStore } from '../driven/session-store.ts';
import type { ResumedEnrollment, WizardGateway } from '../driven/wizard-gateway.ts';

/**
 * Continue enrollment: the code and the e-mail it was sent to open the saved enrollment in this session;
 * its context is stored (tempId, group, portal, rep, open type, enroll type) and the saved step opened.
 */
export const continueEnrollment =
  ({ wizard, session }: { readonly wizard: WizardGateway; readonly session: SessionStore }) =>
  (code: string, email: string): ResultAsync<{ resumed: ResumedEnrollment; target: SavedTabTarget | undefined }, DomainError> => {
    const checked = validateContinueEnrollment({ code, email });
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return wizard.continueEnrollment(checked.value.code, checked.value.email).map((resumed) => {
      session.set(SessionKeys.tempId, resumed.enrollmentId);
      session.set(SessionKeys.continueTrack, 'true');
      const set = (key: (typeof SessionKeys)[keyof typeof SessionKeys], value: string | undefined) => (value ? session.set(key, value) : session.remove(key));
      set(SessionKeys.groupId, resumed.groupId);
      set(SessionKeys.portalId, resumed.portalId);
      set(SessionKeys.agentId, resumed.agentId);
      set(SessionKeys.openType, isOpenType(resumed.openType) ? resumed.openType : undefined);
      set(SessionKeys.enrollType, isNewMemberContinuation(resumed.type) ? 'new-member' : isEnrollType(resumed.type) ? resumed.type : undefined);
      if (isEprocess(resumed.eprocess)) session.set(SessionKeys.eprocess, resumed.eprocess);
      const target = savedTabTarget(resumed.savedTab);
      if (target?.disableQuotation) session.set(SessionKeys.showQuotation, 'false');
      return { resumed, target };
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ContinueEnrollment: ReturnType<typeof continueEnrollment>;
  }
}
