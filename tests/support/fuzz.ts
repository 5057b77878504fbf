import { request } from 'undici';
import type { OpenApiDocument } from '@benefit-store/contract/openapi';
import { responseChecker } from './openapi-check.ts';

/**
 * A fuzzer generated from the published OpenAPI document (docs/adr/0012-the-published-contract.md), not from a list of routes written by hand:
 * for every operation, every parameter and body field (nested ones too) gets hostile values in place of a
 * valid-looking one (prototype names, huge and odd strings, lone surrogates, numbers as strings, lists for scalars,
 * deep nesting ...), every body gets unreadable and hostile shapes, and each request goes out with and without a
 * session. Every answer must be below 500 and match the document (so every 4xx is the error envelope).
 */

type Schema = Record<string, unknown>;
interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header';
  readonly schema: Schema;
}
interface Operation {
  readonly operationId: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Record<string, { schema: Schema }> };
  readonly 'x-max-body-bytes'?: number;
}

export interface FuzzCase {
  readonly operationId: string;
  readonly method: string;
  /** Path and query string. */
  readonly path: string;
  readonly contentType?: string;
  readonly body?: string;
  /** What was hostile, for the failure message. */
  readonly what: string;
  /** Every sample keeps it: the valid-looking request, the issue's reproductions (deep nesting, prototype names). */
  readonly essential?: boolean;
}

/** Values the fuzzer uses where a field has a well-known name, so requests get past "not found" to the code behind. */
export type KnownValues = Readonly<Record<string, string>>;

/** A small seeded generator (mulberry32): the same seed, the same cases. */
export const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const nested = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** The names no lookup by a visitor's string may reach through (Object.prototype's). */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', '__defineGetter__'];

/** Hostile values for any field: what a careless or malicious client sends. */
export const HOSTILE_VALUES: readonly unknown[] = [
  ...PROTOTYPE_NAMES,
  '',
  '   ',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\ufeffbom',
  'line\u2028break\u2029',
  'e\u0301\u0301\u0301\u0301',
  '👪👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕏'.repeat(40),
  'x'.repeat(65),
  'x'.repeat(513),
  'x'.repeat(5_000),
  '1e999',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(400),
  '02/30/2023',
  '13/45/99999',
  "' OR '1'='1' --",
  '"; DROP TABLE enrollments; --',
  '../../../etc/passwd',
  '%00%ZZ',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  true,
  false,
  null,
  [],
  ['a', 'b'],
  [[['x']]],
  {},
  { a: 1 },
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  { constructor: { prototype: { polluted: true } } },
  nested(12),
];

/** A value for a URL, percent-encoded; a lone surrogate goes out as its three bytes (what a hostile client sends). */
const encodeUrlValue = (value: string): string =>
  value.replace(/[\s\S]/gu, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  });

/** Hostile values that also fit in a URL (a query value or a path segment). */
const URL_VALUES = HOSTILE_VALUES.filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean').map(String);

