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

/** The token of an `Authorization: Bearer <token>` header, the one way staff tokens are sent. */
export const bearerToken = (header: unknown): string | undefined => {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

export const hashSupportToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * What a token lets its holder do: support staff find and fix enrollments (/api/v1/support/*); operators set up
 * reps, groups and sites (/api/v1/admin/*, docs/adr/0801-operators.md). Neither may use the other's endpoints.
 */
export const StaffRoles = ['support', 'operator'] as const;
export type StaffRole = (typeof StaffRoles)[number];
const StaffRole = t.keyof({ support: null, operator: null });

/** Who a staff token belongs to; `actor` is how the journal names them. */
export interface SupportStaff {
  readonly id: string;
  readonly name: string;
  readonly role?: StaffRole;
}

/** The journal's name for a staff member: their name and the first characters of their token's id. */
export const staffId = (staff: SupportStaff): string => `${staff.name}#${staff.id.slice(0, 8)}`;

const TokenRow = t.type({ id: t.string, name: t.string, role: StaffRole, created_at: Timestamp, last_used_at: Nullable(Timestamp), revoked_at: Nullable(Timestamp) });
export type SupportTokenRow = t.TypeOf<typeof TokenRow>;

/** The journal's actor for a staff member: `support:Dana#1a2b3c4d` or `operator:Sam#5e6f7a8b`. */
export const staffActor = (staff: SupportStaff): string => `${staff.role ?? 'support'}:${staffId(staff)}`;

export const createSupportToken = async (db: Queryable, name: string, role: StaffRole = 'support'): Promise<SupportStaff & { readonly token: string }> => {
  const id = randomUUID();
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await exec(db, 'INSERT INTO support_tokens (id, name, token_hash, role) VALUES ($1, $2, $3, $4)', [id, name, hashSupportToken(token), role]);
  await appendJournal(db, { enrollmentId: null, actor: staffActor({ id, name, role }), type: `${role}-token-create`, payload: { name }, outcome: 'ok' });
  return { id, name, role, token };
};

/** Revokes the live tokens with this id (or id prefix of at least 8 characters) or name; returns the ones revoked. */
export const revokeSupportTokens = async (db: Queryable, idOrName: string): Promise<SupportTokenRow[]> => {
  const byPrefix = /^[0-9a-f-]{8,}$/.test(idOrName) ? `${idOrName}%` : '';
  const revoked = await rows(
    db,
    TokenRow,
    `UPDATE support_tokens SET revoked_at = now() WHERE revoked_at IS NULL AND (name = $1 OR id = $1 OR ($2 <> '' AND id LIKE $2))
     RETURNING id, name, role, created_at, last_used_at, revoked_at`,
    [idOrName, byPrefix],
  );
  for (const token of revoked) {
    await appendJournal(db, { enrollmentId: null, actor: staffActor(token), type: `${token.role}-token-revoke`, payload: { name: token.name }, outcome: 'ok' });
  }
  return revoked;
};

export const listSupportTokens = (db: Queryable) =>
  rows(db, TokenRow, 'SELECT id, name, role, created_at, last_used_at, revoked_at FROM support_tokens ORDER BY created_at, id');

/** The staff member a live token belongs to (and notes its use), or undefined. */
export const staffForToken = async (db: Queryable, token: string, at: Date): Promise<SupportStaff | undefined> => {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return undefined;
  return row(
    db,
    t.type({ id: t.string, name: t.string, role: StaffRole }),
    'UPDATE support_tokens SET last_used_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, name, role',
    [hashSupportToken(token), at],
  );
};
