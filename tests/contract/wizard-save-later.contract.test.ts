import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContinueEnrollmentResponse, decode, SaveLaterResponse, TempInfoResponse } from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { piiCipher, readOutbox } from '@benefit-store/server';
import { fieldsOfError, http } from '../support/http.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { asShopper, CONTACT, dataOf, journalTypes, PERSONAL, startQuote } from '../support/wizard-journey.ts';

const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('contract')) ? (['postgres'] as const) : [])];

const codeIn = (text: string): string => {
  const match = /Code: (\S+)/.exec(text);
  if (!match) throw new Error(`no code in the mail: ${text}`);
  return match[1]!;
};

describe.each(backends)('Save & Continue Later and continue-enrollment on %s', (backend) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let clock = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(backend, { now: () => clock, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('keeps the step as a draft, mails a code through the outbox, and resumes it in a fresh session with code and e-mail', async () => {
    smtp.reset();
    const me = await startQuote(server);
    expect((await me.post('save-personal-info', PERSONAL)).status).toBe(200);
    const partial = { email_address: CONTACT.email_address, address1: CONTACT.address1 };
    const saved = await me.post('save-enrollment', { tab: 'contact_info', email: 'Dana.Alt@Example.com', data: partial });
    expect(saved.status).toBe(200);
    expect(decode(SaveLaterResponse, saved.body).ok).toBe(true);
    expect(dataOf(saved)).toEqual({ saved_tab: 'contact_info', message: Messages.saveLaterDone });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.rcptTo.map((a) => a.toLowerCase())).toEqual(['dana.alt@example.com']);
    const code = codeIn(mail!.text);
    // 128 random bits: 26 base-32 characters.
    expect(code.replace(/-/g, '')).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(mail!.text).toContain('Hello Dana,');

    // Only hashes are stored; the journal holds neither the code nor the address.
    const stored = await server.db.query<{ code_hash: string; email_hash: string }>('SELECT code_hash, email_hash FROM resume_codes WHERE enrollment_id = $1', [me.enrollmentId]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    const journal = await journalTypes(server, me.enrollmentId);
    expect(journal.at(-1)).toMatchObject({ type: 'save-enrollment', outcome: 'ok' });
    expect(JSON.stringify(journal)).not.toContain('Dana.Alt@Example.com');

    // A cookie-less client resumes with the code (any case, without dashes) and the e-mail (any case).
    const wrongMail = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code, email: 'someone@example.com' } });
    expect(wrongMail.status).toBe(422);
    expect(fieldsOfError(wrongMail)).toEqual({ code: Messages.resumeCodeInvalid });
    const resumed = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code: code.toLowerCase().replace(/-/g, ''), email: 'dana.alt@example.com' } });
    expect(resumed.status).toBe(200);
    expect(decode(ContinueEnrollmentResponse, resumed.body).ok).toBe(true);
    expect(dataOf(resumed)).toMatchObject({ enrollment_id: me.enrollmentId, saved_tab: 'contact_info', type: 'new-user' });
    expect(resumed.cookie).toMatch(/^bs_session=/);

    const fresh = asShopper(server, resumed.cookie, me.enrollmentId);
    const contact = await fresh.get('get-enrollment-temp-info', { column: 'contact_info' });
    expect(decode(TempInfoResponse, contact.body).ok).toBe(true);
    expect(dataOf<{ result: unknown }>(contact).result).toEqual({ ...partial, state: 'TX', zip: '75001', status: 'draft' });
    const personal = await fresh.get('get-enrollment-temp-info', { column: 'primary_info' });
    expect(dataOf<{ result: Record<string, string> }>(personal).result).toMatchObject({ first_name: 'Dana', ssn: 'xxx-xx-6789', status: 'saved' });
    // The resuming session now owns the enrollment; the one that saved it no longer does.
    expect((await me.get('get-enrollment-temp-info', { column: 'contact_info' })).status).toBe(404);
    // The resume is journaled on the enrollment, without the code or the address.
    const afterResume = await journalTypes(server, me.enrollmentId);
    expect(afterResume.at(-1)).toMatchObject({ type: 'continue-enrollment', outcome: 'ok' });
    expect(JSON.stringify(afterResume.at(-1)).toUpperCase().replace(/-/g, '')).not.toContain(code.replace(/-/g, '').slice(0, 10));
    expect(JSON.stringify(afterResume.at(-1)).toLowerCase()).not.toContain('dana.alt@example.com');
    // The resumed session carries on: the full save turns the draft into a saved step.
    expect((await fresh.post('save-contact-info', CONTACT)).status).toBe(200);
    expect(dataOf<{ result: { status: string } }>(await fresh.get('get-enrollment-temp-info', { column: 'contact_info' })).result.status).toBe('saved');
  });

  it('asks for a valid alternate e-mail, keeps beneficiary and dependent drafts, and says which dependent is wrong', async () => {
    const me = await startQuote(server, { tier: 'IF' });
    const noMail = await me.post('save-enrollment', { tab: 'benificiary_info', email: '' });
    expect(fieldsOfError(noMail)).toEqual({ email: Messages.enterValidEmail });
    const badTab = await me.post('save-enrollment', { tab: 'no_such_tab', email: 'a@example.com' });
    expect(fieldsOfError(badTab)).toEqual({ tab: Messages.unknownSaveTab });

    const draft = await me.post('save-enrollment', {
      tab: 'benificiary_info',
      email: 'a@example.com',
      data: { beneficiaries: [{ first_name: 'Sam', last_name: 'Rivera', relationship: 'Child', beneficiary_percentage: '30', ssn: '222334444' }] },
    });
    expect(draft.status).toBe(200);
    const kept = dataOf<{ result: { status: string; beneficiaries: Record<string, string>[] } }>(await me.get('get-enrollment-temp-info', { column: 'benificiary_info' })).result;
    expect(kept.status).toBe('draft');
    expect(kept.beneficiaries[0]!.ssn).toBe('xxx-xx-4444');
    expect(JSON.stringify(await journalTypes(server, me.enrollmentId))).not.toContain('222334444');

    const wrongDependent = await me.post('save-enrollment', {
      tab: 'dependent_info',
      email: 'a@example.com',
      data: { dependents: [{ primary_info: { first_name: 'Alex', last_name: 'Rivera', birthdate: '02/02/1986', gender: '0', ssn: '12', relationship: 'spouse' } }] },
    });
    expect(wrongDependent.status).toBe(422);
    expect(Object.values(fieldsOfError(wrongDependent))).toEqual([Messages.dependentError(1, Messages.invalidSsn)]);
  });

  it('limits codes per enrollment, refuses an expired or replaced code, and limits attempts per address', async () => {
    const me = await startQuote(server);
    const codes: string[] = [];
    smtp.reset();
    for (let i = 0; i < 5; i++) {
      expect((await me.post('save-enrollment', { tab: 'primary_info', email: 'limit@example.com' })).status).toBe(200);
    }
    const sixth = await me.post('save-enrollment', { tab: 'primary_info', email: 'limit@example.com' });
    expect(sixth.status).toBe(429);
    expect(fieldsOfError(sixth)).toEqual({ email: Messages.tooManySaveLaterMails });
    await smtp.waitFor(5);
    // In the order they were made (delivery order may differ).
    const made = await server.db.query<{ id: string }>('SELECT id::text AS id FROM outbox WHERE enrollment_id = $1 ORDER BY id', [me.enrollmentId]);
    for (const mail of made) codes.push(codeIn((await readOutbox(server.db, mail.id, piiCipher(server.keys.piiKey)))!.text));
    expect(codes).toHaveLength(5);

    // Only the newest code works; after 30 days it has expired.
    const old = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code: codes[0], email: 'limit@example.com' } });
    expect(fieldsOfError(old)).toEqual({ code: Messages.resumeCodeInvalid });
    const start = clock;
    clock = new Date(start.getTime() + 31 * 24 * 60 * 60_000);
    try {
      const late = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code: codes.at(-1), email: 'limit@example.com' } });
      expect(fieldsOfError(late)).toEqual({ code: Messages.resumeCodeExpired });
      // Ten attempts per address in 15 minutes, whatever they guess.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push((await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code: `GUESS-${i}`, email: 'limit@example.com' } })).status);
      }
      expect(statuses.slice(0, 8).every((s) => s === 422)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      clock = start;
    }
  });
});
