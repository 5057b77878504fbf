import { errAsync, type ResultAsync } from 'neverthrow';
import { isBlank, Messages, notFound, type DomainError } from '@benefit-store/domain';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import type { SigningSite } from '../driven/enrollment-completion-gateway.ts';

/**
 * The site a signing link belongs to (docs/adr/0701): the signing page is branded as the rep's (or group's) site, by
 * the link itself, whatever this browser shopped before; nothing of it is stored.
 */
export const loadSigningSite =
  ({ wizard }: { readonly wizard: WizardGateway }) =>
  (token: string): ResultAsync<SigningSite, DomainError> =>
    isBlank(token) ? errAsync(notFound(Messages.signingLinkInvalid)) : wizard.signingSite(token.trim());

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadSigningSite: ReturnType<typeof loadSigningSite>;
  }
}
