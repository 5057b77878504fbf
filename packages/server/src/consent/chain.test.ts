import { describe, expect, it } from 'vitest';
import { canonicalJson, chainEntries, consentSeal, genesisHash, recordHashOf, verifyChain, type ConsentEntry, type ConsentRecord } from './chain.ts';

const at = new Date('2026-11-21T12:00:00Z');
const entry = (kind: ConsentEntry['kind'], textKey?: string): ConsentEntry => ({
  kind,
  ...(textKey ? { textKey, textVersion: 1, textHash: 'a'.repeat(64) } : {}),
  signerRole: 'applicant',
  signer: 'Dana Rivera',
  clientAddress: '203.0.113.7',
  recordedAt: at,
  evidence: { signer_mode: 'sigapplicant' },
});

const sealer = consentSeal(Buffer.alloc(32, 7));
/** The head the enrollment row would keep after `records`, sealed by this server. */
const headOf = (records: readonly ConsentRecord[], enrollmentId = 'e-1') => {
  const last = { seq: records.at(-1)!.seq, hash: records.at(-1)!.recordHash };
  return { ...last, seal: sealer.seal(enrollmentId, last) };
};

describe('the consent chain', () => {
  const records = chainEntries('e-1', undefined, [entry('agreement', 'plan-terms'), entry('agreement', 'electronic-signature'), entry('signature')]);
  const head = headOf(records);

  it('links each record to the one before, the first to the enrollment', () => {
    expect(records.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(records[0]!.prevHash).toBe(genesisHash('e-1'));
    expect(records[1]!.prevHash).toBe(records[0]!.recordHash);
    expect(verifyChain('e-1', records, head, sealer)).toEqual({ ok: true, count: 3, head: head.hash });
  });

  it('continues a chain from its last record', () => {
    const more = chainEntries('e-1', records[2], [entry('confirmation')]);
    expect(more[0]).toMatchObject({ seq: 4, prevHash: records[2]!.recordHash });
    expect(verifyChain('e-1', [...records, ...more], headOf([...records, ...more]), sealer).ok).toBe(true);
  });

  it('notices a changed field, a removed or reordered record, a record of another enrollment and a cut-off end', () => {
    const changed = records.map((r, i) => (i === 1 ? { ...r, clientAddress: '198.51.100.1' } : r));
    expect(verifyChain('e-1', changed, head, sealer)).toMatchObject({ ok: false, brokenAt: 2, reason: 'the record was changed after it was written' });
    expect(verifyChain('e-1', [records[0]!, records[2]!], head, sealer)).toMatchObject({ ok: false, brokenAt: 3 });
    expect(verifyChain('e-1', [records[1]!, records[0]!, records[2]!], head, sealer)).toMatchObject({ ok: false, brokenAt: 2 });
    expect(verifyChain('e-2', records, head, sealer)).toMatchObject({ ok: false, brokenAt: 1 });
    expect(verifyChain('e-1', records.slice(0, 2), head, sealer)).toMatchObject({ ok: false, brokenAt: 3 });
    // Recomputing a changed record's own hash does not help: the next record still points at the old one.
    const forged = { ...records[0]!, signer: 'Someone Else' };
    const rehashed = [{ ...forged, recordHash: recordHashOf(forged) }, records[1]!, records[2]!];
    expect(verifyChain('e-1', rehashed, head, sealer)).toMatchObject({ ok: false, brokenAt: 2, reason: 'the record does not follow the one before it' });
  });

  it("notices a chain rebuilt outside the server: its head lacks this server's seal", () => {
    // Whoever can write the tables can build a whole consistent chain and point the head at it...
    const rebuilt = chainEntries('e-1', undefined, [entry('agreement', 'plan-terms'), { ...entry('signature'), signer: 'Someone Else' }]);
    const unsealed = { seq: 2, hash: rebuilt[1]!.recordHash };
    expect(verifyChain('e-1', rebuilt, unsealed, sealer)).toMatchObject({ ok: false, brokenAt: 2, reason: expect.stringContaining('seal') });
    // ...but a seal made with another key, or this head's seal on another head or enrollment, does not hold.
    expect(verifyChain('e-1', rebuilt, { ...unsealed, seal: consentSeal(Buffer.alloc(32, 8)).seal('e-1', unsealed) }, sealer).ok).toBe(false);
    expect(verifyChain('e-1', rebuilt, { ...unsealed, seal: head.seal }, sealer).ok).toBe(false);
    expect(verifyChain('e-1', rebuilt, { ...unsealed, seal: 'f'.repeat(64) }, sealer).ok).toBe(false);
    expect(verifyChain('e-1', rebuilt, headOf(rebuilt), sealer).ok).toBe(true);
  });

  it('hashes values the same whatever order their keys arrive in (jsonb reorders them)', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }));
  });
});
