import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  DEFAULT_RATE_LIMITS,
  openDatabase,
  parseMetricsAccess,
  parseTrustProxy,
  startServer,
  type Database,
  type RateLimits,
  type RunningServer,
  type SessionPolicy,
} from '@benefit-store/server';
import { seededDataDir } from './data-dir.ts';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a real PostgreSQL answers at POSTGRES_URL; the reason when it does not. */
export const probePostgres = async (): Promise<{ available: true } | { available: false; reason: string }> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { available: true };
  } catch (error) {
    return { available: false, reason: (error as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * The suites whose PostgreSQL variant runs in every `npm test`: what differs between the embedded engine and a
 * server (several connections and processes, locks and leases, concurrent counters, schemas and migrations). The
 * others ask the same SQL of the same engine (PGlite is PostgreSQL compiled to WASM) and run on a real server with
 * POSTGRES_EVERY_SUITE=1 (`npm run test:postgres`): CI's time limit is 20 minutes (docs/adr/0020).
 */
const ALWAYS_ON_POSTGRES = new Set([
  'confirmations at once',
  'database connections lost',
  'enrollment versions contract',
  'kill -9 under load',
  'mail outbox contract',
  'migrations contract',
  'rate limits contract',
  'row changes contract',
  'several processes contract',
  'sign-in throttle',
  'transactions contract',
]);

/**
 * Whether to run the PostgreSQL variants: yes when a server answers; when none does, skipped with the
 * reason printed, unless REQUIRE_POSTGRES=1 (CI), where that is a failure.
 */
export const postgresSuiteEnabled = async (suite: string): Promise<boolean> => {
  if (!ALWAYS_ON_POSTGRES.has(suite) && process.env.POSTGRES_EVERY_SUITE !== '1') return false;
  const probe = await probePostgres();
  if (probe.available) return true;
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is unreachable at ${POSTGRES_URL}: ${probe.reason}`);
  }
  console.warn(
    `⚠ ${suite}: the PostgreSQL variant is SKIPPED: no server at ${POSTGRES_URL} (${probe.reason}). ` +
      'Start one or set TEST_DATABASE_URL; CI sets REQUIRE_POSTGRES=1 to make it mandatory.',
  );
  return false;
};

export type Backend = 'pglite' | 'postgres';

/**
 * A bare database of its own, no server, not migrated: PGlite in memory, or a schema of its own on PostgreSQL.
 * Its `close` drops the schema first.
 */
export const openThrowawayDatabase = async (backend: Backend): Promise<Database> => {
  if (backend === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const schema = `bs_test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: POSTGRES_URL, schema });
  return {
    ...db,
    close: async () => {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
};

export interface TestServer extends RunningServer {
  readonly backend: Backend;
  /** The server's data directory (its PGlite files and development key file). */
  readonly dataDir: string;
  /** The PostgreSQL schema, on the postgres backend. */
  readonly schema: string | undefined;
}

/**
 * Every suite talks to its server from 127.0.0.1, so limits counted per address are set high enough for
 * a suite's own traffic; the suites about rate limits pass DEFAULT_RATE_LIMITS to test the real ones.
 */
export const SUITE_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  signInAddress: { ...DEFAULT_RATE_LIMITS.signInAddress, max: 10_000 },
  newEnrollments: { ...DEFAULT_RATE_LIMITS.newEnrollments, max: 10_000 },
  anonymousWrites: { ...DEFAULT_RATE_LIMITS.anonymousWrites, max: 100_000 },
  groupCodes: { ...DEFAULT_RATE_LIMITS.groupCodes, max: 10_000 },
  leads: { ...DEFAULT_RATE_LIMITS.leads, max: 10_000 },
};

export interface TestServerOptions {
  readonly webDist?: string;
  readonly now?: () => Date;
  readonly rateLimits?: RateLimits;
  readonly sessionPolicy?: SessionPolicy;
  readonly secureCookies?: boolean;
  /** Where the mail worker delivers (a test's own SMTP server); without it mail stays in the outbox. */
  readonly smtpUrl?: string;
  /** An existing data directory (a restart on the same data); by default a fresh one, removed on close. */
  readonly dataDir?: string;
  /** SEED_DEMO_DATA=0: no demo catalogue, sites or members, as an agency starts its own store. */
  readonly emptyDatabase?: boolean;
  /** Another test server's schema (a second process on one database): left in place by `close`. */
  readonly schema?: string;
  /** PUBLIC_URL: where links in mail lead. Default, as in development: the address the server listens on. */
  readonly publicUrl?: string;
  /** TRUST_PROXY as an operator writes it (`1`, `127.0.0.1,10.0.0.0/8`): the test's requests carry X-Forwarded-For. */
  readonly trustProxy?: string;
  /** DEV_MAILBOX=1: serve the development mailbox (/dev/mailbox, /api/v1/dev/mail). Off by default, as in production. */
  readonly devMailbox?: boolean;
  /** METRICS_ALLOW and METRICS_TOKEN as an operator writes them (docs/adr/0015); by default loopback only, no token. */
  readonly metrics?: { readonly allow?: string; readonly token?: string };
  /** Where the server's log lines go (one JSON object a line), and from which level; by default errors, discarded. */
  readonly log?: { readonly level: string; readonly stream: { write(line: string): void } };
  /** CARRIER_EXPORT_DIR and CARRIER_EXPORT_MINUTES: the scheduled carrier export (docs/adr/0803). */
  readonly carrierExport?: { readonly dir: string; readonly everyMinutes: number };
  /** How long a page waits for its copy before it is served bare (docs/adr/0520); the product's 1.5 s by default. */
  readonly pageCopyBudgetMs?: number;
}

/**
 * The real server on a random port with a throwaway database: a fresh PGlite directory, or a fresh
 * schema on the PostgreSQL server, removed again by `close`.
 */
export const startTestServer = async (backend: Backend, options: TestServerOptions = {}): Promise<TestServer> => {
  // A copy of the run's seeded template instead of migrating and seeding again; the seed does not depend on the
  // clock, so a test with its own clock may use it too.
  const dataDir =
    options.dataDir ??
    (backend === 'pglite' && !options.emptyDatabase ? seededDataDir('benefit-store-test-') : mkdtempSync(join(tmpdir(), 'benefit-store-test-')));
  const schema = backend === 'postgres' ? (options.schema ?? `bs_test_${randomBytes(6).toString('hex')}`) : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: backend === 'postgres' ? POSTGRES_URL : undefined,
    databaseSchema: schema,
    dataDir,
    ...(options.emptyDatabase ? { seedDemoData: false } : {}),
    webDist: options.webDist,
    logLevel: options.log?.level ?? 'error',
    ...(options.log ? { logStream: options.log.stream } : {}),
    rateLimits: options.rateLimits ?? SUITE_RATE_LIMITS,
    log: () => undefined,
    ...(options.sessionPolicy ? { sessionPolicy: options.sessionPolicy } : {}),
    ...(options.secureCookies ? { secureCookies: true } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.trustProxy ? { trustProxy: parseTrustProxy(options.trustProxy) } : {}),
    ...(options.devMailbox ? { devMailbox: true } : {}),
    ...(options.metrics ? { metricsAccess: parseMetricsAccess(options.metrics.allow, options.metrics.token) } : {}),
    ...(options.carrierExport ? { carrierExport: options.carrierExport } : {}),
    ...(options.pageCopyBudgetMs ? { pageCopyBudgetMs: options.pageCopyBudgetMs } : {}),
  });
  return {
    ...server,
    backend,
    dataDir,
    schema,
    close: async () => {
      // A schema given (another server's, shared) stays for its owner to drop.
      if (schema && !options.schema) await server.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
