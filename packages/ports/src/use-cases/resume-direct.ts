import { errAsync, type ResultAsync } from 'neverthrow';
import { decodeDirectContinue, Messages, notFound, savedTabTarget, type DomainError, type SavedTabTarget } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';
import type { ResumedEnrollment, WizardGateway } from '../driven/wizard-gateway.ts';
import { storeResumedEnrollment } from '../wizard/resumed-context.ts';

/**
 * /direct-continue/{id}/{tab}: both parts base64. The server answers only a caller that already holds the enrollment
 * (its session, or the signed-in rep who started it): an id alone opens nothing (docs/adr/0720). The context is
 * stored as continue-enrollment stores it, and the link's tab (else the server's next step) opens.
 */
export const resumeDirect =
  ({ wizard, session }: { readonly wizard: WizardGateway; readonly session: SessionStore }) =>
  (encodedId: string, encodedTab: string): ResultAsync<{ resumed: ResumedEnrollment; target: SavedTabTarget | undefined }, DomainError> => {
    const decoded = decodeDirectContinue(encodedId, encodedTab);
    if (!decoded) return errAsync(notFound(Messages.enrollmentNotFound));
    // The link's tab when it names a step; the server's next step otherwise.
    const tab = savedTabTarget(decoded.savedTab) ? decoded.savedTab : undefined;
    return wizard.directContinue(encodedId).map((resumed) => ({ resumed, target: storeResumedEnrollment(session, resumed, tab ?? resumed.savedTab) }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ResumeDirect: ReturnType<typeof resumeDirect>;
  }
}
