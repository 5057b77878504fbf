import { describe, expect, it } from 'vitest';
import { interpretPricingError, Messages } from '@benefit-store/domain';
import { buildCatalogue } from './catalogue.ts';
import { DOB_40, plan, price, shopper, TODAY } from './catalogue.fixture.ts';
import { needsSpouseDob, priceFor } from './pricing.ts';

const catalogueOf = (...plans: ReturnType<typeof plan>[]) => buildCatalogue({ carriers: [], plans, offers: [] });

const errorOf = (catalogue: ReturnType<typeof catalogueOf>, planId: string, who = shopper()) => priceFor(catalogue, planId, who, TODAY)._unsafeUnwrapErr();

describe('priceFor: choosing the price row', () => {
  const medical = plan('101', {
    prices: [
      price(30000, { pricingId: 'io-young', tier: 'IO', minAge: 18, maxAge: 39 }),
      price(38900, { pricingId: 'io-40s', tier: 'IO', minAge: 40, maxAge: 49 }),
      price(36566, { pricingId: 'io-40s-tx', tier: 'IO', minAge: 40, maxAge: 49, state: 'TX' }),
      price(79000, { pricingId: 'if-40s', tier: 'IF', minAge: 18, maxAge: 99 }),
    ],
  });
  const catalogue = catalogueOf(medical);

  it('picks the row of the tier and age band, the state own row before the all-states row', () => {
    expect(priceFor(catalogue, '101', shopper(), TODAY)._unsafeUnwrap().options).toEqual([{ pricingId: 'io-40s-tx', price: 36566, label: 'Standard', coverageAmount: undefined }]);
    expect(priceFor(catalogue, '101', shopper({ state: 'OK', zip: '73102' }), TODAY)._unsafeUnwrap().options.map((o) => o.pricingId)).toEqual(['io-40s']);
    expect(priceFor(catalogue, '101', shopper({ dob: { year: 1996, month: 1, day: 1 } }), TODAY)._unsafeUnwrap().options.map((o) => o.price)).toEqual([30000]);
    expect(priceFor(catalogue, '101', shopper({ tier: 'IF' }), TODAY)._unsafeUnwrap().options.map((o) => o.price)).toEqual([79000]);
  });

  it('finds the plan by its pid as well as its plan id', () => {
    expect(priceFor(catalogue, '1010', shopper(), TODAY)._unsafeUnwrap().plan.planId).toBe('101');
  });

  it('prices smokers with the smoker rows and an unanswered tobacco question as a non-smoker (default No)', () => {
    const life = plan('171', {
      prices: [price(2000, { pricingId: 'ns', smoker: false }), price(3000, { pricingId: 's', smoker: true })],
    });
    const c = catalogueOf(life);
    expect(priceFor(c, '171', shopper({ smoker: '1' }), TODAY)._unsafeUnwrap().options[0]?.price).toBe(3000);
    expect(priceFor(c, '171', shopper({ smoker: '0' }), TODAY)._unsafeUnwrap().options[0]?.price).toBe(2000);
    expect(priceFor(c, '171', shopper(), TODAY)._unsafeUnwrap().options[0]?.price).toBe(2000);
  });

  it('lists every option for the person, cheapest first, with its coverage amount', () => {
    const life = plan('141', {
      prices: [
        price(6000, { pricingId: '300k', label: '$300,000 coverage', coverageAmount: 300_000 }),
        price(2400, { pricingId: '100k', label: '$100,000 coverage', coverageAmount: 100_000 }),
      ],
    });
    const options = priceFor(catalogueOf(life), '141', shopper(), TODAY)._unsafeUnwrap().options;
    expect(options.map((o) => [o.pricingId, o.coverageAmount])).toEqual([['100k', 100_000], ['300k', 300_000]]);
  });
});

