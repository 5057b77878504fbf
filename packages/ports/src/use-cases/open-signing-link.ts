import { errAsync, type ResultAsync } from 'neverthrow';
import { isBlank, Messages, validationError, type DomainError } from '@benefit-store/domain';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import type { SigningSession } from '../driven/enrollment-completion-gateway.ts';

/**
 * The member opens the rep's signing link and confirms their date of birth: the link is bound to this browser and
 * opens the review and agreement steps of that one enrollment. The token stays with the page (the link's URL);
 * nothing of it is stored.
 */
export const openSigningLink =
  ({ wizard }: { readonly wizard: WizardGateway }) =>
  (token: string, birthdate: string): ResultAsync<SigningSession, DomainError> => {
    if (isBlank(birthdate)) return errAsync(validationError({ birthdate: Messages.fieldRequired }));
    return wizard.openSigningLink(token.trim(), birthdate.trim());
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    OpenSigningLink: ReturnType<typeof openSigningLink>;
  }
}
