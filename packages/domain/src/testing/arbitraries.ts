import fc from 'fast-check';
import { addYears, formatUsDate, type CalendarDate } from '../dates.ts';
import { Tiers } from '../tier.ts';

/** Any real calendar day between 1900 and 2100. */
export const calendarDate = (): fc.Arbitrary<CalendarDate> =>
  fc
    .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
    .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

const dayOffset = (d: CalendarDate, days: number): CalendarDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/** A birth date, as typed, of someone at least 18 on `today` (and at most 100). */
export const adultDob = (today: CalendarDate): fc.Arbitrary<string> =>
  fc.integer({ min: 1, max: 82 * 365 }).map((days) => formatUsDate(dayOffset(addYears(today, -18), -days)));

/** A birth date, as typed, of someone not yet 18 on `today` (born on or before today). */
export const minorDob = (today: CalendarDate): fc.Arbitrary<string> =>
  fc.integer({ min: 0, max: 18 * 365 - 5 }).map((days) => formatUsDate(dayOffset(today, -days)));

export const zipCode = (): fc.Arbitrary<string> => fc.stringMatching(/^\d{5}$/);
export const tier = () => fc.constantFrom(...Tiers);
export const gender = () => fc.constantFrom('0', '1');

/** A complete, valid filter form for `today`. */
export const validFilterInput = (today: CalendarDate) =>
  fc.record({ zip: zipCode(), gender: gender(), tier: tier(), dob: adultDob(today) });
