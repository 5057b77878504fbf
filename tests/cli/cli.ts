import { execFile, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const BIN = resolve(import.meta.dirname, '../../packages/cli/bin/benefit-store.mjs');
/** The same CLI bundled once per run (tests/setup/cli-bundle.ts): what most tests start, for speed. */
export const CLI = process.env.BENEFIT_STORE_TEST_CLI ?? BIN;

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real CLI binary in its own process (never blocking: a server may answer from this one). */
export const runCli = (args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> =>
  new Promise((done) => {
    execFile(process.execPath, [CLI, ...args], { env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : -1) : 0;
      done({ code, stdout, stderr });
    });
  });

/** Runs the CLI with its stdout closed before it writes anything, as `| head -0` would. */
export const runCliWithClosedStdout = (args: readonly string[]): Promise<CliRun & { signal: NodeJS.Signals | null }> =>
  new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code, signal) => done({ code: code ?? -1, signal, stdout: '', stderr }));
  });
