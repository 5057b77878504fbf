import * as t from 'io-ts';
import type { StoredEnrollment, StoredPerson, X12Relationship } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows } from '../db/rows.ts';
import { FINISHED_STATUSES, FilterRecord, EnrollmentContextRecord } from '../repository/enrollment-store.ts';
import { list, SectionColumnValue, str, unsealSsn } from '../repository/sections.ts';
import type { Pii } from '../security/pii.ts';

/**
 * The SQL of carrier files (docs/adr/0803-carrier-files.md): which carriers take 834 files, which confirmed
 * enrollments a carrier has not been sent, each file and what went in it, and what the carrier answered.
 */

const PartnerRow = t.union([
  t.type({ carrier_id: t.string, name: t.string, delivery: t.literal('x12'), edi_receiver_id: t.string, edi_receiver_qualifier: t.string }),
  t.type({ carrier_id: t.string, name: t.string, delivery: t.literal('json'), edi_receiver_id: Nullable(t.string), edi_receiver_qualifier: t.string }),
]);
/** A carrier that takes files: X12 834 (with its trading-partner id) or JSON for its API. */
export type CarrierPartnerRow = t.TypeOf<typeof PartnerRow>;

/** Carriers that take files (a trading-partner id for X12, or JSON delivery), or the one asked for. */
export const carrierPartners = (db: Queryable, carrierId?: string): Promise<CarrierPartnerRow[]> =>
  rows(
    db,
    PartnerRow,
    `SELECT carrier_id, name, delivery, edi_receiver_id, edi_receiver_qualifier FROM carriers
     WHERE (edi_receiver_id IS NOT NULL OR delivery = 'json') AND ($1::text IS NULL OR carrier_id = $1) ORDER BY sort_order, carrier_id`,
    [carrierId ?? null],
  );

export const carrierExists = async (db: Queryable, carrierId: string): Promise<boolean> =>
  (await row(db, t.type({ carrier_id: t.string }), 'SELECT carrier_id FROM carriers WHERE carrier_id = $1', [carrierId])) !== undefined;

const EnrollmentForCarrier = t.type({
  id: t.string,
  policy_id: t.string,
  filter: FilterRecord,
  context: EnrollmentContextRecord,
  effective_date: Nullable(t.string),
  primary_info: SectionColumnValue,
  contact_info: SectionColumnValue,
  dependent_info: SectionColumnValue,
  plans: t.array(t.type({ plan_id: t.string, name: t.string, category: t.string })),
  group_name: Nullable(t.string),
  group_code: Nullable(t.string),
});

/**
 * Confirmed enrollments with a plan of the carrier (the enrolled plans, kept on review_info at confirmation): for a change file those not yet in a file of this carrier (a
 * pending one counts: it is delivered again, never doubled), for a full file all of them; `since` on enrolled_at.
 */
export const enrollmentsForCarrier = (db: Queryable, carrierId: string, options: { readonly full: boolean; readonly since: Date | null }) =>
  rows(
    db,
    EnrollmentForCarrier,
    `SELECT e.id, e.policy_id, e.filter, e.context, e.effective_date, e.primary_info, e.contact_info, e.dependent_info,
       ARRAY(SELECT json_build_object('plan_id', p.plan_id, 'name', p.name, 'category', p.category)
             FROM jsonb_array_elements(COALESCE(e.review_info->'data'->'plans', '[]'::jsonb)) AS line JOIN plans p ON p.plan_id = line->>'plan_id'
             WHERE p.carrier_id = $1 ORDER BY p.plan_id) AS plans,
       g.gname AS group_name, g.gcode AS group_code
     FROM temp_enrollments e LEFT JOIN groups g ON g.gid = e.context->>'group_id'
     WHERE e.policy_id IS NOT NULL AND e.status = ANY($2::text[])
       AND EXISTS (SELECT 1 FROM jsonb_array_elements(COALESCE(e.review_info->'data'->'plans', '[]'::jsonb)) AS line JOIN plans p ON p.plan_id = line->>'plan_id' WHERE p.carrier_id = $1)
       AND ($3::timestamptz IS NULL OR e.enrolled_at >= $3)
       AND ($4 OR NOT EXISTS (SELECT 1 FROM carrier_file_enrollments fe JOIN carrier_files f ON f.file_id = fe.file_id
                               WHERE fe.enrollment_id = e.id AND f.carrier_id = $1 AND f.status <> 'failed'))
     ORDER BY e.enrolled_at, e.id`,
    [carrierId, [...FINISHED_STATUSES], options.since, options.full],
  );
