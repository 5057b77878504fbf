import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { openDatabase } from '@benefit-store/server';
import { fieldsOfError, http } from '../support/http.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededDataDir } from '../support/data-dir.ts';
import { dataOf } from '../support/wizard-journey.ts';
import { CARD, fillPersonalAndContact, mailCode, shopAndCheckOut, signAsApplicant, startEnrollment } from '../support/enrollment-finish.ts';
import { runCli } from './cli.ts';

/**
 * `benefit-store enrollment verify ID` checks an enrollment's consent chain on the server's own database, and
 * exits 1 once one record was changed in the database; `benefit-store support resend-code ID --email ADDR` mails a
 * new resume code (the old one revoked), journaled with the staff member (docs/adr/0720).
 */
describe('benefit-store enrollment verify and support resend-code', () => {
  let dataDir: string;
  let stateDir: string;
  let server: TestServer;
  let smtp: TestSmtp;
  let token: string;
  let finishedId: string;
  let savedId: string;

  beforeAll(async () => {
    dataDir = seededDataDir('benefit-store-verify-');
    stateDir = mkdtempSync(join(tmpdir(), 'benefit-store-verify-cli-'));
    const created = await runCli(['support', 'token', 'create', '--name', 'Sam Lee', '--data-dir', dataDir, '--json']);
    expect(created.code, created.stderr).toBe(0);
    token = (JSON.parse(created.stdout) as { token: string }).token;
    smtp = await startTestSmtp();
    server = await startTestServer('pglite', { dataDir, smtpUrl: smtp.url });

    // One enrollment confirmed (its consent chain: agreements, signature, confirmation) ...
    const done = await startEnrollment(server);
    await shopAndCheckOut(done, ['111']);
    await fillPersonalAndContact(done, { email_address: 'verify.me@example.com', phone_number: '2145550131' });
    expect((await done.post('save-billing-info', CARD)).status).toBe(200);
    expect((await signAsApplicant(done)).status).toBe(200);
    expect((await done.post('save-review-info', { first_enroll: '1' })).status).toBe(200);
    finishedId = done.enrollmentId;
    // ... and one saved for later.
    const saved = await startEnrollment(server);
    await fillPersonalAndContact(saved, { email_address: 'resend.me@example.com', phone_number: '2145550132' });
    expect((await saved.post('save-enrollment', { tab: 'contact_info', email: 'resend.me@example.com' })).status).toBe(200);
    savedId = saved.enrollmentId;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    for (const dir of [dataDir, stateDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const support = (args: readonly string[]) =>
    runCli(['--api', server.url, '--state', join(stateDir, 'state.json'), 'support', ...args], { BENEFIT_STORE_SUPPORT_TOKEN: token });

  it('support resend-code mails a new code, revokes the old one, and is journaled with the staff member', async () => {
    await server.mail?.drain();
    const mailTo = (to: string) => smtp.received.filter((m) => m.rcptTo.includes(to) && m.subject.startsWith('Your enrollment code'));
    await expect.poll(() => mailTo('resend.me@example.com').length, { timeout: 20_000 }).toBe(1);
    const oldCode = mailCode(mailTo('resend.me@example.com')[0]!.text);

    expect((await support(['resend-code', '--help'])).stdout).toContain('Examples:');
    expect((await support(['resend-code', savedId, '--email', 'not-an-address'])).code).toBe(2);
    const sent = await support(['resend-code', savedId, '--email', 'Member.New@example.com', '--json']);
    expect(sent.code, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({ enrollmentId: savedId, sentTo: 'M***@example.com', savedTab: 'contact_info' });
    await server.mail?.drain();
    await expect.poll(() => mailTo('member.new@example.com').length + mailTo('Member.New@example.com').length, { timeout: 20_000 }).toBe(1);
    const newCode = mailCode([...mailTo('member.new@example.com'), ...mailTo('Member.New@example.com')][0]!.text);

    const old = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code: oldCode, email: 'resend.me@example.com' } });
    expect(fieldsOfError(old)).toEqual({ code: Messages.resumeCodeInvalid });
    const resumed = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code: newCode, email: 'member.new@example.com' } });
    expect(dataOf(resumed)).toMatchObject({ enrollment_id: savedId, saved_tab: 'contact_info' });

    const journal = await server.db.query<{ actor: string; type: string; outcome: string; payload: unknown }>('SELECT actor, type, outcome, payload FROM enrollment_events WHERE enrollment_id = $1 ORDER BY id', [savedId]);
    const resend = journal.find((e) => e.type === 'support-resend-code')!;
    expect(resend).toMatchObject({ actor: expect.stringMatching(/^support:Sam Lee#/), outcome: 'ok' });
    expect(JSON.stringify(resend.payload)).not.toContain('member.new@example.com');

    // A confirmed enrollment gets no new code; an unknown one is not found.
    const finished = await support(['resend-code', finishedId, '--email', 'x@example.com']);
    expect(finished.code).toBe(2);
    expect(finished.stderr).toContain(Messages.enrollmentFinished);
    expect((await support(['resend-code', 'no-such-enrollment', '--email', 'x@example.com'])).code).toBe(3);
    const noToken = await http(server.url, 'POST', `/api/v1/support/enrollments/${savedId}/resend-code`, { body: { email: 'x@example.com' } });
    expect(noToken.status).toBe(401);
  });

  // Six CLI processes each opening the embedded database, and a server started again: past 120 s beside four other
  // suites on a 2-core machine (a clean-clone CI of 2026-11-29).
  it('enrollment verify passes an untouched chain and exits 1 once a consent record was changed in the database', { timeout: 240_000 }, async () => {
    // The embedded database is one process's: the server stops before the CLI opens it.
    await server.close();
    const help = await runCli(['enrollment', 'verify', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');

    const good = await runCli(['enrollment', 'verify', finishedId, '--data-dir', dataDir]);
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toContain(`The consent chain of ${finishedId} holds: 6 records.`);
    expect((await runCli(['enrollment', 'verify', 'no-such-enrollment', '--data-dir', dataDir])).code).toBe(3);

    // The embedded database takes one process at a time: each change is made, then the CLI looks.
    const inDatabase = async (work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) => {
      const db = await openDatabase({ databaseUrl: undefined, dataDir, schema: undefined });
      try {
        await work(db);
      } finally {
        await db.close();
      }
    };
    // A head without the server's seal (as a chain rebuilt inside the database would have) does not hold.
    let kept: unknown;
    await inDatabase(async (db) => {
      kept = (await db.query<{ consent_head: unknown }>('SELECT consent_head FROM temp_enrollments WHERE id = $1', [finishedId]))[0]?.consent_head;
      expect(kept).toMatchObject({ seq: 6, seal: expect.stringMatching(/^[0-9a-f]{64}$/) });
      await db.query("UPDATE temp_enrollments SET consent_head = consent_head - 'seal' WHERE id = $1", [finishedId]);
    });
    const unsealed = await runCli(['enrollment', 'verify', finishedId, '--data-dir', dataDir]);
    expect(unsealed.code).toBe(1);
    expect(unsealed.stdout).toContain('fails at record 6: the chain’s head does not carry this server’s seal');

    // Someone with write access to the database changes who signed one agreement (the head sealed again).
    await inDatabase(async (db) => {
      await db.query('UPDATE temp_enrollments SET consent_head = $2 WHERE id = $1', [finishedId, kept]);
      await db.exec('ALTER TABLE consent_records DISABLE TRIGGER consent_records_no_change');
      await db.query("UPDATE consent_records SET signer = 'Someone Else' WHERE enrollment_id = $1 AND seq = 2", [finishedId]);
      await db.exec('ALTER TABLE consent_records ENABLE TRIGGER consent_records_no_change');
    });
    const broken = await runCli(['enrollment', 'verify', finishedId, '--data-dir', dataDir]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`BROKEN: the consent chain of ${finishedId} fails at record 2: the record was changed after it was written.`);
    const brokenJson = JSON.parse((await runCli(['enrollment', 'verify', finishedId, '--data-dir', dataDir, '--json'])).stdout) as { ok: boolean; brokenAt: number; records: { kind: string }[] };
    expect(brokenJson).toMatchObject({ ok: false, count: 6, brokenAt: 2 });
    expect(brokenJson.records.map((r) => r.kind)).toEqual(['agreement', 'agreement', 'agreement', 'agreement', 'signature', 'confirmation']);
    // Restart for afterAll's close.
    server = await startTestServer('pglite', { dataDir });
  });
});
