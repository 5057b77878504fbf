import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app.ts';
import { assertProductionConfig, DEFAULT_MAIL_FROM, DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, listenAddress, type ServerConfig } from './config.ts';
import type { RequestInFlight } from './http/operations.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './seed/seed.ts';
import { seedStoreDefaults } from './seed/store-defaults.ts';
import { startCarrierExport } from './carriers/carrier-schedule.ts';
import { DEFAULT_X12_SENDER } from './carriers/x12-sender.ts';
import { developmentKeyFile, loadKeys } from './security/keys.ts';
import { piiCipher } from './security/pii.ts';
import { sealClearBodies, startMailWorker, type MailWorker } from './mail/index.ts';

export { buildApp } from './app.ts';
export { configFromEnv, DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, parsePublicUrl, type ServerConfig } from './config.ts';
export { REQUEST_ID_HEADER } from './http/request-id.ts';
export type { RequestInFlight } from './http/operations.ts';

export { ConfigurationError } from './configuration-error.ts';
export { parseTrustProxy, type TrustedProxies } from './http/trusted-proxies.ts';
export { parseMetricsAccess, type MetricsAccess } from './http/metrics.ts';
export { ServerTexts } from './http/server-texts.ts';
export { ServerTextsEs } from './http/server-texts-es.ts';
export { openDatabase, type Database } from './db/database.ts';
export { DataDirectoryInUse } from './db/data-dir-lock.ts';
export { migrate } from './db/migrate.ts';
export { seedDemoData } from './seed/seed.ts';
export { STANDARD_AGREEMENTS } from './seed/store-defaults.ts';
export { agreementTextHash } from './consent/agreement-texts.ts';
export { dropCarrierFile } from './carriers/carrier-schedule.ts';
export { catalogueYaml, pathOf, readCatalogueFiles, whereIs, writeCatalogueFiles, type CatalogueFileProblem } from './operators/catalogue-files.ts';
export { piiCipher, type Pii } from './security/pii.ts';
export { idTokens, type IdKind, type IdTokens } from './security/id-tokens.ts';
export { developmentKeyFile, existingKeys, KeyConfigurationError, KEY_VARIABLES, type Keys } from './security/keys.ts';
export { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from './security/rate-limit.ts';
export { DEFAULT_SESSION_POLICY, hashSessionId, SESSION_COOKIE, type SessionPolicy } from './sessions/sessions.ts';
export { stateForZip } from './enrollments/zip-states.ts';
export { CATALOGUE_CHECK_MS, catalogueVersion, type CatalogueVersion } from './catalog/catalogue-store.ts';
export { WIZARD_ORDER } from './catalog/wizard-tabs.ts';
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
  /** Shuts down gracefully with the configured time (SHUTDOWN_TIMEOUT_SECONDS): `shutdown()` without a report. */
  close(): Promise<void>;
  /**
   * Graceful shutdown (docs/adr/0015): /readyz turns 503, the listening socket closes (new connections are refused),
   * the requests in flight are answered, the mail worker stops claiming and finishes the message in hand, then the
   * database closes. Whatever still runs after `timeoutMs` is cut (and logged with its request id). Once begun, every
   * call answers the same report.
   */
  shutdown(options?: ShutdownOptions): Promise<ShutdownReport>;
}

export interface ShutdownOptions {
  /** Default: SHUTDOWN_TIMEOUT_SECONDS. */
  readonly timeoutMs?: number;
  /** Called once the listening socket is closed (new connections are refused), with the requests still in flight. */
  readonly onClosedToNew?: (inFlight: readonly RequestInFlight[]) => void;
}

export interface ShutdownReport {
  /** The requests still running when the time ran out: their connections were cut. Empty after a clean stop. */
  readonly cut: readonly RequestInFlight[];
  /** The mail worker had not finished its message in hand in time: the message's lease lets a later attempt send it. */
  readonly mailUnfinished: boolean;
  /** Whether everything finished in time (nothing cut, no mail left in hand): the process exits 0, else 1. */
  readonly clean: boolean;
}

/** What a stopping process says first (the operator's terminal, a supervisor's log). */
export const stoppingLine = (signal: string, inFlight: number, timeoutSeconds: number): string =>
  `${signal}: stopping. New connections are refused; finishing ${inFlight} request${inFlight === 1 ? '' : 's'} in flight and the mail in hand (at most ${timeoutSeconds} s).`;

/** What it says last, before it exits (0 when clean, 1 otherwise). */
export const stoppedLine = (report: ShutdownReport): string =>
  report.clean
    ? 'Stopped: every request in flight was answered, the database is closed.'
    : `Stopped after the shutdown timeout: ${report.cut.length} request${report.cut.length === 1 ? '' : 's'} cut (${report.cut.map((r) => r.reqId).join(', ') || 'none'})${report.mailUnfinished ? ', mail in hand left to its lease' : ''}; the database is closed.`;

/** After the time is up and connections are cut: how long the rest (handlers, the database) may take to let go. */
const AFTER_CUT_MS = 1_000;

