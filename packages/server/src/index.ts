import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { DEFAULT_MAIL_FROM, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './seed/seed.ts';
import { loadPii } from './security/pii.ts';
import { startMailWorker, type MailWorker } from './mail/index.ts';

export { buildApp } from './app.ts';
export { configFromEnv, type ServerConfig } from './config.ts';
export { openDatabase, type Database } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { seedDemoData } from './seed/seed.ts';
export { loadPii, piiCipher, type Pii } from './security/pii.ts';
export { stateForZip } from './catalog/zip-states.ts';
export { loadIdTokens, type IdKind, type IdTokens } from './security/id-tokens.ts';
export { MAX_ANSWER_LENGTH } from './routes/benefit-service-routes.ts';
export { SIGN_IN_MAX_FAILURES } from './members/sign-in-limits.ts';
export * from './mail/index.ts';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Where the server listens, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** The mail worker, when SMTP_URL is configured. */
  readonly mail: MailWorker | undefined;
  close(): Promise<void>;
}

/** Opens the database, migrates it, seeds the demo data once, and listens. */
export const startServer = async (
  config: Pick<ServerConfig, 'port' | 'host' | 'databaseUrl' | 'dataDir'> & Partial<ServerConfig> & { now?: () => Date },
): Promise<RunningServer> => {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    await migrate(db);
    const pii = await loadPii(db, config.piiKey);
    if (config.seedDemoData !== false) await seedDemoData(db, pii);
    const app = await buildApp({
      db,
      pii,
      sessionSecret: config.sessionSecret,
      webDist: config.webDist,
      secureCookies: config.secureCookies ?? false,
      trustProxy: config.trustProxy ?? false,
      logLevel: config.logLevel ?? 'warn',
      ...(config.now ? { now: config.now } : {}),
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
    const mail = config.smtpUrl
      ? startMailWorker({ db, smtpUrl: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM, logger: app.log, ...(config.now ? { now: config.now } : {}) })
      : undefined;
    return {
      app,
      db,
      url: `http://${host}:${port}`,
      mail,
      close: async () => {
        await mail?.stop();
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
};
