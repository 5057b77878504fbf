import { describe, expect, it } from 'vitest';
import { capitaliseFirst, categoryLabel, groupPlansByCategory, isPremierCategory, isPremierPlan, planListingNotice, recommendationsNotice } from './plans.ts';
import { tierLabel } from './tier.ts';

const plan = (planId: string, category: string) => ({ planId, name: planId, category, shortText: '', logo: '', planType: '' });

describe('plan categories', () => {
  it('labels known keys and capitalises only the first letter of unknown ones', () => {
    expect(categoryLabel('limitedmed')).toBe('Limited Med Plans');
    expect(categoryLabel('di')).toBe('Disability Income');
    expect(categoryLabel('wellness program')).toBe('Wellness program');
    expect(capitaliseFirst('dENTAL')).toBe('DENTAL');
  });

  it('groups plans into sections in catalogue order, unknown categories last', () => {
    const sections = groupPlansByCategory([plan('a', 'vision'), plan('b', 'zzz'), plan('c', 'medical'), plan('d', 'vision')]);
    expect(sections.map((s) => [s.category, s.plans.map((p) => p.planId)])).toEqual([
      ['medical', ['c']],
      ['vision', ['a', 'd']],
      ['zzz', ['b']],
    ]);
  });
});

describe('tierLabel', () => {
  it('reads Member + 1 Child for IC only while a premier plan is in the cart', () => {
    expect(tierLabel('IC')).toBe('Member + Children');
    expect(tierLabel('IC', true)).toBe('Member + 1 Child');
    expect(tierLabel('IF', true)).toBe('Family');
  });
});

describe('plan listing notice', () => {
  it('shows the IO-only restriction for term life outside IO, or with a tier error', () => {
    expect(planListingNotice({ category: 'term_life', tier: 'IS', planCount: 3 })).toBe('Plans are available for IO tier only');
    expect(planListingNotice({ category: 'term_life', tier: 'IO', planCount: 3 })).toBeUndefined();
    expect(planListingNotice({ category: 'dental', tier: 'IF', planCount: 0, tierError: true })).toBe('Plans are available for IO tier only');
  });

  it('shows the empty text when nothing matches', () => {
    expect(planListingNotice({ category: 'dental', tier: 'IF', planCount: 0 })).toBe('No Plans are available for your selection');
    expect(planListingNotice({ tier: 'IO', planCount: 1 })).toBeUndefined();
    expect(recommendationsNotice(0)).toBe('No Any Products.');
    expect(recommendationsNotice(2)).toBeUndefined();
  });

  it('marks premier selected only for medical', () => {
    expect(isPremierCategory('medical')).toBe(true);
    expect(isPremierCategory('dental')).toBe(false);
    expect(isPremierPlan({ planType: 'MM' })).toBe(true);
    expect(isPremierPlan({ planType: 'mm' })).toBe(false);
  });

  it('labels term life and the category keys of the catalogue', () => {
    expect(categoryLabel('term_life')).toBe('Term Life');
    expect(categoryLabel('lifestyle')).toBe('Life Style');
    expect(capitaliseFirst('')).toBe('');
  });
});
