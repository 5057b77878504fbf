import * as t from 'io-ts';
import { displayPhone, type GroupSetup, type RepSetup } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows } from '../db/rows.ts';

/**
 * The SQL of an operator's setup of reps, groups and their hosts (docs/adr/0801-operators.md). Values arrive
 * parsed by the domain's site-setup rules; what needs the data (a code or address already taken, the rep a
 * group belongs to) is answered here.
 */

/** Serialises the choice of a new numeric id among processes sharing one database. */
const NEW_SITE_ID_LOCK = 724_801;

const IdRow = t.type({ id: t.string });

/** Whether a code already names a rep or a group (other than `except`, the one being changed). */
export const siteCodeTaken = async (db: Queryable, code: string): Promise<boolean> =>
  (await row(
    db,
    IdRow,
    `SELECT agent_id AS id FROM agents WHERE upper(agent_code) = upper($1)
     UNION ALL SELECT gid AS id FROM groups WHERE upper(gcode) = upper($1) LIMIT 1`,
    [code],
  )) !== undefined;

/** Whether a landing address already names a site other than the agent or group `except` names. */
export const landingUrlTaken = async (db: Queryable, segment: string, except: { agent?: string; group?: string } = {}): Promise<boolean> =>
  (await row(
    db,
    IdRow,
    `SELECT agent_id AS id FROM agents WHERE lower(landing_url) = lower($1) AND agent_id <> $2
     UNION ALL SELECT gid AS id FROM groups WHERE lower(landing_url) = lower($1) AND gid <> $3 LIMIT 1`,
    [segment, except.agent ?? '', except.group ?? ''],
  )) !== undefined;

export const hostTaken = async (db: Queryable, host: string, exceptGroup: string): Promise<boolean> =>
  (await row(db, IdRow, 'SELECT gid AS id FROM groups WHERE lower(custom_domain) = lower($1) AND gid <> $2', [host, exceptGroup])) !== undefined;

/** The next free numeric id of a table (reps from 1001, groups from 3001, as the demo's), under a lock. */
const nextId = async (tx: Queryable, table: 'agents' | 'groups'): Promise<string> => {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [NEW_SITE_ID_LOCK]);
  const column = table === 'agents' ? 'agent_id' : 'gid';
  const floor = table === 'agents' ? 1000 : 3000;
  const found = await row(
    tx,
    t.type({ id: t.union([t.number, t.string]) }),
    `SELECT coalesce(max(${column}::bigint), ${floor}) + 1 AS id FROM ${table} WHERE ${column} ~ '^[0-9]{1,15}$'`,
  );
  return String(found?.id ?? floor + 1);
};

export const RepRef = t.type({ agent_id: t.string, agent_code: t.string, disabled: t.boolean });
export type RepRef = t.TypeOf<typeof RepRef>;

export const repByCode = (db: Queryable, code: string) =>
  row(db, RepRef, 'SELECT agent_id, agent_code, disabled_at IS NOT NULL AS disabled FROM agents WHERE upper(agent_code) = upper($1)', [code]);

export const GroupRef = t.type({ gid: t.string, gcode: t.string, agent_id: t.string, custom_domain: Nullable(t.string) });
export type GroupRef = t.TypeOf<typeof GroupRef>;

export const groupRefByCode = (db: Queryable, code: string) =>
  row(db, GroupRef, 'SELECT gid, gcode, agent_id, custom_domain FROM groups WHERE upper(gcode) = upper($1)', [code]);

/** The columns of `agents` an operator's values fill in. */
const repColumns = (rep: Partial<RepSetup>): Record<string, unknown> => ({
  ...(rep.code !== undefined ? { agent_code: rep.code } : {}),
  ...(rep.firstName !== undefined ? { first_name: rep.firstName } : {}),
  ...(rep.lastName !== undefined ? { last_name: rep.lastName } : {}),
  ...(rep.email !== undefined ? { email: rep.email, display_email: rep.email } : {}),
  ...(rep.phone !== undefined ? { phone: rep.phone, display_phone: displayPhone(rep.phone) } : {}),
  ...(rep.displayName !== undefined ? { display_name: rep.displayName } : {}),
  ...(rep.tagline !== undefined ? { tagline: rep.tagline } : {}),
  ...(rep.bio !== undefined ? { agent_bio: rep.bio } : {}),
  ...(rep.landingUrl !== undefined ? { landing_url: rep.landingUrl } : {}),
  ...(rep.brandColor !== undefined ? { brand_color: rep.brandColor } : {}),
  ...(rep.quoteForm !== undefined ? { landing_variant: rep.quoteForm } : {}),
});

/** The columns of `groups` an operator's values fill in; the plans a group offers are the plans' own rows. */
const groupColumns = (group: Partial<GroupSetup>, agentId: string | undefined): Record<string, unknown> => ({
  ...(group.code !== undefined ? { gcode: group.code } : {}),
  ...(group.employer !== undefined ? { gname: group.employer } : {}),
  ...(agentId !== undefined ? { agent_id: agentId } : {}),
  ...(group.displayName !== undefined ? { display_name: group.displayName } : {}),
  ...(group.phone !== undefined ? { display_phone: displayPhone(group.phone) } : {}),
  ...(group.email !== undefined ? { display_email: group.email } : {}),
  ...(group.address1 !== undefined ? { address1: group.address1 } : {}),
  ...(group.city !== undefined ? { city: group.city } : {}),
  ...(group.state !== undefined ? { state: group.state } : {}),
  ...(group.zip !== undefined ? { zip: group.zip } : {}),
  ...(group.landingUrl !== undefined ? { landing_url: group.landingUrl } : {}),
  ...(group.brandColor !== undefined ? { brand_color: group.brandColor } : {}),
  ...(group.aboutUs !== undefined ? { gweb_aboutus: group.aboutUs } : {}),
  ...(group.quoteForm !== undefined ? { landing_variant: group.quoteForm } : {}),
  ...(group.billingMode !== undefined ? { payment_method: group.billingMode } : {}),
});

