import { Messages } from '@benefit-store/domain';
import { ShellRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { answer, type Door } from '../http/door.ts';
import { countedGuess, type RateLimits } from '../security/rate-limit.ts';
import { siteMediaPath, SITE_IMAGE_KEYS } from '../media/site-media.ts';
import {
  activeAgentById,
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
  hasPublicSite,
  ownSettingKeys,
  referralById,
  siteSettings,
  type AgentRow,
  type GroupRow,
} from '../repository/site-directory.ts';
import { decodeSiteDomain } from './site-domain.ts';

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
        portal_id: null,
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
        // The group's own enrollment portal: its employees' quotes go through it (doc 001 section 4).
        portal_id: site.group.default_platform_group_id,
      };

/**
 * Public site information: who a landing segment, access code, group code, referral or custom domain
 * belongs to, and how each site is branded. Nothing here reads members or enrollments.
 */
export const registerSiteRoutes = (door: Door, { db, limits, now }: { db: Database; limits: RateLimits; now: () => Date }) => {
  // A lookup by id: 422 for no id at all, 204 for an id that names nothing.
  const agentOr204 = async (id: string, show: (agent: AgentRow) => unknown) => {
    if (id === '') return answer.fail(422, { agent_id: Messages.fieldRequired });
    // A disabled rep's site is gone for shoppers, as one that never was (docs/adr/0801-operators.md).
    const agent = await activeAgentById(db, id);
    return agent ? answer.ok(show(agent)) : answer.none();
  };
  const groupOr204 = async (id: string, show: (group: GroupRow) => unknown) => {
    if (id === '') return answer.fail(422, { group_id: Messages.fieldRequired });
    const group = await groupById(db, id);
    return group ? answer.ok(show(group)) : answer.none();
  };

  door.route(ShellRoutes.getAgentLandingPageInfo, { session: 'none' }, ({ query }) => agentOr204(query.agent_id, agentLandingInfo));
  door.route(ShellRoutes.getAgentAboutPageInfo, { session: 'none' }, ({ query }) => agentOr204(query.agent_id, agentLandingInfo));
  door.route(ShellRoutes.getGroupLandingPageInfo, { session: 'none' }, ({ query }) => groupOr204(query.group_id, groupLandingInfo));
  door.route(ShellRoutes.getGroupAboutPageInfo, { session: 'none' }, ({ query }) => groupOr204(query.group_id, groupLandingInfo));

  door.route(ShellRoutes.getExternalSiteDynamicInformation, { session: 'none' }, async ({ query }) => {
    if (query.site_domain === '') return answer.fail(422, { site_domain: Messages.fieldRequired });
    const domain = decodeSiteDomain(query.site_domain);
    if (domain === '') return answer.fail(422, { site_domain: Messages.siteDomainInvalid });
    const group = await groupByDomain(db, domain);
    const values = new Map(await siteSettings(db, domain));
    // A custom domain is branded as its group unless a row of its own says otherwise.
    if (group) {
      const overridden = await ownSettingKeys(db, domain);
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
    const mediaSite = group ? domain : 'default';
    for (const key of SITE_IMAGE_KEYS) if (!values.has(key)) values.set(key, siteMediaPath(mediaSite, key));
    // Internal settings stay on the server.
    for (const key of ['ticket_link', 'elevate_portal_id', 'about']) values.delete(key);
    return answer.ok([...values].map(([key, value]) => ({ key, value })));
  });

  door.route(ShellRoutes.getDomainSiteInformation, { session: 'none' }, async ({ query }) => {
    if (query.site_domain === '') return answer.fail(422, { site_domain: Messages.fieldRequired });
    const domain = decodeSiteDomain(query.site_domain);
    const group = domain === '' ? undefined : await groupByDomain(db, domain);
    return group
      ? answer.ok({ gid: group.gid, gagent_code: group.agent_code, gname: group.gname, gcode: group.gcode, portal_id: group.default_platform_group_id })
      : answer.none();
  });

  door.route(ShellRoutes.validateLandingPage, { session: 'none' }, async ({ query }) => {
    const segment = query.landing_page;
    if (segment === '') return answer.fail(422, { landing_page: Messages.fieldRequired });
    const agent = await agentByLanding(db, segment);
    if (agent) return answer.ok(landingData({ kind: 'agent', agent }));
    const group = await groupByLanding(db, segment);
    return group ? answer.ok(landingData({ kind: 'group', group })) : answer.none();
  });

  door.route(ShellRoutes.getExternalSiteInformation, { session: 'none' }, async ({ query }) => {
    const name = query.site_name;
    if (name === '') return answer.fail(422, { site_name: Messages.fieldRequired });
    const group = (await groupByDomain(db, decodeSiteDomain(name) || name)) ?? (await groupByLanding(db, name));
    if (group) {
      return answer.ok({
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
    if (!agent) return answer.none();
    return answer.ok({
      site_name: name,
      type: 'agent',
      agent_id: agent.agent_id,
      group_id: null,
      display_name: agent.display_name,
      logo: agent.logo,
      landing_url: agent.landing_url,
      custom_domain: null,
    });
  });

  door.route(ShellRoutes.getEnrollmentInfoReferral, { session: 'none' }, async ({ query }) => {
    if (query.referral_id === '') return answer.fail(422, { referral_id: Messages.fieldRequired });
    const referral = await referralById(db, query.referral_id);
    if (!referral) return answer.none();
    return answer.ok({
      agent_id: referral.agent_id,
      group_id: referral.group_id,
      portal_id: referral.portal_id,
      valid_referral_link: referral.valid,
      referrer_info: referral.referrer_info,
    });
  });

  door.route(ShellRoutes.getDefaultInfo, { session: 'none' }, async () => {
    const settings = await siteSettings(db, '*');
    return answer.ok({
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

  door.route(ShellRoutes.getAgentInfoEnroll, { session: 'none' }, ({ query }) =>
    agentOr204(query.agent_id, (agent) => ({
      agent_id: agent.agent_id,
      agent_fname: agent.first_name,
      agent_mname: agent.middle_name,
      agent_lname: agent.last_name,
      agent_code: agent.agent_code,
      email: agent.display_email,
      phone: agent.display_phone,
    })),
  );

  door.route(ShellRoutes.getGroupInfoEnroll, { session: 'none' }, ({ query }) =>
    groupOr204(query.group_id, (group) => ({
      gid: group.gid,
      gname: group.gname,
      // Looked up by id, which any visitor can name: the code only where the group's public site gives it out already.
      ...(hasPublicSite(group) ? { gcode: group.gcode } : {}),
      agent_id: group.agent_id,
      address_information: { address1: group.address1, city: group.city, state: group.state, zip: group.zip },
    })),
  );

  door.route(ShellRoutes.getElevateInfo, { session: 'none' }, async () => {
    const portal = await defaultSetting(db, 'elevate_portal_id');
    return portal ? answer.ok({ portal_id: portal }) : answer.none();
  });

  door.route(ShellRoutes.validateAgent, { session: 'none' }, async ({ query }) => {
    if (query.agent_code === '') return answer.fail(422, { agent_code: Messages.fieldRequired });
    const agent = await agentByCode(db, query.agent_code);
    if (!agent) return answer.none();
    return answer.ok({
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

  door.route(ShellRoutes.validateGroup, { session: 'none' }, async ({ query, request }) => {
    if (query.group_code === '') return answer.fail(422, { group_code: Messages.fieldRequired });
    // Wrong codes are counted per address (docs/adr/0006, docs/adr/0203).
    const group = await countedGuess(db, limits.groupCodes, request.ip, now(), () => groupByCode(db, query.group_code));
    if (group === 'too-many') return answer.fail(429, { group_code: Messages.tooManyGroupCodes });
    if (!group) return answer.none();
    return answer.ok({ name: group.gname, group_id: group.gid, landing_url: group.landing_url });
  });

  door.route(ShellRoutes.getTicketLink, { session: 'none' }, async () => answer.ok({ ticket: (await defaultSetting(db, 'ticket_link')) ?? '' }));
};
