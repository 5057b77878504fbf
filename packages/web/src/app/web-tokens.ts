import type { ApiClient } from '@benefit-store/adapters-http';
import { token } from '@benefit-store/ports';
import type { PendingRequests } from './pending-requests.ts';
import type { SessionExpiry } from './session-expiry.ts';

/** Tokens of web-only services (not ports): the API client and the pending-request counter. */
export const WEB_TOKENS = {
  ApiClient: token<ApiClient>('web.ApiClient'),
  PendingRequests: token<PendingRequests>('web.PendingRequests'),
  SessionExpiry: token<SessionExpiry>('web.SessionExpiry'),
} as const;
