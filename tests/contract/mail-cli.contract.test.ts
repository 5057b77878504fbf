import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, piiCipher, renderMail } from '@benefit-store/server';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { CLI } from '../cli/cli.ts';

const run = promisify(execFile);

interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

describe('benefit-store mail, against a started server', () => {
  let server: TestServer;
  let stateDir: string;
  let id: string;

  /** The real CLI binary in its own process (the server answers from this one, so never a blocking spawn). */
  const cli = async (...args: string[]): Promise<CliRun> => {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, '--api', server.url, '--state', join(stateDir, 'state.json'), ...args]);
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'benefit-store-cli-'));
    server = await startTestServer('pglite', { devMailbox: true });
    const brand = { siteName: 'Acme Benefits', brandColor: '#c2410c', siteUrl: 'https://acme.example' };
    id = await server.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'resume-code',
        to: 'ana@example.com',
        enrollmentId: 'enr-7',
        ...renderMail('resume-code', { brand, code: 'K7Q2-M9XP', email: 'ana@example.com', name: 'Ana' }),
      }, piiCipher(server.keys.piiKey)),
    );
  });
  afterAll(async () => {
    await server?.close();
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });

  it('mail list --json prints the queued messages', async () => {
    const result = await cli('mail', 'list', '--json');
    expect(result.code, result.stderr).toBe(0);
    const listed = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(listed).toEqual([
      expect.objectContaining({ id, kind: 'resume-code', to: 'ana@example.com', subject: 'Your enrollment code for Acme Benefits', status: 'pending', attempts: 0, enrollmentId: 'enr-7' }),
    ]);
  });

  it('mail list and mail show print a table and the message for a person', async () => {
    const list = await cli('mail', 'list');
    expect(list.stdout).toMatch(new RegExp(`^${id}\\s+pending\\s+resume-code\\s+.*ana@example.com\\s+Your enrollment code for Acme Benefits$`, 'm'));
    expect(list.stdout).toContain('1 message\n');
    const show = await cli('mail', 'show', id);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(`Mail #${id}`);
    expect(show.stdout).toContain('Code: K7Q2-M9XP');
    expect(show.stdout).toContain('https://acme.example/continue-enrollment');
    const html = await cli('mail', 'show', id, '--html');
    expect(html.stdout).toMatch(/^<!doctype html>/);
  });

  it('mail show --json of an unknown id fails with the not-found exit code', async () => {
    const result = await cli('mail', 'show', '424242', '--json');
    expect(result.code).toBe(3);
    expect(JSON.parse(result.stderr)).toMatchObject({ error: 'not-found' });
  });

  it('--help explains the command with an example', async () => {
    const result = await cli('mail', '--help');
    expect(result.stdout).toContain('$ benefit-store mail list');
    expect(result.stdout).toContain('/dev/mailbox');
  });

  it('mail list keeps its columns in line whatever the kind (signing-link is the longest)', async () => {
    const brand = { siteName: 'Acme Benefits', brandColor: '#c2410c', siteUrl: 'https://acme.example' };
    await server.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'signing-link',
        to: 'lee@example.com',
        enrollmentId: 'enr-8',
        ...renderMail('signing-link', { brand, name: 'Lee', repName: 'Jordan Avery', path: '/sign/x', expires: 'December 2, 2026' }),
      }, piiCipher(server.keys.piiKey)),
    );
    const lines = (await cli('mail', 'list')).stdout.split('\n').filter((line) => line.startsWith('ID ') || line.includes('@example.com'));
    expect(lines).toHaveLength(3);
    const columnOf = (line: string, pattern: RegExp) => line.search(pattern);
    // The creation time (and the title above it) starts at one column on every line.
    const created = lines.map((line, i) => columnOf(line, i === 0 ? /CREATED/ : /\d{4}-\d{2}-\d{2} /));
    expect(new Set(created).size, lines.join('\n')).toBe(1);
  });
});
