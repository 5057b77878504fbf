import { errAsync, type ResultAsync } from 'neverthrow';
import { notFound, type DomainError } from '@benefit-store/domain';
import type { StorefrontGateway } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { memberQuoteTier, storeMemberQuote } from '../members/member-quote.ts';
import type { MemberQuoteStarted } from '../shell/shell-types.ts';

export interface StartMemberEnrollmentDeps {
  readonly storefront: StorefrontGateway;
  readonly session: SessionStore;
}

/**
 * Member home, Submit (doc 000 section 4): a member filter from the stored user id and the chosen tier
 * ('Please choose a tier' under `tier`), then the quote's tempId and portal are stored. `groupId`
 * overrides the group, as the member-benefit-store link does (`opensShell` too). Answers where to go next.
 */
export const startMemberEnrollment =
  ({ storefront, session }: StartMemberEnrollmentDeps) =>
  (tier: string | undefined, options: { userId?: string; groupId?: string; opensShell?: boolean } = {}): ResultAsync<string, DomainError> => {
    const chosen = memberQuoteTier(tier);
    if (chosen.isErr()) return errAsync(chosen.error);
    const userId = options.userId ?? session.enrollment.get('userId');
    if (!userId) return errAsync(notFound('no member is selected'));
    const openType = session.site.get('openType');
    return storefront
      .startMemberQuote({ userId, tier: chosen.value, ...(openType ? { openType } : {}), ...(options.groupId ? { groupId: options.groupId } : {}) })
      .map((started: MemberQuoteStarted) => {
        session.enrollment.set('userId', userId);
        if (started.portalId) session.site.set('portalId', started.portalId);
        if (options.groupId) session.site.set('groupId', options.groupId);
        // The member dashboard's link carries its own proof: it opens the main shell.
        if (options.opensShell) session.access.set('isRepAuthenticated', 'true');
        return storeMemberQuote(session, started, chosen.value, 'existing-user');
      });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    StartMemberEnrollment: ReturnType<typeof startMemberEnrollment>;
  }
}
