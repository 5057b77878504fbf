import { errAsync, type ResultAsync } from 'neverthrow';
import { validateEnrollerCodeEntry, validationError, type DomainError } from '@benefit-store/domain';
import { currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

/** The Enter Enroller Code modal's Save: 'Enter Enroller Code' when empty, else the server's verdict. */
export const saveEnrollerCode =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (code: string): ResultAsync<void, DomainError> => {
    const entry = validateEnrollerCodeEntry(code);
    if (entry.isErr()) return errAsync(validationError({ enrollerCode: entry.error }));
    return currentTempId(session).andThen((tempId) => wizard.saveEnrollerCode(tempId, entry.value));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveEnrollerCode: ReturnType<typeof saveEnrollerCode>;
  }
}
