import { createHash } from 'node:crypto';
import * as t from 'io-ts';
import type { Language } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { readThrough } from '../db/read-cache.ts';
import { CATALOGUE_VERSION_ROW } from '../db/row-changes.ts';
import { exec, Nullable, row, rows, Timestamp } from '../db/rows.ts';
import { readSection, SectionColumnValue, type SectionColumn, type WizardSection } from './sections.ts';

/** The SQL of the wizard: sections, the enroller code, resume codes, existing members' records. */

const SectionsRow = t.type({
  primary_info: SectionColumnValue,
  contact_info: SectionColumnValue,
  employer_info: SectionColumnValue,
  beneficiary_info: SectionColumnValue,
  health_info: SectionColumnValue,
  dependent_info: SectionColumnValue,
  enroller_code: Nullable(t.string),
});

export interface Sections {
  readonly primary_info?: WizardSection | undefined;
  readonly contact_info?: WizardSection | undefined;
  readonly employer_info?: WizardSection | undefined;
  readonly beneficiary_info?: WizardSection | undefined;
  readonly health_info?: WizardSection | undefined;
  readonly dependent_info?: WizardSection | undefined;
  readonly enrollerCode?: string | undefined;
}

const SECTION_COLUMNS = 'primary_info, contact_info, employer_info, beneficiary_info, health_info, dependent_info, enroller_code';

const sectionsOf = (found: t.TypeOf<typeof SectionsRow> | undefined): Sections => {
  if (!found) return {};
  return {
    primary_info: readSection(found.primary_info),
    contact_info: readSection(found.contact_info),
    employer_info: readSection(found.employer_info),
    beneficiary_info: readSection(found.beneficiary_info),
    health_info: readSection(found.health_info),
    dependent_info: readSection(found.dependent_info),
    enrollerCode: found.enroller_code ?? undefined,
  };
};

/**
 * The wizard's sections of an enrollment. Outside a transaction they are kept like the enrollment's own row (db/read-cache.ts,
 * docs/adr/0505): until that row changes on PGlite, and one query for the requests of one turn on PostgreSQL. Frozen.
 */
export const readSections = (db: Queryable, enrollmentId: string): Promise<Sections> =>
  readThrough(db, `sections:${enrollmentId}`, async () => sectionsOf(await row(db, SectionsRow, `SELECT ${SECTION_COLUMNS} FROM temp_enrollments WHERE id = $1`, [enrollmentId])), [
    `temp_enrollments:${enrollmentId}`,
  ]);

