import * as t from 'io-ts';
import { Limits } from '@benefit-store/domain';
import { FieldErrorItem, successEnvelope } from './envelope.ts';
import { Id, OptionalChoice, OptionalText, Text } from './fields.ts';
import { api } from './routes.ts';
import { WireAcceptedAgreement } from './wizard-closing.ts';

/**
 * Support staff endpoints (our own, not in the spec; docs/adr/0800). Every call carries a support staff
 * API token as `Authorization: Bearer <token>` and answers 401 without a valid one; every call is journaled
 * with the staff member's name.
 */
export const SupportRoutes = {
  /** Enrollments started and not finished, untouched for at least `older_than` (`90m`, `1h`, `2d`; default 1h). */
  stuck: api('GET', '/support/stuck', { query: t.type({ older_than: OptionalText(Limits.id) }) }),
  /** One enrollment: context, cart, each required tab saved / valid / missing, the journal with its refusals; personal data masked. */
  inspect: api('GET', '/support/enrollments/:id', { params: t.type({ id: Id }) }),
  /** Re-runs the enrollment's commands in tab order through the command runner; `dry_run=1` only checks. */
  replay: api('POST', '/support/enrollments/:id/replay', {
    params: t.type({ id: Id }),
    body: t.type({ from: OptionalText(Limits.id), dry_run: OptionalChoice(['0', '1', 'true', 'false']) }),
  }),
  /** A new resume code for the enrollment, mailed to `email`; the earlier codes are revoked (docs/adr/0720). */
  resendCode: api('POST', '/support/enrollments/:id/resend-code', { params: t.type({ id: Id }), body: t.type({ email: Text(Limits.email) }) }),
} as const;

/** The header a support call authenticates with. */
export const SUPPORT_AUTHORIZATION = 'authorization';
export const supportAuthorization = (token: string) => ({ [SUPPORT_AUTHORIZATION]: `Bearer ${token}` });

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const WireRefusal = t.type({ type: t.string, at: t.string, fields: t.array(FieldErrorItem) });
export type WireRefusal = t.TypeOf<typeof WireRefusal>;

export const WireStuckEnrollment = t.type({
  enrollment_id: t.string,
  status: t.string,
  started_at: t.string,
  updated_at: t.string,
  /** The last step that went through (a tab, or the command's type when it saves no tab). */
  last_step: Nullable(t.string),
  last_step_at: Nullable(t.string),
  last_refusal: Nullable(WireRefusal),
});
export type WireStuckEnrollment = t.TypeOf<typeof WireStuckEnrollment>;

/** A confirmed enrollment a carrier rejected (its 999), with the carrier's codes (docs/adr/0803-carrier-files.md). */
export const WireCarrierRejection = t.type({ enrollment_id: t.string, carrier: t.string, file_name: t.string, errors: t.array(t.string), answered_at: t.string });
export const SupportStuckResponse = successEnvelope(
  t.type({ older_than_minutes: t.number, enrollments: t.array(WireStuckEnrollment), carrier_rejections: t.array(WireCarrierRejection) }),
);

export const WireTabState = t.keyof({ saved: null, missing: null, invalid: null, 'not-required': null });
export const WireSupportTab = t.type({ tab: t.string, required: t.boolean, state: WireTabState, saved: t.boolean });
export const WireJournalLine = t.type({
  at: t.string,
  actor: t.string,
  type: t.string,
  outcome: t.string,
  payload: t.unknown,
  fields: t.array(FieldErrorItem),
});
export type WireJournalLine = t.TypeOf<typeof WireJournalLine>;

export const WireInspection = t.type({
  enrollment_id: t.string,
  status: t.string,
  /** The enrollment's version (docs/adr/0712): a replay sends it back, and is refused if the enrollment moved on since. */
  version: t.number,
  finished: t.boolean,
  started_at: t.string,
  updated_at: t.string,
  context: t.UnknownRecord,
  filter: t.UnknownRecord,
  cart: t.array(t.unknown),
  effective_date: Nullable(t.string),
  tabs: t.array(WireSupportTab),
  /** Each saved section, personal data masked. */
  sections: t.UnknownRecord,
  /** The agreements the saved agreement accepted, word for word in the language each was accepted in. */
  agreements: t.array(WireAcceptedAgreement),
  /** Why the enrollment cannot move on, by the domain's rules (empty: not stuck). */
  reasons: t.array(t.type({ code: t.string, tab: Nullable(t.string), message: t.string })),
  /** Where the enrollment stands with each carrier it was sent to, newest file first. */
  carriers: t.array(
    t.type({ carrier: t.string, file_name: t.string, control_number: t.number, sent_at: t.string, status: t.keyof({ sent: null, accepted: null, rejected: null }), errors: t.array(t.string) }),
  ),
  journal: t.array(WireJournalLine),
});
export type WireInspection = t.TypeOf<typeof WireInspection>;
export const SupportInspectResponse = successEnvelope(WireInspection);

export const WireReplayStep = t.type({
  type: t.string,
  tab: Nullable(t.string),
  /**
   * applied / would-apply: re-run (or checked); refused: its rules refused it, the replay stops; kept: a step only its
   * owner can do, complete, left as it is; needs-owner: such a step not complete, the replay stops (docs/adr/0800).
   */
  outcome: t.keyof({ applied: null, 'would-apply': null, refused: null, kept: null, 'needs-owner': null }),
  fields: t.array(FieldErrorItem),
  note: Nullable(t.string),
});
export type WireReplayStep = t.TypeOf<typeof WireReplayStep>;

export const WireReplay = t.type({
  enrollment_id: t.string,
  dry_run: t.boolean,
  /** A finished enrollment is never changed: no step runs. */
  finished: t.boolean,
  steps: t.array(WireReplayStep),
  /** The step where the replay stopped: refused, or only its owner can do it. */
  stopped_at: Nullable(t.string),
});
export type WireReplay = t.TypeOf<typeof WireReplay>;
export const SupportReplayResponse = successEnvelope(WireReplay);
