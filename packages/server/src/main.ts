import { mkdirSync } from 'node:fs';
import { configFromEnv, startServer } from './index.ts';

const config = configFromEnv();
if (!config.databaseUrl && config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });

const server = await startServer(config);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${config.dataDir}`;
console.log(`Benefit Store is serving on http://localhost:${config.port}  (database: ${where})`);
// The SMTP URL may hold a password: say only whether mail goes out.
const unsent = process.env.NODE_ENV === 'production' ? 'it waits in the outbox table' : `read it at http://localhost:${config.port}/dev/mailbox`;
console.log(config.smtpUrl ? 'Mail: delivered over SMTP (SMTP_URL)' : `Mail: not sent (no SMTP_URL); ${unsent}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
