import { okAsync, ResultAsync } from 'neverthrow';
import { isEnrollType, type DomainError, type HealthInput } from '@benefit-store/domain';
import type { HealthQuestionnaire, SavedSection } from '../driven/wizard-gateway.ts';
import { currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface HealthStep {
  readonly questions: HealthQuestionnaire;
  readonly saved: SavedSection<HealthInput> | undefined;
}

/**
 * Opens Health Questions. An existing member's first visit (no healthTrack yet) copies the health
 * answers on file into this enrollment once: loaded, saved, healthTrack set, then read back.
 */
export const loadHealthStep =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<HealthStep, DomainError> =>
    currentTempId(session).andThen((tempId) => {
      const enrollType = session.enrollment.get('enrollType');
      const existing = isEnrollType(enrollType) && (enrollType === 'existing-user' || enrollType === 'existing-member');
      const copied =
        existing && session.enrollment.get('healthTrack') !== 'true'
          ? wizard.existingHealth(tempId).andThen((onFile) => {
              const done = () => session.enrollment.set('healthTrack', 'true');
              if (!onFile) return okAsync(done());
              return wizard.saveHealth(tempId, onFile).map(done);
            })
          : okAsync(undefined);
      return copied.andThen(() =>
        ResultAsync.combine([wizard.healthQuestions(tempId, 'primary'), wizard.health(tempId)] as const).map(([questions, saved]) => ({ questions, saved })),
      );
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadHealthStep: ReturnType<typeof loadHealthStep>;
  }
}
