import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The CLI's bin: `serve` is the server `npm start` runs, configured by the same environment variables. */
const BIN = resolve(import.meta.dirname, '../../packages/cli/bin/benefit-store.mjs');

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** The URL it serves on, once it says so; rejects with its output when it exits first. */
  readonly ready: Promise<string>;
  /** Its exit code (null when a signal ended it) and everything it wrote to stderr. */
  readonly exited: Promise<{ readonly code: number | null; readonly stderr: string }>;
  /** SIGTERM, then its exit. */
  stop(): Promise<void>;
  /** Everything it wrote to stdout so far (its start-up lines). */
  stdout(): string;
}

export interface ServerProcessOptions {
  /** The server's environment on top of a clean one: DATABASE_URL, DATABASE_SCHEMA, BENEFIT_STORE_DATA_DIR, ... */
  readonly env: Record<string, string>;
  /** Started through `sh -c 'echo $$ > FILE; exec node ...'`: FILE names the server's own PID before it starts. */
  readonly writeOwnPidTo?: string;
}

/** A real server process (`benefit-store serve` on a free port of 127.0.0.1), as an operator would start one. */
export const startServerProcess = (options: ServerProcessOptions): ServerProcess => {
  const args = [BIN, 'serve', '--port', '0', '--host', '127.0.0.1'];
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, BENEFIT_STORE_DATA_DIR: _dir, ...inherited } = process.env;
  const env = { ...inherited, WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', ...options.env };
  const child = options.writeOwnPidTo
    ? spawn('/bin/sh', ['-c', 'echo $$ > "$0"; exec "$@"', options.writeOwnPidTo, process.execPath, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((done) => child.once('exit', (code) => done({ code, stderr })));
  const ready = new Promise<string>((found, failed) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) found(match[1] as string);
    });
    void exited.then(({ code }) => failed(new Error(`the server exited (${code}) before serving:\n${stderr}`)));
  });
  ready.catch(() => undefined);
  return {
    child,
    pid: child.pid!,
    ready,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    stdout: () => stdout,
  };
};
