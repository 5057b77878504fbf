import { okAsync, ResultAsync } from 'neverthrow';
import { isEnrollType, type DomainError, type HealthInput } from '@benefit-store/domain';
import type { HealthQuestionnaire, SavedSection } from '../driven/wizard-gateway.ts';
import { changeOn, openScreen, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface HealthStep extends OnScreen {
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
    openScreen(session, wizard).andThen(({ tempId, screen, reads }) => {
      const enrollType = session.enrollment.get('enrollType');
      const existing = isEnrollType(enrollType) && (enrollType === 'existing-user' || enrollType === 'existing-member');
      const copied =
        existing && session.enrollment.get('healthTrack') !== 'true'
          ? wizard.existingHealth(tempId).andThen((onFile) => {
              const done = () => session.enrollment.set('healthTrack', 'true');
              if (!onFile) return okAsync(done());
              // The copy is this screen's own first change: the reads below come after it.
              return changeOn(screen, wizard, (gateway) => gateway.saveHealth(tempId, onFile)).map(done);
            })
          : okAsync(undefined);
      return copied.andThen(() =>
        ResultAsync.combine([reads.healthQuestions(tempId, 'primary'), reads.health(tempId)] as const).map(([questions, saved]) => ({ screen, questions, saved })),
      );
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadHealthStep: ReturnType<typeof loadHealthStep>;
  }
}
