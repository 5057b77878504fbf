import { describe, expect, it } from 'vitest';
import { capitaliseFirst, categoryLabel, groupPlansByCategory } from './plans.ts';
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
