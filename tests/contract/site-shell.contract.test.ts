import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { apiClient, httpFilterGateway, httpSiteDirectory, httpStorefront, type ApiClient } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport, type CookieJar } from '@benefit-store/adapters-http/node';
import {
  AddFilterForMemberResponse,
  ErrorEnvelope,
  GetAgentAboutPageInfoResponse,
  GetAgentInfoEnrollResponse,
  GetAgentLandingPageInfoResponse,
  GetCartNumberResponse,
  GetDefaultInfoResponse,
  GetDomainSiteInformationResponse,
  GetElevateInfoResponse,
  GetEnrollmentInfoReferralResponse,
  GetExternalSiteInformationResponse,
  GetFeaturedPlansResponse,
  GetGroupAboutPageInfoResponse,
  GetGroupInfoEnrollResponse,
  GetGroupLandingPageInfoResponse,
  GetHomepagePlanResponse,
  GetMenuResponse,
  GetMoreRequirementResponse,
  GetSiteDynamicInformationResponse,
  GetTicketLinkResponse,
  ShellRoutes,
  TrackElevateTrafficResponse,
  ValidateAgentResponse,
  ValidateGroupResponse,
  ValidateLandingPageResponse,
  decode,
  type Route,
} from '@benefit-store/contract';
import { Messages, parseUsDate, type QuoteFilter } from '@benefit-store/domain';
import { idTokens } from '@benefit-store/server';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('site-shell contract')) ? (['postgres'] as const) : [])];

const b64 = (host: string) => Buffer.from(host).toString('base64');
const filter: QuoteFilter = { zip: '75001' as QuoteFilter['zip'], gender: '0', tier: 'IO', dob: parseUsDate('01/15/1985')._unsafeUnwrap() };

interface Visitor {
  readonly api: ApiClient;
  readonly jar: CookieJar;
}
const visitor = (server: TestServer): Visitor => {
  const jar = cookieJar();
  return { api: apiClient(undiciTransport(server.url, jar)), jar };
};

