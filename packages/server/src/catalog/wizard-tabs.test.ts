import { describe, expect, it } from 'vitest';
import { buildSteps, type PlanRef } from '@benefit-store/domain';
import { buildCatalogue } from './catalogue.ts';
import { plan } from './catalogue.fixture.ts';
import { requiredTabs, type TabContext } from './wizard-tabs.ts';

const catalogue = buildCatalogue({
  carriers: [],
  offers: [],
  plans: [
    plan('101', { category: 'medical', requiredTabs: ['primary_health_info'] }),
    plan('111', { category: 'dental' }),
    plan('141', { category: 'term_life', requiredTabs: ['beneficiary_info'] }),
  ],
});

const ref = (planId: string): PlanRef => ({ planId, pricingId: `${planId}-IO` });
const required = (context: Partial<TabContext>) =>
  requiredTabs(catalogue, { cart: [ref('111')], tier: 'IO', eprocess: 'applicant', enrollType: 'new-member', ...context })
    .filter((t) => t.required)
    .map((t) => t.tabName);

describe('requiredTabs (get-dynamic-tabs)', () => {
  it('lists every tab in wizard order at positions 0-8', () => {
    const tabs = requiredTabs(catalogue, { cart: [], tier: 'IO', eprocess: 'applicant' });
    expect(tabs.map((t) => [t.tabName, t.order])).toEqual([
      ['primary_info', 0],
      ['contact_info', 1],
      ['employer_info', 2],
      ['beneficiary_info', 3],
      ['primary_health_info', 4],
      ['dependent_info', 5],
      ['billing_info', 6],
      ['agreement_info', 7],
      ['review_info', 8],
    ]);
  });

  it('always requires personal, contact, review, agreement and billing', () => {
    expect(required({})).toEqual(['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info']);
  });

  it('requires the employer step for group enrollments', () => {
    expect(required({ enrollType: 'new-group-member' })).toContain('employer_info');
    expect(required({ eprocess: 'group' })).toContain('employer_info');
    expect(required({ eprocess: 'rep', enrollType: 'existing-member' })).not.toContain('employer_info');
  });

  it('requires beneficiaries for a life plan, health questions for a medical plan, dependents for tiers but IO', () => {
    expect(required({ cart: [ref('141')] })).toContain('beneficiary_info');
    expect(required({ cart: [ref('101')] })).toContain('primary_health_info');
    expect(required({ tier: 'IS' })).toContain('dependent_info');
    expect(required({})).not.toContain('dependent_info');
  });

  it("becomes the wizard's steps through the domain's buildSteps", () => {
    const tabs = requiredTabs(catalogue, { cart: [ref('101'), ref('141')], tier: 'IF', eprocess: 'applicant', enrollType: 'new-group-member' });
    expect(buildSteps(tabs).map((s) => s.title)).toEqual([
      'Personal Information',
      'Contact Information',
      'Employer Information',
      'Beneficiary Information',
      'Health Questions',
      'Dependent Information',
      'Billing Information',
      'Agreement & Signature',
      'Review & Confirmation',
    ]);
  });
});
