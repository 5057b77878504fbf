import fc from 'fast-check';
import { isMaskedValue, luhnValid, maskBankNumber, maskCardNumber, maskSsn, Messages, validateCard, validateEft } from '../../index.ts';
import { calendarDate } from '../arbitraries.ts';
import { invalidCard, invalidEft, luhnCardNumber, validCard, validEft } from '../wizard-arbitraries.ts';
import { defineRule, must } from './rule.ts';

const area = 'billing';

export const billingRules = [
  defineRule({
    name: 'billing/valid-eft-passes',
    area,
    statement: 'every valid EFT passes',
    arbitrary: validEft,
    predicate: (eft) => validateEft(eft).isOk(),
    evaluate: (eft) => validateEft(eft),
  }),
  defineRule({
    name: 'billing/eft-one-broken-field',
    area,
    statement: 'every EFT with one broken field fails on that field only',
    arbitrary: invalidEft,
    predicate: ({ eft, field }) => must(Object.keys(validateEft(eft)._unsafeUnwrapErr())).toEqual([field]),
    evaluate: ({ eft }) => validateEft(eft),
  }),
  defineRule({
    name: 'billing/valid-card-passes',
    area,
    statement: 'every valid card passes',
    arbitrary: () => calendarDate().chain((today) => fc.record({ today: fc.constant(today), card: validCard(today) })),
    predicate: ({ today, card }) => validateCard(card, today).isOk(),
    evaluate: ({ today, card }) => validateCard(card, today),
  }),
  defineRule({
    name: 'billing/card-one-broken-field',
    area,
    statement: 'every card with one broken field fails on that field only',
    arbitrary: () => calendarDate().chain((today) => invalidCard(today).map(({ card, field }) => ({ today, card, field }))),
    predicate: ({ today, card, field }) => must(Object.keys(validateCard(card, today)._unsafeUnwrapErr())).toEqual([field]),
    evaluate: ({ today, card }) => validateCard(card, today),
  }),
  defineRule({
    name: 'billing/luhn-detects-one-digit',
    area,
    statement: 'changing any one digit of a Luhn-valid number breaks the check',
    arbitrary: () => fc.record({ number: luhnCardNumber(), at: fc.nat(), delta: fc.integer({ min: 1, max: 9 }) }),
    predicate: ({ number, at, delta }) => {
      must(luhnValid(number)).toBe(true);
      const i = at % number.length;
      const changed = number.slice(0, i) + String((Number(number[i]) + delta) % 10) + number.slice(i + 1);
      must(luhnValid(changed)).toBe(false);
    },
    evaluate: ({ number }) => luhnValid(number),
  }),
  defineRule({
    name: 'billing/card-number-messages',
    area,
    statement: 'a Luhn failure of the right length shows our own message, a wrong length the spec message',
    arbitrary: () => fc.stringMatching(/^\d{1,30}$/),
    predicate: (digits) => {
      const message = validateCard(cardWith(digits), { year: 2026, month: 1, day: 1 }).match(() => undefined, (e) => e.card_number);
      if (digits.length < 13 || digits.length > 25) must(message).toBe(Messages.cardNumberLength);
      else must(message).toBe(luhnValid(digits) ? undefined : Messages.cardNumberInvalid);
    },
    evaluate: (digits) => validateCard(cardWith(digits), { year: 2026, month: 1, day: 1 }),
  }),
  defineRule({
    name: 'billing/masks-keep-last-four',
    area,
    statement: 'masks keep only the last four digits',
    arbitrary: () => fc.stringMatching(/^\d{4,25}$/),
    predicate: (n) => {
      must(maskBankNumber(n)).toBe(`xxxxx${n.slice(-4)}`);
      must(maskCardNumber(n)).toBe(`xxxxxx${n.slice(-4)}`);
      must(maskSsn(n)).toBe(`xxx-xx-${n.slice(-4)}`);
      must(isMaskedValue(maskCardNumber(n))).toBe(true);
      must(isMaskedValue(n)).toBe(false);
    },
    evaluate: (n) => ({ bank: maskBankNumber(n), card: maskCardNumber(n), ssn: maskSsn(n) }),
  }),
];

const cardWith = (card_number: string) => ({
  first_name_on_cc: 'A',
  last_name_on_cc: 'B',
  card_number,
  expiration_month: '12',
  expiration_year: '2027',
  security_code: '123',
  address1: 'a',
  city: 'c',
  state: 'TX',
  zip: '75001',
});
