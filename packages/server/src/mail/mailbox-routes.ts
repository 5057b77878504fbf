import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@benefit-store/domain';
import { DevMailRoutes, type WireOutboxMail, type WireOutboxSummary } from '@benefit-store/contract';
import type { Queryable } from '../db/database.ts';
import { answer, type Door } from '../http/door.ts';
import { listOutbox, readOutbox, type MailSeal, type OutboxMessage, type OutboxSummary } from './outbox-store.ts';
import { html, type SafeHtml } from './render.ts';

export interface MailboxDeps {
  readonly db: Queryable;
  /** Opens the sealed bodies for the page and the CLI (docs/adr/0702). */
  readonly seal: MailSeal;
  /** Asked for (DEV_MAILBOX=1; `npm start` in development asks): registers nothing otherwise. */
  readonly enabled: boolean;
  /** Registers nothing when true, whatever `enabled` says; defaults to NODE_ENV === 'production'. */
  readonly production?: boolean;
}

const LIST_LIMIT = 100;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const toWireSummary = (m: OutboxSummary): WireOutboxSummary => ({
  id: m.id,
  kind: m.kind,
  to: m.to,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  enrollment_id: m.enrollmentId,
  created_at: m.createdAt.toISOString(),
  next_attempt_at: iso(m.nextAttemptAt),
  sent_at: iso(m.sentAt),
  last_error: m.lastError,
});

const toWireMail = (m: OutboxMessage): WireOutboxMail => ({ ...toWireSummary(m), text: m.text, html: m.html });

/** The TCP peer, not X-Forwarded-For: a forwarded header is the client's word. */
const fromLoopback = (request: FastifyRequest): boolean => {
  const peer = request.socket.remoteAddress ?? '';
  return peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
};

/**
 * Headers a proxy adds: a request that carries one came through a proxy, so its loopback peer is the proxy, not
 * the person (a same-host nginx in front of the server), and the mailbox answers it 404 whatever the header says.
 */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'via'] as const;
const proxied = (request: FastifyRequest): boolean => PROXY_HEADERS.some((name) => request.headers[name] !== undefined);

const page = (title: string, body: SafeHtml): string =>
  html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1f2933}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
.pending{color:#b45309}.sent{color:#047857}.failed{color:#b91c1c}
iframe{width:100%;height:640px;border:1px solid #d1d5db}pre{white-space:pre-wrap;background:#f9fafb;padding:12px;border:1px solid #e5e7eb}
dt{font-weight:bold;float:left;clear:left;width:9em}dd{margin-left:10em}
</style></head>
<body>${body}</body>
</html>
`.value;

const listPage = (mails: readonly OutboxSummary[]): string =>
  page(
    'Mailbox',
    html`<h1>Mailbox</h1>
<p>Every e-mail the server has queued, newest first (at most ${LIST_LIMIT}). With SMTP_URL set, the mail worker
delivers pending messages; without it they stay pending here and are never sent. <a href="/dev/mailbox">Refresh</a></p>
${
  mails.length === 0
    ? html`<p>No mail yet.</p>`
    : html`<table>
<thead><tr><th>#</th><th>Created</th><th>Kind</th><th>To</th><th>Subject</th><th>Status</th><th>Attempts</th></tr></thead>
<tbody>
${mails.map(
  (m) =>
    html`<tr><td><a href="/dev/mailbox/${m.id}">${m.id}</a></td><td>${m.createdAt.toISOString()}</td><td>${m.kind}</td><td>${m.to}</td><td><a href="/dev/mailbox/${m.id}">${m.subject}</a></td><td class="${m.status}">${m.status}</td><td>${m.attempts}</td></tr>
`,
)}</tbody>
</table>`
}`,
  );

const messagePage = (m: OutboxMessage): string =>
  page(
    `Mail #${m.id}`,
    html`<p><a href="/dev/mailbox">← Mailbox</a></p>
<h1>${m.subject}</h1>
<dl>
<dt>To</dt><dd>${m.to}</dd>
<dt>Kind</dt><dd>${m.kind}</dd>
<dt>Status</dt><dd class="${m.status}">${m.status}${m.lastError ? html` (last error: ${m.lastError})` : ''}</dd>
<dt>Attempts</dt><dd>${m.attempts}</dd>
<dt>Created</dt><dd>${m.createdAt.toISOString()}</dd>
${m.sentAt ? html`<dt>Sent</dt><dd>${m.sentAt.toISOString()}</dd>` : ''}
${m.enrollmentId ? html`<dt>Enrollment</dt><dd>${m.enrollmentId}</dd>` : ''}
</dl>
<h2>HTML</h2>
${m.html ? html`<iframe title="HTML body of mail ${m.id}" sandbox="" srcdoc="${m.html}"></iframe>` : html`<p>The body was removed after delivery.</p>`}
<h2>Text</h2>
<pre>${m.text}</pre>`,
  );

/**
 * Mail bodies hold resume codes and names: no scripts, nothing cached, nothing sent along as a referrer.
 * `frame-src about:` admits the srcdoc frame (about:srcdoc) and nothing else.
 */
const sendPage = (reply: FastifyReply, body: string) =>
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-src about:; base-uri 'none'; form-action 'none'")
    .send(body);

/**
 * Development tools for the outbox, read-only: the mailbox page (/dev/mailbox) and the JSON endpoints the CLI
 * reads (/api/v1/dev/mail). Registered only when asked for, never in production; answered only to a request
 * straight from this machine, never to one that came through a proxy, nor to a read inside a batch (which the
 * server makes itself, from the batch's address: docs/adr/0703-dev-mailbox.md).
 */
export const registerMailboxRoutes = (door: Door, deps: MailboxDeps): void => {
  if (!deps.enabled || (deps.production ?? process.env.NODE_ENV === 'production')) return;
  const { db, seal } = deps;
  const allowed = (request: FastifyRequest) => fromLoopback(request) && !proxied(request);
  const notFound = () => answer.fail(404, { path: Messages.notFound });

  door.route(DevMailRoutes.listMail, { session: 'none', alone: true }, async ({ request }) => {
    if (!allowed(request)) return notFound();
    return answer.ok((await listOutbox(db, LIST_LIMIT)).map(toWireSummary));
  });

  door.route(DevMailRoutes.showMail, { session: 'none', alone: true }, async ({ request, params }) => {
    if (!allowed(request)) return notFound();
    const mail = await readOutbox(db, params.id, seal);
    return mail ? answer.ok(toWireMail(mail)) : notFound();
  });

  door.route(DevMailRoutes.mailboxPage, { session: 'none', alone: true }, async ({ request, reply }) => {
    if (!allowed(request)) return notFound();
    await sendPage(reply, listPage(await listOutbox(db, LIST_LIMIT)));
    return answer.sent();
  });

  door.route(DevMailRoutes.mailboxMessage, { session: 'none', alone: true }, async ({ request, reply, params }) => {
    if (!allowed(request)) return notFound();
    const mail = await readOutbox(db, params.id, seal);
    if (!mail) return notFound();
    await sendPage(reply, messagePage(mail));
    return answer.sent();
  });
};
