import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { request } from 'undici';
import { ErrorEnvelope, decode } from '@benefit-store/contract';
import { buildApp } from '@benefit-store/server';
import { parseMetricsAccess, parseTrustProxy } from '@benefit-store/server';
import { CARD, fillPersonalAndContact, shopAndCheckOut, signAsApplicant, startEnrollment } from '../support/enrollment-finish.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Request ids and readiness, as an operator and support see them (docs/adr/0015). */
describe('request ids and /readyz', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { log: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = async (path: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}) => {
    const response = await request(server.url + path, { method: init.method ?? 'GET', headers: init.headers ?? {}, ...(init.body ? { body: init.body } : {}) });
    const text = await response.body.text();
    return { status: response.statusCode, id: response.headers['x-request-id'], body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text };
  };
  const linesOf = (id: unknown) => lines.filter((line) => line.reqId === id);

  it('keeps a plausible incoming X-Request-Id, replaces any other with a fresh one, and names the request in every log line', async () => {
    const kept = await call('/api/v1/get-common-menu', { headers: { 'x-request-id': 'nginx-5f2b9c0e:1' } });
    expect(kept.status).toBe(200);
    expect(kept.id).toBe('nginx-5f2b9c0e:1');
    expect(linesOf('nginx-5f2b9c0e:1')).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } })]);

    const ids = new Set<unknown>();
    for (const header of ['x'.repeat(129), 'two words', '"><script>', undefined]) {
      const answer = await call('/api/v1/get-common-menu', header === undefined ? {} : { headers: { 'x-request-id': header } });
      expect(answer.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(linesOf(answer.id)).toHaveLength(1);
      ids.add(answer.id);
    }
    expect(ids.size).toBe(4);
  });

  it('puts the request id in every error envelope the contract describes: refused input, unknown paths, a malformed URL', async () => {
    const refused = await call('/api/v1/add-filter-for-new-user', { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'refused-1' }, body: '{"zip":"7"}' });
    expect(refused.status).toBe(422);
    expect(decode(ErrorEnvelope, refused.body).ok).toBe(true);
    expect(refused.body).toMatchObject({ status: 'error', request_id: 'refused-1' });

    const unknown = await call('/api/v1/no-such-route', { headers: { 'x-request-id': 'unknown-2' } });
    expect(unknown).toMatchObject({ status: 404, id: 'unknown-2', body: { status: 'error', request_id: 'unknown-2' } });

    const malformed = await call('/api/v1/get-common-menu/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.id).toBeTruthy();
    expect(malformed.body).toMatchObject({ status: 'error', request_id: malformed.id });
  });

  it('gives a 5xx the request id in its envelope and in the error logged for it', async () => {
    await server.db.exec('ALTER TABLE plans RENAME TO plans_away');
    try {
      const failed = await call('/api/v1/get-common-menu', { headers: { 'x-request-id': 'failure-3' } });
      expect(failed).toMatchObject({ status: 500, id: 'failure-3', body: { status: 'error', request_id: 'failure-3' } });
    } finally {
      await server.db.exec('ALTER TABLE plans_away RENAME TO plans');
    }
    const logged = linesOf('failure-3');
    expect(logged).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
    expect(logged.at(-1)).toMatchObject({ msg: 'request completed', res: { statusCode: 500 } });
  });

  it('logs a client that left before its answer as such, never as a failed request or a 5xx', async () => {
    // A page that navigates on while its reads are answered closes their connection: a batch of reads is long enough
    // for that to land while its answer is being written, which cut the answer's stream and was logged at error level
    // as 'request failed' with a 500 counted (seen in the browser suite's server logs).
    const me = await startEnrollment(server);
    const body = JSON.stringify({
      reads: [{ path: `/api/v1/get-filtered-plans?enrollment_id=${me.enrollmentId}` }, { path: '/api/v1/get-common-menu?agent_id=1001' }, { path: '/api/v1/get-featured-plans?agent_id=1001' }],
    });
    const { hostname, port, host } = new URL(server.url);
    const ids = Array.from({ length: 40 }, (_, i) => `left-${i}`);
    for (const [i, id] of ids.entries()) {
      await new Promise<void>((done) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            `POST /api/v1/read-batch HTTP/1.1\r\nHost: ${host}\r\nCookie: ${me.cookie}\r\nX-Request-Id: ${id}\r\nAccept-Encoding: br, gzip\r\n` +
              `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
          );
          setTimeout(() => {
            socket.destroy();
            done();
          }, i % 7);
        });
        socket.on('error', () => undefined);
      });
    }
    // Each request leaves its line: answered ('request completed') or left ('the client closed ...').
    const theirs = () => lines.filter((line) => ids.includes(line.reqId as string));
    await expect.poll(() => new Set(theirs().map((line) => line.reqId)).size).toBe(ids.length);
    expect(theirs().filter((line) => (line.level as number) >= 40)).toEqual([]);
    expect(theirs().filter((line) => line.msg === 'request completed' && (line.res as { statusCode: number }).statusCode >= 500)).toEqual([]);
    expect(theirs()).toContainEqual(expect.objectContaining({ level: 30, msg: 'the client closed the connection before its answer' }));
  });

  it('answers /readyz 200 when the database answers and every migration is applied, 503 with the reason otherwise', async () => {
    expect(await call('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', database: 'pglite' } });
    expect(await call('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });

    const [last] = await server.db.query<{ name: string }>('DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name');
    try {
      expect(await call('/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'migrations not applied', pending: [last!.name] } });
    } finally {
      await server.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
    }
    expect((await call('/readyz')).status).toBe(200);
  });

  it('answers /readyz 503 once shutdown has begun, so a proxy stops sending', async () => {
    // The same application as the server's, told it is stopping: a stopped server no longer listens to be asked.
    const app = await buildApp({ db: server.db, keys: server.keys, publicAddress: () => server.url, logLevel: 'silent', stopping: () => true });
    try {
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect(answer.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  /** One sample's value from the Prometheus text: the line `name{labels} value`, labels as written. */
  const sample = (text: string, series: string): number | undefined => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('counts requests by route pattern, enrollments started and confirmed, the outbox and the pool on /metrics', async () => {
    const before = await call('/metrics');
    expect(before.status).toBe(200);
    const text0 = before.body as string;
    const started0 = sample(text0, 'benefit_store_enrollments_started_total')!;
    const confirmed0 = sample(text0, 'benefit_store_enrollments_confirmed_total')!;

    const me = await startEnrollment(server);
    expect((await me.get('get-filtered-plans')).status).toBe(200);
    await shopAndCheckOut(me, ['111']);
    await fillPersonalAndContact(me, { email_address: 'metrics.shopper@example.com' });
    expect((await me.post('save-billing-info', CARD)).status).toBe(200);
    expect((await signAsApplicant(me)).status).toBe(200);
    expect((await me.post('save-review-info', { first_enroll: '1' })).status).toBe(200);

    const after = await call('/metrics');
    expect(after.status).toBe(200);
    const text = after.body as string;
    expect(sample(text, 'benefit_store_enrollments_started_total')).toBe(started0 + 1);
    expect(sample(text, 'benefit_store_enrollments_confirmed_total')).toBe(confirmed0 + 1);
    // The route pattern, never the URL: no query string, no enrollment id in any label.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/v1/get-filtered-plans",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/api\/v1\/save-review-info",status_class="2xx"\}/);
    expect(text).not.toContain(me.enrollmentId);
    expect(text).not.toContain('enrollment_id=');
    // Unknown paths are one label, not one per URL tried.
    expect(text).not.toContain('no-such-route');
    // The confirmation mail waits in the outbox (this server has no SMTP): the backlog gauge, read at scrape time.
    const [outbox] = await server.db.query<{ pending: string; failed: string }>(`SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'failed') AS failed FROM outbox`);
    expect(Number(outbox!.pending)).toBeGreaterThan(0);
    expect(sample(text, 'benefit_store_outbox_pending_messages')).toBe(Number(outbox!.pending));
    expect(sample(text, 'benefit_store_outbox_failed_messages')).toBe(Number(outbox!.failed));
    expect(sample(text, 'benefit_store_db_pool_connections{state="total"}')).toBe(1);
    expect(sample(text, 'benefit_store_db_pool_waiting_requests')).toBe(0);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('answers /metrics only to an allowed TCP peer or the token, a 404 to anyone else whatever X-Forwarded-For says', async () => {
    // METRICS_ALLOW names an address that is not loopback; the proxy on loopback is trusted to name the client.
    const token = 'scrape-token-0123456789';
    const app = await buildApp({
      db: server.db,
      keys: server.keys,
      publicAddress: () => server.url,
      logLevel: 'silent',
      trustProxy: parseTrustProxy('loopback'),
      metricsAccess: parseMetricsAccess('203.0.113.0/24', token),
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const get = async (headers: Record<string, string>) => {
        const answer = await request(`http://127.0.0.1:${port}/metrics`, { headers });
        return { status: answer.statusCode, text: await answer.body.text() };
      };
      expect(await get({})).toEqual({ status: 404, text: 'Not found' });
      expect(await get({ 'x-forwarded-for': '203.0.113.7' })).toEqual({ status: 404, text: 'Not found' });
      expect(await get({ authorization: 'Bearer wrong-token-0123456789' })).toEqual({ status: 404, text: 'Not found' });
      const withToken = await get({ authorization: `Bearer ${token}` });
      expect(withToken.status).toBe(200);
      expect(withToken.text).toContain('# TYPE http_requests_total counter');
      // A peer in METRICS_ALLOW needs no token.
      const fromAllowed = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
      expect(fromAllowed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
