/** Tokens of web-only services (not ports): the API client and the pending-request counter. */
export const WEB_TOKENS = {
  ApiClient: Symbol.for('benefit-store.web.ApiClient'),
  PendingRequests: Symbol.for('benefit-store.web.PendingRequests'),
  SessionExpiry: Symbol.for('benefit-store.web.SessionExpiry'),
} as const;
