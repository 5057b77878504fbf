import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '@benefit-store/contract/openapi';
import { describeFigures, fuzzCases, fuzzSessions, runFuzz, sampleCases } from '../support/fuzz.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

/**
 * A bounded sample of the fuzzer generated from the published OpenAPI document (issue 19, section 5): every
 * operation's valid-looking request and a seeded share of the hostile ones, with and without a session. The full
 * run, over ten thousand requests, is `npm run test:reliability` (tests/reliability/fuzz.reliability.test.ts).
 */
const SAMPLE = Number(process.env.FUZZ_SAMPLE ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

describe.each<Backend>(['pglite', 'postgres'])('fuzzing every operation of the document (%s, a sample)', (backend) => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (backend === 'postgres' && !(await postgresSuiteEnabled('fuzz'))) return;
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers every request below 500, every answer as the document describes it', { timeout: 240_000 }, async ({ skip }) => {
    if (!server) return skip();
    const document = openApiDocument();
    const { sessions, known } = await fuzzSessions(server.url);
    const cases = sampleCases(fuzzCases(document, known), SAMPLE, SEED);
    const figures = await runFuzz(server.url, document, cases, sessions.slice(0, 2));
    console.log(describeFigures(`fuzz sample on ${backend} (seed ${SEED})`, figures));
    expect(figures.operations).toBe(Object.values(document.paths).flatMap((ops) => Object.keys(ops as object)).length);
    expect(figures.failures.slice(0, 20)).toEqual([]);
    expect(figures.serverErrors).toBe(0);
  });
});
