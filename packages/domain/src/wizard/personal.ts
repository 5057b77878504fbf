import type { Result } from 'neverthrow';
import { parseUsDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';
import { checkField, finish, isBlank, patternCheck, PERSON_NAME, requiredCheck, type Check } from '../form.ts';
import { Messages } from '../messages.ts';
import { isSsn } from '../values.ts';

/**
 * Personal Information (doc 002 sections 2, 3 and 5). Gender and date of birth are read-only here and
 * not checked. Field keys are the wire's primary_info names.
 */
/** The step's text fields, in form order (the wire's primary_info names); the first seven are always required. */
export const PersonalInfoRequired = ['first_name', 'last_name', 'weight', 'height_feet', 'height_inch', 'marital_status', 'ssn'] as const;
export const PersonalInfoFields = [
  'first_name',
  'middle_name',
  'last_name',
  'weight',
  'height_feet',
  'height_inch',
  'marital_status',
  'ssn',
  'ethnic_category',
  'ethnic_category_other_type',
  'prior_coverage_flag',
  'prior_carrier_name',
  'prior_effective_date',
  'prior_term_date',
] as const;

export interface PersonalInfoInput {
  readonly first_name: string;
  readonly middle_name?: string;
  readonly last_name: string;
  readonly weight: string;
  readonly height_feet: string;
  readonly height_inch: string;
  readonly marital_status: string;
  readonly ssn: string;
  readonly ethnic_category?: string;
  readonly ethnic_category_other_type?: string;
  readonly prior_coverage_flag?: string;
  readonly prior_carrier_name?: string;
  readonly prior_effective_date?: string;
  readonly prior_term_date?: string;
}

/** Option lists: [value, label], the label in English from the message catalogue (a screen shows it through useTranslate). */
export const MaritalStatuses = [
  ['0', Messages.maritalSingle],
  ['1', Messages.maritalMarried],
  ['2', Messages.maritalDivorced],
  ['3', Messages.maritalWidowed],
] as const;
export const PriorCoverageOptions = [
  ['0', Messages.priorCoverageNone],
  ['1', Messages.priorCoverageCarrier],
] as const;
/** The ethnic group whose choice reveals the free-text 'Other Ethnic Group'. */
export const OTHER_ETHNIC_GROUP_ID = '12';

export const needsOtherEthnicGroup = (ethnicCategory: string | undefined): boolean => ethnicCategory?.trim() === OTHER_ETHNIC_GROUP_ID;
export const needsPriorCarrier = (flag: string | undefined): boolean => flag?.trim() === '1';

/** Weight: 1 to 3 digits and above zero. */
export const weightCheck: Check = (v) => (/^\d{1,3}$/.test(v.trim()) && Number(v) > 0 ? undefined : Messages.weightInvalid);
/** Height feet: one digit, not zero. */
export const heightFeetCheck: Check = (v) => (/^\d$/.test(v.trim()) && Number(v) > 0 ? undefined : Messages.heightInvalid);
/** Inches: at most two digits and a real inch count, 0 to 11 (ADR 0100). */
export const heightInchCheck: Check = (v) => (/^\d{1,2}$/.test(v.trim()) && Number(v) <= 11 ? undefined : Messages.inchInvalid);
export const ssnCheck: Check = (v) => (isSsn(v.trim()) ? undefined : Messages.invalidSsn);
export const dateCheck: Check = (v) => (isBlank(v) || parseUsDate(v).isOk() ? undefined : Messages.invalidDate);

const optional =
  (check: Check): Check =>
  (v) =>
    isBlank(v) ? undefined : check(v);

export const validatePersonalInfo = (input: PersonalInfoInput): Result<PersonalInfoInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'first_name', input.first_name, required, patternCheck(PERSON_NAME, Messages.invalidFirstName));
  checkField(errors, 'last_name', input.last_name, required, patternCheck(PERSON_NAME, Messages.invalidLastName));
  checkField(errors, 'weight', input.weight, required, weightCheck);
  checkField(errors, 'height_feet', input.height_feet, required, heightFeetCheck);
  checkField(errors, 'height_inch', input.height_inch, required, heightInchCheck);
  checkField(errors, 'marital_status', input.marital_status, (v) =>
    MaritalStatuses.some(([id]) => id === v.trim()) ? undefined : Messages.fieldRequired,
  );
  checkField(errors, 'ssn', input.ssn, required, ssnCheck);
  if (needsOtherEthnicGroup(input.ethnic_category)) {
    checkField(errors, 'ethnic_category_other_type', input.ethnic_category_other_type ?? '', required);
  }
  if (needsPriorCarrier(input.prior_coverage_flag)) {
    checkField(errors, 'prior_carrier_name', input.prior_carrier_name ?? '', required);
    checkField(errors, 'prior_effective_date', input.prior_effective_date ?? '', required, dateCheck);
    checkField(errors, 'prior_term_date', input.prior_term_date ?? '', required, dateCheck);
  }
  checkField(errors, 'prior_effective_date', input.prior_effective_date ?? '', optional(dateCheck));
  checkField(errors, 'prior_term_date', input.prior_term_date ?? '', optional(dateCheck));
  return finish(errors, () => ({
    ...input,
    // Hidden fields travel empty: the other ethnic text only with group 12, carrier details only with flag 1.
    ...(needsOtherEthnicGroup(input.ethnic_category) ? {} : { ethnic_category_other_type: '' }),
    ...(needsPriorCarrier(input.prior_coverage_flag) ? {} : { prior_carrier_name: '', prior_effective_date: '', prior_term_date: '' }),
  }));
};
