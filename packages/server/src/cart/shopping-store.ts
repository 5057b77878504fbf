import * as t from 'io-ts';
import { decode } from '@benefit-store/contract';
import type { CartNotice, PlanRef } from '@benefit-store/domain';
import { readThrough } from '../db/read-cache.ts';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows } from '../db/rows.ts';
import { ENROLLMENT_COLUMNS, EnrollmentRow, OWNED_BY, type Owner } from '../repository/enrollment-store.ts';

/**
 * What a shopper builds up on a temporary enrollment besides its filter (docs/adr/0610): the cart (plan and
 * pricing id per item), the per-plan answers (underwriting outcome, aflac-type answers), the dependents
 * dialog and what checkout recorded. Every write takes the command's transaction.
 */

/** A cart item as the enrollment keeps it; the price is always the catalogue's for the pricing id. */
const CartItem = t.intersection([t.type({ plan_id: t.string }), t.partial({ plan_pricing_id: t.string })]);

/** The cart's items; an item stored without a pricing id (older rows) stands for the plan's first price. */
export const cartItems = (enrollment: Pick<EnrollmentRow, 'cart'>): PlanRef[] =>
  enrollment.cart.flatMap((item) => {
    const decoded = decode(CartItem, item);
    return decoded.ok ? [{ planId: decoded.value.plan_id, pricingId: decoded.value.plan_pricing_id ?? '' }] : [];
  });

export const saveCart = (tx: Queryable, id: string, items: readonly PlanRef[], at: Date) =>
  exec(tx, 'UPDATE temp_enrollments SET cart = $2, updated_at = $3 WHERE id = $1', [
    id,
    JSON.stringify(items.map((i) => ({ plan_id: i.planId, plan_pricing_id: i.pricingId }))),
    at,
  ]);

// ---- per-plan answers ----

export const StoredDetail = t.partial({
  dot_from: t.string,
  dot_to: t.string,
  reason_for_condition: t.string,
  degree_of_recovery: t.string,
  physician_name_address: t.string,
});
export const StoredAnswer = t.intersection([
  t.type({ question_id: t.string, yes_no_flag: t.string }),
  t.partial({ who: t.string, checkbox_answers: t.array(t.string), detail: t.array(StoredDetail) }),
]);
export type StoredAnswer = t.TypeOf<typeof StoredAnswer>;

export const PlanAnswerRecord = t.partial({
  /** The underwriting outcome of the last complete set of answers. */
  outcome: t.keyof({ accepted: null, declined: null }),
  answers: t.array(StoredAnswer),
  /** qid -> '0' | '1'. */
  aflac: t.record(t.string, t.string),
});
export type PlanAnswerRecord = t.TypeOf<typeof PlanAnswerRecord>;
const PlanAnswers = t.record(t.string, PlanAnswerRecord);
export type PlanAnswers = t.TypeOf<typeof PlanAnswers>;

export const DependentsRecord = t.partial({ spouse_dob: t.string, no_of_children: t.number });
export type DependentsRecord = t.TypeOf<typeof DependentsRecord>;

/** A cart notice as the enrollment keeps it (cart_notices; docs/adr/0613): money in cents. */
const StoredNotice = t.union([
  t.type({ plan_id: t.string, plan_name: t.string, change: t.literal('removed'), reason: t.string }),
  t.type({ plan_id: t.string, plan_name: t.string, change: t.literal('repriced'), previous_price_cents: t.number, price_cents: t.number }),
]);
type StoredNotice = t.TypeOf<typeof StoredNotice>;

const noticeOf = (n: StoredNotice): CartNotice =>
  n.change === 'removed'
    ? { planId: n.plan_id, planName: n.plan_name, change: 'removed', reason: n.reason }
    : { planId: n.plan_id, planName: n.plan_name, change: 'repriced', previousPrice: n.previous_price_cents, price: n.price_cents };

const storedNotice = (n: CartNotice): StoredNotice =>
  n.change === 'removed'
    ? { plan_id: n.planId, plan_name: n.planName, change: 'removed', reason: n.reason }
    : { plan_id: n.planId, plan_name: n.planName, change: 'repriced', previous_price_cents: n.previousPrice, price_cents: n.price };

const ShoppingRow = t.type({
  plan_answers: t.unknown,
  temp_dependents: t.unknown,
  checkout: t.unknown,
  cart_notices: t.unknown,
  effective_date: Nullable(t.string),
});

export interface Shopping {
  readonly planAnswers: PlanAnswers;
  readonly dependents: DependentsRecord;
  readonly checkout: unknown;
  /** What the server did to the cart since the shopper last changed it (docs/adr/0613). */
  readonly cartNotices: readonly CartNotice[];
  /** The effective date checkout recorded (MM/DD/YYYY), if the cart was checked out. */
  readonly effectiveDate: string | undefined;
}

/** The enrollment's shopping state (read with the caller's connection: `tx` inside a command). */
export const readShopping = (db: Queryable, enrollmentId: string): Promise<Shopping> =>
  // Read on every plans and pricing call; remembered on PGlite until the next write (db/read-cache.ts).
  readThrough(db, `shopping:${enrollmentId}`, () => selectShopping(db, enrollmentId), [`temp_enrollments:${enrollmentId}`]);

const selectShopping = async (db: Queryable, enrollmentId: string): Promise<Shopping> =>
  shoppingOf(await row(db, ShoppingRow, `SELECT ${SHOPPING_COLUMNS} FROM temp_enrollments WHERE id = $1`, [enrollmentId]));

