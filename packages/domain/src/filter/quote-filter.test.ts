import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { smokerOrDefault, validateDob, validateQuoteFilter } from './quote-filter.ts';

const today = { year: 2026, month: 11, day: 21 };
const valid = { zip: '75001', gender: '0', tier: 'IO', dob: '01/15/1985' };

describe('validateQuoteFilter', () => {
  it('accepts a complete filter and types every field', () => {
    const result = validateQuoteFilter(valid, today);
    expect(result._unsafeUnwrap()).toEqual({ zip: '75001', gender: '0', tier: 'IO', dob: { year: 1985, month: 1, day: 15 }, isSmoker: '0' });
  });

  it('reports every missing field at once with the spec wording', () => {
    const result = validateQuoteFilter({ zip: '', gender: '', tier: '', dob: '' }, today);
    expect(result._unsafeUnwrapErr()).toEqual({
      zip: Messages.fieldRequired,
      gender: Messages.fieldRequired,
      tier: Messages.fieldRequired,
      dob: Messages.fieldRequired,
    });
  });

  it.each(['7500', '750011', '7500a', ' 7 50'])('rejects zip %j as invalid', (zip) => {
    expect(validateQuoteFilter({ ...valid, zip }, today)._unsafeUnwrapErr()).toEqual({ zip: 'Invalid Zip code' });
  });

  it('rejects a tier that is not one of IO, IS, IC, IF', () => {
    expect(validateQuoteFilter({ ...valid, tier: 'IX' }, today)._unsafeUnwrapErr()).toEqual({ tier: Messages.invalidTier });
  });

  it('says a gender given but not one the form offers is invalid, not missing', () => {
    expect(validateQuoteFilter({ ...valid, gender: 'M' }, today)._unsafeUnwrapErr()).toEqual({ gender: Messages.invalidGender });
  });
});

describe('validateDob', () => {
  it('turns 18 by the 365.25-day year, not on the calendar birthday', () => {
    // 2008-11-21 to 2026-11-21 holds 4 leap days: 6574 days / 365.25 = 17.998, one day short
    expect(validateDob('11/20/2008', today).isOk()).toBe(true);
    expect(validateDob('11/21/2008', today)._unsafeUnwrapErr()).toBe('You must be 18 years to proceed');
  });

  it('refuses a date in the future and a day that does not exist', () => {
    expect(validateDob('11/22/2026', today)._unsafeUnwrapErr()).toBe(Messages.futureDate);
    expect(validateDob('02/30/1990', today)._unsafeUnwrapErr()).toBe(Messages.invalidDate);
    expect(validateDob('1/5/1990', today)._unsafeUnwrapErr()).toBe(Messages.invalidDate);
  });
});

describe('category and smoker', () => {
  it('requires a category only while a premier plan is selected or in the cart', () => {
    expect(validateQuoteFilter(valid, today).isOk()).toBe(true);
    expect(validateQuoteFilter(valid, today, { premierSelected: true })._unsafeUnwrapErr()).toEqual({ category: 'Field is required' });
    expect(validateQuoteFilter({ ...valid, category: ' ' }, today, { premierInCart: true })._unsafeUnwrapErr()).toEqual({ category: 'Field is required' });
    expect(validateQuoteFilter({ ...valid, category: 'medical' }, today, { premierInCart: true })._unsafeUnwrap().category).toBe('medical');
  });

  it('drops a category that is not asked for', () => {
    expect(validateQuoteFilter({ ...valid, category: 'medical' }, today)._unsafeUnwrap().category).toBeUndefined();
  });

  it('defaults tobacco usage to 0', () => {
    expect(validateQuoteFilter(valid, today)._unsafeUnwrap().isSmoker).toBe('0');
    expect(validateQuoteFilter({ ...valid, isSmoker: '1' }, today)._unsafeUnwrap().isSmoker).toBe('1');
    expect(smokerOrDefault(undefined)).toBe('0');
    expect(smokerOrDefault('yes')).toBe('0');
  });
});
