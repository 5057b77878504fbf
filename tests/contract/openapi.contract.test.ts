import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { Validator } from '@seriousme/openapi-schema-validator';
import { contractRoutes, openApiDocument } from '@benefit-store/contract/openapi';
import { responseChecker } from '../support/openapi-check.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { openApiResponses } from '../setup/openapi-responses.ts';

/**
 * The contract, published (issue 19, section 5; docs/adr/0012-the-published-contract.md): the server serves the OpenAPI 3.1 document built
 * from the contract's codecs, covering every route it serves, and a page to read it; the contract suites check every
 * response they receive against it.
 */
describe('the published OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Every route of the document served, the development mailbox's included (on only when asked for: docs/adr/0703).
    server = await startTestServer('pglite', { devMailbox: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is served at /api/v1/openapi.json, valid OpenAPI 3.1, with every route the server serves and what each needs of the session', async () => {
    const answer = await request(`${server.url}/api/v1/openapi.json`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const served = (await answer.body.json()) as ReturnType<typeof openApiDocument>;
    const result = await new Validator().validate(structuredClone(served) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    const operations = Object.entries(served.paths).flatMap(([path, ops]) => Object.entries(ops as Record<string, { 'x-session'?: string; security?: unknown[] }>).map(([method, op]) => ({ path, method, op })));
    expect(operations).toHaveLength(contractRoutes().length);
    // The door registered every route of the document (its session need is known), the support and operator calls aside (a staff token).
    expect(operations.filter(({ op }) => !op['x-session'] && !/supportToken|operatorToken/.test(JSON.stringify(op.security ?? []))).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(served.paths['/api/v1/admin/reps']).toMatchObject({ post: { security: [{ operatorToken: [] }] } });
    expect(served.paths['/api/v1/add-filter-for-new-user']).toMatchObject({ post: { 'x-session': 'create' } });
    expect(served.paths['/api/v1/get-agent-members']).toMatchObject({ get: { 'x-session': 'signed-in' } });
  });

  it('is readable by people at /api/v1/docs: a page of its own, no script, the strict CSP', async () => {
    const answer = await request(`${server.url}/api/v1/docs`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self'");
    const page = await answer.body.text();
    expect(page).not.toContain('<script');
    expect(page).toContain('/api/v1/add-plan-to-cart');
    expect(page).toContain('id="schema-ErrorEnvelope"');
  });

  it('fails a response the document does not describe (the check itself works)', () => {
    const checker = responseChecker(openApiDocument());
    const seen = (status: number, body: unknown, contentType = 'application/json') => checker.check({ method: 'GET', path: '/api/v1/get-cart-count?enrollment_id=1', status, contentType, body: Buffer.from(JSON.stringify(body)) });
    expect(seen(200, { status: 'success', statusCode: 200, data: { result: 2 } }).problems).toEqual([]);
    expect(seen(200, { status: 'success', statusCode: 200, data: { result: '2' } }).problems[0]).toContain('/data/result must be number');
    expect(seen(204, '').problems[0]).toContain('a status the document does not list');
    expect(seen(404, { status: 'error', data: [{ target_element: 'enrollment_id' }] }).problems[0]).toContain('error_message');
    expect(seen(200, { status: 'success', data: { result: 2 } }, 'text/html').problems[0]).toContain('as text/html');
    expect(checker.check({ method: 'GET', path: '/healthz', status: 200, contentType: 'application/json', body: Buffer.from('{}') }).operationId).toBeUndefined();
  });

  it('has checked the responses of this suite so far', () => {
    expect(openApiResponses().checked).toBeGreaterThan(0);
  });
});
