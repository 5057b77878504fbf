import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
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
