import { Limits, maskDigits, recordOf } from '@benefit-store/domain';
import type { FormField } from '@benefit-store/ports';

/** A field's current value as the server gave it (saved, from the quote, or on file), or ''. */
/** A form's starting values: each field as `from` has it (a popup editing an entry), else empty. */
export const formValues = <F extends string>(fields: readonly F[], from: Partial<Record<F, string>> | undefined): Record<F, string> =>
  recordOf(fields, (field) => from?.[field] ?? '');

export const valueOf = (fields: readonly FormField[], name: string): string => fields.find((f) => f.name === name)?.value ?? '';

const MASKED = /x{3}-x{2}-\d{4}/i;

/**
 * Typing an SSN: digits only, at most nine. The masked value the server answered (xxx-xx-1234) stays as
 * it is until the person types a new number; it is never turned back into digits.
 */
export const ssnTyping = (raw: string, masked: string): string => {
  if (raw === masked) return raw;
  if (MASKED.test(masked) && raw.length > 0 && /x/i.test(raw)) return maskDigits(raw.replace(/x{1,3}-?x{0,2}-?\d{0,4}/i, ''), Limits.ssn);
  return maskDigits(raw, Limits.ssn);
};

/** A masked SSN is selected as its field takes focus, so that typing replaces it. */
export const withSelectAllWhenMasked = (input: HTMLInputElement): void => {
  if (MASKED.test(input.value)) input.select();
};
