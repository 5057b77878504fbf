import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgreementFormFieldsResponse,
  AgreementTextsResponse,
  BillDateResponse,
  BillingTextResponse,
  ContinueEnrollmentResponse,
  decode,
  ErrorEnvelope,
  ExistingBanksResponse,
  ExistingCardsResponse,
  FormFieldsResponse,
  InvoiceResponse,
  PaymentMethodResponse,
  ReceiptResponse,
  ReviewSummaryResponse,
  RoutingLookupResponse,
  SaveAgreementInfoResponse,
  SaveBillingInfoResponse,
  SaveLaterResponse,
  OpenSigningLinkResponse,
  SendSigningLinkResponse,
  SigningReviewResponse,
  SigningStatusResponse,
  TabRequiredResponse,
  TempInfoResponse,
} from '@benefit-store/contract';
import { billingNotice, Messages } from '@benefit-store/domain';
import { consentSeal, verifyEnrollmentConsent } from '@benefit-store/server';
import { fieldsOfError, http, type Answer } from '../support/http.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { answersAllNo, asShopper, CONTACT, dataOf, EMPLOYER, journalTypes, PERSONAL, type Shopper } from '../support/wizard-journey.ts';
import {
  agreementHashes,
  CARD,
  EFT,
  fillPersonalAndContact,
  JORDAN,
  mailCode,
  SECRETS,
  shopAndCheckOut,
  signAsApplicant,
  SIGNATURE,
  signIn,
  startEnrollment,
} from '../support/enrollment-finish.ts';

/**
 * The wizard's second part against the real server (doc 002 sections 2-9; docs/adr/0720): review, agreement,
 * billing, receipt, invoice, save-later of these steps and resuming them, direct-continue and remote signing, on
 * PGlite and PostgreSQL. Every answer is decoded with the contract's codec; another session gets 404.
 */
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('contract')) ? (['postgres'] as const) : [])];

const decoded = <A>(codec: Parameters<typeof decode<A>>[0], answer: Answer): A => {
  const result = decode(codec, answer.body);
  if (!result.ok) throw new Error(`${answer.status} ${answer.text.slice(0, 300)}: ${result.problems.join('; ')}`);
  return result.value;
};
const refused = (answer: Answer, status: number) => {
  expect(answer.status, answer.text).toBe(status);
  expect(decode(ErrorEnvelope, answer.body).ok).toBe(true);
  return fieldsOfError(answer);
};

/** Every read and save of the second part, for one enrollment: what another session must get 404 for. */
type Me = Shopper & { readonly url: string };

const enrollmentCalls = (me: Me) => [
  () => me.get('get-form-fields-agreement-info'),
  () => me.get('get-form-fields-billing-info'),
  () => me.get('check-tab-required', { tab_name: 'billing_info' }),
  () => me.get('get-agreement-texts'),
  () => me.get('get-review-summary'),
  () => me.get('get-bill-date'),
  () => me.get('get-payment-method'),
  () => me.get('get-existing-bank-info'),
  () => me.get('get-existing-card-info'),
  () => me.get('get-receipt'),
  () => me.get('get-enrollment-temp-info', { column: 'payment_info' }),
  () => me.get('get-enrollment-temp-info', { column: 'aggrement_info' }),
  () => me.get('signing-status'),
  () => http(me.url, 'GET', `/benefit-service/get-billing-text?enrollment_id=${me.enrollmentId}`, { cookie: me.cookie }),
  () => http(me.url, 'GET', `/api/v1/direct-continue/${Buffer.from(me.enrollmentId).toString('base64')}`, { cookie: me.cookie }),
  () => me.post('save-billing-info', CARD),
  () => me.post('save-billing-info-existing', { payment_method: 'cc', card_id: 'card-7005-1' }),
  () => me.post('save-agreement-info', { accepted_texts: [], answer: '01/15/1985', user_name: 'X', signature: SIGNATURE }),
  () => me.post('save-review-info', { first_enroll: '1' }),
  () => me.post('autoInvoiceGeneration', {}),
  () => me.post('save-enrollment', { tab: 'payment_info', email: 'x@example.com', data: {} }),
];

/** A rep's enrollment of Dana Rivera (IO, a dental plan, card, signed as broker) waiting at the review. */
const repEnrollmentAtReview = async (server: TestServer, repCookie: string, contact: Record<string, string>): Promise<Shopper> => {
  const me = await startEnrollment(server, {}, repCookie);
  await shopAndCheckOut(me, ['111'], 'rep');
  await fillPersonalAndContact(me, contact);
  expect((await me.post('save-billing-info', CARD)).status).toBe(200);
  expect((await me.post('save-agreement-info', { accepted_texts: await agreementHashes(me), agent_code: 'REP1001', eprocess: 'rep' })).status).toBe(200);
  return me;
};

