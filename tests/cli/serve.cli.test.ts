import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
    dir = mkdtempSync(join(tmpdir(), 'benefit-store-serve-'));
    // A copy of the run's migrated, seeded directory (tests/setup/pglite-template.ts): a start without the seed's cost.
    const template = process.env.BENEFIT_STORE_TEST_PGLITE_TEMPLATE;
    if (template) cpSync(template, dir, { recursive: true });
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
    for (let round = 0; round < 3; round += 1) {
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
