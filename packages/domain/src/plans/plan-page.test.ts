import { describe, expect, it } from 'vitest';
import { asksForCategory, planPageOpening, quoteSummary, selectedGroupLine, selectionLine } from './plan-page.ts';

describe('plan page start and the search summary', () => {
  it('asks a member without an enrollment type for a tier, before anything else', () => {
    expect(planPageOpening({ userId: '7001', hasQuote: false })).toBe('ask-tier');
    expect(planPageOpening({ userId: '7001', enrollType: 'existing-user', hasQuote: true, portalId: '501' })).toBe('none');
  });

  it('opens the portal picker without portal and group: rep portal then group, group administrator portal only, applicants never', () => {
    expect(planPageOpening({ eprocess: 'rep', hasQuote: true })).toBe('pick-portal-then-group');
    expect(planPageOpening({ eprocess: 'group', hasQuote: true })).toBe('pick-portal');
    expect(planPageOpening({ eprocess: 'applicant', hasQuote: true })).toBe('none');
    expect(planPageOpening({ eprocess: 'rep', hasQuote: true, portalId: '501' })).toBe('none');
    expect(planPageOpening({ eprocess: 'rep', hasQuote: true, groupId: '2556' })).toBe('none');
    expect(planPageOpening({ eprocess: 'rep', hasQuote: false })).toBe('none');
  });

  it("words the selected group line, with the member for existing users", () => {
    expect(selectedGroupLine({ name: 'Acme Manufacturing', code: 'ACME2024' }, 'Maria Gonzalez')).toBe('Selected Group is: Acme Manufacturing (ACME2024) | Member: Maria Gonzalez');
    expect(selectedGroupLine({ name: 'Acme Manufacturing', code: 'ACME2024' })).toBe('Selected Group is: Acme Manufacturing (ACME2024)');
    expect(selectedGroupLine({ name: 'Acme Manufacturing' })).toBe('Selected Group is: Acme Manufacturing');
    expect(selectedGroupLine(undefined, 'Maria Gonzalez')).toBeUndefined();
  });

  it("words the cart's selection line: the group's line, else the existing member's name alone", () => {
    expect(selectionLine({ group: { name: 'Acme Manufacturing', code: 'ACME2024' }, member: 'Maria Gonzalez' })).toBe('Selected Group is: Acme Manufacturing (ACME2024) | Member: Maria Gonzalez');
    expect(selectionLine({ member: 'Maria Gonzalez' })).toBe('Maria Gonzalez');
    expect(selectionLine({})).toBeUndefined();
  });

  it('summarises in the spec order: category only with a premier plan, smoker only once answered', () => {
    const base = { zip: '75001', state: 'TX', gender: '1', tier: 'IC', dob: '01/15/1985', premier: false, premierInCart: false };
    expect(quoteSummary(base).map((i) => `${i.label}=${i.value}`)).toEqual(['Zip=75001 (TX)', 'Gender=Female', 'Tier=Member + Children', 'DOB=01/15/1985']);
    expect(quoteSummary({ ...base, category: 'medical', isSmoker: '0', premier: true, premierInCart: true }).map((i) => `${i.label}=${i.value}`)).toEqual([
      'Category=Medical',
      'Zip=75001 (TX)',
      'Gender=Female',
      'Smoker=No',
      'Tier=Member + 1 Child',
      'DOB=01/15/1985',
    ]);
  });

  it('asks for a category while a premier plan is selected or in the cart', () => {
    expect(asksForCategory(undefined, false)).toBe(false);
    expect(asksForCategory('dental', false)).toBe(false);
    expect(asksForCategory('medical', false)).toBe(true);
    expect(asksForCategory(undefined, true)).toBe(true);
  });
});
