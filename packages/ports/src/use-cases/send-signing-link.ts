import { errAsync, type ResultAsync } from 'neverthrow';
import { validateAlternateEmail, validationError, type DomainError } from '@benefit-store/domain';
import { currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * A rep sends the member a link to review and sign the application on their own device (docs/adr/0720): every step
 * before Agreement & Signature must be complete; the link works for 72 hours, in one browser, for this enrollment only.
 */
export const sendSigningLink =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (email: string, name?: string): ResultAsync<{ readonly sentTo: string; readonly expiresAt: string }, DomainError> => {
    const checked = validateAlternateEmail(email);
    if (checked.isErr()) return errAsync(validationError({ email: checked.error }));
    return currentTempId(session).andThen((tempId) => wizard.sendSigningLink(tempId, checked.value, name));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SendSigningLink: ReturnType<typeof sendSigningLink>;
  }
}
