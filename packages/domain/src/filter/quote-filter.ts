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
  /** Only asked while a premier plan is selected or in the cart. */
  readonly category?: string;
  /** '1' yes, '0' no; blank means the default, No. */
  readonly isSmoker?: string;
}

/** What the page knows about premier plans when the filter is submitted. */
export interface QuoteFilterOptions {
  readonly premierSelected?: boolean;
  readonly premierInCart?: boolean;
}

/** Tobacco usage defaults to No ('0') whenever it was not answered (doc 001 section 9). */
export type Smoker = '0' | '1';
export const SMOKER_DEFAULT: Smoker = '0';
export const smokerOrDefault = (raw: string | null | undefined): Smoker => (raw === '1' ? '1' : SMOKER_DEFAULT);

/** The category field is shown, and required, only while a premier plan is selected or in the cart. */
export const isCategoryRequired = (options: QuoteFilterOptions = {}): boolean =>
  options.premierSelected === true || options.premierInCart === true;

/** A filter every field of which has passed the rules of doc 000 section 5. */
export interface QuoteFilter {
  readonly zip: Zip;
  readonly gender: Gender;
  readonly tier: Tier;
  readonly dob: CalendarDate;
  /** Always set by validateQuoteFilter (defaulting to '0'); optional so older literals still type-check. */
  readonly isSmoker?: Smoker;
  readonly category?: string;
}

/** Validates a birth date typed in MM/DD/YYYY: present, a real day, not in the future, at least 18. */
export const validateDob = (raw: string, today: CalendarDate): Result<CalendarDate, string> => {
  if (raw.trim() === '') return err(Messages.fieldRequired);
  return parseUsDate(raw).andThen((dob) => {
    if (isAfter(dob, today)) return err(Messages.futureDate);
    if (ageOn(dob, today) < MINIMUM_AGE) return err(Messages.minimumAge);
    return ok(dob);
  });
};

/** A choice the form offers: missing is 'Field is required'; a value it does not offer (a hand-made request) says so. */
const choice = <T>(raw: string, guard: (v: unknown) => v is T, invalid: string): Result<T, string> =>
  guard(raw) ? ok(raw) : err(raw.trim() === '' ? Messages.fieldRequired : invalid);

/** Checks every field and reports every failure at once, keyed by the wire's field name. */
export const validateQuoteFilter = (
  input: QuoteFilterInput,
  today: CalendarDate,
  options: QuoteFilterOptions = {},
): Result<QuoteFilter, FieldErrors> => {
  const zip = parseZip(input.zip);
  const gender = choice(input.gender, isGender, Messages.invalidGender);
  const tier = choice(input.tier, isTier, Messages.invalidTier);
  const dob = validateDob(input.dob, today);

  const errors: Record<string, string> = {};
  if (zip.isErr()) errors.zip = zip.error;
  if (gender.isErr()) errors.gender = gender.error;
  if (tier.isErr()) errors.tier = tier.error;
  if (dob.isErr()) errors.dob = dob.error;
  const categoryRequired = isCategoryRequired(options);
  const category = input.category?.trim() ?? '';
  if (categoryRequired && category === '') errors.category = Messages.fieldRequired;

  if (zip.isOk() && gender.isOk() && tier.isOk() && dob.isOk() && Object.keys(errors).length === 0) {
    const isSmoker = smokerOrDefault(input.isSmoker);
    return ok({
      zip: zip.value,
      gender: gender.value,
      tier: tier.value,
      dob: dob.value,
      isSmoker,
      ...(categoryRequired ? { category } : {}),
    });
  }
  return err(errors);
};
