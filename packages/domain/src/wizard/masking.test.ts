import { describe, expect, it } from 'vitest';
import { isMaskedValue, maskBankNumber, maskCardNumber, maskDigits, maskSsn, typeDigits } from './masking.ts';

describe('masking', () => {
  it('shows bank numbers behind five x, cards behind six, SSNs by the last four', () => {
    expect(maskBankNumber('000123456789')).toBe('xxxxx6789');
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('xxxxxx1111');
    expect(maskSsn('123-45-6789')).toBe('xxx-xx-6789');
    expect(maskBankNumber('12')).toBe('xxxxx12');
  });

  it('recognises a masked value and masks typed digits', () => {
    expect(isMaskedValue('xxxxx6789')).toBe(true);
    expect(isMaskedValue('123456789')).toBe(false);
    expect(maskDigits('(214) 555-0100 ext', 10)).toBe('2145550100');
    expect(maskDigits('abc', 5)).toBe('');
  });
});

describe('typing into a digits field', () => {
  it('refuses a digit typed into a full field, wherever the cursor is, instead of pushing the last one out', () => {
    expect(typeDigits('2145550199', '92145550199', 10)).toBe('2145550199');
    expect(typeDigits('2145550199', '21455501997', 10)).toBe('2145550199');
  });
  it('takes a digit replacing a selected one, a formatted number pasted over the whole value, and digits into a field with room', () => {
    expect(typeDigits('2145550199', '9145550199', 10)).toBe('9145550199');
    expect(typeDigits('2145550199', '(972) 555-0102', 10)).toBe('9725550102');
    expect(typeDigits('21455', '214555', 10)).toBe('214555');
    expect(typeDigits('', '(214) 555-0199 ext 12', 10)).toBe('2145550199');
  });
});
