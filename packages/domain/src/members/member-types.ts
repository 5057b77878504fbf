import type { CarrierStanding } from '../carriers/carrier-standing.ts';

/**
 * The values of the rep and group start pages and the current-member lists, in the application's own
 * terms (the wire's snake_case stays in the adapters).
 */
export type SignInRole = 'rep' | 'group';

/** A rep or group administrator who signed in. */
export interface SignedInUser {
  readonly role: SignInRole;
  readonly agentId: string;
  readonly groupId?: string;
  /** The rep's full name, or the administrator's display name. */
  readonly name: string;
  /** The administrator's group. */
  readonly groupName?: string;
}

export interface AgentGroup {
  readonly groupId: string;
  readonly name: string;
  /** Its group enrollment code, where the answer carries it. */
  readonly code?: string;
}

/** An enrollment platform (portal). */
export interface EnrollmentPortal {
  readonly portalId: string;
  readonly name: string;
  readonly code: string;
}

export interface MemberPlan {
  readonly planId: string;
  readonly name: string;
  readonly status: string;
  /** Where the plan stands with its carrier once its enrollment file was delivered (docs/adr/0804). */
  readonly carrier?: CarrierStanding;
}

/** A current member as the lists show it; the SSN arrives masked to its last four digits. */
export interface CurrentMember {
  readonly userId: string;
  readonly policyId: string;
  readonly name: string;
  readonly dob: string;
  readonly email: string;
  readonly maskedSsn: string;
  readonly group?: AgentGroup;
  readonly plans: readonly MemberPlan[];
}
