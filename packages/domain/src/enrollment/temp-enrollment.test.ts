import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import {
  checkoutBlockers,
  continueBlockers,
  diagnoseStuck,
  firstIncompleteTab,
  readyForReview,
  requiredTabs,
  savedTabNames,
  tabState,
  type TempEnrollmentSnapshot,
} from './temp-enrollment.ts';

const base: TempEnrollmentSnapshot = {
  enrollmentId: 't1',
  eprocess: 'applicant',
  filter: { zip: '75001', dob: '01/01/1980', tier: 'IO', gender: '0' },
  cart: { lineCount: 1, effectiveDate: '12/01/2026', checkedOut: true },
  tabs: [
    { tabName: 'primary_info', order: 0, required: true },
    { tabName: 'beneficiary_info', order: 1, required: true },
    { tabName: 'employer_info', order: 2, required: false },
    { tabName: 'agreement_info', order: 3, required: true },
    { tabName: 'review_info', order: 4, required: true },
  ],
  savedTabs: ['primary_info', 'benificiary_info', 'aggrement_info'],
};

describe('temporary enrollment state', () => {
  it('knows the required and saved tabs in either spelling', () => {
    expect(requiredTabs(base)).toEqual(['primary_info', 'beneficiary_info', 'agreement_info', 'review_info']);
    expect([...savedTabNames(base)]).toEqual(['primary_info', 'beneficiary_info', 'agreement_info']);
    expect(tabState(base, 'employer_info')).toBe('not-required');
    expect(tabState(base, 'primary_info')).toBe('saved');
    expect(tabState(base, 'review_info')).toBe('missing');
    expect(readyForReview(base)).toBe(true);
    expect(diagnoseStuck(base)).toEqual([]);
  });

  it('marks a tab invalid by its rules or open server errors, and finds the first incomplete one', () => {
    const snapshot = { ...base, groupId: '2556', beneficiaries: [{ percentage: 60 }] };
    expect(tabState(snapshot, 'primary_info')).toBe('invalid');
    expect(continueBlockers(snapshot, 'primary_info')).toEqual([{ code: 'enroller-code-missing', tab: 'primary_info', message: 'Enroller code is required' }]);
    expect(continueBlockers(snapshot, 'beneficiary_info')[0]?.message).toBe(Messages.beneficiaryTotalUnder(60));
    expect(firstIncompleteTab(snapshot)).toBe('primary_info');
    expect(readyForReview(snapshot)).toBe(false);
    const withErrors = { ...base, openErrors: { agreement_info: { signature: 'Signature is required.' } } };
    expect(tabState(withErrors, 'agreement_info')).toBe('invalid');
    expect(continueBlockers(withErrors, 'agreement_info')).toEqual([]);
  });

  it('lists what blocks checkout', () => {
    const snapshot = { ...base, enrollmentId: '', filter: { zip: '75001' }, cart: { lineCount: 0, checkedOut: false } };
    expect(checkoutBlockers(snapshot).map((r) => r.code)).toEqual(['no-enrollment', 'filter-incomplete', 'cart-empty', 'no-effective-date']);
    expect(checkoutBlockers(base)).toEqual([]);
  });

  it('diagnoses a stuck enrollment with every reason, in the order a person meets them', () => {
    const snapshot: TempEnrollmentSnapshot = {
      ...base,
      tabs: [
        ...base.tabs,
        { tabName: 'employer_info', order: 5, required: true },
        { tabName: 'dependent_info', order: 12, required: true },
        { tabName: 'mystery', order: 6, required: true },
        { tabName: 'billing_info', order: 7, required: true },
      ],
      employmentStatus: 'R',
      agreementsChecked: false,
      savedTab: 'nowhere',
    };
    expect(diagnoseStuck(snapshot).map((r) => [r.code, r.tab])).toEqual([
      ['tab-out-of-range', 'dependent_info'],
      ['unknown-tab', undefined],
      ['agreements-unchecked', 'agreement_info'],
      ['retired-employer', 'employer_info'],
      ['tab-not-saved', 'employer_info'],
      ['tab-not-saved', 'billing_info'],
      ['saved-tab-unknown', undefined],
    ]);
  });

  it('reports a wizard with no steps and an enrollment not checked out', () => {
    expect(diagnoseStuck({ ...base, tabs: [] }).map((r) => r.code)).toEqual(['no-steps']);
    expect(diagnoseStuck({ ...base, cart: { lineCount: 1, checkedOut: false } }).map((r) => r.code)).toEqual(['no-effective-date', 'not-checked-out']);
  });
});
