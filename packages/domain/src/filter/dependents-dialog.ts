import { type Result } from 'neverthrow';
import { parsePastDate, type CalendarDate } from '../dates.ts';
import type { FieldErrors } from '../errors.ts';
import { finish, isBlank } from '../form.ts';
import { Messages } from '../messages.ts';
import type { Tier } from '../tier.ts';

/**
 * The plans page's dependent-information dialog (doc 001 sections 2.1 and 5): it gathers the spouse's
 * DOB and the number of children that pricing needs for the chosen tier. Field keys are the wire's.
 */
export interface DependentsDialogInput {
  readonly tier: Tier;
  readonly spouseDob: string; // MM/DD/YYYY, wire dep_dob
  readonly children: string; // wire no_of_children
}

export interface DependentsDialogValue {
  readonly spouseDob?: CalendarDate;
  readonly children?: number;
}

export const needsSpouseDob = (tier: Tier): boolean => tier === 'IS' || tier === 'IF';
export const needsChildren = (tier: Tier): boolean => tier === 'IC' || tier === 'IF';

/** Children choices: 1 to 8 for Family, 1 to 9 for Member + Children, none otherwise. */
export const childrenOptions = (tier: Tier): readonly number[] => {
  const max = tier === 'IF' ? 8 : tier === 'IC' ? 9 : 0;
  return Array.from({ length: max }, (_, i) => i + 1);
};

/** Checks only what the tier asks for; a children count outside the list counts as not chosen. */
export const validateDependentsDialog = (
  input: DependentsDialogInput,
  today: CalendarDate,
): Result<DependentsDialogValue, FieldErrors> => {
  const errors: Record<string, string> = {};
  let spouseDob: CalendarDate | undefined;
  let children: number | undefined;

  if (needsSpouseDob(input.tier)) {
    if (isBlank(input.spouseDob)) errors.dep_dob = Messages.fieldRequired;
    else {
      const parsed = parsePastDate(input.spouseDob, today);
      if (parsed.isErr()) errors.dep_dob = parsed.error;
      else spouseDob = parsed.value;
    }
  }
  if (needsChildren(input.tier)) {
    const n = Number(input.children.trim());
    if (isBlank(input.children) || !childrenOptions(input.tier).includes(n)) errors.no_of_children = Messages.fieldRequired;
    else children = n;
  }
  return finish(errors, () => ({
    ...(spouseDob ? { spouseDob } : {}),
    ...(children !== undefined ? { children } : {}),
  }));
};
