import { err, ok, type Result } from 'neverthrow';
import { ageOn, parsePastDate, type CalendarDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';
import { checkField, finish, isBlank, patternCheck, PERSON_NAME, requiredCheck } from '../form.ts';
import { Messages, type MessageCatalogue } from '../messages.ts';
import { dropEmpty } from '../payload.ts';
import type { Tier } from '../tier.ts';
import { heightFeetCheck, heightInchCheck, ssnCheck, weightCheck } from './personal.ts';

/**
 * Dependent Information (doc 002): who the next dependent is, when Next may show, and how one
 * dependent is checked. IS takes a spouse, IC children, IF both; premier (plan type MM) rules narrow it.
 */
export const MAX_DEPENDENTS = 9;
export type Relationship = 'spouse' | 'child';

export interface DependentInput {
  readonly first_name: string;
  readonly middle_name?: string;
  readonly last_name: string;
  readonly birthdate: string; // MM/DD/YYYY
  readonly gender: string; // '0' male, '1' female
  readonly ssn: string;
  readonly relationship: Relationship;
  readonly weight?: string;
  readonly height_feet?: string;
  readonly height_inch?: string;
  /** '1' when a child is disabled: covered past the child age limit (docs/adr/0104). */
  readonly disabled?: string;
}

/** The body measures the server may mark required. */
export interface DependentRequirements {
  readonly weight?: boolean;
  readonly height_feet?: boolean;
  readonly height_inch?: boolean;
}

export interface DependentRules {
  readonly tier: Tier;
  /** A premier plan (plan type MM) is in the cart. */
  readonly premier: boolean;
  readonly existingMember: boolean;
  /** The answer to the spouse question, once given. */
  readonly spouseAnswer?: 'yes' | 'no' | undefined;
}

type Counted = Pick<DependentInput, 'relationship'>;
const spouses = (list: readonly Counted[]): number => list.filter((d) => d.relationship === 'spouse').length;
const children = (list: readonly Counted[]): number => list.filter((d) => d.relationship === 'child').length;

export const dependentsHeading = (tier: Tier, texts: MessageCatalogue = Messages): string | undefined =>
  tier === 'IC'
    ? texts.childInformationRequired
    : tier === 'IS'
      ? texts.spouseInformationRequired
      : tier === 'IF'
        ? texts.spouseAndChildInformationRequired
        : undefined;

/** Family enrollments first answer whether a spouse is enrolled (premier: whether they have one). */
export const needsSpouseQuestion = (rules: DependentRules): boolean => rules.tier === 'IF';

/**
 * The relationship of the next dependent: IS forces spouse, IC forces child; IF takes a spouse first
 * (when one is wanted and none exists yet), children after.
 */
export const nextRelationship = (list: readonly Counted[], rules: DependentRules): Result<Relationship, string> => {
  if (list.length >= MAX_DEPENDENTS) return err(Messages.tooManyDependents);
  switch (rules.tier) {
    case 'IO':
      return err(Messages.tierHasNoDependents);
    case 'IS':
      return spouses(list) > 0 ? err(Messages.oneSpouseOnly) : ok('spouse');
    case 'IC':
      return rules.premier && children(list) >= 1 ? err(Messages.oneChildInL713) : ok('child');
    case 'IF':
      if (rules.spouseAnswer === undefined) return err(Messages.selectSpouseStatus);
      return rules.spouseAnswer === 'yes' && spouses(list) === 0 ? ok('spouse') : ok('child');
  }
};

export const canAddDependent = (list: readonly Counted[], rules: DependentRules): boolean => nextRelationship(list, rules).isOk();

/** Submit hides at nine or more dependents. */
export const submitHidden = (list: readonly unknown[]): boolean => list.length >= MAX_DEPENDENTS;

/**
 * Next visibility: IS at least one, IC one (exactly one child on a premier plan), IF at least two;
 * premier existing members on IF who said they have a spouse need more than one including the spouse.
 */
export const dependentsRequirementMet = (list: readonly Counted[], rules: DependentRules): boolean => {
  if (list.length > MAX_DEPENDENTS || spouses(list) > 1) return false;
  switch (rules.tier) {
    case 'IO':
      return true;
    case 'IS':
      return list.length >= 1;
    case 'IC':
      return rules.premier ? children(list) === 1 : list.length >= 1;
    case 'IF':
      if (rules.premier && rules.existingMember && rules.spouseAnswer !== 'no') return list.length > 1 && spouses(list) === 1;
      return list.length >= 2;
  }
};

/** The step's list check before Next saves it; the message shows in the red banner. */
export const validateDependentList = <D extends Counted>(list: readonly D[], rules: DependentRules): Result<readonly D[], string> => {
  if (list.length > MAX_DEPENDENTS) return err(Messages.tooManyDependents);
  if (spouses(list) > 1) return err(Messages.oneSpouseOnly);
  if (rules.tier === 'IC' && rules.premier && children(list) > 1) return err(Messages.oneChildInL713);
  return dependentsRequirementMet(list, rules) ? ok(list) : err(Messages.dependentsRequired);
};

/** IF or IC premier plans say so once the required dependents exist. */
export const proceedHint = (list: readonly Counted[], rules: DependentRules): string | undefined =>
  rules.premier && (rules.tier === 'IF' || rules.tier === 'IC') && dependentsRequirementMet(list, rules) ? Messages.proceedWithNext : undefined;

export interface DependentEditHints {
  readonly addDisabled: boolean;
  readonly deleteDisabled: boolean;
  readonly continueDisabled: boolean;
  readonly addHint?: string;
  readonly deleteHint?: string;
  readonly continueHint?: string;
}

export const dependentHints = (editing: boolean): DependentEditHints =>
  editing
    ? {
        addDisabled: true,
        deleteDisabled: true,
        continueDisabled: true,
        addHint: Messages.submitEditFirstToAddDependent,
        deleteHint: Messages.submitEditFirstToDelete,
        continueHint: Messages.submitEditFirstToContinue,
      }
    : { addDisabled: false, deleteDisabled: false, continueDisabled: false };

/** Ages by relation, where the spec is silent (docs/adr/0104): what carriers commonly require. */
export const MIN_SPOUSE_AGE = 18;
/** A child is covered until this birthday, unless disabled. */
export const CHILD_AGE_LIMIT = 26;

/** Whether a spouse or domestic partner is of age (the wizard's beneficiary relationships name both). */
export const isSpouseLike = (relationship: string): boolean => ['spouse', 'domestic partner'].includes(relationship.trim().toLowerCase());

/**
 * The age a relation must have on `today`: a spouse or domestic partner at least 18, a child under 26 unless
 * disabled. The message for the birth date, or undefined when the age fits.
 */
export const relationAgeError = (relationship: string, birthdate: CalendarDate, today: CalendarDate, disabled = false): string | undefined => {
  const age = ageOn(birthdate, today);
  if (isSpouseLike(relationship)) return age < MIN_SPOUSE_AGE ? Messages.spouseTooYoung : undefined;
  if (relationship === 'child') return age >= CHILD_AGE_LIMIT && !disabled ? Messages.childTooOld : undefined;
  return undefined;
};

/** One dependent, as the add/edit popup checks it; the birthdate must be before today, and fit the relation's ages. */
export const validateDependent = (
  input: DependentInput,
  today: CalendarDate,
  requirements: DependentRequirements = {},
): Result<DependentInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  const required = requiredCheck(Messages.fieldRequired);
  checkField(errors, 'first_name', input.first_name, required, patternCheck(PERSON_NAME, Messages.invalidFirstName));
  checkField(errors, 'last_name', input.last_name, required, patternCheck(PERSON_NAME, Messages.invalidLastName));
  checkField(errors, 'birthdate', input.birthdate, required, (v) => {
    const parsed = parsePastDate(v, today);
    if (parsed.isErr()) return parsed.error;
    return relationAgeError(input.relationship ?? '', parsed.value, today, input.disabled === '1');
  });
  checkField(errors, 'gender', input.gender, (v) => (v === '0' || v === '1' ? undefined : Messages.fieldRequired));
  checkField(errors, 'ssn', input.ssn, required, ssnCheck);
  checkField(errors, 'relationship', input.relationship, (v) => (v === 'spouse' || v === 'child' ? undefined : Messages.fieldRequired));
  const measures = [
    ['weight', weightCheck],
    ['height_feet', heightFeetCheck],
    ['height_inch', heightInchCheck],
  ] as const;
  for (const [field, check] of measures) {
    const value = input[field] ?? '';
    if (requirements[field] === true) checkField(errors, field, value, required, check);
    else if (!isBlank(value)) checkField(errors, field, value, check);
  }
  return finish(errors, () => input);
};

