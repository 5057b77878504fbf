import { describe, expect, it } from 'vitest';
import { externalChecksPass, needsExternalContactChecks, validateContactInfo, type ContactInfoInput } from './contact.ts';

const valid: ContactInfoInput = { email_address: 'ann@x.io', phone_number: '2145550100', address1: '1 Main St', city: 'Dallas' };

describe('contact information', () => {
  it('accepts a complete form and normalises the USPS flag', () => {
    expect(validateContactInfo(valid)._unsafeUnwrap().with_validation).toBe('0');
    expect(validateContactInfo({ ...valid, with_validation: '1' })._unsafeUnwrap().with_validation).toBe('1');
  });

  it('checks e-mail and phone with the wizard wording', () => {
    expect(validateContactInfo({ ...valid, email_address: 'ann@x' })._unsafeUnwrapErr()).toEqual({ email_address: 'Email is not in correct format' });
    expect(validateContactInfo({ ...valid, phone_number: '214555010' })._unsafeUnwrapErr()).toEqual({ phone_number: 'Invalid phone number' });
    expect(validateContactInfo({ ...valid, phone_number: '21455501001' })._unsafeUnwrapErr()).toEqual({ phone_number: 'Invalid phone number' });
    expect(validateContactInfo({ ...valid, email_address: '', address1: '' })._unsafeUnwrapErr()).toEqual({
      email_address: 'Field is required',
      address1: 'Field is required',
    });
  });

  it('requires address2 when flagged, birth state and city only when both are flagged', () => {
    expect(validateContactInfo(valid, { address2: true })._unsafeUnwrapErr()).toEqual({ address2: 'Field is required' });
    expect(validateContactInfo(valid, { birth_state: true }).isOk()).toBe(true);
    expect(validateContactInfo(valid, { birth_state: true, birth_city: true })._unsafeUnwrapErr()).toEqual({
      birth_state: 'Field is required',
      birth_city: 'Field is required',
    });
  });

  it('runs the external checks for existing members and saves only when both pass', () => {
    expect(needsExternalContactChecks('existing-user')).toBe(true);
    expect(needsExternalContactChecks('new-member')).toBe(false);
    expect(externalChecksPass({ phoneValid: true, emailValid: false })).toBe(false);
    expect(externalChecksPass({ phoneValid: true, emailValid: true })).toBe(true);
  });
});
