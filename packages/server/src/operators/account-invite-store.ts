import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, Timestamp } from '../db/rows.ts';

/**
 * The SQL of invited sign-ins (docs/adr/0801-operators.md): an account without a password and a one-time link to
 * set it. The link's token is 32 random bytes; only its SHA-256 is kept, so the database alone opens nothing.
 */

export const INVITE_DAYS = 7;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const AccountRef = t.type({ account_id: t.string, has_password: t.boolean });

export const accountRefByEmail = (db: Queryable, email: string) =>
  row(db, AccountRef, "SELECT account_id, password_hash <> '' AS has_password FROM accounts WHERE lower(email) = lower($1)", [email]);

/** A new account that cannot sign in until its owner sets a password (an empty hash matches no password). */
export const insertInvitedAccount = async (
  tx: Queryable,
  account: { readonly email: string; readonly name: string; readonly role: 'rep' | 'group'; readonly agentId: string; readonly groupId: string | null },
): Promise<string> => {
  const id = `acct-${randomUUID()}`;
  await exec(tx, "INSERT INTO accounts (account_id, email, password_hash, role, agent_id, group_id, display_name) VALUES ($1, $2, '', $3, $4, $5, $6)", [
    id,
    account.email,
    account.role,
    account.agentId,
    account.groupId,
    account.name,
  ]);
  return id;
};

/** A new link for the account; earlier unused links stop working. The token, shown only in the mail. */
export const createInvite = async (tx: Queryable, accountId: string, now: Date): Promise<{ token: string; expiresAt: Date }> => {
  await exec(tx, 'UPDATE account_invites SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL', [accountId, now]);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  await exec(tx, 'INSERT INTO account_invites (id, account_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [randomUUID(), accountId, hashOf(token), expiresAt]);
  return { token, expiresAt };
};

const InviteRow = t.type({ id: t.string, account_id: t.string, email: t.string, expires_at: Timestamp, used_at: Nullable(Timestamp) });

/**
 * The live invite a token opens (unused, not expired), taken for this transaction; `look` only reads it (the page
 * asking whether its link still works: nothing is changed, so nothing is locked).
 */
export const liveInvite = async (tx: Queryable, token: string, now: Date, use: 'take' | 'look' = 'take') => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const invite = await row(
    tx,
    InviteRow,
    `SELECT i.id, i.account_id, a.email, i.expires_at, i.used_at FROM account_invites i JOIN accounts a ON a.account_id = i.account_id
      WHERE i.token_hash = $1${use === 'take' ? ' FOR UPDATE OF i' : ''}`,
    [hashOf(token)],
  );
  return invite && invite.used_at === null && invite.expires_at > now ? invite : undefined;
};

export const useInvite = async (tx: Queryable, inviteId: string, accountId: string, passwordHash: string, now: Date) => {
  await exec(tx, 'UPDATE account_invites SET used_at = $2 WHERE id = $1', [inviteId, now]);
  await exec(tx, 'UPDATE accounts SET password_hash = $2 WHERE account_id = $1', [accountId, passwordHash]);
};
