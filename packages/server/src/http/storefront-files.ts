import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 31_536_000;

/** The built storefront: its directory and its page, read once at start; undefined when it was not built. */
export interface StorefrontPage {
  readonly root: string;
  readonly html: string;
}

export const readStorefrontPage = async (webDist: string | undefined): Promise<StorefrontPage | undefined> =>
  webDist && existsSync(join(webDist, 'index.html')) ? { root: webDist, html: await readFile(join(webDist, 'index.html'), 'utf8') } : undefined;

/**
 * The built storefront (docs/adr/0009): hashed files under /assets are immutable and cached for a year;
 * the page itself is revalidated on every visit, so a deploy is seen at once. Brotli and gzip copies made
 * at build time are sent to browsers that accept them. Source maps are not served.
 */
export const registerStorefrontFiles = async (app: FastifyInstance, { root }: StorefrontPage): Promise<void> => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // render/: the page-copy renderer (docs/adr/0520-page-copies.md), which runs in this server and is not sent.
    allowedPath: (pathName) =>
      !pathName.endsWith('.map') && !pathName.endsWith('.br') && !pathName.endsWith('.gz') && pathName !== '/index.html' && !pathName.startsWith('/render/'),
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(root, 'assets')}`) ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600');
    },
  });
};

/**
 * CSP sources for the page's own inline scripts (the first-screen guard of docs/adr/0502), by hash: the
 * policy admits exactly the script the build wrote and nothing injected beside it.
 */
export const inlineScriptSources = (html: string): readonly string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
