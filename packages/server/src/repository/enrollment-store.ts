import { randomUUID } from 'node:crypto';
import * as t from 'io-ts';
import { TierCodec } from '@benefit-store/contract';
import { readThrough } from '../db/read-cache.ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row } from '../db/rows.ts';

/**
 * The temporary enrollment: its context (who enrolls whom, under which site), its quote filter, its cart
 * and, later, one section per wizard tab. Owned by the session that started it and, when someone signed
 * in, by their account (docs/adr/0003).
 */
export const EnrollmentContextRecord = t.partial({
  eprocess: t.string,
  open_type: t.string,
  type: t.string,
  agent_id: t.string,
  group_id: t.string,
  platform_group_id: t.string,
  referral: t.string,
  user_id: t.string,
  policy_id: t.string,
  /** The quote link (its id) this enrollment was opened from (docs/adr/0701). */
  quote_link: t.string,
});
export type EnrollmentContextRecord = t.TypeOf<typeof EnrollmentContextRecord>;

/**
 * The quote's filter. Every enrollment starts with one (add-filter-for-new-user, a member's or a quote link's), and
 * its tier is a Tier once read: a stored tier outside the four fails the read loudly (db/rows.ts; migration
 * 0090 normalised old rows), so no reader checks it again (docs/adr/0017).
 */
export const FilterRecord = t.intersection([
  t.type({ zip: t.string, dob: t.string, gender: t.string, tier: TierCodec, state: t.string, is_smoker: t.string }),
  t.partial({
    category: t.string,
    annual_incode: t.string,
    working_hours: t.string,
    /** '1' once the shopper answered the tobacco question: is_smoker '0' alone is the default No (smokerError). */
    smoker_answered: t.string,
  }),
]);
export type FilterRecord = t.TypeOf<typeof FilterRecord>;

export const EnrollmentRow = t.type({
  id: t.string,
  owner_session: Nullable(t.string),
  owner_account: Nullable(t.string),
  status: t.string,
  context: EnrollmentContextRecord,
  filter: FilterRecord,
  cart: t.array(t.unknown),
  /** Moves on with every applied command that changes the enrollment's data (docs/adr/0712). */
  version: t.number,
});
export type EnrollmentRow = t.TypeOf<typeof EnrollmentRow>;

/**
 * An enrollment is finished once its review was confirmed (docs/adr/0720): its status leaves 'shopping' for one of
 * these. Not the context's policy_id: an existing member's new quote carries the member's current policy from the
 * start. Support never changes a finished enrollment.
 */
export const FINISHED_STATUSES = ['enrolled', 'submitted', 'completed', 'paid'] as const;

export const isFinished = (enrollment: { readonly status: string }): boolean => (FINISHED_STATUSES as readonly string[]).includes(enrollment.status);

/** The columns of an EnrollmentRow. */
export const ENROLLMENT_COLUMNS = 'id, owner_session, owner_account, status, context, filter, cart, version';
const COLUMNS = ENROLLMENT_COLUMNS;

/** Who may act on an enrollment: the session holding it, or the signed-in account that started it. */
export interface Owner {
  readonly session: string;
  readonly account: string | null;
}

export const createEnrollment = (
  db: Queryable,
  owner: Owner,
  context: EnrollmentContextRecord,
  filter: FilterRecord,
): Promise<EnrollmentRow | undefined> =>
  row(
    db,
    EnrollmentRow,
    `INSERT INTO temp_enrollments (id, owner_session, owner_account, context, filter) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [randomUUID(), owner.session, owner.account, context, filter],
  );

/**
 * The enrollment with this id if, and only if, `owner` may act on it; another's is indistinguishable
 * from one that does not exist. `forUpdate` locks the row for the caller's transaction, so two changes
 * to one enrollment never interleave.
 */
/** Whether `owner` may act on the row: the SQL condition on parameters $2 (session) and $3 (account). */
export const OWNED_BY = '(owner_session = $2 OR (owner_account IS NOT NULL AND owner_account = $3))';

const selectOwned = (db: Queryable, id: string, owner: Owner, forUpdate: boolean) =>
  row(
    db,
    EnrollmentRow,
    `SELECT ${COLUMNS} FROM temp_enrollments
      WHERE id = $1 AND ${OWNED_BY}${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, owner.session, owner.account],
  );

/** The enrollment if the owner holds it. Plain reads are remembered until the next write (db/read-cache.ts). */
export const findOwnedEnrollment = (db: Queryable, id: string, owner: Owner, { forUpdate = false } = {}) =>
  forUpdate
    ? selectOwned(db, id, owner, true)
    : readThrough(db, `enrollment:${id}:${owner.session}:${owner.account ?? ''}`, () => selectOwned(db, id, owner, false), [`temp_enrollments:${id}`]);

/** Any enrollment by id: support staff only (their actions are journaled with their name). */
export const findEnrollment = (db: Queryable, id: string, { forUpdate = false } = {}) =>
  row(db, EnrollmentRow, `SELECT ${COLUMNS} FROM temp_enrollments WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);

export const saveFilter = (db: Queryable, id: string, filter: FilterRecord, context: EnrollmentContextRecord, at: Date) =>
  exec(db, 'UPDATE temp_enrollments SET filter = $2, context = $3, updated_at = $4 WHERE id = $1', [id, filter, context, at]);

export const saveContext = (db: Queryable, id: string, context: EnrollmentContextRecord, at: Date) =>
  exec(db, 'UPDATE temp_enrollments SET context = $2, updated_at = $3 WHERE id = $1', [id, context, at]);

/**
 * Whether this session holds an enrollment filed under the group: the group's code was given for it
 * (set-enrollment-group-code) or the group's quote link opened it, so the visitor has shown they belong to it.
 */
export const sessionHasGroupEnrollment = async (db: Queryable, session: string, groupId: string): Promise<boolean> =>
  (await db.query("SELECT 1 FROM temp_enrollments WHERE owner_session = $1 AND context->>'group_id' = $2 LIMIT 1", [session, groupId])).length > 0;

/**
 * The enrollment this session confirmed last (docs/adr/0712): the receipt page reopens it after a refresh, when the
 * browser no longer holds the enrollment id (the receipt clears it, doc 002).
 */
export const lastConfirmedBy = (db: Queryable, session: string) =>
  row(
    db,
    EnrollmentRow,
    `SELECT ${COLUMNS} FROM temp_enrollments WHERE owner_session = $1 AND enrolled_at IS NOT NULL ORDER BY enrolled_at DESC NULLS LAST LIMIT 1`,
    [session],
  );
