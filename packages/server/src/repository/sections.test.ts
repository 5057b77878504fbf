import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { piiCipher } from '../security/pii.ts';
import { newResumeCode } from '../wizard/save-later.ts';
import { maskedView, resolveSsn, sealSsn } from './sections.ts';
import { codeHash, emailHash } from './wizard-store.ts';

const pii = piiCipher(randomBytes(32));

describe('sections keep SSNs sealed', () => {
  it('seals the SSN and shows only its last four', () => {
    const sealed = sealSsn(pii, { first_name: 'Dana', ssn: '123-45-6789' }, '123456789');
    expect(sealed).toMatchObject({ first_name: 'Dana', ssn_last4: '6789' });
    expect(sealed).not.toHaveProperty('ssn');
    expect(JSON.stringify(sealed)).not.toContain('123456789');
    expect(maskedView(sealed)).toEqual({ first_name: 'Dana', ssn: 'xxx-xx-6789' });
  });

  it('takes a masked value sent back as the stored number only when the last four agree', () => {
    const stored = sealSsn(pii, {}, '123456789');
    expect(resolveSsn(pii, 'xxx-xx-6789', stored)).toBe('123456789');
    expect(resolveSsn(pii, 'xxx-xx-1111', stored)).toBe('xxx-xx-1111');
    expect(resolveSsn(pii, 'xxx-xx-6789', undefined)).toBe('xxx-xx-6789');
    expect(resolveSsn(pii, '987654321', stored)).toBe('987654321');
  });
});

describe('resume codes', () => {
  it('are 128 random bits in 26 grouped base-32 characters, never twice the same', () => {
    const codes = Array.from({ length: 200 }, newResumeCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('hash the same whatever the case, dashes or spaces; e-mails whatever the case', () => {
    expect(codeHash('ABCDE-FGHJK')).toBe(codeHash('abcde fghjk'));
    expect(codeHash('ABCDE-FGHJK')).not.toBe(codeHash('ABCDE-FGHJM'));
    expect(emailHash('Dana@Example.com ')).toBe(emailHash('dana@example.com'));
  });
});
