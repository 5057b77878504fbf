import fc from 'fast-check';
import {
  addDays,
  ageOn,
  childrenOptions,
  dropEmpty,
  formatUsDate,
  Messages,
  needsChildren,
  needsSpouseDob,
  parseUsDate,
  validateDependentsDialog,
  validateDob,
  validateQuoteFilter,
} from '../../index.ts';
import { adultDob, calendarDate, invalidDob, invalidFilterInput, minorDob, tier, validFilterInput } from '../arbitraries.ts';
import { defineRule, must } from './rule.ts';

const area = 'quote-filter';

export const quoteFilterRules = [
  defineRule({
    name: 'quote-filter/accepts-adults',
    area,
    statement: 'accepts every complete filter of an adult, whatever today is',
    arbitrary: () => calendarDate().chain((today) => fc.record({ today: fc.constant(today), input: validFilterInput(today) })),
    predicate: ({ today, input }) => validateQuoteFilter(input, today).isOk(),
    evaluate: ({ today, input }) => validateQuoteFilter(input, today),
  }),
  defineRule({
    name: 'quote-filter/refuses-minors',
    area,
    statement: 'refuses every minor with the minimum-age message and no other field error',
    arbitrary: () => calendarDate().chain((today) => fc.record({ today: fc.constant(today), dob: minorDob(today) })),
    predicate: ({ today, dob }) => must(validateQuoteFilter({ zip: '75001', gender: '1', tier: 'IS', dob }, today)._unsafeUnwrapErr()).toEqual({ dob: Messages.minimumAge }),
    evaluate: ({ today, dob }) => validateQuoteFilter({ zip: '75001', gender: '1', tier: 'IS', dob }, today),
  }),
  defineRule({
    name: 'quote-filter/ages-never-go-down',
    area,
    statement: 'ages never go down as today moves forward',
    arbitrary: () => fc.record({ today: calendarDate(), dob: adultDob({ year: 2000, month: 1, day: 1 }), later: fc.integer({ min: 0, max: 5000 }) }),
    predicate: ({ today, dob: dobText, later }) => {
      const dob = parseUsDate(dobText)._unsafeUnwrap();
      must(ageOn(dob, addDays(today, later))).toBeGreaterThanOrEqual(ageOn(dob, today));
    },
    evaluate: ({ today, dob, later }) => parseUsDate(dob).map((d) => ({ ageToday: ageOn(d, today), ageLater: ageOn(d, addDays(today, later)) })),
  }),
  defineRule({
    name: 'quote-filter/one-broken-field',
    area,
    statement: 'reports exactly the broken field of a filter with one broken field',
    arbitrary: () => calendarDate().chain((today) => invalidFilterInput(today).map(({ input, field }) => ({ today, input, field }))),
    predicate: ({ today, input, field }) => must(Object.keys(validateQuoteFilter(input, today)._unsafeUnwrapErr())).toEqual([field]),
    evaluate: ({ today, input }) => validateQuoteFilter(input, today),
  }),
  defineRule({
    name: 'quote-filter/invalid-dob-message',
    area,
    statement: 'refuses every invalid DOB with the message for its kind',
    arbitrary: () => calendarDate().chain((today) => invalidDob(today).map(({ kind, dob }) => ({ today, kind, dob }))),
    predicate: ({ today, kind, dob }) => {
      const expected = { minor: Messages.minimumAge, future: Messages.futureDate, malformed: Messages.invalidDate, empty: Messages.fieldRequired };
      must(validateDob(dob, today)._unsafeUnwrapErr()).toBe(expected[kind]);
    },
    evaluate: ({ today, dob }) => validateDob(dob, today),
  }),
  defineRule({
    name: 'quote-filter/dependents-dialog-fields',
    area,
    statement: 'asks the dependents dialog for exactly the fields the tier needs',
    arbitrary: () => fc.record({ today: calendarDate(), tier: tier() }),
    predicate: ({ today, tier: t }) => {
      const errors = validateDependentsDialog({ tier: t, spouseDob: '', children: '' }, today).match(
        () => [],
        (e) => Object.keys(e),
      );
      must(errors).toEqual([...(needsSpouseDob(t) ? ['dep_dob'] : []), ...(needsChildren(t) ? ['no_of_children'] : [])]);
      for (const n of childrenOptions(t)) {
        must(validateDependentsDialog({ tier: t, spouseDob: formatUsDate(addDays(today, -1)), children: String(n) }, today).isOk()).toBe(true);
      }
    },
    evaluate: ({ today, tier: t }) => validateDependentsDialog({ tier: t, spouseDob: '', children: '' }, today),
  }),
  defineRule({
    name: 'quote-filter/drops-empty-values',
    area,
    statement: 'drops exactly the empty values from an update payload',
    arbitrary: () => fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.oneof(fc.string(), fc.constant(null), fc.integer())),
    predicate: (payload) => {
      const out = dropEmpty(payload);
      for (const [k, v] of Object.entries(payload)) {
        if (v === '' || v === null || v === undefined) must(k in out).toBe(false);
        else must(out[k]).toBe(v);
      }
    },
    evaluate: (payload) => dropEmpty(payload),
  }),
];
