import type { Database } from '../db/database.ts';
import { DEMO_PLANS } from './demo-plans.ts';

/** Seeds the demo catalogue once; a database that already holds plans is left as it is. */
export const seedDemoData = async (db: Database): Promise<boolean> => {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans');
  if ((existing[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    let order = 0;
    for (const plan of DEMO_PLANS) {
      await tx.query(
        `INSERT INTO plans (plan_id, pid, name, category, short_text, logo, plan_type, tiers, min_age, max_age, monthly_price, sort_order, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (plan_id) DO NOTHING`,
        [
          plan.planId,
          `${plan.planId}0`,
          plan.name,
          plan.category,
          plan.shortText,
          `/media/plan-logos/${plan.planId}.svg`,
          plan.planType ?? '',
          plan.tiers ?? ['IO', 'IS', 'IC', 'IF'],
          plan.minAge ?? 18,
          plan.maxAge ?? 99,
          plan.monthlyPrice,
          order++,
          { brand_color: plan.color },
        ],
      );
    }
  });
  return true;
};
