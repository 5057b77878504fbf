import { configFromEnv, DataDirectoryInUse, KeyConfigurationError, startServer } from './index.ts';

const config = configFromEnv();

try {
  const server = await startServer(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Benefit Store is serving on http://localhost:${config.port}  (database: ${where})`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  // Configuration problems are the operator's to fix: say what, without a stack trace.
  if (error instanceof DataDirectoryInUse || error instanceof KeyConfigurationError) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
