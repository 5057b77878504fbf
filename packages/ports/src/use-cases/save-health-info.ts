import { errAsync, type ResultAsync } from 'neverthrow';
import { validateHealth, validationError, type DomainError, type HealthInput, type NextMove } from '@benefit-store/domain';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * Health Questions' Next: every question answered, details behind each yes (errors keyed
 * condition_questions.{i}.conditions.0.{field}), up to three medications; then the save, after which
 * isSpouseEnrollAccept is set false and the wizard moves on.
 */
export const saveHealthInfo =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (input: HealthInput, screen: ScreenVersion): ResultAsync<{ next: NextMove }, DomainError> => {
    const checked = validateHealth(input);
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return changeOn(screen, wizard, (gateway, tempId) => gateway.saveHealth(tempId, checked.value)).map(() => {
        session.enrollment.set('isSpouseEnrollAccept', 'false');
        return { next: advance(session, 'primary_health_info') };
      });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveHealthInfo: ReturnType<typeof saveHealthInfo>;
  }
}
