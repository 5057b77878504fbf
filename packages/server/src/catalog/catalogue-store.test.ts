import { describe, expect, it } from 'vitest';
import { buildCatalogue, type Catalogue } from './catalogue.ts';
import { catalogueCache, catalogueFromRows, CatalogueDecodeError, type CatalogueRows } from './catalogue-store.ts';

const planRow = (overrides: Record<string, unknown> = {}) => ({
  plan_id: '141', pid: '1410', name: 'Secure Term Life 20', category: 'term_life', short_text: 'Term life', logo: '/media/plan-logos/141.svg',
  plan_type: '', tiers: ['IO'], min_age: 18, max_age: 64, monthly_price: '24.00', description: { brand_color: '#334155' }, sort_order: 3,
  active: true, featured: false, carrier_id: 'keystone', kind: 'plan', states: [], zip_prefixes: [], portal_ids: [],
  min_annual_income: null, min_working_hours: null, requires_tobacco_answer: true, max_spouse_age: null, replaced_by: null,
  rider_of: null, membership_plan_id: null, is_prudential: false, partner_fee: false, optional_life: false,
  group_enrollment: false, capture_group_code: false, required_tabs: ['beneficiary_info'],
  ...overrides,
});

const rows = (overrides: Partial<CatalogueRows> = {}): CatalogueRows => ({
  carriers: [{ carrier_id: 'keystone', name: 'Keystone Mutual Life', logo: '' }],
  plans: [planRow()],
  prices: [{ pricing_id: '1410001', plan_id: '141', tier: 'IO', min_age: 18, max_age: 64, state: null, smoker: true, label: '$100,000 coverage', coverage_amount: 100000, price_cents: 4560 }],
  descriptions: [],
  questions: [],
  options: [],
  aflac: [],
  blackouts: [{ plan_id: '141', starts_on: '2026-12-20', ends_on: '2026-12-31', from_day: null, to_day: null, reason: 'Year end' }],
  offers: [],
  ...overrides,
});

describe('catalogueFromRows', () => {
  it('decodes rows into plans with their rules, prices and windows', () => {
    const catalogue = catalogueFromRows(rows());
    const plan = catalogue.byId.get('141');
    expect(plan).toMatchObject({
      planId: '141',
      listPrice: 2400,
      brandColor: '#334155',
      rules: { tiers: ['IO'], maxAge: 64, requiresTobaccoAnswer: true, minAnnualIncome: undefined },
      requiredTabs: ['beneficiary_info'],
      prices: [{ pricingId: '1410001', tier: 'IO', smoker: true, state: undefined, coverageAmount: 100_000, price: 4560 }],
      blackouts: [{ kind: 'dates', startsOn: { year: 2026, month: 12, day: 20 }, endsOn: { year: 2026, month: 12, day: 31 }, reason: 'Year end' }],
    });
    expect(catalogue.byPid.get('1410')).toBe(plan);
    expect(catalogue.carriers.get('keystone')?.name).toBe('Keystone Mutual Life');
  });

  it('hands out a frozen catalogue', () => {
    const catalogue = catalogueFromRows(rows());
    expect(Object.isFrozen(catalogue.plans)).toBe(true);
    expect(Object.isFrozen(catalogue.byId.get('141')?.prices[0])).toBe(true);
  });

  it('refuses a row it does not understand, naming the table and the field', () => {
    expect(() => catalogueFromRows(rows({ plans: [planRow({ min_age: '18' })] }))).toThrow(/plans row 0: min_age/);
    expect(() => catalogueFromRows(rows({ plans: [planRow({ tiers: ['XX'] })] }))).toThrow(CatalogueDecodeError);
    expect(() => catalogueFromRows(rows({ plans: [planRow({ required_tabs: ['payment'] })] }))).toThrow(/unknown tab payment/);
    expect(() => catalogueFromRows(rows({ blackouts: [{ plan_id: '141', starts_on: null, ends_on: null, from_day: null, to_day: null, reason: '' }] }))).toThrow(
      /blackout needs/,
    );
  });
});

describe('catalogueCache', () => {
  const empty = buildCatalogue({ carriers: [], plans: [], offers: [] });
  const counting = () => {
    let loads = 0;
    return {
      get loads() {
        return loads;
      },
      load: async (): Promise<Catalogue> => {
        loads++;
        return empty;
      },
    };
  };

  it('loads once for every caller, concurrent first callers included', async () => {
    const source = counting();
    const cache = catalogueCache({ query: async () => [] }, source.load);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    await cache.get();
    expect(a).toBe(b);
    expect(source.loads).toBe(1);
  });

  it('loads again after invalidate', async () => {
    const source = counting();
    const cache = catalogueCache({ query: async () => [] }, source.load);
    await cache.get();
    cache.invalidate();
    await cache.get();
    expect(source.loads).toBe(2);
  });

  it('does not keep a failed load: the next get tries again', async () => {
    let attempts = 0;
    const cache = catalogueCache({ query: async () => [] }, async () => {
      attempts++;
      if (attempts === 1) throw new Error('database not ready');
      return empty;
    });
    await expect(cache.get()).rejects.toThrow('database not ready');
    await expect(cache.get()).resolves.toBe(empty);
  });
});