export type EnrollmentForCarrier = t.TypeOf<typeof EnrollmentForCarrier>;

type Rec = Readonly<Record<string, unknown>>;
const relationshipOf = (value: string): X12Relationship => (value.toLowerCase() === 'spouse' ? 'spouse' : 'child');

/** The stored enrollment in plain values, SSNs unsealed for the file only. */
export const storedEnrollment = (pii: Pii, e: EnrollmentForCarrier): StoredEnrollment => {
  const primary: Rec | undefined = e.primary_info?.data;
  const contact: Rec | undefined = e.contact_info?.data;
  const address = str(contact, 'address1') ? { line1: str(contact, 'address1'), city: str(contact, 'city'), state: e.filter.state, zip: e.filter.zip } : null;
  const subscriber: StoredPerson = {
    relationship: 'self',
    firstName: str(primary, 'first_name'),
    lastName: str(primary, 'last_name'),
    ssn: unsealSsn(pii, primary) ?? '',
    dob: e.filter.dob,
    gender: e.filter.gender,
    address,
    phone: str(contact, 'phone_number'),
    email: str(contact, 'email_address'),
  };
  const dependents = list(e.dependent_info?.data, 'dependents').map((d): StoredPerson => {
    const p: Rec | undefined = typeof d.primary_info === 'object' && d.primary_info !== null && !Array.isArray(d.primary_info) ? Object.fromEntries(Object.entries(d.primary_info)) : undefined;
    return {
      relationship: relationshipOf(str(p, 'relationship')),
      firstName: str(p, 'first_name'),
      lastName: str(p, 'last_name'),
      ssn: unsealSsn(pii, p) ?? '',
      dob: str(p, 'birthdate'),
      gender: str(p, 'gender'),
      address: null,
      phone: '',
      email: '',
    };
  });
  const groupId = e.context.group_id;
  return {
    enrollmentId: e.id,
    policyId: e.policy_id,
    tier: e.filter.tier,
    effectiveDate: e.effective_date ?? '',
    group: groupId && e.group_name ? { id: groupId, name: e.group_name, code: e.group_code ?? groupId } : null,
    subscriber,
    dependents,
    plans: e.plans.map((p) => ({ planId: p.plan_id, name: p.name, category: p.category })),
  };
};

/** The carrier's next control number (ISA13/GS06): unique and increasing per trading partner. */
export const nextControlNumber = async (tx: Queryable, carrierId: string): Promise<number> => {
  const next = await row(
    tx,
    t.type({ last_number: t.number }),
    `INSERT INTO carrier_control_numbers (carrier_id, last_number) VALUES ($1, 1)
     ON CONFLICT (carrier_id) DO UPDATE SET last_number = carrier_control_numbers.last_number + 1 RETURNING last_number`,
    [carrierId],
  );
  if (!next) throw new Error(`no control number for carrier ${carrierId}`);
  return next.last_number;
};

export interface NewCarrierFile {
  readonly carrierId: string;
  readonly controlNumber: number;
  readonly purpose: 'change' | 'full';
  readonly fileName: string;
  readonly createdAt: Date;
  readonly status: 'pending' | 'failed';
  readonly problems: readonly string[];
  readonly contentSealed: string | null;
  readonly sets: readonly { readonly stControl: string; readonly enrollmentIds: readonly string[] }[];
}

export const insertCarrierFile = async (tx: Queryable, file: NewCarrierFile): Promise<string> => {
  const inserted = await row(
    tx,
    t.type({ file_id: t.string }),
    `INSERT INTO carrier_files (carrier_id, control_number, purpose, file_name, created_at, status, problems, content_sealed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING file_id::text AS file_id`,
    [file.carrierId, file.controlNumber, file.purpose, file.fileName, file.createdAt, file.status, JSON.stringify(file.problems), file.contentSealed],
  );
  if (!inserted) throw new Error('carrier file not inserted');
  for (const set of file.sets) {
    for (const enrollmentId of set.enrollmentIds) {
      await exec(tx, 'INSERT INTO carrier_file_enrollments (file_id, enrollment_id, st_control) VALUES ($1, $2, $3)', [inserted.file_id, enrollmentId, set.stControl]);
    }
  }
  return inserted.file_id;
};

