import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { fieldsOfError, http } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededDataDir } from '../support/data-dir.ts';
import { runCli, type CliRun } from './cli.ts';

const EXAMPLES = join(import.meta.dirname, '../../examples');

/**
 * Support staff from the terminal against the real server: a token made by the CLI on the server's database,
 * 401 without it, and an enrollment whose last change was refused found, inspected and replayed.
 */
describe('benefit-store support', () => {
  let dataDir: string;
  let stateDir: string;
  let server: TestServer;
  let token: string;
  let tokenId: string;

  const support = (args: readonly string[], withToken: string | undefined = token): Promise<CliRun> =>
    runCli(['--api', server.url, '--state', join(stateDir, 'state.json'), 'support', ...args], { BENEFIT_STORE_SUPPORT_TOKEN: withToken ?? '' });
  const json = <T>(run: CliRun): T => {
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as T;
  };
  const events = async (enrollmentId: string | null) =>
    server.db.query<{ actor: string; type: string; outcome: string }>(
      `SELECT actor, type, outcome FROM enrollment_events WHERE ${enrollmentId ? 'enrollment_id = $1' : 'enrollment_id IS NULL'} ORDER BY id`,
      enrollmentId ? [enrollmentId] : [],
    );

  beforeAll(async () => {
    dataDir = seededDataDir('benefit-store-support-');
    stateDir = mkdtempSync(join(tmpdir(), 'benefit-store-support-cli-'));
    // The embedded database is one process's: the token is written before the server opens it.
    const created = await runCli(['support', 'token', 'create', '--name', 'Dana Ortiz', '--data-dir', dataDir, '--json']);
    expect(created.code, created.stderr).toBe(0);
    ({ token, id: tokenId } = JSON.parse(created.stdout) as { token: string; id: string });
    server = await startTestServer('pglite', { dataDir });
  });
  afterAll(async () => {
    await server?.close();
    for (const dir of [dataDir, stateDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('token create shows the token once and the database keeps only its hash', async () => {
    expect(token).toMatch(/^bst_[A-Za-z0-9_-]{43}$/);
    const stored = await server.db.query<Record<string, unknown>>('SELECT * FROM support_tokens');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: tokenId, name: 'Dana Ortiz', token_hash: createHash('sha256').update(token).digest('hex'), revoked_at: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await events(null)).toContainEqual({ actor: `support:Dana Ortiz#${tokenId.slice(0, 8)}`, type: 'support-token-create', outcome: 'ok' });
  });

  it('answers 401 on every support endpoint without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/support/stuck'],
      ['GET', '/api/v1/support/enrollments/abc'],
      ['POST', '/api/v1/support/enrollments/abc/replay'],
    ] as const) {
      for (const headers of [{}, { authorization: 'Bearer bst_not-a-token' }, { authorization: token }] as Record<string, string>[]) {
        const answer = await http(server.url, method, path, { headers, ...(method === 'POST' ? { body: {} } : {}) });
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(fieldsOfError(answer)).toEqual({ authorization: Messages.supportTokenRequired });
        expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
    const noToken = await support(['stuck'], '');
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('BENEFIT_STORE_SUPPORT_TOKEN');
    const wrongToken = await support(['stuck'], 'bst_wrong');
    expect(wrongToken.code).toBe(2);
    expect(wrongToken.stderr).toContain(Messages.supportTokenRequired);
    expect(wrongToken.stderr).not.toContain('--authorization');
  });

  it('finds an enrollment whose last change was refused, shows why, replays it once fixed, and never changes it once finished', async () => {
    // A shopper starts a quote, then a change of ZIP is refused (journaled with its field errors).
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', eprocess: 'applicant' } });
    expect(started.status).toBe(200);
    const cookie = started.cookie;
    const id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const refused = await http(server.url, 'PUT', `/api/v1/change-filter-info/${id}`, { cookie, body: { zip: '00000' } });
    expect(refused.status).toBe(422);

    // support stuck
    type Stuck = { olderThanMinutes: number; enrollments: { enrollmentId: string; lastStep?: string; lastRefusal?: { type: string; fields: Record<string, string> } }[] };
    const stuck = json<Stuck>(await support(['stuck', '--older-than', '0m', '--json']));
    expect(stuck.enrollments.find((e) => e.enrollmentId === id)).toMatchObject({
      lastStep: 'add-filter-for-new-user',
      lastRefusal: { type: 'change-filter-info', fields: { zip: Messages.invalidZip } },
    });
    expect(json<Stuck>(await support(['stuck', '--json'])).enrollments.map((e) => e.enrollmentId)).not.toContain(id); // default: untouched for 1h
    const table = await support(['stuck', '--older-than', '0m']);
    expect(table.stdout).toMatch(new RegExp(`${id}.*add-filter-for-new-user +change-filter-info: zip: ${Messages.invalidZip}`));
    // A bad duration is named as the option typed; the summary counts in words a person says.
    const soon = await support(['stuck', '--older-than', 'soon']);
    expect(soon.code).toBe(2);
    expect(soon.stderr).toContain(`option '--older-than <duration>' argument 'soon' is invalid. ${Messages.invalidDuration}`);
    expect(soon.stderr).not.toContain('older_than');
    expect((await support(['stuck', '--older-than', '1m'])).stdout).toMatch(/\(untouched for 1 minute or more\)\n$/);
    expect((await support(['stuck', '--older-than', '1h30m'])).stdout).toMatch(/\(untouched for 1 hour 30 minutes or more\)\n$/);

    // support inspect
    type Inspection = { status: string; finished: boolean; tabs: { tab: string; required: boolean; state: string }[]; reasons: { code: string }[]; journal: { type: string; outcome: string; fields: Record<string, string>; actor: string }[] };
    const inspected = json<Inspection>(await support(['inspect', id, '--json']));
    expect(inspected).toMatchObject({ status: 'shopping', finished: false });
    expect(inspected.tabs.find((t) => t.tab === 'primary_info')).toMatchObject({ required: true, state: 'missing' });
    expect(inspected.reasons.map((r) => r.code)).toContain('cart-empty');
    expect(inspected.journal.map((j) => [j.type, j.outcome, j.fields])).toEqual([
      ['add-filter-for-new-user', 'ok', {}],
      ['change-filter-info', 'rejected', { zip: Messages.invalidZip }],
    ]);
    const human = await support(['inspect', id]);
    expect(human.stdout).toContain('REFUSED  change-filter-info');
    expect(human.stdout).toContain(`zip: ${Messages.invalidZip}`);

    // support replay --dry-run: the journaled change is refused again; nothing changes.
    type Replay = { finished: boolean; dryRun: boolean; steps: { type: string; outcome: string; fields: Record<string, string> }[]; stoppedAt?: string };
    const before = (await server.db.query<{ filter: { zip: string }; updated_at: Date }>('SELECT filter, updated_at FROM temp_enrollments WHERE id = $1', [id]))[0];
    const dry = await support(['replay', id, '--dry-run', '--json']);
    expect(dry.code).toBe(1);
    expect(JSON.parse(dry.stdout)).toEqual({
      enrollmentId: id,
      dryRun: true,
      finished: false,
      steps: [{ type: 'change-filter-info', outcome: 'refused', fields: { zip: Messages.invalidZip } }],
      stoppedAt: 'change-filter-info',
    });
    expect((await server.db.query('SELECT filter, updated_at FROM temp_enrollments WHERE id = $1', [id]))[0]).toEqual(before);

    // Once the data is fixed, replay re-runs the change through the command runner, as support.
    const fixed = await http(server.url, 'PUT', `/api/v1/change-filter-info/${id}`, { cookie, body: { zip: '10001' } });
    expect(fixed.status).toBe(200);
    const replayed = await support(['replay', id]);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stdout).toContain('APPLIED     change-filter-info');
    const staff = `support:Dana Ortiz#${tokenId.slice(0, 8)}`;
    expect((await events(id)).slice(-2)).toEqual([
      { actor: staff, type: 'change-filter-info', outcome: 'ok' },
      { actor: staff, type: 'support-replay', outcome: 'ok' },
    ]);

    // --from a tab skips the steps that save no tab.
    expect(json<Replay>(await support(['replay', id, '--from', 'review_info', '--json'])).steps).toEqual([]);
    expect((await support(['replay', id, '--from', 'nowhere'])).code).toBe(2);

    // A finished enrollment: replay changes nothing, however often it runs.
    await server.db.query("UPDATE temp_enrollments SET status = 'enrolled' WHERE id = $1", [id]);
    const snapshot = async () => ({
      row: (await server.db.query('SELECT status, filter, context, cart, updated_at FROM temp_enrollments WHERE id = $1', [id]))[0],
      steps: (await events(id)).filter((e) => !e.type.startsWith('support-')),
    });
    const finishedBefore = await snapshot();
    for (let i = 0; i < 2; i++) {
      const again = json<Replay>(await support(['replay', id, '--json']));
      expect(again).toMatchObject({ finished: true, steps: [] });
    }
    expect(await snapshot()).toEqual(finishedBefore);

    // Every support action is in the journal with who did it (and when: created_at).
    const supportTypes = (await events(id)).filter((e) => e.actor === staff).map((e) => e.type);
    expect(supportTypes).toEqual(expect.arrayContaining(['support-inspect', 'support-replay-dry-run', 'support-replay']));
    expect(await events(null)).toContainEqual({ actor: staff, type: 'support-stuck', outcome: 'ok' });
  });

  it('replays on the version support read: an owner’s change since stops it (exit 2); --based-on takes what inspect printed', async () => {
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', eprocess: 'applicant' } });
    const cookie = started.cookie;
    const id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const read = json<{ version: number }>(await support(['inspect', id, '--json'])).version;
    expect((await support(['inspect', id])).stdout).toContain(`version ${read}`);
    // The owner changes the quote after support looked: the replay support asked for is refused, nothing replayed.
    expect((await http(server.url, 'PUT', `/api/v1/change-filter-info/${id}`, { cookie, body: { zip: '10001' } })).status).toBe(200);
    const stale = await support(['replay', id, '--based-on', String(read)]);
    expect(stale.code).toBe(2);
    expect(stale.stderr).toContain(Messages.enrollmentChangedElsewhere);
    expect((await events(id)).at(-1)).toMatchObject({ type: 'support-replay', outcome: 'rejected' });
    expect((await events(id)).filter((e) => e.type === 'change-filter-info')).toHaveLength(1);
    // Looked at again, the replay goes through.
    const now = json<{ version: number }>(await support(['inspect', id, '--json'])).version;
    expect(now).toBe(read + 1);
    const replayed = await support(['replay', id, '--based-on', String(now)]);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stdout).toContain('APPLIED     change-filter-info');
    expect((await support(['replay', id, '--based-on', 'latest'])).code).toBe(2);
  });

  it('completes a scripted enrollment stuck at review once its data is fixed: stuck, inspect, fix, replay; a second replay changes nothing', async () => {
    // The shopper: the applicant example run by the CLI up to review, in a state file of its own.
    const script = join(EXAMPLES, 'applicant-io-life-card.yaml');
    const state = join(stateDir, 'shopper.json');
    const shopper = (args: readonly string[]) => runCli(['--api', server.url, '--state', state, 'enroll', '--script', script, ...args]);
    const started = await shopper(['--stop-before', 'review', '--json']);
    expect(started.code, started.stderr).toBe(0);
    const { enrollmentId: id, stoppedBefore } = JSON.parse(started.stdout) as { enrollmentId: string; stoppedBefore: string };
    expect(stoppedBefore).toBe('review');

    // Required data goes missing on the server: the review's confirmation is refused, naming the step.
    await server.db.query('UPDATE temp_enrollments SET primary_info = NULL WHERE id = $1', [id]);
    // --resume continues the script of the last run (README: `enroll --resume [--from STEP]`), no --script needed.
    const refused = await runCli(['--api', server.url, '--state', state, 'enroll', '--resume', '--from', 'review']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`review.primary_info: ${Messages.completeStepFirst('Personal Information')}`);

    // support stuck finds it, with the refusal; support inspect shows the missing step.
    type Stuck = { enrollments: { enrollmentId: string; lastStep?: string; lastRefusal?: { type: string; fields: Record<string, string> } }[] };
    const stuck = json<Stuck>(await support(['stuck', '--older-than', '0m', '--json'])).enrollments.find((e) => e.enrollmentId === id);
    // Its last step is the last one saved (the agreement), never the cart screenshot taken beside the steps.
    expect(stuck).toMatchObject({ lastStep: 'agreement_info', lastRefusal: { type: 'save-review-info', fields: { primary_info: Messages.completeStepFirst('Personal Information') } } });
    type Inspection = { finished: boolean; tabs: { tab: string; required: boolean; state: string }[]; reasons: { code: string; tab: string | null }[] };
    const inspected = json<Inspection>(await support(['inspect', id, '--json']));
    expect(inspected.finished).toBe(false);
    expect(inspected.tabs.find((t) => t.tab === 'primary_info')).toMatchObject({ required: true, state: 'missing' });
    expect(inspected.reasons.some((r) => r.tab === 'primary_info')).toBe(true);

    // Replayed before the data is fixed, it stops at the step support cannot re-create (exit 6), and nothing is confirmed.
    const early = await support(['replay', id, '--json']);
    expect(early.code).toBe(6);
    const stopped = JSON.parse(early.stdout) as { finished: boolean; stoppedAt: string; steps: { type: string; outcome: string }[] };
    expect(stopped).toMatchObject({ finished: false, stoppedAt: 'save-personal-info' });
    expect(stopped.steps.at(-1)).toMatchObject({ type: 'save-personal-info', tab: 'primary_info', outcome: 'needs-owner' });

    // The data is fixed (the shopper saves Personal Information again), then support replays the enrollment to its end.
    const fixed = await shopper(['--resume', '--from', 'primary_info', '--stop-before', 'contact_info']);
    expect(fixed.code, fixed.stderr).toBe(0);
    type Replay = { finished: boolean; steps: { type: string; outcome: string }[]; stoppedAt?: string };
    const replayed = await support(['replay', id, '--json']);
    expect(replayed.code, replayed.stderr).toBe(0);
    const replay = JSON.parse(replayed.stdout) as Replay;
    expect(replay.stoppedAt).toBeUndefined();
    expect(replay.steps.at(-1)).toMatchObject({ type: 'save-review-info', outcome: 'applied' });
    // The saved sections were re-run through the same commands the storefront uses, in the wizard's order.
    const ran = replay.steps.filter((s) => s.outcome === 'applied').map((s) => s.type);
    expect(ran).toEqual(expect.arrayContaining(['save-personal-info', 'save-contact-info', 'save-beneficiary-info', 'save-review-info']));
    expect(ran.indexOf('save-personal-info')).toBeLessThan(ran.indexOf('save-contact-info'));
    expect(ran.indexOf('save-beneficiary-info')).toBeLessThan(ran.indexOf('save-review-info'));
    const row = async () => (await server.db.query<{ status: string; policy_id: string | null; updated_at: Date }>('SELECT status, policy_id, updated_at FROM temp_enrollments WHERE id = $1', [id]))[0]!;
    const done = await row();
    expect(done).toMatchObject({ status: 'enrolled', policy_id: expect.stringMatching(/^POL-/) });
    // Confirmed, the card payment and the signature were kept as the owner made them, not re-run.
    expect(replay.steps.filter((s) => s.outcome === 'kept').map((s) => s.type)).toEqual(['save-billing-info', 'save-agreement-info']);
    // A confirmed term-life enrollment with two beneficiaries: the beneficiaries' step stays required and saved.
    const confirmed = json<Inspection>(await support(['inspect', id, '--json']));
    expect(confirmed.finished).toBe(true);
    expect(confirmed.tabs.find((t) => t.tab === 'beneficiary_info')).toMatchObject({ required: true, state: 'saved' });
    expect(confirmed.tabs.filter((t) => t.required).every((t) => t.state === 'saved')).toBe(true);

    // Replaying again changes nothing: no step runs, the row and the enrollment's own journal stay as they were.
    const stepsBefore = (await events(id)).filter((e) => !e.type.startsWith('support-'));
    const again = await support(['replay', id, '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ finished: true, steps: [] });
    expect(await row()).toEqual(done);
    expect((await events(id)).filter((e) => !e.type.startsWith('support-'))).toEqual(stepsBefore);
    // The staff token was honoured throughout: every support action is journaled as that staff member, none refused.
    const staff = `support:Dana Ortiz#${tokenId.slice(0, 8)}`;
    expect((await events(id)).filter((e) => e.type.startsWith('support-'))).toEqual(
      expect.arrayContaining([
        { actor: staff, type: 'support-inspect', outcome: 'ok' },
        { actor: staff, type: 'support-replay', outcome: 'ok' },
      ]),
    );
  });

  it('replays a complete enrollment stopped before review from every tab: the employer’s saved holidays and the enroller code hold', async () => {
    // Lone Star (group 2556): the enroller code before Personal Information, an employer step with holiday flags, a card.
    const state = join(stateDir, 'lone-star.json');
    const started = await runCli(['--api', server.url, '--state', state, 'enroll', '--script', join(EXAMPLES, 'lone-star-member-enroller-code.yaml'), '--stop-before', 'review', '--json']);
    expect(started.code, started.stderr).toBe(0);
    const { enrollmentId: id } = JSON.parse(started.stdout) as { enrollmentId: string };
    const saved = (await server.db.query<{ employer_info: { data: { holiday_policy: Record<string, number> } } }>('SELECT employer_info FROM temp_enrollments WHERE id = $1', [id]))[0]!;
    expect(saved.employer_info.data.holiday_policy.Standard_6).toBe(1);

    // inspect: the enroller code is read where its save put it; every required tab is saved, as the review's check counts it.
    type Inspection = { tabs: { tab: string; required: boolean; state: string; saved: boolean }[]; reasons: { code: string }[]; journal: { type: string; outcome: string }[] };
    const inspected = json<Inspection>(await support(['inspect', id, '--json']));
    expect(inspected.journal).toContainEqual(expect.objectContaining({ type: 'save-enroller-code', outcome: 'ok' }));
    expect(inspected.tabs.find((t) => t.tab === 'primary_info')).toMatchObject({ required: true, state: 'saved', saved: true });
    expect(Object.fromEntries(inspected.tabs.filter((t) => t.required && t.tab !== 'review_info').map((t) => [t.tab, t.state]))).toEqual(
      Object.fromEntries(['primary_info', 'contact_info', 'employer_info', 'billing_info', 'agreement_info'].map((tab) => [tab, 'saved'])),
    );
    expect(inspected.reasons.map((r) => r.code)).not.toContain('enroller-code-missing');

    // --from each tab, dry run: every step from that tab on in the wizard's order, refused nowhere; the card payment and
    // the signature are kept as their owner made them; the confirmation is the owner's (exit 6); nothing changes.
    const order = ['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'billing_info', 'agreement_info', 'review_info'];
    const required = ['primary_info', 'contact_info', 'employer_info', 'billing_info', 'agreement_info', 'review_info'];
    const row = async () => ({
      row: (await server.db.query('SELECT * FROM temp_enrollments WHERE id = $1', [id]))[0],
      steps: (await events(id)).filter((e) => !e.type.startsWith('support-')),
    });
    const before = await row();
    type Replay = { steps: { type: string; tab?: string; outcome: string; fields: Record<string, string> }[]; stoppedAt?: string };
    const runs = await Promise.all(order.map((from) => support(['replay', id, '--dry-run', '--from', from, '--json'])));
    runs.forEach((run, i) => {
      const from = order[i]!;
      expect(run.code, `--from ${from}: ${run.stdout}${run.stderr}`).toBe(6);
      const report = JSON.parse(run.stdout) as Replay;
      expect(report.steps.map((s) => s.tab), `--from ${from}`).toEqual(required.filter((tab) => order.indexOf(tab) >= order.indexOf(from)));
      for (const step of report.steps) {
        const expected = step.tab === 'billing_info' || step.tab === 'agreement_info' ? 'kept' : step.tab === 'review_info' ? 'needs-owner' : 'would-apply';
        expect(step, `--from ${from}`).toMatchObject({ outcome: expected, fields: {} });
      }
      expect(report.stoppedAt).toBe('save-review-info');
    });
    expect(await row()).toEqual(before);
    const human = await support(['replay', id, '--dry-run', '--from', 'billing_info']);
    expect(human.stdout).toMatch(/^KEPT +save-billing-info \(billing_info\)/m);
    expect(human.stdout).toMatch(/^NEEDS-OWNER save-review-info \(review_info\)/m);
    expect(human.stdout).toContain("0 steps checked, 2 kept as the owner saved them; stopped at save-review-info: only the enrollment's owner can do this step");

    // A real replay re-saves the employer step from its saved section (holiday flags and all) through its command.
    const replayed = await support(['replay', id, '--from', 'employer_info', '--json']);
    expect(replayed.code, replayed.stderr).toBe(6);
    expect((JSON.parse(replayed.stdout) as Replay).steps[0]).toMatchObject({ type: 'save-employer-info', outcome: 'applied' });
    expect((await events(id)).filter((e) => e.type === 'save-employer-info').at(-1)).toEqual({ actor: `support:Dana Ortiz#${tokenId.slice(0, 8)}`, type: 'save-employer-info', outcome: 'ok' });
  });

  it('an unknown enrollment is not found (exit 3)', async () => {
    const run = await support(['inspect', 'no-such-enrollment']);
    expect(run.code).toBe(3);
  });

  it('a revoked token answers 401 at once', async () => {
    await server.close();
    const revoked = await runCli(['support', 'token', 'revoke', 'Dana Ortiz', '--data-dir', dataDir, '--json']);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(JSON.parse(revoked.stdout)).toEqual([{ id: tokenId, name: 'Dana Ortiz' }]);
    expect((await runCli(['support', 'token', 'revoke', 'Dana Ortiz', '--data-dir', dataDir])).code).toBe(3);
    server = await startTestServer('pglite', { dataDir });
    const answer = await http(server.url, 'GET', '/api/v1/support/stuck', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(401);
  });
});
