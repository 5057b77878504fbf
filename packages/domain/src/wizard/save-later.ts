import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors } from '../errors.ts';
import { checkField, EMAIL, finish, isBlank, requiredCheck } from '../form.ts';
import { Messages } from '../messages.ts';

/**
 * Save & Continue Later and Continue enrollment (doc 002). The alternate e-mail must be valid (an empty
 * one counts as invalid); the continue form needs the code and a valid e-mail.
 */
export const validateAlternateEmail = (email: string): Result<string, string> =>
  !isBlank(email) && EMAIL.test(email.trim()) ? ok(email.trim()) : err(Messages.enterValidEmail);

export interface ContinueEnrollmentInput {
  readonly code: string;
  readonly email: string;
}

export const validateContinueEnrollment = (input: ContinueEnrollmentInput): Result<ContinueEnrollmentInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  checkField(errors, 'code', input.code, requiredCheck(Messages.fieldRequired));
  checkField(errors, 'email', input.email, requiredCheck(Messages.fieldRequired), (v) => (EMAIL.test(v.trim()) ? undefined : Messages.enterValidEmail));
  return finish(errors, () => ({ code: input.code.trim(), email: input.email.trim() }));
};

/** The continue result's type: new-user means a new member. */
export const isNewMemberContinuation = (type: string | undefined): boolean => type === 'new-user';
