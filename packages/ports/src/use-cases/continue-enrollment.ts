import { errAsync, type ResultAsync } from 'neverthrow';
import { validateContinueEnrollment, validationError, type DomainError, type SavedTabTarget } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';
import type { ResumedEnrollment, WizardGateway } from '../driven/wizard-gateway.ts';
import { storeResumedEnrollment } from '../wizard/resumed-context.ts';

/**
 * Continue enrollment: the code and the e-mail it was sent to open the saved enrollment in this session;
 * its context is stored (tempId, group, portal, rep, open type, enroll type) and the saved step opened.
 */
export const continueEnrollment =
  ({ wizard, session }: { readonly wizard: WizardGateway; readonly session: SessionStore }) =>
  (code: string, email: string): ResultAsync<{ resumed: ResumedEnrollment; target: SavedTabTarget | undefined }, DomainError> => {
    const checked = validateContinueEnrollment({ code, email });
    if (checked.isErr()) return errAsync(validationError(checked.error));
    // Stores the context and what the later steps read (tier, state, effective date, ...): any saved tab can open.
    return wizard.continueEnrollment(checked.value.code, checked.value.email).map((resumed) => ({ resumed, target: storeResumedEnrollment(session, resumed) }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ContinueEnrollment: ReturnType<typeof continueEnrollment>;
  }
}
