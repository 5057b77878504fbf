import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { row, Timestamp } from '../db/rows.ts';
import { FilterRecord } from '../repository/enrollment-store.ts';
import { linkTokens, type LinkTokens } from '../security/link-tokens.ts';

/**
 * A quote's "Shop these plans" link (docs/adr/0701): `qte1.<link id>.<expiry>.<mac>` (security/link-tokens.ts, a key
 * of its own), made when the quote is sent. Whoever opens it gets an enrollment of their own on the quote's site,
 * with the quote's filter and the cart lines the mail showed, as they were when it was sent; never the rep's
 * enrollment. It opens for QUOTE_LINK_DAYS, as often as it is opened (the mail may be forwarded to a spouse).
 */
export const QUOTE_LINK_DAYS = 30;

export const quoteLinkKeys = (secret: Buffer): LinkTokens => linkTokens(secret, { version: 'qte1', purpose: 'benefit-store quote links v1' });

/** What a quote's link opens, fixed when the mail was sent. */
export const QuotedSnapshot = t.type({
  /** Who the quote is from, as the mail named them. */
  from: t.string,
  /** The site: the quote's rep, group and portal. */
  site: t.partial({ agent_id: t.string, group_id: t.string, platform_group_id: t.string }),
  filter: FilterRecord,
  cart: t.array(t.type({ plan_id: t.string, plan_pricing_id: t.string })),
});
export type QuotedSnapshot = t.TypeOf<typeof QuotedSnapshot>;

const QuoteLinkRow = t.type({ link_id: t.string, enrollment_id: t.string, link_expires_at: Timestamp, quoted: QuotedSnapshot });
export type QuoteLinkRow = t.TypeOf<typeof QuoteLinkRow>;

export const findQuoteLink = (db: Queryable, linkId: string) =>
  row(db, QuoteLinkRow, 'SELECT link_id, enrollment_id, link_expires_at, quoted FROM enrollment_quotes WHERE link_id = $1', [linkId]);

/** The enrollment this session already opened from the link and still shops in, if any. */
export const enrollmentOpenedFrom = (db: Queryable, linkId: string, session: string) =>
  row(
    db,
    t.type({ id: t.string }),
    `SELECT id FROM temp_enrollments WHERE context->>'quote_link' = $1 AND owner_session = $2 AND status = 'shopping' ORDER BY created_at DESC LIMIT 1`,
    [linkId, session],
  );
