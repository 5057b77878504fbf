// `npm run test:reliability`: the long reliability suites (tests/reliability): the fuzzer generated from the published
// OpenAPI document, over ten thousand requests on PGlite and PostgreSQL, and kill -9 of the server under concurrent
// writes on PostgreSQL. Not part of `npm test`, which runs bounded samples of both. Figures go to stdout and artifacts/.
import { ensureInstalled, root, run } from './bootstrap.mjs';

ensureInstalled();
process.env.BENEFIT_STORE_RELIABILITY = '1';
run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'reliability', ...process.argv.slice(2)], { cwd: root, env: process.env });
