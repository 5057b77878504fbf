// `npm run bench`: figures that depend on the machine, kept out of the test suites on purpose.
// Starts the real server on a throwaway PGlite database and times the quote journey's two calls.
import { performance } from 'node:perf_hooks';
import { apiClient, httpFilterGateway, httpPlanCatalog } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { parseUsDate, type QuoteFilter } from '@benefit-store/domain';
import { startTestServer } from '../tests/support/test-server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const server = await startTestServer('pglite');
const filter: QuoteFilter = { zip: '75001' as QuoteFilter['zip'], gender: '0', tier: 'IO', dob: parseUsDate('01/15/1985')._unsafeUnwrap() };

const timings: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const api = apiClient(undiciTransport(server.url, cookieJar()));
  const started = performance.now();
  const saved = (await httpFilterGateway(api).create(filter, { eprocess: 'applicant' }))._unsafeUnwrap();
  (await httpPlanCatalog(api).filteredPlans(saved.tempId))._unsafeUnwrap();
  timings.push(performance.now() - started);
}
await server.close();

timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
console.log(`quote journey (new session + add-filter-for-new-user + get-filtered-plans), ${ROUNDS} rounds on PGlite`);
console.log(`  p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms`);
