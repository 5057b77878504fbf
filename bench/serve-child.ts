// A child process of `npm run bench`: the real server on a throwaway PGlite directory, so that the load
// generator and the server do not share one event loop. Prints its URL as the first line of stdout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RATE_LIMITS, startServer } from '@benefit-store/server';

const webDist = process.argv[2];
const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-bench-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir,
  ...(webDist ? { webDist } : {}),
  logLevel: 'error',
  log: () => undefined,
  // One address makes every request of the bench: limits per address would measure the limiter.
  rateLimits: Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: 1_000_000 }])) as typeof DEFAULT_RATE_LIMITS,
});
process.stdout.write(`${server.url}\n`);
const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
