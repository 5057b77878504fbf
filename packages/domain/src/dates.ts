import { err, ok, type Result } from 'neverthrow';
import { Messages } from './messages.ts';

/** A day on the calendar, free of time zones. "Today" always reaches the domain as one of these. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

const DAY_MS = 86_400_000;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const build = (year: number, month: number, day: number): CalendarDate | undefined =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && year >= 1000
    ? { year, month, day }
    : undefined;

/** Parses the spec's MM/DD/YYYY; 02/30/2000 and the like are rejected rather than rolled over. */
export const parseUsDate = (text: string): Result<CalendarDate, string> => {
  const match = US_DATE.exec(text.trim());
  const date = match ? build(Number(match[3]), Number(match[1]), Number(match[2])) : undefined;
  return date ? ok(date) : err(Messages.invalidDate);
};

export const parseIsoDate = (text: string): Result<CalendarDate, string> => {
  const match = ISO_DATE.exec(text.trim());
  const date = match ? build(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
  return date ? ok(date) : err(Messages.invalidDate);
};

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

declare const usDateBrand: unique symbol;
/** A real calendar day written as the spec writes dates: MM/DD/YYYY. */
export type UsDate = string & { readonly [usDateBrand]: true };

export const formatUsDate = (d: CalendarDate): string => `${pad(d.month, 2)}/${pad(d.day, 2)}/${pad(d.year, 4)}`;

/** MM/DD/YYYY of a day that exists (02/30/2000 does not). */
export const isUsDate = (text: string): text is UsDate => parseUsDate(text).isOk() && text === text.trim();

/** Text typed in MM/DD/YYYY, parsed once to a UsDate. */
export const parseUsDateText = (text: string): Result<UsDate, string> => {
  const value = text.trim();
  return isUsDate(value) ? ok(value) : err(Messages.invalidDate);
};
export const formatIsoDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;

/** The calendar date a JavaScript Date falls on in UTC; adapters use it to turn their clock into "today". */
export const calendarDateOf = (instant: Date): CalendarDate => ({
  year: instant.getUTCFullYear(),
  month: instant.getUTCMonth() + 1,
  day: instant.getUTCDate(),
});

const epochDay = (d: CalendarDate): number => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

export const compareDates = (a: CalendarDate, b: CalendarDate): number => epochDay(a) - epochDay(b);
export const isAfter = (a: CalendarDate, b: CalendarDate): boolean => compareDates(a, b) > 0;

/** Whole years between a birth date and today, counting a year as 365.25 days, as the spec prescribes. */
export const ageOn = (dob: CalendarDate, today: CalendarDate): number =>
  Math.floor((epochDay(today) - epochDay(dob)) / 365.25);

export const addYears = (d: CalendarDate, years: number): CalendarDate => {
  const year = d.year + years;
  return { year, month: d.month, day: Math.min(d.day, daysInMonth(year, d.month)) };
};

export const isBefore = (a: CalendarDate, b: CalendarDate): boolean => compareDates(a, b) < 0;

/** The day `days` after (or before, when negative) `d`, rolling over months and years. */
export const addDays = (d: CalendarDate, days: number): CalendarDate => calendarDateOf(new Date(Date.UTC(d.year, d.month - 1, d.day + days)));

/** Parses an MM/DD/YYYY date that must lie strictly before today (dependent birthdates, spouse DOB). */
export const parsePastDate = (text: string, today: CalendarDate): Result<CalendarDate, string> =>
  parseUsDate(text).andThen((d) => (isBefore(d, today) ? ok(d) : err(Messages.dateNotInPast)));

/** Parses an MM/DD/YYYY date that may be today but not later (beneficiary birth dates). */
export const parseNotFutureDate = (text: string, today: CalendarDate): Result<CalendarDate, string> =>
  parseUsDate(text).andThen((d) => (isAfter(d, today) ? err(Messages.futureDate) : ok(d)));
