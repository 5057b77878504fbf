import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskDateInput, maskWizardDateInput } from '@benefit-store/domain';

describe('wizard date typing properties', () => {
  it('never yields more than 10 characters, non-digits, or an out-of-range finished part', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = maskWizardDateInput(typed);
        expect(shown.length).toBeLessThanOrEqual(10);
        expect(shown).toMatch(/^(\d{1,2}|\d{2}\/\d{1,2}|\d{2}\/\d{2}\/\d{1,4})?$/);
        const [month, day] = shown.split('/');
        if (month?.length === 2) expect(Number(month)).toBeGreaterThanOrEqual(1);
        if (month?.length === 2) expect(Number(month)).toBeLessThanOrEqual(12);
        if (day?.length === 2) expect(Number(day)).toBeGreaterThanOrEqual(1);
        if (day?.length === 2) expect(Number(day)).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('is idempotent and agrees with the landing mask whenever the parts are in range', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = maskWizardDateInput(typed);
        expect(maskWizardDateInput(shown)).toBe(shown);
        const landing = maskDateInput(typed);
        const [m, d] = landing.split('/');
        const capped = (m?.length === 2 && (m === '12' || m === '01')) || (d?.length === 2 && (d === '31' || d === '01'));
        if (!capped) expect(shown).toBe(landing);
      }),
    );
  });

  it('keeps every real MM/DD/YYYY date as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1900, max: 2100 }), (m, d, y) => {
        const text = `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
        expect(maskWizardDateInput(text)).toBe(text);
        expect(maskDateInput(text)).toBe(text);
      }),
    );
  });
});
