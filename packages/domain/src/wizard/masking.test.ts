import { describe, expect, it } from 'vitest';
import { isMaskedValue, maskBankNumber, maskCardNumber, maskDigits, maskSsn } from './masking.ts';

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
