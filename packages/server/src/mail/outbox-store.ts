import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Queryable } from '../db/database.ts';
import type { Pii } from '../security/pii.ts';

/**
 * The mail outbox (docs/adr/0700-mail-outbox.md). A change that sends mail calls `enqueueMail` with its own
 * transaction, so the mail exists exactly when the change does; the worker delivers it afterwards.
 *
 * Bodies hold live secrets (resume codes, signing and quote links): they are sealed with the server's PII key
 * (security/pii.ts) before they reach the table and opened only to be sent or shown to a development tool
 * (docs/adr/0702-mail-bodies-sealed-at-rest.md). Recipient, subject and delivery state stay readable: the log.
 */

/** What seals and opens mail bodies: the server's PII cipher. */
export type MailSeal = Pii;

export const MAIL_KINDS = ['quote', 'resume-code', 'receipt', 'invoice', 'signing-link', 'invite'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A message to send; subject, text and html usually come from `renderMail`. */
export interface OutgoingMail {
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly enrollmentId?: string | null | undefined;
}

export interface OutboxSummary {
  readonly id: string;
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly enrollmentId: string | null;
  readonly createdAt: Date;
  /** null: due at once (or no further attempt once sent or failed). */
  readonly nextAttemptAt: Date | null;
  readonly sentAt: Date | null;
  readonly lastError: string | null;
}

export interface OutboxMessage extends OutboxSummary {
  readonly text: string;
  readonly html: string;
}

/** After a failed attempt n (1-based), the next one waits RETRY_DELAYS_MS[n-1]; past the list the mail has failed. */
export const RETRY_DELAYS_MS: readonly number[] = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 4 * 60 * 60_000];

/** The delay before the next attempt after `attempts` failed ones, or undefined when it is time to give up. */
export const retryDelayMs = (attempts: number, delays: readonly number[] = RETRY_DELAYS_MS): number | undefined =>
  delays[Math.max(attempts, 1) - 1];

// One address, nothing a mail header could read as a second recipient or a display name.
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"'\\]+@[^\s@,;:<>()[\]"'\\]+\.[^\s@,;:<>()[\]"'\\]+$/;

export const isDeliverableAddress = (address: string): boolean => address.length <= 254 && SINGLE_ADDRESS.test(address);

/** Subjects are one header line: control characters (CR/LF above all) become spaces. */
const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim().slice(0, 250);

/**
 * Writes a message into the outbox inside the caller's transaction and answers its id. An address that is
 * not exactly one plain address is refused by throwing, which rolls the caller's change back: form rules
 * validate addresses before this, so reaching here with one is a bug, and mail must never fan out.
 */
