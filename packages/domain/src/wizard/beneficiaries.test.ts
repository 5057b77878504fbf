import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import {
  addBeneficiary,
  beneficiaryHints,
  beneficiaryLabels,
  canAddBeneficiary,
  canContinueBeneficiaries,
  fromExistingBeneficiary,
  maskPercentage,
  parsePercentage,
  totalNote,
  validateBeneficiary,
  validateBeneficiaryList,
  type BeneficiaryInput,
} from './beneficiaries.ts';

const today = { year: 2026, month: 11, day: 21 };
const valid: BeneficiaryInput = { first_name: 'Bo', last_name: 'Lee', relationship: 'Son', beneficiary_percentage: '100', birthdate: '11/21/2026' };
const p = (...percentages: number[]) => percentages.map((percentage) => ({ percentage }));

describe('one beneficiary', () => {
  it('accepts a birth date of today and keeps the percentage as a number', () => {
    expect(validateBeneficiary(valid, today)._unsafeUnwrap().percentage).toBe(100);
  });

  it.each([
    ['0', Messages.beneficiaryPercentage],
    ['101', Messages.beneficiaryPercentage],
    ['', Messages.fieldRequired],
    ['5.5', Messages.beneficiaryPercentage],
  ])('refuses percentage %j', (beneficiary_percentage, message) => {
    expect(validateBeneficiary({ ...valid, beneficiary_percentage }, today)._unsafeUnwrapErr()).toEqual({ beneficiary_percentage: message });
  });

  it('accepts 1 and 100, refuses a birth date in the future and a missing relationship', () => {
    expect(parsePercentage('1')._unsafeUnwrap()).toBe(1);
    expect(parsePercentage('100')._unsafeUnwrap()).toBe(100);
    expect(validateBeneficiary({ ...valid, birthdate: '11/22/2026' }, today)._unsafeUnwrapErr()).toEqual({ birthdate: Messages.futureDate });
    expect(validateBeneficiary({ ...valid, relationship: '' }, today)._unsafeUnwrapErr()).toEqual({ relationship: 'Field is required' });
    expect(validateBeneficiary({ ...valid, ssn: '123' }, today)._unsafeUnwrapErr()).toEqual({ ssn: 'Invalid Social Security Number' });
  });

  it('masks typed percentages: digits only, at most 3', () => {
    expect(maskPercentage('1a0b0c0')).toBe('100');
    expect(maskPercentage('-5%')).toBe('5');
  });
});

describe('the list', () => {
  it('notes the total: green at 100, red with the total otherwise', () => {
    expect(totalNote(p(50, 50))).toEqual({ tone: 'ok', total: 100 });
    expect(totalNote(p(60, 50))).toEqual({ tone: 'over', total: 110, message: 'Your total Beneficiary Percentage is 110 and it Should not be more than 100%' });
    expect(totalNote(p(99))).toEqual({ tone: 'under', total: 99, message: 'Your total Beneficiary Percentage is 99 and it Should not be less than 100%' });
  });

  it('allows at most three and hides Add at 100 or more', () => {
    expect(addBeneficiary(p(10, 10, 10), { percentage: 1 })._unsafeUnwrapErr()).toBe('Maximum allowed number of beneficiaries is 3');
    expect(addBeneficiary(p(10, 10), { percentage: 80 })._unsafeUnwrap()).toHaveLength(3);
    expect(canAddBeneficiary(p(50, 50))).toBe(false);
    expect(canAddBeneficiary(p(10, 10, 10))).toBe(false);
    expect(canAddBeneficiary(p(99))).toBe(true);
  });

  it('continues only with a non-empty list totalling exactly 100', () => {
    expect(canContinueBeneficiaries([])).toBe(false);
    expect(canContinueBeneficiaries(p(100))).toBe(true);
    expect(canContinueBeneficiaries(p(33, 33, 34))).toBe(true);
    expect(canContinueBeneficiaries(p(33, 33, 33))).toBe(false);
    expect(validateBeneficiaryList([])._unsafeUnwrapErr()).toBe('Please add your beneficiaries before continuing.');
    expect(validateBeneficiaryList(p(25, 25, 25, 25))._unsafeUnwrapErr()).toBe('Maximum allowed number of beneficiaries is 3');
    expect(validateBeneficiaryList(p(120))._unsafeUnwrapErr()).toBe(Messages.beneficiaryTotalOver(120));
  });

  it('disables delete and continue while editing, with the hints', () => {
    expect(beneficiaryHints(true)).toEqual({
      deleteDisabled: true,
      continueDisabled: true,
      deleteHint: 'Please submit the edited form first to delete',
      continueHint: 'Please submit the edited form first to continue',
    });
    expect(beneficiaryHints(false)).toMatchObject({ deleteHint: 'Delete', continueHint: 'Click to continue enrollment' });
  });

  it('labels the list and copies an existing dob into birthdate', () => {
    expect(beneficiaryLabels([{ first_name: 'A', last_name: 'B' }])).toEqual(['Beneficiary #1: A B']);
    expect(fromExistingBeneficiary({ dob: '01/01/1990' }).birthdate).toBe('01/01/1990');
    expect(fromExistingBeneficiary({ dob: '01/01/1990', birthdate: '02/02/1990' }).birthdate).toBe('02/02/1990');
  });
});

describe('a spouse or domestic partner named as beneficiary is of age (docs/adr/0104)', () => {
  const today = { year: 2026, month: 11, day: 21 };
  const base: BeneficiaryInput = { first_name: 'Zoë', last_name: 'Nguyễn', relationship: 'Spouse', beneficiary_percentage: '100', birthdate: '01/01/2015' };
  it('refuses a spouse or partner under 18 and lets a child of any age be named', () => {
    expect(validateBeneficiary(base, today)._unsafeUnwrapErr()).toEqual({ birthdate: Messages.spouseTooYoung });
    expect(validateBeneficiary({ ...base, relationship: 'Domestic Partner' }, today)._unsafeUnwrapErr()).toEqual({ birthdate: Messages.spouseTooYoung });
    expect(validateBeneficiary({ ...base, relationship: 'Child' }, today).isOk()).toBe(true);
    expect(validateBeneficiary({ ...base, birthdate: '01/01/1990' }, today).isOk()).toBe(true);
  });
});
