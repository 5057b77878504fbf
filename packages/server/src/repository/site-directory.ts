import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { Nullable, row, rows } from '../db/rows.ts';

/**
 * Reads of the sites a visitor can land on: reps (agents), employer groups and custom domains, and the
 * per-site settings. Everything here is public site information; nothing about members or enrollments.
 */
const text = t.string;
const nullableText = Nullable(t.string);

export const AgentRow = t.type({
  agent_id: text,
  agent_code: text,
  first_name: text,
  middle_name: nullableText,
  last_name: text,
  email: text,
  phone: text,
  display_name: text,
  display_phone: text,
  display_email: text,
  display_about_name: text,
  tagline: text,
  agent_bio: text,
  logo: text,
  image: text,
  image_link: text,
  landing_url: nullableText,
  brand_color: text,
  landing_variant: text,
});
export type AgentRow = t.TypeOf<typeof AgentRow>;

export const GroupRow = t.type({
  gid: text,
  gname: text,
  gcode: text,
  agent_id: text,
  agent_code: text,
  display_name: text,
  display_phone: text,
  display_email: text,
  display_about_name: text,
  tagline: text,
  gweb_aboutus: text,
  logo: text,
  image: text,
  image_link: text,
  address1: text,
  city: text,
  state: text,
  zip: text,
  landing_url: nullableText,
  custom_domain: nullableText,
  brand_color: text,
  default_platform_group_id: nullableText,
  landing_variant: text,
});
export type GroupRow = t.TypeOf<typeof GroupRow>;

const AGENT = `SELECT agent_id, agent_code, first_name, middle_name, last_name, email, phone, display_name, display_phone,
  display_email, display_about_name, tagline, agent_bio, logo, image, image_link, landing_url, brand_color, landing_variant FROM agents`;
const GROUP = `SELECT g.gid, g.gname, g.gcode, g.agent_id, a.agent_code, g.display_name, g.display_phone, g.display_email,
  g.display_about_name, g.tagline, g.gweb_aboutus, g.logo, g.image, g.image_link, g.address1, g.city, g.state, g.zip,
  g.landing_url, g.custom_domain, g.brand_color, g.default_platform_group_id, g.landing_variant
  FROM groups g JOIN agents a ON a.agent_id = g.agent_id`;


/** Any rep, disabled or not: what mail about an earlier enrollment names. */
export const agentById = (db: Queryable, id: string) => row(db, AgentRow, `${AGENT} WHERE agent_id = $1`, [id]);
/** A rep whose site still answers: shoppers' lookups and new quotes (a disabled rep's site stops selling). */
export const activeAgentById = (db: Queryable, id: string) => row(db, AgentRow, `${AGENT} WHERE agent_id = $1 AND disabled_at IS NULL`, [id]);
/** Access codes are matched without regard to case: people type them from a printed card. */
// A disabled rep (docs/adr/0801-operators.md) is found by neither: their code and landing address stop answering.
export const agentByCode = (db: Queryable, code: string) => row(db, AgentRow, `${AGENT} WHERE upper(agent_code) = upper($1) AND disabled_at IS NULL`, [code]);
export const agentByLanding = (db: Queryable, segment: string) =>
  row(db, AgentRow, `${AGENT} WHERE lower(landing_url) = lower($1) AND disabled_at IS NULL`, [segment]);

/**
 * A group whose site anyone can open (its landing page or its own domain): what that site hands out, its context and
 * its code, is no secret. A group without one is entered only by its code (docs/adr/0203).
 */
export const hasPublicSite = (group: Pick<GroupRow, 'landing_url' | 'custom_domain'>): boolean => Boolean(group.landing_url || group.custom_domain);

export const groupById = (db: Queryable, id: string) => row(db, GroupRow, `${GROUP} WHERE g.gid = $1`, [id]);
export const groupByCode = (db: Queryable, code: string) => row(db, GroupRow, `${GROUP} WHERE upper(g.gcode) = upper($1)`, [code]);
export const groupByLanding = (db: Queryable, segment: string) =>
  row(db, GroupRow, `${GROUP} WHERE lower(g.landing_url) = lower($1)`, [segment]);
export const groupByDomain = (db: Queryable, domain: string) =>
  row(db, GroupRow, `${GROUP} WHERE lower(g.custom_domain) = lower($1)`, [domain]);

const SettingRow = t.type({ key: t.string, value: t.string });

/** The settings of a domain: the shared '*' rows, overridden key by key by the domain's own. */
export const siteSettings = async (db: Queryable, domain: string): Promise<Map<string, string>> => {
  const settings = await rows(
    db,
    SettingRow,
    "SELECT key, value FROM site_settings WHERE site_domain = '*' OR lower(site_domain) = lower($1) ORDER BY (site_domain = '*') DESC, key",
    [domain],
  );
  return new Map(settings.map((r) => [r.key, r.value]));
};

