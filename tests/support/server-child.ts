// A server in a process of its own, for the suites that kill it (kill -9 under load): the real server on the database
// the environment names (DATABASE_URL and DATABASE_SCHEMA, or PGlite in BENEFIT_STORE_DATA_DIR), on PORT, with the
// suites' raised rate limits (every request comes from 127.0.0.1). Prints "serving URL" once it listens.
import { DEFAULT_RATE_LIMITS, startServer } from '@benefit-store/server';

const server = await startServer({
  port: Number(process.env.PORT ?? 0),
  host: '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  databaseSchema: process.env.DATABASE_SCHEMA || undefined,
  dataDir: process.env.BENEFIT_STORE_DATA_DIR!,
  logLevel: 'error',
  log: () => undefined,
  rateLimits: Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: 1_000_000 }])) as typeof DEFAULT_RATE_LIMITS,
});
process.stdout.write(`serving ${server.url}\n`);
