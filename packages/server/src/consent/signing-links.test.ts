import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskEmail, newLinkId, signingKeys } from './signing-links.ts';

describe('signing link tokens', () => {
  const keys = signingKeys(randomBytes(32));
  const id = newLinkId();
  const expires = new Date('2026-11-24T12:00:00Z');
  const token = keys.sign(id, expires, 'enrollment-1');

  it('carry the link id and expiry, and hold only for the enrollment and key they were made for', () => {
    expect(keys.parse(token)).toEqual({ linkId: id, expiresAt: expires });
    expect(keys.verify(token, 'enrollment-1')).toBe(true);
    expect(keys.verify(token, 'enrollment-2')).toBe(false);
    expect(signingKeys(randomBytes(32)).verify(token, 'enrollment-1')).toBe(false);
  });

  it('cannot be extended or altered', () => {
    const [v, linkId, expiry, mac] = token.split('.') as [string, string, string, string];
    expect(keys.verify([v, linkId, String(Number(expiry) + 86_400), mac].join('.'), 'enrollment-1')).toBe(false);
    expect(keys.verify([v, newLinkId(), expiry, mac].join('.'), 'enrollment-1')).toBe(false);
    for (const broken of ['', 'sgn1', `${token}.x`, token.replace('sgn1', 'sgn2'), 'sgn1.a.b.c']) {
      expect(keys.parse(broken)).toBeUndefined();
      expect(keys.verify(broken, 'enrollment-1')).toBe(false);
    }
  });

  it('shows an address without giving it away', () => {
    expect(maskEmail('dana.rivera@example.com')).toBe('d***@example.com');
  });
});
