import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppClientHeader } from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { DEFAULT_RATE_LIMITS } from '@benefit-store/server';
import { fieldsOfError, http, type Answer } from '../support/http.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { postgresSuiteEnabled, startTestServer, SUITE_RATE_LIMITS, type TestServer } from '../support/test-server.ts';
import { CARD, fillPersonalAndContact, JORDAN, mailCode, SECRETS, shopAndCheckOut, signIn, startEnrollment } from '../support/enrollment-finish.ts';
import { dataOf, PERSONAL, startQuote } from '../support/wizard-journey.ts';

/**
 * Issue 19 section 1, "who the client is, and guessing" (docs/adr/0006-sign-in-throttle.md, docs/adr/0007-trusted-
 * proxies-and-app-requests.md): the client's address behind named proxies only, sign-in limited per account from
 * anywhere without locking the owner out, codes and links that strangers cannot lock, mail that strangers cannot
 * aim, and a GET that changes the cart only from the app. One server behind "one proxy" (TRUST_PROXY=1) for all of
 * it; each test uses accounts, addresses and enrollments of its own.
 */
const START = new Date('2026-11-27T10:00:10Z');
let clock = START;
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

// The real limits of what this file is about; the suite's own traffic (quotes started from 127.0.0.1) unlimited, and
// six free sign-in failures per account from anywhere instead of ten (fewer password checks to wait for).
const LIMITS = {
  ...SUITE_RATE_LIMITS,
  signInAddress: DEFAULT_RATE_LIMITS.signInAddress,
  signInAnywhere: { ...DEFAULT_RATE_LIMITS.signInAnywhere, freeFailures: 6 },
};

