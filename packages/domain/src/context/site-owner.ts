import type { Eprocess, OpenType } from '../context.ts';

export interface SiteOwnerState {
  readonly groupId?: string | undefined;
  readonly agentId?: string | undefined;
  readonly openType?: OpenType | string | undefined;
  readonly eprocess?: Eprocess | string | undefined;
  /** The visitor came in through a group enrollment code. */
  readonly employeeEnrollment?: boolean;
}

export type SiteOwner =
  | { readonly kind: 'group'; readonly groupId: string }
  | { readonly kind: 'agent'; readonly agentId: string }
  | { readonly kind: 'store' };

/**
 * Whose site the visitor is on, and so whose logo, contacts and colours the header and footer show:
 * the group's on a group site (open type group, a custom domain, an employee's group code, a signed-in
 * group administrator, or a group with no rep known), else the rep's, else the store's own.
 */
export const siteOwner = (state: SiteOwnerState): SiteOwner => {
  const { groupId, agentId } = state;
  const onGroupSite =
    state.openType === 'group' || state.eprocess === 'group' || state.employeeEnrollment === true || !agentId;
  if (groupId && onGroupSite) return { kind: 'group', groupId };
  if (agentId) return { kind: 'agent', agentId };
  return { kind: 'store' };
};
