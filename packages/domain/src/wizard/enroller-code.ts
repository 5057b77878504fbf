import { err, ok, type Result } from 'neverthrow';
import type { Eprocess } from '../context.ts';
import { isBlank } from '../form.ts';
import { Messages } from '../messages.ts';

/** Groups whose enrollments need an enroller code before the personal step can move on. */
export const ENROLLER_CODE_GROUPS: readonly string[] = ['2556', '2512'];

export const requiresEnrollerCode = (groupId: string | undefined): boolean =>
  groupId !== undefined && ENROLLER_CODE_GROUPS.includes(groupId.trim());

/** Next on the personal step is blocked until a code is saved for those groups. */
export const checkEnrollerCode = (groupId: string | undefined, savedCode: string | undefined): Result<void, string> =>
  requiresEnrollerCode(groupId) && isBlank(savedCode) ? err(Messages.enrollerCodeRequired) : ok(undefined);

/** The 'Enter Enroller Code' button: for reps, for those groups, or when the benefit service says so. */
export const showsEnrollerCodeButton = (eprocess: Eprocess | undefined, groupId: string | undefined, serviceSaysShow: boolean): boolean =>
  eprocess === 'rep' || requiresEnrollerCode(groupId) || serviceSaysShow;

/** The modal's Save with an empty field. */
export const validateEnrollerCodeEntry = (code: string): Result<string, string> =>
  isBlank(code) ? err(Messages.enterEnrollerCode) : ok(code.trim());
