// `npm start`: install what is missing, build the storefront, then serve storefront and API together.
// The server migrates and seeds its embedded database on first run.
// `NODE_ENV=production npm start` runs what `npm run build` built instead (plain JavaScript, no tsx): nothing is
// installed or built at start, and the server's own checks apply (keys, PUBLIC_URL: README, Deployment).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled, root } from './bootstrap.mjs';
import { buildStorefront } from './build.mjs';

const production = process.env.NODE_ENV === 'production';
const BUNDLE = 'packages/server/dist/main.js';

let args;
if (production) {
  if (!existsSync(`${root}/${BUNDLE}`) || !existsSync(`${root}/packages/web/dist/index.html`)) {
    console.error(`✖ NODE_ENV=production runs the built server (${BUNDLE}) and storefront (packages/web/dist), and they are not there: run \`npm run build\` first.`);
    process.exit(1);
  }
  args = [BUNDLE];
} else {
  ensureInstalled();
  console.log('Building the storefront ...');
  buildStorefront();
  args = ['--import', 'tsx', 'packages/server/src/main.ts'];
}

// In development `npm start` asks for the development mailbox (docs/adr/0703); DEV_MAILBOX=0 keeps it off, and a
// production server ignores it.
const env = { ...process.env };
if (env.DEV_MAILBOX === undefined && !production) env.DEV_MAILBOX = '1';
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
