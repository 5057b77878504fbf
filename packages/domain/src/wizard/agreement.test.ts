import { describe, expect, it } from 'vitest';
import { allAgreementsChecked, signerMode, validateAgreement } from './agreement.ts';

const texts = [
  { head: 'A', body: 'a' },
  { head: 'B', body: 'b' },
  { head: 'C', body: 'c', required: false },
];

describe('agreement and signature', () => {
  it('chooses the signer by eprocess', () => {
    expect(signerMode('rep')).toBe('broker');
    expect(signerMode('group', true)).toBe('group');
    expect(signerMode('applicant')).toBe('applicant');
    expect(signerMode('applicant', true)).toBe('sigapplicant');
  });

  it('needs every required checkbox checked', () => {
    expect(validateAgreement(texts, { checked: [true] }, 'broker')._unsafeUnwrapErr()).toEqual({ 'agreement.1': 'This field is required.' });
    expect(validateAgreement(texts, { checked: [true, true] }, 'broker').isOk()).toBe(true);
    expect(allAgreementsChecked(texts, [true, false, false])).toBe(false);
    expect(allAgreementsChecked(texts, [true, true, false])).toBe(true);
  });

  it('needs the answer when marked and a signature in signature mode', () => {
    expect(validateAgreement(texts, { checked: [true, true], answerRequired: true, answer: ' ' }, 'applicant')._unsafeUnwrapErr()).toEqual({
      answer: 'Field is required',
    });
    expect(validateAgreement(texts, { checked: [true, true], signature: '' }, 'sigapplicant')._unsafeUnwrapErr()).toEqual({ signature: 'Signature is required.' });
    expect(validateAgreement(texts, { checked: [true, true] }, 'applicant').isOk()).toBe(true);
  });
});
