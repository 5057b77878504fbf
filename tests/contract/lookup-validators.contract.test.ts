import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Lookups that do not change between deploys answer with validators (docs/adr/0504, issue 23): an ETag and a
 * Cache-Control that fits them, and 304 with no body to a request that names the ETag it holds.
 */
describe('lookup validators contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['/api/v1/get-states', '/api/v1/get-beneficiary-relationships', '/api/v1/get-ethnic-category'])(
    '%s: any cache may keep it; asked again with its ETag, 304 and an empty body',
    async (path) => {
      const first = await http(server.url, 'GET', path);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      expect((first.body as { status: string }).status).toBe('success');

      const again = await http(server.url, 'GET', path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      // A weak copy of the same tag, among others, matches too; another tag gets the whole answer.
      expect((await http(server.url, 'GET', path, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304);
      const stale = await http(server.url, 'GET', path, { headers: { 'if-none-match': '"other"' } });
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(first.text);
    },
  );

  it("one enrollment's lookups: its owner revalidates; anyone else still gets 404, ETag or not", async () => {
    const quote = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', {
      body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', eprocess: 'applicant' },
    });
    expect(quote.status).toBe(200);
    const enrollmentId = (quote.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    for (const path of [`/api/v1/get-bill-date?enrollment_id=${enrollmentId}`, `/api/v1/get-form-fields-beneficiary-info?enrollment_id=${enrollmentId}`]) {
      const first = await http(server.url, 'GET', path, { cookie: quote.cookie });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      const again = await http(server.url, 'GET', path, { cookie: quote.cookie, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      const stranger = await http(server.url, 'GET', path, { headers: { 'if-none-match': etag } });
      expect(stranger.status).toBe(404);
    }
    // With the person's own values in it: revalidated the same, but never stored.
    const personal = `/api/v1/get-form-fields-personal-info?enrollment_id=${enrollmentId}`;
    const fields = await http(server.url, 'GET', personal, { cookie: quote.cookie });
    expect(fields.headers['cache-control']).toBe('no-store');
    expect((await http(server.url, 'GET', personal, { cookie: quote.cookie, headers: { 'if-none-match': String(fields.headers.etag) } })).status).toBe(304);
  });

  it('answers that are not lookups are never kept', async () => {
    const menu = await http(server.url, 'GET', '/api/v1/get-common-menu');
    expect(menu.headers['cache-control']).toBe('no-store');
    expect(menu.headers.etag).toBeUndefined();
  });
});
