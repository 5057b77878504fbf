/**
 * The DOB typing mask of the landing and filter forms: digits only, slashes inserted as the
 * user types, month capped at 12 and day at 31 (00 becomes 01), never more than 10 characters.
 */
export const maskDateInput = (raw: string): string => maskDate(raw, clampPart);

/** Digits only, at most 8 of them, shown in MM/DD/YYYY; `fixPart` decides what a finished month or day becomes. */
const maskDate = (raw: string, fixPart: (part: string, max: number) => string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const month = fixPart(digits.slice(0, 2), 12);
  const day = fixPart(digits.slice(2, 4), 31);
  const year = digits.slice(4);
  return [month, day, year].filter((part) => part.length > 0).join('/');
};

const clampPart = (part: string, max: number): string => {
  if (part.length < 2) return part;
  const n = Number(part);
  if (n > max) return String(max);
  if (n === 0) return '01';
  return part;
};

/**
 * The wizard's date typing (doc 002 section 5): digits only, slashes inserted, at most 10 characters,
 * but a finished month outside 1-12 or a finished day outside 1-31 becomes 1 (shown as 01 to keep
 * the MM/DD/YYYY shape) instead of being capped like the landing form does. Non-digits are removed
 * before a part is read, so a "non-numeric" part can only arrive as an empty one. See ADR 0102.
 */
export const maskWizardDateInput = (raw: string): string => maskDate(raw, resetPart);

const resetPart = (part: string, max: number): string => {
  if (part.length < 2) return part;
  const n = Number(part);
  return Number.isInteger(n) && n >= 1 && n <= max ? part : '01';
};
