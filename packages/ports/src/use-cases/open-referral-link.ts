import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { Limits, notFound, referralDecision, type DomainError } from '@benefit-store/domain';
import type { SiteDirectory } from '../driven/site-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';

export type ReferralOpened =
  /** The referral's context is stored; the page shows the landing with 'Referred By' when valid. */
  | { readonly kind: 'loaded'; readonly referrer?: string }
  | { readonly kind: 'redirect'; readonly path: string };

/**
 * /referrals?rid= (doc 000 section 4): without rid, /404; on the primary host, /. Otherwise the referral
 * info is loaded, storage cleared, and the rep, group, portal and applicant context and the referral
 * stored. A referral the server does not know is not-found (/404).
 */
export const openReferralLink =
  ({ directory, session }: { readonly directory: SiteDirectory; readonly session: SessionStore }) =>
  (rid: string | null | undefined, onPrimaryHost: boolean): ResultAsync<ReferralOpened, DomainError> => {
    const decision = referralDecision(rid, onPrimaryHost);
    if (decision.kind === 'redirect') return okAsync(decision);
    if (decision.rid.length > Limits.id) return errAsync(notFound('referral not found'));
    return directory.referral(decision.rid).map((info) => {
      session.clear();
      session.access.set('isRepAuthenticated', 'true');
      session.signIn.set('eprocess', 'applicant');
      session.site.set('openType', info.groupId ? 'group' : 'agent');
      session.enrollment.set('enrollType', info.groupId ? 'new-group-member' : 'new-member');
      session.site.set('agentId', info.agentId);
      if (info.groupId) session.site.set('groupId', info.groupId);
      if (info.portalId) session.site.set('portalId', info.portalId);
      session.site.set('referral', decision.rid);
      session.site.set('referrerInfo', JSON.stringify({ name: info.referrerInfo, valid: info.valid }));
      return { kind: 'loaded' as const, ...(info.valid ? { referrer: info.referrerInfo } : {}) };
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    OpenReferralLink: ReturnType<typeof openReferralLink>;
  }
}
