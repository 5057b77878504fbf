import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { http } from '../support/http.ts';
import type { TestServer } from '../support/test-server.ts';
import { asShopper, CONTACT, dataOf, PERSONAL } from '../support/wizard-journey.ts';

/**
 * Closing the browser, or the server dying, loses nothing that was saved: the server runs in a process of
 * its own on embedded PGlite, is killed with SIGKILL between two steps, started again on the same data
 * directory, and every saved step is still there for the same session.
 */
const ROOT = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const startProcess = async (dataDir: string, port: number): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BENEFIT_STORE_DATA_DIR: dataDir, LOG_LEVEL: 'error', SMTP_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is serving on')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`the server exited (${code}): ${output}`)));
  });
  return child;
};

const killHard = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

describe('a saved wizard step survives kill -9 of the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'benefit-store-durable-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) await killHard(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps personal and contact information saved before the crash', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = await startProcess(dataDir, port);
    const started = await http(url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO' } });
    expect(started.status).toBe(200);
    const id = dataOf<{ temp_enrollment_id: string }>(started).temp_enrollment_id;
    const me = asShopper({ url } as TestServer, started.cookie, id);
    expect((await me.post('save-personal-info', PERSONAL)).status).toBe(200);
    expect((await me.post('save-contact-info', CONTACT)).status).toBe(200);

    await killHard(child);
    child = await startProcess(dataDir, port);

    const personal = await me.get('get-enrollment-temp-info', { column: 'primary_info' });
    expect(personal.status).toBe(200);
    expect(dataOf<{ result: Record<string, string> }>(personal).result).toMatchObject({ first_name: 'Dana', last_name: 'Rivera', ssn: 'xxx-xx-6789', status: 'saved' });
    const contact = await me.get('get-enrollment-temp-info', { column: 'contact_info' });
    expect(dataOf<{ result: Record<string, string> }>(contact).result).toMatchObject({ ...CONTACT, status: 'saved' });
    // And the wizard carries on after the restart.
    expect((await me.post('save-personal-info', { ...PERSONAL, weight: '152' })).status).toBe(200);
  });
});
