import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { readThrough } from '../db/read-cache.ts';
import { exec, JsonObject, Nullable, row, Timestamp } from '../db/rows.ts';

/** A session as its row keeps it: the hash of its id, who signed in (if anyone) and when it was used. */
export const SessionRow = t.type({
  id: t.string,
  principal: Nullable(JsonObject),
  created_at: Timestamp,
  last_seen_at: Timestamp,
});
export type SessionRow = t.TypeOf<typeof SessionRow>;

/** Read on every request that carries a cookie, so remembered until the next write, or its row's change (db/read-cache.ts). */
export const findSession = (db: Queryable, hash: string) =>
  readThrough(
    db,
    `session:${hash}`,
    () => row(db, StampedSessionRow, 'SELECT id, principal, created_at, last_seen_at, xmin::text AS row_stamp FROM sessions WHERE id = $1', [hash]),
    [`sessions:${hash}`],
    (found) => [found?.row_stamp],
  );

/** The row with its version (`xmin`), by which PostgreSQL keeps it (docs/adr/0505). */
const StampedSessionRow = t.intersection([SessionRow, t.type({ row_stamp: t.string })]);

export const insertSession = (db: Queryable, hash: string, principal: Record<string, unknown> | null, at: Date) =>
  exec(db, 'INSERT INTO sessions (id, principal, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [hash, principal, at]);

export const touchSession = (db: Queryable, hash: string, at: Date) =>
  exec(db, 'UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [hash, at]);

export const deleteSession = (db: Queryable, hash: string) => exec(db, 'DELETE FROM sessions WHERE id = $1', [hash]);

/** Hands the enrollments of one session to another (sign-in keeps a cart started before it). */
export const moveEnrollments = (db: Queryable, from: string, to: string, account: string | null) =>
  exec(db, 'UPDATE temp_enrollments SET owner_session = $2, owner_account = coalesce(owner_account, $3) WHERE owner_session = $1', [
    from,
    to,
    account,
  ]);

/** Leaves a session's enrollments to their account alone (sign-out): the next visitor on this browser has none. */
export const releaseEnrollments = (db: Queryable, hash: string) =>
  exec(db, 'UPDATE temp_enrollments SET owner_session = NULL WHERE owner_session = $1', [hash]);

export interface ExpiryCutoffs {
  /** Anonymous sessions last seen before this are gone. */
  readonly anonymousSeenBefore: Date;
  /** Signed-in sessions last seen before this, or created before `signedInCreatedBefore`, are gone. */
  readonly signedInSeenBefore: Date;
  readonly signedInCreatedBefore: Date;
}

/** Deletes expired sessions; their enrollments keep their account owner (the foreign key sets the session to NULL). */
export const sweepSessions = async (db: Queryable, cutoffs: ExpiryCutoffs): Promise<number> => {
  const deleted = await db.query(
    `DELETE FROM sessions
      WHERE (principal IS NULL AND last_seen_at < $1)
         OR (principal IS NOT NULL AND (last_seen_at < $2 OR created_at < $3))
      RETURNING 1`,
    [cutoffs.anonymousSeenBefore, cutoffs.signedInSeenBefore, cutoffs.signedInCreatedBefore],
  );
  return deleted.length;
};
