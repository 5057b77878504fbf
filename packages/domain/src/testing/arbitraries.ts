import fc from 'fast-check';
import { formatUsDate, type CalendarDate } from '../dates.ts';
import { Tiers } from '../tier.ts';
import { once } from './once.ts';

/** Any real calendar day between 1900 and 2100. */
export const calendarDate = (): fc.Arbitrary<CalendarDate> =>
  fc
    .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
    .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

const dayOffset = (d: CalendarDate, days: number): CalendarDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/**
 * A birth date, as typed, of someone at least 18 on `today` (and at most 100). Age counts years of 365.25
 * days (the spec's rule), so "18 calendar years and a day" is not always enough: across 1900, which was no
 * leap year, it is 6574 days, age 17. `rules check --runs 1000` found that; the shortest adult age is 6575 days.
 */
export const adultDob = (today: CalendarDate): fc.Arbitrary<string> =>
  fc.integer({ min: 0, max: 82 * 365 }).map((days) => formatUsDate(dayOffset(today, -(Math.ceil(18 * 365.25) + days))));

/** A birth date, as typed, of someone not yet 18 on `today` (born on or before today). */
export const minorDob = (today: CalendarDate): fc.Arbitrary<string> =>
  fc.integer({ min: 0, max: 18 * 365 - 5 }).map((days) => formatUsDate(dayOffset(today, -days)));

export const zipCode: () => fc.Arbitrary<string> = once(() => fc.stringMatching(/^\d{5}$/));
export const tier = () => fc.constantFrom(...Tiers);
export const gender = () => fc.constantFrom('0', '1');

/** A complete, valid filter form for `today`. */
export const validFilterInput = (today: CalendarDate) =>
  fc.record({ zip: zipCode(), gender: gender(), tier: tier(), dob: adultDob(today) });

/** A birth date, as typed, after `today` (1 day to 10 years ahead). */
export const futureDob = (today: CalendarDate): fc.Arbitrary<string> =>
  fc.integer({ min: 1, max: 3653 }).map((days) => formatUsDate(dayOffset(today, days)));

/** Text that is not a real MM/DD/YYYY day: wrong shape, month 13, day 32, Feb 30, letters. */
export const malformedDob: () => fc.Arbitrary<string> = once(() =>
  fc.oneof(
    fc.constantFrom('13/01/1990', '00/10/1990', '01/32/1990', '02/30/1990', '02/29/2001', '1/5/1990', '01-05-1990', 'ab/cd/efgh', '01/05/90'),
    fc.stringMatching(/^[0-9/]{0,9}$/).filter((s) => !/^\d{2}\/\d{2}\/\d{4}$/.test(s) && s.trim() !== ''),
  ),
);

export type InvalidDobKind = 'minor' | 'future' | 'malformed' | 'empty';
/** Any DOB the filter must refuse, tagged with why. */
export const invalidDob = (today: CalendarDate): fc.Arbitrary<{ readonly kind: InvalidDobKind; readonly dob: string }> =>
  fc.oneof(
    minorDob(today).map((dob) => ({ kind: 'minor' as const, dob })),
    futureDob(today).map((dob) => ({ kind: 'future' as const, dob })),
    malformedDob().map((dob) => ({ kind: 'malformed' as const, dob })),
    fc.constantFrom('', '  ').map((dob) => ({ kind: 'empty' as const, dob })),
  );

/** A filter with exactly one broken field, and the name of that field. */
export const invalidFilterInput = (today: CalendarDate) => {
  const broken: Record<string, fc.Arbitrary<string>> = {
    zip: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,4}$/), fc.stringMatching(/^\d{6,8}$/), fc.constant('7500a')),
    gender: fc.constantFrom('', '2', 'M', 'female'),
    tier: fc.constantFrom('', 'IX', 'io', 'IC3'),
    dob: invalidDob(today).map((d) => d.dob),
  };
  return fc
    .tuple(validFilterInput(today), fc.constantFrom('zip', 'gender', 'tier', 'dob'))
    .chain(([input, field]) => (broken[field] as fc.Arbitrary<string>).map((value) => ({ input: { ...input, [field]: value }, field })));
};
