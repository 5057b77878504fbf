import { describe, expect, it } from 'vitest';
import { isNewMemberContinuation, validateAlternateEmail, validateContinueEnrollment } from './save-later.ts';

describe('save later and continue', () => {
  it('treats an empty alternate e-mail as invalid', () => {
    expect(validateAlternateEmail('')._unsafeUnwrapErr()).toBe('Enter valid email address');
    expect(validateAlternateEmail('a@b')._unsafeUnwrapErr()).toBe('Enter valid email address');
    expect(validateAlternateEmail(' a@b.co ')._unsafeUnwrap()).toBe('a@b.co');
  });

  it('needs a code and a valid e-mail to continue', () => {
    expect(validateContinueEnrollment({ code: '', email: 'x' })._unsafeUnwrapErr()).toEqual({ code: 'Field is required', email: 'Enter valid email address' });
    expect(validateContinueEnrollment({ code: 'C1', email: 'a@b.co' }).isOk()).toBe(true);
    expect(isNewMemberContinuation('new-user')).toBe(true);
    expect(isNewMemberContinuation('existing-user')).toBe(false);
  });
});
