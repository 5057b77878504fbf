import { err, ok, type Result } from 'neverthrow';
import { ageOn, isAfter, parseUsDate, type CalendarDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';
import { isGender, type Gender } from '../gender.ts';
import { Messages } from '../messages.ts';
import { isTier, type Tier } from '../tier.ts';
import { parseZip, type Zip } from '../zip.ts';

export const MINIMUM_AGE = 18;

/** What the Get Started / quote filter form collects, as typed. */
export interface QuoteFilterInput {
  readonly zip: string;
  readonly gender: string;
  readonly tier: string;
  readonly dob: string; // MM/DD/YYYY
}

/** A filter every field of which has passed the rules of doc 000 section 5. */
export interface QuoteFilter {
  readonly zip: Zip;
  readonly gender: Gender;
  readonly tier: Tier;
  readonly dob: CalendarDate;
}

/** Validates a birth date typed as MM/DD/YYYY: present, a real day, not in the future, at least 18. */
export const validateDob = (raw: string, today: CalendarDate): Result<CalendarDate, string> => {
  if (raw.trim() === '') return err(Messages.fieldRequired);
  return parseUsDate(raw).andThen((dob) => {
    if (isAfter(dob, today)) return err(Messages.futureDate);
    if (ageOn(dob, today) < MINIMUM_AGE) return err(Messages.minimumAge);
    return ok(dob);
  });
};

const required = <T>(raw: string, guard: (v: unknown) => v is T): Result<T, string> =>
  guard(raw) ? ok(raw) : err(Messages.fieldRequired);

/** Checks every field and reports every failure at once, keyed by the wire's field name. */
export const validateQuoteFilter = (input: QuoteFilterInput, today: CalendarDate): Result<QuoteFilter, FieldErrors> => {
  const zip = parseZip(input.zip);
  const gender = required(input.gender, isGender);
  const tier = required(input.tier, isTier);
  const dob = validateDob(input.dob, today);

  const errors: Record<string, string> = {};
  if (zip.isErr()) errors.zip = zip.error;
  if (gender.isErr()) errors.gender = gender.error;
  if (tier.isErr()) errors.tier = tier.error;
  if (dob.isErr()) errors.dob = dob.error;

  if (zip.isOk() && gender.isOk() && tier.isOk() && dob.isOk()) {
    return ok({ zip: zip.value, gender: gender.value, tier: tier.value, dob: dob.value });
  }
  return err(errors);
};
