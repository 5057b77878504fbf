import { describe, expect, it } from 'vitest';
import { cartTotals, formatUsDate, Messages, MEMBERSHIP_FEE, type PlanRef } from '@benefit-store/domain';
import { buildCatalogue } from './catalogue.ts';
import { plan, price, shopper, TODAY } from './catalogue.fixture.ts';
import {
  availableRiders,
  cartEffectiveDates,
  cartLines,
  cartSummary,
  checkAddToCart,
  inBlackout,
  needsEvidenceOfInsurability,
  reconcileCart,
  removeFromCart,
} from './cart-rules.ts';

const catalogue = buildCatalogue({
  carriers: [],
  offers: [],
  plans: [
    plan('101', { category: 'medical', planType: 'MM', prices: [price(38900, { pricingId: '101-IO' })] }),
    plan('111', { category: 'dental', prices: [price(3250, { pricingId: '111-IO' })] }),
    plan('141', {
      category: 'term_life',
      prices: [price(2400, { pricingId: '141-100k', coverageAmount: 100_000 }), price(4440, { pricingId: '141-200k', coverageAmount: 200_000 })],
    }),
    plan('143', {
      category: 'term_life',
      prudential: true,
      partnerFee: true,
      optionalLife: true,
      membershipPlanId: '901',
      prices: [price(1854, { pricingId: '143-100k', coverageAmount: 100_000 }), price(9000, { pricingId: '143-500k', coverageAmount: 500_000 })],
    }),
    plan('146', { category: 'term_life', kind: 'rider', riderOf: '141', prices: [price(350, { pricingId: '146-IO' })] }),
    plan('194', { category: 'lifestyle', name: 'Everwell Travel Assist', blackouts: [{ kind: 'monthly', fromDay: 1, toDay: 31, reason: '' }], prices: [price(795, { pricingId: '194-IO' })] }),
    plan('901', { category: 'lifestyle', kind: 'membership', prices: [price(MEMBERSHIP_FEE, { pricingId: '901-IO' })] }),
  ],
});

const ref = (planId: string, pricingId: string): PlanRef => ({ planId, pricingId });
const add = (refs: PlanRef[], cart: PlanRef[] = [], overrides: Parameters<typeof shopper>[0] = {}, heldPlans: { planId: string; status: string }[] = []) =>
  checkAddToCart(catalogue, { refs, cart, shopper: shopper(overrides), heldPlans, today: TODAY });

describe('blackout windows', () => {
  it('a monthly window ending on the 31st covers the last day of short months', () => {
    const window = { kind: 'monthly', fromDay: 25, toDay: 31, reason: '' } as const;
    expect(inBlackout(window, { year: 2026, month: 2, day: 28 })).toBe(true);
    expect(inBlackout(window, { year: 2026, month: 2, day: 24 })).toBe(false);
  });

  it('a dated window includes both ends', () => {
    const window = { kind: 'dates', startsOn: { year: 2026, month: 11, day: 1 }, endsOn: { year: 2026, month: 11, day: 21 }, reason: '' } as const;
    expect(inBlackout(window, TODAY)).toBe(true);
    expect(inBlackout(window, { year: 2026, month: 11, day: 22 })).toBe(false);
    expect(inBlackout(window, { year: 2026, month: 10, day: 31 })).toBe(false);
  });
});

