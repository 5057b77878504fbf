import type { Database } from '@benefit-store/server';
import { ExitCode } from '../../output.ts';

/** The server package, loaded only by the commands that work on its database: the rest of the CLI starts without it. */
export type ServerModule = typeof import('@benefit-store/server');
export const loadServer = (): Promise<ServerModule> => import('@benefit-store/server');

export interface DatabaseOptions {
  dataDir?: string;
}

/**
 * Runs `work` on the server's own database, as `npm start` finds it (DATABASE_URL, or the PGlite data directory
 * of BENEFIT_STORE_DATA_DIR or --data-dir), migrated first. An embedded database is one process's: while the
 * server runs on it, this answers exit code 4 and says so.
 */
export const withServerDatabase = async <T>(options: DatabaseOptions, work: (db: Database, server: ServerModule) => Promise<T>): Promise<T | undefined> => {
  const server = await loadServer();
  const { configFromEnv, DataDirectoryInUse, migrate, openDatabase } = server;
  const config = configFromEnv();
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: options.dataDir ?? config.dataDir, schema: config.databaseSchema });
  } catch (error) {
    if (!(error instanceof DataDirectoryInUse)) throw error;
    process.stderr.write(`✖ ${error.message}\n  Stop the server first, or run it on PostgreSQL (DATABASE_URL), where both can work at once.\n`);
    process.exitCode = ExitCode.unavailable;
    return undefined;
  }
  try {
    await migrate(db);
    return await work(db, server);
  } finally {
    await db.close();
  }
};
