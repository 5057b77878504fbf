import { err, ok, type Result } from 'neverthrow';
import { forbidden, type DomainError } from '@benefit-store/domain';
import type { SessionStore } from '../driven/session-store.ts';

/** The message of a forbidden error when the client holds no rep or group context: the page sends to /sign-in. */
export const NOT_SIGNED_IN = 'not-signed-in';

export type SignedInScope = { readonly role: 'rep'; readonly agentId: string } | { readonly role: 'group'; readonly agentId?: string; readonly groupId: string };

/** The rep or group context the client keeps after sign-in; the server still checks it against its session. */
export const signedInScope = (session: SessionStore): Result<SignedInScope, DomainError> => {
  const eprocess = session.signIn.get('eprocess');
  const agentId = session.site.get('agentId');
  const groupId = session.site.get('groupId');
  if (eprocess === 'rep' && agentId) return ok({ role: 'rep', agentId });
  if (eprocess === 'group' && groupId) return ok({ role: 'group', groupId, ...(agentId ? { agentId } : {}) });
  return err(forbidden(NOT_SIGNED_IN));
};