/**
 * Before save-for-later every dependent is checked again (empty fields removed first); each message
 * is prefixed with its dependent's number.
 */
export const revalidateDependents = (
  list: readonly DependentInput[],
  today: CalendarDate,
  requirements: DependentRequirements = {},
): string[] =>
  list.flatMap((dependent, i) => {
    const cleaned = { first_name: '', last_name: '', birthdate: '', gender: '', ssn: '', ...dropEmpty({ ...dependent }) } as DependentInput;
    const result = validateDependent(cleaned, today, requirements);
    return result.isErr() ? Object.values(result.error).map((message) => Messages.dependentError(i + 1, message)) : [];
  });

export interface RemovalOutcome<D> {
  readonly list: D[];
  /** Deleting the spouse on IF makes a spouse addable again. */
  readonly spouseReenabled: boolean;
  /** Deleting everyone on IF premier asks the spouse question again. */
  readonly reaskSpouseQuestion: boolean;
}

export const removeDependent = <D extends Counted>(list: readonly D[], index: number, rules: DependentRules): RemovalOutcome<D> => {
  const removed = list[index];
  const next = list.filter((_, i) => i !== index);
  return {
    list: next,
    spouseReenabled: rules.tier === 'IF' && removed?.relationship === 'spouse',
    reaskSpouseQuestion: rules.tier === 'IF' && rules.premier && next.length === 0 && removed !== undefined,
  };
};

/** Answering No for an existing member sets an existing spouse aside (held, in case the answer changes). */
export const applySpouseAnswer = <D extends Counted>(
  list: readonly D[],
  answer: 'yes' | 'no',
  rules: DependentRules,
): { readonly list: D[]; readonly heldSpouse?: D } => {
  if (answer === 'yes' || !rules.existingMember) return { list: [...list] };
  const spouse = list.find((d) => d.relationship === 'spouse');
  return spouse ? { list: list.filter((d) => d !== spouse), heldSpouse: spouse } : { list: [...list] };
};
