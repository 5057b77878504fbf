import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedReads, type HttpRequest, type HttpResponse } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { ReadBatch } from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';
import { fieldsOfError, http, servedRequests } from '../support/http.ts';
import { startTestServer, SUITE_RATE_LIMITS, type TestServer } from '../support/test-server.ts';

/**
 * Reads asked together travel together (issue 23, docs/adr/0511-read-batches.md): the storefront's transport sends the
 * reads of one moment as one POST /api/v1/read-batch once the server has offered it, and each read is answered as it
 * would have been alone: same status, same body, same session and ownership. A batch only reads. Counted by the real
 * server's /metrics, against a throwaway database.
 */
describe('read batches (issue 23)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Requests the server counted on a route (those answered with `statusClass` only, when given). */
  const served = (method: string, route: string, statusClass = '') => servedRequests(server.url, method, route, statusClass);
  const FILTER = { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO' };
  /** A new visitor's quote: its session cookie and enrollment id. */
  const newQuote = async () => {
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: FILTER });
    return { cookie: started.cookie!, id: (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id };
  };
  const withoutRequestId = ({ status, body }: HttpResponse) => ({ status, body: JSON.parse(JSON.stringify(body).replace(/"request_id":"[^"]+"/g, '"request_id":""')) as unknown });

  it('sends the reads of one moment as one request, each answered as if it had come alone', async () => {
    const jar = cookieJar();
    const transport = batchedReads(undiciTransport(server.url, jar));
    // The first answer offers batches; until then reads go alone.
    const started = await transport.send({ method: 'POST', path: '/api/v1/add-filter-for-new-user', body: FILTER });
    expect(started.headers?.[ReadBatch.offer]).toBe('/api/v1/read-batch');
    const id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const reads: HttpRequest[] = [
      { method: 'GET', path: '/api/v1/get-cart-count', query: { enrollment_id: id } },
      { method: 'GET', path: '/api/v1/get-enrollment-temp-info', query: { enrollment_id: id, column: 'filter_info' } },
      { method: 'POST', path: '/api/v1/check-already-in-cart', body: { enrollment_id: id, plan_id: '141' } },
      { method: 'GET', path: '/api/v1/get-plan-detail/141' },
      { method: 'GET', path: '/api/v1/get-enrollment-temp-info', query: { enrollment_id: 'not-this-visitors', column: 'filter_info' } },
    ];
    const batchesBefore = await served('POST', '/api/v1/read-batch');
    const countsBefore = await served('GET', '/api/v1/get-cart-count');
    const together = await Promise.all(reads.map((read) => transport.send(read)));
    expect(await served('POST', '/api/v1/read-batch')).toBe(batchesBefore + 1);
    // Each read still went through its own route (its metrics, its codec, its session).
    expect(await served('GET', '/api/v1/get-cart-count')).toBe(countsBefore + 1);

    const alone = await Promise.all(reads.map((read) => undiciTransport(server.url, jar).send(read)));
    expect(together.map(withoutRequestId)).toEqual(alone.map(withoutRequestId));
    expect(together.map((a) => a.status)).toEqual([200, 200, 200, 200, 404]);
    // The enrollment's version travels with a batched read as with a read alone (docs/adr/0712).
    expect(together[0]!.headers?.['x-enrollment-version']).toBe(alone[0]!.headers?.['x-enrollment-version']);
    expect(together[0]!.headers?.['x-enrollment-version']).toMatch(/^\d+$/);

    // A read alone goes alone; a lookup every cache may keep goes alone beside others (the browser's cache answers it).
    await transport.send(reads[0]!);
    await Promise.all([transport.send({ method: 'GET', path: '/api/v1/get-states' }), transport.send(reads[0]!)]);
    expect(await served('POST', '/api/v1/read-batch')).toBe(batchesBefore + 1);
  });

  it("reads another visitor's enrollment no more in a batch than alone", async () => {
    const owner = await newQuote();
    const stranger = await newQuote();
    const path = `/api/v1/get-enrollment-temp-info?enrollment_id=${owner.id}&column=filter_info`;
    const batch = await http(server.url, 'POST', '/api/v1/read-batch', { cookie: stranger.cookie, body: { reads: [{ path }, { path: `/api/v1/get-cart-count?enrollment_id=${owner.id}` }] } });
    expect(batch.status).toBe(200);
    const answers = (batch.body as { answers: { status: number; body: unknown }[] }).answers;
    expect(answers.map((a) => a.status)).toEqual([404, 404]);
    const aloneAnswer = await http(server.url, 'GET', path, { cookie: stranger.cookie });
    expect(aloneAnswer.status).toBe(404);
    // The owner reads it, in a batch as alone; and in the language each read asked for.
    const own = await http(server.url, 'POST', '/api/v1/read-batch', {
      cookie: owner.cookie,
      body: { reads: [{ path }, { path: `/api/v1/get-cart-count?enrollment_id=${stranger.id}`, headers: { 'accept-language': 'es' } }] },
    });
    const ownAnswers = (own.body as { answers: { status: number; body: { data: unknown } }[] }).answers;
    expect(ownAnswers[0]!.status).toBe(200);
    expect(ownAnswers[0]!.body.data).toMatchObject({ result: { zip: '75001', tier: 'IO' } });
    expect(ownAnswers[1]!.status).toBe(404);
    expect(JSON.stringify(ownAnswers[1]!.body)).toContain(MessagesEs.enrollmentNotFound);
  });

  it('only reads: a change, a path outside the API, a batch in a batch are refused, each on its own, and nothing runs', async () => {
    const quote = await newQuote();
    const removals = await served('GET', '/api/v1/remove-plan-from-cart', '2xx');
    const starts = await served('POST', '/api/v1/add-filter-for-new-user');
    const batch = await http(server.url, 'POST', '/api/v1/read-batch', {
      cookie: quote.cookie,
      headers: { 'x-requested-with': 'BenefitStore' },
      body: {
        reads: [
          // The spec's GET that changes the cart, with the app's header that lets it run alone.
          { path: `/api/v1/remove-plan-from-cart?enrollment_id=${quote.id}&plan_id=141&plan_pricing_id=1`, headers: { 'x-requested-with': 'BenefitStore' } },
          // A POST that changes something: a new enrollment.
          { path: '/api/v1/add-filter-for-new-user', body: FILTER },
          { path: '/media/logos/x.svg' },
          // Out of the API by a path a router would resolve.
          { path: '/api/v1/../media/logos/x.svg' },
          { path: '/api/v1/%2e%2e/metrics' },
          { path: '/api/v1/read-batch' },
          // The mark of a read inside a batch cannot be forged from outside.
          { path: `/api/v1/get-cart-count?enrollment_id=${quote.id}`, headers: { 'x-read-batch-read': 'guess' } },
        ],
      },
    });
    expect(batch.status).toBe(200);
    const answers = (batch.body as { answers: { status: number; body: unknown }[] }).answers;
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400, 200]);
    expect(JSON.stringify(answers[0]!.body)).toContain(Messages.malformedRequest);
    expect(await served('GET', '/api/v1/remove-plan-from-cart', '2xx')).toBe(removals);
    expect(await served('POST', '/api/v1/add-filter-for-new-user')).toBe(starts);
  });

  it("a read's own headers cannot choose where it comes from: behind a proxy, its X-Forwarded-For is the batch's", async () => {
    // Behind a proxy (TRUST_PROXY) the client's address is read from X-Forwarded-For. A header of a read inside the
    // batch must not choose it, or a hostile client would be a new address at every read and never meet the limit on
    // phone checks (finding out whose number is a member's).
    const proxied = await startTestServer('pglite', { trustProxy: '1', rateLimits: { ...SUITE_RATE_LIMITS, contactChecks: { bucket: 'contact-check', max: 2, windowMinutes: 15 } } });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i++) {
        const batch = await http(proxied.url, 'POST', '/api/v1/read-batch', {
          headers: { 'x-forwarded-for': '203.0.113.9' },
          body: {
            reads: [
              {
                path: '/api/v1/validate-phone-numverify?phone=2145550100',
                headers: { 'x-forwarded-for': `198.51.100.${i}`, host: 'acme.localhost', cookie: 'bs_session=forged' },
              },
            ],
          },
        });
        expect(batch.status).toBe(200);
        statuses.push((batch.body as { answers: { status: number }[] }).answers[0]!.status);
      }
      // The third check from the one address is refused, whatever each read said it came from.
      expect(statuses[2]).toBe(429);
      expect(statuses.slice(0, 2)).not.toContain(429);
    } finally {
      await proxied.close();
    }
  });

  it(`refuses more than ${ReadBatch.maxReads} reads, or a batch that is not a list of reads, with the field-error envelope`, async () => {
    const path = '/api/v1/get-plan-detail/141';
    const tooMany = await http(server.url, 'POST', '/api/v1/read-batch', { body: { reads: Array.from({ length: ReadBatch.maxReads + 1 }, () => ({ path })) } });
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
    expect(Object.keys(fieldsOfError(tooMany)).join(' ')).toContain('reads');
    const notReads = await http(server.url, 'POST', '/api/v1/read-batch', { body: { reads: [{ path: 42 }, 'x'] } });
    expect(notReads.status).toBeGreaterThanOrEqual(400);
    expect(notReads.status).toBeLessThan(500);
    const exactly = await http(server.url, 'POST', '/api/v1/read-batch', { body: { reads: Array.from({ length: ReadBatch.maxReads }, () => ({ path })) } });
    expect((exactly.body as { answers: { status: number }[] }).answers.map((a) => a.status)).toEqual(Array.from({ length: ReadBatch.maxReads }, () => 200));
  });
});
