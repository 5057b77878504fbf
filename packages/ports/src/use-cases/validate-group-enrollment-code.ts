import { errAsync, type ResultAsync } from 'neverthrow';
import { Messages, validateCode, validationError, type DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { GroupDetails } from '../shell/shell-types.ts';

/**
 * Employee Enrollment, step 1: the group enrollment code. Field error `group_code`: 'Field is required'
 * when empty, 'Invalid Group Enrollment Code' when no group has it, or the server's own message.
 */
export const validateGroupEnrollmentCode =
  ({ directory }: { readonly directory: SiteDirectory }) =>
  (code: string): ResultAsync<GroupDetails, DomainError> => {
    const checked = validateCode(code);
    if (checked.isErr()) return errAsync(validationError({ group_code: checked.error }));
    return directory.validateGroup(checked.value).mapErr((error) => {
      if (error.kind === 'not-found') return validationError({ group_code: Messages.invalidGroupEnrollmentCode });
      if (error.kind === 'validation') {
        const message = Object.values(error.fields)[0];
        return validationError({ group_code: message ?? Messages.invalidGroupEnrollmentCode });
      }
      return error;
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ValidateGroupEnrollmentCode: ReturnType<typeof validateGroupEnrollmentCode>;
  }
}
