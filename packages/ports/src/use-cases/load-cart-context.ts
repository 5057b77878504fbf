import { okAsync, ResultAsync } from 'neverthrow';
import { canSendQuote, isEprocess, type DomainError, type Selection } from '@benefit-store/domain';
import type { EnrollmentMemberInfo, MemberDirectory } from '../driven/member-directory.ts';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { selectedGroupOf } from '../shopping/selected-group.ts';
import type { VisitorHost } from './load-visitor.ts';

/** Selected group, member and portal, as the cart page shows them once a filter was submitted (doc 001 2.4). */
export interface CartSelection extends Selection {
  readonly portal?: string;
}

/** What the cart page (and the recommended list's breadcrumb) shows around the cart itself. */
export interface CartContext {
  readonly selection?: CartSelection;
  /** Send Personalized Quote: a rep or group, quotation enabled, not on the special host (the domain's canSendQuote). */
  readonly canSendQuote: boolean;
  /** The plan last opened, where the Plan Details crumb goes; absent when none was opened. */
  readonly lastPlan?: { readonly planId: string; readonly name: string };
}

/**
 * Quotation is on unless something turned it off: showQuotation 'false' (a continued enrollment whose
 * link disables quotation). Enroll Now stores 'true' for reps; a new member's start forgets the value, and
 * the reference server lets every signed-in rep or group administrator quote (docs/adr/0610).
 */
export const quotationEnabled = (stored: string | undefined): boolean => stored !== 'false';

const onSpecialHost = ({ host, specialHost }: VisitorHost): boolean =>
  specialHost !== undefined && specialHost !== '' && host.toLowerCase() === specialHost.toLowerCase();

const NO_INFO: EnrollmentMemberInfo = { portals: [] };

const selectionOf = (session: SessionStore, info: EnrollmentMemberInfo): CartSelection | undefined => {
  const portalId = session.site.get('portalId');
  const portal = session.site.get('portalName') ?? info.portals.find((p) => p.portalId === portalId)?.name;
  const existing = session.enrollment.get('enrollType') === 'existing-member' || session.enrollment.get('isCurrentMemberAvailable') === 'true';
  const member = existing ? info.member?.name : undefined;
  const group = selectedGroupOf(session, info.group);
  const selection: CartSelection = {
    ...(group ? { group } : {}),
    ...(member ? { member } : {}),
    ...(portal ? { portal } : {}),
  };
  return Object.keys(selection).length > 0 ? selection : undefined;
};

/**
 * The cart page's surroundings from the stored context: the selected group, member and portal (only once
 * a filter was submitted; the member and the group's name come from get-group-agent-member-info for a
 * signed-in rep or group administrator), whether Send Personalized Quote shows, and the last plan opened
 * (Plan Details crumb). Nothing here fails the page: a lookup that fails leaves its part out.
 */
export const loadCartContext =
  ({ session, members, plans }: { readonly session: SessionStore; readonly members: MemberDirectory; readonly plans: PlanDetailsGateway }) =>
  (where: VisitorHost): ResultAsync<CartContext, DomainError> => {
    const stored = session.signIn.get('eprocess');
    const eprocess = isEprocess(stored) ? stored : undefined;
    const tempId = session.quote.get('tempId');
    const submitted = session.quote.get('isFilterDataSubmitted') === 'true';
    const signedIn = eprocess === 'rep' || eprocess === 'group';
    const info: ResultAsync<EnrollmentMemberInfo, DomainError> =
      submitted && signedIn && tempId ? members.enrollmentMemberInfo({ tempId }).orElse(() => okAsync(NO_INFO)) : okAsync(NO_INFO);
    const planId = session.enrollment.get('planId');
    const lastPlan: ResultAsync<CartContext['lastPlan'], DomainError> = planId
      ? plans
          .detail(planId)
          .map((detail): CartContext['lastPlan'] => ({ planId: detail.planId, name: detail.name }))
          .orElse(() => okAsync(undefined))
      : okAsync(undefined);
    return ResultAsync.combine([info, lastPlan] as const).map(([memberInfo, plan]) => {
      const selection = submitted ? selectionOf(session, memberInfo) : undefined;
      return {
        canSendQuote: canSendQuote({ eprocess, quotationEnabled: quotationEnabled(session.enrollment.get('showQuotation')), onSpecialHost: onSpecialHost(where) }),
        ...(selection ? { selection } : {}),
        ...(plan ? { lastPlan: plan } : {}),
      };
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadCartContext: ReturnType<typeof loadCartContext>;
  }
}
