import { describe, expect, it } from 'vitest';
import { formatStateInput, holidayPolicyFlags, validateEmployerInfo, type EmployerInfoInput } from './employer.ts';

const valid: EmployerInfoInput = {
  name: 'Acme 2',
  address1: '1 Main',
  city: 'Dallas',
  state: 'tx',
  zip: '75001',
  holiday_policy: { Birthday: true },
};

describe('employer information', () => {
  it('accepts a complete form and upper-cases a typed state abbreviation', () => {
    expect(validateEmployerInfo(valid)._unsafeUnwrap().state).toBe('TX');
  });

  it('checks employer zip, name and holiday policy with the wizard wording', () => {
    expect(validateEmployerInfo({ ...valid, zip: '7500' })._unsafeUnwrapErr()).toEqual({ zip: 'Invalid zip code' });
    expect(validateEmployerInfo({ ...valid, name: '---' })._unsafeUnwrapErr()).toEqual({ name: 'Invalid employer information' });
    expect(validateEmployerInfo({ ...valid, holiday_policy: { Birthday: false } })._unsafeUnwrapErr()).toEqual({ holiday_policy: 'Select at least one holiday policy' });
    expect(validateEmployerInfo({ ...valid, phone: '123' })._unsafeUnwrapErr()).toEqual({ phone: 'Invalid phone number' });
    expect(validateEmployerInfo({ ...valid, employment_start_date: '13/01/2020' })._unsafeUnwrapErr()).toHaveProperty('employment_start_date');
  });

  it('blocks a retired employment status', () => {
    expect(validateEmployerInfo({ ...valid, employment_status: 'R' })._unsafeUnwrapErr()).toEqual({ employment_status: 'You cannot proceed with retired employer' });
    expect(validateEmployerInfo({ ...valid, employment_status: 'A' }).isOk()).toBe(true);
    expect(validateEmployerInfo({ ...valid, employment_status: 'C' }).isOk()).toBe(true);
  });

  it('requires industry, employees, vacation policy and bargaining unit only when all four are flagged', () => {
    expect(validateEmployerInfo(valid, { emp_industry: true, emp_num_employed: true, emp_vac_policy: true }).isOk()).toBe(true);
    expect(
      Object.keys(validateEmployerInfo(valid, { emp_industry: true, emp_num_employed: true, emp_vac_policy: true, emp_barg_unit: true })._unsafeUnwrapErr()),
    ).toEqual(['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit']);
    expect(validateEmployerInfo(valid, { occupation: true })._unsafeUnwrapErr()).toEqual({ occupation: 'Field is required' });
  });

  it('sends every holiday policy as a 0/1 flag', () => {
    expect(holidayPolicyFlags({ Standard_6: true, Floating_Day: true })).toEqual({
      Standard_6: 1,
      Presendents_Day: 0,
      Columbus_Day: 0,
      Religious_Days: 0,
      Birthday: 0,
      Floating_Day: 1,
    });
  });

  it.each([
    ['t', 'T'],
    ['tx', 'TX'],
    ['tex', 'Tex'],
    ['new YORK', 'New York'],
    ['', ''],
  ])('types state %j as %j', (typed, shown) => {
    expect(formatStateInput(typed)).toBe(shown);
  });
});
