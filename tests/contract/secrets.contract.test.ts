import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piiCipher } from '@benefit-store/server';
import { http } from '../support/http.ts';
import { startServerProcess } from '../support/server-process.ts';
import { POSTGRES_URL, postgresSuiteEnabled, startTestServer, type TestServer } from '../support/test-server.ts';
import { seededDataDir } from '../support/data-dir.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const REP = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };

/** Runs the server's own entry point as `npm start` does, and answers how it ended (or that it started). */
const runServer = (env: Record<string, string>, timeoutMs = 30_000) =>
  new Promise<{ code: number | null; output: string; started: boolean }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', WEB_DIST: '/nonexistent', ...env },
    });
    let output = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is serving on')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output, started: output.includes('is serving on') });
    });
  });

describe('keys never live in the database they protect (docs/adr/0007)', () => {
  it('refuses to start in production without its keys and PUBLIC_URL, naming each missing one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bs-prod-'));
    try {
      const refused = await runServer({ NODE_ENV: 'production', BENEFIT_STORE_DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(48), PUBLIC_URL: 'https://benefits.example.com' });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('PII_ENCRYPTION_KEY');
      expect(refused.output).toContain('ID_TOKEN_SECRET');
      expect(refused.output).not.toContain('SESSION_SECRET,');
      expect(refused.output).not.toContain('PUBLIC_URL.');
      expect(existsSync(join(dataDir, 'keys.json'))).toBe(false);

      const keys = {
        SESSION_SECRET: randomBytes(48).toString('base64url'),
        PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        ID_TOKEN_SECRET: randomBytes(32).toString('base64'),
      };
      // Links in mail need the public address: a production server's listen address is none (docs/adr/0701).
      const noAddress = await runServer({ NODE_ENV: 'production', BENEFIT_STORE_DATA_DIR: dataDir, ...keys });
      expect(noAddress.code).toBe(1);
      expect(noAddress.output).toContain('these are not set: PUBLIC_URL.');
      expect(noAddress.output).not.toContain('    at ');
      const badAddress = await runServer({ NODE_ENV: 'production', BENEFIT_STORE_DATA_DIR: dataDir, ...keys, PUBLIC_URL: 'benefits.example.com' });
      expect(badAddress.code).toBe(1);
      expect(badAddress.output).toContain('PUBLIC_URL must be');

      // The run's migrated template instead of a first migration (minutes of CPU on a busy machine), without its
      // development key file: the server must not write one either.
      const seeded = seededDataDir('bs-prod-seeded-');
      try {
        rmSync(join(seeded, 'keys.json'), { force: true });
        const started = await runServer({ NODE_ENV: 'production', BENEFIT_STORE_DATA_DIR: seeded, ...keys, PUBLIC_URL: 'https://benefits.example.com' }, 150_000);
        expect(started.started, started.output).toBe(true);
        expect(started.output).toContain('Links in mail lead to https://benefits.example.com (PUBLIC_URL)');
        expect(existsSync(join(seeded, 'keys.json'))).toBe(false);
      } finally {
        rmSync(seeded, { recursive: true, force: true });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('generates development keys into a file only its owner can read, and says so', async () => {
    const server = await startTestServer('pglite');
    try {
      const file = join(server.dataDir, 'keys.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const settings = await server.db.query<{ key: string }>('SELECT key FROM app_settings');
      expect(settings.map((s) => s.key)).not.toEqual(expect.arrayContaining(['pii_key']));
      expect(settings.map((s) => s.key).filter((k) => /secret|key/.test(k))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('lets one process only use an embedded database directory', async () => {
    const server = await startTestServer('pglite');
    try {
      const second = await runServer({ BENEFIT_STORE_DATA_DIR: server.dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain('PGlite admits one process per data directory');
      // The first server is untouched.
      expect((await http(server.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});

/** Every path under `dir` with its permission bits. */
const modesUnder = (dir: string): [string, number][] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter((path) => !lstatSync(path).isSymbolicLink())
    .map((path) => [path.slice(dir.length), lstatSync(path).mode & 0o777]);

describe('production defaults: HTTPS and a private data directory (issue 19, section 3; docs/adr/0704)', () => {
  const keys = {
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ID_TOKEN_SECRET: randomBytes(32).toString('base64'),
  };
  let dir: string;
  beforeAll(() => {
    // A fresh data directory holding a migrated, seeded PGlite (the run's template), opened to everyone as PGlite
    // left it before: files 0666 and folders 0777 under umask 000, WAL included.
    dir = seededDataDir('bs-prod-private-');
    for (const [path] of modesUnder(dir)) chmodSync(join(dir, path), lstatSync(join(dir, path)).isDirectory() ? 0o777 : 0o666);
    chmodSync(dir, 0o777);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes cookies Secure and sends HSTS, ignores DEV_MAILBOX, and keeps every file of its data directory to its own user', async () => {
    const server = startServerProcess({ env: { NODE_ENV: 'production', BENEFIT_STORE_DATA_DIR: dir, PUBLIC_URL: 'https://benefits.example.com', DEV_MAILBOX: '1', ...keys } });
    try {
      const url = await server.ready;
      const signedIn = await http(url, 'POST', '/api/v1/auth/sign-in', { body: REP });
      expect(signedIn.status).toBe(200);
      const cookie = [signedIn.headers['set-cookie'] ?? []].flat().join('\n');
      expect(cookie).toMatch(/bs_session=[^\n]*; Secure/i);
      expect(signedIn.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect((await http(url, 'GET', '/api/v1/get-common-menu')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // The development mailbox stays off in production, asked for or not, and the log says why.
      expect((await http(url, 'GET', '/api/v1/dev/mail')).status).toBe(404);
      expect(server.stdout()).toContain('DEV_MAILBOX=1 is ignored');
      // A write, so that PGlite's WAL has something new in it.
      expect((await http(url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO' } })).status).toBe(200);
    } finally {
      await server.stop();
    }
    const modes = modesUnder(dir);
    expect(modes.length).toBeGreaterThan(20);
    expect(modes.some(([path]) => path.includes('pg_wal'))).toBe(true);
    expect(statSync(dir).mode & 0o077).toBe(0);
    const open = modes.filter(([, mode]) => (mode & 0o077) !== 0).map(([path, mode]) => `${path} ${mode.toString(8)}`);
    expect(open).toEqual([]);
  });
});

const postgres = await postgresSuiteEnabled('secrets contract');

describe.runIf(postgres)('a dump of the PostgreSQL schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('holds no key, no session id and no full SSN after a sign-in and a member lookup', async () => {
    const signedIn = await http(server.url, 'POST', '/api/v1/auth/sign-in', { body: REP });
    expect(signedIn.status).toBe(200);
    const members = await http(server.url, 'GET', '/api/v1/get-agent-members', { cookie: signedIn.cookie });
    expect(members.status).toBe(200);
    const quote = await http(server.url, 'POST', '/api/v1/add-filter-for-existing-user', { cookie: signedIn.cookie, body: { user_id: '7001', tier: 'IO' } });
    expect(quote.status).toBe(200);

    const sessionId = decodeURIComponent(signedIn.cookie!.slice('bs_session='.length)).split('.')[0]!;
    const ssns = (await server.db.query<{ ssn_encrypted: string }>('SELECT ssn_encrypted FROM members')).map((m) => piiCipher(server.keys.piiKey).decrypt(m.ssn_encrypted));
    expect(ssns.length).toBeGreaterThan(5);

    const dump = spawnSync('pg_dump', ['--dbname', POSTGRES_URL, '--schema', server.schema!, '--no-owner'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(dump.status, dump.stderr).toBe(0);
    const text = dump.stdout;
    expect(text).toContain('CREATE TABLE');
    const forbidden = {
      'session secret': server.keys.sessionSecret,
      'PII key': server.keys.piiKey.toString('base64'),
      'id token secret': server.keys.idTokenSecret.toString('base64'),
      'session id': sessionId,
    };
    for (const [what, value] of Object.entries(forbidden)) expect(text.includes(value), what).toBe(false);
    for (const ssn of ssns) expect(text.includes(ssn), `SSN ending ${ssn.slice(-4)}`).toBe(false);
  });
});
