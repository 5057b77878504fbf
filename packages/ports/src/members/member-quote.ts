import type { Result } from 'neverthrow';
import { validateTierChoice, validationError, type DomainError, type Tier } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';

/** Where a member's quote continues once the server started it. */
export const MEMBER_PLANS_ROUTE = '/plans';

/** The tier of a member quote; none chosen is 'Please choose a tier' under the `tier` field. */
export const memberQuoteTier = (tier: string | undefined): Result<Tier, DomainError> =>
  validateTierChoice(tier).mapErr((message) => validationError({ tier: message }));

/**
 * What every member quote start stores once the server answered (the current member's Enroll Now and the
 * member home page alike): the quote, its tier and state, how the enrollment was entered, and that the
 * filter counts as submitted. Answers where the quote continues.
 */
export const storeMemberQuote = (
  session: SessionStore,
  quote: { readonly tempId: string; readonly state?: string },
  tier: Tier,
  enrollType: 'existing-member' | 'existing-user',
): string => {
  session.quote.set('tempId', quote.tempId);
  session.enrollment.set('tier', tier);
  if (quote.state) session.enrollment.set('state', quote.state);
  session.enrollment.set('enrollType', enrollType);
  session.quote.set('isFilterDataSubmitted', 'true');
  return MEMBER_PLANS_ROUTE;
};
