import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, parseUsDate, validateQuoteFilter, Messages } from '@benefit-store/domain';
import { adultDob, calendarDate, minorDob, validFilterInput } from '@benefit-store/domain/testing';

describe('quote filter properties', () => {
  it('accepts every complete filter of an adult, whatever today is', () => {
    fc.assert(
      fc.property(
        calendarDate().chain((today) => fc.tuple(fc.constant(today), validFilterInput(today))),
        ([today, input]) => validateQuoteFilter(input, today).isOk(),
      ),
    );
  });

  it('refuses every minor with the minimum-age message and no other field error', () => {
    fc.assert(
      fc.property(
        calendarDate().chain((today) => fc.tuple(fc.constant(today), minorDob(today))),
        ([today, dob]) => {
          const errors = validateQuoteFilter({ zip: '75001', gender: '1', tier: 'IS', dob }, today)._unsafeUnwrapErr();
          expect(errors).toEqual({ dob: Messages.minimumAge });
        },
      ),
    );
  });

  it('ages never go down as today moves forward', () => {
    fc.assert(
      fc.property(calendarDate(), adultDob({ year: 2000, month: 1, day: 1 }), fc.integer({ min: 0, max: 5000 }), (today, dobText, later) => {
        const dob = parseUsDate(dobText)._unsafeUnwrap();
        const next = new Date(Date.UTC(today.year, today.month - 1, today.day + later));
        const tomorrow = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
        expect(ageOn(dob, tomorrow)).toBeGreaterThanOrEqual(ageOn(dob, today));
      }),
    );
  });
});
