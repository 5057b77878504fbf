import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors } from './errors.ts';

/**
 * Small building blocks shared by the form validators: every validator collects all field messages
 * at once (a form shows every error together) and returns them as one FieldErrors value.
 */
export type Check = (value: string) => string | undefined;

export const isBlank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/** Ok with `value` when no message was collected, otherwise every collected message. */
export const finish = <T>(errors: Record<string, string>, value: () => T): Result<T, FieldErrors> =>
  Object.keys(errors).length === 0 ? ok(value()) : err(errors);

/** Runs checks in order against one value and records the first failing message under `field`. */
export const checkField = (errors: Record<string, string>, field: string, value: string, ...checks: Check[]): void => {
  for (const check of checks) {
    const message = check(value);
    if (message !== undefined) {
      errors[field] ??= message;
      return;
    }
  }
};

export const requiredCheck =
  (message: string): Check =>
  (value) =>
    isBlank(value) ? message : undefined;

/** Passes blank values (optional fields); otherwise the pattern must match the trimmed value. */
/** A check that a filled-in value satisfies `holds` (blank is left to the required check). */
export const shapeCheck =
  (holds: (value: string) => boolean, message: string): Check =>
  (value) =>
    isBlank(value) || holds(value.trim()) ? undefined : message;

export const patternCheck =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    isBlank(value) || pattern.test(value.trim()) ? undefined : message;

// The spec never spells the e-mail pattern out; this is the usual "something@host.tld" shape, no spaces.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A person's name, wherever one is typed (the wizard's people, card holder, quote recipient; docs/adr/0103):
 * letters of any language with their accents (Zoë, José, Nguyễn, 李), words joined by one space, hyphen or
 * apostrophe (Anne-Marie, O'Brien, O’Brien). Digits, markup and other signs are refused.
 */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** The longest first name a mail's greeting shows, and how many words it may have ("Mary Ann"). */
export const GREETING_NAME_MAX = 30;
const GREETING_NAME_WORDS = 2;

/**
 * The first name a mail may greet someone with ("Hello Dana,"): a name by PERSON_NAME of at most two words and
 * GREETING_NAME_MAX characters; anything else (a sentence, a link, markup) greets no one by name. Whoever asks the
 * store to mail an address chooses the name, so the greeting must not carry a message of theirs.
 */
export const greetingName = (value: string | undefined | null): string | undefined => {
  const name = (value ?? '').trim();
  if (name === '' || name.length > GREETING_NAME_MAX || !PERSON_NAME.test(name)) return undefined;
  return name.split(' ').length <= GREETING_NAME_WORDS ? name : undefined;
};
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
