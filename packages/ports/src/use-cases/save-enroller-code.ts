import { errAsync, type ResultAsync } from 'neverthrow';
import { validateEnrollerCodeEntry, validationError, type DomainError } from '@benefit-store/domain';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { changeOn, type WizardDeps } from '../wizard/wizard-scope.ts';

/** The Enter Enroller Code modal's Save: 'Enter Enroller Code' when empty, else the server's verdict. */
export const saveEnrollerCode =
  ({ wizard }: Pick<WizardDeps, 'wizard'>) =>
  (code: string, screen: ScreenVersion): ResultAsync<void, DomainError> => {
    const entry = validateEnrollerCodeEntry(code);
    if (entry.isErr()) return errAsync(validationError({ enrollerCode: entry.error }));
    return changeOn(screen, wizard, (gateway, tempId) => gateway.saveEnrollerCode(tempId, entry.value));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveEnrollerCode: ReturnType<typeof saveEnrollerCode>;
  }
}
