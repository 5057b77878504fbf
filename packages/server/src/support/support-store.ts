import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { Nullable, row, rows, Timestamp } from '../db/rows.ts';
import { FINISHED_STATUSES, isFinished } from '../repository/enrollment-store.ts';

export { FINISHED_STATUSES, isFinished };

/** Journal entries of support itself are not steps of the enrollment. */
const NOT_SUPPORT = "type NOT LIKE 'support-%'";

const StuckRow = t.type({ id: t.string, status: t.string, created_at: Timestamp, updated_at: Timestamp, last_activity: Timestamp });
export type StuckRow = t.TypeOf<typeof StuckRow>;

/** Enrollments started and not finished whose last change (row or journal) is at or before `before`, oldest first. */
export const findStuck = (db: Queryable, before: Date, limit = 200) =>
  rows(
    db,
    StuckRow,
    `SELECT * FROM (
       SELECT e.id, e.status, e.created_at, e.updated_at,
              GREATEST(e.updated_at, COALESCE((SELECT max(v.created_at) FROM enrollment_events v WHERE v.enrollment_id = e.id AND v.${NOT_SUPPORT}), e.updated_at)) AS last_activity
         FROM temp_enrollments e
        WHERE e.status <> ALL($2::text[])
     ) s
     WHERE s.last_activity <= $1
     ORDER BY s.last_activity, s.id
     LIMIT ${Math.max(1, Math.floor(limit))}`,
    [before, [...FINISHED_STATUSES]],
  );

export const EventRow = t.type({
  id: t.union([t.string, t.number]),
  enrollment_id: Nullable(t.string),
  actor: Nullable(t.string),
  type: t.string,
  payload: t.unknown,
  outcome: t.string,
  detail: t.unknown,
  created_at: Timestamp,
});
export type EventRow = t.TypeOf<typeof EventRow>;

/** The journal of these enrollments, oldest first; `withSupport` keeps support's own entries. */
export const eventsOf = (db: Queryable, enrollmentIds: readonly string[], { withSupport = false } = {}) =>
  enrollmentIds.length === 0
    ? Promise.resolve<EventRow[]>([])
    : rows(
        db,
        EventRow,
        `SELECT id, enrollment_id, actor, type, payload, outcome, detail, created_at FROM enrollment_events
          WHERE enrollment_id = ANY($1::text[])${withSupport ? '' : ` AND ${NOT_SUPPORT}`} ORDER BY id`,
        [[...enrollmentIds]],
      );

export const SECTION_COLUMNS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'health_info',
  'dependent_info',
  'review_info',
  'agreement_info',
  'billing_info',
] as const;

const SectionsRow = t.type({
  effective_date: Nullable(t.string),
  created_at: Timestamp,
  updated_at: Timestamp,
  sections: t.UnknownRecord,
});

/** The wizard sections saved on an enrollment (null where not saved), its effective date and times. */
export const sectionsOf = (db: Queryable, id: string) =>
  row(
    db,
    SectionsRow,
    `SELECT effective_date, created_at, updated_at, jsonb_build_object(${SECTION_COLUMNS.map((c) => `'${c}', ${c}`).join(', ')}) AS sections
       FROM temp_enrollments WHERE id = $1`,
    [id],
  );
