import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@benefit-store/server';

/**
 * Migrating and seeding an embedded database costs about five seconds of CPU; copying a seeded one costs a
 * tenth of that. Once per `vitest run`, before any worker starts, this builds one migrated and seeded PGlite
 * directory (with its development key file) that tests/support/test-server.ts copies for each fresh server.
 * The workers inherit the variable; a test that needs its own clock or data directory still starts afresh.
 */
export const TEMPLATE_VARIABLE = 'BENEFIT_STORE_TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[TEMPLATE_VARIABLE]) return undefined; // another project of this run built it
  const dir = mkdtempSync(join(tmpdir(), 'benefit-store-template-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir: dir, logLevel: 'error', log: () => undefined });
  await server.close();
  process.env[TEMPLATE_VARIABLE] = dir;
  return () => {
    delete process.env[TEMPLATE_VARIABLE];
    rmSync(dir, { recursive: true, force: true });
  };
}
