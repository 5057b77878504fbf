import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { allCommands, buildProgram } from '@benefit-store/cli';
import { Messages } from '@benefit-store/domain';
import { runCli, runCliWithClosedStdout } from './cli.ts';

const helpOf = (command: Command): string => {
  let text = '';
  command.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s) });
  command.outputHelp();
  return text;
};

const leaves = allCommands(buildProgram()).filter((c) => c.commands.length === 0);

describe('every benefit-store command', () => {
  it.each(leaves.map((c) => [c.name(), c] as const))('%s has --help with an example', (_name, command) => {
    const help = helpOf(command);
    const ancestors: Command[] = [];
    for (let c: Command | null = command.parent; c; c = c.parent) ancestors.push(c);
    // An example of its own, or of its group (`mail`, `rules`, `support`) that names it.
    const examples = [help, ...ancestors.map(helpOf)].join('\n');
    expect(examples).toMatch(new RegExp(`\\$ .*benefit-store .*\\b${command.name()}\\b`));
  });

  // The commands that print no data: they say what they did in one line, or start a server.
  const printsNoData = new Set(['sign-out', 'serve']);
  it.each(leaves.filter((c) => !printsNoData.has(c.name())).map((c) => [c.name(), c] as const))('%s offers --json', (_name, command) => {
    expect(command.options.map((o) => o.long)).toContain('--json');
  });
});

describe('the CLI process', () => {
  it('exits quietly when its stdout is closed early (EPIPE), as `| head` does', async () => {
    const run = await runCliWithClosedStdout(['rules', 'list']);
    expect(run.stderr).not.toMatch(/EPIPE|Error|at /);
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
  });

  it('a usage error exits 2, --help exits 0', async () => {
    expect((await runCli(['rules', 'check', '--no-such-option'])).code).toBe(2);
    const help = await runCli(['rules', 'check', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
  });

  it('quote names every wrong option at once (exit 2), before anything is sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benefit-store-cli-'));
    try {
      // Nothing listens on port 1: the options are the domain's to refuse, here, with no request made.
      const run = await runCli(['--api', 'http://127.0.0.1:1', '--state', join(dir, 'state.json'), 'quote', '--zip', '123', '--gender', 'X', '--tier', 'ZZ', '--dob', '1990-13-01']);
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n').map((line) => line.trim())).toEqual([
        `--zip: ${Messages.invalidZip}`,
        `--gender: ${Messages.invalidGender}`,
        `--tier: ${Messages.invalidTier}`,
        `--dob: ${Messages.invalidDate}`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
