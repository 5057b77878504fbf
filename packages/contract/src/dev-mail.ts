import * as t from 'io-ts';
import { api, dev } from './routes.ts';
import { successEnvelope, WireId } from './envelope.ts';
import { Id } from './fields.ts';

/**
 * Development-only endpoints (our own, not in the spec): the mail outbox, read-only, for the CLI's
 * `benefit-store mail` commands. A production server does not serve them (404).
 */
export const DevMailRoutes = {
  listMail: api('GET', '/dev/mail'),
  showMail: api('GET', '/dev/mail/:id', { params: t.type({ id: Id }) }),
  /** The mailbox pages a developer opens in the browser. */
  mailboxPage: dev('GET', '/mailbox'),
  mailboxMessage: dev('GET', '/mailbox/:id', { params: t.type({ id: Id }) }),
} as const;

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const WireMailKind = t.keyof({ quote: null, 'resume-code': null, receipt: null, invoice: null, 'signing-link': null, invite: null });
export type WireMailKind = t.TypeOf<typeof WireMailKind>;
export const WireMailStatus = t.keyof({ pending: null, sent: null, failed: null });
export type WireMailStatus = t.TypeOf<typeof WireMailStatus>;

/** One outbox message without its bodies; times are ISO 8601. */
export const WireOutboxSummary = t.type({
  id: WireId,
  kind: WireMailKind,
  to: t.string,
  subject: t.string,
  status: WireMailStatus,
  attempts: t.number,
  enrollment_id: Nullable(t.string),
  created_at: t.string,
  next_attempt_at: Nullable(t.string),
  sent_at: Nullable(t.string),
  last_error: Nullable(t.string),
});
export type WireOutboxSummary = t.TypeOf<typeof WireOutboxSummary>;

/** One outbox message with its text and HTML bodies (empty once a sent message's bodies were forgotten). */
export const WireOutboxMail = t.intersection([WireOutboxSummary, t.type({ text: t.string, html: t.string })]);
export type WireOutboxMail = t.TypeOf<typeof WireOutboxMail>;

/** GET /dev/mail: the newest messages first. */
export const ListDevMailResponse = successEnvelope(t.array(WireOutboxSummary));
/** GET /dev/mail/:id. */
export const ShowDevMailResponse = successEnvelope(WireOutboxMail);
