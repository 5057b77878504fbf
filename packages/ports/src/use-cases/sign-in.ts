import { errAsync, type ResultAsync } from 'neverthrow';
import { EMAIL, Messages, checkField, finish, homeRoute, patternCheck, requiredCheck, validationError, type DomainError } from '@benefit-store/domain';
import type { AuthGateway } from '../driven/auth-gateway.ts';
import type { SessionField, SessionStore } from '../driven/session-store.ts';
import type { SignedInUser } from '@benefit-store/domain';

export interface SignInDeps {
  readonly auth: AuthGateway;
  readonly session: SessionStore;
}

export interface SignInInput {
  readonly email: string;
  readonly password: string;
}

export interface SignedIn {
  readonly user: SignedInUser;
  /** Where the signed-in user starts: /agent-home or /group-home. */
  readonly route: string;
}

const PREVIOUS_SITE: readonly SessionField<'site'>[] = ['openType', 'groupId', 'gname', 'gcode', 'portalId', 'portalCode', 'portalName', 'referral'];
const PREVIOUS_ENROLLMENT: readonly SessionField<'enrollment'>[] = ['enrollType', 'userId', 'tier', 'state', 'planId', 'showQuotation', 'isCurrentMemberAvailable'];

/**
 * Forgets what a previous visitor or enrollment left in the client that must not leak into a signed-in rep's
 * or administrator's work (a shopper's quote, a referral, a portal choice).
 */
const forgetPreviousEnrollment = (session: SessionStore): void => {
  session.quote.forget();
  session.site.remove(...PREVIOUS_SITE);
  session.enrollment.remove(...PREVIOUS_ENROLLMENT);
};

/**
 * The sign-in form's submit: check both fields, sign in (the server rotates its session cookie), then
 * keep the context the start pages need: eprocess rep or group, the agent and group ids, and the
 * rep-authenticated flag that opens the storefront shell.
 */
export const signIn =
  ({ auth, session }: SignInDeps) =>
  (input: SignInInput): ResultAsync<SignedIn, DomainError> => {
    const errors: Record<string, string> = {};
    checkField(errors, 'email', input.email, requiredCheck(Messages.fieldRequired), patternCheck(EMAIL, Messages.invalidEmailAddress));
    checkField(errors, 'password', input.password, requiredCheck(Messages.fieldRequired));
    const checked = finish(errors, () => ({ email: input.email.trim(), password: input.password }));
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return auth.signIn(checked.value.email, checked.value.password).map((user) => {
      forgetPreviousEnrollment(session);
      session.signIn.set('eprocess', user.role);
      session.site.set('agentId', user.agentId);
      if (user.groupId) session.site.set('groupId', user.groupId);
      if (user.groupName) session.site.set('gname', user.groupName);
      session.signIn.set('usertype', user.role);
      session.signIn.set('username', user.name);
      session.access.set('isRepAuthenticated', 'true');
      return { user, route: homeRoute({ eprocess: user.role }) };
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SignIn: ReturnType<typeof signIn>;
  }
}
