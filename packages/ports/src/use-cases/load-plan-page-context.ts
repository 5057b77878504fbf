import { okAsync, type ResultAsync } from 'neverthrow';
import {
  isEprocess,
  planPageOpening,
  type AgentGroup,
  type DomainError,
  type EnrollmentPortal,
  type Eprocess,
  type PlanPageOpening,
  type Selection,
} from '@benefit-store/domain';
import type { EnrollmentMemberInfo, MemberDirectory } from '../driven/member-directory.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { selectedGroupOf } from '../shopping/selected-group.ts';

/** Who the plan page is for, and what it asks before anything else (doc 001 sections 2.3 and 4). */
export interface PlanPageContext {
  readonly eprocess?: Eprocess;
  /** askTier, the portal pickers, or nothing. */
  readonly opening: PlanPageOpening;
  /** The group and existing member of 'Selected Group is: {name} ({code}) | Member: {name}', when there is a group. */
  readonly selection?: Selection;
  /** The selected portal's name. */
  readonly portal?: string;
  /** The pickers' choices (only while a picker opens). */
  readonly portals: readonly EnrollmentPortal[];
  readonly groups: readonly AgentGroup[];
}

const NO_INFO: EnrollmentMemberInfo = { portals: [] };

/**
 * Reads the stored context (eprocess, user id, enroll type, portal, group) and, for a signed-in rep or group
 * administrator, what the enrollment says about its member and group (get-group-agent-member-info); the
 * pickers' portals and groups are listed only when one opens. Lookups that fail leave their part out.
 */
export const loadPlanPageContext =
  ({ members, session }: { readonly members: MemberDirectory; readonly session: SessionStore }) =>
  (): ResultAsync<PlanPageContext, DomainError> => {
    const stored = session.signIn.get('eprocess');
    const eprocess = isEprocess(stored) ? stored : undefined;
    const tempId = session.quote.get('tempId');
    const portalId = session.site.get('portalId');
    const groupId = session.site.get('groupId');
    const opening = planPageOpening({
      eprocess,
      userId: session.enrollment.get('userId'),
      enrollType: session.enrollment.get('enrollType'),
      portalId,
      groupId,
      hasQuote: Boolean(tempId),
    });
    const signedIn = eprocess === 'rep' || eprocess === 'group';
    const info = signedIn && tempId ? members.enrollmentMemberInfo({ tempId }).orElse(() => okAsync(NO_INFO)) : okAsync<EnrollmentMemberInfo, DomainError>(NO_INFO);
    const scope = eprocess === 'rep' ? { agentId: session.site.get('agentId') ?? '' } : { groupId: groupId ?? '' };
    const portals =
      opening === 'pick-portal' || opening === 'pick-portal-then-group'
        ? members.portals(scope).orElse(() => okAsync([] as readonly EnrollmentPortal[]))
        : okAsync<readonly EnrollmentPortal[], DomainError>([]);
    const agentId = session.site.get('agentId');
    const groups =
      opening === 'pick-portal-then-group' && agentId
        ? members.groupsOfAgent(agentId).orElse(() => okAsync([] as readonly AgentGroup[]))
        : okAsync<readonly AgentGroup[], DomainError>([]);
    return info.andThen((known) =>
      portals.andThen((portalChoices) =>
        groups.map((groupChoices): PlanPageContext => {
          const group = selectedGroupOf(session, known.group);
          const member = known.member?.name;
          // The enrollment's own portal list first: a stored name may be of a portal chosen for an earlier quote.
          const portal = known.portals.find((p) => p.portalId === portalId)?.name ?? session.site.get('portalName');
          // A picker with nothing to pick from (the lookup failed) does not open.
          const usable = opening === 'ask-tier' || opening === 'none' || portalChoices.length > 0 ? opening : 'none';
          return {
            ...(eprocess ? { eprocess } : {}),
            opening: usable,
            ...(group ? { selection: { group, ...(member ? { member } : {}) } } : {}),
            ...(portal ? { portal } : {}),
            portals: portalChoices,
            groups: groupChoices,
          };
        }),
      ),
    );
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadPlanPageContext: ReturnType<typeof loadPlanPageContext>;
  }
}