const from = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });
const signInAttempt = (server: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
  http(server.url, 'POST', '/api/v1/auth/sign-in', { body: { email, password }, headers });

/** The `name=value` of a cookie the answer set. */
const cookieSet = (answer: Answer, name: string): string | undefined =>
  [answer.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

/**
 * Sign-in per account from anywhere (docs/adr/0006-sign-in-throttle.md), on a server behind one trusted proxy whose
 * clock is `clock`: the free failures, then waits of 1, 2, 4, 8 seconds with their Retry-After, and the owner's
 * browser that signed in before signs in at once.
 */
const growingDelays = async (server: TestServer) => {
  const rep = JORDAN;
  // The rep signed in from this browser before: it is remembered for the account.
  const before = await signInAttempt(server, rep.email, rep.password, from('192.0.2.10'));
  expect(before.status).toBe(200);
  const known = cookieSet(before, 'bs_known');
  expect(known).toBeDefined();

  // A botnet: one guess per address, each address well within its own limits.
  let host = 1;
  const guess = () => signInAttempt(server, rep.email, `guess-${host}`, from(`198.51.100.${host++}`));
  const free = LIMITS.signInAnywhere.freeFailures;
  for (let i = 0; i < free; i++) expect((await guess()).status).toBe(401);
  const waits: number[] = [];
  for (let round = 0; round < 4; round++) {
    const held = await guess();
    expect(held.status).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(fieldsOfError(held)).toEqual({ sign_in: Messages.signInDelayed(`${wait} second${wait === 1 ? '' : 's'}`) });
    waits.push(wait);
    later(wait);
    // Once the wait is over, one more guess is checked (and fails), and the next wait is longer.
    expect((await guess()).status).toBe(401);
  }
  expect(waits).toEqual([1, 2, 4, 8]);

  // A stranger with the right password but not the owner's browser waits like everyone else...
  const stranger = await signInAttempt(server, rep.email, rep.password, from('198.51.100.200'));
  expect(stranger.status).toBe(429);
  expect(Number(stranger.headers['retry-after'])).toBe(16);
  // ...and so does one with a cookie of that name that the server did not sign...
  const forged = await signInAttempt(server, rep.email, rep.password, { ...from('198.51.100.202'), cookie: 'bs_known=abc.def' });
  expect(forged.status).toBe(429);
  // ...the owner, from the browser they signed in with before (at another address today), signs in at once.
  const owner = await signInAttempt(server, rep.email, rep.password, { ...from('192.0.2.11'), cookie: known! });
  expect(owner.status).toBe(200);
  // The right password cleared the account's failures: the next stranger's guess is checked again.
  expect((await signInAttempt(server, rep.email, 'again', from('198.51.100.201'))).status).toBe(401);
};

describe('who the client is, and guessing (issue 19, section 1)', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer('pglite', { rateLimits: LIMITS, now: () => clock, smtpUrl: smtp.url, trustProxy: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** The mails to an address so far, once the outbox has been delivered. */
  const mailsTo = async (email: string, count: number) => {
    await server.mail?.drain();
    await expect.poll(() => smtp.received.filter((m) => m.rcptTo.includes(email)).length, { timeout: 20_000 }).toBe(count);
    return smtp.received.filter((m) => m.rcptTo.includes(email));
  };

  it('behind one trusted proxy, the client is the hop that proxy saw: a forged hop on the left changes nothing', async () => {
    // What nginx forwards: whatever the client wrote, then the address it connected from.
    const statuses: number[] = [];
    for (let n = 1; n <= 40; n++) {
      statuses.push((await signInAttempt(server, 'hr@acme.example', `wrong-${n}`, from(`198.51.100.${n}, 203.0.113.77`))).status);
    }
    const limit = DEFAULT_RATE_LIMITS.signInAccount.max;
    expect(statuses.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 401));
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const locked = await signInAttempt(server, 'hr@acme.example', 'DemoGroup#2026', from('198.51.100.99, 203.0.113.77'));
    expect(locked.status).toBe(429);
    expect(fieldsOfError(locked)).toEqual({ sign_in: Messages.tooManyAttempts });
    // The group's administrator at another address is not locked out by it.
    expect((await signInAttempt(server, 'hr@acme.example', 'DemoGroup#2026', from('203.0.113.78'))).status).toBe(200);
    // (A list of proxy addresses and ranges: packages/server/src/http/trusted-proxies.test.ts.)
  });

  it('limits sign-in per account from anywhere with growing delays, and the owner’s own browser is never held up', async () => {
    await growingDelays(server);
  });

  it('the right resume code from its owner opens the enrollment whatever strangers tried; each stranger is limited', async () => {
    const me = await startQuote(server);
    expect((await me.post('save-personal-info', PERSONAL)).status).toBe(200);
    expect((await me.post('save-enrollment', { tab: 'contact_info', email: 'owner.resume@example.com' })).status).toBe(200);
    const [mail] = await mailsTo('owner.resume@example.com', 1);
    const code = mailCode(mail!.text);
    const resume = (body: { code: string; email: string }, address: string) => http(server.url, 'POST', '/api/v1/continue-enrollment', { body, headers: from(address) });

    // Thirty strangers: wrong codes for the owner's e-mail, and the owner's code with wrong e-mails.
    for (let n = 1; n <= 15; n++) expect((await resume({ code: `GUESS-${n}`, email: 'owner.resume@example.com' }, `198.51.100.${n}`)).status).toBe(422);
    for (let n = 1; n <= 15; n++) expect((await resume({ code, email: `guess${n}@example.com` }, `203.0.113.${n}`)).status).toBe(422);
    // One stranger guessing from one address runs out of tries.
    const one: number[] = [];
    for (let n = 0; n < 11; n++) one.push((await resume({ code: `GUESS-X${n}`, email: 'owner.resume@example.com' }, '198.51.100.250')).status);
    expect(one.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(one[10]).toBe(429);

    const owner = await resume({ code, email: 'owner.resume@example.com' }, '192.0.2.20');
    expect(owner.status, owner.text).toBe(200);
    expect(dataOf(owner)).toMatchObject({ enrollment_id: me.enrollmentId, saved_tab: 'contact_info' });
  });

  it('the member’s right date of birth opens their signing link whatever others holding it tried', async () => {
    const repCookie = await signIn(server, JORDAN.email, JORDAN.password);
    const me = await startEnrollment(server, {}, repCookie);
    await shopAndCheckOut(me, ['121'], 'rep');
    await fillPersonalAndContact(me, { email_address: 'signer.guessed@example.com', phone_number: '2145550115' });
    expect((await me.post('save-billing-info', { ...CARD, card_number: SECRETS.amex, security_code: SECRETS.amexSecurityCode })).status).toBe(200);
    expect((await me.post('send-signing-link', { email: 'signer.guessed@example.com' })).status).toBe(200);
    const [mail] = await mailsTo('signer.guessed@example.com', 1);
    const token = /\/sign\/(sgn1\.\S+)/.exec(mail!.text)![1]!;
    const open = (birthdate: string, address: string) => http(server.url, 'POST', '/api/v1/signing/open', { body: { token, birthdate }, headers: from(address) });

    // Wrong dates of birth from many addresses, six from one of them (its sixth refused).
    for (let n = 1; n <= 8; n++) expect((await open(`02/0${n}/1970`, `198.51.100.${n}`)).status).toBe(422);
    const one: number[] = [];
    for (let n = 1; n <= 6; n++) one.push((await open(`03/0${n}/1971`, '203.0.113.60')).status);
    expect(one).toEqual([422, 422, 422, 422, 422, 429]);

    const member = await open('01/15/1985', '192.0.2.30');
    expect(member.status, member.text).toBe(200);
    expect(dataOf(member)).toMatchObject({ name: 'Dana' });
  });

  it('limits the codes mailed per enrollment and per recipient, keeps the save when it refuses, and greets only by a valid first name', async () => {
    const victim = 'someone.else@example.com';
    const me = await startQuote(server);
    expect((await me.post('save-personal-info', PERSONAL)).status).toBe(200);
    const save = (shopper: typeof me, name: string | undefined, address1: string) =>
      shopper.post('save-enrollment', { tab: 'contact_info', email: victim, ...(name === undefined ? {} : { name }), data: { address1 } });

    // What the requester types as a "name" is a greeting only when it is a first name.
    expect((await save(me, 'Click here to claim your prize', '1 A St')).status).toBe(200);
    expect((await save(me, '<a href="https://evil.example">Zoë</a>', '2 A St')).status).toBe(200);
    expect((await save(me, 'Zoë', '3 A St')).status).toBe(200);
    const greeted = await mailsTo(victim, 3);
    for (const sent of greeted) {
      expect(sent.subject).toBe('Your enrollment code for Benefit Store');
      for (const typed of ['Click here', 'prize', 'evil.example']) {
        expect(sent.text).not.toContain(typed);
        expect(sent.html).not.toContain(typed);
      }
    }
    // The stored first name (PERSONAL's) when the typed one is not a name; the typed one when it is.
    expect(greeted.map((m) => /^Hello[^,]*,/m.exec(m.text)?.[0]).sort()).toEqual(['Hello Dana,', 'Hello Dana,', 'Hello Zoë,']);

    // Two more for this enrollment, then its limit; the draft is saved all the same.
    expect((await save(me, undefined, '4 A St')).status).toBe(200);
    expect((await save(me, undefined, '5 A St')).status).toBe(200);
    const sixth = await save(me, undefined, '6 A St');
    expect(sixth.status).toBe(429);
    expect(fieldsOfError(sixth)).toEqual({ email: Messages.tooManySaveLaterMails });
    const draft = dataOf<{ result: Record<string, string> }>(await me.get('get-enrollment-temp-info', { column: 'contact_info' })).result;
    expect(draft).toMatchObject({ address1: '6 A St', status: 'draft' });

    // Another enrollment to the same address: the address has had its five codes this hour.
    const other = await startQuote(server);
    const toVictim = await save(other, 'Zoë', '7 B St');
    expect(toVictim.status).toBe(429);
    expect(fieldsOfError(toVictim)).toEqual({ email: Messages.tooManyMailsToRecipient });
    expect(dataOf<{ result: Record<string, string> }>(await other.get('get-enrollment-temp-info', { column: 'contact_info' })).result).toMatchObject({ address1: '7 B St' });
    // ...while its own owner's address still gets its code.
    expect((await other.post('save-enrollment', { tab: 'contact_info', email: 'the.owner@example.com' })).status).toBe(200);
    await mailsTo('the.owner@example.com', 1);
    await mailsTo(victim, 5);
  });

  it('refuses remove-plan-from-cart, a GET that changes the cart, unless it comes from the app or the site itself', async () => {
    const me = await startEnrollment(server);
    const ppidOf = async (planId: string) => dataOf<{ plans: { ppid: string }[] }>(await me.get('get-plan-pricing-detail', { pid: `${planId}0` })).plans[0]!.ppid;
    const lines = [
      { plan_id: '102', plan_pricing_id: await ppidOf('102') },
      { plan_id: '111', plan_pricing_id: await ppidOf('111') },
    ];
    for (const line of lines) expect((await me.post('add-plan-to-cart', line)).status).toBe(200);
    const cartSize = async () => dataOf<{ result: unknown[] }>(await me.get('get-plan-cart')).result.length;
    expect(await cartSize()).toBe(2);
    const remove = (line: { plan_id: string; plan_pricing_id: string }, headers: Record<string, string>) =>
      http(server.url, 'GET', `/api/v1/remove-plan-from-cart?${new URLSearchParams({ enrollment_id: me.enrollmentId, ...line })}`, { cookie: me.cookie, headers });

    // A link or an image on another site: the browser brings the cookie, but no header of the app's.
    const foreign: Record<string, string>[] = [{}, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'none' }, { origin: 'https://evil.example' }, { [AppClientHeader.name]: 'XMLHttpRequest' }];
    for (const headers of foreign) {
      const refused = await remove(lines[0]!, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(fieldsOfError(refused)).toEqual({ request: Messages.appRequestRequired });
    }
    expect(await cartSize()).toBe(2);
    // The site's own pages (the browser says so), and the app's clients (the web app's and the CLI's api-client).
    expect((await remove(lines[0]!, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await remove(lines[1]!, { [AppClientHeader.name]: AppClientHeader.value })).status).toBe(200);
    expect(await cartSize()).toBe(0);
    // A browser that sends no Sec-Fetch-Site but an Origin of this very site.
    expect((await me.post('add-plan-to-cart', lines[0]!)).status).toBe(200);
    expect((await remove(lines[0]!, { origin: server.url })).status).toBe(200);
    expect(await cartSize()).toBe(0);
  });
});

// The throttle's one statement (INSERT ... ON CONFLICT ... WHERE ... RETURNING with interval arithmetic) on a real
// PostgreSQL server too, where several processes share it.
describe.runIf(await postgresSuiteEnabled('sign-in throttle'))('sign-in per account from anywhere on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    clock = START;
    server = await startTestServer('postgres', { rateLimits: LIMITS, now: () => clock, trustProxy: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('waits 1, 2, 4, 8 seconds after the free failures, and lets the owner’s browser in', async () => {
    await growingDelays(server);
  });

  it('checks a right password at once on a second process whose clock is a second behind, after a free failure on the first', async () => {
    // Two server processes on one database never share a clock to the millisecond; nor do two requests of one process
    // begun a moment apart. A free failure once set the account's next attempt to its own "now", and an attempt that
    // began earlier was told "try again in 1 second" though it was free to go.
    const behind = await startTestServer('postgres', { rateLimits: LIMITS, now: () => new Date(clock.getTime() - 1000), trustProxy: '1', schema: server.schema });
    try {
      const email = 'morgan.lee@leeinsurance.example';
      expect((await signInAttempt(server, email, 'not-the-password', from('198.51.100.71'))).status).toBe(401);
      const right = await signInAttempt(behind, email, 'DemoRep#2026', from('198.51.100.72'));
      expect(right.status, JSON.stringify(right.body)).toBe(200);
    } finally {
      await behind.close();
    }
  });
});
