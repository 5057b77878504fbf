import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { validatePersonalInfo, type PersonalInfoInput } from './personal.ts';

const valid: PersonalInfoInput = {
  first_name: 'Ann',
  last_name: "O'Neil-Smith",
  weight: '150',
  height_feet: '5',
  height_inch: '11',
  marital_status: '1',
  ssn: '123456789',
};
const errorsOf = (patch: Partial<PersonalInfoInput>) => validatePersonalInfo({ ...valid, ...patch })._unsafeUnwrapErr();

describe('personal information', () => {
  it('accepts a complete form', () => {
    expect(validatePersonalInfo(valid).isOk()).toBe(true);
  });

  it.each([
    [{ first_name: '' }, { first_name: 'Field is required' }],
    [{ first_name: 'Ann3' }, { first_name: 'Please enter valid first name' }],
    [{ last_name: '!' }, { last_name: 'Please enter valid last name' }],
    [{ weight: '0' }, { weight: 'Weight cannot be zero or less' }],
    [{ weight: '1000' }, { weight: 'Weight cannot be zero or less' }],
    [{ weight: '-5' }, { weight: 'Weight cannot be zero or less' }],
    [{ height_feet: '0' }, { height_feet: 'Height cannot be zero' }],
    [{ height_feet: '10' }, { height_feet: 'Height cannot be zero' }],
    [{ height_inch: '12' }, { height_inch: 'Inch is invalid' }],
    [{ height_inch: '123' }, { height_inch: 'Inch is invalid' }],
    [{ marital_status: '' }, { marital_status: 'Field is required' }],
    [{ marital_status: '4' }, { marital_status: 'Field is required' }],
    [{ ssn: '12345678' }, { ssn: 'Invalid Social Security Number' }],
    [{ ssn: '12345678a' }, { ssn: 'Invalid Social Security Number' }],
  ])('%j -> %j', (patch, expected) => {
    expect(errorsOf(patch)).toEqual(expected);
  });

  it('accepts the edges: weight 1 and 999, feet 1 and 9, inches 0 and 11', () => {
    for (const patch of [{ weight: '1' }, { weight: '999' }, { height_feet: '9' }, { height_inch: '0' }, { height_inch: '00' }]) {
      expect(validatePersonalInfo({ ...valid, ...patch }).isOk()).toBe(true);
    }
  });

  it('requires the other ethnic group text only for group 12, and clears it otherwise', () => {
    expect(errorsOf({ ethnic_category: '12' })).toEqual({ ethnic_category_other_type: Messages.fieldRequired });
    expect(validatePersonalInfo({ ...valid, ethnic_category: '3', ethnic_category_other_type: 'x' })._unsafeUnwrap().ethnic_category_other_type).toBe('');
  });

  it('requires carrier name and dates when the applicant had an insurance carrier', () => {
    expect(errorsOf({ prior_coverage_flag: '1' })).toEqual({
      prior_carrier_name: 'Field is required',
      prior_effective_date: 'Field is required',
      prior_term_date: 'Field is required',
    });
    expect(errorsOf({ prior_coverage_flag: '1', prior_carrier_name: 'X', prior_effective_date: '02/30/2020', prior_term_date: '01/01/2021' })).toEqual({
      prior_effective_date: Messages.invalidDate,
    });
    expect(validatePersonalInfo({ ...valid, prior_coverage_flag: '0', prior_carrier_name: 'X' })._unsafeUnwrap().prior_carrier_name).toBe('');
  });
});

describe('names in every language (docs/adr/0103)', () => {
  it('accepts letters of any language, with spaces, hyphens and apostrophes between words', () => {
    for (const name of ['Zoë', 'José', 'Nguyễn', 'Nguyễn'.normalize('NFD'), "O'Brien", 'O’Brien', 'Anne-Marie', 'Mary Jane', '李', 'Łukasz'])
      expect(validatePersonalInfo({ ...valid, first_name: name, last_name: name }).isOk(), name).toBe(true);
  });

  it('still refuses digits, markup and stray signs', () => {
    for (const name of ['Dana2', '<b>Dana</b>', 'Dana!', "-Dana", "Dana-", 'Da  na', "O''Brien"])
      expect(errorsOf({ first_name: name, last_name: name }), name).toEqual({ first_name: Messages.invalidFirstName, last_name: Messages.invalidLastName });
  });
});
