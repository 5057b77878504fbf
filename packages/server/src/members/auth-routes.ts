import { Messages } from '@benefit-store/domain';
import { MemberRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { answer, type Door } from '../http/door.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { clearHits, hashedKey, takeHit, type RateLimits } from '../security/rate-limit.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { accountByEmail, type AccountRow } from './account-store.ts';
import { principalOf, wirePrincipal, type Principal } from './principal.ts';

interface Deps {
  readonly db: Database;
  readonly sessions: Sessions;
  readonly limits: RateLimits;
  readonly now: () => Date;
}

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
 * per e-mail and address, and per address across e-mails.
 */
export const registerAuthRoutes = (door: Door, { db, sessions, limits, now }: Deps) => {
  // Checked against when the e-mail is unknown, so that both failures cost one scrypt.
  const decoy = hashPassword('not-a-password-anyone-has');

  door.route(MemberRoutes.signIn, { session: 'none' }, async ({ body, request, reply }) => {
    const email = body.email.toLowerCase();
    const missing = { ...(email ? {} : { email: Messages.fieldRequired }), ...(body.password ? {} : { password: Messages.fieldRequired }) };
    if (Object.keys(missing).length > 0) return answer.fail(422, missing);

    const at = now();
    const accountKey = hashedKey(email, request.ip);
    // Refused before the password is looked at: a locked-out guess learns nothing, right or wrong.
    if (!(await takeHit(db, limits.signInAddress, request.ip, at)) || !(await takeHit(db, limits.signInAccount, accountKey, at))) {
      return answer.fail(429, { sign_in: Messages.tooManyAttempts });
    }

    const account = await accountByEmail(db, email);
    const valid = await verifyPassword(body.password, account?.password_hash ?? (await decoy));
    const principal = account && valid ? principalFor(account) : undefined;
    if (!principal) return answer.fail(401, { sign_in: Messages.invalidCredentials });

    // Read before the transaction: PGlite has one connection, and the transaction holds it.
    await sessions.read(request);
    await db.transaction(async (tx) => {
      await clearHits(tx, limits.signInAccount, accountKey);
      // A new session id: whatever id the visitor held before signing in is worthless from here on.
      await sessions.rotate(request, reply, { ...principal }, tx);
    });
    return answer.ok(wirePrincipal(principal));
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
