import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSteps, diagnoseStuck, readyForReview, requiredTabs, savedTabName, tabState, type TempEnrollmentSnapshot } from '@benefit-store/domain';
import { tabDefinitions } from '@benefit-store/domain/testing';

const snapshot = tabDefinitions().chain((tabs) =>
  fc.record({
    tabs: fc.constant(tabs),
    savedTabs: fc.subarray(buildSteps(tabs).map((s) => s.tab)).chain((saved) => fc.constant(saved.map(savedTabName))),
    cart: fc.record({ lineCount: fc.nat(3), effectiveDate: fc.constantFrom('', '12/01/2026'), checkedOut: fc.boolean() }),
    enrollmentId: fc.constantFrom('', 't1'),
    filter: fc.constant({ zip: '75001', dob: '01/01/1980', tier: 'IO', gender: '0' }),
  }),
) as fc.Arbitrary<TempEnrollmentSnapshot>;

describe('temporary enrollment properties', () => {
  it('every required tab is saved, missing or invalid; every other tab is not required', () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const required = new Set(requiredTabs(s));
        for (const step of buildSteps(s.tabs)) expect(['saved', 'missing', 'invalid']).toContain(tabState(s, step.tab));
        for (const t of ['primary_info', 'billing_info'] as const) if (!required.has(t)) expect(tabState(s, t)).toBe('not-required');
      }),
    );
  });

  it('an enrollment ready for review has no unsaved-tab reason, and vice versa', () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const reasons = diagnoseStuck(s);
        const unsaved = reasons.some((r) => r.code === 'tab-not-saved');
        if (readyForReview(s)) expect(unsaved).toBe(false);
        else if (s.cart.checkedOut) expect(unsaved).toBe(true);
      }),
    );
  });

  it('a checked-out enrollment with every required tab saved and a clean tab list is not stuck', () => {
    fc.assert(
      fc.property(fc.subarray(['primary_info', 'contact_info', 'beneficiary_info', 'review_info'] as const, { minLength: 1 }), (tabs) => {
        const s: TempEnrollmentSnapshot = {
          enrollmentId: 't',
          cart: { lineCount: 1, effectiveDate: '12/01/2026', checkedOut: true },
          tabs: tabs.map((tabName, order) => ({ tabName, order, required: true })),
          savedTabs: tabs.map(savedTabName),
        };
        expect(diagnoseStuck(s)).toEqual([]);
      }),
    );
  });
});
