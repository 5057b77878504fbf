// `npm test`: install what is missing, type-check, lint, build the storefront the browser suite drives,
// then run every suite (unit, property, architecture, contract on PGlite and PostgreSQL, browser).
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { ensureInstalled, pnpmSpec, root, run } from './bootstrap.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    [
      `✖ The browser suite drives Chromium at ${chromium}, and it is not there.`,
      '  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      '  Elsewhere: install Chromium or Chrome and point CHROMIUM_PATH at its executable.',
      '  (A browser downloaded by `npx playwright install` is not used.)',
    ].join('\n'),
  );
  process.exit(1);
}

ensureInstalled();

/**
 * Type-checking, linting and the storefront's build are independent and each mostly one thread: run side by side,
 * each one's output kept together and printed when it ends; any failure stops the run before the suites.
 */
const step = (label, args) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn('npx', ['--yes', pnpmSpec, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✔' : '✖'} ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      if (output.trim() !== '') console.log(output.trimEnd());
      done(code === 0);
    });
  });
console.log('Type-checking, linting (zero warnings) and building the storefront for the browser suite ...');
const passed = await Promise.all([
  step('Type-checking', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']),
  step('Linting (zero warnings)', ['exec', 'eslint', '--max-warnings', '0', '.']),
  step('Building the storefront', ['exec', 'node', 'scripts/build.mjs', '--storefront']),
]);
if (passed.includes(false)) process.exit(1);
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { cwd: root });
