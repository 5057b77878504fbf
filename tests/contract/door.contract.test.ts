import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ErrorEnvelope, decode, type Route } from '@benefit-store/contract';
import { Limits, Messages } from '@benefit-store/domain';
import { ALL_ROUTES, fieldsOf, pathOf } from '../support/routes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The door (docs/adr/0008): every route of every table, sent the malformed values a hostile client
 * sends, answers a 4xx in the field-error envelope, never a 5xx and never a bare status.
 */

interface Sent {
  readonly query?: string;
  readonly body?: string;
  readonly contentType?: string;
  readonly path?: string;
}

const LONG = 'x'.repeat(5_000);

/** The malformed variants of one route: repeated, over-long, mistyped and unstorable values, and unreadable bodies. */
const variants = (route: Route): Array<[string, Sent]> => {
  const out: Array<[string, Sent]> = [];
  const queryFields = fieldsOf(route.request.query);
  const bodyFields = fieldsOf(route.request.body);
  const paramFields = fieldsOf(route.request.params);
  for (const field of queryFields) {
    out.push([`repeated ?${field}`, { query: `${field}=1&${field}=2` }]);
    out.push([`over-long ?${field}`, { query: `${field}=${LONG}` }]);
    out.push([`NUL ?${field}`, { query: `${field}=a%00b` }]);
  }
  for (const field of paramFields) {
    out.push([`101-character :${field}`, { path: pathOf(route, (name) => (name === field ? 'x'.repeat(101) : 'x')) }]);
    out.push([`5000-character :${field}`, { path: pathOf(route, (name) => (name === field ? LONG : 'x')) }]);
  }
  if (route.method !== 'GET') {
    out.push(['a bare JSON string', { body: '"str"', contentType: 'application/json' }]);
    out.push(['a JSON list', { body: '[1,2]', contentType: 'application/json' }]);
    out.push(['plain text', { body: 'zip=75001', contentType: 'text/plain' }]);
    out.push(['a form post', { body: 'zip=75001', contentType: 'application/x-www-form-urlencoded' }]);
    out.push(['broken JSON', { body: '{"zip":', contentType: 'application/json' }]);
    out.push(['an empty JSON body', { body: '', contentType: 'application/json' }]);
    for (const field of bodyFields) {
      out.push([`a lone surrogate in ${field}`, { body: `{"${field}":"\\ud800"}`, contentType: 'application/json' }]);
      out.push([`an object for ${field}`, { body: JSON.stringify({ [field]: { nested: ['x'] } }), contentType: 'application/json' }]);
      out.push([`a list for ${field}`, { body: JSON.stringify({ [field]: ['1', '2'] }), contentType: 'application/json' }]);
      out.push([`true for ${field}`, { body: JSON.stringify({ [field]: true }), contentType: 'application/json' }]);
      out.push([`a megabyte in ${field}`, { body: JSON.stringify({ [field]: 'e'.repeat(1_000_000) }), contentType: 'application/json' }]);
    }
  }
  return out;
};

