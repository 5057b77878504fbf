/** Who drives the enrollment: a rep for a member, the applicant themself, or a group administrator. */
export const Eprocesses = ['rep', 'applicant', 'group'] as const;
export type Eprocess = (typeof Eprocesses)[number];

/** Which kind of site the visitor opened: a rep's, a group's, or a member's own. */
export const OpenTypes = ['agent', 'group', 'user'] as const;
export type OpenType = (typeof OpenTypes)[number];

export const EnrollTypes = ['new-member', 'new-group-member', 'existing-member', 'existing-user'] as const;
export type EnrollType = (typeof EnrollTypes)[number];

const member = <T extends string>(list: readonly T[]) => (value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const isEprocess = member(Eprocesses);
export const isOpenType = member(OpenTypes);
export const isEnrollType = member(EnrollTypes);

/** An enrollment of someone already a member (started from the member's record: their plans and membership are held). */
export const isExistingMemberType = (type: EnrollType | undefined): boolean => type === 'existing-member' || type === 'existing-user';

/** The enrollment context every request carries. Ids are opaque strings on the wire. */
export interface EnrollmentContext {
  readonly eprocess: Eprocess;
  readonly openType?: OpenType;
  readonly enrollType?: EnrollType;
  readonly agentId?: string;
  readonly groupId?: string;
  readonly portalId?: string;
}

/** A visitor who has not signed in shops for themself. */
export const applicantContext: EnrollmentContext = { eprocess: 'applicant', enrollType: 'new-member' };
