import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, Timestamp } from '../db/rows.ts';
import { linkTokens, newLinkId, type LinkTokens } from '../security/link-tokens.ts';

/**
 * Remote signing links (docs/adr/0720): a capability to open the review and agreement steps of one enrollment.
 * The token is `sgn1.<link id>.<expiry>.<mac>`: the MAC (HMAC-SHA256 with a key derived from ID_TOKEN_SECRET) covers
 * the link id, the expiry and the enrollment id, so a token cannot be forged, extended or pointed at another
 * enrollment; the `signing_links` row makes it revocable (a newer link, the enrollment confirmed) and binds it to
 * the first browser session that opens it. The token itself is stored nowhere.
 */
export const SIGNING_LINK_HOURS = 72;
const VERSION = 'sgn1';

export type SigningKeys = LinkTokens;

export const signingKeys = (secret: Buffer): SigningKeys => linkTokens(secret, { version: VERSION, purpose: 'benefit-store signing links v1' });

export { newLinkId };

export const SigningLinkRow = t.type({
  id: t.string,
  enrollment_id: t.string,
  sent_to_masked: t.string,
  created_by: t.string,
  created_at: Timestamp,
  expires_at: Timestamp,
  opened_at: Nullable(Timestamp),
  opened_session: Nullable(t.string),
  signed_at: Nullable(Timestamp),
  completed_at: Nullable(Timestamp),
  revoked_at: Nullable(Timestamp),
});
export type SigningLinkRow = t.TypeOf<typeof SigningLinkRow>;

const COLUMNS = 'id, enrollment_id, sent_to_masked, created_by, created_at, expires_at, opened_at, opened_session, signed_at, completed_at, revoked_at';

export const findSigningLink = (db: Queryable, id: string, { forUpdate = false } = {}) =>
  row(db, SigningLinkRow, `SELECT ${COLUMNS} FROM signing_links WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);

/** The newest link of an enrollment (what the rep's status shows). */
export const latestSigningLink = (db: Queryable, enrollmentId: string) =>
  row(db, SigningLinkRow, `SELECT ${COLUMNS} FROM signing_links WHERE enrollment_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [enrollmentId]);

/** A new link replaces every earlier one of the enrollment. */
export const createSigningLink = async (
  tx: Queryable,
  link: { id: string; enrollmentId: string; emailHash: string; sentToMasked: string; createdBy: string; at: Date; expiresAt: Date },
) => {
  await exec(tx, 'UPDATE signing_links SET revoked_at = $2 WHERE enrollment_id = $1 AND revoked_at IS NULL AND completed_at IS NULL', [link.enrollmentId, link.at]);
  await exec(
    tx,
    'INSERT INTO signing_links (id, enrollment_id, email_hash, sent_to_masked, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [link.id, link.enrollmentId, link.emailHash, link.sentToMasked, link.createdBy, link.at, link.expiresAt],
  );
};

export const markLinkOpened = (tx: Queryable, id: string, sessionHash: string, at: Date) =>
  exec(tx, 'UPDATE signing_links SET opened_at = COALESCE(opened_at, $3), opened_session = $2 WHERE id = $1', [id, sessionHash, at]);

export const markLinkSigned = (tx: Queryable, id: string, at: Date) => exec(tx, 'UPDATE signing_links SET signed_at = $2 WHERE id = $1', [id, at]);

/** The enrollment was confirmed: the link that confirmed it is completed, every other one revoked. */
export const closeSigningLinks = async (tx: Queryable, enrollmentId: string, completedLinkId: string | undefined, at: Date) => {
  if (completedLinkId) await exec(tx, 'UPDATE signing_links SET completed_at = $2 WHERE id = $1', [completedLinkId, at]);
  await exec(tx, 'UPDATE signing_links SET revoked_at = $2 WHERE enrollment_id = $1 AND revoked_at IS NULL AND completed_at IS NULL', [enrollmentId, at]);
};

export type LinkState = 'live' | 'expired' | 'revoked' | 'completed';

export const linkState = (link: SigningLinkRow, now: Date): LinkState =>
  link.completed_at ? 'completed' : link.revoked_at ? 'revoked' : link.expires_at.getTime() <= now.getTime() ? 'expired' : 'live';

/** An address shown without giving it away: the first letter and the domain (j***@example.com). */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};
