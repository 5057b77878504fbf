import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  formatMoney,
  hasPremierPlan,
  parseMoney,
  prudentialCartPairs,
  removableLines,
  removeLine,
  showsAdministrativeFeeNotice,
  validateCheckout,
  EnrollTypes,
  type CartLine,
} from '@benefit-store/domain';

const cartLine: fc.Arbitrary<CartLine> = fc.record({
  planId: fc.stringMatching(/^\d{1,4}$/),
  pricingId: fc.stringMatching(/^\d{1,4}$/),
  name: fc.string({ maxLength: 8 }),
  price: fc.integer({ min: 0, max: 500_000 }),
  removable: fc.boolean(),
  planType: fc.constantFrom('', 'MM', 'XX'),
  prudential: fc.boolean(),
});
const cart = fc.array(cartLine, { maxLength: 10 });

describe('cart properties', () => {
  it('totals are sums of the line prices, and never lose a cent', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const totals = cartTotals(lines);
        expect(totals.recurring).toBe(lines.reduce((s, l) => s + l.price, 0));
        expect(totals.firstMonth).toBe(totals.recurring); // no one-time prices here
        expect(parseMoney(formatMoney(totals.recurring))).toBe(totals.recurring);
      }),
    );
  });

  it('the premier flag and the 3% notice are "any line" rules', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        expect(hasPremierPlan(lines)).toBe(lines.some((l) => l.planType === 'MM'));
        expect(showsAdministrativeFeeNotice(lines)).toBe(lines.some((l) => l.prudential === true));
      }),
    );
  });

  it('removing a line never removes a fixed line, and removes only the line named', () => {
    fc.assert(
      fc.property(cart, fc.nat(), (lines, pick) => {
        fc.pre(lines.length > 0);
        const target = lines[pick % lines.length] as CartLine;
        const after = removeLine(lines, target.planId, target.pricingId);
        expect(after.filter((l) => !l.removable)).toEqual(lines.filter((l) => !l.removable));
        expect(after.some((l) => l.removable && l.planId === target.planId && l.pricingId === target.pricingId)).toBe(false);
        expect(removableLines(after).length).toBeLessThanOrEqual(removableLines(lines).length);
      }),
    );
  });

  it('the prudential pair always ends with the plan; the membership is left out for existing members only', () => {
    const ref = fc.record({ planId: fc.string(), pricingId: fc.string() });
    fc.assert(
      fc.property(ref, ref, fc.option(fc.constantFrom(...EnrollTypes), { nil: undefined }), (membership, plan, enrollType) => {
        const pairs = prudentialCartPairs(membership, plan, enrollType);
        expect(pairs[pairs.length - 1]).toEqual(plan);
        expect(pairs.length).toBe(enrollType === 'existing-member' ? 1 : 2);
      }),
    );
  });

  it('checkout succeeds exactly with items and a chosen effective date', () => {
    fc.assert(
      fc.property(cart, fc.constantFrom('', ' ', '12/01/2026'), (lines, effectiveDate) => {
        const result = validateCheckout({ lines, effectiveDate, type: 'rep' });
        expect(result.isOk()).toBe(lines.length > 0 && effectiveDate.trim() !== '');
      }),
    );
  });
});
