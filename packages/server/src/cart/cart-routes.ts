import * as t from 'io-ts';
import { decode, ShellRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import type { EnrollmentRow } from '../enrollments/enrollment-store.ts';
import { ownedForRead } from '../enrollments/ownership.ts';
import { answer, type Door } from '../http/door.ts';
import { findPlansByIds } from '../catalog/plans.ts';

/** A cart line as the enrollment keeps it: the plan, and the price and type it was added at. */
const CartLine = t.intersection([t.type({ plan_id: t.string }), t.partial({ price_cents: t.number, plan_type: t.string })]);
type CartLine = t.TypeOf<typeof CartLine>;

const linesOf = (enrollment: EnrollmentRow): CartLine[] =>
  enrollment.cart.flatMap((item) => {
    const line = decode(CartLine, item);
    return line.ok ? [line.value] : [];
  });

/** The header's cart figures and the premier-plan flag: they concern one enrollment and answer only its owner. */
export const registerCartRoutes = (door: Door, { db }: { db: Database }) => {
  door.route(ShellRoutes.getCartCount, { session: 'optional' }, async ({ query, session }) => {
    const owned = await ownedForRead(db, session, query.enrollment_id);
    return 'refused' in owned ? owned.refused : answer.ok({ result: linesOf(owned.enrollment).length });
  });

  door.route(ShellRoutes.getCartAmount, { session: 'optional' }, async ({ query, session }) => {
    const owned = await ownedForRead(db, session, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const lines = linesOf(owned.enrollment);
    const prices = new Map((await findPlansByIds(db, lines.map((l) => l.plan_id))).map((p) => [p.plan_id, p.monthly_price]));
    const cents = lines.reduce((sum, line) => sum + (line.price_cents ?? prices.get(line.plan_id) ?? 0), 0);
    return answer.ok({ result: cents / 100 });
  });

  door.route(ShellRoutes.getMoreRequirement, { session: 'optional' }, async ({ query, session }) => {
    const owned = await ownedForRead(db, session, query.enrollment_id);
    if ('refused' in owned) return owned.refused;
    const lines = linesOf(owned.enrollment);
    if (lines.some((l) => l.plan_type === 'MM')) return answer.ok({ result: true });
    const plans = await findPlansByIds(db, lines.map((l) => l.plan_id));
    return answer.ok({ result: plans.some((p) => p.plan_type === 'MM') });
  });
};
