import { describe, expect, it } from 'vitest';
import { canSendQuote, validateQuoteForm } from './quote-form.ts';

describe('quote form', () => {
  it('requires name and e-mail with the spec wording', () => {
    expect(validateQuoteForm({ name: '', email: '' })._unsafeUnwrapErr()).toEqual({ name: 'Field is required', email: 'Field is required' });
  });

  it.each(['J0hn', 'Ann!', 'a  b', ' -'])('refuses name %j', (name) => {
    expect(validateQuoteForm({ name, email: 'a@b.co' })._unsafeUnwrapErr()).toEqual({ name: 'Please enter valid name' });
  });

  it.each(['a@b', 'ab.co', 'a b@c.co', '@b.co'])('refuses e-mail %j', (email) => {
    expect(validateQuoteForm({ name: 'Ann Lee', email })._unsafeUnwrapErr()).toEqual({ email: 'Please enter valid email address' });
  });

  it('keeps the message optional', () => {
    expect(validateQuoteForm({ name: ' Ann Lee ', email: 'ann@x.io', message: '  ' })._unsafeUnwrap()).toEqual({ name: 'Ann Lee', email: 'ann@x.io' });
    expect(validateQuoteForm({ name: 'Ann', email: 'ann@x.io', message: 'Hi' })._unsafeUnwrap().message).toBe('Hi');
  });

  it('offers quotes to reps and groups with quotation on, never on the special host', () => {
    expect(canSendQuote({ eprocess: 'rep', quotationEnabled: true, onSpecialHost: false })).toBe(true);
    expect(canSendQuote({ eprocess: 'group', quotationEnabled: true, onSpecialHost: false })).toBe(true);
    expect(canSendQuote({ eprocess: 'applicant', quotationEnabled: true, onSpecialHost: false })).toBe(false);
    expect(canSendQuote({ eprocess: 'rep', quotationEnabled: false, onSpecialHost: false })).toBe(false);
    expect(canSendQuote({ eprocess: 'rep', quotationEnabled: true, onSpecialHost: true })).toBe(false);
  });
});
