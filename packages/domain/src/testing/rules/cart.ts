import fc from 'fast-check';
import {
  cartTotals,
  EnrollTypes,
  formatMoney,
  hasPremierPlan,
  parseMoney,
  prudentialCartPairs,
  removableLines,
  removeLine,
  showsAdministrativeFeeNotice,
  validateCheckout,
  type CartLine,
} from '../../index.ts';
import { defineRule, must } from './rule.ts';

const area = 'cart';

const cartLine = (): fc.Arbitrary<CartLine> =>
  fc.record({
    planId: fc.stringMatching(/^\d{1,4}$/),
    pricingId: fc.stringMatching(/^\d{1,4}$/),
    name: fc.string({ maxLength: 8 }),
    price: fc.integer({ min: 0, max: 500_000 }),
    removable: fc.boolean(),
    planType: fc.constantFrom('', 'MM', 'XX'),
    prudential: fc.boolean(),
  });
const cart = () => fc.array(cartLine(), { maxLength: 10 });

export const cartRules = [
  defineRule({
    name: 'cart/totals-are-sums',
    area,
    statement: 'totals are sums of the line prices, and never lose a cent',
    arbitrary: cart,
    predicate: (lines) => {
      const totals = cartTotals(lines);
      must(totals.recurring).toBe(lines.reduce((s, l) => s + l.price, 0));
      must(totals.firstMonth).toBe(totals.recurring);
      const readBack: number | undefined = parseMoney(formatMoney(totals.recurring));
      must(readBack).toBe(totals.recurring);
    },
    evaluate: (lines) => cartTotals(lines),
  }),
  defineRule({
    name: 'cart/money-as-written',
    area,
    statement: 'an amount shows as en-US writes dollars ("-$1,234.56"), and reads back to its cents',
    arbitrary: () => fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
    predicate: (cents) => {
      const shown = formatMoney(cents);
      must(shown).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100));
      const readBack: number | undefined = parseMoney(shown.replace(/^-/, ''));
      must(readBack).toBe(Math.abs(cents));
    },
    evaluate: (cents) => formatMoney(cents),
  }),
  defineRule({
    name: 'cart/any-line-flags',
    area,
    statement: 'the premier flag and the 3% notice are "any line" rules',
    arbitrary: cart,
    predicate: (lines) => {
      must(hasPremierPlan(lines)).toBe(lines.some((l) => l.planType === 'MM'));
      must(showsAdministrativeFeeNotice(lines)).toBe(lines.some((l) => l.prudential === true));
    },
    evaluate: (lines) => ({ premier: hasPremierPlan(lines), administrativeFeeNotice: showsAdministrativeFeeNotice(lines) }),
  }),
  defineRule({
    name: 'cart/remove-line',
    area,
    statement: 'removing a line never removes a fixed line, and removes only the line named',
    arbitrary: () => fc.record({ lines: cart(), pick: fc.nat() }),
    predicate: ({ lines, pick }) => {
      fc.pre(lines.length > 0);
      const target = lines[pick % lines.length]!;
      const after = removeLine(lines, target.planId, target.pricingId);
      must(after.filter((l) => !l.removable)).toEqual(lines.filter((l) => !l.removable));
      must(after.some((l) => l.removable && l.planId === target.planId && l.pricingId === target.pricingId)).toBe(false);
      must(removableLines(after).length).toBeLessThanOrEqual(removableLines(lines).length);
    },
    evaluate: ({ lines, pick }) => {
      const target = lines[pick % Math.max(lines.length, 1)];
      return target ? removeLine(lines, target.planId, target.pricingId) : lines;
    },
  }),
  defineRule({
    name: 'cart/prudential-pair',
    area,
    statement: 'the prudential pair always ends with the plan; the membership is left out for existing members only',
    arbitrary: () => {
      const ref = fc.record({ planId: fc.string(), pricingId: fc.string() });
      return fc.record({ membership: ref, plan: ref, enrollType: fc.option(fc.constantFrom(...EnrollTypes), { nil: undefined }) }, { requiredKeys: ['membership', 'plan'] });
    },
    predicate: ({ membership, plan, enrollType }) => {
      const pairs = prudentialCartPairs(membership, plan, enrollType);
      must(pairs[pairs.length - 1]).toEqual(plan);
      must(pairs.length).toBe(enrollType === 'existing-member' ? 1 : 2);
    },
    evaluate: ({ membership, plan, enrollType }) => prudentialCartPairs(membership, plan, enrollType),
  }),
  defineRule({
    name: 'cart/checkout-needs-items-and-date',
    area,
    statement: 'checkout succeeds exactly with items and a chosen effective date',
    arbitrary: () => fc.record({ lines: cart(), effectiveDate: fc.constantFrom('', ' ', '12/01/2026') }),
    predicate: ({ lines, effectiveDate }) => must(validateCheckout({ lines, effectiveDate, type: 'rep' }).isOk()).toBe(lines.length > 0 && effectiveDate.trim() !== ''),
    evaluate: ({ lines, effectiveDate }) => validateCheckout({ lines, effectiveDate, type: 'rep' }),
  }),
];
