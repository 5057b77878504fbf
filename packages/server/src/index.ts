import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app.ts';
import { assertProductionConfig, DEFAULT_MAIL_FROM, listenAddress, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './seed/seed.ts';
import { developmentKeyFile, loadKeys } from './security/keys.ts';
import { piiCipher } from './security/pii.ts';
import { sealClearBodies, startMailWorker, type MailWorker } from './mail/index.ts';

export { buildApp } from './app.ts';
export { configFromEnv, parsePublicUrl, type ServerConfig } from './config.ts';
export { ConfigurationError } from './configuration-error.ts';
export { parseTrustProxy, type TrustedProxies } from './http/trusted-proxies.ts';
export { openDatabase, type Database } from './db/database.ts';
export { DataDirectoryInUse } from './db/data-dir-lock.ts';
export { migrate } from './db/migrate.ts';
export { seedDemoData } from './seed/seed.ts';
export { piiCipher, type Pii } from './security/pii.ts';
export { idTokens, type IdKind, type IdTokens } from './security/id-tokens.ts';
export { developmentKeyFile, existingKeys, KeyConfigurationError, KEY_VARIABLES, type Keys } from './security/keys.ts';
export { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from './security/rate-limit.ts';
export { DEFAULT_SESSION_POLICY, hashSessionId, SESSION_COOKIE, type SessionPolicy } from './sessions/sessions.ts';
export { stateForZip } from './catalog/zip-states.ts';
export { CATALOGUE_CHECK_MS, catalogueVersion, type CatalogueVersion } from './catalog/catalogue-store.ts';
export { redact, journalPayload, MAX_JOURNAL_PAYLOAD_BYTES } from './commands/redact.ts';
export * from './mail/index.ts';
export * from './support/index.ts';
export { verifyEnrollmentConsent, consentRecords, type ConsentVerification } from './consent/consent-store.ts';
export { consentSeal, verifyChain, type ChainCheck, type ConsentRecord, type ConsentSeal } from './consent/chain.ts';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly keys: import('./security/keys.ts').Keys;
  /** Where the server listens, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** Where links in mail lead (PUBLIC_URL, else where the server listens); a custom domain's site on its own host. */
  readonly publicUrl: string;
  /** The mail worker, when SMTP_URL is configured. */
  readonly mail: MailWorker | undefined;
  close(): Promise<void>;
}

export type StartOptions = Pick<ServerConfig, 'port' | 'host' | 'databaseUrl' | 'dataDir'> &
  Partial<ServerConfig> &
  Pick<AppOptions, 'now' | 'rateLimits'> & { readonly log?: (message: string) => void };

/** Opens the database, migrates it, loads the keys, seeds the demo data once, and listens. */
export const startServer = async (config: StartOptions): Promise<RunningServer> => {
  assertProductionConfig(config);
  const log = config.log ?? ((message: string) => console.log(message));
  const production = config.production ?? false;
  if (config.devMailbox && production) log('DEV_MAILBOX=1 is ignored: a production server (NODE_ENV=production) never serves the development mailbox.');
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    // Several processes may start on one database at once: one at a time migrates, settles the development key
    // file (when they share a data directory) and seeds; the next finds it done (docs/adr/0011).
    const keys = await db.exclusively('start-up', async () => {
      await migrate(db);
      const loaded = await loadKeys(db, {
        env: config.keys ?? {},
        production,
        file: developmentKeyFile(config.dataDir),
        log,
      });
      if (config.seedDemoData !== false) await seedDemoData(db, piiCipher(loaded.piiKey));
      // Mail queued by a version that kept bodies in clear is sealed now that the key is at hand (docs/adr/0702).
      const sealed = await sealClearBodies(db, piiCipher(loaded.piiKey));
      if (sealed > 0) log(`Mail: sealed the bodies of ${sealed} queued messages kept in clear by an earlier version.`);
      return loaded;
    });
    // Without PUBLIC_URL (development) links lead where the server listens: known once it does (port 0 picks one).
    let listening = '';
    const fixed = config.publicUrl;
    const publicAddress = fixed ? () => fixed : () => listening;
    const app = await buildApp({
      publicAddress,
      db,
      keys,
      webDist: config.webDist,
      // Production means HTTPS unless told otherwise (INSECURE_HTTP=1, resolved by configFromEnv): docs/adr/0704.
      secureCookies: config.secureCookies ?? production,
      devMailbox: (config.devMailbox ?? false) && !production,
      trustProxy: config.trustProxy,
      logLevel: config.logLevel ?? 'warn',
      ...(config.sessionPolicy ? { sessionPolicy: config.sessionPolicy } : {}),
      ...(config.rateLimits ? { rateLimits: config.rateLimits } : {}),
      ...(config.now ? { now: config.now } : {}),
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
    listening = listenAddress(config.host, port);
    const mail = config.smtpUrl
      ? startMailWorker({
          db,
          seal: piiCipher(keys.piiKey),
          smtpUrl: config.smtpUrl,
          from: config.mailFrom ?? DEFAULT_MAIL_FROM,
          logger: app.log,
          ...(config.mailKeepSentDays ? { keepSentBodiesMs: config.mailKeepSentDays * 24 * 60 * 60_000 } : {}),
          ...(config.now ? { now: config.now } : {}),
        })
      : undefined;
    return {
      app,
      db,
      keys,
      url: `http://${host}:${port}`,
      publicUrl: publicAddress(),
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
