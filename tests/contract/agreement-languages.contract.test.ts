import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgreementTextsResponse,
  decode,
  ReceiptResponse,
  ReviewSummaryResponse,
  SaveAgreementInfoResponse,
  SigningReviewResponse,
  supportAuthorization,
  SupportInspectResponse,
  TempInfoResponse,
  type WireAcceptedAgreement,
  type WireAgreementText,
} from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';
import { agreementTextHash, consentSeal, createSupportToken, STANDARD_AGREEMENTS, verifyEnrollmentConsent } from '@benefit-store/server';
import { CARD, fillPersonalAndContact, JORDAN, SIGNATURE, shopAndCheckOut, signIn, startEnrollment } from '../support/enrollment-finish.ts';
import { fieldsOfError, http, type Answer } from '../support/http.ts';
import { speaking, varies } from '../support/language.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { answersAllNo, dataOf, type Shopper } from '../support/wizard-journey.ts';

/**
 * The agreements of Agreement & Signature in the visitor's language (issue 25, docs/adr/0900-languages.md): the
 * agreements lookup answers the request's `Accept-Language` (English by default), any language's wording of the
 * current version accepts an agreement, a hash of no current wording accepts nothing, the consent chain names the
 * exact wording accepted, and what shows an accepted agreement shows those words. On PGlite, and on PostgreSQL with
 * POSTGRES_EVERY_SUITE=1 (`npm run test:postgres`).
 */
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('agreement languages contract')) ? (['postgres'] as const) : [])];

const SPANISH = 'es-US,es;q=0.9,en;q=0.8';

/** The agreements of a card payer with a medical plan (it asks health questions), in order. */
const CARD_PAYER_KEYS = ['application-accuracy', 'plan-terms', 'health-information', 'card-authorization', 'electronic-signature'];

const standard = (key: string) => {
  const found = STANDARD_AGREEMENTS.find((a) => a.key === key);
  if (!found) throw new Error(`no standard agreement ${key}`);
  return found;
};

const decoded = <A>(codec: Parameters<typeof decode<A>>[0], answer: Answer): A => {
  const result = decode(codec, answer.body);
  if (!result.ok) throw new Error(`${answer.status} ${answer.text.slice(0, 300)}: ${result.problems.join('; ')}`);
  return result.value;
};

