import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ErrorEnvelope, Routes, decode } from '@benefit-store/contract';
import { ALL_ROUTES } from '../support/routes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Bad input always gets a clear 4xx (or an ordinary answer), never a 5xx: every route of every table is
 * sent missing, mistyped and hostile parameters, anonymously and with a session.
 */
const ROUTES = ALL_ROUTES;

const hostile = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '\u0000', 'a\u0000b', '%', '9'.repeat(400), '-1', '1e309', 'null', '\ud800', 'x\udfffy', 'e'.repeat(5000)),
  fc.integer().map(String),
);

const fieldNames = ['enrollment_id', 'agent_id', 'group_id', 'user_id', 'zip', 'dob', 'tier', 'gender', 'email', 'password', 'landing_page',
  'site_domain', 'referral_id', 'agent_code', 'group_code', 'plan_list', 'device_id', 'web_url', 'question_id', 'answer', 'portalId',
  'state', 'age', 'planID', 'zip_code', 'policy_id', 'platform_group_id', 'column', 'categories', 'latitude', 'longitude', 'message'];

const bodies = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(hostile, fc.constant(null), fc.boolean(), fc.array(hostile, { maxLength: 2 }), fc.object({ maxDepth: 1 }))),
  fc.constant([]),
  fc.constant('not json'),
  fc.constant('"str"'),
);

/** How a body is sent: as JSON, as plain text, or as a form post. */
const contentTypes = fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded');

describe('no route answers bad input with a server error', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('covers every route table', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
  });

  it('answers 2xx or 4xx, 4xx with the field-error envelope, for any parameters', async () => {
    const cookie = await request(`${server.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }),
    }).then(async (r) => {
      await r.body.text();
      return String(r.headers['set-cookie'] ?? '').split(';')[0]!;
    });

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        bodies,
        fc.boolean(),
        fc.string({ maxLength: 12 }),
        contentTypes,
        fc.boolean(),
        async ([name, route], body, withSession, param, contentType, repeatKeys) => {
          const path = route.prefix + route.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(param || 'x'));
          const isGet = route.method === 'GET';
          const pairs = isGet && typeof body === 'object' && !Array.isArray(body)
            ? Object.entries(body).flatMap(([k, v]) => {
                const value = typeof v === 'string' ? v : JSON.stringify(v);
                // A key given twice (?agent_id=1&agent_id=2) reaches the server as a list.
                return repeatKeys ? [[k, value], [k, value]] : [[k, value]];
              })
            : [];
          const query = pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : '';
          const response = await request(server.url + path + query, {
            method: route.method,
            headers: { ...(withSession ? { cookie } : {}), ...(isGet ? {} : { 'content-type': contentType }), agent_id: '1002', uid: '7007', group_id: '2512' },
            ...(isGet ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
          });
          const text = await response.body.text();
          expect(response.statusCode, `${name} ${route.method} ${path}${query} -> ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(decode(ErrorEnvelope, JSON.parse(text)).ok, `${name} answered ${response.statusCode} without the error envelope: ${text.slice(0, 200)}`).toBe(true);
          }
        },
      ),
      {
        numRuns: 400,
        examples: [
          // Found by a random run: a NUL character reached PostgreSQL through the journal and failed with a 500.
          [['Routes.addFilterForNewUser', Routes.addFilterForNewUser], { enrollment_id: '\u0000' }, true, 'x', 'application/json', false],
          // Found by an audit: a lone surrogate failed the journal insert; a bare JSON string failed `.trim`.
          [['Routes.addFilterForNewUser', Routes.addFilterForNewUser], { referral: '\ud800' }, false, 'x', 'application/json', false],
          [['Routes.addFilterForNewUser', Routes.addFilterForNewUser], '"str"', false, 'x', 'application/json', false],
          [['Routes.addFilterForNewUser', Routes.addFilterForNewUser], 'not json', false, 'x', 'text/plain', false],
        ],
      },
    );
  }, 180_000);
});
