// `npm run test:postgres`: every contract suite on a real PostgreSQL as well as on the embedded PGlite. `npm test`
// runs the PostgreSQL variant of the suites where the two differ (tests/support/test-server.ts, ALWAYS_ON_POSTGRES).
import { ensureInstalled, root, run } from './bootstrap.mjs';

ensureInstalled();
process.env.POSTGRES_EVERY_SUITE = '1';
process.env.REQUIRE_POSTGRES = '1';
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'contract', ...process.argv.slice(2)], { cwd: root, env: process.env });
