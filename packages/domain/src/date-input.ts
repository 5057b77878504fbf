/**
 * The DOB typing mask of the landing and filter forms: digits only, slashes inserted as the
 * user types, month capped at 12 and day at 31 (00 becomes 01), never more than 10 characters.
 */
export const maskDateInput = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const month = clampPart(digits.slice(0, 2), 12);
  const day = clampPart(digits.slice(2, 4), 31);
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
