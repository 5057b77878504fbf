import { errAsync, type ResultAsync } from 'neverthrow';
import { isBlank, Messages, validateAlternateEmail, validationError, type DomainError } from '@benefit-store/domain';
import type { ResentCode, SupportDesk } from '../driven/support-desk.ts';

/** Support: a new resume code for an enrollment, mailed to `email`; the earlier codes stop working. */
export const resendResumeCode =
  ({ desk }: { readonly desk: SupportDesk }) =>
  (enrollmentId: string, email: string): ResultAsync<ResentCode, DomainError> => {
    if (isBlank(enrollmentId)) return errAsync(validationError({ id: Messages.fieldRequired }));
    const checked = validateAlternateEmail(email);
    if (checked.isErr()) return errAsync(validationError({ email: checked.error }));
    return desk.resendCode(enrollmentId.trim(), checked.value);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ResendResumeCode: ReturnType<typeof resendResumeCode>;
  }
}
