import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMaskedValue, luhnValid, maskBankNumber, maskCardNumber, maskSsn, Messages, validateCard, validateEft } from '@benefit-store/domain';
import { calendarDate, invalidCard, invalidEft, luhnCardNumber, validCard, validEft } from '@benefit-store/domain/testing';

describe('billing properties', () => {
  it('every valid EFT passes; every EFT with one broken field fails on that field only', () => {
    fc.assert(fc.property(validEft(), (eft) => validateEft(eft).isOk()));
    fc.assert(
      fc.property(invalidEft(), ({ eft, field }) => {
        expect(Object.keys(validateEft(eft)._unsafeUnwrapErr())).toEqual([field]);
      }),
    );
  });

  it('every valid card passes; every card with one broken field fails on that field only', () => {
    fc.assert(fc.property(calendarDate().chain((today) => fc.tuple(fc.constant(today), validCard(today))), ([today, card]) => validateCard(card, today).isOk()));
    fc.assert(
      fc.property(
        calendarDate().chain((today) => fc.tuple(fc.constant(today), invalidCard(today))),
        ([today, { card, field }]) => {
          expect(Object.keys(validateCard(card, today)._unsafeUnwrapErr())).toEqual([field]);
        },
      ),
    );
  });

  it('changing any one digit of a Luhn-valid number breaks the check', () => {
    fc.assert(
      fc.property(luhnCardNumber(), fc.nat(), fc.integer({ min: 1, max: 9 }), (number, at, delta) => {
        expect(luhnValid(number)).toBe(true);
        const i = at % number.length;
        const changed = number.slice(0, i) + String((Number(number[i]) + delta) % 10) + number.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });

  it('a Luhn failure of the right length shows our own message, a wrong length the spec message', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), (digits) => {
        const today = { year: 2026, month: 1, day: 1 };
        const card = { first_name_on_cc: 'A', last_name_on_cc: 'B', card_number: digits, expiration_month: '12', expiration_year: '2027', security_code: '123', address1: 'a', city: 'c', state: 'TX', zip: '75001' };
        const message = validateCard(card, today).match(() => undefined, (e) => e.card_number);
        if (digits.length < 13 || digits.length > 25) expect(message).toBe(Messages.cardNumberLength);
        else expect(message).toBe(luhnValid(digits) ? undefined : Messages.cardNumberInvalid);
      }),
    );
  });

  it('masks keep only the last four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,25}$/), (n) => {
        expect(maskBankNumber(n)).toBe(`xxxxx${n.slice(-4)}`);
        expect(maskCardNumber(n)).toBe(`xxxxxx${n.slice(-4)}`);
        expect(maskSsn(n)).toBe(`xxx-xx-${n.slice(-4)}`);
        expect(isMaskedValue(maskCardNumber(n))).toBe(true);
        expect(isMaskedValue(n)).toBe(false);
      }),
    );
  });
});
