import * as t from 'io-ts';
import { maskSsn } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { exec, Nullable, row, rows } from '../db/rows.ts';
import type { Pii } from '../security/pii.ts';
import type { Principal } from '../sessions/principal.ts';

/**
 * Reads of groups, portals and members, always scoped by the principal: a rep sees what is filed under
 * its agent id, a group administrator what is filed under its group. Nothing here trusts a request value
 * except as a key to look up within that scope.
 */

export const GroupRow = t.type({ gid: t.string, gname: t.string, gcode: t.string, agent_id: t.string, default_platform_group_id: Nullable(t.string) });
export type GroupRow = t.TypeOf<typeof GroupRow>;

export const PortalRow = t.type({ platform_name: t.string, platform_code: t.string, platform_group_id: t.string });
export type PortalRow = t.TypeOf<typeof PortalRow>;

export const MemberRecord = t.type({
  user_id: t.string,
  policy_id: t.string,
  first_name: t.string,
  last_name: t.string,
  dob: t.string,
  email: t.string,
  ssn_encrypted: t.string,
  agent_id: t.string,
  group_id: Nullable(t.string),
  group_name: Nullable(t.string),
  portal_id: Nullable(t.string),
  gender: t.string,
  zip: t.string,
});
export type MemberRecord = t.TypeOf<typeof MemberRecord>;

const MEMBER_COLUMNS = `m.user_id, m.policy_id, m.first_name, m.last_name, m.dob, m.email, m.ssn_encrypted, m.agent_id,
  m.group_id, g.gname AS group_name, m.portal_id, m.gender, m.zip`;

/** The group if the principal may act for it: the rep who sold it, or its own administrator. */
export const visibleGroup = async (db: Queryable, principal: Principal, gid: string): Promise<GroupRow | undefined> => {
  if (principal.role === 'group' && gid !== principal.group_id) return undefined;
  const group = await row(db, GroupRow, 'SELECT gid, gname, gcode, agent_id, default_platform_group_id FROM groups WHERE gid = $1', [gid]);
  if (!group) return undefined;
  return principal.role === 'group' || group.agent_id === principal.agent_id ? group : undefined;
};

export const groupsOfAgent = (db: Queryable, agentId: string) =>
  rows(db, t.type({ gid: t.string, gname: t.string }), 'SELECT gid, gname FROM groups WHERE agent_id = $1 ORDER BY gname, gid', [agentId]);

/** A rep's portals: every portal filed under the rep. */
export const portalsOfAgent = (db: Queryable, agentId: string) =>
  rows(
    db,
    PortalRow,
    'SELECT platform_name, platform_code, platform_group_id FROM portals WHERE agent_id = $1 ORDER BY platform_group_id',
    [agentId],
  );

/** A group's portals: those filed under the group, and the group's default portal. */
export const portalsOfGroup = (db: Queryable, group: GroupRow) =>
  rows(
    db,
    PortalRow,
    `SELECT platform_name, platform_code, platform_group_id FROM portals
      WHERE group_id = $1 OR platform_group_id = $2 ORDER BY platform_group_id`,
    [group.gid, group.default_platform_group_id ?? ''],
  );

/** The portals the principal enrolls through: a rep's own, or its group's. */
export const portalsOf = async (db: Queryable, principal: Principal): Promise<PortalRow[]> => {
  if (principal.role === 'rep') return portalsOfAgent(db, principal.agent_id);
  const group = await visibleGroup(db, principal, principal.group_id ?? '');
  return group ? portalsOfGroup(db, group) : [];
};

export const visiblePortal = async (db: Queryable, principal: Principal, portalId: string): Promise<PortalRow | undefined> =>
  (await portalsOf(db, principal)).find((p) => p.platform_group_id === portalId);

export const membersOfAgent = (db: Queryable, agentId: string) =>
  rows(
    db,
    MemberRecord,
    `SELECT ${MEMBER_COLUMNS} FROM members m LEFT JOIN groups g ON g.gid = m.group_id
      WHERE m.agent_id = $1 ORDER BY m.first_name, m.last_name, m.user_id`,
    [agentId],
  );

