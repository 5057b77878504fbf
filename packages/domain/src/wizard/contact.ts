import type { Result } from 'neverthrow';
import { isExistingMemberType, type EnrollType } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { checkField, EMAIL, finish, patternCheck, requiredCheck } from '../form.ts';
import { Messages } from '../messages.ts';

/** Contact Information (doc 002). State and zip are read-only (they come from the filter). */
export interface ContactInfoInput {
  readonly email_address: string;
  readonly phone_number: string;
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly birth_state?: string;
  readonly birth_city?: string;
  readonly with_validation?: string;
}

/** Which optional fields the server's field definitions flag as required. */
export interface ContactRequirements {
  readonly address2?: boolean;
  readonly birth_state?: boolean;
  readonly birth_city?: boolean;
}

/** Phone: exactly ten digits. */
export const PHONE = /^\d{10}$/;

export const validateContactInfo = (
  input: ContactInfoInput,
  requirements: ContactRequirements = {},
): Result<ContactInfoInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'email_address', input.email_address, required, patternCheck(EMAIL, Messages.emailFormat));
  checkField(errors, 'phone_number', input.phone_number, required, patternCheck(PHONE, Messages.invalidPhone));
  checkField(errors, 'address1', input.address1, required);
  checkField(errors, 'city', input.city, required);
  if (requirements.address2 === true) checkField(errors, 'address2', input.address2 ?? '', required);
  // Birth state and city are required only when both are flagged.
  if (requirements.birth_state === true && requirements.birth_city === true) {
    checkField(errors, 'birth_state', input.birth_state ?? '', required);
    checkField(errors, 'birth_city', input.birth_city ?? '', required);
  }
  return finish(errors, () => ({ ...input, with_validation: input.with_validation === '1' ? '1' : '0' }));
};

/** Existing members' phone and e-mail are checked by external services before the save. */
export const needsExternalContactChecks = (enrollType: EnrollType | undefined): boolean => isExistingMemberType(enrollType);

/** The save proceeds only when both external checks passed. */
export const externalChecksPass = (checks: { readonly phoneValid: boolean; readonly emailValid: boolean }): boolean =>
  checks.phoneValid && checks.emailValid;
