import { err, ok, type Result } from 'neverthrow';
import { parseNotFutureDate, type CalendarDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';
import { checkField, finish, isBlank, patternCheck, PERSON_NAME, requiredCheck } from '../form.ts';
import { Messages } from '../messages.ts';
import { isSpouseLike, relationAgeError } from './dependents.ts';

/**
 * Beneficiary Information (doc 002): at most three beneficiaries whose percentages add up to exactly
 * 100 before the wizard may continue. Field keys are the wire's.
 */
export const MAX_BENEFICIARIES = 3;
export const FULL_PERCENTAGE = 100;

/** A beneficiary's fields, in form order (the wire's names). */
export const BeneficiaryFields = ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'] as const;

export interface BeneficiaryInput {
  readonly first_name: string;
  readonly middle_name?: string;
  readonly last_name: string;
  readonly birthdate?: string; // MM/DD/YYYY
  readonly ssn?: string;
  readonly relationship: string;
  readonly beneficiary_percentage: string;
}

export interface Beneficiary extends BeneficiaryInput {
  readonly percentage: number;
}

/** Typing the percentage: non-digits removed, at most 3 characters. */
export const maskPercentage = (raw: string): string => raw.replace(/\D/g, '').slice(0, 3);

/** A percentage of 1 to 100 (whole numbers). */
export const parsePercentage = (raw: string): Result<number, string> => {
  if (isBlank(raw)) return err(Messages.fieldRequired);
  const text = raw.trim();
  const n = Number(text);
  return /^\d{1,3}$/.test(text) && n >= 1 && n <= FULL_PERCENTAGE ? ok(n) : err(Messages.beneficiaryPercentage);
};

/**
 * One beneficiary, as the add/edit popup checks it before the server sees it: names, relationship and
 * percentage required; birth date optional but not in the future; SSN optional but nine digits.
 */
export const validateBeneficiary = (input: BeneficiaryInput, today: CalendarDate): Result<Beneficiary, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'first_name', input.first_name, required, patternCheck(PERSON_NAME, Messages.invalidFirstName));
  checkField(errors, 'last_name', input.last_name, required, patternCheck(PERSON_NAME, Messages.invalidLastName));
  checkField(errors, 'relationship', input.relationship, required);
  checkField(errors, 'ssn', input.ssn ?? '', patternCheck(/^\d{9}$/, Messages.invalidSsn));
  if (!isBlank(input.birthdate)) {
    const dob = parseNotFutureDate(input.birthdate as string, today);
    // A spouse or domestic partner is of age (docs/adr/0104); a child or grandchild may be named at any age.
    const tooYoung = dob.isOk() && isSpouseLike(input.relationship) ? relationAgeError(input.relationship, dob.value, today) : undefined;
    if (dob.isErr()) errors.birthdate = dob.error;
    else if (tooYoung) errors.birthdate = tooYoung;
  }
  const percentage = parsePercentage(input.beneficiary_percentage);
  if (percentage.isErr()) errors.beneficiary_percentage = percentage.error;
  return finish(errors, () => ({ ...input, percentage: percentage._unsafeUnwrap() }));
};

export const totalPercentage = (list: readonly Pick<Beneficiary, 'percentage'>[]): number =>
  list.reduce((sum, b) => sum + b.percentage, 0);

export type TotalNote =
  | { readonly tone: 'ok'; readonly total: number }
  | { readonly tone: 'over' | 'under'; readonly total: number; readonly message: string };

/** Green at exactly 100, red with the total filled in otherwise. */
export const totalNote = (list: readonly Pick<Beneficiary, 'percentage'>[]): TotalNote => {
  const total = totalPercentage(list);
  if (total === FULL_PERCENTAGE) return { tone: 'ok', total };
  return total > FULL_PERCENTAGE
    ? { tone: 'over', total, message: Messages.beneficiaryTotalOver(total) }
    : { tone: 'under', total, message: Messages.beneficiaryTotalUnder(total) };
};

/** The add button hides at three beneficiaries or a total of 100 or more. */
export const canAddBeneficiary = (list: readonly Pick<Beneficiary, 'percentage'>[]): boolean =>
  list.length < MAX_BENEFICIARIES && totalPercentage(list) < FULL_PERCENTAGE;

export const addBeneficiary = <B extends Pick<Beneficiary, 'percentage'>>(list: readonly B[], next: B): Result<B[], string> =>
  list.length >= MAX_BENEFICIARIES ? err(Messages.maxBeneficiaries) : ok([...list, next]);

/** Next shows only for a non-empty list totalling exactly 100. */
export const canContinueBeneficiaries = (list: readonly Pick<Beneficiary, 'percentage'>[]): boolean =>
  list.length > 0 && list.length <= MAX_BENEFICIARIES && totalPercentage(list) === FULL_PERCENTAGE;

/** The list as the save checks it; the message is shown as the step's main error. */
export const validateBeneficiaryList = <B extends Pick<Beneficiary, 'percentage'>>(list: readonly B[]): Result<readonly B[], string> => {
  if (list.length === 0) return err(Messages.addBeneficiariesFirst);
  if (list.length > MAX_BENEFICIARIES) return err(Messages.maxBeneficiaries);
  const note = totalNote(list);
  return note.tone === 'ok' ? ok(list) : err(note.message);
};

export interface EditHints {
  readonly deleteDisabled: boolean;
  readonly continueDisabled: boolean;
  readonly deleteHint: string;
  readonly continueHint: string;
}

/** While an edit popup is open, delete and continue are disabled and say why. */
export const beneficiaryHints = (editing: boolean): EditHints =>
  editing
    ? { deleteDisabled: true, continueDisabled: true, deleteHint: Messages.submitEditFirstToDelete, continueHint: Messages.submitEditFirstToContinue }
    : { deleteDisabled: false, continueDisabled: false, deleteHint: Messages.deleteHint, continueHint: Messages.continueHint };

/** 'Beneficiary #n: first last', numbered from 1. */
export const beneficiaryLabels = (list: readonly Pick<BeneficiaryInput, 'first_name' | 'last_name'>[]): string[] =>
  list.map((b, i) => Messages.beneficiaryListItem(i + 1, b.first_name, b.last_name));

/** An existing member's record may carry dob; it becomes the birthdate. */
export const fromExistingBeneficiary = <T extends { dob?: string; birthdate?: string }>(record: T): T & { birthdate?: string } =>
  isBlank(record.birthdate) && !isBlank(record.dob) ? { ...record, birthdate: record.dob } : record;
