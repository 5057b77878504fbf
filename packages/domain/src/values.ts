import { err, ok, type Result } from 'neverthrow';
import { Limits } from './limits.ts';
import { Messages } from './messages.ts';

/**
 * Branded value types: a value of one of these types has been parsed once, at the edge (a use case, a CLI script, an
 * adapter reading the wire or storage), and is never checked again downstream. The wire spells them as plain strings
 * and numbers; the contract and the adapters keep those spellings.
 */
declare const brand: unique symbol;
export type Branded<T, B extends string> = T & { readonly [brand]: B };

/** A Social Security number: nine digits. Shown only masked (maskSsn). */
export type Ssn = Branded<string, 'Ssn'>;

const SSN = new RegExp(`^\\d{${Limits.ssn}}$`);

export const isSsn = (value: string): value is Ssn => SSN.test(value);

/** Nine digits; dashes and spaces typed between them are dropped. */
export const parseSsn = (raw: string): Result<Ssn, string> => {
  const value = raw.trim().replace(/[\s-]/g, '');
  if (value === '') return err(Messages.fieldRequired);
  return isSsn(value) ? ok(value) : err(Messages.invalidSsn);
};

/** The id of a plan as the catalogue gives it (never empty, at most Limits.id characters). */
export type PlanId = Branded<string, 'PlanId'>;
/** The id of an enrollment (the quote's temporary id, which becomes the enrollment's). */
export type EnrollmentId = Branded<string, 'EnrollmentId'>;

const isId = (value: string): boolean => value !== '' && value.length <= Limits.id && !/\s/.test(value);

export const isPlanId = (value: string): value is PlanId => isId(value);
export const isEnrollmentId = (value: string): value is EnrollmentId => isId(value);

export const parsePlanId = (raw: string): Result<PlanId, string> => {
  const value = raw.trim();
  return isPlanId(value) ? ok(value) : err(value === '' ? Messages.fieldRequired : Messages.planNotFound);
};

export const parseEnrollmentId = (raw: string): Result<EnrollmentId, string> => {
  const value = raw.trim();
  return isEnrollmentId(value) ? ok(value) : err(value === '' ? Messages.fieldRequired : Messages.enrollmentNotFound);
};

/** A person's initials for an avatar: the first letters of the first two words, in capitals ('Ann Lee' → 'AL'). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
