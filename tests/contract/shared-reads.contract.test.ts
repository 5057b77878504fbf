import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, httpPlanDetails, sharedReads, type HttpTransport } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { servedRequests } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The storefront's and the CLI's transport share a read asked again while it is on its way (issue 23: the plans page
 * asked get-filtered-plans twice in the same millisecond), and never share one across a change the client sent.
 * Counted by the real server's /metrics.
 */
describe('reads asked again while on their way (issue 23)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  const served = (method: string, route: string) => servedRequests(server.url, method, route, '2xx');
  /** The real transport, each request leaving 150 ms late: long enough for the next call to find it on its way. */
  const slowly = (transport: HttpTransport): HttpTransport => ({
    send: (request) => new Promise((resolve) => setTimeout(resolve, 150)).then(() => transport.send(request)),
  });
  const states = { method: 'GET' as const, path: '/api/v1/get-states' };

  it('sends one request for the same read asked three times at once, and each asker gets the answer', async () => {
    const transport = sharedReads(slowly(undiciTransport(server.url, cookieJar())));
    const before = await served('GET', '/api/v1/get-states');
    const answers = await Promise.all([transport.send(states), transport.send(states), transport.send(states)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((answers[0]!.body as { data: unknown[] }).data.length).toBeGreaterThan(40);
    expect(await served('GET', '/api/v1/get-states')).toBe(before + 1);
    // Asked again once the first answered: a new request.
    await transport.send(states);
    expect(await served('GET', '/api/v1/get-states')).toBe(before + 2);
  });

  it("asks for a plan's catalogue description once per plan, however many screens show it", async () => {
    const plans = httpPlanDetails(apiClient(undiciTransport(server.url, cookieJar())));
    const route = '/api/v1/get-plan-detail/:id';
    const before = await served('GET', route);
    for (let visit = 0; visit < 3; visit++) expect((await plans.detail('141'))._unsafeUnwrap().name).toBe('Secure Term Life 20');
    // A versioned copy (a screen's changes based on what it read) shares the memory; another plan is its own.
    expect((await plans.versioned({ kind: 'read', seen: () => undefined }).detail('141'))._unsafeUnwrap().planId).toBe('141');
    expect((await plans.detail('101'))._unsafeUnwrap().name).toBe('Premier Health PPO');
    expect(await served('GET', route)).toBe(before + 2);
  });

  it('does not share a read that left before a change with one asked after it', async () => {
    const transport = sharedReads(slowly(undiciTransport(server.url, cookieJar())));
    const before = await served('GET', '/api/v1/get-states');
    const first = transport.send(states);
    const change = transport.send({ method: 'POST', path: '/api/v1/add-filter-for-new-user', body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO' } });
    const second = transport.send(states);
    expect((await change).status).toBe(200);
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(await served('GET', '/api/v1/get-states')).toBe(before + 2);
  });
});