const FileRow = t.type({
  file_id: t.string,
  carrier_id: t.string,
  control_number: t.number,
  file_name: t.string,
  status: t.keyof({ pending: null, delivered: null, failed: null }),
  problems: t.array(t.string),
  content_sealed: Nullable(t.string),
  enrollments: t.number,
});
export type CarrierFileRow = t.TypeOf<typeof FileRow>;

const FILE_COLUMNS = `f.file_id::text AS file_id, f.carrier_id, f.control_number, f.file_name, f.status, f.problems, f.content_sealed,
  (SELECT count(*)::int FROM carrier_file_enrollments fe WHERE fe.file_id = f.file_id) AS enrollments`;

/** Files written and not yet delivered (a crash or a lost answer in between): delivered again first. */
export const pendingCarrierFiles = (db: Queryable, carrierId?: string) =>
  rows(db, FileRow, `SELECT ${FILE_COLUMNS} FROM carrier_files f WHERE f.status = 'pending' AND ($1::text IS NULL OR f.carrier_id = $1) ORDER BY f.carrier_id, f.control_number`, [
    carrierId ?? null,
  ]);

export const carrierFileById = (db: Queryable, fileId: string) => row(db, FileRow, `SELECT ${FILE_COLUMNS} FROM carrier_files f WHERE f.file_id::text = $1`, [fileId]);

/** Delivered: the sealed text is dropped (the carrier has it; the database keeps no second copy of full SSNs). */
export const markCarrierFileDelivered = (tx: Queryable, fileId: string, at: Date, by: string) =>
  exec(tx, `UPDATE carrier_files SET status = 'delivered', delivered_at = $2, delivered_by = $3, content_sealed = NULL WHERE file_id::text = $1 AND status = 'pending'`, [fileId, at, by]);

/** The file a 999 answers: the carrier's, by its group control number (AK102). */
export const carrierFileByControl = (db: Queryable, controlNumber: number, carrierId: string | null) =>
  rows(db, FileRow, `SELECT ${FILE_COLUMNS} FROM carrier_files f WHERE f.control_number = $1 AND ($2::text IS NULL OR f.carrier_id = $2) AND f.status <> 'failed'`, [
    controlNumber,
    carrierId,
  ]);

export const answerCarrierSet = (tx: Queryable, fileId: string, stControl: string, accepted: boolean, errors: readonly string[], at: Date) =>
  exec(tx, 'UPDATE carrier_file_enrollments SET status = $3, errors = $4, answered_at = $5 WHERE file_id::text = $1 AND st_control = $2', [
    fileId,
    stControl,
    accepted ? 'accepted' : 'rejected',
    JSON.stringify(errors),
    at,
  ]);

const StatusRow = t.type({
  carrier_name: t.string,
  file_name: t.string,
  control_number: t.number,
  file_status: t.string,
  created_at: t.string,
  delivered_at: Nullable(t.string),
  status: t.keyof({ sent: null, accepted: null, rejected: null }),
  errors: t.array(t.string),
});
export type CarrierStatusRow = t.TypeOf<typeof StatusRow>;

/** Where an enrollment stands with each carrier it was sent to, newest file first. */
export const carrierStatusOf = (db: Queryable, enrollmentId: string) =>
  rows(
    db,
    StatusRow,
    `SELECT c.name AS carrier_name, f.file_name, f.control_number, f.status AS file_status, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
       to_char(f.delivered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS delivered_at, fe.status, fe.errors
     FROM carrier_file_enrollments fe JOIN carrier_files f ON f.file_id = fe.file_id JOIN carriers c ON c.carrier_id = f.carrier_id
     WHERE fe.enrollment_id = $1 AND f.status <> 'failed' ORDER BY f.created_at DESC, f.file_id DESC`,
    [enrollmentId],
  );

/** Enrollments a carrier rejected (support stuck): the enrollment, the carrier, the file, the carrier's codes. */
export const rejectedByCarriers = (db: Queryable) =>
  rows(
    db,
    t.type({ enrollment_id: t.string, carrier_name: t.string, file_name: t.string, errors: t.array(t.string), answered_at: t.string }),
    `SELECT fe.enrollment_id, c.name AS carrier_name, f.file_name, fe.errors, to_char(fe.answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS answered_at
     FROM carrier_file_enrollments fe JOIN carrier_files f ON f.file_id = fe.file_id JOIN carriers c ON c.carrier_id = f.carrier_id
     WHERE fe.status = 'rejected' ORDER BY fe.answered_at DESC`,
  );
