import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row } from '../db/rows.ts';
import { readSection, SectionColumnValue, type WizardSection } from './sections.ts';

/**
 * The SQL of the wizard's second part (docs/adr/0720): the sections review_info, agreement_info and billing_info
 * (each {status, data} like part 1's), the policy id and confirmation time of a finished enrollment, and the head
 * of its consent chain.
 */
export type ClosingColumn = 'review_info' | 'agreement_info' | 'billing_info';
const COLUMNS: ReadonlySet<ClosingColumn> = new Set(['review_info', 'agreement_info', 'billing_info']);

const ClosingRow = t.type({
  review_info: SectionColumnValue,
  agreement_info: SectionColumnValue,
  billing_info: SectionColumnValue,
  effective_date: Nullable(t.string),
  policy_id: Nullable(t.string),
  consent_head: t.unknown,
});

export interface ClosingSections {
  readonly review_info?: WizardSection | undefined;
  readonly agreement_info?: WizardSection | undefined;
  readonly billing_info?: WizardSection | undefined;
  readonly effectiveDate?: string | undefined;
  readonly policyId?: string | undefined;
  readonly consentHead?: ConsentHead | undefined;
}

export const ConsentHead = t.intersection([t.type({ seq: t.number, hash: t.string }), t.partial({ seal: t.string })]);
export type ConsentHead = t.TypeOf<typeof ConsentHead>;

export const readClosingSections = async (db: Queryable, enrollmentId: string): Promise<ClosingSections> => {
  const found = await row(
    db,
    ClosingRow,
    'SELECT review_info, agreement_info, billing_info, effective_date, policy_id, consent_head FROM temp_enrollments WHERE id = $1',
    [enrollmentId],
  );
  if (!found) return {};
  const head = ConsentHead.decode(found.consent_head);
  return {
    review_info: readSection(found.review_info),
    agreement_info: readSection(found.agreement_info),
    billing_info: readSection(found.billing_info),
    effectiveDate: found.effective_date ?? undefined,
    policyId: found.policy_id ?? undefined,
    consentHead: head._tag === 'Right' ? head.right : undefined,
  };
};

/** Writes one of the part-2 sections (the column comes from the fixed list, never from a request). */
export const writeClosingSection = async (tx: Queryable, enrollmentId: string, column: ClosingColumn, section: WizardSection | null, at: Date) => {
  if (!COLUMNS.has(column)) throw new Error(`not a part-2 section: ${column}`);
  await exec(tx, `UPDATE temp_enrollments SET ${column} = $2, updated_at = $3 WHERE id = $1`, [enrollmentId, section, at]);
};

export const writeConsentHead = (tx: Queryable, enrollmentId: string, head: ConsentHead) =>
  exec(tx, 'UPDATE temp_enrollments SET consent_head = $2 WHERE id = $1', [enrollmentId, head]);

/** The next policy id: POL- and a number from the policy sequence (the receipt's confirmation number). */
export const nextPolicyId = async (tx: Queryable): Promise<string> => {
  const next = await row(tx, t.type({ n: t.string }), "SELECT nextval('policy_numbers')::text AS n");
  if (!next) throw new Error('no policy number');
  return `POL-${next.n}`;
};

/**
 * Marks the enrollment finished: status 'enrolled' (a finished status of docs/adr/0800), its policy id and
 * confirmation time, the cart emptied (its plans are now the enrolled ones, kept in review_info). The context is
 * left alone: an existing member's context already names the member's current policy.
 */
export const markEnrolled = (tx: Queryable, enrollmentId: string, policyId: string, at: Date) =>
  exec(tx, `UPDATE temp_enrollments SET status = 'enrolled', policy_id = $2, enrolled_at = $3, cart = '[]'::jsonb, updated_at = $3 WHERE id = $1`, [
    enrollmentId,
    policyId,
    at,
  ]);

/** A finished enrollment's resume codes stop working. */
export const revokeResumeCodes = (tx: Queryable, enrollmentId: string, at: Date) =>
  exec(tx, 'UPDATE resume_codes SET revoked_at = $2 WHERE enrollment_id = $1 AND revoked_at IS NULL', [enrollmentId, at]);
