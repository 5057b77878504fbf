import type { FastifyInstance } from 'fastify';
import { Messages } from '@benefit-store/domain';
import { MemberRoutes, routePattern } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import { text } from '../http/request-values.ts';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MINUTES } from '../members/sign-in-limits.ts';
import { principalOf, wirePrincipal, type Principal } from '../members/principal.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import type { Sessions } from '../sessions/sessions.ts';

interface Deps {
  readonly db: Database;
  readonly sessions: Sessions;
  readonly now: () => Date;
}

interface AccountRow {
  readonly account_id: string;
  readonly password_hash: string;
  readonly role: 'rep' | 'group';
  readonly agent_id: string | null;
  readonly group_id: string | null;
  readonly display_name: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly gname: string | null;
  readonly group_agent_id: string | null;
}

/**
 * Sign-in for reps and group administrators. Both failure causes answer the same text, and a password is
 * checked even for an unknown e-mail, so neither the answer nor its timing tells whether an account exists.
 */
export const registerAuthRoutes = (app: FastifyInstance, { db, sessions, now }: Deps) => {
  // Checked against when the e-mail is unknown, so that both failures cost one scrypt.
  const decoy = hashPassword('not-a-password-anyone-has');

  app.post(routePattern(MemberRoutes.signIn), async (request, reply) => {
    const email = text(request.body, 'email').toLowerCase();
    const password = typeof (request.body as { password?: unknown } | null)?.password === 'string' ? (request.body as { password: string }).password : '';
    const missing = { ...(email ? {} : { email: Messages.fieldRequired }), ...(password ? {} : { password: Messages.fieldRequired }) };
    if (Object.keys(missing).length > 0) return sendFieldErrors(reply, 422, missing);

    const at = now();
    const windowStart = new Date(at.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000);
    const ip = request.ip;
    const [{ n = 0 } = {}] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sign_in_failures WHERE email = $1 AND ip = $2 AND attempted_at > $3',
      [email, ip, windowStart],
    );
    // Refused before the password is looked at: a locked-out guess learns nothing, right or wrong.
    if (n >= SIGN_IN_MAX_FAILURES) return sendFieldErrors(reply, 429, { sign_in: Messages.tooManyAttempts });

    const rows = await db.query<AccountRow>(
      `SELECT a.account_id, a.password_hash, a.role, a.agent_id, a.group_id, a.display_name,
              ag.first_name, ag.last_name, g.gname, g.agent_id AS group_agent_id
         FROM accounts a
         LEFT JOIN agents ag ON ag.agent_id = a.agent_id
         LEFT JOIN groups g ON g.gid = a.group_id
        WHERE lower(a.email) = $1`,
      [email],
    );
    const account = rows[0];
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoy));
    const principal = account && valid ? principalFor(account) : undefined;
    if (!principal) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM sign_in_failures WHERE email = $1 AND attempted_at <= $2', [email, windowStart]);
        await tx.query('INSERT INTO sign_in_failures (email, ip, attempted_at) VALUES ($1, $2, $3)', [email, ip, at]);
      });
      return sendFieldErrors(reply, 401, { sign_in: Messages.invalidCredentials });
    }

    // Read before the transaction: PGlite has one connection, and the transaction holds it.
    await sessions.load(request);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM sign_in_failures WHERE email = $1 AND ip = $2', [email, ip]);
      // A new session id: whatever id the visitor held before signing in is worthless from here on.
      await sessions.rotate(request, reply, { ...principal }, tx);
    });
    return success(wirePrincipal(principal));
  });

  app.post(routePattern(MemberRoutes.signOut), async (request, reply) => {
    await sessions.load(request);
    await db.transaction((tx) => sessions.rotate(request, reply, null, tx, { carryEnrollments: false }));
    return success(null);
  });

  app.get(routePattern(MemberRoutes.me), async (request) => {
    const principal = principalOf(await sessions.load(request));
    return success(principal ? wirePrincipal(principal) : null);
  });
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
