import type { FastifyInstance, FastifyReply } from 'fastify';
import { Messages } from '@benefit-store/domain';
import { ShellRoutes, routePattern } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import {
  agentById,
  agentByCode,
  agentByLanding,
  agentLandingInfo,
  agentName,
  defaultSetting,
  groupByCode,
  groupByDomain,
  groupById,
  groupByLanding,
  groupLandingInfo,
  siteSettings,
  type AgentRow,
  type GroupRow,
} from '../sites/site-directory.ts';
import { decodeSiteDomain } from '../sites/site-domain.ts';
import { siteMediaPath, SITE_IMAGE_KEYS } from './shell-media-routes.ts';

type Query = { Querystring: Record<string, string | undefined> };


/** 204, empty: the spec's "not found" for site lookups. */
const noContent = (reply: FastifyReply) => reply.code(204).send();

/** A required query value, or the field-error envelope naming it. */
const required = (reply: FastifyReply, query: Record<string, string | undefined>, name: string): string | undefined => {
  const value = (query[name] ?? '').trim();
  if (value === '') {
    void sendFieldErrors(reply, 422, { [name]: Messages.fieldRequired });
    return undefined;
  }
  return value;
};

/** Ids are short tokens; anything else cannot name a row and is answered like an unknown id. */
const plausibleId = (value: string) => value.length <= 64;

const landingData = (site: { kind: 'agent'; agent: AgentRow } | { kind: 'group'; group: GroupRow }) =>
  site.kind === 'agent'
    ? {
        type: 'agent' as const,
        agent_id: site.agent.agent_id,
        group_id: null,
        landing_url: site.agent.landing_url ?? '',
        gagent_code: site.agent.agent_code,
        gcode: null,
        gname: null,
        display_name: site.agent.display_name,
        agent_name: agentName(site.agent),
      }
    : {
        type: 'group' as const,
        agent_id: site.group.agent_id,
        group_id: site.group.gid,
        landing_url: site.group.landing_url ?? '',
        gagent_code: site.group.agent_code,
        gcode: site.group.gcode,
        gname: site.group.gname,
        display_name: site.group.display_name,
      };

/**
 * Public site information: who a landing segment, access code, group code, referral or custom domain
 * belongs to, and how each site is branded. Nothing here reads members or enrollments.
 */