export const defaultSetting = async (db: Queryable, key: string): Promise<string | undefined> =>
  (await row(db, t.type({ value: t.string }), "SELECT value FROM site_settings WHERE site_domain = '*' AND key = $1", [key]))?.value;

/** The keys a domain sets itself (without the shared '*' rows). */
export const ownSettingKeys = async (db: Queryable, domain: string): Promise<Set<string>> =>
  new Set((await rows(db, t.type({ key: t.string }), 'SELECT key FROM site_settings WHERE lower(site_domain) = lower($1)', [domain])).map((r) => r.key));

export const ReferralRow = t.type({
  agent_id: t.string,
  group_id: Nullable(t.string),
  portal_id: Nullable(t.string),
  referrer_info: t.string,
  valid: t.boolean,
});

export const referralById = (db: Queryable, referralId: string) =>
  row(db, ReferralRow, 'SELECT agent_id, group_id, portal_id, referrer_info, valid FROM referrals WHERE referral_id = $1', [referralId]);

/** An enrollment portal and whose it is: a rep's own (no group), or one group's. */
export const PortalOwnerRow = t.type({ platform_group_id: t.string, agent_id: t.string, group_id: Nullable(t.string) });

export const portalById = (db: Queryable, portalId: string) =>
  row(db, PortalOwnerRow, 'SELECT platform_group_id, agent_id, group_id FROM portals WHERE platform_group_id = $1', [portalId]);

const NameAndColor = t.type({ name: t.string, color: t.string });

/** The name and colour an agent's or group's generated logo and portrait are drawn with. */
export const agentArt = (db: Queryable, agentId: string) =>
  row(db, NameAndColor, "SELECT first_name || ' ' || last_name AS name, brand_color AS color FROM agents WHERE agent_id = $1", [agentId]);
export const groupArt = (db: Queryable, groupId: string) =>
  row(db, NameAndColor, 'SELECT gname AS name, brand_color AS color FROM groups WHERE gid = $1', [groupId]);

export const agentName = (agent: Pick<AgentRow, 'first_name' | 'middle_name' | 'last_name'>) =>
  [agent.first_name, agent.middle_name, agent.last_name].filter(Boolean).join(' ');

/** Agent landing info (doc 000 section 3) as the wire carries it. */
export const agentLandingInfo = (a: AgentRow) => ({
  agent_id: a.agent_id,
  agent_code: a.agent_code,
  display_name: a.display_name,
  display_phone: a.display_phone,
  display_email: a.display_email,
  display_about_name: a.display_about_name,
  tagline: a.tagline,
  logo: a.logo,
  image: a.image,
  image_link: a.image_link,
  agent_bio: a.agent_bio,
  brand_color: a.brand_color,
  landing_variant: a.landing_variant,
});

/** Group landing info (doc 000 section 3) as the wire carries it. */
export const groupLandingInfo = (g: GroupRow) => ({
  gid: g.gid,
  gname: g.gname,
  gagent_code: g.agent_code,
  display_name: g.display_name,
  display_phone: g.display_phone,
  display_email: g.display_email,
  display_about_name: g.display_about_name,
  tagline: g.tagline,
  logo: g.logo,
  image: g.image,
  image_link: g.image_link,
  gweb_aboutus: g.gweb_aboutus,
  address_information: { address1: g.address1, city: g.city, state: g.state, zip: g.zip },
  brand_color: g.brand_color,
  landing_variant: g.landing_variant,
});

/** What says which site an enrollment (or a quote of it) belongs to. */
export interface EnrollmentSiteContext {
  readonly group_id?: string | undefined;
  readonly agent_id?: string | undefined;
}

/** A site as mail and link pages show it: its name, logo and colour, and its custom domain if it has one. */
export interface SiteIdentity {
  readonly name: string;
  readonly logo: string;
  readonly color: string;
  readonly customDomain: string | null;
}

/**
 * The site an enrollment came through: its group's (a group's enrollments are the group's, on its own domain if it
 * has one), else its rep's.
 */
export const siteOfEnrollment = async (db: Queryable, context: EnrollmentSiteContext): Promise<SiteIdentity | undefined> => {
  const group = context.group_id ? await groupById(db, context.group_id) : undefined;
  if (group) return { name: group.display_name || group.gname, logo: group.logo, color: group.brand_color, customDomain: group.custom_domain };
  const agent = context.agent_id ? await agentById(db, context.agent_id) : undefined;
  if (agent) return { name: agent.display_name || agentName(agent), logo: agent.logo, color: agent.brand_color, customDomain: null };
  return undefined;
};