const COLUMNS: ReadonlySet<SectionColumn> = new Set(['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'health_info', 'dependent_info']);

/** Writes one section (the column name is checked against the fixed list, never taken from a request). */
export const writeSection = async (tx: Queryable, enrollmentId: string, column: SectionColumn, section: WizardSection | null, at: Date) => {
  if (!COLUMNS.has(column)) throw new Error(`not a wizard section: ${column}`);
  await exec(tx, `UPDATE temp_enrollments SET ${column} = $2, updated_at = $3 WHERE id = $1`, [enrollmentId, section, at]);
};

export const saveEnrollerCode = (tx: Queryable, enrollmentId: string, code: string, at: Date) =>
  exec(tx, 'UPDATE temp_enrollments SET enroller_code = $2, updated_at = $3 WHERE id = $1', [enrollmentId, code, at]);

// ---- Resume codes ----

/** Codes and e-mails are kept only as hashes; codes are compared in their canonical form. */
export const canonicalCode = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const codeHash = (code: string): string => createHash('sha256').update(`resume-code\u0000${canonicalCode(code)}`).digest('hex');
export const emailHash = (email: string): string => createHash('sha256').update(`resume-email\u0000${email.trim().toLowerCase()}`).digest('hex');

export const storeResumeCode = async (
  tx: Queryable,
  /** `language`: what the code's mail was written in (a code mailed again is written in it too). */
  input: { enrollmentId: string; code: string; email: string; savedTab: string; at: Date; expiresAt: Date; language: Language },
) => {
  // A new code replaces every earlier one of the enrollment.
  await exec(tx, 'UPDATE resume_codes SET revoked_at = $2 WHERE enrollment_id = $1 AND revoked_at IS NULL', [input.enrollmentId, input.at]);
  await exec(
    tx,
    'INSERT INTO resume_codes (enrollment_id, code_hash, email_hash, saved_tab, created_at, expires_at, language) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [input.enrollmentId, codeHash(input.code), emailHash(input.email), input.savedTab, input.at, input.expiresAt, input.language],
  );
};

export const ResumeCodeRow = t.type({
  enrollment_id: t.string,
  email_hash: t.string,
  saved_tab: t.string,
  expires_at: Timestamp,
  revoked_at: Nullable(Timestamp),
});
export type ResumeCodeRow = t.TypeOf<typeof ResumeCodeRow>;

export const findResumeCode = (tx: Queryable, code: string) =>
  row(tx, ResumeCodeRow, 'SELECT enrollment_id, email_hash, saved_tab, expires_at, revoked_at FROM resume_codes WHERE code_hash = $1', [codeHash(code)]);

/** The session that resumed takes the enrollment over (docs/adr/0710). */
export const takeOverEnrollment = (tx: Queryable, enrollmentId: string, owner: { session: string; account: string | null }, at: Date) =>
  exec(tx, 'UPDATE temp_enrollments SET owner_session = $2, owner_account = COALESCE($3, owner_account), updated_at = $4 WHERE id = $1', [
    enrollmentId,
    owner.session,
    owner.account,
    at,
  ]);

// ---- Existing members ----

export const MemberRecordRow = t.type({
  user_id: t.string,
  first_name: t.string,
  last_name: t.string,
  email: t.string,
  dob: t.string,
  gender: t.string,
  ssn_encrypted: t.string,
  phone: Nullable(t.string),
  beneficiaries: t.unknown,
  dependents: t.unknown,
  health: t.unknown,
});
export type MemberRecordRow = t.TypeOf<typeof MemberRecordRow>;

export const findMemberRecord = (db: Queryable, userId: string) =>
  userId === ''
    ? Promise.resolve(undefined)
    : row(
        db,
        MemberRecordRow,
        `SELECT m.user_id, m.first_name, m.last_name, m.email, m.dob, m.gender, m.ssn_encrypted, r.phone, COALESCE(r.beneficiaries, '[]'::jsonb) AS beneficiaries,
                COALESCE(r.dependents, '[]'::jsonb) AS dependents, r.health
           FROM members m LEFT JOIN member_records r ON r.user_id = m.user_id WHERE m.user_id = $1`,
        [userId],
      );

/** Whether another member (not `exceptUserId`) already uses this e-mail address. */
export const emailTaken = async (db: Queryable, email: string, exceptUserId: string | undefined) =>
  (await rows(db, t.type({ user_id: t.string }), 'SELECT user_id FROM members WHERE lower(email) = lower($1) AND user_id <> $2 LIMIT 1', [
    email.trim(),
    exceptUserId ?? '',
  ])).length > 0;

/** Whether another member already uses this phone number. */
export const phoneTaken = async (db: Queryable, phone: string, exceptUserId: string | undefined) =>
  (await rows(db, t.type({ user_id: t.string }), 'SELECT user_id FROM member_records WHERE phone = $1 AND user_id <> $2 LIMIT 1', [
    phone.replace(/\D/g, ''),
    exceptUserId ?? '',
  ])).length > 0;

export const GroupInfoRow = t.type({ gname: t.string, display_phone: t.string, address1: t.string, city: t.string, state: t.string, zip: t.string });
export const groupInfo = (db: Queryable, groupId: string) =>
  row(db, GroupInfoRow, 'SELECT gname, display_phone, address1, city, state, zip FROM groups WHERE gid = $1', [groupId]);

// ---- The cart's plans, as far as the wizard cares ----

export const CartPlanRow = t.type({ plan_id: t.string, plan_type: t.string, required_tabs: t.array(t.string) });
export type CartPlanRow = t.TypeOf<typeof CartPlanRow>;

/** The plan ids of an enrollment's cart lines (plan_id, or planId as the domain's PlanRef spells it). */
export const cartPlanIds = (cart: readonly unknown[]): string[] =>
  cart.flatMap((item) => {
    const line = item as { plan_id?: unknown; planId?: unknown } | null;
    const id = line?.plan_id ?? line?.planId;
    return typeof id === 'string' ? [id] : typeof id === 'number' ? [String(id)] : [];
  });

export const cartPlans = (db: Queryable, cart: readonly unknown[]) =>
  rows(db, CartPlanRow, 'SELECT plan_id, plan_type, required_tabs FROM plans WHERE plan_id = ANY($1::text[])', [cartPlanIds(cart)]);

const SectionsAndPlansRow = t.intersection([SectionsRow, t.type({ plans: t.array(CartPlanRow) })]);

/**
 * An enrollment's saved sections and its cart's plans in one statement: what every wizard read and command loads
 * first (wizard-facts.ts), one round trip instead of two (issue 23). Outside a transaction it is kept like
 * `readSections`, and on PGlite also until the catalogue changes (the plans' types and tabs are the catalogue's).
 */
export const readSectionsAndCartPlans = (
  db: Queryable,
  enrollmentId: string,
  cart: readonly unknown[],
): Promise<{ readonly sections: Sections; readonly plans: readonly CartPlanRow[] }> => {
  const planIds = cartPlanIds(cart);
  return readThrough(
    db,
    `sections-and-plans:${enrollmentId}:${planIds.join(',')}`,
    async () => {
      const found = await row(
        db,
        SectionsAndPlansRow,
        `SELECT ${SECTION_COLUMNS},
           COALESCE((SELECT json_agg(json_build_object('plan_id', plan_id, 'plan_type', plan_type, 'required_tabs', required_tabs))
                     FROM plans WHERE plan_id = ANY($2::text[])), '[]'::json) AS plans
         FROM temp_enrollments WHERE id = $1`,
        [enrollmentId, planIds],
      );
      return { sections: sectionsOf(found), plans: found?.plans ?? (await cartPlans(db, cart)) };
    },
    [`temp_enrollments:${enrollmentId}`, CATALOGUE_VERSION_ROW],
  );
};
