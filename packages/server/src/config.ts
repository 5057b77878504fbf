import { resolve } from 'node:path';
import { keysFromEnv, type KeySources } from './security/keys.ts';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './sessions/sessions.ts';

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
  /** Mark cookies Secure and send HSTS (behind HTTPS). */
  readonly secureCookies: boolean;
  /** Behind a reverse proxy that sets X-Forwarded-For. */
  readonly trustProxy: boolean;
  readonly sessionPolicy: SessionPolicy;
  readonly seedDemoData: boolean;
  readonly logLevel: string;
  /** Where mail goes (smtp://user:pass@host:port); unset: mail stays pending in the outbox (/dev/mailbox). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
}

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
  keys: keysFromEnv(env),
  webDist: env.WEB_DIST ?? resolve(repoRoot, 'packages/web/dist'),
  secureCookies: env.SECURE_COOKIES === '1',
  trustProxy: env.TRUST_PROXY === '1',
  sessionPolicy: {
    idleMinutes: positive(env.SESSION_IDLE_MINUTES, DEFAULT_SESSION_POLICY.idleMinutes, 'SESSION_IDLE_MINUTES'),
    absoluteHours: positive(env.SESSION_MAX_HOURS, DEFAULT_SESSION_POLICY.absoluteHours, 'SESSION_MAX_HOURS'),
    anonymousDays: DEFAULT_SESSION_POLICY.anonymousDays,
  },
  seedDemoData: env.SEED_DEMO_DATA !== '0',
  logLevel: env.LOG_LEVEL ?? 'info',
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
});
