import { ResendCodeResponse, SupportInspectResponse, SupportReplayResponse, SupportRoutes, SupportStuckResponse, type WireJournalLine } from '@benefit-store/contract';
import type { EnrollmentInspection, ReplayReport, StuckList, SupportDesk } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

const fields = (list: readonly { target_element: string; error_message: string }[]) => Object.fromEntries(list.map((f) => [f.target_element, f.error_message]));
const opt = <K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> => {
  const entry: Partial<Record<K, V>> = {};
  if (value !== null && value !== undefined) entry[key] = value;
  return entry;
};

const toJournalLine = (line: WireJournalLine) => ({ at: line.at, actor: line.actor, type: line.type, outcome: line.outcome, payload: line.payload, fields: fields(line.fields) });

/**
 * The support endpoints (/api/v1/support/*) over an API client that sends the staff member's token
 * (`Authorization: Bearer ...`, see the contract's supportAuthorization).
 */
export const httpSupportDesk = (api: ApiClient): SupportDesk => ({
  stuck: (olderThanMinutes) =>
    api.call(SupportRoutes.stuck, SupportStuckResponse, { query: { older_than: olderThanMinutes === undefined ? undefined : String(olderThanMinutes) } }).map(
      ({ data }): StuckList => ({
        olderThanMinutes: data.older_than_minutes,
        enrollments: data.enrollments.map((e) => ({
          enrollmentId: e.enrollment_id,
          status: e.status,
          startedAt: e.started_at,
          lastActivityAt: e.updated_at,
          ...opt('lastStep', e.last_step),
          ...opt('lastStepAt', e.last_step_at),
          ...opt('lastRefusal', e.last_refusal && { type: e.last_refusal.type, at: e.last_refusal.at, fields: fields(e.last_refusal.fields) }),
        })),
        carrierRejections: data.carrier_rejections.map((r) => ({ enrollmentId: r.enrollment_id, carrier: r.carrier, fileName: r.file_name, errors: r.errors, answeredAt: r.answered_at })),
      }),
    ),
  inspect: (enrollmentId) =>
    api.call(SupportRoutes.inspect, SupportInspectResponse, { params: { id: enrollmentId } }).map(
      ({ data }): EnrollmentInspection => ({
        enrollmentId: data.enrollment_id,
        status: data.status,
        version: data.version,
        finished: data.finished,
        startedAt: data.started_at,
        updatedAt: data.updated_at,
        context: data.context,
        filter: data.filter,
        cart: data.cart,
        ...opt('effectiveDate', data.effective_date),
        tabs: data.tabs,
        sections: data.sections,
        agreements: data.agreements.map((a) => ({ key: a.text_key, version: a.version, language: a.language, hash: a.text_hash, head: a.text_head, body: a.text_body })),
        reasons: data.reasons.map((r) => ({ code: r.code, message: r.message, ...opt('tab', r.tab) })),
        carriers: data.carriers.map((c) => ({ carrier: c.carrier, fileName: c.file_name, controlNumber: c.control_number, sentAt: c.sent_at, status: c.status, errors: c.errors })),
        journal: data.journal.map(toJournalLine),
      }),
    ),
  replay: (enrollmentId, request) =>
    // Based on the version support read (If-Enrollment-Version): the owner's change meanwhile stops it (docs/adr/0712).
    api
      .versioned({ kind: 'change', basedOn: () => request.basedOn, seen: () => undefined })
      .call(SupportRoutes.replay, SupportReplayResponse, {
        params: { id: enrollmentId },
        body: { ...opt('from', request.from), dry_run: request.dryRun ? '1' : '0' },
      })
      .map(
        ({ data }): ReplayReport => ({
          enrollmentId: data.enrollment_id,
          dryRun: data.dry_run,
          finished: data.finished,
          steps: data.steps.map((s) => ({ type: s.type, outcome: s.outcome, fields: fields(s.fields), ...opt('tab', s.tab), ...opt('note', s.note) })),
          ...opt('stoppedAt', data.stopped_at),
        }),
      ),
  resendCode: (enrollmentId, email) =>
    api
      .call(SupportRoutes.resendCode, ResendCodeResponse, { params: { id: enrollmentId }, body: { email } })
      .map(({ data }) => ({ enrollmentId: data.enrollment_id, sentTo: data.sent_to, savedTab: data.saved_tab, expiresAt: data.expires_at })),
});
