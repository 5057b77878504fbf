import { errAsync, type ResultAsync } from 'neverthrow';
import { validateCode, validationError, type DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { RepDetails } from '../shell/shell-types.ts';

/**
 * Access page: the visitor enters a rep's access code. An empty field blocks the lookup
 * (field error `agent_code`); an unknown code is `not-found` (the rep error flag).
 */
export const validateRepCode =
  ({ directory }: { readonly directory: SiteDirectory }) =>
  (code: string): ResultAsync<RepDetails, DomainError> => {
    const checked = validateCode(code);
    if (checked.isErr()) return errAsync(validationError({ agent_code: checked.error }));
    return directory.validateRep(checked.value);
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ValidateRepCode: ReturnType<typeof validateRepCode>;
  }
}