export const membersOfGroup = (db: Queryable, groupId: string) =>
  rows(
    db,
    MemberRecord,
    `SELECT ${MEMBER_COLUMNS} FROM members m LEFT JOIN groups g ON g.gid = m.group_id
      WHERE m.group_id = $1 ORDER BY m.first_name, m.last_name, m.user_id`,
    [groupId],
  );

/** A member by id, whoever asks: only for callers who proved their claim otherwise (a sealed member id). */
export const findMember = (db: Queryable, userId: string) =>
  userId === '' ? Promise.resolve(undefined) : row(db, MemberRecord, `SELECT ${MEMBER_COLUMNS} FROM members m LEFT JOIN groups g ON g.gid = m.group_id WHERE m.user_id = $1`, [userId]);

/** The member if the principal may see it: one of the rep's own members, or one of the admin's group. */
export const visibleMember = async (db: Queryable, principal: Principal, userId: string): Promise<MemberRecord | undefined> => {
  const member = await findMember(db, userId);
  if (!member) return undefined;
  const visible = principal.role === 'rep' ? member.agent_id === principal.agent_id : member.group_id === principal.group_id;
  return visible ? member : undefined;
};

/**
 * Member rows as the wire lists them. The SSN is decrypted only to be masked to its last four digits
 * here, on the server: the full number never leaves it.
 */
export const memberRows = async (db: Queryable, pii: Pii, members: readonly MemberRecord[]) => {
  if (members.length === 0) return [];
  const plans = await rows(
    db,
    t.type({ user_id: t.string, plan_id: t.string, plan_name: t.string, plan_status: t.string }),
    'SELECT user_id, plan_id, plan_name, plan_status FROM member_plans WHERE user_id = ANY($1::text[]) ORDER BY plan_name, plan_id',
    [members.map((m) => m.user_id)],
  );
  const standings = await carrierStandings(db, members.map((m) => m.user_id));
  return members.map((m) => ({
    name: `${m.first_name} ${m.last_name}`,
    dob: m.dob,
    policy_id: m.policy_id,
    user_id: m.user_id,
    email: m.email,
    ssn: maskedSsn(pii, m.ssn_encrypted),
    group_info: m.group_id ? { group_id: m.group_id, group_name: m.group_name ?? '' } : null,
    plan_info: plans
      .filter((p) => p.user_id === m.user_id)
      .map((p) => {
        const carrier = standings.get(`${p.user_id} ${p.plan_id}`);
        return { plan: p.plan_id, plan_name: p.plan_name, plan_status: p.plan_status, ...(carrier ? { carrier } : {}) };
      }),
  }));
};

/** A confirmed enrollment's person and plans, as the member lists keep them. */
export interface EnrolledMember {
  readonly enrollmentId: string;
  /** The current member who enrolled again (an existing member's quote), if it was one. */
  readonly userId: string | undefined;
  readonly policyId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dob: string;
  readonly email: string;
  /** The SSN as the wizard sealed it (PII key), or undefined when none was asked. */
  readonly ssnSealed: string | undefined;
  readonly gender: string;
  readonly zip: string;
  readonly agentId: string | undefined;
  readonly groupId: string | undefined;
  readonly portalId: string | undefined;
  readonly plans: readonly { readonly planId: string; readonly name: string }[];
}

/**
 * Holds, until the transaction ends, the filing of a member with this e-mail address: of two confirmations of one
 * person at once, the second waits for the first and then finds the address a member's.
 */
export const lockMemberEmail = (tx: Queryable, email: string): Promise<void> =>
  exec(tx, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`member-email:${email.trim().toLowerCase()}`]);

/**
 * Files a confirmed enrollment on the member lists (docs/adr/0804-enrolled-members.md): an existing member gets the
 * new plans; anyone else becomes a member of the rep who sells to them (the enrollment's rep, else its group's rep),
 * under its group. Someone who enrolled on the store's own site, with no rep or group, is on nobody's list.
 * Returns the member's user id, or undefined.
 */
