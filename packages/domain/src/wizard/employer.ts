import { recordOf } from '../payload.ts';
import type { Result } from 'neverthrow';
import type { FieldErrors } from '../errors.ts';
import { checkField, finish, isBlank, patternCheck, requiredCheck, shapeCheck } from '../form.ts';
import { Messages } from '../messages.ts';
import { isZipFormat } from '../zip.ts';
import { PHONE } from './contact.ts';
import { dateCheck } from './personal.ts';

/**
 * Employer Information (doc 002). Field keys are the wire's employer_info names. Option lists are [value, label], the
 * label in English from the message catalogue (a screen shows it through useTranslate).
 */
export const HolidayPolicies = [
  ['Standard_6', Messages.holidayStandard6],
  ['Presendents_Day', Messages.holidayPresidentsDay],
  ['Columbus_Day', Messages.holidayColumbusDay],
  ['Religious_Days', Messages.holidayReligiousDays],
  ['Birthday', Messages.holidayBirthday],
  ['Floating_Day', Messages.holidayFloatingDay],
] as const;
export type HolidayPolicy = (typeof HolidayPolicies)[number][0];

export const CompensationTypes = ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary'] as const;
export const EmploymentStatuses = [
  ['A', Messages.employmentActive],
  ['C', Messages.employmentCobra],
  ['R', Messages.employmentRetired],
] as const;
export const RETIRED = 'R';

/** The step's text fields, in form order (the wire's employer_info names; holiday_policy apart). */
export const EmployerInfoRequired = ['name', 'address1', 'city', 'state', 'zip'] as const;
export const EmployerInfoFields = [
  'name',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'with_validation',
  'average_work_week',
  'employment_start_date',
  'occupation',
  'compensation_type',
  'employment_status',
  'emp_industry',
  'emp_num_employed',
  'emp_vac_policy',
  'emp_barg_unit',
] as const;

export interface EmployerInfoInput {
  readonly name: string;
  readonly phone?: string;
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly with_validation?: string;
  readonly average_work_week?: string;
  readonly employment_start_date?: string;
  readonly occupation?: string;
  readonly compensation_type?: string;
  readonly employment_status?: string;
  readonly emp_industry?: string;
  readonly emp_num_employed?: string;
  readonly emp_vac_policy?: string;
  readonly emp_barg_unit?: string;
  readonly holiday_policy: Readonly<Partial<Record<HolidayPolicy, boolean>>>;
}

/** Fields the server flags required (besides name, address1, city, state and zip, always required). */
export type EmployerRequirements = Readonly<Partial<Record<keyof EmployerInfoInput, boolean>>>;

const FOUR = ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'] as const;
const FLAGGABLE = ['phone', 'address2', 'average_work_week', 'employment_start_date', 'occupation', 'compensation_type', 'employment_status'] as const;
/** Every employer field the server's form flags as asked or not: the keys an EmployerRequirements may hold. */
export const EmployerFlaggedFields = [...FLAGGABLE, ...FOUR] as const;

/** Employer names need at least one letter or digit; anything else is not employer information. */
const EMPLOYER_NAME = /[A-Za-z0-9]/;

export const validateEmployerInfo = (
  input: EmployerInfoInput,
  requirements: EmployerRequirements = {},
): Result<EmployerInfoInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'name', input.name, required, patternCheck(EMPLOYER_NAME, Messages.invalidEmployer));
  checkField(errors, 'address1', input.address1, required);
  checkField(errors, 'city', input.city, required);
  checkField(errors, 'state', input.state, required);
  checkField(errors, 'zip', input.zip, required, shapeCheck(isZipFormat, Messages.invalidEmployerZip));
  for (const field of FLAGGABLE) if (requirements[field] === true) checkField(errors, field, input[field] ?? '', required);
  checkField(errors, 'phone', input.phone ?? '', patternCheck(PHONE, Messages.invalidPhone));
  checkField(errors, 'employment_start_date', input.employment_start_date ?? '', dateCheck);
  // Industry, employees, vacation policy and bargaining unit: required only when all four are flagged.
  if (FOUR.every((field) => requirements[field] === true)) {
    for (const field of FOUR) checkField(errors, field, input[field] ?? '', required);
  }
  checkField(errors, 'emp_num_employed', input.emp_num_employed ?? '', patternCheck(/^\d+$/, Messages.invalidEmployer));
  if (input.employment_status?.trim() === RETIRED) errors.employment_status = Messages.retiredEmployer;
  if (!HolidayPolicies.some(([key]) => input.holiday_policy[key] === true)) errors.holiday_policy = Messages.selectHolidayPolicy;
  return finish(errors, () => ({ ...input, state: formatStateInput(input.state) }));
};

/** Retired employment status blocks proceeding, whatever else is filled. */
export const blocksRetired = (employmentStatus: string | undefined): boolean => employmentStatus?.trim() === RETIRED;

/** The holiday flags as the wire sends them: every policy as 0/1. */
export const holidayPolicyFlags = (selected: EmployerInfoInput['holiday_policy']): Record<HolidayPolicy, 0 | 1> =>
  recordOf(
    HolidayPolicies.map(([key]) => key),
    (key): 0 | 1 => (selected[key] === true ? 1 : 0),
  );

/** Typed state: upper case while 2 characters or fewer (an abbreviation), else title case (a name). */
export const formatStateInput = (raw: string): string => {
  if (isBlank(raw)) return '';
  if (raw.length <= 2) return raw.toUpperCase();
  return raw.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, letter: string) => sep + letter.toUpperCase());
};
