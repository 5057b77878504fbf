import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { formatDollars, formatMoney, parseMoney } from '../money.ts';
import {
  cartNoticeText,
  cartTotals,
  checkoutSteps,
  emptyCartNotice,
  fixedLines,
  hasPremierPlan,
  MEMBERSHIP_FEE,
  mergeCartNotices,
  prudentialCartPairs,
  removableLines,
  removeLine,
  showsAdministrativeFeeNotice,
  validateCheckout,
  type CartLine,
  type CartNotice,
} from './cart.ts';

const line = (planId: string, price: number, extra: Partial<CartLine> = {}): CartLine => ({
  planId,
  pricingId: `p${planId}`,
  name: planId,
  price,
  removable: true,
  planType: '',
  ...extra,
});

describe('cart totals and money', () => {
  it('sums first month (one-time prices included) and recurring prices in cents', () => {
    const lines = [line('a', 1999), line('b', 500, { firstMonthPrice: 2500 }), line('c', 1)];
    expect(cartTotals(lines)).toEqual({ firstMonth: 4500, recurring: 2500, total: 4500 });
    expect(cartTotals([])).toEqual({ firstMonth: 0, recurring: 0, total: 0 });
  });

  it('formats and parses dollars', () => {
    expect(formatMoney(MEMBERSHIP_FEE)).toBe('$5.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney(19.99)).toBe(1999);
    expect(parseMoney('$1,000')).toBe(100000);
    expect(parseMoney('1.234')).toBeUndefined();
    expect(parseMoney('abc')).toBeUndefined();
  });
});

describe('cart lines', () => {
  it('flags a premier plan when any line is of type MM', () => {
    expect(hasPremierPlan([line('a', 1), line('b', 1, { planType: 'MM' })])).toBe(true);
    expect(hasPremierPlan([line('a', 1)])).toBe(false);
    expect(hasPremierPlan([])).toBe(false);
  });

  it('splits removable and fixed lines and never removes a fixed one', () => {
    const lines = [line('a', 1), line('m', 500, { removable: false })];
    expect(removableLines(lines).map((l) => l.planId)).toEqual(['a']);
    expect(fixedLines(lines).map((l) => l.planId)).toEqual(['m']);
    expect(removeLine(lines, 'a', 'pa').map((l) => l.planId)).toEqual(['m']);
    expect(removeLine(lines, 'm', 'pm')).toEqual(lines);
    expect(removeLine(lines, 'a', 'other')).toEqual(lines);
  });

  it('shows the 3% notice only with a partner plan, and the empty text only when empty', () => {
    expect(showsAdministrativeFeeNotice([line('a', 1, { prudential: true })])).toBe(true);
    expect(showsAdministrativeFeeNotice([line('a', 1)])).toBe(false);
    expect(emptyCartNotice([])).toBe('No items in cart.');
    expect(emptyCartNotice([line('a', 1)])).toBeUndefined();
  });

  it('adds the membership with a prudential plan, except for existing members', () => {
    const membership = { planId: 'm', pricingId: 'pm' };
    const plan = { planId: 'p', pricingId: 'pp' };
    expect(prudentialCartPairs(membership, plan, 'new-member')).toEqual([membership, plan]);
    expect(prudentialCartPairs(membership, plan, undefined)).toEqual([membership, plan]);
    expect(prudentialCartPairs(membership, plan, 'existing-member')).toEqual([plan]);
  });
});

describe('checkout', () => {
  const lines = [line('a', 1)];
  it('requires items and an effective date', () => {
    expect(validateCheckout({ lines: [], effectiveDate: '12/01/2026', type: 'rep' })._unsafeUnwrapErr()).toEqual({ cart: 'No items in cart.' });
    expect(validateCheckout({ lines, effectiveDate: ' ', type: 'rep' })._unsafeUnwrapErr()).toEqual({ effective_date: 'Field is required' });
    expect(validateCheckout({ lines, effectiveDate: '12/02/2026', effectiveDates: ['12/01/2026'], type: 'rep' })._unsafeUnwrapErr()).toEqual({
      effective_date: 'Field is required',
    });
    expect(validateCheckout({ lines, effectiveDate: '12/01/2026', effectiveDates: ['12/01/2026'], type: 'applicant' })._unsafeUnwrap()).toEqual({
      effectiveDate: '12/01/2026',
      type: 'applicant',
    });
  });

  it('shows applicants the upsell offers before the confirmation', () => {
    expect(checkoutSteps('applicant')).toEqual(['term-life-offer', 'vision-dental-offer', 'confirmation']);
    expect(checkoutSteps('rep')).toEqual(['confirmation']);
    expect(checkoutSteps('group')).toEqual(['confirmation']);
  });
});

describe('cart notices', () => {
  const removed = (planId: string, reason: string = Messages.tierError): CartNotice => ({ planId, planName: `Plan ${planId}`, change: 'removed', reason });
  const repriced = (planId: string, previousPrice: number, price: number): CartNotice => ({ planId, planName: `Plan ${planId}`, change: 'repriced', previousPrice, price });

  it('says which plan left and why, or what it costs now and what it cost', () => {
    expect(cartNoticeText(removed('141'))).toBe(`Plan 141 was removed from your cart: ${Messages.tierError}`);
    expect(cartNoticeText(repriced('171', 2130, 7668))).toBe('Plan 171 now costs $76.68 a month for your quote (it was $21.30).');
  });

  it('keeps one notice per plan over several quote changes: the first price seen, the latest news', () => {
    expect(mergeCartNotices([repriced('171', 2130, 5112)], [repriced('171', 5112, 7668), removed('141')])).toEqual([repriced('171', 2130, 7668), removed('141')]);
    // Back at the price first seen: nothing to say about it any more.
    expect(mergeCartNotices([repriced('171', 2130, 5112)], [repriced('171', 5112, 2130)])).toEqual([]);
    // Taken out after a repricing: the removal is what counts.
    expect(mergeCartNotices([repriced('171', 2130, 5112)], [removed('171', Messages.ageError)])).toEqual([removed('171', Messages.ageError)]);
    expect(mergeCartNotices([], [])).toEqual([]);
  });
});

describe('money reads the same everywhere', () => {
  it('groups thousands, from cents or from the wire\'s dollars', () => {
    expect(formatMoney(106041)).toBe('$1,060.41');
    expect(formatDollars(1060.41)).toBe('$1,060.41');
    expect(formatDollars(5)).toBe('$5.00');
  });
});
