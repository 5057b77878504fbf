import { errAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { WizardGateway } from '../driven/wizard-gateway.ts';
import type { SignedAgreement } from '../driven/enrollment-completion-gateway.ts';
import { agreementSubmission, type AgreementEntry } from './save-agreement.ts';

/** The member signs from the rep's link: the rules of Agreement & Signature, signed by the applicant with a drawn signature. */
export const signRemotely =
  ({ wizard }: { readonly wizard: WizardGateway }) =>
  (token: string, entry: AgreementEntry): ResultAsync<SignedAgreement, DomainError> => {
    const submission = agreementSubmission(entry);
    return submission.isErr() ? errAsync(submission.error) : wizard.signRemotely(token, submission.value);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SignRemotely: ReturnType<typeof signRemotely>;
  }
}
