/**
 * Texts of sign-in and the member endpoints. The spec does not word them (sign-in is ours, issue 4);
 * kept here once until the lead moves them into the domain's catalogue.
 */
export const MemberMessages = {
  /** The same text for an unknown e-mail and a wrong password, so that accounts cannot be probed. */
  invalidCredentials: 'Invalid e-mail or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  signInRequired: 'Please sign in as a rep or group administrator',
  memberNotFound: 'Member not found',
  groupNotFound: 'Group not found',
  portalNotFound: 'Portal not found',
  agentNotFound: 'Agent not found',
} as const;

/** Failed attempts allowed per e-mail and client address within the window, before sign-in is refused. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;
