import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@benefit-store/domain';
import { MemberRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { answer, type Door } from '../http/door.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { beginAttempt, clearHits, endAttempt, hashedKey, refundHit, takeHit, type RateLimits } from '../security/rate-limit.ts';
import { clearSignInFailures, reserveSignInAttempt } from '../security/sign-in-throttle.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { accountByEmail, type AccountRow } from './account-store.ts';
import { principalOf, wirePrincipal, type Principal } from '../sessions/principal.ts';

interface Deps {
  readonly db: Database;
  readonly sessions: Sessions;
  readonly limits: RateLimits;
  readonly now: () => Date;
  /** Cookies marked Secure (behind HTTPS). */
  readonly secure: boolean;
}

/**
 * A browser that signed in to an account is remembered for it (a signed, HttpOnly cookie holding a hash of the
 * e-mail): the account's delays from anywhere do not hold it up, so a stranger's guesses never lock the owner out of
 * the browser they use (docs/adr/0006-sign-in-throttle.md). The limits per address still apply to it.
 */
export const KNOWN_BROWSER_COOKIE = 'bs_known';
const KNOWN_BROWSER_DAYS = 180;
const knownBrowserValue = (email: string): string => hashedKey('known-browser', email);

const isKnownBrowser = (request: FastifyRequest, email: string): boolean => {
  const raw = request.cookies[KNOWN_BROWSER_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid === true && unsigned.value === knownBrowserValue(email);
};

const rememberBrowser = (reply: FastifyReply, email: string, secure: boolean): void => {
  reply.setCookie(KNOWN_BROWSER_COOKIE, knownBrowserValue(email), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/v1/auth',
    maxAge: KNOWN_BROWSER_DAYS * 24 * 60 * 60,
  });
};

/** A wait as the message says it: '8 seconds', '1 minute', '15 minutes'. */
const waitText = (seconds: number): string => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The principal an account signs in as; an account whose rep or group is missing cannot sign in. */
const principalFor = (account: AccountRow): Principal | undefined => {
  if (account.role === 'rep') {
    if (!account.agent_id || !account.first_name) return undefined;
    const name = [account.first_name, account.last_name].filter(Boolean).join(' ');
    return { role: 'rep', agent_id: account.agent_id, group_id: null, account_id: account.account_id, name, group_name: null };
  }
  if (!account.group_id || !account.gname) return undefined;
  return {
    role: 'group',
    // The group's own rep, as its group record says: the admin's account row is not the authority on that.
    agent_id: account.group_agent_id ?? account.agent_id ?? '',
    group_id: account.group_id,
    account_id: account.account_id,
    name: account.display_name,
    group_name: account.gname,
  };
};

/**
 * Sign-in for reps and group administrators (docs/adr/0300). Both failure causes answer the same text,
 * and a password is checked even for an unknown e-mail, so neither the answer nor its timing tells
 * whether an account exists. Every attempt is counted before the password is looked at (docs/adr/0006):
 * per e-mail and address, and per address across e-mails; and per e-mail from anywhere with growing delays, which
 * a browser that signed in to that account before is spared (docs/adr/0006-sign-in-throttle.md).
 */
export const registerAuthRoutes = (door: Door, { db, sessions, limits, now, secure }: Deps) => {
  // Checked against when the e-mail is unknown, so that both failures cost one scrypt.
  const decoy = hashPassword('not-a-password-anyone-has');

  /** The password, once the attempt is within the limits: the throttle from anywhere, then scrypt, then the session. */
  const checkPassword = async (email: string, password: string, accountKey: string, at: Date, request: FastifyRequest, reply: FastifyReply) => {
    const anywhereKey = hashedKey('sign-in-anywhere', email);
    const known = isKnownBrowser(request, email);
    if (!known) {
      const reserved = await reserveSignInAttempt(db, limits.signInAnywhere, anywhereKey, at);
      if (!reserved.ok) {
        reply.header('retry-after', String(reserved.retryAfterSeconds));
        return answer.fail(429, { sign_in: Messages.signInDelayed(waitText(reserved.retryAfterSeconds)) });
      }
    }

    const account = await accountByEmail(db, email);
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoy));
    const principal = account && valid ? principalFor(account) : undefined;
    if (!principal) return answer.fail(401, { sign_in: Messages.invalidCredentials });

    // Read before the transaction: PGlite has one connection, and the transaction holds it.
    await sessions.read(request);
    await db.transaction(async (tx) => {
      // Reps of one office share an address: their right passwords are not what its limit counts.
      await refundHit(tx, limits.signInAddress, request.ip, at);
      await clearHits(tx, limits.signInAccount, accountKey);
      await clearSignInFailures(tx, anywhereKey);
      // A new session id: whatever id the visitor held before signing in is worthless from here on.
      await sessions.rotate(request, reply, { ...principal }, tx);
    });
    rememberBrowser(reply, email, secure);
    return answer.ok(wirePrincipal(principal));
  };

  door.route(MemberRoutes.signIn, { session: 'none' }, async ({ body, request, reply }) => {
    const email = body.email.toLowerCase();
    const missing = { ...(email ? {} : { email: Messages.fieldRequired }), ...(body.password ? {} : { password: Messages.fieldRequired }) };
    if (Object.keys(missing).length > 0) return answer.fail(422, missing);

    const at = now();
    const accountKey = hashedKey(email, request.ip);
    // Refused before the password is looked at: a locked-out guess learns nothing, right or wrong. Per address, an
    // attempt counts from the moment it arrives, which bounds how many one address has in hand at once; per account, an
    // attempt over the limit only because others are still being checked waits for their outcome (docs/adr/0006).
    if (!(await takeHit(db, limits.signInAddress, request.ip, at))) return answer.fail(429, { sign_in: Messages.tooManyAttempts });
    if (!(await beginAttempt(db, limits.signInAccount, accountKey, at))) return answer.fail(429, { sign_in: Messages.tooManyAttempts });
    try {
      return await checkPassword(email, body.password, accountKey, at, request, reply);
    } finally {
      await endAttempt(db, limits.signInAccount, accountKey, at);
    }
  });

  door.route(MemberRoutes.signOut, { session: 'none' }, async ({ request, reply }) => {
    await sessions.read(request);
    await db.transaction((tx) => sessions.end(request, reply, tx));
    return answer.ok(null);
  });

  door.route(MemberRoutes.me, { session: 'optional' }, async ({ session }) => {
    const principal = principalOf(session);
    return answer.ok(principal ? wirePrincipal(principal) : null);
  });
};