describe('the door refuses malformed requests with the field-error envelope', () => {
  let server: TestServer;
  let cookie = '';
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const started = await request(`${server.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }),
    });
    await started.body.text();
    cookie = String(started.headers['set-cookie'] ?? '').split(';')[0]!;
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = async (route: Route, sent: Sent, withSession: boolean) => {
    const path = (sent.path ?? pathOf(route)) + (sent.query ? `?${sent.query}` : '');
    const response = await request(server.url + path, {
      method: route.method,
      headers: { ...(withSession ? { cookie } : {}), ...(sent.contentType ? { 'content-type': sent.contentType } : {}) },
      ...(sent.body !== undefined && route.method !== 'GET' ? { body: sent.body } : {}),
    });
    return { status: response.statusCode, text: await response.body.text() };
  };

  it.each(ALL_ROUTES)('%s answers every malformed variant with a 4xx envelope', async (_name, route) => {
    for (const [what, sent] of variants(route)) {
      for (const withSession of [false, true]) {
        const { status, text } = await send(route, sent, withSession);
        const where = `${route.method} ${route.prefix}${route.path} with ${what}${withSession ? ' (session)' : ''} -> ${status} ${text.slice(0, 160)}`;
        expect(status, where).toBeGreaterThanOrEqual(400);
        expect(status, where).toBeLessThan(500);
        expect(decode(ErrorEnvelope, JSON.parse(text) as unknown).ok, where).toBe(true);
      }
    }
  });

  it('names the field and says why: a repeated value, a value too long, a value of the wrong kind', async () => {
    const repeated = await request(`${server.url}/api/v1/get-agent-landing-page-info?agent_id=1001&agent_id=1002`);
    expect(repeated.statusCode).toBe(422);
    expect(await repeated.body.json()).toMatchObject({ status: 'error', data: [{ target_element: 'agent_id', error_message: Messages.invalidValue }] });

    const tooLong = await request(`${server.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'e'.repeat(1_000_000)}@example.com`, password: 'x' }),
    });
    expect(tooLong.statusCode).toBe(413);
    await tooLong.body.text();

    const longEmail = await request(`${server.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'e'.repeat(300)}@example.com`, password: 'x' }),
    });
    expect(longEmail.statusCode).toBe(422);
    expect(await longEmail.body.json()).toMatchObject({ data: [{ target_element: 'email', error_message: Messages.valueTooLong(254) }] });

    const longId = await request(`${server.url}/api/v1/change-filter-info/${'x'.repeat(101)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    expect(longId.statusCode).toBe(422);
    expect(await longId.body.json()).toMatchObject({ data: [{ target_element: 'tempId', error_message: Messages.valueTooLong(64) }] });

    const bare = await request(`${server.url}/api/v1/add-filter-for-new-user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '"str"' });
    expect(bare.statusCode).toBe(400);
    expect(await bare.body.json()).toMatchObject({ data: [{ target_element: 'request', error_message: Messages.malformedRequest }] });

    const surrogate = await request(`${server.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"zip":"75001","dob":"01/15/1985","gender":"0","tier":"IO","referral":"\\ud800"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(await surrogate.body.json()).toMatchObject({ data: [{ target_element: 'referral', error_message: Messages.malformedRequest }] });
  });

  it('passes on, and journals, only the fields the contract defines, redacted', async () => {
    const answer = await request(`${server.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', SSN: '123-45-6789', cardNumber: '4111111111111111', referral: '123456789' }),
    });
    expect(answer.statusCode).toBe(200);
    const { data } = (await answer.body.json()) as { data: { temp_enrollment_id: string } };
    const [entry] = await server.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM enrollment_events WHERE enrollment_id = $1', [data.temp_enrollment_id]);
    expect(Object.keys(entry!.payload).sort()).toEqual(['dob', 'gender', 'referral', 'tier', 'zip']);
    // Nine digits look like a social security number wherever they appear.
    expect(entry!.payload.referral).toBe('*****6789');
    expect(JSON.stringify(entry!.payload)).not.toContain('4111111111111111');
  });

  it('keeps the form-wide domain messages for values of the right kind', async () => {
    const answer = await request(`${server.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '7500', dob: '', gender: '0' }),
    });
    expect(answer.statusCode).toBe(422);
    const fields = Object.fromEntries(((await answer.body.json()) as { data: { target_element: string; error_message: string }[] }).data.map((e) => [e.target_element, e.error_message]));
    expect(fields).toEqual({ zip: Messages.invalidZip, dob: Messages.fieldRequired, tier: Messages.fieldRequired });
  });

  // Issue 19, section 4: 6,900 levels of brackets (13.8 KB, no session) answered 500 on every route with a body.
  it.each(ALL_ROUTES.filter(([, route]) => route.method !== 'GET'))('%s refuses a body nested past the documented depth with a 400', async (_name, route) => {
    const deep = `{"enrollment_id":${'['.repeat(6_900)}${']'.repeat(6_900)}}`;
    for (const withSession of [false, true]) {
      const { status, text } = await send(route, { body: deep, contentType: 'application/json' }, withSession);
      expect(status, text.slice(0, 200)).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ status: 'error', data: [{ target_element: 'request', error_message: Messages.nestedTooDeep(Limits.jsonDepth) }] });
    }
  });

  it('reads a body nested exactly as deep as the limit, and refuses one level more', async () => {
    const nested = (levels: number) => `${'['.repeat(levels - 1)}"x"${']'.repeat(levels - 1)}`;
    const body = (levels: number) => `{"zip":"75001","dob":"01/15/1985","gender":"0","tier":"IO","referral":${nested(levels)}}`;
    // The object itself is the first level, the referral's lists the rest. At the limit the codec reads the body
    // (and refuses a list for text: 422); one level more and the body is not read at all.
    const atLimit = await send(ALL_ROUTES.find(([name]) => name === 'Routes.addFilterForNewUser')![1], { body: body(Limits.jsonDepth), contentType: 'application/json' }, false);
    expect(atLimit.status).toBe(422);
    expect(JSON.parse(atLimit.text)).toMatchObject({ data: [{ target_element: 'referral' }] });
    const past = await send(ALL_ROUTES.find(([name]) => name === 'Routes.addFilterForNewUser')![1], { body: body(Limits.jsonDepth + 1), contentType: 'application/json' }, false);
    expect(past.status).toBe(400);
    // Brackets inside strings are text, not nesting.
    const inText = await request(`${server.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', referral: '[{'.repeat(30) }),
    });
    expect(inText.statusCode).toBe(200);
    await inText.body.text();
  });

  // Issue 19, section 4: check-tab-required?tab_name=__proto__ answered 500 (a TypeError in the domain's tab lookup).
  it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'])('check-tab-required knows no tab called %s', async (name) => {
    const started = await request(`${server.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }),
    });
    const { data } = (await started.body.json()) as { data: { temp_enrollment_id: string } };
    const answer = await request(`${server.url}/api/v1/check-tab-required?enrollment_id=${data.temp_enrollment_id}&tab_name=${name}`, { headers: { cookie } });
    expect(answer.statusCode).toBe(422);
    expect(await answer.body.json()).toMatchObject({ data: [{ target_element: 'tab_name', error_message: Messages.invalidValue }] });
  });
});
