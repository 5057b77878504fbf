// `npm test`: install what is missing, type-check, lint, build the storefront the browser suite drives,
// then run every suite (unit, property, architecture, contract on PGlite and PostgreSQL, browser).
import { existsSync } from 'node:fs';
import { ensureInstalled, pnpm, root, run } from './bootstrap.mjs';

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
console.log('Type-checking ...');
pnpm(['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']);
console.log('Linting (zero warnings) ...');
pnpm(['exec', 'eslint', '--max-warnings', '0', '.']);
console.log('Building the storefront for the browser suite ...');
pnpm(['--filter', '@benefit-store/web', 'exec', 'vite', 'build', '--logLevel', 'warn']);
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { cwd: root });
