import { type Result } from 'neverthrow';
import type { FieldErrors } from '../errors.ts';
import { finish, isBlank } from '../form.ts';
import { Messages } from '../messages.ts';
import { smokerOrDefault, type Smoker } from './quote-filter.ts';

/**
 * The quote's extra answers (doc 001 sections 2.2 and 2.3): annual income and working hours (the Annual
 * Income modal and the filter form), and the tobacco answer (the Tobacco Usage modal, default No = 0).
 * Field keys are the wire's: `annual_incode` (sic), `working_hours`, `is_smoker`.
 */
export interface QuoteDetailsInput {
  readonly annualIncome?: string;
  readonly workingHours?: string;
  /** '1' yes, '0' no; given only when the shopper answered 'Do you smoke?'. */
  readonly isSmoker?: string;
}

/** What reaches the server: only the answers given, as plain whole numbers. */
export interface QuoteDetails {
  readonly annualIncome?: string;
  readonly workingHours?: string;
  readonly isSmoker?: Smoker;
}

/** Which of the two Annual Income fields the shopper must fill (the banner that opened the modal). */
export interface QuoteDetailsAsks {
  readonly annualIncome?: boolean;
  readonly workingHours?: boolean;
}

/** A year's income above this is a typing slip, not an income (our own bound). */
export const MAX_ANNUAL_INCOME = 100_000_000;
/** Hours in a week. */
export const MAX_WORKING_HOURS = 168;

/** '45,000' and '$45000' read as 45000; anything but a whole number is undefined. */
export const readWholeNumber = (raw: string): number | undefined => {
  const text = raw.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d{1,12}$/.test(text) ? Number(text) : undefined;
};

const checkNumber = (errors: Record<string, string>, field: string, raw: string | undefined, required: boolean, max: number): string | undefined => {
  if (raw === undefined || isBlank(raw)) {
    if (required) errors[field] = Messages.fieldRequired;
    return undefined;
  }
  const n = readWholeNumber(raw);
  if (n === undefined || n > max || (field === 'working_hours' && n === 0)) {
    errors[field] = field === 'working_hours' ? Messages.invalidWorkingHours : Messages.invalidAnnualIncome;
    return undefined;
  }
  return String(n);
};

/**
 * Checks the answers given: a field the modal asks for is required, any field given must be a whole number
 * (income up to {@link MAX_ANNUAL_INCOME} dollars a year, hours 1 to 168 a week). The tobacco answer is
 * passed on only when given, as '1' or '0'.
 */
export const validateQuoteDetails = (input: QuoteDetailsInput, asks: QuoteDetailsAsks = {}): Result<QuoteDetails, FieldErrors> => {
  const errors: Record<string, string> = {};
  const annualIncome = checkNumber(errors, 'annual_incode', input.annualIncome, asks.annualIncome === true, MAX_ANNUAL_INCOME);
  const workingHours = checkNumber(errors, 'working_hours', input.workingHours, asks.workingHours === true, MAX_WORKING_HOURS);
  const answered = input.isSmoker === '0' || input.isSmoker === '1';
  return finish(errors, () => ({
    ...(annualIncome !== undefined ? { annualIncome } : {}),
    ...(workingHours !== undefined ? { workingHours } : {}),
    ...(answered ? { isSmoker: smokerOrDefault(input.isSmoker) } : {}),
  }));
};

/** Whether anything is left to send. */
export const hasQuoteDetails = (details: QuoteDetails): boolean =>
  details.annualIncome !== undefined || details.workingHours !== undefined || details.isSmoker !== undefined;
