import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { WizardProgress } from '../driven/enrollment-completion-gateway.ts';
import { currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * Which of the enrollment's required steps are complete, and the first one that is not (docs/adr/0712): the progress
 * bar ticks only completed steps, and a step outside the enrollment's tabs sends the person to that first open one.
 */
export const loadWizardProgress =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<WizardProgress, DomainError> =>
    currentTempId(session).andThen((tempId) => wizard.progress(tempId));

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadWizardProgress: ReturnType<typeof loadWizardProgress>;
  }
}
