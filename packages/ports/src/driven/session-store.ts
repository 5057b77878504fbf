/**
 * Values the client keeps between visits (tempId, eprocess, open_type, ...): localStorage in the
 * browser, a JSON file in the CLI. Keys are the spec's own names.
 */
export const SessionKeys = {
  tempId: 'tempId',
  tier: 'tier',
  state: 'state',
  eprocess: 'eprocess',
  openType: 'open_type',
  enrollType: 'enroll_type',
  agentId: 'agent_id',
  userId: 'user_id',
  groupId: 'group_id',
  portalId: 'portal_id',
  portalCode: 'portal_code',
  portalName: 'portal_name',
  referral: 'referral',
  fromSite: 'fromSite',
  displayName: 'display_name',
  repInfo: 'repInfo',
  cartCount: 'cartCount',
  deviceId: 'deviceId',
  agentCode: 'agent_code',
  gname: 'gname',
  gcode: 'gcode',
  usertype: 'usertype',
  username: 'username',
  planId: 'planId',
  showQuotation: 'show-quotation',
  effectiveDate: 'effectiveDate',
  navArray: 'nav_array',
  menuSelectedItem: 'menuSelectedItem',
  selectedCategoryKey: 'selectedCategorykey',
  selectedCategoryValue: 'selectedCategoryValue',
  isCurrentMemberAvailable: 'isCurrentMemberAvailable',
  isFilterDataSubmitted: 'isFilterDataSubmitted',
  /** The rep-authenticated flag that opens the main shell. */
  isRepAuthenticated: 'isRepAuthenticated',
  /** The validated landing page's info (JSON: type agent|group, ids, landing_url). */
  landingInfo: 'landingInfo',
  landingUrl: 'landingUrl',
  /** A stored source, e.g. 'elevate'. */
  source: 'source',
  /** The custom domain this browser's storage was resolved for (white-label hosts). */
  siteHost: 'siteHost',
  /** Set while an employee enrolls through a group enrollment code: the header shows the employer. */
  employeeEnrollment: 'employeeEnrollment',
  /** The referral's referrer and validity (JSON: name, valid), for the 'Referred By' line. */
  referrerInfo: 'referrerInfo',
  /** Whether the location prompt was answered on this device. */
  locationAnswered: 'locationAnswered',
  /** The ZIP the shared location resolved to (get-lead-information). */
  zipCode: 'zip_code',
  /** The shared position (JSON: latitude, longitude). */
  location: 'location',
  /** Set by review's Edit Details: after the step's save, go back to review-confirm (doc 002). */
  navto: 'navto',
  /** An existing member's health answers were copied into this enrollment once. */
  healthTrack: 'health_track',
  /** The spouse question's answer on the dependents step ('yes' | 'no'). */
  isSpouseEnrollAccept: 'isSpouseEnrollAccept',
  /** Set when the enrollment was opened by continue-enrollment. */
  continueTrack: 'continue_track',
  /** Cleared once the review is confirmed (doc 002). */
  firstTrack: 'first_track',
  /** The dependents' sync id, cleared with the enrollment id once the receipt is shown (doc 002). */
  dependentSyncId: 'dependent_sync_id',
} as const;

export type SessionKey = (typeof SessionKeys)[keyof typeof SessionKeys];

export interface SessionStore {
  get(key: SessionKey): string | undefined;
  set(key: SessionKey, value: string): void;
  remove(key: SessionKey): void;
  /** Forgets every value ('Not my site', a new landing segment, a referral). */
  clear(): void;
}

/** Removes each of `keys`: the one way use cases forget a group of values (a quote, a site, a sign-in). */
export const forgetKeys = (session: SessionStore, keys: readonly SessionKey[]): void => {
  for (const key of keys) session.remove(key);
};

/** A SessionStore that keeps nothing beyond the process: tests and one-shot CLI runs. */
export const memorySessionStore = (initial: Partial<Record<SessionKey, string>> = {}): SessionStore => {
  const values = new Map<SessionKey, string>(Object.entries(initial) as [SessionKey, string][]);
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
};
