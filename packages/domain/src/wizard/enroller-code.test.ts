import { describe, expect, it } from 'vitest';
import { checkEnrollerCode, showsEnrollerCodeButton, validateEnrollerCodeEntry } from './enroller-code.ts';

describe('enroller code', () => {
  it('blocks groups 2556 and 2512 until a code is saved', () => {
    expect(checkEnrollerCode('2556', '')._unsafeUnwrapErr()).toBe('Enroller code is required');
    expect(checkEnrollerCode('2512', undefined)._unsafeUnwrapErr()).toBe('Enroller code is required');
    expect(checkEnrollerCode('2512', 'E1').isOk()).toBe(true);
    expect(checkEnrollerCode('2557', '').isOk()).toBe(true);
    expect(checkEnrollerCode(undefined, '').isOk()).toBe(true);
  });

  it('shows the button for reps, for those groups, or when the service says so', () => {
    expect(showsEnrollerCodeButton('rep', '1', false)).toBe(true);
    expect(showsEnrollerCodeButton('applicant', '2556', false)).toBe(true);
    expect(showsEnrollerCodeButton('group', '1', true)).toBe(true);
    expect(showsEnrollerCodeButton('applicant', '1', false)).toBe(false);
  });

  it('asks for the code when saved empty', () => {
    expect(validateEnrollerCodeEntry(' ')._unsafeUnwrapErr()).toBe('Enter Enroller Code');
    expect(validateEnrollerCodeEntry(' E1 ')._unsafeUnwrap()).toBe('E1');
  });
});
