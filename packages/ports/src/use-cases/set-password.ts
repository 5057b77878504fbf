import { errAsync, type ResultAsync } from 'neverthrow';
import { parseNewPassword, validationError, type DomainError } from '@benefit-store/domain';
import type { AuthGateway } from '../driven/auth-gateway.ts';

export interface SetPasswordDeps {
  readonly auth: AuthGateway;
}

export interface SetPasswordInput {
  readonly token: string;
  readonly password: string;
  readonly confirmation: string;
}

/**
 * The invitation page's submit (docs/adr/0801-operators.md): the password checked as the server will check it,
 * then set with the mailed link's token. Nobody is signed in by it: the person signs in next, as every day.
 */
export const setPassword =
  ({ auth }: SetPasswordDeps) =>
  (input: SetPasswordInput): ResultAsync<{ readonly email: string }, DomainError> => {
    const checked = parseNewPassword(input.password, input.confirmation);
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return auth.setPassword(input.token, checked.value, input.confirmation);
  };

/** The invitation page as it opens: whether its link still sets a password. */
export const checkInvitation =
  ({ auth }: SetPasswordDeps) =>
  (token: string): ResultAsync<void, DomainError> =>
    auth.checkInvitation(token);

declare module '../use-case-registry.ts' {
  interface UseCases {
    CheckInvitation: ReturnType<typeof checkInvitation>;
    SetPassword: ReturnType<typeof setPassword>;
  }
}
