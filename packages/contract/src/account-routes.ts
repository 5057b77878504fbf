import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { successEnvelope } from './envelope.ts';
import { Secret, Text } from './fields.ts';
import { api } from './routes.ts';

/**
 * The invited person's side: the mailed link's page sets the password (no session; the link is the proof). A module
 * of its own, apart from the operators' routes that send the invitation: the storefront's sign-in pages use it, and
 * a module's codecs are all built when any of its exports is imported (ADR 0502).
 */
export const AccountRoutes = {
  /** Whether the mailed link still sets a password (unknown, used or expired: 410), asked as its page opens. */
  checkInvitation: api('GET', '/auth/invitation', { query: t.type({ token: Text(Limits.token) }) }),
  setPassword: api('POST', '/auth/set-password', {
    body: t.type({ token: Text(Limits.token), password: Secret(Limits.password), confirm_password: Secret(Limits.password) }),
  }),
} as const;
export const SetPasswordResponse = successEnvelope(t.type({ email: t.string }));
export const InvitationResponse = successEnvelope(t.type({ valid: t.boolean }));