/** Bodies that are not what any route reads. */
const HOSTILE_BODIES: readonly { what: string; body: string; contentType?: string }[] = [
  { what: 'nesting of 6,900 levels', body: `${'['.repeat(6_900)}${']'.repeat(6_900)}` },
  { what: 'a field nested 40 levels', body: JSON.stringify({ enrollment_id: nested(40) }) },
  { what: 'a __proto__ key', body: '{"__proto__":{"isAdmin":true},"enrollment_id":"1"}' },
  { what: 'a constructor.prototype key', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { what: 'a JSON list', body: '[1,2,3]' },
  { what: 'a JSON string', body: '"text"' },
  { what: 'a JSON number', body: '42' },
  { what: 'JSON null', body: 'null' },
  { what: 'an empty body', body: '' },
  { what: 'broken JSON', body: '{"enrollment_id":' },
  { what: 'a lone surrogate in a key', body: '{"\\ud800":"x"}' },
  { what: 'NUL in a key', body: '{"a\\u0000b":"x"}' },
  { what: 'plain text', body: 'enrollment_id=1', contentType: 'text/plain' },
  { what: 'a form post', body: 'enrollment_id=1&__proto__=x', contentType: 'application/x-www-form-urlencoded' },
  { what: 'XML', body: '<a>1</a>', contentType: 'application/xml' },
  { what: 'JSON in Latin-1', body: '{"name":"caf\u00e9"}', contentType: 'application/json; charset=iso-8859-1' },
  { what: 'no content type', body: '{}', contentType: '' },
];

export const fuzzCases = (document: OpenApiDocument, known: KnownValues): FuzzCase[] => {
  const schemas = document.components.schemas as Record<string, Schema>;
  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) s = schemas[s.$ref.replace('#/components/schemas/', '')] ?? {};
    return s;
  };
  /** The properties of an object schema, through references, allOf and anyOf. */
  const propertiesOf = (schema: Schema | undefined, depth = 0): Record<string, Schema> => {
    const s = resolve(schema);
    if (depth > 8) return {};
    const own = (s.properties as Record<string, Schema> | undefined) ?? {};
    const parts = [...((s.allOf as Schema[] | undefined) ?? []), ...((s.anyOf as Schema[] | undefined) ?? [])];
    return Object.assign({}, ...parts.map((p) => propertiesOf(p, depth + 1)), own) as Record<string, Schema>;
  };
  /** A valid-looking value for a field: a known one by name, else one the schema allows. */
  const sample = (schema: Schema | undefined, name: string, depth = 0): unknown => {
    if (known[name] !== undefined) return known[name];
    const s = resolve(schema);
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum)) return s.enum.find((v) => v !== '' && v !== null) ?? s.enum[0];
    if (Array.isArray(s.anyOf)) return sample((s.anyOf as Schema[]).find((p) => resolve(p).type !== 'null'), name, depth);
    const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
    const properties = propertiesOf(s);
    if (types.includes('array') || (s.items && !types.includes('string'))) return depth > 4 ? [] : [sample(s.items as Schema, name, depth + 1)];
    if (types.includes('object') || Object.keys(properties).length > 0) {
      if (depth > 4) return {};
      return Object.fromEntries(Object.entries(properties).map(([field, fieldSchema]) => [field, sample(fieldSchema, field, depth + 1)]));
    }
    if (types.includes('string') || types.length === 0) return 'x'.repeat(Math.min(8, Number(s.maxLength ?? 8)));
    if (types.includes('number') || types.includes('integer')) return 1;
    if (types.includes('boolean')) return true;
    return null;
  };
  /** Every place in a value a hostile value can go: [path, ...] down to the leaves (first list item only). */
  const placesIn = (value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] => {
    if (path.length > 0) out.push(path);
    if (Array.isArray(value) && value.length > 0) placesIn(value[0], [...path, 0], out);
    else if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) placesIn(inner, [...path, key], out);
    return out;
  };
  const withValue = (value: unknown, path: readonly (string | number)[], replacement: unknown): unknown => {
    if (path.length === 0) return replacement;
    const [head, ...rest] = path;
    if (Array.isArray(value)) return value.map((v, i) => (i === head ? withValue(v, rest, replacement) : v));
    const record = value as Record<string, unknown>;
    // defineProperty: a '__proto__' field name stays a field, as a client would send it.
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) Object.defineProperty(copy, k, { value: k === head ? withValue(v, rest, replacement) : v, enumerable: true, writable: true, configurable: true });
    return copy;
  };

  const cases: FuzzCase[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations as Record<string, Operation>)) {
      const parameters = op.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const validParam = (p: Parameter) => String(sample(p.schema, p.name));
      const build = (override: { param?: Parameter; value?: string | string[]; extraQuery?: string } = {}) => {
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const p = pathParams.find((q) => q.name === name)!;
          return encodeUrlValue(override.param === p ? String(override.value) : validParam(p));
        });
        const query: string[] = [];
        for (const p of queryParams) {
          const value = override.param === p ? override.value : validParam(p);
          for (const v of [value ?? ''].flat()) query.push(`${encodeUrlValue(p.name)}=${encodeUrlValue(v)}`);
        }
        const search = [...query, override.extraQuery ?? ''].filter(Boolean).join('&');
        return search ? `${path}?${search}` : path;
      };
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const validBody = op.requestBody ? sample(bodySchema, '') : undefined;
      const base = { operationId: op.operationId, method: method.toUpperCase() };
      const jsonBody = (value: unknown) => (op.requestBody ? { contentType: 'application/json', body: JSON.stringify(value) } : {});

      cases.push({ ...base, path: build(), ...jsonBody(validBody), what: 'valid-looking values', essential: true });
      for (const p of [...pathParams, ...queryParams]) {
        for (const value of URL_VALUES) {
          cases.push({ ...base, path: build({ param: p, value }), ...jsonBody(validBody), what: `${p.in} ${p.name}=${JSON.stringify(value).slice(0, 40)}`, ...(value === '__proto__' || value === 'constructor' ? { essential: true } : {}) });
        }
        if (p.in === 'query') cases.push({ ...base, path: build({ param: p, value: ['1', '2'] }), ...jsonBody(validBody), what: `query ${p.name} repeated` });
      }
      cases.push({ ...base, path: build({ extraQuery: PROTOTYPE_NAMES.map((n) => `${encodeURIComponent(n)}=1`).join('&') }), ...jsonBody(validBody), what: 'prototype names as query keys' });
      if (op.requestBody) {
        for (const place of placesIn(validBody)) {
          for (const value of HOSTILE_VALUES) {
            cases.push({ ...base, path: build(), contentType: 'application/json', body: JSON.stringify(withValue(validBody, place, value)), what: `body ${place.join('.')}=${JSON.stringify(value)?.slice(0, 40)}` });
          }
        }
        for (const hostile of HOSTILE_BODIES) {
          cases.push({ ...base, path: build(), contentType: hostile.contentType ?? 'application/json', body: hostile.body, what: hostile.what, ...(hostile === HOSTILE_BODIES[0] ? { essential: true } : {}) });
        }
        const limit = op['x-max-body-bytes'] ?? 64 * 1024;
        cases.push({ ...base, path: build(), contentType: 'application/json', body: JSON.stringify({ padding: 'x'.repeat(limit) }), what: `a body over its ${limit}-byte limit` });
      }
    }
  }
  return cases;
};

