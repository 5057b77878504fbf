import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskDateInput, maskWizardDateInput } from './date-input.ts';

describe('maskDateInput', () => {
  it.each([
    ['0', '0'],
    ['01', '01'],
    ['011', '01/1'],
    ['01151985', '01/15/1985'],
    ['01/15/1985', '01/15/1985'],
    ['13', '12'],
    ['0199', '01/31'],
    ['00', '01'],
    ['0100', '01/01'],
    ['ab12cd', '12'],
    ['011519851234', '01/15/1985'],
  ])('%j becomes %j', (typed, shown) => {
    expect(maskDateInput(typed)).toBe(shown);
  });

  it('never yields more than 10 characters, anything but digits and slashes, or an out-of-range part', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = maskDateInput(typed);
        expect(shown.length).toBeLessThanOrEqual(10);
        expect(shown).toMatch(/^[\d/]*$/);
        const [month, day] = shown.split('/');
        if (month?.length === 2) expect(Number(month)).toBeGreaterThanOrEqual(1);
        if (month?.length === 2) expect(Number(month)).toBeLessThanOrEqual(12);
        if (day?.length === 2) expect(Number(day)).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('is idempotent: masking what is shown changes nothing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (typed) => maskDateInput(maskDateInput(typed)) === maskDateInput(typed)));
  });
});

describe('maskWizardDateInput', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['13', '01'],
    ['00', '01'],
    ['12', '12'],
    ['1232', '12/01'],
    ['1200', '12/01'],
    ['1231', '12/31'],
    ['12311985', '12/31/1985'],
    ['99/99/1985', '01/01/1985'],
    ['ab', ''],
    ['1a2b3c', '12/3'],
    ['0231198512345', '02/31/1985'],
  ])('%j becomes %j', (typed, shown) => {
    expect(maskWizardDateInput(typed)).toBe(shown);
  });

  it('differs from the landing mask on out-of-range parts: reset to 01 instead of capped', () => {
    expect(maskDateInput('13')).toBe('12');
    expect(maskWizardDateInput('13')).toBe('01');
    expect(maskDateInput('0132')).toBe('01/31');
    expect(maskWizardDateInput('0132')).toBe('01/01');
  });
});
