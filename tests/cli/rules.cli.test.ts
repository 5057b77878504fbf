import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainRules } from '@benefit-store/domain/testing';
import { runCli } from './cli.ts';

const BROKEN = resolve(import.meta.dirname, 'fixtures/broken-rules.ts');

interface FailedReport {
  rule: string;
  status: 'failed';
  seed: number;
  path: string;
  counterexample: unknown;
  error: string;
}

describe('benefit-store rules', () => {
  it('rules list names every rule of the domain registry', async () => {
    const run = await runCli(['rules', 'list', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const listed = JSON.parse(run.stdout) as { name: string }[];
    expect(listed.map((r) => r.name)).toEqual(domainRules.rules.map((r) => r.name));
  });

  it('rules check --runs 1000 passes every domain rule (seed pinned)', async () => {
    const run = await runCli(['rules', 'check', '--runs', '1000', '--seed', '20261122', '--json']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { failed: number; passed: number; seed: number; results: { status: string; runs: number }[] };
    expect(report).toMatchObject({ failed: 0, passed: domainRules.rules.length, seed: 20261122 });
    expect(report.results.every((r) => r.status === 'passed' && r.runs === 1000)).toBe(true);
  });

  it('a broken rule planted in a fixture registry shows its shrunk counterexample, seed and path, and the replay reproduces it', async () => {
    const run = await runCli(['rules', '--registry', BROKEN, 'check', '--seed', '7', '--runs', '200']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}planted\/total-is-the-sum/m);
    expect(run.stdout).toMatch(/^PASS {2}planted\/length-is-never-negative/m);
    // Shrunk to the smallest list that breaks it: two prices, the last one 1.
    expect(run.stdout).toContain('counterexample: [0,1]');
    expect(run.stdout).toMatch(/^ {2}seed: +7$/m);
    const path = /^ {2}path: +(\S+)$/m.exec(run.stdout)?.[1];
    expect(path).toBeTruthy();
    expect(run.stdout).toContain(`replay:         benefit-store rules check --rule planted/total-is-the-sum --seed 7 --path ${path}`);
    expect(run.stdout).toContain('1 passed, 1 failed (seed 7');

    const replay = await runCli(['rules', '--registry', BROKEN, 'check', '--rule', 'planted/total-is-the-sum', '--seed', '7', '--path', path as string, '--json']);
    expect(replay.code).toBe(1);
    const replayed = JSON.parse(replay.stdout) as { results: FailedReport[] };
    expect(replayed.results).toEqual([expect.objectContaining({ rule: 'planted/total-is-the-sum', status: 'failed', seed: 7, path, counterexample: [0, 1] })]);
    expect(replayed.results[0]?.error).toBe('expected 0 to be 1');

    const evaluated = await runCli(['rules', '--registry', BROKEN, 'eval', '--rule', 'planted/total-is-the-sum', '--input', '[0,1]', '--json']);
    expect(evaluated.code).toBe(1);
    expect(JSON.parse(evaluated.stdout)).toMatchObject({ status: 'fails', result: 0 });
  });

  it('--path without its seed and rule is a usage error (exit 2)', async () => {
    const run = await runCli(['rules', 'check', '--path', '1:0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--path replays one failure');
  });

  it('rules eval prints the field errors of the domain, or the input fields that do not fit', async () => {
    const today = { year: 2026, month: 11, day: 22 };
    const refused = await runCli([
      'rules',
      'eval',
      '--rule',
      'quote-filter/one-broken-field',
      '--input',
      JSON.stringify({ today, input: { zip: '7500', gender: '1', tier: 'IO', dob: '01/01/1980' }, field: 'zip' }),
    ]);
    expect(refused.code, refused.stderr).toBe(0);
    expect(refused.stdout).toBe('field errors:\n  zip: Invalid Zip code\nthe rule holds\n');

    const accepted = await runCli(['rules', 'eval', '--rule', 'billing/masks-keep-last-four', '--input', '"123456789"', '--json']);
    expect(JSON.parse(accepted.stdout)).toEqual({ rule: 'billing/masks-keep-last-four', status: 'holds', result: { bank: 'xxxxx6789', card: 'xxxxxx6789', ssn: 'xxx-xx-6789' } });

    const misfit = await runCli(['rules', 'eval', '--rule', 'quote-filter/accepts-adults', '--input', JSON.stringify({ today: { ...today, day: 'x' }, input: {}, extra: 1 })]);
    expect(misfit.code).toBe(2);
    expect(misfit.stderr).toContain('today.day: must be a number');
    expect(misfit.stderr).toContain('input.zip: is required');
    expect(misfit.stderr).toContain('extra: is not an input of this rule');

    const unknown = await runCli(['rules', 'eval', '--rule', 'no/such-rule', '--input', '1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no rule named no/such-rule');
  });
});
