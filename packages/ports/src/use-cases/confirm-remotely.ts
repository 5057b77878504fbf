import type { ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import type { Receipt } from '../driven/enrollment-completion-gateway.ts';

/** The member confirms the reviewed application from the rep's link: the enrollment is confirmed and the receipt mailed. */
export const confirmRemotely =
  ({ wizard }: { readonly wizard: WizardGateway }) =>
  (token: string, additionalNotes = ''): ResultAsync<Receipt, DomainError> =>
    wizard.confirmRemotely(token, additionalNotes.trim());

declare module '../use-case-registry.ts' {
  interface UseCases {
    ConfirmRemotely: ReturnType<typeof confirmRemotely>;
  }
}
