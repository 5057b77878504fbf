import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { hasQuoteDetails, readWholeNumber, validateQuoteDetails } from './quote-details.ts';

describe('the quote details: annual income, working hours, tobacco', () => {
  it('requires what the banner asks for, and only that', () => {
    expect(validateQuoteDetails({ annualIncome: ' ' }, { annualIncome: true })._unsafeUnwrapErr()).toEqual({ annual_incode: Messages.fieldRequired });
    expect(validateQuoteDetails({ annualIncome: '', workingHours: '' }, { workingHours: true })._unsafeUnwrapErr()).toEqual({ working_hours: Messages.fieldRequired });
    expect(validateQuoteDetails({ annualIncome: '', workingHours: '' })._unsafeUnwrap()).toEqual({});
  });

  it('takes whole numbers, with dollar signs and thousands commas, within sensible bounds', () => {
    expect(validateQuoteDetails({ annualIncome: '$45,000', workingHours: '40' })._unsafeUnwrap()).toEqual({ annualIncome: '45000', workingHours: '40' });
    expect(validateQuoteDetails({ annualIncome: '45000.50', workingHours: '169' })._unsafeUnwrapErr()).toEqual({
      annual_incode: Messages.invalidAnnualIncome,
      working_hours: Messages.invalidWorkingHours,
    });
    expect(validateQuoteDetails({ workingHours: '0' })._unsafeUnwrapErr()).toEqual({ working_hours: Messages.invalidWorkingHours });
    expect(readWholeNumber('1,234')).toBe(1234);
    expect(readWholeNumber('abc')).toBeUndefined();
  });

  it('passes the tobacco answer on only when given', () => {
    expect(validateQuoteDetails({ isSmoker: '1' })._unsafeUnwrap()).toEqual({ isSmoker: '1' });
    expect(validateQuoteDetails({ isSmoker: '0' })._unsafeUnwrap()).toEqual({ isSmoker: '0' });
    expect(validateQuoteDetails({ isSmoker: '' })._unsafeUnwrap()).toEqual({});
    expect(hasQuoteDetails({})).toBe(false);
    expect(hasQuoteDetails({ isSmoker: '0' })).toBe(true);
  });
});
