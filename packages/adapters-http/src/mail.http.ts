import { DevMailRoutes, ListDevMailResponse, ShowDevMailResponse, type WireOutboxMail, type WireOutboxSummary } from '@benefit-store/contract';
import type { OutboxMail, OutboxMailSummary, OutboxReader } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

export const toOutboxMailSummary = (m: WireOutboxSummary): OutboxMailSummary => ({
  id: m.id,
  kind: m.kind,
  to: m.to,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  createdAt: m.created_at,
  ...(m.enrollment_id ? { enrollmentId: m.enrollment_id } : {}),
  ...(m.next_attempt_at ? { nextAttemptAt: m.next_attempt_at } : {}),
  ...(m.sent_at ? { sentAt: m.sent_at } : {}),
  ...(m.last_error ? { lastError: m.last_error } : {}),
});

export const toOutboxMail = (m: WireOutboxMail): OutboxMail => ({ ...toOutboxMailSummary(m), text: m.text, html: m.html });

/** The development server's outbox endpoints (/api/v1/dev/mail); a production server answers 404. */
export const httpOutboxReader = (api: ApiClient): OutboxReader => ({
  list: () => api.call(DevMailRoutes.listMail, ListDevMailResponse).map(({ data }) => data.map(toOutboxMailSummary)),
  show: (id) => api.call(DevMailRoutes.showMail, ShowDevMailResponse, { params: { id } }).map(({ data }) => toOutboxMail(data)),
});
