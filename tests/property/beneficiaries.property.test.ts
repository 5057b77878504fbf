import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddBeneficiary,
  canContinueBeneficiaries,
  maskPercentage,
  Messages,
  totalNote,
  validateBeneficiary,
  validateBeneficiaryList,
} from '@benefit-store/domain';
import { calendarDate, invalidBeneficiarySet, validBeneficiarySet } from '@benefit-store/domain/testing';

const withToday = <T>(make: (today: { year: number; month: number; day: number }) => fc.Arbitrary<T>) =>
  calendarDate().chain((today) => fc.tuple(fc.constant(today), make(today)));

describe('beneficiary properties', () => {
  it('every valid set passes one by one and as a list, and allows continuing', () => {
    fc.assert(
      fc.property(withToday(validBeneficiarySet), ([today, list]) => {
        const parsed = list.map((b) => validateBeneficiary(b, today)._unsafeUnwrap());
        expect(validateBeneficiaryList(parsed).isOk()).toBe(true);
        expect(canContinueBeneficiaries(parsed)).toBe(true);
        expect(canAddBeneficiary(parsed)).toBe(false);
      }),
    );
  });

  it('every invalid set is refused with the message for its kind', () => {
    fc.assert(
      fc.property(withToday(invalidBeneficiarySet), ([today, { kind, list }]) => {
        const parsed = list.map((b) => validateBeneficiary(b, today)._unsafeUnwrap());
        const total = parsed.reduce((s, b) => s + b.percentage, 0);
        const expected = {
          empty: Messages.addBeneficiariesFirst,
          'too-many': Messages.maxBeneficiaries,
          over: Messages.beneficiaryTotalOver(total),
          under: Messages.beneficiaryTotalUnder(total),
        };
        expect(validateBeneficiaryList(parsed)._unsafeUnwrapErr()).toBe(expected[kind]);
        expect(canContinueBeneficiaries(parsed)).toBe(false);
      }),
    );
  });

  it('the total note is green exactly at 100 and always names the total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }), (ps) => {
        const note = totalNote(ps.map((percentage) => ({ percentage })));
        const total = ps.reduce((a, b) => a + b, 0);
        expect(note.tone === 'ok').toBe(total === 100);
        if (note.tone !== 'ok') expect(note.message).toContain(`is ${total} and`);
      }),
    );
  });

  it('the percentage mask keeps at most three digits', () => {
    fc.assert(fc.property(fc.string(), (typed) => /^\d{0,3}$/.test(maskPercentage(typed)) && maskPercentage(maskPercentage(typed)) === maskPercentage(typed)));
  });
});
