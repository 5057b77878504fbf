import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows, Timestamp } from '../db/rows.ts';
import { ConsentHead, writeConsentHead } from '../repository/closing-store.ts';
import { chainEntries, verifyChain, type ChainCheck, type ConsentEntry, type ConsentRecord, type ConsentSeal } from './chain.ts';

/** The SQL of consent records: append (in the command's transaction) and read back in chain order. */

const RecordRow = t.type({
  enrollment_id: t.string,
  seq: t.number,
  kind: t.keyof({ agreement: null, signature: null, confirmation: null }),
  text_key: Nullable(t.string),
  text_version: Nullable(t.number),
  text_hash: Nullable(t.string),
  signer_role: t.string,
  signer: t.string,
  client_address: t.string,
  recorded_at: Timestamp,
  // Read as stored: a tampered value of another shape must fail the hash check, not the read.
  evidence: t.UnknownRecord,
  prev_hash: t.string,
  record_hash: t.string,
});

const toRecord = (r: t.TypeOf<typeof RecordRow>): ConsentRecord => ({
  enrollmentId: r.enrollment_id,
  seq: r.seq,
  kind: r.kind,
  ...(r.text_key !== null ? { textKey: r.text_key } : {}),
  ...(r.text_version !== null ? { textVersion: r.text_version } : {}),
  ...(r.text_hash !== null ? { textHash: r.text_hash } : {}),
  signerRole: r.signer_role,
  signer: r.signer,
  clientAddress: r.client_address,
  recordedAt: r.recorded_at,
  evidence: r.evidence,
  prevHash: r.prev_hash,
  recordHash: r.record_hash,
});

export const consentRecords = async (db: Queryable, enrollmentId: string): Promise<ConsentRecord[]> =>
  (
    await rows(
      db,
      RecordRow,
      `SELECT enrollment_id, seq, kind, text_key, text_version, text_hash, signer_role, signer, client_address, recorded_at, evidence, prev_hash, record_hash
         FROM consent_records WHERE enrollment_id = $1 ORDER BY seq, id`,
      [enrollmentId],
    )
  ).map(toRecord);

/**
 * Appends records to the enrollment's chain and moves its head. Runs inside a command, which holds the
 * enrollment's row lock: two appends to one chain never interleave.
 */
export const appendConsent = async (tx: Queryable, sealer: ConsentSeal, enrollmentId: string, entries: readonly ConsentEntry[]): Promise<ConsentRecord[]> => {
  if (entries.length === 0) return [];
  const last = await row(
    tx,
    t.type({ seq: t.number, record_hash: t.string }),
    'SELECT seq, record_hash FROM consent_records WHERE enrollment_id = $1 ORDER BY seq DESC LIMIT 1',
    [enrollmentId],
  );
  const made = chainEntries(enrollmentId, last ? { seq: last.seq, recordHash: last.record_hash } : undefined, entries);
  for (const r of made) {
    await exec(
      tx,
      `INSERT INTO consent_records (enrollment_id, seq, kind, text_key, text_version, text_hash, signer_role, signer, client_address, recorded_at, evidence, prev_hash, record_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [r.enrollmentId, r.seq, r.kind, r.textKey ?? null, r.textVersion ?? null, r.textHash ?? null, r.signerRole, r.signer, r.clientAddress, r.recordedAt, r.evidence, r.prevHash, r.recordHash],
    );
  }
  const head = made.at(-1)!;
  const moved = { seq: head.seq, hash: head.recordHash };
  await writeConsentHead(tx, enrollmentId, { ...moved, seal: sealer.seal(enrollmentId, moved) });
  return made;
};

export interface ConsentVerification {
  readonly enrollmentId: string;
  readonly check: ChainCheck;
  readonly records: readonly ConsentRecord[];
}

/** Checks one enrollment's chain; undefined when there is no such enrollment. */
export const verifyEnrollmentConsent = async (db: Queryable, sealer: ConsentSeal, enrollmentId: string): Promise<ConsentVerification | undefined> => {
  const found = await row(db, t.type({ consent_head: t.unknown }), 'SELECT consent_head FROM temp_enrollments WHERE id = $1', [enrollmentId]);
  if (!found) return undefined;
  const head = ConsentHead.decode(found.consent_head);
  const records = await consentRecords(db, enrollmentId);
  return { enrollmentId, records, check: verifyChain(enrollmentId, records, head._tag === 'Right' ? head.right : undefined, sealer) };
};
