// `npm run build`: what production runs, built once. The storefront (vite, packages/web/dist) and the server as plain
// JavaScript (esbuild, packages/server/dist/main.js): the server's entry and our workspace packages in one ES module,
// npm dependencies left external and resolved from packages/server/node_modules as in development. No tsx or
// TypeScript at run time: `NODE_ENV=production npm start` (or `node packages/server/dist/main.js`) runs this.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureInstalled, pnpm, root } from './bootstrap.mjs';

export const SERVER_DIR = join(root, 'packages/server');
export const SERVER_BUNDLE = join(SERVER_DIR, 'dist/main.js');

/**
 * Bundles the server. A source file that finds files beside it (`new URL('../../migrations/', import.meta.url)` in
 * db/migrate.ts, the repository root in config.ts) keeps finding them: its `import.meta.url` is rewritten to the
 * source file's own address, computed from the bundle's, so the built server reads packages/server/migrations and
 * serves packages/web/dist as the source does. The bundle therefore runs from its place in a checkout.
 */
export const buildServer = async () => {
  rmSync(dirname(SERVER_BUNDLE), { recursive: true, force: true });
  await bundleForServer([join(SERVER_DIR, 'src/main.ts')], { outfile: SERVER_BUNDLE });
};

/**
 * Entries bundled as the server is (the bench's server and bare children, bench/run.ts): `outfile` for one entry, or
 * `outdir` (under packages/server, so that the npm dependencies left external resolve from its node_modules).
 */
export const bundleForServer = async (entryPoints, { outfile, outdir: into }) => {
  const { build } = await import('esbuild');
  const outdir = into ?? dirname(outfile);
  await build({
    entryPoints,
    ...(outfile ? { outfile } : { outdir, outExtension: { '.js': '.mjs' } }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-dependencies-external',
        setup(bundle) {
          // Our packages (@benefit-store/*) are bundled from their TypeScript source; everything else from npm stays
          // an import, resolved at run time from packages/server/node_modules.
          bundle.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@benefit-store/') ? undefined : { path: args.path, external: true }));
          bundle.onLoad({ filter: /\/packages\/[^/]+\/src\/.*\.tsx?$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const own = JSON.stringify(relative(outdir, args.path));
            return { contents: source.replaceAll('import.meta.url', `new URL(${own}, import.meta.url).href`), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
};

/**
 * The storefront, then its page-copy renderer into the same folder's `render/` (docs/adr/0520-page-copies.md), which
 * the server loads from there. `outDir`: another folder than packages/web/dist (the bench's).
 */
export const buildStorefront = (outDir) => {
  const into = outDir ? ['--outDir', outDir, '--emptyOutDir'] : [];
  pnpm(['--filter', '@benefit-store/web', 'exec', 'vite', 'build', ...into, '--logLevel', 'warn']);
  pnpm(['--filter', '@benefit-store/web', 'exec', 'vite', 'build', '--ssr', 'src/page-render.tsx', '--outDir', join(outDir ?? join(root, 'packages/web/dist'), 'render'), '--logLevel', 'warn']);
};

if (process.argv[1] === import.meta.filename) {
  ensureInstalled();
  // `--bundle <outdir> <entry>...`: those entries bundled as the server is, and nothing else (the bench's children).
  if (process.argv.includes('--bundle')) {
    const [outdir, ...entries] = process.argv.slice(process.argv.indexOf('--bundle') + 1);
    await bundleForServer(entries, { outdir });
    process.exit(0);
  }
  const started = performance.now();
  // `--out-dir <dir>`: the storefront into another folder (the bench's).
  const outDir = process.argv.includes('--out-dir') ? process.argv[process.argv.indexOf('--out-dir') + 1] : undefined;
  console.log(`Building the storefront (${outDir ?? 'packages/web/dist'}) ...`);
  buildStorefront(outDir);
  // `--storefront`: that alone (npm start and npm test in development run the server from its source).
  if (process.argv.includes('--storefront')) process.exit(0);
  console.log('Building the server (packages/server/dist/main.js) ...');
  await buildServer();
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s. Run it: NODE_ENV=production npm start (README, Deployment).`);
}
