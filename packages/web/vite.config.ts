import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type UserConfig } from 'vite';
import { filesUnder } from './build/files.ts';
import { keepPreviousRelease, readPreviousRelease } from './build/previous-release.ts';
import { withNoScriptLine } from './src/app/no-script-line.ts';

// In development the API runs on 8080 (npm start); vite serves the app with hot reload and proxies the rest.
const api = process.env.BENEFIT_STORE_API ?? 'http://localhost:8080';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Brotli and gzip copies of every text asset, made once at build time at the highest levels, so the server
 * sends them as they are (docs/adr/0009) instead of compressing on each request or not at all.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  let server = false;
  return {
    name: 'benefit-store:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      server = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (server) return; // the page-copy renderer runs in the server: nothing to send

      for (const file of filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const body = readFileSync(file);
        if (body.length < 512) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
};

/**
 * The release before this one stays beside it (docs/adr/0021-a-release-keeps-the-one-before.md): a tab opened before
 * the upgrade still finds its chunks. Its files are read before the build empties the folder and put back after the
 * compressed copies are made (`order: 'post'`), with this release's own list for the next build.
 */
const previousRelease = (): Plugin => {
  let outDir = 'dist';
  let server = false;
  let previous: ReturnType<typeof readPreviousRelease> = new Map();
  return {
    name: 'benefit-store:previous-release',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      server = Boolean(config.build.ssr);
    },
    buildStart() {
      if (!server) previous = readPreviousRelease(outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (server) return;
        keepPreviousRelease(outDir, previous);
        previous = new Map();
      },
    },
  };
};

/**
 * The first screen as HTML (docs/adr/0502): the access page, rendered by React on the build machine from
 * src/first-screen.tsx, goes into index.html with the inline guard that shows it only to the visits the app
 * will open on it. A first visit paints it as soon as the page and its stylesheet are in, without waiting
 * for the scripts.
 */
const firstScreen = (): Plugin => ({
  name: 'benefit-store:first-screen',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(html) {
      const renderer = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        plugins: [react()],
      });
      try {
        const entry = (await renderer.ssrLoadModule('/src/first-screen.tsx')) as typeof import('./src/first-screen.tsx');
        const withGuard = html.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    <script>${entry.firstScreenGuardScript()}</script>`);
        const withScreen = withGuard.replace('<div id="root"></div>', `${entry.renderFirstScreen()}<div id="root"></div>`);
        if (withScreen === withGuard || withGuard === html) throw new Error('index.html lost its charset meta or root element: the first screen has nowhere to go');
        // The <noscript> line from the shell's catalogue (a page copy says it in the visitor's language).
        const withNoScript = withNoScriptLine(withScreen, entry.noScriptText());
        if (withNoScript === undefined) throw new Error('index.html lost its <noscript> line: the page has no word for a browser without JavaScript');
        return withNoScript;
      } finally {
        await renderer.close();
      }
    },
  },
});

/**
 * The libraries every page needs in one long-cached chunk of their own. Fewer, larger first-visit requests matter
 * on a slow network (issue 8, section 5).
 */
const FRAMEWORK = /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack\+[a-z-]+|inversify|@inversifyjs\+[a-z-]+|reflect-metadata|fp-ts|io-ts|neverthrow)@/;

/** A module of the storefront's own packages (domain, ports, contract, adapters, the web app). */
const OWN = /[\\/]packages[\\/](domain|ports|contract|adapters-http|web)[\\/]src[\\/]/;
const underWeb = (...folders: readonly string[]) => new RegExp(`[\\\\/]packages[\\\\/]web[\\\\/]src[\\\\/](${folders.join('|')})[\\\\/.]`);

/**
 * Fewer, larger chunks (issue 23). Left to itself the bundler cut the app into about 60 files, most of a few hundred
 * bytes (every module two lazy pages share became a file), and a first visit asked for 15 of them. Now, by priority:
 * the libraries; everything a first visit runs in one chunk (rolldown's `$initial` tag); the modules two or more
 * later pages share, in one chunk; then each part of the journey in one chunk that loads when a person gets there:
 * shopping (plans, a plan, the cart, compare), the enrollment wizard, the signed-in pages. The shared chunk is
 * captured before the parts, so that no part pulls another's modules in and makes the plans page load the wizard;
 * it leaves the wizard's own screens to the wizard's chunk. (Groups that leave their dependencies out,
 * `includeDependenciesRecursively: false`, ran modules before what they use: the sign-in page failed.)
 */
const WIZARD_SCREENS = underWeb('features/wizard');
const SPANISH = /[\\/]node_modules[\\/]\.pnpm[\\/]i18next@|[\\/]packages[\\/]web[\\/]src[\\/]i18n[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]i18n[\\/]messages-es\./;

const CHUNK_GROUPS = [
  { name: 'framework', test: FRAMEWORK, priority: 50 },
  { name: 'app', test: OWN, tags: ['$initial' as const], priority: 40 },
  // Another language's words and i18next, which holds them: loaded only when a visitor chooses the language (issue
  // 25). Below `app`, so the English catalogues a first visit needs stay there; above the rest, so no page's chunk
  // takes the Spanish words along.
  { name: 'lang-es', test: (id: string) => SPANISH.test(id), priority: 38 },
  { name: 'later', test: (id: string) => OWN.test(id) && !WIZARD_SCREENS.test(id), minShareCount: 2, priority: 35 },
  { name: 'wizard', test: WIZARD_SCREENS, priority: 30 },
  { name: 'members', test: underWeb('features/members', 'features/member-start'), priority: 30 },
  { name: 'cart-and-plans', test: underWeb('features/plans', 'features/plan-detail', 'features/cart', 'features/compare', 'features/recommendations'), priority: 30 },
];

/**
 * The page-copy renderer (src/page-render.tsx, docs/adr/0520-page-copies.md), built for Node into the storefront's
 * `render/` folder (never served): `vite build --ssr src/page-render.tsx --outDir dist/render`. Every library is
 * bundled in, so the build runs wherever the storefront's folder is put, and into one file.
 */
const PAGE_RENDERER: UserConfig = {
  publicDir: false,
  // React's production build whatever the server's NODE_ENV (`npm start` in development leaves it unset): the
  // development build renders several times slower and checks what the browser's build already checked.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  // .mjs: an ES module wherever the folder is put (a .js file outside a `"type": "module"` package is CommonJS).
  build: { emptyOutDir: false, sourcemap: false, rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), firstScreen(), precompress(), previousRelease()],
  // inversify imports the whole reflect-metadata polyfill, which also brings its own Map and WeakMap for old
  // browsers; the lite build is the same API over the browser's own (8 KB less). The container binds values and
  // factories only, never decorated classes (ADR 0502).
  resolve: { alias: [{ find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' }] },
  // Source maps stay beside the build for debugging, without the comment that would make browsers ask for
  // them: the server does not serve them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
      // The bundler's note that plugins ran for seconds reached every `npm start` and `npm test` as a warning: the
      // time is the HTML's first screen rendered by React and the highest brotli level, both on purpose.
      checks: { bundlerTimings: false },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/benefit-service': api, '/media': api, '/healthz': api },
  },
  ...(isSsrBuild ? PAGE_RENDERER : {}),
}));