describe('priceFor: the pricing errors of section 8', () => {
  it('stateError outside the plan states, with the spec banner', () => {
    const error = errorOf(catalogueOf(plan('102', { rules: { states: ['TX', 'MA'] } })), '102', shopper({ state: 'NY', zip: '10001' }));
    expect(error).toEqual({ errorCode: 'stateError', message: Messages.stateError });
    expect(interpretPricingError(error)).toMatchObject({ kind: 'banner', remedy: 'edit-basic-info' });
  });

  it('metError for a ZIP outside the service area, inside the state', () => {
    const c = catalogueOf(plan('104', { rules: { states: ['TX'], zipPrefixes: ['750', '751'] } }));
    expect(errorOf(c, '104', shopper({ zip: '77002' }))).toEqual({ errorCode: 'metError', message: Messages.metError });
    expect(priceFor(c, '104', shopper({ zip: '75102' }), TODAY).isOk()).toBe(true);
  });

  it('tierError and ageError from the plan rules', () => {
    const c = catalogueOf(plan('141', { rules: { tiers: ['IO'], maxAge: 64 } }));
    expect(errorOf(c, '141', shopper({ tier: 'IF' })).errorCode).toBe('tierError');
    expect(errorOf(c, '141', shopper({ dob: { year: 1950, month: 1, day: 1 } }))).toEqual({ errorCode: 'ageError', message: Messages.ageError });
  });

  it('a tier, age or state without a price row answers the matching error rather than an empty price list', () => {
    const c = catalogueOf(plan('150', { prices: [price(900, { tier: 'IO', minAge: 18, maxAge: 49, state: 'TX' })] }));
    expect(errorOf(c, '150', shopper({ tier: 'IS' })).errorCode).toBe('tierError');
    expect(errorOf(c, '150', shopper({ dob: { year: 1966, month: 1, day: 1 } })).errorCode).toBe('ageError');
    expect(errorOf(c, '150', shopper({ state: 'OK', zip: '73102' })).errorCode).toBe('stateError');
  });

  it('planAgeError with our message when the spouse is older than the plan covers, on tiers with a spouse', () => {
    const c = catalogueOf(plan('103', { rules: { maxSpouseAge: 64 } }));
    const olderSpouse = { year: 1955, month: 6, day: 1 };
    expect(errorOf(c, '103', shopper({ tier: 'IS', spouseDob: olderSpouse }))).toEqual({ errorCode: 'planAgeError', message: Messages.spouseAgeNotCovered });
    expect(priceFor(c, '103', shopper({ tier: 'IS', spouseDob: DOB_40 }), TODAY).isOk()).toBe(true);
    expect(priceFor(c, '103', shopper({ tier: 'IC', spouseDob: olderSpouse }), TODAY).isOk()).toBe(true);
    expect(needsSpouseDob(c.byId.get('103')!, 'IF')).toBe(true);
    expect(needsSpouseDob(c.byId.get('103')!, 'IO')).toBe(false);
  });

  it('salaryError until the annual income reaches the minimum, then hourError until the hours do', () => {
    const c = catalogueOf(plan('201', { rules: { minAnnualIncome: 20_000, minWorkingHours: 30 } }));
    expect(errorOf(c, '201')).toEqual({ errorCode: 'salaryError', message: Messages.salaryError });
    expect(errorOf(c, '201', shopper({ annualIncome: 19_999 })).errorCode).toBe('salaryError');
    expect(errorOf(c, '201', shopper({ annualIncome: 45_000 }))).toEqual({ errorCode: 'hourError', message: Messages.hourError });
    expect(errorOf(c, '201', shopper({ annualIncome: 45_000, workingHours: 29 })).errorCode).toBe('hourError');
    expect(priceFor(c, '201', shopper({ annualIncome: 20_000, workingHours: 30 }), TODAY).isOk()).toBe(true);
  });

  it('smokerError while a plan that needs the tobacco answer has none; either answer prices it', () => {
    const c = catalogueOf(plan('141', { rules: { requiresTobaccoAnswer: true } }));
    expect(errorOf(c, '141')).toEqual({ errorCode: 'smokerError', message: Messages.smokerError });
    expect(interpretPricingError(errorOf(c, '141'))).toMatchObject({ remedy: 'tobacco-usage' });
    expect(priceFor(c, '141', shopper({ smoker: '0' }), TODAY).isOk()).toBe(true);
  });

  it('portalError with our message for a plan sold through other portals only', () => {
    const c = catalogueOf(plan('105', { rules: { portalIds: ['503'] } }));
    expect(errorOf(c, '105', shopper({ portalId: '501' }))).toEqual({ errorCode: 'portalError', message: Messages.planNotInPortal });
    expect(errorOf(c, '105').errorCode).toBe('portalError');
    expect(priceFor(c, '105', shopper({ portalId: '503' }), TODAY).isOk()).toBe(true);
    expect(interpretPricingError(errorOf(c, '105'))).toEqual({ kind: 'server-message', code: 'portalError', message: Messages.planNotInPortal });
  });

  it('changePid names the replacement (following a chain) for the client to reload', () => {
    const c = catalogueOf(
      plan('108', { active: false, replacedBy: '109' }),
      plan('109', { active: false, replacedBy: '101' }),
      plan('101', { name: 'Premier Health PPO' }),
    );
    const error = errorOf(c, '108');
    expect(error).toEqual({ errorCode: 'changePid', message: Messages.planReplaced('Premier Health PPO'), pid: '101' });
    expect(interpretPricingError(error)).toEqual({ kind: 'reload', planId: '101' });
  });

  it('planNotFound for an unknown or withdrawn plan, and for a replacement loop', () => {
    const c = catalogueOf(plan('120', { active: false }), plan('130', { active: false, replacedBy: '131' }), plan('131', { active: false, replacedBy: '130' }));
    expect(errorOf(c, '999').errorCode).toBe('planNotFound');
    expect(errorOf(c, '120').errorCode).toBe('planNotFound');
    expect(errorOf(c, '130').errorCode).toBe('planNotFound');
  });

  it('checks basic info before what the modals gather: the first failing check answers', () => {
    const strict = plan('300', { rules: { states: ['MA'], tiers: ['IO'], minAnnualIncome: 10_000, requiresTobaccoAnswer: true } });
    const c = catalogueOf(strict);
    expect(errorOf(c, '300', shopper({ tier: 'IF' })).errorCode).toBe('stateError');
    expect(errorOf(c, '300', shopper({ tier: 'IF', state: 'MA', zip: '02210' })).errorCode).toBe('tierError');
    expect(errorOf(c, '300', shopper({ state: 'MA', zip: '02210' })).errorCode).toBe('salaryError');
    expect(errorOf(c, '300', shopper({ state: 'MA', zip: '02210', annualIncome: 50_000 })).errorCode).toBe('smokerError');
  });
});
