import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { SigningStatus } from '../driven/enrollment-completion-gateway.ts';
import { currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

/** The rep's view of the signing link: sent, opened, signed, completed (with the policy id), expired or revoked. */
export const loadSigningStatus =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<SigningStatus, DomainError> =>
    currentTempId(session).andThen((tempId) => wizard.signingStatus(tempId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSigningStatus: ReturnType<typeof loadSigningStatus>;
  }
}
