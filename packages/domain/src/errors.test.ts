import { describe, expect, it } from 'vitest';
import { describeError, forbidden, mergeFieldErrors, messageSlot, notFound, validationError } from './errors.ts';

describe('errors as values', () => {
  it('describes any error in one line', () => {
    expect(describeError(validationError({ zip: 'Invalid Zip code', dob: 'Field is required' }))).toBe('zip: Invalid Zip code; dob: Field is required');
    expect(describeError(notFound('OOPS! Page not found'))).toBe('OOPS! Page not found');
    expect(forbidden('no')).toEqual({ kind: 'forbidden', message: 'no' });
  });

  it('names the message slot of a target and merges without overwriting', () => {
    expect(messageSlot('email_address')).toBe('email_address_message');
    expect(mergeFieldErrors({ a: '1' }, { a: '2', b: '3' })).toEqual({ a: '1', b: '3' });
  });
});
