import { resolve } from 'node:path';
import { ConfigurationError } from './configuration-error.ts';
import { keysFromEnv, missingKeyVariables, type KeySources } from './security/keys.ts';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './sessions/sessions.ts';
import { parseTrustProxy, type TrustedProxies } from './http/trusted-proxies.ts';
import { DEFAULT_X12_SENDER, type X12Sender } from './carriers/x12-sender.ts';
import { parseMetricsAccess, type MetricsAccess } from './http/metrics.ts';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection string; when unset the embedded PGlite is used. */
  readonly databaseUrl: string | undefined;
  /** The data directory: PGlite's files (pglite/), the development key file (keys.json); `memory://` keeps nothing. */
  readonly dataDir: string;
  /** Schema on a real PostgreSQL server (tests use a throwaway one). */
  readonly databaseSchema: string | undefined;
  /** NODE_ENV=production: keys must come from the environment. */
  readonly production: boolean;
  /** Keys given in the environment (SESSION_SECRET, PII_ENCRYPTION_KEY, ID_TOKEN_SECRET). */
  readonly keys: KeySources['env'];
  /** Built storefront to serve at `/`; absent when only the API is wanted. */
  readonly webDist: string | undefined;
  /**
   * Mark cookies Secure and send HSTS (behind HTTPS). On by default in production (NODE_ENV=production) unless
   * INSECURE_HTTP=1 says the site runs without TLS; elsewhere SECURE_COOKIES=1 turns it on (docs/adr/0704).
   */
  readonly secureCookies: boolean;
  /**
   * TRUST_PROXY: the proxies trusted to say who the client is in X-Forwarded-For (a hop count or addresses/CIDR
   * ranges, docs/adr/0007-trusted-proxies-and-app-requests.md); undefined: none, the TCP peer is the client.
   */
  readonly trustProxy: TrustedProxies | undefined;
  readonly sessionPolicy: SessionPolicy;
  readonly seedDemoData: boolean;
  readonly logLevel: string;
  /** Where mail goes (smtp://user:pass@host:port); unset: mail stays pending in the outbox (/dev/mailbox). */
  readonly smtpUrl: string | undefined;
  /**
   * PUBLIC_URL: the storefront's address as its visitors open it, where links in mail lead (a custom domain's site on
   * its own host: docs/adr/0701). Unset in development: the address the server listens on. Required in production.
   */
  readonly publicUrl: string | undefined;
  readonly mailFrom: string;
  /** How long sent mail keeps its (sealed) body, in days (MAIL_KEEP_SENT_DAYS, default 7); the row stays, for the log. */
  readonly mailKeepSentDays: number;
  /**
   * DEV_MAILBOX=1: serve the development mailbox (/dev/mailbox, /api/v1/dev/mail) to requests straight from this
   * machine. Off unless asked for (`npm start` asks in development); never in production (docs/adr/0703).
   */
  readonly devMailbox: boolean;
  /**
   * SHUTDOWN_TIMEOUT_SECONDS (default 10): how long a stopping process (SIGTERM, SIGINT) waits for the requests in
   * flight and the mail in hand; what still runs then is cut and the process exits 1 (docs/adr/0015).
   */
  readonly shutdownTimeoutSeconds: number;
  /**
   * Who may read /metrics (docs/adr/0015): METRICS_ALLOW, the TCP peers allowed (addresses or CIDR ranges; default
   * loopback only), or METRICS_TOKEN given as `Authorization: Bearer`. Anyone else gets a 404.
   */
  readonly metricsAccess: MetricsAccess;
  /** Our trading-partner id in carrier files: X12_SENDER_QUALIFIER, X12_SENDER_ID, X12_USAGE (docs/adr/0803-carrier-files.md). */
  readonly x12Sender: X12Sender;
  /** The scheduled carrier export: CARRIER_EXPORT_DIR and CARRIER_EXPORT_MINUTES, off unless both are set. */
  readonly carrierExport: { readonly dir: string; readonly everyMinutes: number } | undefined;
}