describe.each(backends)('the wizard, part 2, on %s', (backend) => {
  let server: TestServer;
  let smtp: TestSmtp;
  const clock = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(backend, { now: () => clock, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const shopper = (me: Shopper): Me => ({ ...me, url: server.url });
  const stranger = async () => shopper(await startEnrollment(server));
  /** The mail to `email` whose subject starts so, once the worker delivered it. */
  const mailTo = async (email: string, subject: string) => {
    const found = () => smtp.received.find((m) => m.subject.startsWith(subject) && m.rcptTo.some((to) => to.toLowerCase() === email.toLowerCase()));
    // What is due now goes out at once rather than at the worker's next look.
    await server.mail?.drain();
    await expect.poll(() => found() !== undefined, { timeout: 20_000 }).toBe(true);
    return found()!;
  };
  const receiptTo = (email: string) => mailTo(email, 'Enrollment Receipt');

  it('takes an applicant paying by card from billing to a receipt with a policy id, mailed, invoiced and journaled', async () => {
    const me = shopper(await startEnrollment(server));
    const effective = await shopAndCheckOut(me, ['102', '111']);
    await fillPersonalAndContact(me, { email_address: 'card.payer@example.com' });
    expect((await me.post('save-primary-health-info', answersAllNo())).status).toBe(200);

    // What billing offers an individual: card (and EFT), bill dates, the notice; nothing on file.
    expect(decoded(PaymentMethodResponse, await me.get('get-payment-method')).data.payment_method).toBe('cc');
    expect(decoded(BillDateResponse, await me.get('get-bill-date')).data.map((d) => d.bill_date)).toEqual(['5', '10', '15', '20', '28']);
    const fields = decoded(FormFieldsResponse, await me.get('get-form-fields-billing-info')).data;
    expect(fields.filter((f) => f.required).map((f) => f.field_name)).toEqual(expect.arrayContaining(['card_number', 'security_code', 'routing_number', 'account_number']));
    // The notice of the method the enrollment pays by (card), and only that one; EFT's terms come with EFT.
    const notice = decoded(BillingTextResponse, await http(server.url, 'GET', `/benefit-service/get-billing-text?enrollment_id=${me.enrollmentId}`, { cookie: me.cookie })).data.billing_text;
    expect(notice).toBe(billingNotice('cc', 28));
    expect(notice).not.toContain('drafted');
    expect((await me.get('get-existing-card-info')).status).toBe(204);
    expect((await me.get('get-existing-bank-info')).status).toBe(204);
    expect(decoded(TabRequiredResponse, await me.get('check-tab-required', { tab_name: 'payment_info' })).data.result).toEqual({ tab_name: 'payment_info', required: true });
    expect(decoded(TabRequiredResponse, await me.get('check-tab-required', { tab_name: 'employer_info' })).data.result.required).toBe(false);
    expect(refused(await me.get('check-tab-required', { tab_name: 'no_such_tab' }), 422)).toEqual({ tab_name: Messages.invalidValue });

    // Confirming too early names what is missing.
    expect(refused(await me.post('save-review-info', { first_enroll: '1' }), 422)).toEqual({
      billing_info: Messages.completeStepFirst('Billing Information'),
      agreement_info: Messages.completeStepFirst('Agreement & Signature'),
    });

    // The domain's card rules, all at once; a group method is not an individual's.
    expect(refused(await me.post('save-billing-info', { ...CARD, card_number: '4111111111111112', security_code: '12', zip: '7500' }), 422)).toEqual({
      card_number: Messages.cardNumberInvalid,
      security_code: Messages.securityCodeLength,
      zip: Messages.invalidZip,
    });
    expect(refused(await me.post('save-billing-info', { payment_method: 'list' }), 422)).toEqual({ payment_method: Messages.paymentMethodNotOffered });
    const billed = decoded(SaveBillingInfoResponse, await me.post('save-billing-info', { ...CARD, card_number: '4111 1111 1111 1111', bill_date: '5' }));
    expect(billed.data.data).toMatchObject({ payment_method: 'cc', card_number: 'xxxxxx1111', card_brand: 'visa', bill_date: '5', expiration_year: '2030' });
    expect(JSON.stringify(billed)).not.toContain(SECRETS.securityCode);
    const temp = decoded(TempInfoResponse, await me.get('get-enrollment-temp-info', { column: 'payment_info' })).data.result as Record<string, string>;
    expect(temp).toMatchObject({ card_number: 'xxxxxx1111', status: 'saved' });
    expect(Object.keys(temp)).not.toEqual(expect.arrayContaining(['card_token']));

    // Agreement & Signature as the applicant: the agreements of a card payer with a medical plan.
    const texts = decoded(AgreementTextsResponse, await me.get('get-agreement-texts')).data;
    expect(texts.map((x) => x.text_key)).toEqual(['application-accuracy', 'plan-terms', 'health-information', 'card-authorization', 'electronic-signature']);
    expect(texts.every((x) => !x.checked && /^[0-9a-f]{64}$/.test(x.text_hash))).toBe(true);
    const form = decoded(AgreementFormFieldsResponse, await me.get('get-form-fields-agreement-info')).data;
    expect(form.signer_mode).toBe('sigapplicant');
    expect(form.fields.filter((f) => f.required).map((f) => f.field_name)).toEqual(['question_id', 'question', 'answer', 'date', 'user_name', 'signature']);
    expect(refused(await me.post('save-agreement-info', { accepted_texts: texts.slice(1).map((x) => x.text_hash), answer: '02/02/1990', user_name: '' }), 422)).toEqual({
      'agreement.0': Messages.agreementRequired,
      signature: Messages.signatureRequired,
      user_name: Messages.fieldRequired,
      answer: Messages.verificationAnswerMismatch,
    });
    const signed = decoded(SaveAgreementInfoResponse, await signAsApplicant(me));
    expect(signed.data).toMatchObject({ tab: 'aggrement_info', data: { signer_mode: 'sigapplicant', signer_role: 'applicant' } });
    expect(signed.data.data.accepted).toHaveLength(5);
    expect(decoded(AgreementTextsResponse, await me.get('get-agreement-texts')).data.every((x) => x.checked)).toBe(true);

    // The review shows every step masked, the plans and totals; confirming makes it an enrollment.
    const review = decoded(ReviewSummaryResponse, await me.get('get-review-summary')).data;
    expect(review.tabs).toEqual(['primary_info', 'contact_info', 'health_info', 'payment_info', 'aggrement_info', 'review_info']);
    expect(review.sections.primary_info).toMatchObject({ ssn: 'xxx-xx-6789', status: 'saved' });
    expect(review.plans.map((p) => p.plan_name)).toEqual(['Essential Care HMO', 'SmileWell Dental Plus']);
    expect(review.finished).toBe(false);
    const receipt = decoded(ReceiptResponse, await me.post('save-review-info', { additional_notes: 'Call after 5 pm', first_enroll: '1' })).data;
    expect(receipt).toMatchObject({ name: 'Dana Rivera', callInvoice: true, effective_date: effective });
    expect(receipt.policy_id).toMatch(/^POL-\d{6}$/);

    // Finished: the receipt, the invoice (recorded at confirmation; the admin call finds it), no more changes.
    expect(decoded(ReceiptResponse, await me.get('get-receipt')).data).toEqual(receipt);
    const invoice = decoded(InvoiceResponse, await me.post('autoInvoiceGeneration', { policy_id: receipt.policy_id, effectiveDate: effective })).data;
    expect(invoice).toMatchObject({ policy_id: receipt.policy_id, due_date: effective, payment_method: 'cc', status: 'issued' });
    expect(decoded(InvoiceResponse, await me.post('autoInvoiceGeneration', { policy_id: receipt.policy_id })).data.invoice_id).toBe(invoice.invoice_id);
    expect(refused(await me.post('autoInvoiceGeneration', { policy_id: 'POL-000000' }), 422)).toEqual({ policy_id: Messages.invalidValue });
    expect(refused(await me.post('save-billing-info', CARD), 409)).toEqual({ enrollment_status: Messages.enrollmentFinished });
    expect(refused(await me.post('save-personal-info', PERSONAL), 409)).toEqual({ enrollment_status: Messages.enrollmentFinished });
    expect(refused(await me.post('save-review-info', { first_enroll: '1' }), 409)).toEqual({ enrollment_status: Messages.enrollmentFinished });
    const row = (await server.db.query<{ status: string; policy_id: string; cart: unknown[] }>('SELECT status, policy_id, cart FROM temp_enrollments WHERE id = $1', [me.enrollmentId]))[0]!;
    expect(row).toEqual({ status: 'enrolled', policy_id: receipt.policy_id, cart: [] });
    expect(decoded(ReviewSummaryResponse, await me.get('get-review-summary')).data).toMatchObject({ finished: true, policy_id: receipt.policy_id, additional_notes: 'Call after 5 pm' });

    // The 'Enrollment Receipt' reaches the member through the outbox.
    const mail = await receiptTo('card.payer@example.com');
    expect(mail.text).toContain(`Confirmation number: ${receipt.policy_id}`);
    expect(mail.text).toContain('Essential Care HMO');
    expect(mail.text).not.toContain(SECRETS.visa);

    // Every step is in the journal; the card number and security code are not, nor anywhere in the enrollment.
    const journal = await journalTypes(server, me.enrollmentId);
    expect(journal.filter((e) => e.outcome === 'ok').map((e) => e.type)).toEqual(
      expect.arrayContaining(['cart-checkout', 'save-personal-info', 'save-contact-info', 'save-billing-info', 'save-agreement-info', 'save-review-info', 'autoInvoiceGeneration']),
    );
    expect(journal.find((e) => e.type === 'save-billing-info' && e.outcome === 'rejected')?.detail).toBeTruthy();
    const stored = JSON.stringify([journal, await server.db.query('SELECT * FROM temp_enrollments WHERE id = $1', [me.enrollmentId])]);
    expect(stored).not.toContain(SECRETS.visa);
    expect(stored).not.toContain('4111 1111 1111 1111');
    expect(stored).not.toContain(`"${SECRETS.securityCode}"`);

    // The consent chain: five agreements, the signature, the confirmation; intact.
    const consent = (await verifyEnrollmentConsent(server.db, consentSeal(server.keys.idTokenSecret), me.enrollmentId))!;
    expect(consent.check).toMatchObject({ ok: true, count: 7 });
    expect(consent.records.map((r) => r.kind)).toEqual(['agreement', 'agreement', 'agreement', 'agreement', 'agreement', 'signature', 'confirmation']);
    expect(consent.records[0]).toMatchObject({ textHash: texts[0]!.text_hash, signerRole: 'applicant', clientAddress: '127.0.0.1' });
    expect(mail.text).toContain(`Consent record: ${consent.records.at(-1)!.recordHash.slice(0, 16)}`);
  });

  it('takes a rep-enrolled family paying by EFT, with the routing lookup, signed by the rep as broker', async () => {
    const rep = await signIn(server, JORDAN.email, JORDAN.password);
    const me = shopper(await startEnrollment(server, { tier: 'IF' }, rep));
    await shopAndCheckOut(me, ['111', '114'], 'rep');
    await fillPersonalAndContact(me, { email_address: 'family.eft@example.com', phone_number: '2145550111' });
    const spouse = { first_name: 'Alex', last_name: 'Rivera', birthdate: '02/02/1986', gender: '0', ssn: '333445555', relationship: 'spouse' };
    const child = { first_name: 'Sam', last_name: 'Rivera', birthdate: '05/05/2015', gender: '1', ssn: '444556666', relationship: 'child' };
    expect((await me.post('save-dependent-info', { dependents: [{ primary_info: spouse }, { primary_info: child }], spouse_answer: 'yes' })).status).toBe(200);

    // The lookup answers from the server's own routing table.
    const lookup = decoded(RoutingLookupResponse, await http(server.url, 'GET', '/api/v1/routing-number-bank-lookup?q=111000025'));
    expect(lookup.data.response).toEqual({ name: 'BANK OF AMERICA, N.A.', routing_number: '111000025' });
    expect(refused(await http(server.url, 'GET', '/api/v1/routing-number-bank-lookup?q=12345'), 422)).toEqual({ routing_number: Messages.routingNumberLength });
    expect(refused(await http(server.url, 'GET', '/api/v1/routing-number-bank-lookup?q=111000026'), 422)).toEqual({ routing_number: Messages.routingNumberInvalid });
    expect(refused(await http(server.url, 'GET', '/api/v1/routing-number-bank-lookup?q=011000015'), 422)).toEqual({ routing_number: Messages.routingNumberNotFound });

    expect(refused(await me.post('save-billing-info', { ...EFT, account_number: '12', routing_number: '111000026', account_type: '' }), 422)).toEqual({
      account_number: Messages.accountNumberLength,
      routing_number: Messages.routingNumberInvalid,
      account_type: Messages.fieldRequired,
    });
    const billed = decoded(SaveBillingInfoResponse, await me.post('save-billing-info', EFT)).data.data;
    expect(billed).toMatchObject({ payment_method: 'eft', bank_name: 'BANK OF AMERICA, N.A.', account_number: 'xxxxx6789', bill_date: '15' });

    // The rep signs as broker with their own broker code.
    const form = decoded(AgreementFormFieldsResponse, await me.get('get-form-fields-agreement-info')).data;
    expect(form.signer_mode).toBe('broker');
    expect(form.fields.find((f) => f.field_name === 'agent_name')).toMatchObject({ value: 'Jordan Avery', read_only: true, required: true });
    const hashes = await agreementHashes(me);
    const texts = decoded(AgreementTextsResponse, await me.get('get-agreement-texts')).data.map((x) => x.text_key);
    expect(texts).toEqual(['application-accuracy', 'plan-terms', 'eft-authorization', 'electronic-signature']);
    expect(refused(await me.post('save-agreement-info', { accepted_texts: hashes, agent_code: 'REP2002' }), 422)).toEqual({ agent_code: Messages.brokerCodeMismatch });
    expect(decoded(SaveAgreementInfoResponse, await me.post('save-agreement-info', { accepted_texts: hashes, agent_code: 'rep1001', eprocess: 'rep' })).data.data).toMatchObject({
      signer_mode: 'broker',
      signer_role: 'broker',
      agent_code: 'REP1001',
    });

    const receipt = decoded(ReceiptResponse, await me.post('save-review-info', { first_enroll: '1' })).data;
    expect(receipt).toMatchObject({ name: 'Dana Rivera', callInvoice: true });
    const mail = await receiptTo('family.eft@example.com');
    expect(mail.text).toContain(receipt.policy_id);
    // The rep gets a copy.
    await receiptTo('jordan.avery@averybenefits.example');
    const stored = JSON.stringify(await server.db.query('SELECT * FROM temp_enrollments WHERE id = $1', [me.enrollmentId]));
    expect(stored).not.toContain(SECRETS.account);
    expect(JSON.stringify(await journalTypes(server, me.enrollmentId))).not.toContain(SECRETS.account);
    expect((await verifyEnrollmentConsent(server.db, consentSeal(server.keys.idTokenSecret), me.enrollmentId))!.records.map((r) => r.signerRole)).toEqual(['broker', 'broker', 'broker', 'broker', 'broker', 'broker']);
  });

  it('refuses to confirm a second enrollment of one person once the first made them a member, and confirms it with an e-mail of its own', async () => {
    // Both begun before either was confirmed: the contact step let both through, as no member had that address yet.
    const rep = await signIn(server, JORDAN.email, JORDAN.password);
    const contact = { email_address: 'twice.enrolled@example.com', phone_number: '2145550177' };
    const first = await repEnrollmentAtReview(server, rep, contact);
    const second = await repEnrollmentAtReview(server, rep, contact);
    expect((await first.post('save-review-info', { first_enroll: '1' })).status).toBe(200);
    expect(refused(await second.post('save-review-info', { first_enroll: '1' }), 422)).toEqual({ email_address: Messages.emailAlreadyExists });
    expect(await server.db.query('SELECT user_id FROM members WHERE lower(email) = $1', [contact.email_address])).toHaveLength(1);
    expect(decoded(ReviewSummaryResponse, await second.get('get-review-summary')).data.finished).toBe(false);
    // With an address of their own, the second one is confirmed.
    expect((await second.post('save-contact-info', { ...CONTACT, ...contact, email_address: 'twice.enrolled+2@example.com' })).status).toBe(200);
    expect((await second.post('save-review-info', { first_enroll: '1' })).status).toBe(200);
  });

  it('locks an Acme group member to list billing, with no invoice of their own', async () => {
    const me = shopper(await startEnrollment(server, { group_id: '3001', type: 'new-group-member' }));
    await shopAndCheckOut(me, ['111']);
    await fillPersonalAndContact(me, { email_address: 'acme.member@example.com', phone_number: '2145550112' });
    expect((await me.post('save-employer-info', EMPLOYER)).status).toBe(200);
    expect(decoded(PaymentMethodResponse, await me.get('get-payment-method')).data.payment_method).toBe('list');
    const fields = decoded(FormFieldsResponse, await me.get('get-form-fields-billing-info')).data;
    expect(fields.find((f) => f.field_name === 'payment_method')).toMatchObject({ value: 'list', read_only: true });
    expect(fields.filter((f) => f.required).map((f) => f.field_name)).toEqual(['payment_method']);
    expect(refused(await me.post('save-billing-info', CARD), 422)).toEqual({ payment_method: Messages.paymentMethodNotOffered });
    expect(decoded(SaveBillingInfoResponse, await me.post('save-billing-info', { payment_method: 'list' })).data.data).toEqual({ payment_method: 'list', bill_date: '28' });
    expect(decoded(BillingTextResponse, await http(server.url, 'GET', `/benefit-service/get-billing-text?enrollment_id=${me.enrollmentId}`, { cookie: me.cookie })).data).toMatchObject({
      statement_descriptor: 'ACME BENEFITS LIST BILL',
    });
    expect(decoded(SaveAgreementInfoResponse, await signAsApplicant(me)).data.data.accepted).toHaveLength(3);
    const receipt = decoded(ReceiptResponse, await me.post('save-review-info', { first_enroll: '1' })).data;
    expect(receipt.callInvoice).toBe(false);
    expect((await me.post('autoInvoiceGeneration', { policy_id: receipt.policy_id })).status).toBe(204);
    await receiptTo('acme.member@example.com');
  });

  it('offers an existing member the card and account on file, masked, and bills the card on file', async () => {
    const rep = await signIn(server, JORDAN.email, JORDAN.password);
    const started = await http(server.url, 'POST', '/api/v1/add-filter-for-existing-user', { cookie: rep, body: { user_id: '7005', tier: 'IO' } });
    expect(started.status, started.text).toBe(200);
    const me = shopper(asShopper(server, rep, dataOf<{ temp_enrollment_id: string }>(started).temp_enrollment_id));
    const cards = decoded(ExistingCardsResponse, await me.get('get-existing-card-info')).data;
    expect(cards).toEqual([{ card_id: 'card-7005-1', name_on_cc: 'Emily Tran', card_number: 'xxxxxx4444', card_brand: 'mastercard', expiration_month: '03', expiration_year: '2029' }]);
    const banks = decoded(ExistingBanksResponse, await me.get('get-existing-bank-info')).data;
    expect(banks).toEqual([
      { bank_id: 'bank-7005-1', account_name: 'Emily Tran', bank_name: 'JPMORGAN CHASE BANK, NA', account_number: 'xxxxx7654', bank_routing: '111000614', account_type: 'checking', account_holder_type: 'individual' },
    ]);
    // Another member's card is not this enrollment's to use.
    expect(refused(await me.post('save-billing-info-existing', { payment_method: 'cc', card_id: 'card-7003-1' }), 422)).toEqual({ card_id: Messages.savedCardNotFound });
    expect(decoded(SaveBillingInfoResponse, await me.post('save-billing-info-existing', { payment_method: 'cc', card_id: 'card-7005-1' })).data.data).toMatchObject({
      payment_method: 'cc',
      card_id: 'card-7005-1',
      card_number: 'xxxxxx4444',
    });
    expect(decoded(SaveBillingInfoResponse, await me.post('save-billing-info-existing', { payment_method: 'eft', bank_id: 'bank-7005-1', account_type: 'savings' })).data.data).toMatchObject({
      payment_method: 'eft',
      account_number: 'xxxxx7654',
      account_type: 'savings',
    });
  });

  it('saves the later steps for later, resumes them by code and e-mail and by direct-continue, and wrong tries do not lock the code', async () => {
    const me = shopper(await startEnrollment(server));
    await shopAndCheckOut(me, ['112']);
    await fillPersonalAndContact(me, { email_address: 'resume.me@example.com', phone_number: '2145550113' });
    const draft = { payment_method: 'eft', routing_number: '121000248', account_name: 'Dana Rivera', account_number: SECRETS.otherAccount, card_number: SECRETS.mastercard, security_code: '123' };
    const saved = await me.post('save-enrollment', { tab: 'payment_info', email: 'Resume.Me@example.com', data: draft });
    expect(decoded(SaveLaterResponse, saved).data).toEqual({ saved_tab: 'payment_info', message: Messages.saveLaterDone });
    const code = mailCode((await mailTo('Resume.Me@example.com', 'Your enrollment code')).text);
    const kept = JSON.stringify(await server.db.query('SELECT billing_info FROM temp_enrollments WHERE id = $1', [me.enrollmentId]));
    for (const secret of [SECRETS.otherAccount, SECRETS.mastercard, '"123"']) expect(kept).not.toContain(secret);

    // Someone else's direct-continue link opens nothing; the owner gets the context back.
    const encoded = Buffer.from(me.enrollmentId).toString('base64');
    const other = await stranger();
    expect(refused(await http(server.url, 'GET', `/api/v1/direct-continue/${encoded}`, { cookie: other.cookie }), 404)).toEqual({ enrollment_id: Messages.enrollmentNotFound });
    expect(refused(await http(server.url, 'GET', `/api/v1/direct-continue/${encoded}`), 404)).toEqual({ enrollment_id: Messages.enrollmentNotFound });
    expect(refused(await http(server.url, 'GET', '/api/v1/direct-continue/not*base64', { cookie: me.cookie }), 404)).toEqual({ enrollment_id: Messages.enrollmentNotFound });
    // A lone '%' once the router decoded %25 is no link either (not a 500).
    expect(refused(await http(server.url, 'GET', '/api/v1/direct-continue/%25', { cookie: me.cookie }), 404)).toEqual({ enrollment_id: Messages.enrollmentNotFound });
    const direct = decoded(ContinueEnrollmentResponse, await http(server.url, 'GET', `/api/v1/direct-continue/${encoded}`, { cookie: me.cookie })).data;
    expect(direct).toMatchObject({ enrollment_id: me.enrollmentId, saved_tab: 'payment_info', tier: 'IO', state: 'TX', type: 'new-user', eprocess: 'applicant' });

    // Five wrong e-mails with one code lock nothing: the right e-mail with it still opens the enrollment, in a fresh
    // browser (docs/adr/0006-sign-in-throttle.md). Attempts are counted per client address only.
    for (let i = 0; i < 5; i++) {
      expect(fieldsOfError(await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code, email: `guess${i}@example.com` } }))).toEqual({ code: Messages.resumeCodeInvalid });
    }
    const counted = await server.db.query<{ bucket: string }>("SELECT DISTINCT bucket FROM rate_limit_counters WHERE bucket LIKE 'resume-%' ORDER BY bucket");
    expect(counted.map((c) => c.bucket)).toEqual(['resume-attempt']);
    const resumed = await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code, email: 'resume.me@example.com' } });
    const context = decoded(ContinueEnrollmentResponse, resumed).data;
    expect(context).toMatchObject({ enrollment_id: me.enrollmentId, saved_tab: 'payment_info', tier: 'IO', state: 'TX', effective_date: expect.stringMatching(/^\d\d\/01\/\d{4}$/) });
    const fresh = shopper(asShopper(server, resumed.cookie, me.enrollmentId));
    const draftBack = decoded(TempInfoResponse, await fresh.get('get-enrollment-temp-info', { column: 'payment_info' })).data.result as Record<string, string>;
    expect(draftBack).toMatchObject({ status: 'draft', payment_method: 'eft', routing_number: '121000248', account_number: 'xxxxx1234' });
    expect(draftBack.card_number).toBeUndefined();
    // The old browser lost it; the new one finishes it.
    expect((await me.get('get-review-summary')).status).toBe(404);
    expect((await fresh.post('save-billing-info', { ...EFT, account_number: SECRETS.otherAccount })).status).toBe(200);
    expect((await signAsApplicant(fresh)).status).toBe(200);
    const receipt = decoded(ReceiptResponse, await fresh.post('save-review-info', { first_enroll: '1' })).data;
    expect(receipt.policy_id).toMatch(/^POL-/);
    // A finished enrollment's code no longer opens it.
    expect(fieldsOfError(await http(server.url, 'POST', '/api/v1/continue-enrollment', { body: { code, email: 'resume.me@example.com' } }))).toEqual({ code: Messages.resumeCodeInvalid });
  });

  it('lets a rep send a signing link that the member opens, reviews, signs and confirms on their own device', async () => {
    const rep = await signIn(server, JORDAN.email, JORDAN.password);
    const me = shopper(await startEnrollment(server, {}, rep));
    await shopAndCheckOut(me, ['121'], 'rep');
    await fillPersonalAndContact(me, { email_address: 'remote.signer@example.com', phone_number: '2145550114' });
    expect(refused(await me.post('send-signing-link', { email: 'remote.signer@example.com' }), 422)).toEqual({ billing_info: Messages.completeStepFirst('Billing Information') });
    expect((await me.post('save-billing-info', { ...CARD, card_number: SECRETS.amex, security_code: SECRETS.amexSecurityCode })).status).toBe(200);
    // Only the signed-in rep who holds the enrollment sends one.
    const anonymous = await stranger();
    expect((await http(server.url, 'POST', '/api/v1/send-signing-link', { cookie: anonymous.cookie, body: { enrollment_id: me.enrollmentId, email: 'x@example.com' } })).status).toBe(401);
    expect(refused(await me.post('send-signing-link', { email: 'not-an-address' }), 422)).toEqual({ email: Messages.enterValidEmail });
    const sent = await me.post('send-signing-link', { email: 'remote.signer@example.com' });
    expect(decoded(SendSigningLinkResponse, sent).data).toMatchObject({ sent_to: 'r***@example.com' });
    expect(decoded(SigningStatusResponse, await me.get('signing-status')).data).toMatchObject({ status: 'sent', sent_to: 'r***@example.com', signed_at: null });
    const mail = await mailTo('remote.signer@example.com', 'Please review and sign');
    expect(mail!.subject).toBe('Please review and sign your enrollment application');
    expect(mail!.text).toContain('Jordan Avery has filled in your enrollment application');
    const token = /\/sign\/(sgn1\.\S+)/.exec(mail!.text)![1]!;
    expect(JSON.stringify(await server.db.query('SELECT * FROM signing_links'))).not.toContain(token.split('.')[3]!);
    // The link's site, for its page (docs/adr/0701): the rep's, and nothing for a link that is not genuine.
    expect(dataOf(await http(server.url, 'GET', `/api/v1/signing/site?token=${encodeURIComponent(token)}`))).toEqual({
      name: 'Avery Benefits Group',
      logo: '/media/logos/agent-1001.svg',
      brand_color: '#0f766e',
    });
    const bogus = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(refused(await http(server.url, 'GET', `/api/v1/signing/site?token=${encodeURIComponent(bogus)}`), 404)).toEqual({ token: Messages.signingLinkInvalid });

    // The member's phone: a wrong date of birth, then the right one binds the link to this browser.
    const wrong = await http(server.url, 'POST', '/api/v1/signing/open', { body: { token, birthdate: '01/16/1985' } });
    expect(refused(wrong, 422)).toEqual({ birthdate: Messages.signingBirthdateMismatch });
    const phone = wrong.cookie!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(refused(await http(server.url, 'POST', '/api/v1/signing/open', { cookie: phone, body: { token: forged, birthdate: '01/15/1985' } }), 404)).toEqual({ token: Messages.signingLinkInvalid });
    // A browser that brings a forged link is refused and given no session: only a genuine link binds one.
    const stray = await http(server.url, 'POST', '/api/v1/signing/open', { body: { token: forged, birthdate: '01/15/1985' } });
    expect(refused(stray, 404)).toEqual({ token: Messages.signingLinkInvalid });
    expect(stray.cookie).toBeUndefined();
    const opened = await http(server.url, 'POST', '/api/v1/signing/open', { cookie: phone, body: { token, birthdate: '01151985' } });
    expect(decoded(OpenSigningLinkResponse, opened).data).toMatchObject({ name: 'Dana', steps: ['review_info', 'aggrement_info'] });
    const elsewhere = await http(server.url, 'POST', '/api/v1/signing/open', { body: { token, birthdate: '01/15/1985' } });
    expect(refused(elsewhere, 403)).toEqual({ token: Messages.signingLinkElsewhere });
    expect(dataOf<{ status: string }>(await me.get('signing-status')).status).toBe('opened');

    // The link opens the review and the agreement of this enrollment, and nothing else.
    const page = decoded(SigningReviewResponse, await http(server.url, 'GET', `/api/v1/signing/review?token=${encodeURIComponent(token)}`, { cookie: phone })).data;
    expect(page.agreement.signer_mode).toBe('sigapplicant');
    expect(page.review.sections.payment_info).toMatchObject({ card_number: 'xxxxxx0005', card_brand: 'amex' });
    expect(page.review.sections.primary_info).toMatchObject({ ssn: 'xxx-xx-6789' });
    const asPhone = asShopper(server, phone, me.enrollmentId);
    expect((await asPhone.get('get-review-summary')).status).toBe(404);
    expect((await asPhone.post('save-billing-info', CARD)).status).toBe(404);
    expect((await asPhone.post('save-review-info', { first_enroll: '1' })).status).toBe(404);
    expect((await http(server.url, 'GET', `/api/v1/signing/review?token=${encodeURIComponent(token)}`, { cookie: rep })).status).toBe(403);

    const hashes = page.agreement.texts.map((x) => x.text_hash);
    expect(refused(await http(server.url, 'POST', '/api/v1/signing/save-agreement', { cookie: phone, body: { token, accepted_texts: hashes, answer: '01/15/1985', user_name: 'Dana Rivera' } }), 422)).toEqual({
      signature: Messages.signatureRequired,
    });
    const signed = await http(server.url, 'POST', '/api/v1/signing/save-agreement', { cookie: phone, body: { token, accepted_texts: hashes, answer: '01/15/1985', user_name: 'Dana Rivera', signature: SIGNATURE } });
    expect(decoded(SaveAgreementInfoResponse, signed).data.data).toMatchObject({ signer_mode: 'sigapplicant', signer_role: 'applicant-remote' });
    expect(dataOf<{ status: string; signed_at: string }>(await me.get('signing-status'))).toMatchObject({ status: 'signed', signed_at: clock.toISOString() });

    const confirmed = decoded(ReceiptResponse, await http(server.url, 'POST', '/api/v1/signing/confirm', { cookie: phone, body: { token, additional_notes: 'Signed on my phone' } })).data;
    expect(confirmed).toMatchObject({ name: 'Dana Rivera', callInvoice: true });
    expect(decoded(SigningStatusResponse, await me.get('signing-status')).data).toMatchObject({ status: 'completed', policy_id: confirmed.policy_id });
    expect(decoded(ReceiptResponse, await me.get('get-receipt')).data.policy_id).toBe(confirmed.policy_id);
    expect(refused(await http(server.url, 'GET', `/api/v1/signing/review?token=${encodeURIComponent(token)}`, { cookie: phone }), 404)).toEqual({ token: Messages.signingLinkInvalid });
    await receiptTo('remote.signer@example.com');

    const journal = await server.db.query<{ actor: string; type: string; outcome: string }>('SELECT actor, type, outcome FROM enrollment_events WHERE enrollment_id = $1 ORDER BY id', [me.enrollmentId]);
    const bySigner = journal.filter((e) => e.actor.startsWith('signer:') && e.outcome === 'ok').map((e) => e.type);
    expect(bySigner).toEqual(['open-signing-link', 'save-agreement-info', 'save-review-info']);
    expect(journal.find((e) => e.type === 'send-signing-link' && e.outcome === 'ok')?.actor).toMatch(/^session:/);
    const consent = (await verifyEnrollmentConsent(server.db, consentSeal(server.keys.idTokenSecret), me.enrollmentId))!;
    expect(consent.check.ok).toBe(true);
    expect(new Set(consent.records.map((r) => r.signerRole))).toEqual(new Set(['applicant-remote']));
    expect(consent.records.every((r) => r.evidence.link_id !== undefined)).toBe(true);
  });

  it('answers 404 to another session on every read and save of the second part', async () => {
    const me = shopper(await startEnrollment(server));
    const other = await stranger();
    const theirs = shopper(asShopper(server, other.cookie, me.enrollmentId));
    for (const call of enrollmentCalls(theirs)) {
      const answer = await call();
      expect(answer.status, answer.text).toBe(404);
      expect(decode(ErrorEnvelope, answer.body).ok).toBe(true);
    }
    // And to no session at all.
    for (const call of enrollmentCalls(shopper(asShopper(server, undefined, me.enrollmentId)))) expect((await call()).status).toBe(404);
  });

  it('keeps no live resume code and no signing link in clear anywhere in the database, though the mail arrives with them (issue 19, section 3)', async () => {
    // A rep's enrollment ready to sign: saved for later (a resume code mailed), then a signing link mailed.
    const rep = await signIn(server, JORDAN.email, JORDAN.password);
    const me = shopper(await startEnrollment(server, {}, rep));
    await shopAndCheckOut(me, ['121'], 'rep');
    await fillPersonalAndContact(me, { email_address: 'dump.member@example.com', phone_number: '2145550116' });
    expect((await me.post('save-billing-info', CARD)).status).toBe(200);
    expect((await me.post('save-enrollment', { tab: 'primary_info', email: 'dump.later@example.com' })).status).toBe(200);
    expect((await me.post('send-signing-link', { email: 'dump.signer@example.com' })).status).toBe(200);
    const code = mailCode((await mailTo('dump.later@example.com', 'Your enrollment code')).text);
    const token = /\/sign\/(sgn1\.\S+)/.exec((await mailTo('dump.signer@example.com', 'Please review and sign')).text)![1]!;

    // Every text and JSON column of every table, as a dump would hold it.
    const columns = await server.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = current_schema() AND c.data_type IN ('text', 'jsonb', 'json', 'character varying', 'character', 'ARRAY', 'bytea')`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(expect.arrayContaining(['outbox.text_body', 'outbox.html_body', 'enrollment_events.payload']));
    let dump = '';
    for (const { table_name: table, column_name: column } of columns) {
      const [values] = await server.db.query<{ v: string | null }>(`SELECT string_agg("${column}"::text, E'\n') AS v FROM "${table}"`);
      dump += `${values?.v ?? ''}\n`;
    }
    expect(dump).toContain('dump.signer@example.com');
    // Every code and signing link this server mailed, this test's and the earlier ones'.
    const mailed = smtp.received.map((m) => m.text);
    const secrets = [code, token, ...mailed.flatMap((text) => [...text.matchAll(/Code: (\S+)/g), ...text.matchAll(/(sgn1\.\S+)/g)].map((m) => m[1]!))];
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    for (const secret of new Set(secrets)) {
      expect(dump.includes(secret), `${secret.slice(0, 8)}… in clear`).toBe(false);
      if (secret.includes('-')) expect(dump.includes(secret.replace(/-/g, '')), `${secret.slice(0, 8)}… without dashes`).toBe(false);
    }
    expect(dump).not.toContain('sgn1.');
  });
});

// Two confirmations of one person at once, on a server with several connections: the lock on the address makes the
// second wait for the first and then find the address a member's.
describe.runIf(await postgresSuiteEnabled('confirmations at once'))('two confirmations of one person at once on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres', { now: () => new Date('2026-11-21T12:00:00Z') });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('files one member: one confirmation goes through, the other is refused "Email Already Exists."', async () => {
    const rep = await signIn(server, JORDAN.email, JORDAN.password);
    const contact = { email_address: 'at.once@example.com', phone_number: '2145550188' };
    const both = [await repEnrollmentAtReview(server, rep, contact), await repEnrollmentAtReview(server, rep, contact)];
    const answers = await Promise.all(both.map((me) => me.post('save-review-info', { first_enroll: '1' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(fieldsOfError(answers.find((a) => a.status === 422)!)).toEqual({ email_address: Messages.emailAlreadyExists });
    expect(await server.db.query('SELECT user_id FROM members WHERE lower(email) = $1', [contact.email_address])).toHaveLength(1);
  });
});
