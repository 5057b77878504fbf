import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from '../db/database.ts';
import { appendJournal } from '../commands/journal.ts';
import { readCatalogueFiles } from '../operators/catalogue-files.ts';
import { importCatalogue } from '../operators/catalogue-import.ts';
import { hashPassword } from '../security/passwords.ts';
import { seedWizardDemo } from './demo-wizard.ts';
import { seedBillingDemo } from './demo-billing.ts';
import type { Pii } from '../security/pii.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_AGENTS,
  DEMO_ASSISTANT_QUESTIONS,
  DEMO_GROUPS,
  DEMO_MEMBERS,
  DEMO_PORTALS,
  DEMO_REFERRALS,
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
 * Where the demo catalogue's files are: DEMO_CATALOGUE_DIR, else examples/catalogue in the checkout this code runs
 * from (found upwards from here, so the TypeScript sources and the built bundle both find it).
 */
export const demoCatalogueDirectory = (env: NodeJS.ProcessEnv = process.env): string | undefined => {
  if (env.DEMO_CATALOGUE_DIR) return resolve(env.DEMO_CATALOGUE_DIR);
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'examples', 'catalogue');
    if (existsSync(join(candidate, 'catalogue.yaml'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
};

/**
 * The demo catalogue: examples/catalogue loaded through the operators' own import (docs/adr/0802), so a fresh
 * store runs the importer on every first start. A file that does not import is a broken checkout: said, with
 * every wrong field, and the server does not start on half a catalogue.
 */
const seedCatalogue = async (tx: Queryable) => {
  const directory = demoCatalogueDirectory();
  if (!directory) throw new Error('The demo catalogue (examples/catalogue/catalogue.yaml) is missing: set DEMO_CATALOGUE_DIR, or start with SEED_DEMO_DATA=0.');
  const read = readCatalogueFiles(directory);
  if ('problems' in read) throw new Error(`The demo catalogue does not read:\n${read.problems.map((p) => `  ${p.where}: ${p.field}: ${p.message}`).join('\n')}`);
  const outcome = await importCatalogue(tx, read.document, false);
  if ('problems' in outcome) throw new Error(`The demo catalogue does not import:\n${Object.entries(outcome.problems).map(([field, message]) => `  ${field}: ${message}`).join('\n')}`);
  const r = outcome.ok;
  await appendJournal(tx, {
    enrollmentId: null,
    actor: 'system:first-start',
    type: 'admin-catalogue-import',
    payload: { plans: r.plansAdded.length, carriers: r.carriersAdded.length, questions: r.questionsAdded.length, offers: r.offersAdded.length },
    outcome: 'ok',
  });
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
  // An empty catalogue (no plan yet) gets the demo one: a store set up with its own plans keeps them.
  if (await isEmpty(db, 'plans')) {
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
  // The wizard's second part: group billing, cards and accounts on file (docs/demo-wizard.md).
  if (await isEmpty(db, 'member_cards')) {
    await db.transaction((tx) => seedBillingDemo(tx, pii));
    seeded = true;
  }
  return seeded;
};
