import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import {
  RETRY_DELAYS_MS,
  claimDueMail,
  enqueueMail,
  forgetSentBodies,
  listOutbox,
  markSent,
  readOutbox,
  recordFailedAttempt,
  sealClearBodies,
  type OutgoingMail,
} from './outbox-store.ts';
import { piiCipher } from '../security/pii.ts';

const T0 = new Date('2026-11-21T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 5 * 60_000;
const SEAL = piiCipher(randomBytes(32));
const mail = (n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'resume-code',
  to: `person${n}@example.com`,
  subject: `Message ${n}`,
  text: `text ${n}`,
  html: `<p>html ${n}</p>`,
  ...extra,
});

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});
afterAll(() => db.close());
beforeEach(() => db.query('DELETE FROM outbox'));

describe('mail outbox store (PGlite)', () => {
  it('keeps a message only when the transaction that wrote it commits', async () => {
    const kept = await db.transaction((tx) => enqueueMail(tx, mail(1, { enrollmentId: 'enr-1' }), SEAL));
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail(2), SEAL);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const all = await listOutbox(db);
    expect(all.map((m) => m.id)).toEqual([kept]);
    expect(all[0]).toMatchObject({ status: 'pending', attempts: 0, enrollmentId: 'enr-1', nextAttemptAt: null, to: 'person1@example.com' });
    expect(await readOutbox(db, kept, SEAL)).toMatchObject({ text: 'text 1', html: '<p>html 1</p>' });
  });

  it('refuses anything but one plain address, and flattens the subject to one line', async () => {
    for (const to of ['a@x.example, b@y.example', 'A <a@x.example>', 'a@x.example\r\nBcc: b@y.example', 'no-at-sign', 'a;b@x.example']) {
      await expect(db.transaction((tx) => enqueueMail(tx, mail(1, { to }), SEAL)), to).rejects.toThrow('single plain e-mail address');
    }
    const id = await enqueueMail(db, mail(1, { subject: 'Hello\r\nBcc: x@y.example' }), SEAL);
    expect((await readOutbox(db, id, SEAL))?.subject).toBe('Hello Bcc: x@y.example');
    expect(await readOutbox(db, 'not-a-number', SEAL)).toBeUndefined();
    expect(await readOutbox(db, '999999', SEAL)).toBeUndefined();
  });

  it('claims due messages once: a claimed message is leased, counted, and not claimed again until the lease ends', async () => {
    const a = await enqueueMail(db, mail(1), SEAL);
    const b = await enqueueMail(db, mail(2), SEAL);
    const first = await claimDueMail(db, { now: T0, leaseMs: LEASE, limit: 1 }, SEAL);
    expect(first.map((m) => [m.id, m.attempts])).toEqual([[a, 1]]);
    const second = await claimDueMail(db, { now: T0, leaseMs: LEASE, limit: 10 }, SEAL);
    expect(second.map((m) => m.id)).toEqual([b]);
    expect(await claimDueMail(db, { now: at(LEASE - 1), leaseMs: LEASE, limit: 10 }, SEAL)).toEqual([]);
    // The worker holding `a` died without a word: once its lease ends, another attempt takes it.
    await markSent(db, b, T0);
    const again = await claimDueMail(db, { now: at(LEASE), leaseMs: LEASE, limit: 10 }, SEAL);
    expect(again.map((m) => [m.id, m.attempts])).toEqual([[a, 2]]);
  });

  it('retries with growing delays, then gives the message up as failed', async () => {
    const id = await enqueueMail(db, mail(1), SEAL);
    let now = T0;
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      const [claimed] = await claimDueMail(db, { now, leaseMs: LEASE, limit: 1 }, SEAL);
      expect(claimed?.attempts).toBe(i + 1);
      expect(await recordFailedAttempt(db, id, { now, attempts: claimed!.attempts, error: '451: try later', permanent: false })).toBe('pending');
      expect(await claimDueMail(db, { now: new Date(now.getTime() + delay - 1), leaseMs: LEASE, limit: 1 }, SEAL)).toEqual([]);
      now = new Date(now.getTime() + delay);
    }
    const [last] = await claimDueMail(db, { now, leaseMs: LEASE, limit: 1 }, SEAL);
    expect(await recordFailedAttempt(db, id, { now, attempts: last!.attempts, error: '451: try later', permanent: false })).toBe('failed');
    expect(await readOutbox(db, id, SEAL)).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1, lastError: '451: try later' });
    expect(await claimDueMail(db, { now: at(365 * 24 * 3600_000), leaseMs: LEASE, limit: 1 }, SEAL)).toEqual([]);
    expect(RETRY_DELAYS_MS.every((d, i) => i === 0 || d > RETRY_DELAYS_MS[i - 1]!)).toBe(true);
  });

  it('gives up at once on a permanent refusal', async () => {
    const id = await enqueueMail(db, mail(1), SEAL);
    const [claimed] = await claimDueMail(db, { now: T0, leaseMs: LEASE, limit: 1 }, SEAL);
    expect(await recordFailedAttempt(db, id, { now: T0, attempts: claimed!.attempts, error: '550: no such user', permanent: true })).toBe('failed');
  });

  it('forgets the bodies of messages sent long enough ago, keeping who got what and when', async () => {
    const old = await enqueueMail(db, mail(1), SEAL);
    const recent = await enqueueMail(db, mail(2), SEAL);
    const pending = await enqueueMail(db, mail(3), SEAL);
    await claimDueMail(db, { now: T0, leaseMs: LEASE, limit: 2 }, SEAL);
    await markSent(db, old, T0);
    await markSent(db, recent, at(60_000));
    expect(await forgetSentBodies(db, at(1))).toBe(1);
    expect(await readOutbox(db, old, SEAL)).toMatchObject({ text: '', html: '', subject: 'Message 1', to: 'person1@example.com', status: 'sent' });
    expect(await readOutbox(db, recent, SEAL)).toMatchObject({ text: 'text 2' });
    expect(await readOutbox(db, pending, SEAL)).toMatchObject({ text: 'text 3' });
  });

  it('keeps bodies sealed in the table, opened only with the key, and seals what an earlier version left in clear', async () => {
    const id = await enqueueMail(db, mail(1, { text: 'Code: K7Q2M-9XPAB', html: '<p>Code: K7Q2M-9XPAB</p>' }), SEAL);
    const stored = JSON.stringify(await db.query('SELECT * FROM outbox'));
    expect(stored).not.toContain('K7Q2M-9XPAB');
    expect(stored).toContain('Message 1');
    expect(await readOutbox(db, id, SEAL)).toMatchObject({ text: 'Code: K7Q2M-9XPAB', html: '<p>Code: K7Q2M-9XPAB</p>' });
    await expect(readOutbox(db, id, piiCipher(randomBytes(32)))).rejects.toThrow();

    await db.query(`INSERT INTO outbox (kind, to_address, subject, text_body, html_body) VALUES ('resume-code', 'old@example.com', 'Old', 'Code: OLDCODE-1', '<p>Code: OLDCODE-1</p>')`);
    expect(await sealClearBodies(db, SEAL)).toBe(1);
    expect(await sealClearBodies(db, SEAL)).toBe(0);
    expect(JSON.stringify(await db.query('SELECT * FROM outbox'))).not.toContain('OLDCODE-1');
    const [old] = await db.query<{ id: string }>("SELECT id::text AS id FROM outbox WHERE subject = 'Old'");
    expect(await readOutbox(db, old!.id, SEAL)).toMatchObject({ text: 'Code: OLDCODE-1', html: '<p>Code: OLDCODE-1</p>' });
  });
});