export const enqueueMail = async (tx: Queryable, mail: OutgoingMail, seal: MailSeal): Promise<string> => {
  const to = mail.to.trim();
  if (!isDeliverableAddress(to)) throw new Error('enqueueMail: the recipient is not a single plain e-mail address');
  if (!MAIL_KINDS.includes(mail.kind)) throw new Error(`enqueueMail: unknown mail kind ${String(mail.kind)}`);
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO outbox (kind, to_address, subject, text_body, html_body, body_sealed, enrollment_id)
     VALUES ($1, $2, $3, $4, $5, true, $6) RETURNING id::text AS id`,
    [mail.kind, to, oneLine(mail.subject), seal.encrypt(mail.text), seal.encrypt(mail.html), mail.enrollmentId ?? null],
  );
  return rows[0]!.id;
};

// ---- Reading rows back: decoded, never cast ----

/** timestamptz arrives as a Date from both pg and PGlite; a string is tolerated (other drivers, JSON). */
const Timestamp = new t.Type<Date, Date, unknown>(
  'Timestamp',
  (u): u is Date => u instanceof Date,
  (u, c) => {
    if (u instanceof Date && !Number.isNaN(u.getTime())) return t.success(u);
    if (typeof u === 'string' && !Number.isNaN(Date.parse(u))) return t.success(new Date(u));
    return t.failure(u, c);
  },
  (d) => d,
);
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const Kind = t.keyof({ quote: null, 'resume-code': null, receipt: null, invoice: null, 'signing-link': null, invite: null });
const Status = t.keyof({ pending: null, sent: null, failed: null });

const SummaryRow = t.type({
  id: t.string,
  kind: Kind,
  to_address: t.string,
  subject: t.string,
  status: Status,
  attempts: t.number,
  enrollment_id: Nullable(t.string),
  created_at: Timestamp,
  next_attempt_at: Nullable(Timestamp),
  sent_at: Nullable(Timestamp),
  last_error: Nullable(t.string),
});
const MessageRow = t.intersection([SummaryRow, t.type({ text_body: t.string, html_body: t.string, body_sealed: t.boolean })]);

const ClearRow = t.type({ id: t.string, text_body: t.string, html_body: t.string });

const SUMMARY_COLUMNS = `id::text AS id, kind, to_address, subject, status, attempts, enrollment_id, created_at,
  next_attempt_at, sent_at, last_error`;
const MESSAGE_COLUMNS = `${SUMMARY_COLUMNS}, text_body, html_body, body_sealed`;

const decodeRow = <A>(codec: t.Decoder<unknown, A>, row: unknown): A => {
  const result = codec.decode(row);
  if (isLeft(result)) throw new Error('outbox: a row does not have the expected shape');
  return result.right;
};

const toSummary = (row: t.TypeOf<typeof SummaryRow>): OutboxSummary => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  enrollmentId: row.enrollment_id,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
  lastError: row.last_error,
});

/** A body as stored: sealed, or '' once forgotten after delivery (or, before sealing ran, a legacy clear one). */
const opened = (seal: MailSeal, body: string, sealed: boolean): string => (sealed && body !== '' ? seal.decrypt(body) : body);

const toMessage = (seal: MailSeal) => (row: unknown): OutboxMessage => {
  const decoded = decodeRow(MessageRow, row);
  return { ...toSummary(decoded), text: opened(seal, decoded.text_body, decoded.body_sealed), html: opened(seal, decoded.html_body, decoded.body_sealed) };
};

/** The newest messages first (dev tools). */
export const listOutbox = async (db: Queryable, limit = 100): Promise<OutboxSummary[]> =>
  (await db.query(`SELECT ${SUMMARY_COLUMNS} FROM outbox ORDER BY id DESC LIMIT $1`, [limit])).map((row) =>
    toSummary(decodeRow(SummaryRow, row)),
  );

/** One message, or undefined for an id that is not one (including ids that are not numbers at all). */
export const readOutbox = async (db: Queryable, id: string, seal: MailSeal): Promise<OutboxMessage | undefined> => {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const rows = await db.query(`SELECT ${MESSAGE_COLUMNS} FROM outbox WHERE id = $1::bigint`, [id]);
  return rows[0] === undefined ? undefined : toMessage(seal)(rows[0]);
};

/**
 * Seals the bodies an earlier version left in clear (rows written before bodies were sealed): run once at start,
 * under the start-up lock. Answers how many messages it sealed.
 */
export const sealClearBodies = async (db: Queryable, seal: MailSeal): Promise<number> => {
  const clear = (await db.query(`SELECT id::text AS id, text_body, html_body FROM outbox WHERE NOT body_sealed AND (text_body <> '' OR html_body <> '')`)).map((row) =>
    decodeRow(ClearRow, row),
  );
  for (const mail of clear) {
    await db.query('UPDATE outbox SET text_body = $2, html_body = $3, body_sealed = true WHERE id = $1::bigint AND NOT body_sealed', [
      mail.id,
      mail.text_body === '' ? '' : seal.encrypt(mail.text_body),
      mail.html_body === '' ? '' : seal.encrypt(mail.html_body),
    ]);
  }
  return clear.length;
};

/** The messages of one enrollment, oldest first. */
export const outboxOfEnrollment = async (db: Queryable, enrollmentId: string): Promise<OutboxSummary[]> =>
  (await db.query(`SELECT ${SUMMARY_COLUMNS} FROM outbox WHERE enrollment_id = $1 ORDER BY id`, [enrollmentId])).map((row) =>
    toSummary(decodeRow(SummaryRow, row)),
  );

// ---- The worker's side ----

export interface ClaimOptions {
  readonly now: Date;
  /** How long a claimed message stays the claimer's; past that, another worker may take it (at-least-once). */
  readonly leaseMs: number;
  readonly limit: number;
}

/**
 * Claims up to `limit` due messages for one worker: counts the attempt and leases them. One statement, so it
 * needs no explicit transaction. `FOR UPDATE SKIP LOCKED` lets concurrent workers (several processes on one
 * PostgreSQL) pass over each other's rows instead of queueing behind them; a row another worker claimed a
 * moment earlier fails the lease condition on re-check and is skipped too. On PGlite, one connection, it holds
 * trivially. The lease, not a held transaction, covers the SMTP exchange, so no transaction waits on the network.
 */
export const claimDueMail = async (db: Queryable, { now, leaseMs, limit }: ClaimOptions, seal: MailSeal): Promise<OutboxMessage[]> => {
  const rows = await db.query(
    `UPDATE outbox SET attempts = attempts + 1, locked_until = $2
      WHERE id IN (
        SELECT id FROM outbox
         WHERE status = 'pending'
           AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
           AND (locked_until IS NULL OR locked_until <= $1)
         ORDER BY next_attempt_at NULLS FIRST, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING ${MESSAGE_COLUMNS}`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows.map(toMessage(seal)).sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
};

/**
 * Gives back a claimed message the worker has not begun to send (it is stopping): its lease ends now and the
 * attempt the claim counted is uncounted, so another worker sends it at once (docs/adr/0015).
 */
export const releaseClaimedMail = async (db: Queryable, id: string): Promise<void> => {
  await db.query(
    `UPDATE outbox SET locked_until = NULL, attempts = GREATEST(attempts - 1, 0)
      WHERE id = $1::bigint AND status = 'pending'`,
    [id],
  );
};

export const markSent = async (db: Queryable, id: string, now: Date): Promise<void> => {
  await db.query(
    `UPDATE outbox SET status = 'sent', sent_at = $2, locked_until = NULL, next_attempt_at = NULL, last_error = NULL
      WHERE id = $1::bigint AND status = 'pending'`,
    [id, now],
  );
};

export interface FailedAttempt {
  readonly now: Date;
  /** The attempts count of the claimed message (this attempt included). */
  readonly attempts: number;
  /** Short, address-free reason. */
  readonly error: string;
  /** The server refused for good (5xx): retrying cannot help. */
  readonly permanent: boolean;
  readonly delaysMs?: readonly number[];
}

/** Schedules the next attempt with exponential backoff, or gives the message up as failed. Answers which. */
export const recordFailedAttempt = async (db: Queryable, id: string, attempt: FailedAttempt): Promise<MailStatus> => {
  const delay = attempt.permanent ? undefined : retryDelayMs(attempt.attempts, attempt.delaysMs);
  const status: MailStatus = delay === undefined ? 'failed' : 'pending';
  await db.query(
    `UPDATE outbox SET status = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4
      WHERE id = $1::bigint AND status = 'pending'`,
    [id, status, delay === undefined ? null : new Date(attempt.now.getTime() + delay), attempt.error.slice(0, 300)],
  );
  return status;
};

/**
 * Blanks the bodies of messages sent before `before`: once delivered, the outbox need not keep resume codes
 * and receipts readable; who got which kind of mail, and when, stays.
 */
export const forgetSentBodies = async (db: Queryable, before: Date): Promise<number> =>
  (
    await db.query<{ id: string }>(
      `UPDATE outbox SET text_body = '', html_body = ''
        WHERE status = 'sent' AND sent_at < $1 AND (text_body <> '' OR html_body <> '') RETURNING id::text AS id`,
      [before],
    )
  ).length;

/** The outbox's backlog and the mail it gave up on (the /metrics gauges, read at each scrape: docs/adr/0015). */
export const outboxCounts = async (db: Queryable): Promise<{ pending: number; failed: number }> => {
  // `pending` counts through the outbox_due partial index; `failed` has no index of its own and scans the outbox.
  const [row] = await db.query<{ pending: string; failed: string }>(
    `SELECT (SELECT count(*) FROM outbox WHERE status = 'pending') AS pending, (SELECT count(*) FROM outbox WHERE status = 'failed') AS failed`,
  );
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
};
