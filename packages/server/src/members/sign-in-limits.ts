/** Failed attempts allowed per e-mail and client address within the window, before sign-in is refused. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;