/** One exchange on the wire, as a production client would see it. */
const call = async (server: TestServer, route: Route, options: { query?: Record<string, string>; body?: unknown; as?: Visitor } = {}) => {
  const search = new URLSearchParams(options.query ?? {}).toString();
  const cookie = options.as?.jar.header();
  const response = await request(`${server.url}${route.prefix}${route.path}${search ? `?${search}` : ''}`, {
    method: route.method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.body.text();
  return { status: response.statusCode, text, body: text ? (JSON.parse(text) as unknown) : null };
};

/** Decodes a success body with its codec, failing the test with the codec's own words otherwise. */
const decoded = <A>(codec: { decode: (u: unknown) => unknown } & Parameters<typeof decode<A>>[0], body: unknown): A => {
  const result = decode(codec, body);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.value;
};

/** The field-error envelope, with the one field it names. */
const expectFieldError = (answer: { status: number; body: unknown }, status: number, target: string, message?: string) => {
  expect(answer.status).toBe(status);
  const envelope = decoded(ErrorEnvelope, answer.body);
  expect(envelope.data.map((e) => e.target_element)).toContain(target);
  if (message) expect(envelope.data.find((e) => e.target_element === target)?.error_message).toBe(message);
};

const expectNoContent = (answer: { status: number; text: string }) => {
  expect(answer.status).toBe(204);
  expect(answer.text).toBe('');
};

describe.each(backends)('site shell contract on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves agent and group landing and about info; 204 for unknown ids; field errors without an id', async () => {
    const agent = decoded(GetAgentLandingPageInfoResponse, (await call(server, ShellRoutes.getAgentLandingPageInfo, { query: { agent_id: '1001' } })).body);
    expect(agent.data).toMatchObject({ agent_id: '1001', agent_code: 'REP1001', display_name: 'Avery Benefits Group', brand_color: '#0f766e' });
    const about = decoded(GetAgentAboutPageInfoResponse, (await call(server, ShellRoutes.getAgentAboutPageInfo, { query: { agent_id: '1002' } })).body);
    expect(about.data.display_about_name).toBe('Morgan Lee');
    expect(about.data.landing_variant).toBe('slides');
    const group = decoded(GetGroupLandingPageInfoResponse, (await call(server, ShellRoutes.getGroupLandingPageInfo, { query: { group_id: '3001' } })).body);
    expect(group.data).toMatchObject({ gid: '3001', gname: 'Acme Manufacturing', gagent_code: 'REP1001', address_information: { address1: '4400 Legacy Dr', city: 'Plano', state: 'TX', zip: '75024' } });
    const groupAbout = decoded(GetGroupAboutPageInfoResponse, (await call(server, ShellRoutes.getGroupAboutPageInfo, { query: { group_id: '2512' } })).body);
    expect(groupAbout.data.gweb_aboutus).toMatch(/cooperative/);

    for (const [route, key] of [
      [ShellRoutes.getAgentLandingPageInfo, 'agent_id'],
      [ShellRoutes.getAgentAboutPageInfo, 'agent_id'],
      [ShellRoutes.getGroupLandingPageInfo, 'group_id'],
      [ShellRoutes.getGroupAboutPageInfo, 'group_id'],
      [ShellRoutes.getAgentInfoEnroll, 'agent_id'],
      [ShellRoutes.getGroupInfoEnroll, 'group_id'],
    ] as const) {
      expectNoContent(await call(server, route, { query: { [key]: '999999' } }));
      expectFieldError(await call(server, route), 422, key, Messages.fieldRequired);
    }

    const directory = httpSiteDirectory(visitor(server).api);
    expect((await directory.agentHeader('1001'))._unsafeUnwrap()).toMatchObject({ kind: 'agent', aboutName: 'Jordan Avery', landingVariant: 'form' });
    expect((await directory.groupHeader('3001'))._unsafeUnwrap().address?.city).toBe('Plano');
    expect((await directory.agentHeader('nope'))._unsafeUnwrapErr().kind).toBe('not-found');
  });

  it('brands each host from get-external-site-dynamic-information, with generated images for every key', async () => {
    const acme = decoded(GetSiteDynamicInformationResponse, (await call(server, ShellRoutes.getExternalSiteDynamicInformation, { query: { site_domain: b64('acme.localhost') } })).body);
    const settings = Object.fromEntries(acme.data.map(({ key, value }) => [key, value]));
    expect(settings).toMatchObject({ site_title: 'Acme Employee Benefits', brand_color: '#c2410c' });
    for (const key of ['cart_logo', 'banner_image', 'thank_you_image', 'footer_logo', 'ios_icon', 'android_icon', 'favicon']) {
      expect(settings[key]).toMatch(/^\/media\/site\/acme\.localhost\/[a-z-]+\.svg$/);
      const image = await request(server.url + settings[key]);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(await image.body.text()).toContain('<svg');
    }
    expect(settings.ticket_link).toBeUndefined();

    const main = (await httpSiteDirectory(visitor(server).api).branding('localhost'))._unsafeUnwrap();
    expect(main).toMatchObject({ title: 'Benefit Store', brandColor: '#1f4fd1', androidEnabled: true });
    expect(main.favicon).toBe('/media/site/default/favicon.svg');

    expectFieldError(await call(server, ShellRoutes.getExternalSiteDynamicInformation), 422, 'site_domain');
    expectFieldError(await call(server, ShellRoutes.getExternalSiteDynamicInformation, { query: { site_domain: '<script>' } }), 422, 'site_domain');
  });

  it('resolves a custom domain to its group with get-domainSite-infromation, and answers 204 for any other host', async () => {
    const acme = decoded(GetDomainSiteInformationResponse, (await call(server, ShellRoutes.getDomainSiteInformation, { query: { site_domain: b64('acme.localhost:8080') } })).body);
    expect(acme.statusCode).toBe(200);
    expect(acme.data).toMatchObject({ gid: '3001', gagent_code: 'REP1001' });
    expectNoContent(await call(server, ShellRoutes.getDomainSiteInformation, { query: { site_domain: b64('localhost') } }));
    expectNoContent(await call(server, ShellRoutes.getDomainSiteInformation, { query: { site_domain: b64('nowhere.example') } }));
    expectFieldError(await call(server, ShellRoutes.getDomainSiteInformation), 422, 'site_domain');
    // The group's code and its own portal: its employees' quotes go through portal 503.
    expect((await httpSiteDirectory(visitor(server).api).domainSite('acme.localhost'))._unsafeUnwrap()).toMatchObject({ groupId: '3001', groupCode: 'ACME2024', portalId: '503' });
  });

  it('validates landing segments, access codes and group codes', async () => {
    const rep = decoded(ValidateLandingPageResponse, (await call(server, ShellRoutes.validateLandingPage, { query: { landing_page: 'jordan-avery' } })).body);
    expect(rep).toMatchObject({ statusCode: 200, data: { type: 'agent', agent_id: '1001', landing_url: 'jordan-avery', gagent_code: 'REP1001' } });
    const group = decoded(ValidateLandingPageResponse, (await call(server, ShellRoutes.validateLandingPage, { query: { landing_page: 'acme' } })).body);
    expect(group.data).toMatchObject({ type: 'group', group_id: '3001', gcode: 'ACME2024', gname: 'Acme Manufacturing', landing_url: 'acme', portal_id: '503' });
    expect((await httpSiteDirectory(visitor(server).api).landingPage('acme'))._unsafeUnwrap()).toMatchObject({ type: 'group', groupCode: 'ACME2024', portalId: '503' });
    expect((await httpSiteDirectory(visitor(server).api).landingPage('jordan-avery'))._unsafeUnwrap().portalId).toBeUndefined();
    expectNoContent(await call(server, ShellRoutes.validateLandingPage, { query: { landing_page: 'no-such-site' } }));
    expectFieldError(await call(server, ShellRoutes.validateLandingPage), 422, 'landing_page', Messages.fieldRequired);

    const agent = decoded(ValidateAgentResponse, (await call(server, ShellRoutes.validateAgent, { query: { agent_code: 'rep1001' } })).body);
    expect(agent.data).toMatchObject({ first_name: 'Jordan', last_name: 'Avery', email: 'hello@averybenefits.example', phone: '(214) 555-0142', agent_code: 'REP1001', landing_url: 'jordan-avery' });
    expect(agent.data.logo).toMatch(/\.svg$/);
    expectNoContent(await call(server, ShellRoutes.validateAgent, { query: { agent_code: 'NOPE0000' } }));
    expectFieldError(await call(server, ShellRoutes.validateAgent, { query: { agent_code: '  ' } }), 422, 'agent_code', Messages.fieldRequired);

    const acme = decoded(ValidateGroupResponse, (await call(server, ShellRoutes.validateGroup, { query: { group_code: 'ACME2024' } })).body);
    expect(acme.data).toEqual({ name: 'Acme Manufacturing', group_id: '3001', landing_url: 'acme' });
    const beacon = decoded(ValidateGroupResponse, (await call(server, ShellRoutes.validateGroup, { query: { group_code: 'BEACON22' } })).body);
    expect(beacon.data.landing_url).toBeNull();
    expectNoContent(await call(server, ShellRoutes.validateGroup, { query: { group_code: 'WRONG123' } }));
    expectFieldError(await call(server, ShellRoutes.validateGroup), 422, 'group_code', Messages.fieldRequired);

    const directory = httpSiteDirectory(visitor(server).api);
    expect((await directory.validateGroup('BEACON22'))._unsafeUnwrap().landingUrl).toBe('');
    expect((await directory.landingPage('acme'))._unsafeUnwrap()).toMatchObject({ type: 'group', groupId: '3001', groupCode: 'ACME2024' });
    expect((await directory.validateRep('NOPE0000'))._unsafeUnwrapErr().kind).toBe('not-found');
  });

  it('answers external site, referral, default, enroll, elevate and ticket lookups', async () => {
    for (const name of ['acme', 'acme.localhost']) {
      const site = decoded(GetExternalSiteInformationResponse, (await call(server, ShellRoutes.getExternalSiteInformation, { query: { site_name: name } })).body);
      expect(site.data).toMatchObject({ type: 'group', group_id: '3001' });
    }
    const repSite = decoded(GetExternalSiteInformationResponse, (await call(server, ShellRoutes.getExternalSiteInformation, { query: { site_name: 'morgan-lee' } })).body);
    expect(repSite.data).toMatchObject({ type: 'agent', agent_id: '1002' });
    expectNoContent(await call(server, ShellRoutes.getExternalSiteInformation, { query: { site_name: 'nowhere' } }));
    expectFieldError(await call(server, ShellRoutes.getExternalSiteInformation), 422, 'site_name');

    const valid = decoded(GetEnrollmentInfoReferralResponse, (await call(server, ShellRoutes.getEnrollmentInfoReferral, { query: { referral_id: 'JA-REF-7Q2X' } })).body);
    expect(valid.data).toEqual({ agent_id: '1001', group_id: null, portal_id: '501', valid_referral_link: true, referrer_info: 'Jordan Avery' });
    const stale = decoded(GetEnrollmentInfoReferralResponse, (await call(server, ShellRoutes.getEnrollmentInfoReferral, { query: { referral_id: 'ML-REF-OLD1' } })).body);
    expect(stale.data.valid_referral_link).toBe(false);
    expectNoContent(await call(server, ShellRoutes.getEnrollmentInfoReferral, { query: { referral_id: 'NO-SUCH-REF' } }));
    expectFieldError(await call(server, ShellRoutes.getEnrollmentInfoReferral), 422, 'referral_id');

    const defaults = decoded(GetDefaultInfoResponse, (await call(server, ShellRoutes.getDefaultInfo)).body);
    expect(defaults.data).toMatchObject({ display_name: 'Benefit Store', display_email: 'support@benefitstore.example' });
    const agent = decoded(GetAgentInfoEnrollResponse, (await call(server, ShellRoutes.getAgentInfoEnroll, { query: { agent_id: '1002' } })).body);
    expect(agent.data).toMatchObject({ agent_id: '1002', agent_fname: 'Morgan', agent_lname: 'Lee' });
    const group = decoded(GetGroupInfoEnrollResponse, (await call(server, ShellRoutes.getGroupInfoEnroll, { query: { group_id: '2556' } })).body);
    expect(group.data).toMatchObject({ gid: '2556', gname: 'Lone Star Logistics' });
    // A group's code is its employees' way in (docs/adr/0203): looked up by id, only a group whose public site hands it
    // out anyway shows it; the bakery (no landing page, no domain) does not.
    expect(group.data.gcode).toBe('LSL25560');
    const bakery = decoded(GetGroupInfoEnrollResponse, (await call(server, ShellRoutes.getGroupInfoEnroll, { query: { group_id: '3002' } })).body);
    expect(bakery.data).toMatchObject({ gid: '3002', gname: 'Beacon Hill Bakery' });
    expect(JSON.stringify(bakery.data)).not.toContain('BEACON22');
    expect(decoded(GetElevateInfoResponse, (await call(server, ShellRoutes.getElevateInfo)).body).data.portal_id).toBe('501');
    expect(decoded(GetTicketLinkResponse, (await call(server, ShellRoutes.getTicketLink)).body).data.ticket).toMatch(/^mailto:|^https:/);
  });

  it('lists the category menu, featured plans and the home category grid with its images', async () => {
    const menu = decoded(GetMenuResponse, (await call(server, ShellRoutes.getCommonMenu, { query: { eprocess: 'applicant', open_type: 'agent', agent_id: '1001' } })).body);
    expect(menu.data.result.slice(0, 3)).toEqual([
      { key: 'medical', value: 'Medical' },
      { key: 'dental', value: 'Dental' },
      { key: 'vision', value: 'Vision' },
    ]);
    const groupMenu = decoded(GetMenuResponse, (await call(server, ShellRoutes.getGroupMenu, { query: { group_id: '3001', from_site: 'elevate' } })).body);
    expect(groupMenu.data.result.length).toBe(menu.data.result.length);
    expectNoContent(await call(server, ShellRoutes.getGroupMenu, { query: { group_id: '999999' } }));
    expectFieldError(await call(server, ShellRoutes.getGroupMenu), 422, 'group_id');

    const featured = decoded(GetFeaturedPlansResponse, (await call(server, ShellRoutes.getFeaturedPlans, { query: { agent_id: '1001' } })).body);
    expect(featured.data.result.map((p) => p.plan_id)).toEqual(['101', '111', '121', '151']);
    expect(featured.data.result.every((p) => (p.plan_logo ?? '').startsWith('/media/plan-logos/') && (p.plan_short_text ?? '').length > 10)).toBe(true);

    const grid = decoded(GetHomepagePlanResponse, (await call(server, ShellRoutes.getHomepagePlan, { query: { group_id: '3001' } })).body);
    const medical = grid.data.result.find((tile) => tile.key === 'medical');
    expect(medical).toEqual({ key: 'medical', image: '/media/categories/medical.svg', plan: { name: 'Medical' }, link: '/plans?type=medical' });
    for (const tile of grid.data.result) {
      const image = await request(server.url + tile.image);
      expect(image.statusCode).toBe(200);
      expect(await image.body.text()).toContain('<svg');
    }
    const storefront = httpStorefront(visitor(server).api);
    expect((await storefront.menu({ eprocess: 'applicant' }))._unsafeUnwrap()[0]).toEqual({ key: 'medical', label: 'Medical' });
    expect((await storefront.homeCategories({}))._unsafeUnwrap().length).toBe(grid.data.result.length);
  });

  it('answers cart figures, the premier-plan check and elevate traffic to the enrollment owner only', async () => {
    const owner = visitor(server);
    const tempId = (await httpFilterGateway(owner.api).create(filter, { eprocess: 'applicant', enrollType: 'new-member' }))._unsafeUnwrap().tempId;
    const storefront = httpStorefront(owner.api);
    expect((await storefront.cartSummary(tempId))._unsafeUnwrap()).toEqual({ count: 0, amount: 0 });
    expect((await storefront.premierInCart(tempId))._unsafeUnwrap()).toBe(false);

    // Until the cart feature writes it, the cart column is filled here the way that feature stores items.
    await server.db.query('UPDATE temp_enrollments SET cart = $2 WHERE id = $1', [tempId, JSON.stringify([{ plan_id: '101' }, { plan_id: '111' }])]);
    const count = decoded(GetCartNumberResponse, (await call(server, ShellRoutes.getCartCount, { query: { enrollment_id: tempId }, as: owner })).body);
    const amount = decoded(GetCartNumberResponse, (await call(server, ShellRoutes.getCartAmount, { query: { enrollment_id: tempId }, as: owner })).body);
    expect([count.data.result, amount.data.result]).toEqual([2, 421.5]);
    expect(decoded(GetMoreRequirementResponse, (await call(server, ShellRoutes.getMoreRequirement, { query: { enrollment_id: tempId }, as: owner })).body).data.result).toBe(true);
    expect(decoded(TrackElevateTrafficResponse, (await call(server, ShellRoutes.trackElevateTraffic, { body: { enrollment_id: tempId }, as: owner })).body).data.tracked).toBe(true);

    const stranger = visitor(server);
    for (const route of [ShellRoutes.getCartCount, ShellRoutes.getCartAmount, ShellRoutes.getMoreRequirement]) {
      expectFieldError(await call(server, route, { query: { enrollment_id: tempId }, as: stranger }), 404, 'enrollment_id');
      expectFieldError(await call(server, route, { as: stranger }), 422, 'enrollment_id', Messages.fieldRequired);
    }
    expectFieldError(await call(server, ShellRoutes.trackElevateTraffic, { body: { enrollment_id: tempId }, as: stranger }), 404, 'enrollment_id');
    expect((await httpStorefront(stranger.api).cartSummary(tempId))._unsafeUnwrapErr().kind).toBe('not-found');
  });

  it('starts a member quote only for someone entitled to the member', async () => {
    const anonymous = visitor(server);
    expectFieldError(await call(server, ShellRoutes.addFilterForMember, { body: { user_id: '7001', tier: 'IO' }, as: anonymous }), 404, 'user_id');
    expectFieldError(await call(server, ShellRoutes.addFilterForMember, { body: { user_id: '', tier: 'XX' }, as: anonymous }), 422, 'tier', Messages.invalidTier);
    // The member's own link (a sealed id, docs/adr/0400) quotes the member under their own group or the store's fixed
    // group (doc 000: Lone Star Logistics, public), never under a group without a public site.
    const ownLink = idTokens(server.keys.idTokenSecret).seal('userID', '7001');
    expectFieldError(await call(server, ShellRoutes.addFilterForMember, { body: { user_id: ownLink, tier: 'IO', group_id: '3002' }, as: anonymous }), 404, 'group_id', Messages.groupNotFound);
    for (const group_id of ['3001', '2556']) {
      const quoted = decoded(AddFilterForMemberResponse, (await call(server, ShellRoutes.addFilterForMember, { body: { user_id: ownLink, tier: 'IO', group_id }, as: anonymous })).body);
      expect(quoted.data.temp_enrollment_id).toMatch(/\S{8,}/);
    }

    // A signed-in rep (sign-in rotates the session cookie; the jar keeps the new one).
    const jar = cookieJar();
    const repApi = apiClient(undiciTransport(server.url, jar));
    const login = await request(`${server.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' }),
    });
    expect(login.statusCode).toBe(200);
    jar.store(login.headers['set-cookie']);
    await login.body.text();
    const quote = (await httpStorefront(repApi).startMemberQuote({ userId: '7001', tier: 'IS', openType: 'agent' }))._unsafeUnwrap();
    expect(quote).toMatchObject({ portalId: '503', state: 'TX' });
    const raw = await call(server, ShellRoutes.addFilterForMember, { body: { user_id: '7002', tier: 'IO' }, as: { api: repApi, jar } });
    expect(decoded(AddFilterForMemberResponse, raw.body).data.temp_enrollment_id).toMatch(/\S{8,}/);
    const stored = (await httpFilterGateway(repApi).current(quote.tempId))._unsafeUnwrap();
    expect(stored).toMatchObject({ zip: '75024', dob: '04/12/1984', gender: '1', tier: 'IS' });
    // Morgan Lee's member is not Jordan Avery's to quote.
    expectFieldError(await call(server, ShellRoutes.addFilterForMember, { body: { user_id: '7007', tier: 'IO' }, as: { api: repApi, jar } }), 404, 'user_id');
  });
});
