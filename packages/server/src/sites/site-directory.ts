import type { Queryable } from '../db/database.ts';

/**
 * Reads of the sites a visitor can land on: reps (agents), employer groups and custom domains, and the
 * per-site settings. Everything here is public site information; nothing about members or enrollments.
 */
export interface AgentRow {
  readonly agent_id: string;
  readonly agent_code: string;
  readonly first_name: string;
  readonly middle_name: string | null;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly display_name: string;
  readonly display_phone: string;
  readonly display_email: string;
  readonly display_about_name: string;
  readonly tagline: string;
  readonly agent_bio: string;
  readonly logo: string;
  readonly image: string;
  readonly image_link: string;
  readonly landing_url: string | null;
  readonly brand_color: string;
  readonly landing_variant: string;
}

export interface GroupRow {
  readonly gid: string;
  readonly gname: string;
  readonly gcode: string;
  readonly agent_id: string;
  readonly agent_code: string;
  readonly display_name: string;
  readonly display_phone: string;
  readonly display_email: string;
  readonly display_about_name: string;
  readonly tagline: string;
  readonly gweb_aboutus: string;
  readonly logo: string;
  readonly image: string;
  readonly image_link: string;
  readonly address1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly landing_url: string | null;
  readonly custom_domain: string | null;
  readonly brand_color: string;
  readonly default_platform_group_id: string | null;
  readonly landing_variant: string;
}

const AGENT = 'SELECT * FROM agents';
const GROUP = 'SELECT g.*, a.agent_code FROM groups g JOIN agents a ON a.agent_id = g.agent_id';

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

export const agentById = (db: Queryable, id: string) => first(db.query<AgentRow>(`${AGENT} WHERE agent_id = $1`, [id]));
/** Access codes are matched without regard to case: people type them from a printed card. */
export const agentByCode = (db: Queryable, code: string) => first(db.query<AgentRow>(`${AGENT} WHERE upper(agent_code) = upper($1)`, [code]));
export const agentByLanding = (db: Queryable, segment: string) =>
  first(db.query<AgentRow>(`${AGENT} WHERE lower(landing_url) = lower($1)`, [segment]));

export const groupById = (db: Queryable, id: string) => first(db.query<GroupRow>(`${GROUP} WHERE g.gid = $1`, [id]));
export const groupByCode = (db: Queryable, code: string) => first(db.query<GroupRow>(`${GROUP} WHERE upper(g.gcode) = upper($1)`, [code]));
export const groupByLanding = (db: Queryable, segment: string) =>
  first(db.query<GroupRow>(`${GROUP} WHERE lower(g.landing_url) = lower($1)`, [segment]));
export const groupByDomain = (db: Queryable, domain: string) =>
  first(db.query<GroupRow>(`${GROUP} WHERE lower(g.custom_domain) = lower($1)`, [domain]));

/** The settings of a domain: the shared '*' rows, overridden key by key by the domain's own. */
export const siteSettings = async (db: Queryable, domain: string): Promise<Map<string, string>> => {
  const rows = await db.query<{ site_domain: string; key: string; value: string }>(
    "SELECT site_domain, key, value FROM site_settings WHERE site_domain = '*' OR lower(site_domain) = lower($1) ORDER BY (site_domain = '*') DESC, key",
    [domain],
  );
  return new Map(rows.map((r) => [r.key, r.value]));
};

export const defaultSetting = async (db: Queryable, key: string): Promise<string | undefined> =>
  (await db.query<{ value: string }>("SELECT value FROM site_settings WHERE site_domain = '*' AND key = $1", [key]))[0]?.value;

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
