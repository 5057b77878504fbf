import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { row, rows } from '../db/rows.ts';

/**
 * Recommendations from the seeded catalogue, deterministic and explainable (docs/adr/0401):
 * - popularity: plans ranked by how many members actively hold them plus how many carts hold them, ties (and plans nobody holds yet)
 *   by featured first, then catalogue order;
 * - association: plans members hold together with the cart's plan (any status), most co-holders first,
 *   then topped up with the popularity ranking;
 * - filter: the popularity ranking narrowed to the plans offered to the tier and age, all of them (the
 *   quote already narrows the catalogue, so the list is what the visitor can actually buy).
 * Counts are store-wide aggregates: no member's own plans are ever listed or looked up by user id.
 * A plan sold only through some portals (105, Acme's portal 503) is recommended only to a visitor who names one of
 * them: nobody else can buy it.
 */
export const RECOMMENDATION_LIMIT = 10;

/** Plans `p` offered through the portal in parameter `param` ('' for none): those tied to no portal, or to that one. */
const offeredThrough = (param: string) => `(cardinality(p.portal_ids) = 0 OR ${param} = ANY(p.portal_ids))`;

// Popularity counts members holding the plan and shopping carts holding it (docs/adr/0610): both are
// store-wide aggregates, and a cart counts once however often the plan was re-added. $1 is the portal.
const POPULARITY = `
  SELECT p.plan_id, p.tiers, p.min_age, p.max_age,
         coalesce(h.holders, 0) + coalesce(c.carts, 0) AS holders, p.featured, p.sort_order
  FROM plans p
  LEFT JOIN (
    SELECT plan_id, count(DISTINCT user_id)::int AS holders FROM member_plans WHERE plan_status = 'ACTIVE' GROUP BY plan_id
  ) h ON h.plan_id = p.plan_id
  LEFT JOIN (
    SELECT item->>'plan_id' AS plan_id, count(DISTINCT e.id)::int AS carts
    FROM temp_enrollments e, jsonb_array_elements(e.cart) AS item
    WHERE jsonb_typeof(e.cart) = 'array'
    GROUP BY item->>'plan_id'
  ) c ON c.plan_id = p.plan_id
  WHERE p.active AND p.kind = 'plan' AND ${offeredThrough('$1')}`;

const RANKING = 'ORDER BY holders DESC, featured DESC, sort_order, plan_id';

const Row = t.type({ plan_id: t.string });

/** The visitor's portal (platformID), if they named one. */
export type PortalHint = string | undefined;

export const popularPlanIds = async (db: Queryable, portal: PortalHint): Promise<string[]> =>
  (await rows(db, Row, `${POPULARITY} ${RANKING} LIMIT $2`, [portal ?? '', RECOMMENDATION_LIMIT])).map((r) => r.plan_id);

export const plansForTierAndAge = async (db: Queryable, tier: string, age: number, portal: PortalHint): Promise<string[]> =>
  (
    await rows(
      db,
      Row,
      `SELECT plan_id FROM (${POPULARITY}) ranked WHERE $2 = ANY(tiers) AND $3 BETWEEN min_age AND max_age ${RANKING}`,
      [portal ?? '', tier, age],
    )
  ).map((r) => r.plan_id);

export const plansHeldWith = async (db: Queryable, planId: string, portal: PortalHint): Promise<string[]> => {
  const together = await rows(
    db,
    Row,
    `SELECT other.plan_id, count(DISTINCT other.user_id)::int AS together, min(p.sort_order) AS sort_order
     FROM member_plans mine
     JOIN member_plans other ON other.user_id = mine.user_id AND other.plan_id <> mine.plan_id
     JOIN plans p ON p.plan_id = other.plan_id AND p.active AND p.kind = 'plan'
     WHERE mine.plan_id = $1 AND ${offeredThrough('$2')}
     GROUP BY other.plan_id
     ORDER BY together DESC, sort_order, other.plan_id`,
    [planId, portal ?? ''],
  );
  const ids = together.map((r) => r.plan_id);
  for (const id of await popularPlanIds(db, portal)) if (id !== planId && !ids.includes(id)) ids.push(id);
  return ids.slice(0, RECOMMENDATION_LIMIT);
};

export const planExists = async (db: Queryable, planId: string): Promise<boolean> =>
  (await row(db, Row, 'SELECT plan_id FROM plans WHERE plan_id = $1 AND active', [planId])) !== undefined;