/** A sample of the cases, the same for the same seed: the essential ones, then a random share of the rest. */
export const sampleCases = (cases: readonly FuzzCase[], count: number, seed: number): FuzzCase[] => {
  const random = seeded(seed);
  const firsts = cases.filter((c) => c.essential);
  const rest = cases.filter((c) => !c.essential);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [...firsts, ...rest.slice(0, Math.max(0, count - firsts.length))];
};

/** Where a case names the session's own enrollment: replaced, when it is sent, by the id of the session's enrollment. */
export const ENROLLMENT_PLACEHOLDER = 'FUZZ-ENROLLMENT-ID';

export interface Session {
  readonly name: string;
  cookie: string | undefined;
  /** The enrollment this session's requests name (its own, or for no session someone else's). */
  enrollmentId: string;
  /** Gets the session back after a request ended it (sign-out): a new quote, or a new sign-in. */
  readonly renew?: () => Promise<void>;
}

/** Whether an answer ended the session (its cookie cleared). */
const endsSession = (setCookie: string | string[] | undefined): boolean =>
  [setCookie ?? []].flat().some((line) => /^bs_session=(;|$)/.test(line) || (line.startsWith('bs_session=') && /max-age=0|expires=thu, 01 jan 1970/i.test(line)));

export interface FuzzFigures {
  readonly requests: number;
  readonly operations: number;
  readonly byStatus: Readonly<Record<string, number>>;
  readonly serverErrors: number;
  /** How often a request ended a session (sign-out) and the fuzzer started it again. */
  readonly renewals: number;
  readonly seconds: number;
  /** Answers of 500 or more, and answers the document does not describe. */
  readonly failures: readonly string[];
}

