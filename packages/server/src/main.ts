import { mkdirSync } from 'node:fs';
import { configFromEnv, startServer } from './index.ts';

const config = configFromEnv();
if (!config.databaseUrl && config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });

const server = await startServer(config);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${config.dataDir}`;
console.log(`Benefit Store is serving on http://localhost:${config.port}  (database: ${where})`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
