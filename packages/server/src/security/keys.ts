import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as t from 'io-ts';
import { decode, keysOf, recordOf } from '@benefit-store/contract';
import type { Queryable } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { ConfigurationError } from '../configuration-error.ts';

/**
 * The server's three secrets: the cookie signing secret, the key sealing SSNs and account numbers, and
 * the secret sealing the ids links carry. They never live in the database they protect (docs/adr/0007):
 * in production they come from the environment, and the server refuses to start without them; in
 * development they are generated once into a file under the data directory (mode 0600).
 */
export interface Keys {
  readonly sessionSecret: string;
  readonly piiKey: Buffer;
  readonly idTokenSecret: Buffer;
}

export const KEY_VARIABLES = {
  sessionSecret: 'SESSION_SECRET',
  piiKey: 'PII_ENCRYPTION_KEY',
  idTokenSecret: 'ID_TOKEN_SECRET',
} as const;

type KeyName = keyof typeof KEY_VARIABLES;
type RawKeys = Partial<Record<KeyName, string>>;

export class KeyConfigurationError extends ConfigurationError {}

const KeyFile = t.partial({ sessionSecret: t.string, piiKey: t.string, idTokenSecret: t.string });

/** The development key file of a data directory; none for `memory://`, which keeps nothing. */
export const developmentKeyFile = (dataDir: string): string | undefined => (dataDir === 'memory://' ? undefined : join(dataDir, 'keys.json'));

/** Where keys come from, beside the environment: a file, or nowhere (an in-memory database keeps nothing). */
export interface KeySources {
  readonly env: RawKeys;
  readonly production: boolean;
  /** The development key file; undefined when nothing may be written (memory:// databases). */
  readonly file: string | undefined;
  readonly log: (message: string) => void;
}

const readKeyFile = (file: string): RawKeys => {
  if (!existsSync(file)) return {};
  const parsed = decode(KeyFile, JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!parsed.ok) throw new KeyConfigurationError(`The key file ${file} is not readable: ${parsed.problems.join('; ')}`);
  return parsed.value;
};

const writeKeyFile = (file: string, keys: RawKeys) => {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
};

const generate = (name: KeyName): string => (name === 'sessionSecret' ? randomBytes(48).toString('base64url') : randomBytes(32).toString('base64'));

const validated = (raw: Record<KeyName, string>, where: (name: KeyName) => string): Keys => {
  const piiKey = Buffer.from(raw.piiKey, 'base64');
  if (piiKey.length !== 32) throw new KeyConfigurationError(`${where('piiKey')} must be 32 bytes, base64-encoded`);
  const idTokenSecret = Buffer.from(raw.idTokenSecret, 'base64');
  if (idTokenSecret.length < 32) throw new KeyConfigurationError(`${where('idTokenSecret')} must hold at least 32 bytes, base64-encoded`);
  if (raw.sessionSecret.length < 32) throw new KeyConfigurationError(`${where('sessionSecret')} must be at least 32 characters`);
  return { sessionSecret: raw.sessionSecret, piiKey, idTokenSecret };
};

const LEGACY_SETTINGS: Record<string, KeyName> = { session_secret: 'sessionSecret', pii_key: 'piiKey', id_token_secret: 'idTokenSecret' };

/**
 * Earlier versions generated the keys into app_settings. They move to the key file (or are dropped when
 * the environment supplies the key), so that the database alone no longer opens what it stores.
 */
const takeLegacyKeys = async (db: Queryable): Promise<RawKeys> => {
  const found = await rows(db, t.type({ key: t.string, value: t.string }), 'SELECT key, value FROM app_settings WHERE key = ANY($1::text[])', [
    Object.keys(LEGACY_SETTINGS),
  ]);
  const keys: RawKeys = {};
  for (const { key, value } of found) {
    const name = LEGACY_SETTINGS[key];
    if (name) keys[name] = value;
  }
  return keys;
};

const dropLegacyKeys = (db: Queryable) => db.query('DELETE FROM app_settings WHERE key = ANY($1::text[])', [Object.keys(LEGACY_SETTINGS)]);

/** The variables of the keys the environment does not give. */
export const missingKeyVariables = (env: KeySources['env']): string[] =>
  keysOf(KEY_VARIABLES).filter((name) => !env[name]).map((name) => KEY_VARIABLES[name]);

/** In production every key comes from the environment: refuses, naming each missing one, before anything is opened. */
export const assertProductionKeys = (sources: Pick<KeySources, 'env' | 'production'>): void => {
  if (!sources.production) return;
  const missing = missingKeyVariables(sources.env);
  if (missing.length > 0) {
    throw new KeyConfigurationError(
      `NODE_ENV=production and these keys are not set: ${missing.join(', ')}. Set each in the environment ` +
        '(see README, Configuration); the server never generates production keys nor keeps them in the database.',
    );
  }
};

export const loadKeys = async (db: Queryable, sources: KeySources): Promise<Keys> => {
  const names = keysOf(KEY_VARIABLES);
  assertProductionKeys(sources);
  const legacy = await takeLegacyKeys(db);
  const fromFile = sources.file ? readKeyFile(sources.file) : {};
  const generated: KeyName[] = [];
  let fileChanged = false;
  const resolved = recordOf(names, (name) => {
    const value = sources.env[name] ?? fromFile[name] ?? legacy[name];
    if (sources.env[name] === undefined && fromFile[name] === undefined) {
      fileChanged = true;
      if (value === undefined) generated.push(name);
    }
    return value ?? generate(name);
  });
  const keys = validated(resolved, (name) => (sources.env[name] !== undefined ? KEY_VARIABLES[name] : `The ${name} of ${sources.file ?? 'memory'}`));
  if (fileChanged && sources.file) {
    const stored = Object.fromEntries(names.filter((n) => sources.env[n] === undefined).map((n) => [n, resolved[n]]));
    writeKeyFile(sources.file, { ...fromFile, ...stored });
    sources.log(
      `Keys: ${generated.length > 0 ? `generated ${generated.map((n) => KEY_VARIABLES[n]).join(', ')} into` : 'kept in'} ${sources.file} ` +
        '(development only; production takes SESSION_SECRET, PII_ENCRYPTION_KEY and ID_TOKEN_SECRET from the environment).',
    );
  }
  if (Object.keys(legacy).length > 0) await dropLegacyKeys(db);
  return keys;
};

/**
 * The keys the server runs with, for a tool working beside it on its database (the CLI's `enrollment verify`):
 * the environment, else the development key file. Never generates or writes one; undefined when any is missing.
 */
export const existingKeys = (sources: Pick<KeySources, 'env' | 'file'>): Keys | undefined => {
  const fromFile = sources.file ? readKeyFile(sources.file) : {};
  const names = keysOf(KEY_VARIABLES);
  const resolved = recordOf(names, (name) => sources.env[name] ?? fromFile[name]);
  const complete = (raw: Record<KeyName, string | undefined>): raw is Record<KeyName, string> => names.every((name) => raw[name] !== undefined);
  if (!complete(resolved)) return undefined;
  return validated(resolved, (name) => (sources.env[name] !== undefined ? KEY_VARIABLES[name] : `The ${name} of ${sources.file ?? 'memory'}`));
};

/** The keys as the environment names them (the README's Configuration table). */
export const keysFromEnv = (env: NodeJS.ProcessEnv): RawKeys => {
  const keys: RawKeys = {};
  for (const [name, variable] of Object.entries(KEY_VARIABLES) as [KeyName, string][]) {
    const value = env[variable];
    if (value) keys[name] = value;
  }
  return keys;
};
