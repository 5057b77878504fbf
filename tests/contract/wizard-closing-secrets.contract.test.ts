import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../support/http.ts';
import { POSTGRES_URL, postgresSuiteEnabled, type TestServer } from '../support/test-server.ts';
import { asShopper, dataOf, PERSONAL } from '../support/wizard-journey.ts';
import { CARD, EFT, fillPersonalAndContact, JORDAN, SECRETS, shopAndCheckOut, signAsApplicant, signIn, startEnrollment } from '../support/enrollment-finish.ts';

/**
 * After complete enrollments (card, EFT, a card on file, a billing step saved for later half-typed, a family with
 * dependents), nothing in the whole PostgreSQL schema holds a full SSN, card number, security code or bank account
 * number, and neither does the server's log. The server runs as `npm start` runs it, in its own process, logging
 * at debug level, so the log checked is the real one.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const postgres = await postgresSuiteEnabled('wizard part 2 secrets');

const SSNS = { applicant: PERSONAL.ssn, spouse: '333445555', child: '444556666' };

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

describe.runIf(postgres)('personal and payment data at rest and in the log (PostgreSQL)', () => {
  let child: ChildProcess;
  let log = '';
  let dataDir: string;
  const schema = `bs_test_${randomBytes(6).toString('hex')}`;
  let url: string;
  const db = new pg.Client({ connectionString: POSTGRES_URL });
  // The shared helpers take a TestServer; these journeys use only its address.
  const server = () => ({ url }) as unknown as TestServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bs-secrets-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'debug',
        WEB_DIST: '/nonexistent',
        DATABASE_URL: POSTGRES_URL,
        DATABASE_SCHEMA: schema,
        BENEFIT_STORE_DATA_DIR: dataDir,
      },
    });
    const collect = (chunk: Buffer) => (log += chunk.toString());
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    await new Promise<void>((done, fail) => {
      const check = () => (log.includes('is serving on') ? done() : child.exitCode !== null ? fail(new Error(`the server did not start:\n${log}`)) : setTimeout(check, 200));
      check();
    });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((done) => (child?.exitCode !== null ? done(undefined) : child.once('exit', done)));
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.end().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds no full SSN, card number, security code or account number in any table nor in the log', async () => {
    // An applicant paying by card (with a mistyped attempt first), confirmed.
    const card = await startEnrollment(server());
    await shopAndCheckOut(card, ['111']);
    await fillPersonalAndContact(card, { email_address: 'secret.card@example.com', phone_number: '2145550121' });
    expect((await card.post('save-billing-info', { ...CARD, card_number: SECRETS.visa, security_code: '12' })).status).toBe(422);
    expect((await card.post('save-billing-info', { ...CARD, card_number: `${SECRETS.visa.slice(0, 4)} ${SECRETS.visa.slice(4, 8)} ${SECRETS.visa.slice(8, 12)} ${SECRETS.visa.slice(12)}` })).status).toBe(200);
    expect((await signAsApplicant(card)).status).toBe(200);
    expect((await card.post('save-review-info', { first_enroll: '1' })).status).toBe(200);

    // A rep-enrolled family paying by EFT, dependents with SSNs, signed by the rep.
    const rep = await signIn(server(), JORDAN.email, JORDAN.password);
    const family = await startEnrollment(server(), { tier: 'IF' }, rep);
    await shopAndCheckOut(family, ['111', '114'], 'rep');
    await fillPersonalAndContact(family, { email_address: 'secret.family@example.com', phone_number: '2145550122' });
    const dependents = [
      { primary_info: { first_name: 'Alex', last_name: 'Rivera', birthdate: '02/02/1986', gender: '0', ssn: SSNS.spouse, relationship: 'spouse' } },
      { primary_info: { first_name: 'Sam', last_name: 'Rivera', birthdate: '05/05/2015', gender: '1', ssn: SSNS.child, relationship: 'child' } },
    ];
    expect((await family.post('save-dependent-info', { dependents, spouse_answer: 'yes' })).status).toBe(200);
    expect((await family.post('save-billing-info', EFT)).status).toBe(200);
    const texts = dataOf<{ text_hash: string }[]>(await family.get('get-agreement-texts')).map((x) => x.text_hash);
    expect((await family.post('save-agreement-info', { accepted_texts: texts, agent_code: 'REP1001' })).status).toBe(200);
    expect((await family.post('save-review-info', { first_enroll: '1' })).status).toBe(200);

    // A billing step saved for later with a card, a security code and an account number typed.
    const later = await startEnrollment(server());
    await shopAndCheckOut(later, ['112']);
    const draft = { payment_method: 'cc', card_number: SECRETS.amex, security_code: SECRETS.amexSecurityCode, account_number: SECRETS.otherAccount, routing_number: '111000025' };
    expect((await later.post('save-enrollment', { tab: 'payment_info', email: 'secret.later@example.com', data: draft })).status).toBe(200);
    // And a card number typed where no card belongs (a mistake the journal must still mask).
    expect((await later.post('save-billing-info', { payment_method: 'stmt', card_number: SECRETS.mastercard })).status).toBe(422);

    // An existing member paying with the account on file.
    const existing = await http(url, 'POST', '/api/v1/add-filter-for-existing-user', { cookie: rep, body: { user_id: '7005', tier: 'IO' } });
    const member = asShopper(server(), rep, dataOf<{ temp_enrollment_id: string }>(existing).temp_enrollment_id);
    expect((await member.post('save-billing-info-existing', { payment_method: 'eft', bank_id: 'bank-7005-1' })).status).toBe(200);

    // Every row of every table of the schema, as JSON.
    const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name", [schema]);
    expect(tables.rows.map((t) => t.table_name)).toEqual(expect.arrayContaining(['temp_enrollments', 'enrollment_events', 'outbox', 'consent_records', 'invoices', 'member_bank_accounts', 'member_cards']));
    let dump = '';
    for (const { table_name } of tables.rows) {
      const rows = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${schema}."${table_name}" t`);
      dump += rows.rows.map((r) => r.row).join('\n');
    }
    expect(dump).toContain('secret.card@example.com');
    expect(dump).toContain('card_last4');

    const forbidden: Record<string, string> = {
      'visa number': SECRETS.visa,
      'amex number': SECRETS.amex,
      'mastercard number': SECRETS.mastercard,
      'bank account number': SECRETS.account,
      'other bank account number': SECRETS.otherAccount,
      'member account on file': '000123987654',
      'applicant SSN': SSNS.applicant,
      'spouse SSN': SSNS.spouse,
      'child SSN': SSNS.child,
    };
    for (const [what, value] of Object.entries(forbidden)) {
      // Digits only, so a number kept with spaces or dashes between its groups is found too.
      expect(dump.replace(/[\s-]/g, '').includes(value), `${what} in the database`).toBe(false);
      expect(log.replace(/[\s-]/g, '').includes(value), `${what} in the log`).toBe(false);
    }
    // Security codes: never kept under any name (a refusal's field errors name the field, with a message, not a code).
    expect(dump).not.toMatch(/"(security_code|securityCode|cvv|cvc)"\s*:\s*"\d/);
    for (const code of [SECRETS.securityCode, SECRETS.amexSecurityCode]) {
      expect(dump.includes(`"${code}"`), `security code ${code}`).toBe(false);
      expect(log.includes(`"${code}"`), `security code ${code} in the log`).toBe(false);
    }
    expect(log).toContain('"level":');
  }, 120_000);
});
