import * as t from 'io-ts';
import { readThrough } from '../db/read-cache.ts';
import type { Queryable } from '../db/database.ts';
import { Cents, row, rows } from '../db/rows.ts';

export const PlanRow = t.type({
  plan_id: t.string,
  pid: t.string,
  name: t.string,
  category: t.string,
  short_text: t.string,
  logo: t.string,
  plan_type: t.string,
  monthly_price: Cents,
  description: t.partial({ brand_color: t.string }),
});
export type PlanRow = t.TypeOf<typeof PlanRow>;

const COLUMNS = 'plan_id, pid, name, category, short_text, logo, plan_type, monthly_price, description';

export interface PlanQuery {
  readonly tier: string;
  readonly age: number;
  readonly categories?: readonly string[];
}

/**
 * Active plans sold on their own (not memberships or riders) offered to this tier and age, optionally
 * narrowed to some categories, in catalogue order. The full eligibility rules (state, area, portal,
 * income, tobacco) and per-person prices are catalog/listing.ts's listPlans over the loaded catalogue.
 */
/** The plans a tier and age qualify for; remembered until the next write (db/read-cache.ts). */
export const findPlans = (db: Queryable, query: PlanQuery) =>
  readThrough(db, `plans:${query.tier}:${query.age}:${(query.categories ?? []).join(',')}`, () =>
    rows(
      db,
      PlanRow,
      `SELECT ${COLUMNS} FROM plans
       WHERE active AND kind = 'plan' AND $1 = ANY(tiers) AND $2 BETWEEN min_age AND max_age
         AND (cardinality($3::text[]) = 0 OR category = ANY($3::text[]))
       ORDER BY sort_order, plan_id`,
      [query.tier, query.age, query.categories ?? []],
    ),
  );

export const findPlansByIds = (db: Queryable, ids: readonly string[]) =>
  rows(db, PlanRow, `SELECT ${COLUMNS} FROM plans WHERE active AND plan_id = ANY($1::text[]) ORDER BY sort_order`, [ids]);

export const findPlan = (db: Queryable, planId: string) => row(db, PlanRow, `SELECT ${COLUMNS} FROM plans WHERE plan_id = $1`, [planId]);

export const FeaturedPlanRow = t.type({ plan_id: t.string, name: t.string, logo: t.string, short_text: t.string, category: t.string });

export const featuredPlans = (db: Queryable) =>
  rows(db, FeaturedPlanRow, 'SELECT plan_id, name, logo, short_text, category FROM plans WHERE active AND featured ORDER BY sort_order, plan_id');

/** The categories that have at least one active plan. */
export const activeCategoryKeys = async (db: Queryable): Promise<string[]> =>
  (await rows(db, t.type({ category: t.string }), 'SELECT DISTINCT category FROM plans WHERE active')).map((r) => r.category);

export const toWirePlan = (plan: PlanRow) => ({
  plan_id: plan.plan_id,
  pid: plan.pid,
  plan_name: plan.name,
  plan_category: plan.category,
  plan_logo: plan.logo,
  plan_short_text: plan.short_text,
  plan_type: plan.plan_type,
  plan_price: plan.monthly_price / 100,
});