describe('checkAddToCart (add-plan-to-cart, add-plan-to-cart-prudentials)', () => {
  it('adds a plan at the price chosen', () => {
    expect(add([ref('101', '101-IO')], [ref('111', '111-IO')])._unsafeUnwrap()).toEqual([ref('111', '111-IO'), ref('101', '101-IO')]);
  });

  it('refuses a price that is not one of the plan options for the shopper, and passes pricing errors through', () => {
    expect(add([ref('101', '111-IO')])._unsafeUnwrapErr()).toEqual({ errorCode: 'invalid-pricing', message: Messages.invalidPricingOption, planId: '101' });
    expect(add([ref('999', 'x')])._unsafeUnwrapErr().errorCode).toBe('planNotFound');
  });

  it('refuses a plan in its blackout window with errorCode blackout', () => {
    expect(add([ref('194', '194-IO')])._unsafeUnwrapErr()).toEqual({
      errorCode: 'blackout',
      message: Messages.planInBlackout('Everwell Travel Assist'),
      planId: '194',
    });
  });

  it('refuses a plan an existing member already holds active or pending, with errorCode already-active', () => {
    const held = [{ planId: '101', status: 'ACTIVE' }, { planId: '111', status: 'PENDING' }, { planId: '141', status: 'TERMED' }];
    expect(add([ref('101', '101-IO')], [], { enrollType: 'existing-member' }, held)._unsafeUnwrapErr()).toMatchObject({ errorCode: 'already-active', planId: '101' });
    expect(add([ref('111', '111-IO')], [], { enrollType: 'existing-user' }, held)._unsafeUnwrapErr().errorCode).toBe('already-active');
    expect(add([ref('141', '141-100k')], [], { enrollType: 'existing-member' }, held).isOk()).toBe(true);
    // A new member is never "already active", whatever list comes with them.
    expect(add([ref('101', '101-IO')], [], { enrollType: 'new-member' }, held).isOk()).toBe(true);
  });

  it('replaces the option of a plan already in the cart (a changed coverage amount)', () => {
    expect(add([ref('141', '141-200k')], [ref('141', '141-100k'), ref('111', '111-IO')])._unsafeUnwrap()).toEqual([ref('111', '111-IO'), ref('141', '141-200k')]);
  });

  it('adds a membership only together with a plan that needs it', () => {
    expect(add([ref('901', '901-IO')])._unsafeUnwrapErr()).toEqual({ errorCode: 'membership-alone', message: Messages.membershipOnlyWithPlan, planId: '901' });
  });

  it('adds a rider only with its base plan in the cart', () => {
    expect(add([ref('146', '146-IO')])._unsafeUnwrapErr()).toMatchObject({ errorCode: 'rider-needs-base', message: Messages.riderNeedsBase('Plan 141') });
    expect(add([ref('146', '146-IO')], [ref('141', '141-100k')]).isOk()).toBe(true);
  });

  describe('prudential-type plans and their $5.00 membership', () => {
    it('adds the membership pair and the plan together for a new member', () => {
      expect(add([ref('901', '901-IO'), ref('143', '143-100k')])._unsafeUnwrap()).toEqual([ref('901', '901-IO'), ref('143', '143-100k')]);
    });

    it('refuses the plan alone while the membership is neither chosen nor in the cart', () => {
      expect(add([ref('143', '143-100k')])._unsafeUnwrapErr()).toEqual({ errorCode: 'membership-required', message: Messages.membershipRequired, planId: '143' });
    });

    it('adds the plan alone when the membership is in the cart already', () => {
      expect(add([ref('143', '143-100k')], [ref('901', '901-IO')])._unsafeUnwrap()).toEqual([ref('901', '901-IO'), ref('143', '143-100k')]);
    });

    it('adds the plan alone for an existing member, who holds the membership (first pair omitted)', () => {
      expect(add([ref('143', '143-100k')], [], { enrollType: 'existing-member' })._unsafeUnwrap()).toEqual([ref('143', '143-100k')]);
    });

    it('refuses a second pair that is not the membership of the plan', () => {
      expect(add([ref('111', '111-IO'), ref('143', '143-100k')])._unsafeUnwrapErr()).toMatchObject({ errorCode: 'invalid-pricing', planId: '111' });
      expect(add([ref('901', '901-IO'), ref('101', '101-IO')])._unsafeUnwrapErr()).toMatchObject({ errorCode: 'invalid-pricing', planId: '901' });
    });

    it('refuses a membership pair at a price that is not the membership price', () => {
      expect(add([ref('901', '111-IO'), ref('143', '143-100k')])._unsafeUnwrapErr()).toMatchObject({ errorCode: 'invalid-pricing', planId: '901' });
    });
  });
});

