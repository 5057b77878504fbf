import { describe, expect, it } from 'vitest';
import type { PlanRef } from '@benefit-store/domain';
import { buildCatalogue } from './catalogue.ts';
import { offer, plan, price, pricesForTiers, shopper, TODAY } from './catalogue.fixture.ts';
import { checkoutUpsells, offersAfterAdding } from './offers.ts';

const catalogue = buildCatalogue({
  carriers: [],
  plans: [
    plan('101', { category: 'medical', planType: 'MM' }),
    plan('111', { category: 'dental' }),
    plan('112', { category: 'dental', name: 'Bright Dental Basic', prices: pricesForTiers('112', { IO: 1995, IS: 3990, IC: 3590, IF: 5790 }) }),
    plan('123', { category: 'vision', name: 'Vision & Dental Bundle', prices: pricesForTiers('123', { IO: 3690, IS: 7380, IC: 6640, IF: 10700 }) }),
    plan('142', { category: 'term_life', name: 'No-Exam Term 10', rules: { tiers: ['IO'] }, prices: [price(1450, { pricingId: '142-50k' }), price(2755, { pricingId: '142-100k' })] }),
    plan('151', { category: 'accident', name: 'Accident Shield', logo: '/media/plan-logos/151.svg', rules: { maxAge: 64 }, prices: [price(1675, { pricingId: '151-IO' })] }),
    plan('161', { category: 'hospital' }),
  ],
  offers: [
    offer('OF-ACCIDENT', { kind: 'after-add', planId: '151', triggerCategories: ['medical', 'hospital'], title: 'Add accident coverage?', sortOrder: 0 }),
    // Listed before the term life upsell on purpose: the checkout steps decide the order, not the table.
    offer('OF-BUNDLE', { kind: 'checkout-upsell', planId: '123', planId1: '112', sortOrder: 1 }),
    offer('OF-TERM', { kind: 'checkout-upsell', planId: '142', sortOrder: 2 }),
  ],
});

const ref = (planId: string): PlanRef => ({ planId, pricingId: `${planId}-IO` });

describe('offersAfterAdding (the accident offer)', () => {
  const after = (addedPlanId: string, cart: PlanRef[] = [ref(addedPlanId)], who = shopper()) =>
    offersAfterAdding(catalogue, { addedPlanId, cart, shopper: who, today: TODAY });

  it('offers Accident Shield after a medical plan, with every popup field priced for the shopper', () => {
    expect(after('101')).toEqual([
      {
        offerId: 'OF-ACCIDENT',
        planCategory: 'accident',
        planName: 'Accident Shield',
        display: true,
        title: 'Add accident coverage?',
        header: '',
        link: '',
        linkDescription: '',
        wordings: {},
        planLogo: '/media/plan-logos/151.svg',
        planPrice: 1675,
        ppid: '151-IO',
        planId: '151',
      },
    ]);
    expect(after('161').map((o) => o.planId)).toEqual(['151']);
  });

  it('offers nothing after a plan of another category, when the offered plan is in the cart, or when the shopper cannot buy it', () => {
    expect(after('111')).toEqual([]);
    expect(after('101', [ref('101'), ref('151')])).toEqual([]);
    expect(after('101', [ref('101')], shopper({ dob: { year: 1950, month: 1, day: 1 } }))).toEqual([]);
    expect(after('999')).toEqual([]);
  });
});

describe('checkoutUpsells (the applicant checkout popups)', () => {
  const upsells = (cart: PlanRef[], eprocess: 'applicant' | 'rep' | 'group' = 'applicant', who = shopper()) =>
    checkoutUpsells(catalogue, { cart, shopper: who, eprocess, today: TODAY });

  it('shows an applicant term life, then the vision/dental bundle with its second plan', () => {
    const popups = upsells([ref('101')]);
    expect(popups.map((p) => p.planId)).toEqual(['142', '123']);
    expect(popups[0]).toMatchObject({ planCategory: 'term_life', planPrice: 1450, ppid: '142-50k' });
    expect(popups[1]).toMatchObject({ planCategory: 'vision', planId1: '112', pricingId1: '112-IO', planPrice1: 1995 });
  });

  it('shows reps and groups none: they go straight to the confirmation', () => {
    expect(upsells([ref('101')], 'rep')).toEqual([]);
    expect(upsells([ref('101')], 'group')).toEqual([]);
  });

  it('skips an upsell whose category is in the cart already', () => {
    expect(upsells([ref('101'), ref('142')]).map((p) => p.planId)).toEqual(['123']);
    expect(upsells([ref('101'), ref('111')]).map((p) => p.planId)).toEqual(['142']);
  });

  it('skips term life for a tier other than IO (not eligible)', () => {
    const family = upsells([ref('101')], 'applicant', shopper({ tier: 'IF' }));
    expect(family.map((p) => p.planId)).toEqual(['123']);
    expect(family[0]).toMatchObject({ planPrice: 10700, ppid: '123-IF', pricingId1: '112-IF' });
  });
});
