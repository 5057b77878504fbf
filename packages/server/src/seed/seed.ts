import type { Database, Queryable } from '../db/database.ts';
import { hashPassword } from '../security/passwords.ts';
import type { Pii } from '../security/pii.ts';
import { DEMO_PLANS } from './demo-plans.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_AGENTS,
  DEMO_ASSISTANT_QUESTIONS,
  DEMO_GROUPS,
  DEMO_MEMBERS,
  DEMO_PORTALS,
  DEMO_REFERRALS,
  FEATURED_PLAN_IDS,
} from './demo-sites.ts';

const isEmpty = async (db: Queryable, table: string) =>
  ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0) === 0;

/** Inserts one row of `values` keyed by column name. */
const insert = (tx: Queryable, table: string, row: Record<string, unknown>) => {
  const columns = Object.keys(row);
  const params = columns.map((_, i) => `$${i + 1}`).join(', ');
  return tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${params})`, Object.values(row));
};

const seedPlans = (tx: Queryable) =>
  DEMO_PLANS.reduce(
    (done, plan, order) =>
      done.then(() =>
        insert(tx, 'plans', {
          plan_id: plan.planId,
          pid: `${plan.planId}0`,
          name: plan.name,
          category: plan.category,
          short_text: plan.shortText,
          logo: `/media/plan-logos/${plan.planId}.svg`,
          plan_type: plan.planType ?? '',
          tiers: plan.tiers ?? ['IO', 'IS', 'IC', 'IF'],
          min_age: plan.minAge ?? 18,
          max_age: plan.maxAge ?? 99,
          monthly_price: plan.monthlyPrice,
          sort_order: order,
          description: { brand_color: plan.color },
          featured: (FEATURED_PLAN_IDS as readonly string[]).includes(plan.planId),
        }),
      ),
    Promise.resolve() as Promise<unknown>,
  );

const seedSites = async (tx: Queryable, pii: Pii) => {
  for (const agent of DEMO_AGENTS) {
    await insert(tx, 'agents', { ...agent, logo: `/media/logos/agent-${agent.agent_id}.svg`, image: `/media/portraits/agent-${agent.agent_id}.svg` });
  }
  for (const group of DEMO_GROUPS) {
    const { default_platform_group_id, ...rest } = group;
    await insert(tx, 'groups', { ...rest, logo: `/media/logos/group-${group.gid}.svg` });
    void default_platform_group_id;
  }
  for (const portal of DEMO_PORTALS) await insert(tx, 'portals', portal);
  for (const group of DEMO_GROUPS) {
    await tx.query('UPDATE groups SET default_platform_group_id = $2 WHERE gid = $1', [group.gid, group.default_platform_group_id]);
  }
  for (const { plans, ssn, ...member } of DEMO_MEMBERS) {
    await insert(tx, 'members', { ...member, ssn_encrypted: pii.encrypt(ssn) });
    for (const [plan_id, plan_name, plan_status] of plans) {
      await insert(tx, 'member_plans', { user_id: member.user_id, plan_id, plan_name, plan_status });
    }
  }
  for (const referral of DEMO_REFERRALS) await insert(tx, 'referrals', referral);
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    await insert(tx, 'accounts', { ...account, password_hash: await hashPassword(password) });
  }
  for (const [order, question] of DEMO_ASSISTANT_QUESTIONS.entries()) await insert(tx, 'assistant_questions', { ...question, sort_order: order });
};

/** Seeds each part of the demo data once: a part whose table already holds rows is left as it is. */
export const seedDemoData = async (db: Database, pii: Pii): Promise<boolean> => {
  let seeded = false;
  if (await isEmpty(db, 'plans')) {
    await db.transaction((tx) => seedPlans(tx));
    seeded = true;
  }
  if (await isEmpty(db, 'agents')) {
    await db.transaction((tx) => seedSites(tx, pii));
    seeded = true;
  }
  return seeded;
};