export const recordEnrolledMember = async (tx: Queryable, m: EnrolledMember): Promise<string | undefined> => {
  const existing = m.userId === undefined ? undefined : await row(tx, t.type({ user_id: t.string }), 'SELECT user_id FROM members WHERE user_id = $1', [m.userId]);
  let userId = existing?.user_id;
  if (userId === undefined) {
    const seller = await row(
      tx,
      t.type({ agent_id: t.string }),
      `SELECT agent_id FROM (SELECT agent_id, 1 AS choice FROM agents WHERE agent_id = $1
                             UNION ALL SELECT agent_id, 2 FROM groups WHERE gid = $2) AS sellers
       ORDER BY choice LIMIT 1`,
      [m.agentId ?? null, m.groupId ?? null],
    );
    if (!seller) return undefined;
    const created = await row(
      tx,
      t.type({ user_id: t.string }),
      `INSERT INTO members (user_id, policy_id, first_name, last_name, dob, email, ssn_encrypted, agent_id, group_id, portal_id, gender, zip)
       VALUES (nextval('member_numbers')::text, $1, $2, $3, $4, $5, $6, $7,
               (SELECT gid FROM groups WHERE gid = $8), (SELECT platform_group_id FROM portals WHERE platform_group_id = $9), $10, $11)
       RETURNING user_id`,
      [m.policyId, m.firstName, m.lastName, m.dob, m.email, m.ssnSealed ?? '', seller.agent_id, m.groupId ?? null, m.portalId ?? null, m.gender, m.zip],
    );
    if (!created) throw new Error('member not filed');
    userId = created.user_id;
  }
  for (const plan of m.plans) {
    await exec(
      tx,
      `INSERT INTO member_plans (user_id, plan_id, plan_name, plan_status, enrollment_id) VALUES ($1, $2, $3, 'ACTIVE', $4)
       ON CONFLICT (user_id, plan_id) DO UPDATE SET plan_name = EXCLUDED.plan_name, plan_status = 'ACTIVE', enrollment_id = EXCLUDED.enrollment_id`,
      [userId, plan.planId, plan.name, m.enrollmentId],
    );
  }
  return userId;
};

const StandingRow = t.type({
  user_id: t.string,
  plan_id: t.string,
  carrier_name: t.string,
  delivered_at: t.string,
  status: t.keyof({ sent: null, accepted: null, rejected: null }),
  errors: t.array(t.string),
});

/** Where each member's plan stands with its carrier: the newest delivered file that carried the plan's enrollment. */
const carrierStandings = async (db: Queryable, userIds: readonly string[]) => {
  const found = await rows(
    db,
    StandingRow,
    `SELECT DISTINCT ON (mp.user_id, mp.plan_id) mp.user_id, mp.plan_id, c.name AS carrier_name,
       to_char(f.delivered_at AT TIME ZONE 'UTC', 'MM/DD/YYYY') AS delivered_at, fe.status, fe.errors
     FROM member_plans mp
     JOIN plans p ON p.plan_id = mp.plan_id
     JOIN carrier_file_enrollments fe ON fe.enrollment_id = mp.enrollment_id
     JOIN carrier_files f ON f.file_id = fe.file_id AND f.carrier_id = p.carrier_id AND f.status = 'delivered'
     JOIN carriers c ON c.carrier_id = f.carrier_id
     WHERE mp.user_id = ANY($1::text[])
     ORDER BY mp.user_id, mp.plan_id, f.delivered_at DESC, f.file_id DESC`,
    [[...userIds]],
  );
  return new Map(found.map((s) => [`${s.user_id} ${s.plan_id}`, { carrier: s.carrier_name, sent_on: s.delivered_at, status: s.status, errors: s.errors }]));
};

const maskedSsn = (pii: Pii, sealed: string): string => {
  try {
    return maskSsn(pii.decrypt(sealed));
  } catch {
    // A value sealed under another key: show nothing of it rather than fail the whole list.
    return maskSsn('');
  }
};
