import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  formatUsDate,
  childrenOptions,
  dropEmpty,
  Messages,
  needsChildren,
  needsSpouseDob,
  parseUsDate,
  validateDependentsDialog,
  validateDob,
  validateQuoteFilter,
} from '@benefit-store/domain';
import { adultDob, calendarDate, invalidDob, invalidFilterInput, minorDob, tier, validFilterInput } from '@benefit-store/domain/testing';

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

describe('invalid filters and the dependents dialog', () => {
  it('reports exactly the broken field of a filter with one broken field', () => {
    fc.assert(
      fc.property(
        calendarDate().chain((today) => fc.tuple(fc.constant(today), invalidFilterInput(today))),
        ([today, { input, field }]) => {
          const errors = validateQuoteFilter(input, today)._unsafeUnwrapErr();
          expect(Object.keys(errors)).toEqual([field]);
        },
      ),
    );
  });

  it('refuses every invalid DOB with the message for its kind', () => {
    fc.assert(
      fc.property(
        calendarDate().chain((today) => fc.tuple(fc.constant(today), invalidDob(today))),
        ([today, { kind, dob }]) => {
          const expected = { minor: Messages.minimumAge, future: Messages.futureDate, malformed: Messages.invalidDate, empty: Messages.fieldRequired };
          expect(validateDob(dob, today)._unsafeUnwrapErr()).toBe(expected[kind]);
        },
      ),
    );
  });

  it('asks the dialog for exactly the fields the tier needs', () => {
    fc.assert(
      fc.property(calendarDate(), tier(), (today, t) => {
        const errors = validateDependentsDialog({ tier: t, spouseDob: '', children: '' }, today).match(
          () => [],
          (e) => Object.keys(e),
        );
        expect(errors).toEqual([...(needsSpouseDob(t) ? ['dep_dob'] : []), ...(needsChildren(t) ? ['no_of_children'] : [])]);
        for (const n of childrenOptions(t)) {
          expect(validateDependentsDialog({ tier: t, spouseDob: formatUsDate(addDays(today, -1)), children: String(n) }, today).isOk()).toBe(true);
        }
      }),
    );
  });

  it('drops exactly the empty values from an update payload', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.integer())), (payload) => {
        const out = dropEmpty(payload);
        for (const [k, v] of Object.entries(payload)) {
          if (v === '' || v === null || v === undefined) expect(k in out).toBe(false);
          else expect(out[k]).toBe(v);
        }
      }),
    );
  });
});
