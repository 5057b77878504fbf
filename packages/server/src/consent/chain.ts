import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Consent that can be proven (docs/adr/0720): every agreement accepted, every signature and the final
 * confirmation is a record naming the exact text version (its SHA-256), the signer's role, the time and the
 * client's address. Records of one enrollment form a hash chain: each carries the hash of the one before (the
 * first, a hash of the enrollment id), and its own hash covers all of its fields. Editing, removing or
 * reordering any record, or moving one to another enrollment, breaks the chain; the enrollment row keeps the
 * chain's head, so cutting records off the end is noticed too. The head is sealed with a key the database does
 * not hold (`consentSeal`): whoever can write the tables could rebuild a whole chain, but not seal its head.
 */
export type ConsentKind = 'agreement' | 'signature' | 'confirmation';

export interface ConsentEntry {
  readonly kind: ConsentKind;
  readonly textKey?: string | undefined;
  readonly textVersion?: number | undefined;
  readonly textHash?: string | undefined;
  /** broker, group, applicant, or applicant-remote (signed from a rep's link). */
  readonly signerRole: string;
  /** Who signed, as they named themselves (user name, agent code, group code, account). */
  readonly signer: string;
  readonly clientAddress: string;
  readonly recordedAt: Date;
  /** Further proof, strings only: the signature image's hash, how the signer was verified, the link id. */
  /** What was shown and who verified: strings when recorded; read back as stored (a tampered value fails the hash check). */
  readonly evidence: Readonly<Record<string, unknown>>;
}

export interface ConsentRecord extends ConsentEntry {
  readonly enrollmentId: string;
  readonly seq: number;
  readonly prevHash: string;
  readonly recordHash: string;
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with object keys sorted at every level: the same value always hashes the same. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
};

/** The hash the first record of an enrollment points back to. */
export const genesisHash = (enrollmentId: string): string => sha256(`benefit-store consent v1\u0000${enrollmentId}`);

/** A record's own hash: every field but the hash itself. */
export const recordHashOf = (record: Omit<ConsentRecord, 'recordHash'>): string =>
  sha256(
    canonicalJson({
      enrollment_id: record.enrollmentId,
      seq: record.seq,
      kind: record.kind,
      text_key: record.textKey ?? null,
      text_version: record.textVersion ?? null,
      text_hash: record.textHash ?? null,
      signer_role: record.signerRole,
      signer: record.signer,
      client_address: record.clientAddress,
      recorded_at: record.recordedAt.toISOString(),
      evidence: record.evidence,
      prev_hash: record.prevHash,
    }),
  );

/** The records that follow `last` (or start the chain), hashed and linked. */
export const chainEntries = (enrollmentId: string, last: Pick<ConsentRecord, 'seq' | 'recordHash'> | undefined, entries: readonly ConsentEntry[]): ConsentRecord[] => {
  const made: ConsentRecord[] = [];
  let seq = last?.seq ?? 0;
  let prevHash = last?.recordHash ?? genesisHash(enrollmentId);
  for (const entry of entries) {
    seq += 1;
    const unhashed = { ...entry, enrollmentId, seq, prevHash };
    const recordHash = recordHashOf(unhashed);
    made.push({ ...unhashed, recordHash });
    prevHash = recordHash;
  }
  return made;
};

/** The chain's head as the enrollment row keeps it: the last record and the server's seal over both. */
export interface SealedHead {
  readonly seq: number;
  readonly hash: string;
  readonly seal?: string | undefined;
}

export interface ConsentSeal {
  readonly seal: (enrollmentId: string, head: { readonly seq: number; readonly hash: string }) => string;
  readonly holds: (enrollmentId: string, head: SealedHead) => boolean;
}

/**
 * Seals chain heads with a key derived from the server's id-token secret (docs/adr/0007: kept out of the
 * database), under its own label so that no other use of that secret can produce a seal.
 */
export const consentSeal = (secret: Buffer): ConsentSeal => {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'benefit-store consent head seal v1', 32));
  const seal = (enrollmentId: string, head: { readonly seq: number; readonly hash: string }) =>
    createHmac('sha256', key).update(`${enrollmentId}\u0000${head.seq}\u0000${head.hash}`, 'utf8').digest('hex');
  return {
    seal,
    holds: (enrollmentId, head) => {
      if (!head.seal) return false;
      const expected = Buffer.from(seal(enrollmentId, head), 'hex');
      const given = Buffer.from(head.seal, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};

export type ChainCheck =
  | { readonly ok: true; readonly count: number; readonly head: string | undefined }
  | { readonly ok: false; readonly count: number; readonly brokenAt: number; readonly reason: string };

/**
 * Checks an enrollment's records in seq order against each other and against the head the enrollment row
 * keeps, and that head against its seal. The first problem found is reported with the seq it was found at.
 */
export const verifyChain = (enrollmentId: string, records: readonly ConsentRecord[], head: SealedHead | undefined, sealer: ConsentSeal): ChainCheck => {
  let prevHash = genesisHash(enrollmentId);
  for (const [index, record] of records.entries()) {
    const expectedSeq = index + 1;
    const broken = (reason: string): ChainCheck => ({ ok: false, count: records.length, brokenAt: record.seq, reason });
    if (record.enrollmentId !== enrollmentId) return broken('the record belongs to another enrollment');
    if (record.seq !== expectedSeq) return broken(`record ${expectedSeq} is missing`);
    if (record.prevHash !== prevHash) return broken('the record does not follow the one before it');
    if (recordHashOf(record) !== record.recordHash) return broken('the record was changed after it was written');
    prevHash = record.recordHash;
  }
  const last = records.at(-1);
  if (head && (!last || head.seq !== last.seq || head.hash !== last.recordHash)) {
    return { ok: false, count: records.length, brokenAt: (last?.seq ?? 0) + 1, reason: `records after ${last?.seq ?? 0} are missing (the chain's head is record ${head.seq})` };
  }
  if (!head && last) return { ok: false, count: records.length, brokenAt: last.seq, reason: 'the enrollment does not name the chain’s head' };
  if (head && !sealer.holds(enrollmentId, head)) {
    return { ok: false, count: records.length, brokenAt: head.seq, reason: 'the chain’s head does not carry this server’s seal (the chain was rebuilt outside the server)' };
  }
  return { ok: true, count: records.length, head: last?.recordHash };
};
