import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { plan, pricesForTiers, shopper, TODAY } from './catalogue.fixture.ts';
import { filterCategories, listPlans, menuPlans, relatedPlans } from './listing.ts';

const catalogue = buildCatalogue({
  carriers: [],
  offers: [],
  plans: [
    plan('101', { category: 'medical', planType: 'MM', carrierId: 'meridian', prices: pricesForTiers('101', { IO: 38900, IS: 70000, IC: 60000, IF: 99000 }) }),
    plan('102', { category: 'medical', carrierId: 'meridian', rules: { states: ['MA'] } }),
    plan('105', { category: 'medical', carrierId: 'meridian', rules: { portalIds: ['503'] } }),
    plan('109', { category: 'medical', active: false, replacedBy: '101' }),
    plan('111', { category: 'dental', carrierId: 'brightpath', prices: pricesForTiers('111', { IO: 3250, IS: 6000, IC: 5500, IF: 9000 }) }),
    plan('131', { category: 'limitedmed', carrierId: 'meridian' }),
    plan('141', { category: 'term_life', carrierId: 'keystone', rules: { tiers: ['IO'], requiresTobaccoAnswer: true } }),
    plan('146', { category: 'term_life', kind: 'rider', riderOf: '141' }),
    plan('183', { category: 'rx', carrierId: 'meridian' }),
    plan('201', { category: 'di', carrierId: 'keystone', rules: { minAnnualIncome: 20_000 } }),
    plan('901', { category: 'lifestyle', kind: 'membership' }),
  ],
});

const ids = (list: readonly { plan: { planId: string } }[]) => list.map((l) => l.plan.planId);

describe('listPlans (get-filtered-plans)', () => {
  it('lists plans sold on their own that the shopper can buy, in catalogue order, with the cheapest price', () => {
    const listed = listPlans(catalogue, shopper(), TODAY);
    expect(ids(listed)).toEqual(['101', '111', '131', '141', '183', '201']);
    expect(listed[0]).toMatchObject({ price: 38900, pricingId: '101-IO' });
  });

  it('lists a plan that needs an answer first without a price, and says which answer', () => {
    const listed = listPlans(catalogue, shopper(), TODAY);
    expect(listed.find((l) => l.plan.planId === '141')).toMatchObject({ pending: 'smokerError' });
    expect(listed.find((l) => l.plan.planId === '141')?.price).toBeUndefined();
    expect(listed.find((l) => l.plan.planId === '201')).toMatchObject({ pending: 'salaryError' });
  });

  it('leaves out what only a change of state, tier or portal would allow: term life is listed for IO only', () => {
    expect(ids(listPlans(catalogue, shopper({ tier: 'IF' }), TODAY))).not.toContain('141');
    expect(ids(listPlans(catalogue, shopper({ state: 'MA', zip: '02210' }), TODAY))).toContain('102');
    expect(ids(listPlans(catalogue, shopper({ portalId: '503' }), TODAY))).toContain('105');
  });

  it('never lists memberships, riders or replaced plans', () => {
    const all = ids(listPlans(catalogue, shopper({ portalId: '503', smoker: '0' }), TODAY));
    expect(all).not.toContain('901');
    expect(all).not.toContain('146');
    expect(all).not.toContain('109');
  });

  it('narrows to the categories asked for', () => {
    expect(ids(listPlans(catalogue, shopper(), TODAY, ['dental', 'rx']))).toEqual(['111', '183']);
  });
});

describe('filterCategories (get-left-side-filter-fields)', () => {
  it('names the categories the shopper has plans in, in the storefront order with their labels', () => {
    expect(filterCategories(catalogue, shopper(), TODAY)).toEqual([
      { key: 'medical', label: 'Medical' },
      { key: 'dental', label: 'Dental' },
      { key: 'limitedmed', label: 'Limited Med Plans' },
      { key: 'term_life', label: 'Term Life' },
      { key: 'rx', label: 'RX' },
      { key: 'di', label: 'Disability Income' },
    ]);
    expect(filterCategories(catalogue, shopper({ tier: 'IS' }), TODAY).map((c) => c.key)).not.toContain('term_life');
  });
});

describe('menuPlans (get-menu-filtered-plans)', () => {
  it("lists a category's plans sold on their own, portal-bound plans only through their portal", () => {
    expect(menuPlans(catalogue, 'medical').map((p) => p.planId)).toEqual(['101', '102']);
    expect(menuPlans(catalogue, 'medical', '503').map((p) => p.planId)).toEqual(['101', '102', '105']);
    expect(menuPlans(catalogue, 'term_life').map((p) => p.planId)).toEqual(['141']);
  });
});

describe('relatedPlans (suggested products on plan detail)', () => {
  it("offers the carrier's priced plans of other categories that are not in the cart", () => {
    expect(ids(relatedPlans(catalogue, '101', shopper(), [], TODAY))).toEqual(['131', '183']);
    expect(ids(relatedPlans(catalogue, '101', shopper(), ['131'], TODAY))).toEqual(['183']);
    expect(relatedPlans(catalogue, '999', shopper(), [], TODAY)).toEqual([]);
  });
});
