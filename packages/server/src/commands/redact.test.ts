import { describe, expect, it } from 'vitest';
import { journalPayload, MAX_JOURNAL_PAYLOAD_BYTES, redact } from './redact.ts';

describe('journal redaction', () => {
  it('masks identifiers by meaning, whatever the spelling of the key', () => {
    const redacted = redact({
      SSN: '123-45-6789',
      ssn: '123456789',
      social_security_number: '987654321',
      cardNumber: '4111 1111 1111 1111',
      card_number: '4111111111111111',
      account_number: '000123456789',
      AccountNumber: '99887766',
      routing_number: '021000021',
      email_address: 'ann@example.com',
      phoneNumber: '5125550134',
      first_name: 'Ann',
    }) as Record<string, string>;
    expect(redacted.first_name).toBe('Ann');
    for (const key of ['SSN', 'ssn', 'social_security_number', 'cardNumber', 'card_number', 'account_number', 'AccountNumber', 'routing_number', 'email_address', 'phoneNumber']) {
      expect(redacted[key], key).toMatch(/^\*+.{4}$/);
    }
  });

  it('drops secrets entirely', () => {
    const redacted = redact({ password: 'x', Password: 'y', security_code: '123', CVV: '999', signature: 'data:image/png', image: 'data:', code: 'resume', token: 't' });
    expect(redacted).toEqual({});
  });

  it('masks values that look like card or social security numbers under any key, nested too', () => {
    const redacted = redact({ notes: '4111-1111-1111-1111', beneficiaries: [{ id_number: '123-45-6789', name: 'Bo' }], reference: 'A-1' });
    expect(redacted).toEqual({ notes: '***************1111', beneficiaries: [{ id_number: '*******6789', name: 'Bo' }], reference: 'A-1' });
  });

  it('keeps a large payload only as its short top-level fields and its size', () => {
    const kept = journalPayload({ zip: '75001', essay: 'x'.repeat(MAX_JOURNAL_PAYLOAD_BYTES * 2) }) as Record<string, unknown>;
    expect(kept).toMatchObject({ truncated: true, zip: '75001' });
    expect(kept.essay).toBeUndefined();
    expect(JSON.stringify(kept).length).toBeLessThan(1000);
  });
});