const settledWithin = async (work: Promise<unknown>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), ms)));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
};

export type StartOptions = Pick<ServerConfig, 'port' | 'host' | 'databaseUrl' | 'dataDir'> &
  Partial<ServerConfig> &
  Pick<AppOptions, 'now' | 'rateLimits' | 'logStream' | 'pageCopyBudgetMs'> & { readonly log?: (message: string) => void };

/** Opens the database, migrates it, loads the keys, seeds the demo data once, and listens. */
export const startServer = async (config: StartOptions): Promise<RunningServer> => {
  assertProductionConfig(config);
  const log = config.log ?? ((message: string) => console.log(message));
  const production = config.production ?? false;
  if (config.devMailbox && production) log('DEV_MAILBOX=1 is ignored: a production server (NODE_ENV=production) never serves the development mailbox.');
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema, lost: log });
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
      await seedStoreDefaults(db);
      if (config.seedDemoData !== false) await seedDemoData(db, piiCipher(loaded.piiKey));
      // Mail queued by a version that kept bodies in clear is sealed now that the key is at hand (docs/adr/0702).
      const sealed = await sealClearBodies(db, piiCipher(loaded.piiKey));
      if (sealed > 0) log(`Mail: sealed the bodies of ${sealed} queued messages kept in clear by an earlier version.`);
      return loaded;
    });
    // Without PUBLIC_URL (development) links lead where the server listens: known once it does (port 0 picks one).
    let listening = '';
    let stopping = false;
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
      ...(config.metricsAccess ? { metricsAccess: config.metricsAccess } : {}),
      stopping: () => stopping,
      ...(config.logStream ? { logStream: config.logStream } : {}),
      logLevel: config.logLevel ?? 'warn',
      ...(config.sessionPolicy ? { sessionPolicy: config.sessionPolicy } : {}),
      ...(config.rateLimits ? { rateLimits: config.rateLimits } : {}),
      ...(config.now ? { now: config.now } : {}),
      ...(config.x12Sender ? { x12Sender: config.x12Sender } : {}),
      ...(config.pageCopyBudgetMs ? { pageCopyBudgetMs: config.pageCopyBudgetMs } : {}),
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
    const carrierExport = config.carrierExport
      ? startCarrierExport({
          db,
          pii: piiCipher(keys.piiKey),
          dir: config.carrierExport.dir,
          everyMs: config.carrierExport.everyMinutes * 60_000,
          sender: config.x12Sender ?? DEFAULT_X12_SENDER,
          now: config.now ?? (() => new Date()),
          logger: app.log,
        })
      : undefined;
    const defaultTimeoutMs = (config.shutdownTimeoutSeconds ?? DEFAULT_SHUTDOWN_TIMEOUT_SECONDS) * 1000;
    let report: Promise<ShutdownReport> | undefined;
    const shutdown = ({ timeoutMs = defaultTimeoutMs, onClosedToNew }: ShutdownOptions = {}): Promise<ShutdownReport> =>
      (report ??= (async () => {
        stopping = true;
        // app.close() closes the listening socket at once and the idle kept-alive connections, then waits for the
        // requests in flight; the mail worker stops claiming and finishes (or releases) what it holds meanwhile.
        const failed = (what: string) => (error: unknown) => app.log.error({ err: error }, `shutdown: ${what} failed`);
        const mailStopped = Promise.all([
          mail ? mail.stop().catch(failed('stopping the mail worker')) : undefined,
          carrierExport ? carrierExport.stop().catch(failed('stopping the carrier export')) : undefined,
        ]);
        const appClosed = app.close().catch(failed('closing the HTTP server'));
        // fastify closes the listening socket after its preClose hooks, a few turns of the event loop from now.
        for (let turn = 0; app.server.listening && turn < 1000; turn += 1) await new Promise((next) => setImmediate(next));
        onClosedToNew?.(app.requestsInFlight());
        const inTime = await settledWithin(Promise.all([appClosed, mailStopped]), timeoutMs);
        let cut: RequestInFlight[] = [];
        let mailUnfinished = false;
        if (!inTime) {
          cut = app.requestsInFlight();
          for (const request of cut) app.log.error({ reqId: request.reqId, method: request.method, route: request.route, runningMs: request.runningMs }, 'shutdown: request cut, still running after the shutdown timeout');
          app.server.closeAllConnections();
          await settledWithin(appClosed, AFTER_CUT_MS);
          mailUnfinished = !(await settledWithin(mailStopped, 0));
          if (mailUnfinished) app.log.error({}, 'shutdown: the mail worker had not finished its message in hand; its lease runs out and a later attempt sends it');
        }
        await settledWithin(db.close().catch(failed('closing the database')), inTime ? timeoutMs : AFTER_CUT_MS);
        return { cut, mailUnfinished, clean: inTime };
      })());
    return {
      app,
      db,
      keys,
      url: `http://${host}:${port}`,
      publicUrl: publicAddress(),
      mail,
      shutdown,
      close: async () => {
        await shutdown();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
};