/** How long a graceful shutdown waits by default, in seconds. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;

export const DEFAULT_MAIL_FROM = 'Benefit Store <no-reply@benefitstore.example>';

const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../../..');

const positive = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${JSON.stringify(raw)}`);
  return value;
};

/** Reads the configuration the README documents. */
export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.BENEFIT_STORE_DATA_DIR ?? resolve(repoRoot, '.data'),
  databaseSchema: env.DATABASE_SCHEMA || undefined,
  production: env.NODE_ENV === 'production',
  devMailbox: env.DEV_MAILBOX === '1',
  keys: keysFromEnv(env),
  webDist: env.WEB_DIST ?? resolve(repoRoot, 'packages/web/dist'),
  secureCookies: env.SECURE_COOKIES === '1' || (env.NODE_ENV === 'production' && env.INSECURE_HTTP !== '1'),
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  sessionPolicy: {
    idleMinutes: positive(env.SESSION_IDLE_MINUTES, DEFAULT_SESSION_POLICY.idleMinutes, 'SESSION_IDLE_MINUTES'),
    absoluteHours: positive(env.SESSION_MAX_HOURS, DEFAULT_SESSION_POLICY.absoluteHours, 'SESSION_MAX_HOURS'),
    anonymousDays: DEFAULT_SESSION_POLICY.anonymousDays,
  },
  seedDemoData: env.SEED_DEMO_DATA !== '0',
  logLevel: env.LOG_LEVEL ?? 'info',
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
  mailKeepSentDays: positive(env.MAIL_KEEP_SENT_DAYS, 7, 'MAIL_KEEP_SENT_DAYS'),
  shutdownTimeoutSeconds: positive(env.SHUTDOWN_TIMEOUT_SECONDS, DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, 'SHUTDOWN_TIMEOUT_SECONDS'),
  publicUrl: env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL) : undefined,
  metricsAccess: parseMetricsAccess(env.METRICS_ALLOW, env.METRICS_TOKEN),
  x12Sender: parseX12Sender(env),
  carrierExport:
    env.CARRIER_EXPORT_DIR && env.CARRIER_EXPORT_MINUTES
      ? { dir: resolve(env.CARRIER_EXPORT_DIR), everyMinutes: positive(env.CARRIER_EXPORT_MINUTES, 60, 'CARRIER_EXPORT_MINUTES') }
      : undefined,
});

/** The X12 sender id: letters and digits (at most 15, ISA06's width), a two-character qualifier, T or P. */
const parseX12Sender = (env: NodeJS.ProcessEnv): X12Sender => {
  const id = env.X12_SENDER_ID || DEFAULT_X12_SENDER.id;
  const qualifier = env.X12_SENDER_QUALIFIER || DEFAULT_X12_SENDER.qualifier;
  const usage = env.X12_USAGE || DEFAULT_X12_SENDER.usage;
  if (!/^[A-Za-z0-9]{1,15}$/.test(id)) throw new ConfigurationError(`X12_SENDER_ID must be 1 to 15 letters or digits, not ${JSON.stringify(id)}`);
  if (!/^[A-Z0-9]{2}$/.test(qualifier)) throw new ConfigurationError(`X12_SENDER_QUALIFIER must be two characters such as ZZ or 30, not ${JSON.stringify(qualifier)}`);
  if (usage !== 'T' && usage !== 'P') throw new ConfigurationError(`X12_USAGE must be T (test) or P (production), not ${JSON.stringify(usage)}`);
  return { id: id.toUpperCase(), qualifier, usage };
};

const EXAMPLE = 'e.g. PUBLIC_URL=https://benefits.example.com';

/** PUBLIC_URL parsed once, at start: an http(s) origin, nothing after the host and port. */
export const parsePublicUrl = (raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigurationError(`PUBLIC_URL must be the storefront's address as its visitors open it (${EXAMPLE}), not ${JSON.stringify(raw)}.`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new ConfigurationError(`PUBLIC_URL must be an http or https address with no path, query or user (${EXAMPLE}), not ${JSON.stringify(raw)}.`);
  }
  return url.origin;
};

/** The address a server listening on `host:port` is opened at from this machine (a wildcard host reads localhost). */
export const listenAddress = (host: string, port: number): string => {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
};

/**
 * NODE_ENV=production refuses to start without what development makes up: the three keys (docs/adr/0007-trusted-proxies-and-app-requests.md) and
 * PUBLIC_URL (a production server's own listen address is no address for a link in mail). Names each missing one.
 */
export const assertProductionConfig = (config: { readonly production?: boolean; readonly keys?: KeySources['env']; readonly publicUrl?: string | undefined }): void => {
  if (!config.production) return;
  const missing = [...missingKeyVariables(config.keys ?? {}), ...(config.publicUrl ? [] : ['PUBLIC_URL'])];
  if (missing.length === 0) return;
  throw new ConfigurationError(
    `NODE_ENV=production and these are not set: ${missing.join(', ')}. Set each in the environment (see README, Configuration): ` +
      'the server never generates production keys nor keeps them in the database, and links in mail need the public address (PUBLIC_URL).',
  );
};
