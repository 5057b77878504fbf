import type { Database, Queryable } from '../db/database.ts';
import { hashPassword } from '../security/passwords.ts';
import { seedWizardDemo } from './demo-wizard.ts';
import { seedBillingDemo } from './demo-billing.ts';
import type { Pii } from '../security/pii.ts';
import {
  DEMO_AFLAC_QUESTIONS,
  DEMO_BLACKOUTS,
  DEMO_CARRIERS,
  DEMO_OFFERS,
  DEMO_PLANS,
  DEMO_QUESTIONS,
  type DemoPlan,
  demoDescription,
  demoListPriceCents,
  demoPriceRows,
  planMaxAge,
  planMinAge,
  planTiers,
} from './demo-plans.ts';
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

/**
 * Inserts rows of the same shape a few hundred per statement; with `key`, a row whose key exists
 * (a database seeded before the catalogue tables) is updated instead.
 */
const insertMany = async (tx: Queryable, table: string, rows: readonly Record<string, unknown>[], key?: string) => {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const conflict = key
    ? ` ON CONFLICT (${key}) DO UPDATE SET ${columns.filter((c) => c !== key).map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`
    : '';
  const chunk = Math.max(1, Math.floor(5000 / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    const values = slice.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${conflict}`, slice.flatMap((row) => columns.map((c) => row[c])));
  }
};

const planRow = (plan: DemoPlan, order: number) => ({
  plan_id: plan.planId,
  pid: `${plan.planId}0`,
  name: plan.name,
  category: plan.category,
  short_text: plan.shortText,
  logo: `/media/plan-logos/${plan.planId}.svg`,
  plan_type: plan.planType ?? '',
  tiers: planTiers(plan),
  min_age: planMinAge(plan),
  max_age: planMaxAge(plan),
  monthly_price: (demoListPriceCents(plan) / 100).toFixed(2),
  sort_order: order,
  description: { brand_color: plan.color },
  featured: (FEATURED_PLAN_IDS as readonly string[]).includes(plan.planId),
  active: plan.active ?? true,
  carrier_id: plan.carrierId,
  kind: plan.kind ?? 'plan',
  states: plan.states ?? [],
  zip_prefixes: plan.zipPrefixes ?? [],
  portal_ids: plan.portalIds ?? [],
  min_annual_income: plan.minAnnualIncome ?? null,
  min_working_hours: plan.minWorkingHours ?? null,
  requires_tobacco_answer: plan.requiresTobaccoAnswer ?? false,
  max_spouse_age: plan.maxSpouseAge ?? null,
  replaced_by: plan.replacedBy ?? null,
  rider_of: plan.riderOf ?? null,
  membership_plan_id: plan.membershipPlanId ?? null,
  is_prudential: plan.prudential ?? false,
  partner_fee: plan.partnerFee ?? false,
  optional_life: plan.optionalLife ?? false,
  group_enrollment: plan.groupEnrollment ?? false,
  capture_group_code: plan.captureGroupCode ?? false,
  required_tabs: plan.requiredTabs ?? [],
});

const refersToPlans = (plan: DemoPlan) => plan.replacedBy !== undefined || plan.riderOf !== undefined || plan.membershipPlanId !== undefined;

/**
 * The demo catalogue (demo-plans.ts). Plans are upserted so that a database seeded with the earlier
 * fourteen plans gains their rules and prices. Plans that refer to other plans (replacement, rider,
 * membership) go in after the plans they refer to.
 */
const seedCatalogue = async (tx: Queryable) => {
  await insertMany(
    tx,
    'carriers',
    DEMO_CARRIERS.map((carrier, order) => ({ ...carrier, logo: '', sort_order: order })),
    'carrier_id',
  );
  const rows = DEMO_PLANS.map((plan, order) => ({ plan, row: planRow(plan, order) }));
  await insertMany(tx, 'plans', rows.filter(({ plan }) => !refersToPlans(plan)).map(({ row }) => row), 'plan_id');
  await insertMany(tx, 'plans', rows.filter(({ plan }) => refersToPlans(plan)).map(({ row }) => row), 'plan_id');
  await insertMany(tx, 'plan_prices', DEMO_PLANS.flatMap(demoPriceRows));
  await insertMany(tx, 'plan_descriptions', DEMO_PLANS.map((plan) => ({ ...demoDescription(plan) })));
  await insertMany(tx, 'underwriting_questions', DEMO_QUESTIONS.map(({ options: _options, ...question }) => question));
  await insertMany(
    tx,
    'underwriting_options',
    DEMO_QUESTIONS.flatMap((q) => (q.options ?? []).map((option, order) => ({ ...option, question_id: q.question_id, sort_order: order }))),
  );
  await insertMany(
    tx,
    'plan_underwriting',
    DEMO_PLANS.flatMap((plan) => (plan.questions ?? []).map((question_id, order) => ({ plan_id: plan.planId, question_id, sort_order: order }))),
  );
  await insertMany(tx, 'aflac_questions', DEMO_AFLAC_QUESTIONS.map((question, order) => ({ ...question, sort_order: order })));
  await insertMany(tx, 'plan_blackouts', DEMO_BLACKOUTS.map((blackout) => ({ ...blackout })));
  await insertMany(tx, 'plan_offers', DEMO_OFFERS.map((offer) => ({ ...offer, trigger_categories: [...offer.trigger_categories] })));
};

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
  // The price table, not plans: a database seeded before the catalogue tables existed gets them now.
  if (await isEmpty(db, 'plan_prices')) {
    await db.transaction((tx) => seedCatalogue(tx));
    seeded = true;
  }
  if (await isEmpty(db, 'agents')) {
    await db.transaction((tx) => seedSites(tx, pii));
    seeded = true;
  }
  // What existing members have on file for the wizard (also into databases seeded before it existed).
  if (await isEmpty(db, 'member_records')) {
    await db.transaction((tx) => seedWizardDemo(tx, pii));
    seeded = true;
  }
  // The wizard's second part: routing table, group billing, cards and accounts on file, agreements (docs/demo-wizard.md).
  if (await isEmpty(db, 'routing_numbers')) {
    await db.transaction((tx) => seedBillingDemo(tx, pii));
    seeded = true;
  }
  return seeded;
};
