import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The page's own inline script (as the first-screen guard is): admitted by its hash, nothing else inline. */
const GUARD = "document.documentElement.classList.add('first-screen-off');";

/** A built storefront of a few files, with the precompressed copies and the source map a build leaves. */
const fakeBuild = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'bs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${GUARD}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body><noscript>${'<p>The Benefit Store runs in your browser.</p>'.repeat(40)}</noscript><div id="root"></div></body></html>`,
  );
  // The page-copy renderer a build leaves beside the storefront (docs/adr/0520-page-copies.md): run, never served.
  mkdirSync(join(dist, 'render'));
  writeFileSync(
    join(dist, 'render/page-render.mjs'),
    "export const PAGE_VIEW_COOKIE = 'bs_view'; export const isPageCopyPath = () => false; export const withNoScriptLine = (page) => page; export const renderPageCopy = async () => undefined; // secret source",
  );
  const script = `console.log(${JSON.stringify('benefit store '.repeat(200))});`;
  writeFileSync(join(dist, 'assets/index-AbC123.js'), script);
  writeFileSync(join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets/index-AbC123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
};

const header = (value: string | string[] | undefined) => [value ?? ''].flat().join(', ');

describe('what every response says about itself (docs/adr/0009)', () => {
  let server: TestServer;
  let secure: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    server = await startTestServer('pglite', { webDist: dist });
    secure = await startTestServer('pglite', { webDist: dist, secureCookies: true });
  });
  afterAll(async () => {
    await server?.close();
    await secure?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a strict Content-Security-Policy and the usual protections with the page', async () => {
    const page = await http(server.url, 'GET', '/');
    expect(page.status).toBe(200);
    const csp = header(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
    const guardHash = createHash('sha256').update(GUARD).digest('base64');
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${guardHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // A storefront route is the same page.
    expect((await http(server.url, 'GET', '/plans?type=dental')).text).toBe(page.text);
  });

  it('sends HSTS when served over HTTPS', async () => {
    const page = await http(secure.url, 'GET', '/');
    expect(header(page.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
  });

  it('never lets a browser or proxy keep an API answer that holds personal data', async () => {
    const signedIn = await http(server.url, 'POST', '/api/v1/auth/sign-in', { body: { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' } });
    const members = await http(server.url, 'GET', '/api/v1/get-agent-members', { cookie: signedIn.cookie });
    expect(members.status).toBe(200);
    expect(members.headers['cache-control']).toBe('no-store');
    // Data, not a document: nothing loads from it or frames it, and the page's own policies stay off the wire.
    expect(header(members.headers['content-security-policy'])).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(members.headers['x-content-type-options']).toBe('nosniff');
    expect(members.headers['x-frame-options']).toBe('DENY');
    expect(members.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(members.headers['x-xss-protection']).toBeUndefined();
    expect((await http(server.url, 'GET', '/api/v1/get-common-menu')).headers['cache-control']).toBe('no-store');
  });

  it('compresses the API answers for a browser that accepts it, and sends plain bodies to a client that does not ask', async () => {
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IF' } });
    const enrollment = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const path = `${server.url}/api/v1/get-filtered-plans?enrollment_id=${encodeURIComponent(enrollment)}`;
    const read = async (acceptEncoding?: string) => {
      const answer = await request(path, { headers: { cookie: started.cookie!, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
      return { status: answer.statusCode, encoding: answer.headers['content-encoding'], vary: header(answer.headers.vary), body: Buffer.from(await answer.body.arrayBuffer()) };
    };
    const plain = await read();
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    const brotli = await read('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary.toLowerCase()).toContain('accept-encoding');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    const gzip = await read('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });

  it('compresses the storefront’s page for a browser that accepts it (every client-side route answers it)', async () => {
    for (const path of ['/', '/plans', '/enrollment/personal-info']) {
      const plain = await request(`${server.url}${path}`);
      const page = Buffer.from(await plain.body.arrayBuffer()).toString();
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(page, path).toContain('<div id="root">');
      const brotli = await request(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(header(brotli.headers.vary).toLowerCase(), path).toContain('accept-encoding');
      expect(brotli.headers['cache-control'], path).toBe('no-cache');
      const body = Buffer.from(await brotli.body.arrayBuffer());
      expect(body.length, path).toBeLessThan(page.length / 3);
      expect(brotliDecompressSync(body).toString(), path).toBe(page);
      const gzip = await request(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.body.arrayBuffer())).toString(), path).toBe(page);
    }
  });

  it('serves hashed assets precompressed and immutable, and no source maps', async () => {
    const brotli = await http(server.url, 'GET', '/assets/index-AbC123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await http(server.url, 'GET', '/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await http(server.url, 'GET', '/assets/index-AbC123.js.map')).status).toBe(404);
    expect((await http(server.url, 'GET', '/assets/index-AbC123.js.br')).status).toBe(404);
    expect((await http(server.url, 'GET', '/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    // The page-copy renderer runs in the server and is not sent: its path is a client-side route like any other.
    const renderer = await http(server.url, 'GET', '/render/page-render.mjs');
    expect(String(renderer.body)).not.toContain('secret source');
  });
});
