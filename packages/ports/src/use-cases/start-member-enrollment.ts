import { errAsync, type ResultAsync } from 'neverthrow';
import { notFound, validateTierChoice, validationError, type DomainError } from '@benefit-store/domain';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import { SessionKeys, type SessionStore } from '../driven/session-store.ts';
import type { MemberQuoteStarted } from '../shell/shell-types.ts';

export interface StartMemberEnrollmentDeps {
  readonly storefront: StorefrontGateway;
  readonly session: SessionStore;
}

/** Where a member's quote continues. */
export const MEMBER_PLANS_ROUTE = '/plans';

/**
 * Member home, Submit (doc 000 section 4): a member filter from the stored user id and the chosen tier
 * ('Please choose a tier' under `tier`), then the quote's tempId and portal are stored. `groupId`
 * overrides the group, as the member-benefit-store link does. Answers where to go next.
 */
export const startMemberEnrollment =
  ({ storefront, session }: StartMemberEnrollmentDeps) =>
  (tier: string | undefined, options: { userId?: string; groupId?: string } = {}): ResultAsync<string, DomainError> => {
    const chosen = validateTierChoice(tier);
    if (chosen.isErr()) return errAsync(validationError({ tier: chosen.error }));
    const userId = options.userId ?? session.get(SessionKeys.userId);
    if (!userId) return errAsync(notFound('no member is selected'));
    const openType = session.get(SessionKeys.openType);
    return storefront
      .startMemberQuote({ userId, tier: chosen.value, ...(openType ? { openType } : {}), ...(options.groupId ? { groupId: options.groupId } : {}) })
      .map((started: MemberQuoteStarted) => {
        session.set(SessionKeys.userId, userId);
        session.set(SessionKeys.tempId, started.tempId);
        session.set(SessionKeys.tier, chosen.value);
        if (started.state) session.set(SessionKeys.state, started.state);
        if (started.portalId) session.set(SessionKeys.portalId, started.portalId);
        if (options.groupId) session.set(SessionKeys.groupId, options.groupId);
        session.set(SessionKeys.enrollType, 'existing-user');
        session.set(SessionKeys.isFilterDataSubmitted, 'true');
        return MEMBER_PLANS_ROUTE;
      });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    StartMemberEnrollment: ReturnType<typeof startMemberEnrollment>;
  }
}