const insertRow = (tx: Queryable, table: string, values: Record<string, unknown>) => {
  const columns = Object.keys(values);
  return exec(tx, `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(values));
};

const updateRow = (tx: Queryable, table: string, key: string, id: string, values: Record<string, unknown>) => {
  const columns = Object.keys(values);
  if (columns.length === 0) return Promise.resolve();
  return exec(tx, `UPDATE ${table} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE ${key} = $1`, [id, ...Object.values(values)]);
};

/** A new rep; the generated logo and portrait draw from its name and colour until an image is given. */
export const insertRep = async (tx: Queryable, rep: RepSetup): Promise<string> => {
  const id = await nextId(tx, 'agents');
  await insertRow(tx, 'agents', {
    agent_id: id,
    ...repColumns(rep),
    display_about_name: `${rep.firstName} ${rep.lastName}`,
    logo: `/media/logos/agent-${id}.svg`,
    image: `/media/portraits/agent-${id}.svg`,
  });
  return id;
};

export const updateRep = (tx: Queryable, agentId: string, rep: Partial<RepSetup>) => updateRow(tx, 'agents', 'agent_id', agentId, repColumns(rep));

export const setRepDisabled = (tx: Queryable, agentId: string, at: Date) =>
  exec(tx, 'UPDATE agents SET disabled_at = coalesce(disabled_at, $2) WHERE agent_id = $1', [agentId, at]);

/** A new group under its rep, with an enrollment portal of its own that its employees' quotes go through. */
export const insertGroup = async (tx: Queryable, group: GroupSetup, agentId: string): Promise<{ gid: string; portalId: string }> => {
  const gid = await nextId(tx, 'groups');
  await insertRow(tx, 'groups', {
    gid,
    ...groupColumns(group, agentId),
    display_about_name: group.displayName,
    logo: `/media/logos/group-${gid}.svg`,
  });
  const portalId = `G${gid}`;
  await insertRow(tx, 'portals', { platform_group_id: portalId, platform_name: `${group.employer} Employee Portal`, platform_code: group.code, agent_id: agentId, group_id: gid });
  await exec(tx, 'UPDATE groups SET default_platform_group_id = $2 WHERE gid = $1', [gid, portalId]);
  return { gid, portalId };
};

export const updateGroup = (tx: Queryable, gid: string, group: Partial<GroupSetup>, agentId: string | undefined) =>
  updateRow(tx, 'groups', 'gid', gid, groupColumns(group, agentId));

/**
 * The group's own enrollment portal (portals.group_id names it), the one its site starts quotes in when it has
 * several; none for a group that enrolls through a shared portal only.
 */
export const groupOwnPortal = async (db: Queryable, gid: string): Promise<string | undefined> =>
  (
    await row(
      db,
      IdRow,
      `SELECT p.platform_group_id AS id FROM portals p JOIN groups g ON g.gid = p.group_id
       WHERE g.gid = $1 ORDER BY (p.platform_group_id = g.default_platform_group_id) DESC, p.platform_group_id LIMIT 1`,
      [gid],
    )
  )?.id;

/** Which of `planIds` no plan has, in the order given. */
export const unknownPlanIds = async (db: Queryable, planIds: readonly string[]): Promise<string[]> => {
  const known = new Set((await rows(db, t.type({ plan_id: t.string }), 'SELECT plan_id FROM plans WHERE plan_id = ANY($1::text[])', [[...planIds]])).map((r) => r.plan_id));
  return planIds.filter((id) => !known.has(id));
};

/** Plans on sale through this portal alone, other than `planIds`: taken off it, they would be sold to everyone. */
export const plansOnlyThrough = async (db: Queryable, portalId: string, planIds: readonly string[]): Promise<string[]> =>
  (
    await rows(db, t.type({ plan_id: t.string }), 'SELECT plan_id FROM plans WHERE active AND portal_ids = ARRAY[$1::text] AND NOT (plan_id = ANY($2::text[])) ORDER BY plan_id', [
      portalId,
      [...planIds],
    ])
  ).map((r) => r.plan_id);

/**
 * Exactly `planIds` are offered through the portal: its id is added to their portal_ids where missing and taken
 * from every other plan's. A plan on sale whose only portal this is would be sold to everyone (listing.ts): the
 * caller refuses that first (plansOnlyThrough). A plan that had no portal is from now on sold through its portals only. The catalogue's version moves (the trigger on plans).
 */
export const setPortalPlans = async (tx: Queryable, portalId: string, planIds: readonly string[]) => {
  await exec(tx, 'UPDATE plans SET portal_ids = array_remove(portal_ids, $1) WHERE $1 = ANY(portal_ids) AND NOT (plan_id = ANY($2::text[]))', [portalId, [...planIds]]);
  await exec(tx, 'UPDATE plans SET portal_ids = array_append(portal_ids, $1) WHERE plan_id = ANY($2::text[]) AND NOT ($1 = ANY(portal_ids))', [portalId, [...planIds]]);
};

export const setRepLogo = (tx: Queryable, agentId: string, url: string) => exec(tx, 'UPDATE agents SET logo = $2 WHERE agent_id = $1', [agentId, url]);
export const setGroupLogo = (tx: Queryable, gid: string, url: string) => exec(tx, 'UPDATE groups SET logo = $2 WHERE gid = $1', [gid, url]);

export const setGroupHost = (tx: Queryable, gid: string, host: string) => exec(tx, 'UPDATE groups SET custom_domain = $2 WHERE gid = $1', [gid, host]);
