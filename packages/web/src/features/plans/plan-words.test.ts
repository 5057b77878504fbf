import { describe, expect, it } from 'vitest';
import { GenderOptions, PlanCategories, Tiers, genderLabel, quoteSummary, tierLabel, translatorOf } from '@benefit-store/domain';
import { PlansTextsEs } from '../../i18n/es/plans.ts';
import { PlansTexts } from './plans-texts.ts';

const englishTerms = new Set<string>();
const collect = (node: object): void => {
  for (const value of Object.values(node)) {
    if (typeof value === 'string') englishTerms.add(value);
    else if (value && typeof value === 'object') collect(value as object);
  }
};
collect(PlansTexts.terms);

describe('the quote words of the shopping pages', () => {
  it('are the words the domain uses, so that each one is found and re-worded', () => {
    for (const [key, label] of PlanCategories) expect(PlansTexts.terms.categories[key]).toBe(label);
    for (const option of GenderOptions) expect(englishTerms).toContain(option.label);
    expect(englishTerms).toContain(genderLabel('2'));
    for (const tier of Tiers) {
      expect(englishTerms).toContain(tierLabel(tier));
      expect(englishTerms).toContain(tierLabel(tier, true));
    }
    const summary = [
      ...quoteSummary({ zip: '75001', gender: '0', tier: 'IC', dob: '01/02/1980', category: 'medical', isSmoker: '1', premier: true, premierInCart: true }),
      ...quoteSummary({ zip: '75001', gender: '1', tier: 'IO', dob: '01/02/1980', isSmoker: '0', premier: false, premierInCart: false }),
    ];
    for (const item of summary) expect(englishTerms).toContain(item.label);
    for (const value of ['Medical', 'Male', 'Female', 'Yes', 'No', 'Member + 1 Child', 'Member Only']) expect(summary.map((item) => item.value)).toContain(value);
  });

  it('are re-worded in Spanish, and the shopper’s own values pass unchanged', () => {
    const term = translatorOf(PlansTexts.terms, PlansTextsEs.terms);
    expect(term('Member + 1 Child')).toBe(PlansTextsEs.terms.tiers.memberOneChild);
    expect(term('Female')).toBe(PlansTextsEs.terms.genders.female);
    expect(term('Limited Med Plans')).toBe(PlansTextsEs.terms.categories.limitedmed);
    expect(term('75001 (TX)')).toBe('75001 (TX)');
  });
});
