import { errAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '@benefit-store/domain';
import type { MemberDirectory } from '../driven/member-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import type { CurrentMember } from '@benefit-store/domain';
import { memberQuoteTier, storeMemberQuote } from '../members/member-quote.ts';
import { signedInScope } from '../members/signed-in-scope.ts';

export interface EnrollCurrentMemberDeps {
  readonly members: MemberDirectory;
  readonly session: SessionStore;
}

/**
 * Enroll Now -> tier -> Submit (doc 000 section 4): a filter and temporary enrollment for the member,
 * then the stored context of an existing-member enrollment: tempId, group, portal, enrollType
 * existing-member, the quotation flag (reps only), current member available and filter submitted.
 * Field error: `tier`.
 */
export const enrollCurrentMember =
  ({ members, session }: EnrollCurrentMemberDeps) =>
  (member: CurrentMember, tier: string | undefined): ResultAsync<string, DomainError> => {
    const scope = signedInScope(session);
    if (scope.isErr()) return errAsync(scope.error);
    const chosen = memberQuoteTier(tier);
    if (chosen.isErr()) return errAsync(chosen.error);
    const { role } = scope.value;
    return members
      .startExistingMemberQuote({
        userId: member.userId,
        tier: chosen.value,
        eprocess: role,
        policyId: member.policyId,
        ...(scope.value.agentId ? { agentId: scope.value.agentId } : {}),
        ...(member.group ? { groupId: member.group.groupId } : {}),
      })
      .map((quote) => {
        if (member.group) {
          session.site.set('groupId', member.group.groupId);
          session.site.set('gname', member.group.name);
        } else session.site.remove('groupId');
        if (quote.portalId) session.site.set('portalId', quote.portalId);
        else session.site.remove('portalId');
        session.enrollment.set('userId', member.userId);
        if (role === 'rep') session.enrollment.set('showQuotation', 'true');
        else session.enrollment.remove('showQuotation');
        session.enrollment.set('isCurrentMemberAvailable', 'true');
        return storeMemberQuote(session, quote, chosen.value, 'existing-member');
      });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    EnrollCurrentMember: ReturnType<typeof enrollCurrentMember>;
  }
}
