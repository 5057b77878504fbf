import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { redact } from './redact.ts';

export interface EnrollmentContextRecord {
  readonly eprocess?: string;
  readonly open_type?: string;
  readonly type?: string;
  readonly agent_id?: string;
  readonly group_id?: string;
  readonly platform_group_id?: string;
  readonly referral?: string;
}

export interface FilterRecord {
  readonly zip: string;
  readonly dob: string;
  readonly gender: string;
  readonly tier: string;
  readonly state: string;
  readonly is_smoker: string;
  readonly category?: string;
  readonly annual_incode?: string;
  readonly working_hours?: string;
}

export interface TempEnrollmentRow {
  readonly id: string;
  readonly owner_session: string;
  readonly status: string;
  readonly context: EnrollmentContextRecord;
  readonly filter: FilterRecord;
  readonly cart: unknown[];
}

export type Outcome = 'ok' | 'rejected';

export interface JournalEntry {
  readonly enrollmentId: string | null;
  readonly sessionId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly outcome: Outcome;
  readonly detail?: unknown;
}

/** Appends to the enrollment journal; the payload is redacted before it is written. */
export const journal = async (db: Queryable, entry: JournalEntry): Promise<void> => {
  await db.query(
    'INSERT INTO enrollment_events (enrollment_id, session_id, type, payload, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6)',
    [entry.enrollmentId, entry.sessionId, entry.type, redact(entry.payload ?? {}), entry.outcome, entry.detail ?? null],
  );
};

export const createTempEnrollment = async (
  db: Queryable,
  owner: string,
  context: EnrollmentContextRecord,
  filter: FilterRecord,
): Promise<TempEnrollmentRow> => {
  const rows = await db.query<TempEnrollmentRow>(
    `INSERT INTO temp_enrollments (id, owner_session, context, filter) VALUES ($1, $2, $3, $4)
     RETURNING id, owner_session, status, context, filter, cart`,
    [randomUUID(), owner, context, filter],
  );
  return rows[0]!;
};

/**
 * The enrollment with this id if, and only if, the session owns it. Another session's enrollment is
 * indistinguishable from one that does not exist.
 */
export const findOwnedEnrollment = async (db: Queryable, id: string, owner: string): Promise<TempEnrollmentRow | undefined> => {
  const rows = await db.query<TempEnrollmentRow>(
    'SELECT id, owner_session, status, context, filter, cart FROM temp_enrollments WHERE id = $1 AND owner_session = $2',
    [id, owner],
  );
  return rows[0];
};

export const updateFilter = async (db: Queryable, id: string, filter: FilterRecord, context: EnrollmentContextRecord): Promise<void> => {
  await db.query('UPDATE temp_enrollments SET filter = $2, context = $3, updated_at = now() WHERE id = $1', [id, filter, context]);
};

export const listEvents = async (db: Queryable, enrollmentId: string) =>
  db.query<{ type: string; payload: unknown; outcome: string; created_at: string }>(
    'SELECT type, payload, outcome, created_at FROM enrollment_events WHERE enrollment_id = $1 ORDER BY id',
    [enrollmentId],
  );
