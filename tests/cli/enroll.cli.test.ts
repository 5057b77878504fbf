import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { runCli } from './cli.ts';

/**
 * Scripted enrollment from the terminal against the real server: every example of examples/ runs to a receipt,
 * refusals and malformed scripts exit as documented, --dry-run needs no server, and a batch runs them at once,
 * each in its own session.
 */
const EXAMPLES = join(import.meta.dirname, '../../examples');
const EXAMPLE_FILES = ['applicant-io-life-card.yaml', 'rep-if-family-premier-eft.yaml', 'acme-group-member-list-billing.yaml', 'lone-star-member-enroller-code.yaml'];
/** The rep's password: scripts name the variable, never the value. */
const ENV = { BENEFIT_STORE_PASSWORD: 'DemoRep#2026' };

interface Outcome {
  ok: boolean;
  enrollmentId: string | null;
  policyId: string | null;
  enrolledName: string | null;
  steps: { step: string; ok: boolean }[];
  failure?: { step: string; fields?: Record<string, string> };
}

describe('benefit-store enroll and batch', () => {
  let server: TestServer;
  let dir: string;
  const enroll = (args: readonly string[], env: NodeJS.ProcessEnv = ENV) =>
    runCli(['--api', server.url, '--state', join(dir, `state-${Math.random().toString(36).slice(2)}.json`), 'enroll', ...args], env);
  /** An example with one value changed, written beside the test's state files. */
  const variant = (example: string, from: string, to: string) => {
    const source = readFileSync(join(EXAMPLES, example), 'utf8');
    expect(source).toContain(from);
    const file = join(dir, `variant-${Math.random().toString(36).slice(2)}.yaml`);
    writeFileSync(file, source.replace(from, to));
    return file;
  };
  const statusOf = async (id: string) => (await server.db.query<{ status: string; policy_id: string | null }>('SELECT status, policy_id FROM temp_enrollments WHERE id = $1', [id]))[0];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'benefit-store-enroll-cli-'));
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs every example script to a receipt with a policy id, through each step the server requires', async () => {
    // The applicant's run prints the human report; the others one JSON document each.
    const [human, ...runs] = await Promise.all(EXAMPLE_FILES.map((file, i) => enroll(['--script', join(EXAMPLES, file), ...(i === 0 ? [] : ['--json'])])));
    expect(human!.code, human!.stderr).toBe(0);
    const lines = human!.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('✔ ')).map((l) => l.slice(2).split(/\s+/)[0])).toEqual([
      'context', 'quote', 'plan', 'checkout', 'steps', 'primary_info', 'contact_info', 'beneficiary_info', 'billing', 'agreement', 'review', 'receipt',
    ]);
    const [, policyId, enrollmentId] = /^Enrolled Dana Rivera: policy (POL-\d+) \(enrollment ([\w-]+), effective \d\d\/\d\d\/\d{4}\)$/.exec(lines.at(-1) ?? '') ?? [];
    expect(await statusOf(enrollmentId!)).toEqual({ status: 'enrolled', policy_id: policyId });

    const outcomes = runs.map((run, i) => {
      expect(run.code, `${EXAMPLE_FILES[i + 1]}: ${run.stderr}`).toBe(0);
      return JSON.parse(run.stdout) as Outcome;
    });
    const stepsOf = (o: Outcome) => o.steps.map((s) => s.step);
    const journey = ['context', 'quote', 'checkout', 'steps', 'primary_info', 'contact_info', 'billing', 'agreement', 'review', 'receipt'];
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ ok: true, policyId: expect.stringMatching(/^POL-/) });
      expect(stepsOf(outcome)).toEqual(expect.arrayContaining(journey));
      expect(await statusOf(outcome.enrollmentId!)).toEqual({ status: 'enrolled', policy_id: outcome.policyId });
    }
    const [rep, acme, loneStar] = outcomes as [Outcome, Outcome, Outcome];
    expect(stepsOf(rep)).toEqual(expect.arrayContaining(['health_info', 'dependent_info']));
    expect(stepsOf(acme)).toEqual(expect.arrayContaining(['employer_info', 'health_info']));
    expect(stepsOf(loneStar)).toContain('employer_info');
    expect([rep.enrolledName, acme.enrolledName, loneStar.enrolledName]).toEqual(['Marcus Bell', 'Priya Shah', 'Diego Ramirez']);
    expect(new Set([policyId, ...outcomes.map((o) => o.policyId)]).size).toBe(4);
    // How each was enrolled, as the server kept it: Acme is list-billed, the rep's family pays by EFT.
    const billing = await server.db.query<{ id: string; method: string }>("SELECT id, billing_info->'data'->>'payment_method' AS method FROM temp_enrollments WHERE id = ANY($1::text[])", [
      [enrollmentId, ...outcomes.map((o) => o.enrollmentId)],
    ]);
    expect(Object.fromEntries(billing.map((b) => [b.id, b.method]))).toEqual({ [enrollmentId!]: 'cc', [rep.enrollmentId!]: 'eft', [acme.enrollmentId!]: 'list', [loneStar.enrollmentId!]: 'cc' });
    // A run that went through leaves nothing refused in the journal support reads (a snapshot after the review, of
    // the cart it had just emptied, was refused on every run); the checkout and each step before the review leave one.
    const journal = await server.db.query<{ enrollment_id: string; type: string; outcome: string }>(
      'SELECT enrollment_id, type, outcome FROM enrollment_events WHERE enrollment_id = ANY($1::text[]) ORDER BY id',
      [[enrollmentId, ...outcomes.map((o) => o.enrollmentId)]],
    );
    expect(journal.filter((e) => e.outcome !== 'ok')).toEqual([]);
    const snapshots = journal.filter((e) => e.enrollment_id === enrollmentId && e.type === 'save-screenshot');
    expect(snapshots).toHaveLength(6); // checkout, personal, contact, beneficiary, billing, agreement
  });

  it('stops at a refused step with its field errors by section and field (exit 1); a group 2556 member needs the enroller code', async () => {
    const badSsn = await enroll(['--script', variant('applicant-io-life-card.yaml', 'ssn: "123456789"', 'ssn: "12345"')]);
    expect(badSsn.code).toBe(1);
    expect(badSsn.stderr).toContain(`primary_info.ssn: ${Messages.invalidSsn}`);
    expect(badSsn.stdout).toMatch(/✖ primary_info/);
    expect(badSsn.stdout).not.toContain('Enrolled');

    const noCode = await enroll(['--script', variant('lone-star-member-enroller-code.yaml', '    enroller_code: REP1001', ''), '--json']);
    expect(noCode.code).toBe(1);
    const outcome = JSON.parse(noCode.stdout) as Outcome;
    expect(outcome).toMatchObject({ ok: false, policyId: null, failure: { step: 'primary_info', fields: { 'primary_info.enrollerCode': Messages.enrollerCodeRequired } } });
    expect(await statusOf(outcome.enrollmentId!)).toMatchObject({ policy_id: null });
  });

  it('refuses a malformed script before any call, naming each bad path (exit 2)', async () => {
    const malformed = variant('applicant-io-life-card.yaml', 'ssn: "123456789"', 'ssn: 123456789\n    shoe_size: "9"');
    const run = await enroll(['--script', malformed]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('steps.primary_info.ssn: expected text, got 123456789');
    expect(run.stderr).toContain('steps.primary_info.shoe_size: unknown key');
    expect(run.stdout).toBe('');
    const wrongContext = await enroll(['--script', variant('applicant-io-life-card.yaml', 'as: applicant', 'as: visitor'), '--json']);
    expect(wrongContext.code).toBe(2);
    expect(JSON.parse(wrongContext.stderr)).toMatchObject({
      error: 'invalid-input',
      problems: [{ path: 'context.as', message: expect.stringContaining('expected one of applicant, rep, group-member, existing-member') }],
    });
    // The rep's password is read from the variable the script names; without it nothing runs.
    const noPassword = await enroll(['--script', join(EXAMPLES, 'rep-if-family-premier-eft.yaml')], { BENEFIT_STORE_PASSWORD: '' });
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('context.password_env: set the environment variable BENEFIT_STORE_PASSWORD');
  });

  it("--dry-run checks a script with the domain's rules and no server at all", async () => {
    const nowhere = ['--api', 'http://127.0.0.1:9', '--state', join(dir, 'dry.json'), 'enroll'];
    // A dry run signs in nowhere: a rep's script needs no password for it, and says it did not check one.
    const clean = await runCli([...nowhere, '--script', join(EXAMPLES, 'rep-if-family-premier-eft.yaml'), '--dry-run'], {});
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('No problem found.');
    expect(clean.stdout).toContain('not checked: context: the password in BENEFIT_STORE_PASSWORD');
    const bad = variant('applicant-io-life-card.yaml', 'zip: "75001"', 'zip: "7500"');
    const run = await runCli([...nowhere, '--script', bad, '--dry-run', '--json'], ENV);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ dryRun: true, ok: false, fields: { 'filter.zip': Messages.invalidZip } });
  });

  it('names a mistyped option as such, and asks for a script only when there is nothing to resume (exit 2)', async () => {
    const state = ['--api', 'http://127.0.0.1:9', '--state', join(dir, 'nothing.json'), 'enroll'];
    const typo = await runCli([...state, '--scrpt', join(EXAMPLES, 'applicant-io-life-card.yaml')], ENV);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("unknown option '--scrpt'");
    expect(typo.stderr).not.toContain('--script <file>');
    const resume = await runCli([...state, '--resume'], ENV);
    expect(resume.code).toBe(2);
    expect(resume.stderr).toContain('No earlier run to resume in the state file: give --script FILE');
  });

  it('batch runs the examples twenty at once, each in its own session, and prints its figures', async () => {
    const [before] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM temp_enrollments WHERE status = 'enrolled'");
    const run = await runCli(['--api', server.url, 'batch', '--scripts', EXAMPLES, '--concurrency', '20', '--repeat', '5'], ENV);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^20 runs of 4 scripts at concurrency 20: 20 enrolled, 0 failed in [\d.]+ s$/m);
    expect(run.stdout).toMatch(/^[\d.]+ enrollments per second$/m);
    expect(run.stdout).toMatch(/^step +runs +p50 +p99$/m);
    for (const [step, runs] of [['context', 20], ['dependent_info', 5], ['review', 20], ['receipt', 20]] as const) {
      const [, p50, p99] = new RegExp(`^${step} +${runs} +(\\d+) ms +(\\d+) ms$`, 'm').exec(run.stdout) ?? [];
      expect(Number(p99), `${step} in\n${run.stdout}`).toBeGreaterThanOrEqual(Number(p50));
    }
    // Twenty enrollments of their own: no run continued another's.
    const [after] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM temp_enrollments WHERE status = 'enrolled'");
    expect(after!.n - before!.n).toBe(20);
  });

  it("batch signs a rep in for many runs at once without tripping the account's limit of failed sign-ins", async () => {
    // Eight runs of the rep's script at once: the server counts a sign-in while its password is checked, and used to
    // refuse the sixth with "Too many failed sign-in attempts" though none had failed (docs/adr/0006-rate-limits.md).
    const scripts = mkdtempSync(join(dir, 'rep-scripts-'));
    writeFileSync(join(scripts, 'rep.yaml'), readFileSync(join(EXAMPLES, 'rep-if-family-premier-eft.yaml'), 'utf8'));
    const run = await runCli(['--api', server.url, 'batch', '--scripts', scripts, '--concurrency', '8', '--repeat', '8', '--json'], ENV);
    const figures = JSON.parse(run.stdout) as { succeeded: number; failed: number; failures: { errors: string[] }[] };
    expect(figures.failures.flatMap((f) => f.errors)).toEqual([]);
    expect([figures.succeeded, figures.failed, run.code]).toEqual([8, 0, 0]);
  });

  it('batch --unfinished leaves a failed run\'s session in a state file, and enroll --resume finishes that enrollment', async () => {
    const scripts = mkdtempSync(join(dir, 'scripts-'));
    const unfinished = join(dir, `unfinished-${Math.random().toString(36).slice(2)}`);
    writeFileSync(join(scripts, 'bad-ssn.yaml'), readFileSync(variant('applicant-io-life-card.yaml', 'ssn: "123456789"', 'ssn: "12345"'), 'utf8'));
    const run = await runCli(['--api', server.url, 'batch', '--scripts', scripts, '--unfinished', unfinished, '--json'], ENV);
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as { failures: { step: string }[] }).failures.map((f) => f.step)).toEqual(['primary_info']);
    // The run's own session, for its own enrollment: resumed with the SSN fixed, it reaches a receipt. (Another
    // person than the first test's Dana, who is a current member now: a member's address is refused to a new one.)
    const state = join(unfinished, 'run-0001.json');
    const fixed = variant('applicant-io-life-card.yaml', 'email_address: dana.rivera@example.com', 'email_address: dana.resumed@example.com');
    const resumed = await runCli(['--api', server.url, '--state', state, 'enroll', '--resume', '--script', fixed, '--json'], ENV);
    expect(resumed.code, resumed.stderr).toBe(0);
    const outcome = JSON.parse(resumed.stdout) as Outcome;
    expect(outcome.policyId).toMatch(/^POL-\d+$/);
    expect((await statusOf(outcome.enrollmentId!))?.policy_id).toBe(outcome.policyId);
  });
});
