import * as t from 'io-ts';
import { Messages } from '@benefit-store/domain';

/**
 * The version of an enrollment travels beside the spec's wire bodies, in headers (docs/adr/0712):
 * - every answer about one enrollment (its reads, and a command applied to it) carries `X-Enrollment-Version`, the
 *   version the answer's data is at;
 * - a change sends `If-Enrollment-Version`, the version its screen showed; the server refuses it with 409 when the
 *   enrollment has moved on since. A change sent without one is not checked (the spec's own clients send none).
 */
export const EnrollmentVersionHeaders = {
  /** On answers: the enrollment's version. */
  current: 'x-enrollment-version',
  /** On changes: the version they were based on. */
  basedOn: 'if-enrollment-version',
} as const;

/** The largest version a header may name: PostgreSQL's integer. */
const MAX_VERSION = 2_147_483_647;

/** A version as a header spells it: a whole number from 1, in decimal. */
export const EnrollmentVersion = new t.Type<number, string, unknown>(
  'EnrollmentVersion',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= MAX_VERSION,
  (u, c) => {
    const text = typeof u === 'string' ? u.trim() : undefined;
    if (text === undefined || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > MAX_VERSION) return t.failure(u, c, Messages.invalidValue);
    return t.success(Number(text));
  },
  (n) => String(n),
);

/** The header's value, decoded: undefined when absent; a failure for anything but one version. */
export const decodeBasedOn = (header: unknown): { readonly ok: true; readonly value: number | undefined } | { readonly ok: false } => {
  if (header === undefined) return { ok: true, value: undefined };
  const decoded = EnrollmentVersion.decode(header);
  return decoded._tag === 'Right' ? { ok: true, value: decoded.right } : { ok: false };
};
