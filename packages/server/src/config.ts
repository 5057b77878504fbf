import { resolve } from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection string; when unset the embedded PGlite is used. */
  readonly databaseUrl: string | undefined;
  /** PGlite's directory (or `memory://`). */
  readonly dataDir: string;
  /** Schema on a real PostgreSQL server (tests use a throwaway one). */
  readonly databaseSchema: string | undefined;
  readonly sessionSecret: string | undefined;
  /** 32-byte base64 key for field encryption of SSNs and account numbers. */
  readonly piiKey: string | undefined;
  /** Built storefront to serve at `/`; absent when only the API is wanted. */
  readonly webDist: string | undefined;
  /** Mark cookies Secure (behind HTTPS). */
  readonly secureCookies: boolean;
  /** Behind a reverse proxy that sets X-Forwarded-For. */
  readonly trustProxy: boolean;
  readonly seedDemoData: boolean;
  readonly logLevel: string;
  /** Where mail goes (smtp://user:pass@host:port); unset: mail stays pending in the outbox (/dev/mailbox). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
}

export const DEFAULT_MAIL_FROM = 'Benefit Store <no-reply@benefitstore.example>';

const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../../..');

/** Reads the configuration the README documents. */
export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.BENEFIT_STORE_DATA_DIR ?? resolve(repoRoot, '.data/pglite'),
  databaseSchema: env.DATABASE_SCHEMA || undefined,
  sessionSecret: env.SESSION_SECRET || undefined,
  piiKey: env.PII_ENCRYPTION_KEY || undefined,
  webDist: env.WEB_DIST ?? resolve(repoRoot, 'packages/web/dist'),
  secureCookies: env.SECURE_COOKIES === '1',
  trustProxy: env.TRUST_PROXY === '1',
  seedDemoData: env.SEED_DEMO_DATA !== '0',
  logLevel: env.LOG_LEVEL ?? 'info',
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
});
