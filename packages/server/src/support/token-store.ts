import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as t from 'io-ts';
import { appendJournal } from '../commands/journal.ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows, Timestamp } from '../db/rows.ts';

/**
 * Personal API tokens of support staff (docs/adr/0800): 32 random bytes, shown once when created; the database
 * keeps only their SHA-256 (a token is not a password: it has 256 bits of entropy, so a fast hash is enough and
 * lets a lookup by hash find it). Creating and revoking one is journaled.
 */
export const TOKEN_PREFIX = 'bst_';

export const hashSupportToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Who a support token belongs to; `actor` is how the journal names them. */
export interface SupportStaff {
  readonly id: string;
  readonly name: string;
}

/** The journal's name for a staff member: their name and the first characters of their token's id. */
export const staffId = (staff: SupportStaff): string => `${staff.name}#${staff.id.slice(0, 8)}`;

const TokenRow = t.type({ id: t.string, name: t.string, created_at: Timestamp, last_used_at: Nullable(Timestamp), revoked_at: Nullable(Timestamp) });
export type SupportTokenRow = t.TypeOf<typeof TokenRow>;

export const createSupportToken = async (db: Queryable, name: string): Promise<SupportStaff & { readonly token: string }> => {
  const id = randomUUID();
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await exec(db, 'INSERT INTO support_tokens (id, name, token_hash) VALUES ($1, $2, $3)', [id, name, hashSupportToken(token)]);
  await appendJournal(db, { enrollmentId: null, actor: `support:${staffId({ id, name })}`, type: 'support-token-create', payload: { name }, outcome: 'ok' });
  return { id, name, token };
};

/** Revokes the live tokens with this id (or id prefix of at least 8 characters) or name; returns the ones revoked. */
export const revokeSupportTokens = async (db: Queryable, idOrName: string): Promise<SupportTokenRow[]> => {
  const byPrefix = /^[0-9a-f-]{8,}$/.test(idOrName) ? `${idOrName}%` : '';
  const revoked = await rows(
    db,
    TokenRow,
    `UPDATE support_tokens SET revoked_at = now() WHERE revoked_at IS NULL AND (name = $1 OR id = $1 OR ($2 <> '' AND id LIKE $2))
     RETURNING id, name, created_at, last_used_at, revoked_at`,
    [idOrName, byPrefix],
  );
  for (const token of revoked) {
    await appendJournal(db, { enrollmentId: null, actor: `support:${staffId(token)}`, type: 'support-token-revoke', payload: { name: token.name }, outcome: 'ok' });
  }
  return revoked;
};

export const listSupportTokens = (db: Queryable) =>
  rows(db, TokenRow, 'SELECT id, name, created_at, last_used_at, revoked_at FROM support_tokens ORDER BY created_at, id');

/** The staff member a live token belongs to (and notes its use), or undefined. */
export const staffForToken = async (db: Queryable, token: string, at: Date): Promise<SupportStaff | undefined> => {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return undefined;
  return row(
    db,
    t.type({ id: t.string, name: t.string }),
    'UPDATE support_tokens SET last_used_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, name',
    [hashSupportToken(token), at],
  );
};
