import type { Queryable } from '../db/database.ts';

export interface PlanRow {
  readonly plan_id: string;
  readonly pid: string;
  readonly name: string;
  readonly category: string;
  readonly short_text: string;
  readonly logo: string;
  readonly plan_type: string;
  readonly monthly_price: string;
  readonly description: { brand_color?: string };
}

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
export const findPlans = (db: Queryable, query: PlanQuery) =>
  db.query<PlanRow>(
    `SELECT ${COLUMNS} FROM plans
     WHERE active AND kind = 'plan' AND $1 = ANY(tiers) AND $2 BETWEEN min_age AND max_age
       AND (cardinality($3::text[]) = 0 OR category = ANY($3::text[]))
     ORDER BY sort_order, plan_id`,
    [query.tier, query.age, query.categories ?? []],
  );

export const findPlansByIds = (db: Queryable, ids: readonly string[]) =>
  db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE active AND plan_id = ANY($1::text[]) ORDER BY sort_order`, [ids]);

export const findPlan = async (db: Queryable, planId: string) =>
  (await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE plan_id = $1`, [planId]))[0];

export const toWirePlan = (row: PlanRow) => ({
  plan_id: row.plan_id,
  pid: row.pid,
  plan_name: row.name,
  plan_category: row.category,
  plan_logo: row.logo,
  plan_short_text: row.short_text,
  plan_type: row.plan_type,
  plan_price: Number(row.monthly_price),
});
