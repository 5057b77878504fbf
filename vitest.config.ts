import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/setup/longest-first.ts';

const setupFiles = ['./tests/setup/fast-check.ts'];
// One migrated, seeded PGlite directory per run, copied by every suite's fresh server.
const globalSetup = ['./tests/setup/pglite-template.ts'];
// The contract suites check every response they receive against the published OpenAPI document (docs/adr/0012-the-published-contract.md).
const contractSetupFiles = [...setupFiles, './tests/setup/openapi-responses.ts'];
// The CLI bundled once per run for the suites that start it many times.
const cliSetup = [...globalSetup, './tests/setup/cli-bundle.ts'];

// Two groups, one after the other: the suites in Node first, five files at a time (much of their time is spent
// waiting on a database, a timer or a child process: at three the two cores were half idle), then the browser suite,
// three files at a time (each drives a Chromium and a server; kept below the Node suites' count, as these are the most
// timing-sensitive). Polled expectations get ten seconds: a loaded CI machine is slower than a laptop, and a poll
// ends at its answer. Figures: docs/adr/0020-ci-within-twenty-minutes.md. The contract and browser suites' tests get
// two minutes, like the CLI's: on a 2-core AMD EPYC at 2.1 GHz every file took about 1.9 times as long as on the
// machine the figures are from, and tests of 45-59 s came within seconds of a one-minute limit.
const SLOW_MACHINE_TIMEOUT = 120_000;
const nodeSuites = { maxWorkers: 5, sequence: { groupOrder: 0 } };
// Suites of code alone (no server, no child process): a worker keeps the modules it imported from one file to the
// next instead of importing them afresh for each (measured: these three projects 100 s to 68 s, a third less CPU).
// The contract and CLI suites stay isolated: each starts its own servers, and sharing saved them nothing.
const sharedModules = { isolate: false };

export default defineConfig({
  test: {
    // Longest files first (tests/setup/longest-first.ts): no worker is left alone with a long file at the end.
    sequence: { sequencer: LongestFirst },
    projects: [
      // Some unit suites open an embedded database in their hooks: slow on a busy machine.
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/web/build/**/*.test.ts'], setupFiles, hookTimeout: 60_000, ...nodeSuites, ...sharedModules } },
      // A property draws hundreds of inputs: on a busy machine that takes more than the default five seconds.
      { test: { name: 'property', include: ['tests/property/**/*.test.ts'], setupFiles, testTimeout: 60_000, ...nodeSuites, ...sharedModules } },
      { test: { name: 'architecture', include: ['tests/architecture/**/*.test.ts'], ...nodeSuites, ...sharedModules } },
      {
        test: {
          name: 'cli',
          include: ['tests/cli/**/*.test.ts'],
          setupFiles,
          globalSetup: cliSetup,
          ...nodeSuites,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles: contractSetupFiles,
          globalSetup: cliSetup,
          ...nodeSuites,
          testTimeout: SLOW_MACHINE_TIMEOUT,
          hookTimeout: 120_000,
        },
      },
      // `npm run test:reliability` only (BENEFIT_STORE_RELIABILITY=1): the full fuzz run and kill -9 under load take
      // many minutes, so plain `npm test` runs their bounded samples in the contract project instead.
      ...(process.env.BENEFIT_STORE_RELIABILITY === '1'
        ? [
            {
              test: {
                name: 'reliability',
                include: ['tests/reliability/**/*.test.ts'],
                setupFiles,
                globalSetup: cliSetup,
                maxWorkers: 1,
                testTimeout: 1_800_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: SLOW_MACHINE_TIMEOUT,
          hookTimeout: 120_000,
          // One Chromium for every file of the suite (tests/setup/chromium.ts).
          globalSetup: [...globalSetup, './tests/setup/chromium.ts'],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
