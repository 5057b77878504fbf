// `npm run test:deploy` (CI: .ci/run, after `npm test`): the deployment test, tests/deploy/deploy.ts. Installs
// Debian's nginx when it is missing (CI runs as root on Debian), builds what production runs (`npm run build`), then
// runs nginx with deploy/nginx/ in front of two built server processes on one PostgreSQL schema under a batch with a
// SIGTERM and a kill -9 in its middle, and prints its figures. Needs PostgreSQL at 127.0.0.1:5432 with trust auth
// (TEST_DATABASE_URL to change), as the PostgreSQL contract suite does.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { ensureInstalled, root, run } from './bootstrap.mjs';
import { buildServer, buildStorefront } from './build.mjs';

const started = performance.now();
const hasNginx = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
if (!hasNginx()) {
  if (process.getuid?.() !== 0) {
    console.error('✖ test:deploy needs nginx: apt-get install -y nginx (as root), then run it again.');
    process.exit(1);
  }
  console.log('Installing nginx (apt-get install -y nginx) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { env });
  // Debian starts the packaged nginx on port 80; the test runs its own and needs nothing of that one.
}

ensureInstalled();
console.log('Building (npm run build: the storefront, then the server as plain JavaScript) ...');
// CI has just built the storefront from this same checkout for the browser suite (.ci/run says so): not twice.
if (process.env.STOREFRONT_BUILT !== '1') buildStorefront();
await buildServer();
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
run(process.execPath, ['--import', 'tsx', 'tests/deploy/deploy.ts'], { cwd: root, env: { ...process.env, DEPLOY_STARTED_AT: String(Date.now() - Math.round(performance.now() - started)) } });
console.log(`test:deploy passed in ${((performance.now() - started) / 1000).toFixed(1)} s, build included.`);
