// A child process of `npm run bench`: the real server on a throwaway PGlite directory (or, with BENCH_DATABASE_URL,
// on that PostgreSQL database), so that the load generator and the server do not share one event loop. Prints its
// URL as the first line of stdout. Started with an IPC channel, it answers `usage` with its CPU time and memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RATE_LIMITS, startServer } from '@benefit-store/server';

const webDist = process.argv[2] || undefined;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-bench-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  dataDir,
  ...(webDist ? { webDist } : {}),
  logLevel: 'error',
  log: () => undefined,
  // One address makes every request of the bench: limits per address would measure the limiter.
  rateLimits: Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: 1_000_000 }])) as typeof DEFAULT_RATE_LIMITS,
});
process.stdout.write(`${server.url}\n`);
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'usage') return;
    // Started with --expose-gc, the heap is measured after a full collection: what is kept, not what is garbage yet.
    (globalThis as { gc?: () => void }).gc?.();
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, rss: memory.rss, heapUsed: memory.heapUsed });
  });
}
const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
