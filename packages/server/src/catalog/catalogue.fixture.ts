import type { CalendarDate, Tier } from '@benefit-store/domain';
import type { Offer, Plan, PriceRow } from './catalogue.ts';
import type { Shopper } from './pricing.ts';

/** Small hand-made catalogues for the rules' unit tests: each test states the plans it needs. */
export const TODAY: CalendarDate = { year: 2026, month: 11, day: 21 };

/** 40 on TODAY. */
export const DOB_40: CalendarDate = { year: 1986, month: 1, day: 15 };

export const shopper = (overrides: Partial<Shopper> = {}): Shopper => ({
  tier: 'IO',
  dob: DOB_40,
  state: 'TX',
  zip: '75001',
  enrollType: 'new-member',
  ...overrides,
});

let counter = 0;

/** A price row for every tier, ages 18-99, all states, any smoker status, unless told otherwise. */
export const price = (cents: number, overrides: Partial<PriceRow> = {}): PriceRow => ({
  pricingId: `pp${++counter}`,
  tier: 'IO',
  minAge: 18,
  maxAge: 99,
  label: 'Standard',
  price: cents,
  ...overrides,
});

export const pricesForTiers = (planId: string, cents: Readonly<Record<Tier, number>>): PriceRow[] =>
  (Object.entries(cents) as [Tier, number][]).map(([tier, amount]) => price(amount, { pricingId: `${planId}-${tier}`, tier }));

export const plan = (planId: string, overrides: Partial<Omit<Plan, 'rules'>> & { rules?: Partial<Plan['rules']> } = {}): Plan => {
  const { rules, ...rest } = overrides;
  return {
    planId,
    pid: `${planId}0`,
    name: `Plan ${planId}`,
    category: 'dental',
    shortText: '',
    logo: `/media/plan-logos/${planId}.svg`,
    planType: '',
    kind: 'plan',
    active: true,
    featured: false,
    sortOrder: Number(planId),
    listPrice: 1000,
    prudential: false,
    partnerFee: false,
    optionalLife: false,
    groupEnrollment: false,
    captureGroupCode: false,
    requiredTabs: [],
    prices: pricesForTiers(planId, { IO: 1000, IS: 2000, IC: 1800, IF: 2900 }),
    questions: [],
    aflacQuestions: [],
    blackouts: [],
    ...rest,
    rules: {
      tiers: ['IO', 'IS', 'IC', 'IF'],
      minAge: 18,
      maxAge: 99,
      states: [],
      zipPrefixes: [],
      portalIds: [],
      requiresTobaccoAnswer: false,
      ...rules,
    },
  };
};

export const offer = (offerId: string, overrides: Partial<Offer> & Pick<Offer, 'kind' | 'planId'>): Offer => ({
  offerId,
  triggerCategories: [],
  display: true,
  title: `Offer ${offerId}`,
  header: '',
  wordings: {},
  link: '',
  linkDescription: '',
  sortOrder: 0,
  ...overrides,
});
