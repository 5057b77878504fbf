import { err, ok, type Result } from 'neverthrow';
import type { EnrollType } from '../context.ts';
import { isBlank } from '../form.ts';
import { Messages } from '../messages.ts';
import { isTier, type Tier } from '../tier.ts';

/**
 * The choices on the rep, group and member start pages and the code lookups (doc 000 sections 4 and 5,
 * doc 001 section 5). Each returns the value to store, or the message the page shows.
 */
export const validatePortalChoice = (portalId: string | undefined): Result<string, string> =>
  isBlank(portalId) ? err(Messages.choosePlatform) : ok((portalId as string).trim());

export const validateTierChoice = (tier: string | undefined): Result<Tier, string> =>
  isTier(tier) ? ok(tier) : err(Messages.invalidTier);

/** A code (group enrollment code, rep access code, group code): an empty field blocks the lookup. */
export const validateCode = (code: string | undefined): Result<string, string> =>
  isBlank(code) ? err(Messages.fieldRequired) : ok((code as string).trim());

export type NewMemberChoice = 'direct' | 'group';

export interface NewMemberSelection {
  readonly enrollType: EnrollType;
  readonly groupId?: string;
}

/**
 * Rep home, New Member: Start Direct Enrollment (enroll_type new-member) or Choose a Group and Enroll
 * (new-group-member, a group must be picked).
 */
export const validateNewMemberChoice = (
  choice: NewMemberChoice | undefined,
  groupId?: string,
): Result<NewMemberSelection, string> => {
  if (choice === 'direct') return ok({ enrollType: 'new-member' });
  if (choice === 'group') return isBlank(groupId) ? err(Messages.chooseGroup) : ok({ enrollType: 'new-group-member', groupId: (groupId as string).trim() });
  return err(Messages.chooseNewMemberEnrollment);
};

/** The assistant's second slide needs both of its fields. */
export const validateAssistantSlide = (first: string, second: string): Result<readonly [string, string], string> =>
  isBlank(first) || isBlank(second) ? err(Messages.assistantFillBoth) : ok([first.trim(), second.trim()]);