describe('the cart page', () => {
  const cart = [ref('901', '901-IO'), ref('143', '143-100k'), ref('101', '101-IO'), ref('141', '141-100k'), ref('146', '146-IO')];

  it('lists lines at their chosen prices; the membership is fixed while its prudential plan is in the cart', () => {
    const lines = cartLines(catalogue, cart);
    expect(lines.map((l) => [l.planId, l.price, l.removable])).toEqual([
      ['901', 500, false],
      ['143', 1854, true],
      ['101', 38900, true],
      ['141', 2400, true],
      ['146', 350, true],
    ]);
    expect(lines.find((l) => l.planId === '146')?.riderOf).toBe('141');
    expect(cartLines(catalogue, [ref('901', '901-IO')])[0]?.removable).toBe(true);
    expect(cartLines(catalogue, [ref('999', 'x'), ref('101', 'nope')])).toEqual([]);
  });

  it("totals with the domain's rules: premier flag, 3% fee notice and Evidence of Insurability", () => {
    const summary = cartSummary(catalogue, cart);
    expect(summary.totals).toEqual(cartTotals(summary.lines));
    expect(summary.totals.recurring).toBe(500 + 1854 + 38900 + 2400 + 350);
    expect(summary.premier).toBe(true);
    expect(summary.administrativeFeeNotice).toBe(true);
    expect(summary.evidenceOfInsurability).toBe(true);

    const plain = cartSummary(catalogue, [ref('111', '111-IO')]);
    expect([plain.premier, plain.administrativeFeeNotice, plain.evidenceOfInsurability]).toEqual([false, false, false]);
  });

  it('needs Evidence of Insurability for optional life of 100k to 300k only', () => {
    expect(needsEvidenceOfInsurability(catalogue, { planId: '143', coverageAmount: 100_000 })).toBe(true);
    expect(needsEvidenceOfInsurability(catalogue, { planId: '143', coverageAmount: 500_000 })).toBe(false);
    expect(needsEvidenceOfInsurability(catalogue, { planId: '141', coverageAmount: 200_000 })).toBe(false);
  });

  it('refuses to remove the membership while its plan is in the cart; removes the line asked for', () => {
    expect(removeFromCart(catalogue, cart, ref('901', '901-IO'))._unsafeUnwrapErr()).toEqual({
      errorCode: 'not-removable',
      message: Messages.planNotRemovable,
      planId: '901',
    });
    expect(removeFromCart(catalogue, cart, ref('141', '141-100k'))._unsafeUnwrap().map((r) => r.planId)).toEqual(['901', '143', '101', '146']);
    expect(removeFromCart(catalogue, cart, ref('111', '111-IO'))._unsafeUnwrap()).toEqual(cart);
  });

  it('offers the riders of plans in the cart that are not in it yet', () => {
    expect(availableRiders(catalogue, [ref('141', '141-100k')], shopper(), TODAY).map((r) => r.plan.planId)).toEqual(['146']);
    expect(availableRiders(catalogue, [ref('141', '141-100k'), ref('146', '146-IO')], shopper(), TODAY)).toEqual([]);
    expect(availableRiders(catalogue, [ref('101', '101-IO')], shopper(), TODAY)).toEqual([]);
  });
});

describe('cartEffectiveDates (get-cart-effective-dates)', () => {
  const dates = (today: { year: number; month: number; day: number }) => cartEffectiveDates(today).map(formatUsDate);

  it('offers the 1st of each of the next three months', () => {
    expect(dates(TODAY)).toEqual(['12/01/2026', '01/01/2027', '02/01/2027']);
  });

  it('never offers today, even on the 1st', () => {
    expect(dates({ year: 2026, month: 3, day: 1 })).toEqual(['04/01/2026', '05/01/2026', '06/01/2026']);
    expect(dates({ year: 2026, month: 12, day: 31 })).toEqual(['01/01/2027', '02/01/2027', '03/01/2027']);
  });
});

