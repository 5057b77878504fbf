// Installs what the workspace needs, when it needs it: pnpm through npx (pinned by package.json's
// packageManager), then the locked dependencies. A stamp of the lockfile and manifests skips the
// install when nothing changed, so `npm start` and `npm test` stay quick after the first run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Benefit Store needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
export const pnpmSpec = pkg.packageManager; // e.g. pnpm@10.34.8

/** Runs pnpm (fetched by npx on first use) in the repository root; exits on failure. */
export const pnpm = (args, options = {}) => run('npx', ['--yes', pnpmSpec, ...args], options);

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return result;
};

const manifests = () => [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  ...readdirSync(join(root, 'packages')).map((p) => join('packages', p, 'package.json')),
];

const fingerprint = () => {
  const hash = createHash('sha256');
  for (const file of manifests()) if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex');
};

export const ensureInstalled = () => {
  const stamp = join(root, 'node_modules', '.benefit-store-install');
  const wanted = fingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log(`Installing dependencies with ${pnpmSpec} ...`);
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  writeFileSync(stamp, wanted);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();