const SHOPPING_COLUMNS = 'plan_answers, temp_dependents, checkout, cart_notices, effective_date';

const shoppingOf = (found: t.TypeOf<typeof ShoppingRow> | undefined): Shopping => {
  const answers = decode(PlanAnswers, found?.plan_answers ?? {});
  const dependents = decode(DependentsRecord, found?.temp_dependents ?? {});
  const notices = decode(t.array(StoredNotice), found?.cart_notices ?? []);
  return {
    planAnswers: answers.ok ? answers.value : {},
    dependents: dependents.ok ? dependents.value : {},
    checkout: found?.checkout ?? null,
    cartNotices: notices.ok ? notices.value.map(noticeOf) : [],
    effectiveDate: found?.effective_date ?? undefined,
  };
};

const OwnedShoppingRow = t.intersection([EnrollmentRow, ShoppingRow, t.type({ row_stamp: t.string })]);

/**
 * The enrollment if `owner` holds it, with its shopping state, in one read of its row: what every plans, cart and
 * quote read needs (cart/plan-routes.ts readOwned). Remembered on PGlite until the next write (db/read-cache.ts).
 */
export const findOwnedShopping = (
  db: Queryable,
  id: string,
  owner: Owner,
  /** The versions of the row read for this request already (read-cache's `keptCheck`). */
  checked?: Promise<readonly (string | undefined)[] | undefined>,
): Promise<{ readonly enrollment: EnrollmentRow; readonly shopping: Shopping; readonly stamp: string } | undefined> =>
  readThrough(db, `owned-shopping:${id}:${owner.session}:${owner.account ?? ''}`, async () => {
    const found = await row(db, OwnedShoppingRow, `SELECT ${ENROLLMENT_COLUMNS}, ${SHOPPING_COLUMNS}, xmin::text AS row_stamp FROM temp_enrollments WHERE id = $1 AND ${OWNED_BY}`, [
      id,
      owner.session,
      owner.account,
    ]);
    if (!found) return undefined;
    const { owner_session, owner_account, status, context, filter, cart, version } = found;
    return { enrollment: { id: found.id, owner_session, owner_account, status, context, filter, cart, version }, shopping: shoppingOf(found), stamp: found.row_stamp };
  }, [`temp_enrollments:${id}`], (found) => [found?.stamp], checked);

export const saveCartNotices = (tx: Queryable, id: string, notices: readonly CartNotice[], at: Date) =>
  exec(tx, 'UPDATE temp_enrollments SET cart_notices = $2, updated_at = $3 WHERE id = $1', [id, JSON.stringify(notices.map(storedNotice)), at]);

export const savePlanAnswers = (tx: Queryable, id: string, planId: string, record: PlanAnswerRecord, at: Date) =>
  exec(tx, `UPDATE temp_enrollments SET plan_answers = plan_answers || jsonb_build_object($2::text, $3::jsonb), updated_at = $4 WHERE id = $1`, [
    id,
    planId,
    JSON.stringify(record),
    at,
  ]);

export const saveDependents = (tx: Queryable, id: string, record: DependentsRecord, at: Date) =>
  exec(tx, 'UPDATE temp_enrollments SET temp_dependents = $2, updated_at = $3 WHERE id = $1', [id, JSON.stringify(record), at]);

export const saveCheckout = (tx: Queryable, id: string, effectiveDate: string, checkout: { type: string; at: string }, at: Date) =>
  exec(tx, `UPDATE temp_enrollments SET status = 'new_enrollment', effective_date = $2, checkout = $3, updated_at = $4 WHERE id = $1`, [
    id,
    effectiveDate,
    JSON.stringify(checkout),
    at,
  ]);

export const saveCartSnapshot = async (tx: Queryable, enrollmentId: string, name: string, snapshot: unknown): Promise<string> => {
  const made = await row(tx, t.type({ id: t.string }), 'INSERT INTO cart_snapshots (enrollment_id, name, snapshot) VALUES ($1, $2, $3) RETURNING id::text AS id', [
    enrollmentId,
    name,
    JSON.stringify(snapshot),
  ]);
  if (!made) throw new Error('the snapshot was not returned');
  return made.id;
};

/** A sent quote, with its "Shop these plans" link (docs/adr/0701): the link's id, expiry and what it opens. */
export const recordQuote = (
  tx: Queryable,
  quote: {
    enrollmentId: string;
    name: string;
    email: string;
    message: string | undefined;
    mailId: string;
    link: { readonly id: string; readonly expiresAt: Date; readonly quoted: unknown };
  },
) =>
  exec(
    tx,
    `INSERT INTO enrollment_quotes (enrollment_id, recipient_name, recipient_email, message, mail_id, link_id, link_expires_at, quoted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [quote.enrollmentId, quote.name, quote.email, quote.message ?? null, quote.mailId, quote.link.id, quote.link.expiresAt, JSON.stringify(quote.link.quoted)],
  );

const HeldRow = t.type({ plan_id: t.string, plan_status: t.string });

/** The plans an existing member holds (for already-active); none for a new member. */
export const heldPlansOf = async (db: Queryable, userId: string | undefined) =>
  userId === undefined
    ? []
    : (await rows(db, HeldRow, 'SELECT plan_id, plan_status FROM member_plans WHERE user_id = $1', [userId])).map((r) => ({
        planId: r.plan_id,
        status: r.plan_status,
      }));

export const CheckoutRecord = Nullable(t.type({ type: t.string, at: t.string }));
