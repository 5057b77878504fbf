import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** How long the fake renderer takes to draw a copy. */
const DRAW_MS = 400;

/** A built storefront whose page-copy renderer draws `/plans` in DRAW_MS (docs/adr/0520-page-copies.md). */
const slowRendererBuild = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'bs-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'render'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="first-screen" inert><p>access page</p></div><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'render/page-render.mjs'),
    [
      "export const PAGE_VIEW_COOKIE = 'bs_view';",
      "export const isPageCopyPath = (path) => path === '/plans';",
      'export const withNoScriptLine = (page) => page;',
      `export const renderPageCopy = () => new Promise((done) => setTimeout(() => done({ head: '<meta name="drawn" />', body: '<div id="first-screen" data-page="/plans" inert>the copy</div>', language: 'en', noScript: 'no script' }), ${DRAW_MS}));`,
    ].join('\n'),
  );
  return dist;
};

describe('a page copy that takes longer than its budget (docs/adr/0520-page-copies.md)', () => {
  let dist: string;
  let quick: TestServer;
  let patient: TestServer;
  beforeAll(async () => {
    dist = slowRendererBuild();
    [quick, patient] = await Promise.all([
      startTestServer('pglite', { webDist: dist, pageCopyBudgetMs: DRAW_MS / 4 }),
      startTestServer('pglite', { webDist: dist, pageCopyBudgetMs: DRAW_MS * 10 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([quick?.close(), patient?.close()]);
    rmSync(dist, { recursive: true, force: true });
  });

  /** A returning shopper's /plans: the view cookie names what the renderer draws (this one draws any). */
  const plansPage = (server: TestServer) => http(server.url, 'GET', '/plans', { cookie: 'bs_view=%7B%7D' });

  it('is not waited for: the page is served bare, as without copies, and the app draws it', async () => {
    const page = await plansPage(quick);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p>access page</p>');
    expect(page.text).not.toContain('the copy');
  });

  it('is served within a longer budget', async () => {
    const page = await plansPage(patient);
    expect(page.status).toBe(200);
    expect(page.text).toContain('the copy');
    expect(page.text).toContain('<meta name="drawn" />');
    expect(page.text).not.toContain('<p>access page</p>');
  });
});