export const registerShellSiteRoutes = (app: FastifyInstance, { db }: { db: Database }) => {
  app.get<Query>(routePattern(ShellRoutes.getAgentLandingPageInfo), async (request, reply) => {
    const id = required(reply, request.query, 'agent_id');
    if (id === undefined) return reply;
    const agent = plausibleId(id) ? await agentById(db, id) : undefined;
    return agent ? success(agentLandingInfo(agent)) : noContent(reply);
  });

  app.get<Query>(routePattern(ShellRoutes.getAgentAboutPageInfo), async (request, reply) => {
    const id = required(reply, request.query, 'agent_id');
    if (id === undefined) return reply;
    const agent = plausibleId(id) ? await agentById(db, id) : undefined;
    return agent ? success(agentLandingInfo(agent)) : noContent(reply);
  });

  app.get<Query>(routePattern(ShellRoutes.getGroupLandingPageInfo), async (request, reply) => {
    const id = required(reply, request.query, 'group_id');
    if (id === undefined) return reply;
    const group = plausibleId(id) ? await groupById(db, id) : undefined;
    return group ? success(groupLandingInfo(group)) : noContent(reply);
  });

  app.get<Query>(routePattern(ShellRoutes.getGroupAboutPageInfo), async (request, reply) => {
    const id = required(reply, request.query, 'group_id');
    if (id === undefined) return reply;
    const group = plausibleId(id) ? await groupById(db, id) : undefined;
    return group ? success(groupLandingInfo(group)) : noContent(reply);
  });

  app.get<Query>(routePattern(ShellRoutes.getExternalSiteDynamicInformation), async (request, reply) => {
    const raw = required(reply, request.query, 'site_domain');
    if (raw === undefined) return reply;
    const domain = decodeSiteDomain(raw);
    if (domain === '') return sendFieldErrors(reply, 422, { site_domain: Messages.siteDomainInvalid });
    const group = await groupByDomain(db, domain);
    const settings = await siteSettings(db, domain);
    const mediaSite = group ? domain : 'default';
    const values = new Map<string, string>();
    for (const [key, value] of settings) values.set(key, value);
    // A custom domain is branded as its group unless a row of its own says otherwise.
    if (group) {
      const explicit = await db.query<{ key: string }>('SELECT key FROM site_settings WHERE lower(site_domain) = lower($1)', [domain]);
      const overridden = new Set(explicit.map((r) => r.key));
      const fromGroup: Record<string, string> = {
        site_title: group.display_name,
        display_name: group.display_name,
        display_phone: group.display_phone,
        display_email: group.display_email,
        tagline: group.tagline,
        brand_color: group.brand_color,
      };
      for (const [key, value] of Object.entries(fromGroup)) if (!overridden.has(key)) values.set(key, value);
    }
    for (const key of SITE_IMAGE_KEYS) if (!values.has(key)) values.set(key, siteMediaPath(mediaSite, key));
    // Internal settings stay on the server.
    for (const key of ['ticket_link', 'elevate_portal_id', 'about']) values.delete(key);
    return success([...values].map(([key, value]) => ({ key, value })));
  });

  app.get<Query>(routePattern(ShellRoutes.getDomainSiteInformation), async (request, reply) => {
    const raw = required(reply, request.query, 'site_domain');
    if (raw === undefined) return reply;
    const domain = decodeSiteDomain(raw);
    const group = domain === '' ? undefined : await groupByDomain(db, domain);
    if (!group) return noContent(reply);
    return success({ gid: group.gid, gagent_code: group.agent_code, gname: group.gname });
  });

  app.get<Query>(routePattern(ShellRoutes.validateLandingPage), async (request, reply) => {
    const segment = required(reply, request.query, 'landing_page');
    if (segment === undefined) return reply;
    if (segment.length > 128) return noContent(reply);
    const agent = await agentByLanding(db, segment);
    if (agent) return success(landingData({ kind: 'agent', agent }));
    const group = await groupByLanding(db, segment);
    if (group) return success(landingData({ kind: 'group', group }));
    return noContent(reply);
  });

  app.get<Query>(routePattern(ShellRoutes.getExternalSiteInformation), async (request, reply) => {
    const name = required(reply, request.query, 'site_name');
    if (name === undefined) return reply;
    if (name.length > 255) return noContent(reply);
    const byDomain = await groupByDomain(db, decodeSiteDomain(name) || name);
    const group = byDomain ?? (await groupByLanding(db, name));
    if (group) {
      return success({
        site_name: name,
        type: 'group',
        agent_id: group.agent_id,
        group_id: group.gid,
        display_name: group.display_name,
        logo: group.logo,
        landing_url: group.landing_url,
        custom_domain: group.custom_domain,
      });
    }
    const agent = await agentByLanding(db, name);
    if (agent) {
      return success({ site_name: name, type: 'agent', agent_id: agent.agent_id, group_id: null, display_name: agent.display_name, logo: agent.logo, landing_url: agent.landing_url, custom_domain: null });
    }
    return noContent(reply);
  });

  app.get<Query>(routePattern(ShellRoutes.getEnrollmentInfoReferral), async (request, reply) => {
    const rid = required(reply, request.query, 'referral_id');
    if (rid === undefined) return reply;
    const rows = rid.length > 64 ? [] : await db.query<{ agent_id: string; group_id: string | null; portal_id: string | null; referrer_info: string; valid: boolean }>(
      'SELECT agent_id, group_id, portal_id, referrer_info, valid FROM referrals WHERE referral_id = $1',
      [rid],
    );
    const referral = rows[0];
    if (!referral) return noContent(reply);
    return success({
      agent_id: referral.agent_id,
      group_id: referral.group_id,
      portal_id: referral.portal_id,
      valid_referral_link: referral.valid,
      referrer_info: referral.referrer_info,
    });
  });

  app.get(routePattern(ShellRoutes.getDefaultInfo), async () => {
    const settings = await siteSettings(db, '*');
    return success({
      display_name: settings.get('display_name') ?? 'Benefit Store',
      display_phone: settings.get('display_phone') ?? '',
      display_email: settings.get('display_email') ?? '',
      tagline: settings.get('tagline') ?? '',
      about: settings.get('about') ?? '',
      display_about_name: settings.get('display_name') ?? 'Benefit Store',
      logo: siteMediaPath('default', 'logo'),
      brand_color: settings.get('brand_color') ?? '#1f4fd1',
    });
  });

  app.get<Query>(routePattern(ShellRoutes.getAgentInfoEnroll), async (request, reply) => {
    const id = required(reply, request.query, 'agent_id');
    if (id === undefined) return reply;
    const agent = plausibleId(id) ? await agentById(db, id) : undefined;
    if (!agent) return noContent(reply);
    return success({
      agent_id: agent.agent_id,
      agent_fname: agent.first_name,
      agent_mname: agent.middle_name,
      agent_lname: agent.last_name,
      agent_code: agent.agent_code,
      email: agent.display_email,
      phone: agent.display_phone,
    });
  });

  app.get<Query>(routePattern(ShellRoutes.getGroupInfoEnroll), async (request, reply) => {
    const id = required(reply, request.query, 'group_id');
    if (id === undefined) return reply;
    const group = plausibleId(id) ? await groupById(db, id) : undefined;
    if (!group) return noContent(reply);
    return success({
      gid: group.gid,
      gname: group.gname,
      gcode: group.gcode,
      agent_id: group.agent_id,
      address_information: { address1: group.address1, city: group.city, state: group.state, zip: group.zip },
    });
  });

  app.get(routePattern(ShellRoutes.getElevateInfo), async (_request, reply) => {
    const portal = await defaultSetting(db, 'elevate_portal_id');
    return portal ? success({ portal_id: portal }) : noContent(reply);
  });

  app.get<Query>(routePattern(ShellRoutes.validateAgent), async (request, reply) => {
    const code = required(reply, request.query, 'agent_code');
    if (code === undefined) return reply;
    const agent = code.length > 64 ? undefined : await agentByCode(db, code);
    if (!agent) return noContent(reply);
    return success({
      agent_id: agent.agent_id,
      first_name: agent.first_name,
      last_name: agent.last_name,
      email: agent.display_email,
      phone: agent.display_phone,
      agent_code: agent.agent_code,
      logo: agent.logo,
      image: agent.image,
      landing_url: agent.landing_url,
    });
  });

  app.get<Query>(routePattern(ShellRoutes.validateGroup), async (request, reply) => {
    const code = required(reply, request.query, 'group_code');
    if (code === undefined) return reply;
    const group = code.length > 64 ? undefined : await groupByCode(db, code);
    if (!group) return noContent(reply);
    return success({ name: group.gname, group_id: group.gid, landing_url: group.landing_url });
  });

  app.get(routePattern(ShellRoutes.getTicketLink), async () => success({ ticket: (await defaultSetting(db, 'ticket_link')) ?? '' }));
};