describe.each(backends)('agreements in the visitor’s language, on %s', (backend) => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(backend, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** A card payer with a medical plan, billing saved: at Agreement & Signature. */
  const atAgreement = async (email: string, cookie?: string, type: 'applicant' | 'rep' = 'applicant'): Promise<Shopper> => {
    const me = await startEnrollment(server, {}, cookie);
    await shopAndCheckOut(me, ['102', '111'], type);
    await fillPersonalAndContact(me, { email_address: email });
    expect((await me.post('save-primary-health-info', answersAllNo())).status).toBe(200);
    expect((await me.post('save-billing-info', CARD)).status).toBe(200);
    return me;
  };
  const textsOf = async (me: Shopper): Promise<WireAgreementText[]> => decoded(AgreementTextsResponse, await me.get('get-agreement-texts')).data;
  const sign = (me: Shopper, accepted: readonly string[]) =>
    me.post('save-agreement-info', { accepted_texts: accepted, answer: '01/15/1985', user_name: 'Dana Rivera', signature: SIGNATURE, eprocess: 'applicant' });
  const consentOf = async (me: Shopper) => (await verifyEnrollmentConsent(server.db, consentSeal(server.keys.idTokenSecret), me.enrollmentId))!;

  it('answers the agreements in Spanish to a Spanish request and in English by default: same keys and versions, each its own hash', async () => {
    const me = await atAgreement('idioma@example.com');
    const english = await textsOf(me);
    const spanishAnswer = await speaking(server, me, SPANISH).get('get-agreement-texts');
    const spanish = decoded(AgreementTextsResponse, spanishAnswer).data;
    expect(varies(spanishAnswer.headers.vary)).toContain('accept-language');

    expect(english.map((x) => x.text_key)).toEqual(CARD_PAYER_KEYS);
    expect(spanish.map((x) => [x.text_key, x.version, x.text_required])).toEqual(english.map((x) => [x.text_key, x.version, x.text_required]));
    for (const [i, text] of english.entries()) {
      const source = standard(text.text_key);
      // English exactly as it always was, its hash unchanged.
      expect(text).toMatchObject({ language: 'en', text_head: source.head, text_body: source.body, text_hash: agreementTextHash(source.head, source.body), checked: false });
      const es = spanish[i]!;
      expect(es).toMatchObject({ language: 'es', text_head: source.translations.es.head, text_body: source.translations.es.body, checked: false });
      expect(es.text_hash).toBe(agreementTextHash(es.text_head, es.text_body));
      expect(es.text_hash).not.toBe(text.text_hash);
      expect(es.text_head).not.toBe(text.text_head);
    }
    // A language we do not speak, and Spanish ranked below English, are answered in English.
    for (const header of ['fr-FR,fr;q=0.9', 'en-US,en;q=0.9,es;q=0.5', '*']) {
      expect(dataOf(await speaking(server, me, header).get('get-agreement-texts')), header).toEqual(english);
    }
  });

  it('completes the step with the Spanish hashes, records them in the consent chain, and shows the Spanish words accepted in every view', async () => {
    const me = await atAgreement('firma.es@example.com');
    const es = speaking(server, me, SPANISH);
    const spanish = await textsOf(es);
    const signed = decoded(SaveAgreementInfoResponse, await sign(es, spanish.map((x) => x.text_hash)));
    expect(signed.data.data.accepted).toEqual(spanish.map((x) => x.text_hash));

    // Checked in either language: the English page shows the same versions accepted.
    expect((await textsOf(es)).every((x) => x.checked)).toBe(true);
    expect((await textsOf(me)).every((x) => x.checked && x.language === 'en')).toBe(true);

    // The consent chain names the Spanish wordings, with their language, and holds.
    const consent = await consentOf(me);
    expect(consent.check.ok).toBe(true);
    const agreements = consent.records.filter((r) => r.kind === 'agreement');
    expect(agreements.map((r) => r.textHash)).toEqual(spanish.map((x) => x.text_hash));
    expect(agreements.map((r) => r.evidence.language)).toEqual(spanish.map(() => 'es'));
    expect(agreements.map((r) => r.evidence.text_head)).toEqual(spanish.map((x) => x.text_head));

    // The review, in English, shows the agreement accepted in the words accepted: Spanish.
    const wordsAccepted: WireAcceptedAgreement[] = spanish.map(({ text_key, version, language, text_hash, text_head, text_body }) => ({ text_key, version, language, text_hash, text_head, text_body }));
    const review = decoded(ReviewSummaryResponse, await me.get('get-review-summary')).data;
    expect(review.sections.aggrement_info).toMatchObject({ status: 'saved', accepted: spanish.map((x) => x.text_hash), accepted_texts: wordsAccepted });
    const temp = decoded(TempInfoResponse, await me.get('get-enrollment-temp-info', { column: 'aggrement_info' })).data.result;
    expect(temp).toMatchObject({ accepted_texts: wordsAccepted });
    // And support's inspection.
    const { token } = await server.db.transaction((tx) => createSupportToken(tx, 'Lee Park'));
    const inspected = decoded(SupportInspectResponse, await http(server.url, 'GET', `/api/v1/support/enrollments/${me.enrollmentId}`, { headers: supportAuthorization(token) })).data;
    expect(inspected.agreements).toEqual(wordsAccepted);

    // The step is complete: the enrollment confirms.
    const receipt = decoded(ReceiptResponse, await es.post('save-review-info', { first_enroll: '1' })).data;
    expect(receipt.policy_id).toMatch(/^POL-\d{6}$/);
    expect((await consentOf(me)).check).toMatchObject({ ok: true, count: CARD_PAYER_KEYS.length + 2 });
  });

  it('accepts the English hashes sent with a Spanish request, and a mix of both, keeping each exact hash', async () => {
    const me = await atAgreement('mezcla@example.com');
    const es = speaking(server, me, SPANISH);
    const english = await textsOf(me);
    const spanish = await textsOf(es);

    // The page was loaded in English and the language switched before Next.
    const signed = decoded(SaveAgreementInfoResponse, await sign(es, english.map((x) => x.text_hash)));
    expect(signed.data.data.accepted).toEqual(english.map((x) => x.text_hash));
    expect((await consentOf(me)).records.filter((r) => r.kind === 'agreement').map((r) => [r.textHash, r.evidence.language])).toEqual(english.map((x) => [x.text_hash, 'en']));

    // Signed again with some agreements read in each language: each record names the wording that was accepted.
    const mixed = english.map((x, i) => (i % 2 === 0 ? spanish[i]!.text_hash : x.text_hash));
    expect(decoded(SaveAgreementInfoResponse, await sign(me, mixed)).data.data.accepted).toEqual(mixed);
    const consent = await consentOf(me);
    expect(consent.check.ok).toBe(true);
    expect(consent.records.filter((r) => r.kind === 'agreement').slice(-mixed.length).map((r) => r.textHash)).toEqual(mixed);
    const review = decoded(ReviewSummaryResponse, await me.get('get-review-summary')).data;
    expect((review.sections.aggrement_info as { accepted_texts: WireAcceptedAgreement[] }).accepted_texts.map((x) => x.language)).toEqual(mixed.map((_, i) => (i % 2 === 0 ? 'es' : 'en')));
    expect((await me.post('save-review-info', { first_enroll: '1' })).status).toBe(200);
  });

  it('refuses made-up hashes, in the language asked, and confirms nothing on them', async () => {
    const me = await atAgreement('inventado@example.com');
    const es = speaking(server, me, SPANISH);
    const madeUp = CARD_PAYER_KEYS.map((key) => agreementTextHash(`${key} head`, 'words nobody was shown'));
    const refused = await sign(es, [...madeUp, 'f'.repeat(64)]);
    expect(refused.status, refused.text).toBe(422);
    expect(fieldsOfError(refused)).toEqual(Object.fromEntries(CARD_PAYER_KEYS.map((_, i) => [`agreement.${i}`, MessagesEs.agreementRequired])));
    // One made-up hash among real ones leaves its agreement unaccepted.
    const spanish = await textsOf(es);
    const oneShort = await sign(me, [...spanish.slice(0, 2).map((x) => x.text_hash), madeUp[2]!, ...spanish.slice(3).map((x) => x.text_hash)]);
    expect(oneShort.status).toBe(422);
    expect(fieldsOfError(oneShort)).toEqual({ 'agreement.2': Messages.agreementRequired });
    expect((await consentOf(me)).records).toEqual([]);
    expect(fieldsOfError(await me.post('save-review-info', { first_enroll: '1' }))).toMatchObject({ agreement_info: Messages.completeStepFirst('Agreement & Signature') });
  });

  it('lets a rep working in English send the link that the member reads and signs in Spanish', async () => {
    smtp.reset();
    const rep = await signIn(server, JORDAN.email, JORDAN.password);
    const me = await atAgreement('miembro.remoto@example.com', rep, 'rep');
    expect((await me.post('send-signing-link', { email: 'miembro.remoto@example.com' })).status).toBe(200);
    await server.mail?.drain();
    await expect.poll(() => smtp.received.some((m) => m.rcptTo.includes('miembro.remoto@example.com') && /\/sign\/sgn1\./.test(m.text)), { timeout: 20_000 }).toBe(true);
    const mail = smtp.received.find((m) => m.rcptTo.includes('miembro.remoto@example.com') && /\/sign\/sgn1\./.test(m.text))!;
    const token = /\/sign\/(sgn1\.\S+)/.exec(mail.text)![1]!;
    const headers = { 'accept-language': SPANISH };
    const opened = await http(server.url, 'POST', '/api/v1/signing/open', { headers, body: { token, birthdate: '01/15/1985' } });
    expect(opened.status, opened.text).toBe(200);
    const phone = opened.cookie!;

    const page = decoded(SigningReviewResponse, await http(server.url, 'GET', `/api/v1/signing/review?token=${encodeURIComponent(token)}`, { cookie: phone, headers })).data;
    expect(page.agreement.texts.map((x) => x.text_head)).toEqual(CARD_PAYER_KEYS.map((key) => standard(key).translations.es.head));
    const hashes = page.agreement.texts.map((x) => x.text_hash);
    const signed = await http(server.url, 'POST', '/api/v1/signing/save-agreement', {
      cookie: phone,
      headers,
      body: { token, accepted_texts: hashes, answer: '01/15/1985', user_name: 'Dana Rivera', signature: SIGNATURE },
    });
    expect(decoded(SaveAgreementInfoResponse, signed).data.data).toMatchObject({ signer_role: 'applicant-remote', accepted: hashes });

    // The rep's English step shows every agreement accepted; the review shows the member's Spanish words.
    expect((await textsOf(me)).every((x) => x.checked && x.language === 'en')).toBe(true);
    const review = decoded(ReviewSummaryResponse, await me.get('get-review-summary')).data;
    expect((review.sections.aggrement_info as { status: string; accepted_texts: WireAcceptedAgreement[] }).status).toBe('saved');
    expect((review.sections.aggrement_info as { accepted_texts: WireAcceptedAgreement[] }).accepted_texts.map((x) => x.text_body)).toEqual(CARD_PAYER_KEYS.map((key) => standard(key).translations.es.body));
    const confirmed = await http(server.url, 'POST', '/api/v1/signing/confirm', { cookie: phone, headers, body: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
  });

  // Last: it adds an agreement version the other tests would see.
  it('shows English for an agreement whose current version has no Spanish wording, and a superseded wording accepts nothing', async () => {
    const me = await atAgreement('version.nueva@example.com');
    const es = speaking(server, me, SPANISH);
    const before = await textsOf(es);
    // The agency words plan terms anew, in English only (as an operator adds a version: agreement texts are never edited).
    const head = 'Plan terms';
    const body = `${standard('plan-terms').body} I have also read the plan's outline of coverage.`;
    await server.db.query(
      `INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash)
       SELECT text_key, 2, 'en', $1, $2, text_required, applies_to, sort_order, $3 FROM agreement_texts WHERE text_key = 'plan-terms' AND version = 1 AND language = 'en'`,
      [head, body, agreementTextHash(head, body)],
    );
    const after = await textsOf(es);
    expect(after.map((x) => x.text_key)).toEqual(CARD_PAYER_KEYS);
    expect(after.map((x) => x.language)).toEqual(['es', 'en', 'es', 'es', 'es']);
    expect(after[1]).toMatchObject({ version: 2, text_body: body, text_hash: agreementTextHash(head, body) });
    // The Spanish wording of version 1 no longer accepts plan terms; version 2's English does.
    const stale = await sign(es, before.map((x) => x.text_hash));
    expect(fieldsOfError(stale)).toEqual({ 'agreement.1': MessagesEs.agreementRequired });
    expect((await sign(es, after.map((x) => x.text_hash))).status).toBe(200);
  });
});
