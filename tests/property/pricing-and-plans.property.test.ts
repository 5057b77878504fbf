import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capitaliseFirst,
  categoryLabel,
  interpretPricingError,
  Messages,
  PlanCategories,
  planListingNotice,
  PricingErrorCodes,
  Tiers,
} from '@benefit-store/domain';

const catalogue = new Set<unknown>(Object.values(Messages).filter((m) => typeof m === 'string'));

describe('plans and pricing properties', () => {
  it('every pricing error code leads to exactly one outcome, and banners come from the catalogue', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PricingErrorCodes), fc.string(), fc.option(fc.stringMatching(/^\d{1,5}$/), { nil: undefined }), (errorCode, message, pid) => {
        const outcome = interpretPricingError({ errorCode, message, ...(pid ? { pid } : {}) });
        if (outcome.kind === 'banner') expect(catalogue.has(outcome.message)).toBe(true);
        if (outcome.kind === 'server-message' || outcome.kind === 'dependent-error') expect(outcome.message).toBe(message);
        if (outcome.kind === 'reload') expect(outcome.planId).toBe(pid);
      }),
    );
  });

  it('an unknown code always shows the server message as a dependent error', () => {
    fc.assert(
      fc.property(fc.string().filter((c) => !(PricingErrorCodes as readonly string[]).includes(c)), fc.string(), (errorCode, message) => {
        expect(interpretPricingError({ errorCode, message })).toEqual({ kind: 'dependent-error', message });
      }),
    );
  });

  it('term life outside IO always reads "IO tier only", whatever the plan count', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Tiers), fc.nat(20), fc.constantFrom(...PlanCategories.map(([k]) => k)), (tier, planCount, category) => {
        const notice = planListingNotice({ category, tier, planCount });
        if (category === 'term_life' && tier !== 'IO') expect(notice).toBe(Messages.plansForIoOnly);
        else expect(notice).toBe(planCount === 0 ? Messages.noPlansForSelection : undefined);
      }),
    );
  });

  it('capitalising touches the first letter only', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const out = capitaliseFirst(text);
        expect(out.slice(1)).toBe(text.slice(1));
        expect(out.charAt(0)).toBe(text.charAt(0).toUpperCase());
        if (!PlanCategories.some(([k]) => k === text)) expect(categoryLabel(text)).toBe(out);
      }),
    );
  });
});
