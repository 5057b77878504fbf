import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, rows, Timestamp } from '../db/rows.ts';
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
