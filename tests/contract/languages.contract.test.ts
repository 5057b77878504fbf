import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { supportAuthorization } from '@benefit-store/contract';
import { billingNotice, DEFAULT_BILL_DATE, Messages } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';
import { createSupportToken, MailTexts, MailTextsEs, ServerTexts, ServerTextsEs } from '@benefit-store/server';
import { CARD, fillPersonalAndContact, shopAndCheckOut, signAsApplicant, startEnrollment } from '../support/enrollment-finish.ts';
import { fieldsOfError, http, type Answer } from '../support/http.ts';
import { speaking, varies } from '../support/language.ts';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { answersAllNo, dataOf, PERSONAL } from '../support/wizard-journey.ts';

/**
 * Languages on the wire (issue 25): the API's messages follow the request's `Accept-Language` (English by default
 * and for the CLI, Spanish for `es`), and say so with `Vary: Accept-Language`; the resume-code and receipt mails are
 * written in the language of the request that sent them, and arrive so over SMTP.
 */

const SPANISH = 'es-US,es;q=0.9,en;q=0.8';
const BAD_FILTER = { zip: '7500', dob: '01/15/1985', gender: '1', tier: 'IO' };

const varyOf = (answer: Answer) => varies(answer.headers.vary);

describe('languages on the wire', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer('pglite', { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** The mail to `email` the worker delivered whose subject starts so. */
  const mailTo = async (email: string, subject: string): Promise<ReceivedMail> => {
    const found = () => smtp.received.find((m) => m.subject.startsWith(subject) && m.rcptTo.some((to) => to.toLowerCase() === email.toLowerCase()));
    await server.mail?.drain();
    await expect.poll(() => found() !== undefined, { timeout: 20_000 }).toBe(true);
    return found()!;
  };

  it("answers a refused request's error_message in the language of Accept-Language, English by default, and varies with it", async () => {
    const ask = (headers: Record<string, string> = {}) => http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: BAD_FILTER, headers });

    const english = await ask();
    expect(english.status).toBe(422);
    expect(fieldsOfError(english)).toEqual({ zip: Messages.invalidZip });
    expect(varyOf(english)).toContain('accept-language');

    const spanish = await ask({ 'accept-language': SPANISH });
    expect(spanish.status).toBe(422);
    expect(fieldsOfError(spanish)).toEqual({ zip: MessagesEs.invalidZip });
    expect(MessagesEs.invalidZip).not.toBe(Messages.invalidZip);
    expect(varyOf(spanish)).toContain('accept-language');
    expect(spanish.body).toMatchObject({ status: 'error', statusCode: 422 });

    // Node's fetch sends `*`; a language we do not speak, or Spanish ranked below English, is English.
    for (const header of ['*', 'fr-FR,fr;q=0.9', 'en-US,en;q=0.9,es;q=0.5']) {
      expect(fieldsOfError(await ask({ 'accept-language': header })), header).toEqual({ zip: Messages.invalidZip });
    }
    // Spanish is ours even after a language we do not speak.
    expect(fieldsOfError(await ask({ 'accept-language': 'fr-FR, es;q=0.5' }))).toEqual({ zip: MessagesEs.invalidZip });

    // What the router and the error handler refuse before any route runs is worded the same way.
    const unknown = await http(server.url, 'GET', '/api/v1/no-such-route', { headers: { 'accept-language': 'es' } });
    expect(unknown.status).toBe(404);
    expect(fieldsOfError(unknown)).toEqual({ path: MessagesEs.notFound });
    const unreadable = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { headers: { 'accept-language': 'es', 'content-type': 'application/json' }, body: undefined });
    expect(unreadable.status).toBe(400);
    expect(fieldsOfError(unreadable)).toEqual({ request: MessagesEs.malformedRequest });
  });

  it('words a message with a slot in Spanish, the step it names included', async () => {
    const me = speaking(server, await startEnrollment(server), SPANISH);
    const early = await me.post('save-review-info', { first_enroll: '1' });
    expect(early.status).toBe(422);
    expect(fieldsOfError(early)).toMatchObject({
      billing_info: MessagesEs.completeStepFirst('Información de facturación'),
      agreement_info: MessagesEs.completeStepFirst('Acuerdo y firma'),
    });
  });

  it('draws the app badges with Spanish words when the storefront asks for them in Spanish (?lang=es), English by default', async () => {
    const badge = async (query: string) => {
      const answer = await http(server.url, 'GET', `/media/site/default/ios-icon.svg${query}`);
      expect(answer.status).toBe(200);
      return String(answer.body);
    };
    expect(await badge('')).toContain(ServerTexts.appBadges.iphone);
    expect(await badge('?lang=es')).toContain(ServerTextsEs.appBadges.iphone);
    expect(await badge('?lang=es')).not.toContain(ServerTexts.appBadges.iphone);
    // A language the store does not speak draws English; a value too long for the field is refused, not drawn.
    expect(await badge('?lang=fr')).toContain(ServerTexts.appBadges.iphone);
    expect((await http(server.url, 'GET', `/media/site/default/ios-icon.svg?lang=${'x'.repeat(500)}`)).status).toBe(422);
  });

  it("answers the fixed lookups' names in Spanish, with a validator of its own and Vary, and English by default", async () => {
    const path = '/api/v1/get-beneficiary-relationships';
    const english = await http(server.url, 'GET', path);
    const spanish = await http(server.url, 'GET', path, { headers: { 'accept-language': SPANISH } });
    expect(dataOf<{ id: string; name: string }[]>(english).find((o) => o.id === 'Spouse')?.name).toBe('Spouse');
    expect(dataOf<{ id: string; name: string }[]>(spanish).find((o) => o.id === 'Spouse')?.name).toBe(ServerTextsEs.beneficiaryRelationships.spouse);
    // The ids, the values saved, are the same in both.
    expect(dataOf<{ id: string }[]>(spanish).map((o) => o.id)).toEqual(dataOf<{ id: string }[]>(english).map((o) => o.id));
    for (const answer of [english, spanish]) expect(varyOf(answer)).toContain('accept-language');
    expect(spanish.headers.etag).toBeDefined();
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    // A validator of the English answer never gets a Spanish request a 304 (docs/adr/0504); its own does.
    const withEnglishTag = await http(server.url, 'GET', path, { headers: { 'accept-language': SPANISH, 'if-none-match': String(english.headers.etag) } });
    expect(withEnglishTag.status).toBe(200);
    expect(withEnglishTag.text).toBe(spanish.text);
    const withOwnTag = await http(server.url, 'GET', path, { headers: { 'accept-language': SPANISH, 'if-none-match': String(spanish.headers.etag) } });
    expect(withOwnTag.status).toBe(304);
    expect(varyOf(withOwnTag)).toContain('accept-language');
    // A list with no words of ours (the states) does not vary.
    expect(varyOf(await http(server.url, 'GET', '/api/v1/get-states', { headers: { 'accept-language': 'es' } }))).not.toContain('accept-language');

    // The menu's labels, the health questions, the verification question and the billing notice.
    const menu = await http(server.url, 'GET', '/api/v1/get-common-menu', { headers: { 'accept-language': 'es' } });
    expect(dataOf<{ result: { key: string; value: string }[] }>(menu).result.find((c) => c.key === 'dental')?.value).toBe(MessagesEs.categoryDental);
    expect(varyOf(menu)).toContain('accept-language');
    const me = speaking(server, await startEnrollment(server), 'es');
    const health = dataOf<{ condition_questions: { question_id: string; question_text: string }[] }>(await me.get('get-health-questions-primary-health-info'));
    expect(health.condition_questions.find((q) => q.question_id === '143')?.question_text).toBe(ServerTextsEs.healthQuestions.diabetes);
    const agreement = dataOf<{ fields: { field_name: string; value: string | null }[] }>(await me.get('get-form-fields-agreement-info'));
    expect(agreement.fields.find((f) => f.field_name === 'question')?.value).toBe(ServerTextsEs.verificationQuestion);
    const notice = await http(server.url, 'GET', `/benefit-service/get-billing-text?enrollment_id=${me.enrollmentId}`, { cookie: me.cookie, headers: { 'accept-language': 'es' } });
    expect(dataOf<{ billing_text: string }>(notice).billing_text).toBe(billingNotice('cc', DEFAULT_BILL_DATE, MessagesEs));
    expect(dataOf<{ billing_text: string }>(notice).billing_text).not.toBe(billingNotice('cc', DEFAULT_BILL_DATE));
  });

  it("words an offer's popup in Spanish where the catalogue gives it a Spanish wording, English by default, and varies with it", async () => {
    const me = await startEnrollment(server);
    const pricing = await me.get('get-plan-pricing-detail', { pid: '111' });
    expect(pricing.status, pricing.text).toBe(200);
    const added = await me.post('add-plan-to-cart', { plan_id: '111', plan_pricing_id: dataOf<{ plans: { ppid: string }[] }>(pricing).plans[0]!.ppid });
    expect(added.status, added.text).toBe(200);
    type Popup = { plan_id: string; plan_name: string; ppid: string; pop_up_title: string; pop_up_header: string; pop_up_link: string; pop_up_link_description: string };
    const termLife = (answer: Answer) => dataOf<Popup[]>(answer).find((p) => p.plan_id === '142');
    const english = await me.get('get-suggested-plan-list');
    const spanish = await speaking(server, me, SPANISH).get('get-suggested-plan-list');
    // The demo catalogue's own wordings (examples/catalogue/catalogue.yaml, its `es` block).
    expect(termLife(english)).toMatchObject({ pop_up_title: 'Protect your family with term life', pop_up_link_description: 'About no-exam term life' });
    expect(termLife(spanish)).toMatchObject({
      pop_up_title: 'Proteja a su familia con un seguro de vida a plazo',
      pop_up_header: expect.stringContaining('sin examen médico'),
      pop_up_link_description: 'Acerca del seguro de vida a plazo sin examen',
    });
    // Only the words change: the plan, its price option and the link are the same.
    const { pop_up_title: _e, pop_up_header: _eh, pop_up_link_description: _el, ...sameEnglish } = termLife(english)!;
    const { pop_up_title: _s, pop_up_header: _sh, pop_up_link_description: _sl, ...sameSpanish } = termLife(spanish)!;
    expect(sameSpanish).toEqual(sameEnglish);
    for (const answer of [english, spanish]) expect(varyOf(answer)).toContain('accept-language');
  });

  it("the CLI's transport sends no Accept-Language, so the CLI is answered in English", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const probe = createServer((request, response) => {
      seen.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.end('{"status":"success","statusCode":200,"data":{"result":[]}}');
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    try {
      // The transport the CLI wires (packages/cli/src/wiring.ts): undici's request, which adds no header of its own.
      const transport = undiciTransport(`http://127.0.0.1:${(probe.address() as AddressInfo).port}`, cookieJar());
      // (A probe of its own, not the API's paths: every answer to an API path is checked against the published document.)
      await transport.send({ method: 'GET', path: '/probe/get-states' });
      await transport.send({ method: 'POST', path: '/probe/add-filter-for-new-user', body: BAD_FILTER });
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((headers) => headers['accept-language'] === undefined)).toBe(true);
    } finally {
      await new Promise((resolve) => probe.close(resolve));
    }
    // And what such a request gets: English.
    const asTheCli = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', { body: BAD_FILTER });
    expect(fieldsOfError(asTheCli)).toEqual({ zip: Messages.invalidZip });
  });

  it('mails the resume code in Spanish when Save & Continue Later asks in Spanish, and support mails it again in Spanish', async () => {
    smtp.reset();
    const me = speaking(server, await startEnrollment(server), SPANISH);
    expect((await me.post('save-personal-info', PERSONAL)).status).toBe(200);
    const saved = await me.post('save-enrollment', { tab: 'contact_info', email: 'ana.es@example.com', data: { address1: '100 Main St' } });
    expect(saved.status, saved.text).toBe(200);
    // The answer's message is Spanish too, and varies with the header.
    expect(dataOf(saved)).toEqual({ saved_tab: 'contact_info', message: MessagesEs.saveLaterDone });
    expect(varyOf(saved)).toContain('accept-language');

    const mail = await mailTo('ana.es@example.com', MailTextsEs.resumeCode.subject(''));
    expect(mail.subject).toMatch(/^Su código de inscripción de /);
    expect(mail.text).toContain(MailTextsEs.helloName('Dana'));
    expect(mail.text).toContain(MailTextsEs.resumeCode.onlyWithAddress);
    expect(mail.text).not.toContain(MailTexts.resumeCode.onlyWithAddress);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(MailTextsEs.resumeCode.button);
    const code = /Código: (\S+)/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    // The Spanish mail's code is a real one.
    const resumed = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code, email: 'ana.es@example.com' } });
    expect(resumed.status, resumed.text).toBe(200);

    // The language is kept with the code: support's resend (its own request says no language) writes Spanish again.
    const { token } = await server.db.transaction((tx) => createSupportToken(tx, 'Lee Park'));
    const resent = await http(server.url, 'POST', `/api/v1/support/enrollments/${me.enrollmentId}/resend-code`, {
      headers: supportAuthorization(token),
      body: { email: 'ana.again@example.com' },
    });
    expect(resent.status, resent.text).toBe(200);
    const again = await mailTo('ana.again@example.com', MailTextsEs.resumeCode.subject(''));
    expect(again.html).toContain('<html lang="es">');

    // The same save in English (no header) mails the English wording, exactly as always.
    const en = await startEnrollment(server);
    expect((await en.post('save-personal-info', PERSONAL)).status).toBe(200);
    expect((await en.post('save-enrollment', { tab: 'contact_info', email: 'ana.en@example.com', data: {} })).status).toBe(200);
    const english = await mailTo('ana.en@example.com', 'Your enrollment code for ');
    expect(english.text).toContain('Hello Dana,');
    expect(english.text).toMatch(/ {2}Code: \S+/);
    expect(english.html).toContain('<html lang="en">');
  });

  it('mails the receipt in Spanish, with dates and money for es-US, when the confirmation asks in Spanish', async () => {
    smtp.reset();
    const me = speaking(server, await startEnrollment(server), SPANISH);
    const effective = await shopAndCheckOut(me, ['102', '111']);
    await fillPersonalAndContact(me, { email_address: 'recibo@example.com' });
    expect((await me.post('save-primary-health-info', answersAllNo())).status).toBe(200);
    expect((await me.post('save-billing-info', CARD)).status).toBe(200);
    const signed = await signAsApplicant(me);
    expect(signed.status, signed.text).toBe(200);
    const confirmed = await me.post('save-review-info', { first_enroll: '1' });
    expect(confirmed.status, confirmed.text).toBe(200);
    const policyId = dataOf<{ policy_id: string }>(confirmed).policy_id;

    const mail = await mailTo('recibo@example.com', MailTextsEs.receipt.subject(''));
    expect(mail.text).toContain(MailTextsEs.receipt.dear('Dana Rivera'));
    expect(mail.text).toContain(`${MailTextsEs.receipt.confirmationNumber} ${policyId}`);
    expect(mail.text).toContain(MailTextsEs.receipt.firstMonthTotal);
    expect(mail.text).not.toContain(MailTexts.receipt.thanks);
    expect(mail.html).toContain('<html lang="es">');
    // The effective date as es-US writes it ("1 de febrero de 2027"), not the storefront's MM/DD/YYYY.
    const [month, day, year] = effective.split('/').map(Number) as [number, number, number];
    const spanishDate = new Intl.DateTimeFormat('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
    expect(spanishDate).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(mail.text).toContain(`${MailTextsEs.receipt.effectiveDate} ${spanishDate}`);
    expect(mail.text).not.toContain(effective);
    // Money as es-US writes it.
    expect(mail.text).toMatch(/: \$\d[\d,]*\.\d{2}\n/);
  });
});
