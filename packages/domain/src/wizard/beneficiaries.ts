import { err, ok, type Result } from 'neverthrow';
import { parseNotFutureDate, type CalendarDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';
import { checkField, finish, isBlank, patternCheck, PERSON_NAME, requiredCheck, shapeCheck } from '../form.ts';
import { Limits } from '../limits.ts';
import { Messages } from '../messages.ts';
import { isSsn } from '../values.ts';
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

declare const percentageBrand: unique symbol;
/** A beneficiary's share: a whole percentage of 1 to 100. */
export type Percentage = number & { readonly [percentageBrand]: true };

export const isPercentage = (value: number): value is Percentage => Number.isInteger(value) && value >= 1 && value <= FULL_PERCENTAGE;

export interface Beneficiary extends BeneficiaryInput {
  readonly percentage: Percentage;
}

/** What the list rules weigh: each beneficiary's share (a total may be anything). */
export interface Share {
  readonly percentage: number;
}

/** Typing the percentage: non-digits removed, at most 3 characters. */
export const maskPercentage = (raw: string): string => raw.replace(/\D/g, '').slice(0, Limits.percentage);

/** The one reading of a typed or stored percentage: a whole number of 1 to 100. */
export const parsePercentage = (raw: string): Result<Percentage, string> => {
  if (isBlank(raw)) return err(Messages.fieldRequired);
  const text = raw.trim();
  const n = Number(text);
  return /^\d+$/.test(text) && text.length <= Limits.percentage && isPercentage(n) ? ok(n) : err(Messages.beneficiaryPercentage);
};

/**
 * A listed beneficiary's share as the list rules weigh it: its percentage, or nothing when it does not read as one
 * (that beneficiary's own check says why).
 */
export const shareOf = (b: Pick<BeneficiaryInput, 'beneficiary_percentage'>): Share => ({ percentage: parsePercentage(b.beneficiary_percentage).unwrapOr(0) });

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
  checkField(errors, 'ssn', input.ssn ?? '', shapeCheck(isSsn, Messages.invalidSsn));
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

export const totalPercentage = (list: readonly Share[]): number =>
  list.reduce((sum, b) => sum + b.percentage, 0);

export type TotalNote =
  | { readonly tone: 'ok'; readonly total: number }
  | { readonly tone: 'over' | 'under'; readonly total: number; readonly message: string };

/** Green at exactly 100, red with the total filled in otherwise. */
export const totalNote = (list: readonly Share[]): TotalNote => {
  const total = totalPercentage(list);
  if (total === FULL_PERCENTAGE) return { tone: 'ok', total };
  return total > FULL_PERCENTAGE
    ? { tone: 'over', total, message: Messages.beneficiaryTotalOver(total) }
    : { tone: 'under', total, message: Messages.beneficiaryTotalUnder(total) };
};

/** The add button hides at three beneficiaries or a total of 100 or more. */
export const canAddBeneficiary = (list: readonly Share[]): boolean =>
  list.length < MAX_BENEFICIARIES && totalPercentage(list) < FULL_PERCENTAGE;

export const addBeneficiary = <B extends Share>(list: readonly B[], next: B): Result<B[], string> =>
  list.length >= MAX_BENEFICIARIES ? err(Messages.maxBeneficiaries) : ok([...list, next]);

/** Next shows only for a non-empty list totalling exactly 100. */
export const canContinueBeneficiaries = (list: readonly Share[]): boolean =>
  list.length > 0 && list.length <= MAX_BENEFICIARIES && totalPercentage(list) === FULL_PERCENTAGE;

/** The list as the save checks it; the message is shown as the step's main error. */
export const validateBeneficiaryList = <B extends Share>(list: readonly B[]): Result<readonly B[], string> => {
  if (list.length === 0) return err(Messages.addBeneficiariesFirst);
  if (list.length > MAX_BENEFICIARIES) return err(Messages.maxBeneficiaries);
  const note = totalNote(list);
  return note.tone === 'ok' ? ok(list) : err(note.message);
};

/** "Parse, then check the list", written once: the web save, the CLI's check and the server's rules all ask this. */
export const checkBeneficiaryShares = <B extends Pick<BeneficiaryInput, 'beneficiary_percentage'>>(list: readonly B[]): Result<readonly B[], string> =>
  validateBeneficiaryList(list.map(shareOf)).map(() => list);

/** The list's figures as a step shows them: the total's note, whether another may be added, whether Next may go on. */
export const describeShares = (list: readonly Pick<BeneficiaryInput, 'beneficiary_percentage'>[]): { note: TotalNote | undefined; canAdd: boolean; canContinue: boolean } => {
  const shares = list.map(shareOf);
  return { note: shares.length > 0 ? totalNote(shares) : undefined, canAdd: canAddBeneficiary(shares), canContinue: canContinueBeneficiaries(shares) };
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