/** Sends every case with every session, `concurrency` at once; counts statuses and collects what failed. */
export const runFuzz = async (
  baseUrl: string,
  document: OpenApiDocument,
  cases: readonly FuzzCase[],
  sessions: readonly Session[],
  concurrency = 4,
): Promise<FuzzFigures> => {
  const checker = responseChecker(document);
  const jobs = cases.flatMap((c) => sessions.map((s) => ({ c, s })));
  const byStatus: Record<string, number> = {};
  const failures: string[] = [];
  const operations = new Set<string>();
  let serverErrors = 0;
  let renewals = 0;
  const renewing = new Map<Session, Promise<void>>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const { c, s } = job;
      await renewing.get(s);
      const headers: Record<string, string> = {};
      if (c.contentType) headers['content-type'] = c.contentType;
      if (s.cookie) headers.cookie = s.cookie;
      const path = c.path.replaceAll(ENROLLMENT_PLACEHOLDER, s.enrollmentId);
      const sent = c.body?.replaceAll(ENROLLMENT_PLACEHOLDER, s.enrollmentId);
      const where = `${c.method} ${path.slice(0, 120)} [${c.operationId}; ${c.what}; ${s.name}]`;
      try {
        const response = await request(baseUrl + path, { method: c.method as 'GET', headers, ...(sent !== undefined && c.method !== 'GET' ? { body: sent } : {}) });
        const body = Buffer.from(await response.body.arrayBuffer());
        const status = response.statusCode;
        if (s.renew && endsSession(response.headers['set-cookie']) && !renewing.has(s)) {
          renewals++;
          renewing.set(s, s.renew().finally(() => renewing.delete(s)));
        }
        byStatus[`${Math.floor(status / 100)}xx`] = (byStatus[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
        operations.add(c.operationId);
        if (status >= 500) {
          serverErrors++;
          failures.push(`${where} -> ${status} ${body.toString('utf8').slice(0, 200)}`);
          continue;
        }
        const type = response.headers['content-type'];
        const verdict = checker.check({ method: c.method, path, status, contentType: Array.isArray(type) ? type[0] : type, body });
        for (const problem of verdict.problems) failures.push(`${where}: ${problem}`);
      } catch (error) {
        failures.push(`${where} -> no answer: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests: jobs.length, operations: operations.size, byStatus, serverErrors, renewals, seconds: (performance.now() - started) / 1000, failures };
};

/** The figures in a line or two, as the suites print them. */
export const describeFigures = (label: string, f: FuzzFigures): string =>
  `${label}: ${f.requests} requests over ${f.operations} operations in ${f.seconds.toFixed(1)} s; ` +
  `${Object.entries(f.byStatus)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}; ${f.serverErrors} answered 5xx; ${f.failures.length} failures; sessions renewed ${f.renewals} times`;

const json = async (baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string) => {
  const response = await request(baseUrl + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const setCookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('bs_session='));
  return { status: response.statusCode, body: (await response.body.json()) as { data?: Record<string, unknown> }, cookie: setCookie?.split(';')[0] };
};

/**
 * The sessions the fuzzer sends its requests with, each with an enrollment of its own (no session; a shopper with a
 * quote and a plan in the cart; a signed-in rep with a quote of its own), and the known values that let its
 * valid-looking requests reach past "not found": a real plan and price, the demo rep and group. A session a request
 * ends (sign-out) is started again.
 */
export const fuzzSessions = async (baseUrl: string): Promise<{ sessions: Session[]; known: KnownValues }> => {
  const quote = async (cookie?: string) => {
    const started = await json(baseUrl, 'POST', '/api/v1/add-filter-for-new-user', { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }, cookie);
    return { cookie: started.cookie ?? cookie, enrollmentId: String(started.body.data?.temp_enrollment_id) };
  };
  const first = await quote();
  const plans = await json(baseUrl, 'GET', `/api/v1/get-filtered-plans?enrollment_id=${first.enrollmentId}&categories=`, undefined, first.cookie);
  const plan = ((plans.body.data?.result as { plan_id: string }[] | undefined) ?? [])[0];
  const planId = String(plan?.plan_id ?? '1');
  const pricing = await json(baseUrl, 'GET', `/api/v1/get-plan-pricing-detail?pid=${planId}&enrollment_id=${first.enrollmentId}`, undefined, first.cookie);
  const ppid = String((pricing.body.data?.plans as { ppid: string }[] | undefined)?.[0]?.ppid ?? '1');
  const withPlan = async (q: { cookie: string | undefined; enrollmentId: string }) => {
    await json(baseUrl, 'POST', '/api/v1/add-plan-to-cart', { enrollment_id: q.enrollmentId, plan_id: planId, plan_pricing_id: ppid }, q.cookie);
    return q;
  };
  const shopper: Session = {
    name: 'shopper',
    ...(await withPlan(first)),
    renew: async () => {
      Object.assign(shopper, await withPlan(await quote()));
    },
  };
  const signIn = async () => (await json(baseUrl, 'POST', '/api/v1/auth/sign-in', { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' })).cookie;
  const repCookie = await signIn();
  const rep: Session = {
    name: 'rep',
    ...(await quote(repCookie)),
    renew: async () => {
      Object.assign(rep, await quote(await signIn()));
    },
  };
  return {
    sessions: [{ name: 'no session', cookie: undefined, enrollmentId: first.enrollmentId }, shopper, rep],
    known: {
      enrollment_id: ENROLLMENT_PLACEHOLDER,
      tempId: ENROLLMENT_PLACEHOLDER,
      plan_id: planId,
      pid: planId,
      planID: planId,
      plan_pricing_id: ppid,
      ppid,
      agent_id: '1001',
      agent_code: 'REP1001',
      group_id: '3001',
      group_code: 'ACME2024',
      platform_group_id: '501',
      zip: '75001',
      zip_code: '75001',
      dob: '01/15/1985',
      gender: '0',
      tier: 'IO',
      email: 'fuzz@example.com',
      device_id: 'fuzzdevice0123456789',
      web_url: 'http://localhost:3000',
      tab: 'primary_info',
      tab_name: 'primary_info',
      column: 'primary_info',
    },
  };
};