describe('reconcileCart: the cart follows the quote', () => {
  const life = buildCatalogue({
    carriers: [],
    offers: [],
    plans: [
      plan('141', {
        name: 'Secure Term Life 20',
        category: 'term_life',
        rules: { tiers: ['IO'], requiresTobaccoAnswer: true },
        prices: [
          price(2400, { pricingId: '141-100k-n', coverageAmount: 100_000, label: '$100,000 coverage', smoker: false }),
          price(4440, { pricingId: '141-200k-n', coverageAmount: 200_000, label: '$200,000 coverage', smoker: false }),
          price(4560, { pricingId: '141-100k-s', coverageAmount: 100_000, label: '$100,000 coverage', smoker: true }),
          price(8436, { pricingId: '141-200k-s', coverageAmount: 200_000, label: '$200,000 coverage', smoker: true }),
        ],
      }),
      plan('146', { name: 'Waiver of Premium Rider', kind: 'rider', riderOf: '141' }),
      plan('171', {
        name: 'Critical Illness Guard',
        questions: [{ questionId: 'Q1', questionText: 'Cancer?', subType: 'text_field', requireDetail: false, declinesOnYes: true, options: [] }],
        prices: [price(2130, { pricingId: '171-IO', tier: 'IO' }), price(5112, { pricingId: '171-IF', tier: 'IF' })],
      }),
      plan('143', { name: 'Keystone Optional Life', prudential: true, membershipPlanId: '901', prices: [price(1854, { pricingId: '143-IO' })] }),
      plan('901', { name: 'Association Membership', kind: 'membership', prices: [price(500, { pricingId: '901-IO' })] }),
      plan('111', { name: 'SmileWell Dental Plus', prices: [price(3250, { pricingId: '111-IO', tier: 'IO' }), price(3250, { pricingId: '111-IF', tier: 'IF' })] }),
    ],
  });
  const accepted = { outcome: 'accepted' } as const;
  const reconcile = (items: PlanRef[], overrides: Parameters<typeof shopper>[0] = {}, answers: Record<string, { outcome?: 'accepted' | 'declined' }> = { '171': accepted }) =>
    reconcileCart(life, { items, shopper: shopper({ smoker: '0', ...overrides }), answers: (id) => answers[id], today: TODAY });

  it('leaves a cart that matches the quote as it is, with nothing to say', () => {
    const items = [ref('141', '141-200k-n'), ref('146', '146-IO'), ref('171', '171-IO')];
    expect(reconcile(items)).toEqual({ items, notices: [] });
  });

  it('keeps the option the shopper chose (its coverage) at the price for the new quote, and says what it cost', () => {
    expect(reconcile([ref('141', '141-200k-n')], { smoker: '1' })).toEqual({
      items: [ref('141', '141-200k-s')],
      notices: [{ planId: '141', planName: 'Secure Term Life 20', change: 'repriced', previousPrice: 4440, price: 8436 }],
    });
  });

  it('takes out what the new quote cannot buy with the catalogue\'s reason, and its rider with it', () => {
    const family = reconcile([ref('141', '141-100k-n'), ref('146', '146-IO'), ref('171', '171-IO'), ref('111', '111-IO')], { tier: 'IF' });
    expect(family.items).toEqual([ref('171', '171-IF'), ref('111', '111-IF')]);
    expect(family.notices).toEqual([
      { planId: '141', planName: 'Secure Term Life 20', change: 'removed', reason: Messages.tierError },
      { planId: '146', planName: 'Waiver of Premium Rider', change: 'removed', reason: Messages.riderNeedsBase('Secure Term Life 20') },
      { planId: '171', planName: 'Critical Illness Guard', change: 'repriced', previousPrice: 2130, price: 5112 },
    ]);
  });

  it('asks the answers again: a declined plan leaves', () => {
    expect(reconcile([ref('171', '171-IO')], {}, { '171': { outcome: 'declined' } }).notices).toEqual([
      { planId: '171', planName: 'Critical Illness Guard', change: 'removed', reason: Messages.questionsDeclined },
    ]);
  });

  it('holds the membership pairing: the membership leaves with the last plan that needed it, and a plan without its membership leaves', () => {
    expect(reconcile([ref('901', '901-IO')])).toEqual({
      items: [],
      notices: [{ planId: '901', planName: 'Association Membership', change: 'removed', reason: Messages.membershipNotNeeded }],
    });
    expect(reconcile([ref('143', '143-IO')]).notices).toEqual([{ planId: '143', planName: 'Keystone Optional Life', change: 'removed', reason: Messages.membershipRequired }]);
    // An existing member holds the membership already: the plan alone is a whole pair.
    expect(reconcile([ref('143', '143-IO')], { enrollType: 'existing-member' })).toEqual({ items: [ref('143', '143-IO')], notices: [] });
    expect(reconcile([ref('901', '901-IO'), ref('143', '143-IO')]).notices).toEqual([]);
  });

  it('takes out a plan the catalogue no longer knows', () => {
    expect(reconcile([ref('999', 'x')]).notices).toEqual([{ planId: '999', planName: '999', change: 'removed', reason: Messages.planNotFound }]);
  });
});
