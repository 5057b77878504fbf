import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows, Timestamp } from '../db/rows.ts';
import { journalPayload } from './redact.ts';

export type Outcome = 'ok' | 'rejected';

/** One line of an enrollment's history: who did what, with which (redacted) values, and how it ended. */
export interface JournalEntry {
  readonly enrollmentId: string | null;
  /** `session:<hash>` or `support:<id>`: never a session id. */
  readonly actor: string;
  readonly type: string;
  readonly payload: unknown;
  readonly outcome: Outcome;
  /** The field errors of a refusal. */
  readonly detail?: unknown;
}

export const appendJournal = (db: Queryable, entry: JournalEntry) =>
  exec(db, 'INSERT INTO enrollment_events (enrollment_id, actor, type, payload, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.enrollmentId,
    entry.actor,
    entry.type,
    journalPayload(entry.payload),
    entry.outcome,
    entry.detail ?? null,
  ]);

const NextVersion = t.type({ version: t.number });

/**
 * A change's journal line and the enrollment's next version (docs/adr/0712), in one statement: one round trip of the
 * command's transaction instead of two (issue 23). Run inside the command's transaction, its row locked FOR UPDATE.
 */
export const journalChange = async (db: Queryable, entry: JournalEntry & { readonly enrollmentId: string }): Promise<number> => {
  const bumped = await row(
    db,
    NextVersion,
    `WITH bumped AS (UPDATE temp_enrollments SET version = version + 1 WHERE id = $1 RETURNING version),
          logged AS (INSERT INTO enrollment_events (enrollment_id, actor, type, payload, outcome, detail) VALUES ($2, $3, $4, $5, $6, $7))
     SELECT version FROM bumped`,
    [entry.enrollmentId, entry.enrollmentId, entry.actor, entry.type, journalPayload(entry.payload), entry.outcome, entry.detail ?? null],
  );
  if (!bumped) throw new Error(`enrollment ${entry.enrollmentId} vanished inside its own command`);
  return bumped.version;
};

export const JournalRow = t.type({
  actor: Nullable(t.string),
  type: t.string,
  payload: t.unknown,
  outcome: t.string,
  detail: t.unknown,
  created_at: Timestamp,
});
export type JournalRow = t.TypeOf<typeof JournalRow>;

export const journalOf = (db: Queryable, enrollmentId: string) =>
  rows(db, JournalRow, 'SELECT actor, type, payload, outcome, detail, created_at FROM enrollment_events WHERE enrollment_id = $1 ORDER BY id', [
    enrollmentId,
  ]);
