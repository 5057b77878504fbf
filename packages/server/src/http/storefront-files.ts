import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 31_536_000;

/**
 * The built storefront (docs/adr/0009): hashed files under /assets are immutable and cached for a year;
 * the page itself is revalidated on every visit, so a deploy is seen at once. Brotli and gzip copies made
 * at build time are sent to browsers that accept them. Source maps are not served.
 */
export const registerStorefrontFiles = async (app: FastifyInstance, webDist: string | undefined): Promise<string | undefined> => {
  const root = webDist && existsSync(join(webDist, 'index.html')) ? webDist : undefined;
  if (!root) return undefined;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.endsWith('.br') && !pathName.endsWith('.gz') && pathName !== '/index.html',
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(root, 'assets')}`) ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600');
    },
  });
  return readFile(join(root, 'index.html'), 'utf8');
};

/**
 * CSP sources for the page's own inline scripts (the first-screen guard of docs/adr/0502), by hash: the
 * policy admits exactly the script the build wrote and nothing injected beside it.
 */
export const inlineScriptSources = (webDist: string | undefined): readonly string[] => {
  const page = webDist ? join(webDist, 'index.html') : undefined;
  if (!page || !existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
};
