import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/data-dir.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { BIN } from './cli.ts';

describe('benefit-store serve', () => {
  it('starts the server npm start runs, answers the API, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--host', '127.0.0.1'], {
      env: { ...process.env, BENEFIT_STORE_DATA_DIR: 'memory://', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const url = await new Promise<string>((found, failed) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (match) found(match[1] as string);
      });
      void exited.then((code) => failed(new Error(`serve exited ${code}: ${stderr}`)));
    });
    const response = await fetch(`${url}/api/v1/get-common-menu`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('success');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

/** The embedded database admits one process per data directory (docs/adr/0011): restarts always, two at once never. */
describe('benefit-store serve on an embedded data directory', () => {
  let dir: string;
  const running: ServerProcess[] = [];
  const serve = (options: { writeOwnPidTo?: string } = {}) => {
    const server = startServerProcess({ env: { BENEFIT_STORE_DATA_DIR: dir }, ...options });
    running.push(server);
    return server;
  };
  const healthy = async (server: ServerProcess) => (await fetch(`${await server.ready}/healthz`)).status;
  const lockFile = () => join(dir, 'server.lock');

  const freshDirectory = () => {
    dir = seededDataDir('benefit-store-serve-');
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts when the lock names its own PID, as a server that is PID 1 in a container finds after a restart', async () => {
    freshDirectory();
    const server = serve({ writeOwnPidTo: lockFile() });
    expect(await healthy(server)).toBe(200);
  });

  it("restarts at once after kill -9, though the killed server's PID went to another process; a second live server is refused", async () => {
    freshDirectory();
    let server = serve();
    expect(await healthy(server)).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      server.child.kill('SIGKILL');
      await server.exited;
      // kill -9 leaves the dead server's record behind, and its PID may go to any process: here, this test's own.
      const [, ...rest] = readFileSync(lockFile(), 'utf8').split('\n');
      writeFileSync(lockFile(), [String(process.pid), ...rest].join('\n'));
      server = serve();
      expect(await healthy(server)).toBe(200);
    }
    const second = serve();
    const refused = await second.exited;
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`Another Benefit Store server (pid ${server.pid}) is using the embedded database in ${dir}`);
    expect(await healthy(server)).toBe(200);
  });
});

/**
 * A request whose body the client holds back: the server has its headers (it answered `100 Continue`), so the
 * request is in flight; the body follows when the test says. Resolves with the answer.
 */
const heldBackRequest = (url: string, body: object, requestId: string) => {
  const payload = JSON.stringify(body);
  const request = httpRequest(new URL('/api/v1/add-filter-for-new-user', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), expect: '100-continue', 'x-request-id': requestId },
  });
  const inFlight = new Promise<void>((received) => request.once('continue', () => received()));
  const answered = new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((done, failed) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => done({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
    });
    request.once('error', failed);
  });
  answered.catch(() => undefined);
  request.flushHeaders();
  return { inFlight, send: () => void request.end(payload), answered };
};

const connectionRefused = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => 'answered',
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? String(error),
  );

/** SIGTERM: stop accepting, finish what is in flight, close the database, exit 0; cut and exit 1 after the timeout (docs/adr/0015). */
describe('benefit-store serve shuts down gracefully', () => {
  let dir: string;
  beforeAll(() => {
    dir = seededDataDir('benefit-store-shutdown-');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const stoppingLine = (server: ServerProcess) =>
    new Promise<string>((found) => {
      const look = () => {
        const line = /SIGTERM: stopping\..*/.exec(server.stdout())?.[0];
        if (line) found(line);
        return line !== undefined;
      };
      if (!look()) server.child.stdout!.on('data', () => void look());
    });

  it('answers the request in flight, refuses new connections, exits 0, and the data directory opens cleanly again', async () => {
    const server = startServerProcess({ env: { BENEFIT_STORE_DATA_DIR: dir } });
    const url = await server.ready;
    const slow = heldBackRequest(url, { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }, 'held-back-upload-1');
    await slow.inFlight;
    server.child.kill('SIGTERM');
    expect(await stoppingLine(server)).toContain('finishing 1 request in flight');
    expect(await connectionRefused(url)).toBe('ECONNREFUSED');
    slow.send();
    const answer = await slow.answered;
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBe('held-back-upload-1');
    expect(answer.headers.connection).toBe('close');
    expect((JSON.parse(answer.body) as { data: { temp_enrollment_id: unknown } }).data.temp_enrollment_id).toBeTruthy();
    expect((await server.exited).code).toBe(0);
    expect(server.stdout()).toContain('Stopped: every request in flight was answered, the database is closed.');

    // The next start opens the same PGlite directory without recovery trouble, ready at once.
    const next = startServerProcess({ env: { BENEFIT_STORE_DATA_DIR: dir } });
    try {
      const ready = await fetch(`${await next.ready}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    } finally {
      await next.stop();
    }
    expect((await next.exited).code).toBe(0);
  });

  it('cuts a request still running when SHUTDOWN_TIMEOUT_SECONDS runs out, logs its request id, and exits 1', async () => {
    const server = startServerProcess({ env: { BENEFIT_STORE_DATA_DIR: dir, SHUTDOWN_TIMEOUT_SECONDS: '0.3' } });
    const url = await server.ready;
    const stuck = heldBackRequest(url, { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }, 'never-finished-upload-2');
    await stuck.inFlight;
    server.child.kill('SIGTERM');
    expect(await stoppingLine(server)).toContain('(at most 0.3 s)');
    await expect(stuck.answered).rejects.toThrow();
    const { code, stderr } = await server.exited;
    expect(code).toBe(1);
    expect(server.stdout()).toContain('Stopped after the shutdown timeout: 1 request cut (never-finished-upload-2)');
    const cutLine = `${server.stdout()}\n${stderr}`.split('\n').find((line) => line.includes('request cut'));
    expect(JSON.parse(cutLine!)).toMatchObject({ level: 50, reqId: 'never-finished-upload-2', method: 'POST', route: '/api/v1/add-filter-for-new-user' });
  });
});
