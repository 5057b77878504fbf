import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '@benefit-store/contract/openapi';
import { describeFigures, fuzzCases, fuzzSessions, runFuzz, sampleCases, type FuzzFigures } from '../support/fuzz.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { ARTIFACTS } from '../support/browser.ts';

/**
 * The full fuzz run of `npm run test:reliability` (issue 19, section 5): the fuzzer generated from the published
 * OpenAPI document sends a seeded sample of its cases (every essential one: each operation's valid-looking request,
 * 6,900 levels of nesting on every body, prototype names in every parameter) with no session, a shopper's and a
 * signed-in rep's, to the real server on PGlite and on PostgreSQL: over ten thousand requests, none answered 5xx,
 * every answer as the document describes it. The figures are printed and written to artifacts/reliability-fuzz.json.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CASES: Readonly<Record<Backend, number>> = {
  pglite: Number(process.env.FUZZ_CASES ?? 4_000),
  postgres: Number(process.env.FUZZ_CASES_POSTGRES ?? 1_500),
};

const results: Record<string, FuzzFigures> = {};

describe.each<Backend>(['pglite', 'postgres'])('fuzzing every operation of the document (%s)', (backend) => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (backend === 'postgres' && !(await postgresSuiteEnabled('reliability fuzz'))) return;
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers every request below 500, every answer as the document describes it', { timeout: 1_800_000 }, async ({ skip }) => {
    if (!server) return skip();
    const document = openApiDocument();
    const { sessions, known } = await fuzzSessions(server.url);
    const all = fuzzCases(document, known);
    const cases = sampleCases(all, CASES[backend], SEED);
    const figures = await runFuzz(server.url, document, cases, sessions, 4);
    results[backend] = figures;
    console.log(`${describeFigures(`fuzz on ${backend} (seed ${SEED}, ${cases.length} of ${all.length} cases, ${sessions.length} sessions each)`, figures)}`);
    expect(figures.failures.slice(0, 20)).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.operations).toBe(Object.values(document.paths).flatMap((ops) => Object.keys(ops as object)).length);
  });
});

describe('the fuzz run as a whole', () => {
  it('sent at least ten thousand requests, and says how many', () => {
    const total = Object.values(results).reduce((n, f) => n + f.requests, 0);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'reliability-fuzz.json'), `${JSON.stringify({ seed: SEED, total, results }, null, 2)}\n`);
    console.log(`fuzz total: ${total} requests, ${Object.values(results).reduce((n, f) => n + f.serverErrors, 0)} answered 5xx`);
    expect(total).toBeGreaterThanOrEqual(10_000);
  });
});
