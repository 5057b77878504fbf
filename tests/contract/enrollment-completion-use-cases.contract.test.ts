import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, httpFilterGateway, httpWizardGateway } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import {
  confirmRemotely,
  continueEnrollment,
  loadAgreementStep,
  loadBillingStep,
  loadReceipt,
  loadReviewStep,
  loadSigningReview,
  loadSigningStatus,
  lookUpRoutingNumber,
  memorySessionStore,
  openSigningLink,
  resumeDirect,
  saveAgreement,
  saveBilling,
  saveForLater,
  saveReview,
  sendSigningLink,
  signRemotely,
  submitQuoteFilter,
  type Clock,
} from '@benefit-store/ports';
import { calendarDateOf, Messages } from '@benefit-store/domain';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { asShopper } from '../support/wizard-journey.ts';
import { EFT, fillPersonalAndContact, JORDAN, mailCode, SECRETS, shopAndCheckOut, SIGNATURE, signIn } from '../support/enrollment-finish.ts';

/**
 * The second part's use cases driven without React, as the CLI's scripted enrollment drives them: real HTTP
 * adapters decoding every answer, a memory session store, a pinned clock. The steps before billing go over the
 * bare wire (their use cases have their own suite).
 */
const NOW = new Date('2026-11-21T12:00:00Z');
const clock: Clock = { today: () => calendarDateOf(NOW) };
const NAV = ['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info'];

describe('wizard part 2 use cases over HTTP (no React)', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer('pglite', { now: () => NOW, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** A client: its cookie jar, session store and use-case dependencies; optionally signed in already. */
  const client = (cookie?: string) => {
    const jar = cookieJar(cookie ? Object.fromEntries([cookie.split('=') as [string, string]]) : {});
    const api = apiClient(undiciTransport(server.url, jar));
    const session = memorySessionStore({ enrollment: { navArray: JSON.stringify(NAV) } });
    const deps = { wizard: httpWizardGateway(api), session, clock, filters: httpFilterGateway(api) };
    const wire = () => asShopper(server, jar.header(), session.quote.get('tempId')!);
    return { jar, session, deps, wire };
  };
  const mailTo = async (email: string, subject: string) => {
    await server.mail?.drain();
    const found = () => smtp.received.find((m) => m.subject.startsWith(subject) && m.rcptTo.some((to) => to.toLowerCase() === email));
    await expect.poll(() => found() !== undefined, { timeout: 20_000 }).toBe(true);
    return found()!;
  };
  const startQuote = async (c: ReturnType<typeof client>) =>
    (await submitQuoteFilter(c.deps)({ zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', isSmoker: '0' } as never))._unsafeUnwrap();

  it('walks billing by EFT, agreement, review and the receipt, and resumes a billing step saved for later in another client', async () => {
    const me = client();
    await startQuote(me);
    await shopAndCheckOut(me.wire(), ['111']);
    await fillPersonalAndContact(me.wire(), { email_address: 'usecase.payer@example.com', phone_number: '2145550115' });

    const step = (await loadBillingStep(me.deps)())._unsafeUnwrap();
    expect(step).toMatchObject({ choice: { options: ['cc', 'eft'], selected: 'cc', locked: false }, defaultBillDate: 28, banks: [], cards: [], saved: undefined });
    expect(step.billDates.at(-1)).toEqual({ value: 28, label: '28th of month' });
    expect(step.expiryYears[0]).toBe(2026);
    expect(step.fields.map((f) => f.name)).toContain('routing_number');

    expect((await lookUpRoutingNumber(me.deps)('1110'))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { routing_number: Messages.routingNumberLength } });
    expect((await lookUpRoutingNumber(me.deps)('011000015'))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { routing_number: Messages.routingNumberNotFound } });
    const bank = (await lookUpRoutingNumber(me.deps)('121000248'))._unsafeUnwrap();
    expect(bank.bankName).toBe('WELLS FARGO BANK, NA');

    // Save & Continue Later on billing, then Continue enrollment in another client.
    (await saveForLater(me.deps)({ tab: 'payment_info', email: 'usecase.payer@example.com', data: { payment_method: 'eft', routing_number: '121000248' } }))._unsafeUnwrap();
    const code = mailCode((await mailTo('usecase.payer@example.com', 'Your enrollment code')).text);
    const other = client();
    const resumed = (await continueEnrollment(other.deps)(code, 'usecase.payer@example.com'))._unsafeUnwrap();
    expect(resumed.target).toMatchObject({ path: '/enrollment/billing-information', tab: 'billing_info' });
    expect([other.session.enrollment.get('tier'), other.session.enrollment.get('state'), other.session.enrollment.get('effectiveDate')]).toEqual(['IO', 'TX', resumed.resumed.effectiveDate]);
    const again = (await loadBillingStep(other.deps)())._unsafeUnwrap();
    expect(again.saved).toMatchObject({ status: 'draft', data: { payment_method: 'eft', routing_number: '121000248' } });
    // direct-continue opens it for this client, which holds it now, at the link's tab.
    const encoded = [other.session.quote.get('tempId')!, 'aggrement_info'].map((v) => Buffer.from(v).toString('base64'));
    const direct = (await resumeDirect(other.deps)(encoded[0]!, encoded[1]!))._unsafeUnwrap();
    expect(direct.target).toMatchObject({ path: '/enrollment/agreement-signature' });
    expect((await resumeDirect(me.deps)(encoded[0]!, encoded[1]!))._unsafeUnwrapErr().kind).toBe('not-found');

    const noDetails = await saveBilling(other.deps)({ method: 'eft', eft: { ...EFT, account_number: '12' } }, again.screen);
    expect(noDetails._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { account_number: Messages.accountNumberLength } });
    const billed = (await saveBilling(other.deps)({ method: 'eft', eft: { ...EFT, account_number: SECRETS.otherAccount }, billDate: '10' }, again.screen))._unsafeUnwrap();
    expect(billed.saved).toMatchObject({ payment_method: 'eft', account_number: 'xxxxx1234' });
    expect(billed.next.target).toMatchObject({ kind: 'step', step: { tab: 'agreement_info' } });

    const agreement = (await loadAgreementStep(other.deps)())._unsafeUnwrap();
    expect(agreement).toMatchObject({ signerMode: 'sigapplicant', allChecked: false });
    expect(agreement.texts.map((t) => t.key)).toEqual(['application-accuracy', 'plan-terms', 'eft-authorization', 'electronic-signature']);
    const entry = { texts: agreement.texts, checked: agreement.texts.map(() => true), signerMode: agreement.signerMode, answer: '01/15/1985', userName: 'Dana Rivera' };
    expect((await saveAgreement(other.deps)({ ...entry, checked: [true, false, true, true] }, agreement.screen))._unsafeUnwrapErr()).toEqual({
      kind: 'validation',
      fields: { 'agreement.1': Messages.agreementRequired, signature: Messages.signatureRequired },
    });
    const signed = (await saveAgreement(other.deps)({ ...entry, signature: SIGNATURE }, agreement.screen))._unsafeUnwrap();
    expect(signed.signed).toMatchObject({ signerRole: 'applicant', accepted: agreement.texts.map((t) => t.hash) });
    expect(signed.next.target).toMatchObject({ step: { tab: 'review_info' } });

    const review = (await loadReviewStep(other.deps)())._unsafeUnwrap();
    expect(review.cards).toEqual(['primary_info', 'contact_info', 'billing_info', 'agreement_info']);
    expect(review.plans).toEqual([{ name: 'SmileWell Dental Plus', price: '$32.50' }]);
    expect(review.summary.sections.billing_info).toMatchObject({ status: 'saved', data: { account_number: 'xxxxx1234' } });
    other.session.enrollment.set('isSpouseEnrollAccept', 'false');
    const done = (await saveReview(other.deps)('Thanks', review.screen))._unsafeUnwrap();
    expect(done.next.target).toEqual({ kind: 'receipt' });
    expect(done.receipt.policyId).toMatch(/^POL-/);
    expect([other.session.enrollment.get('isSpouseEnrollAccept'), other.session.quote.get('cartCount')]).toEqual([undefined, '0']);

    const page = (await loadReceipt(other.deps)())._unsafeUnwrap();
    expect(page).toMatchObject({ receipt: { policyId: done.receipt.policyId, name: 'Dana Rivera', callInvoice: true }, invoice: { policyId: done.receipt.policyId, amount: 3250 }, returnTo: '/member-home' });
    expect(other.session.quote.get('tempId')).toBeUndefined();
  });

  it('sends a signing link as the rep and signs and confirms it as the member', async () => {
    const repCookie = await signIn(server, JORDAN.email, JORDAN.password);
    const rep = client(repCookie);
    rep.session.signIn.set('eprocess', 'rep');
    await startQuote(rep);
    await shopAndCheckOut(rep.wire(), ['112'], 'rep');
    await fillPersonalAndContact(rep.wire(), { email_address: 'usecase.signer@example.com', phone_number: '2145550116' });
    (await saveBilling(rep.deps)({ method: 'eft', eft: EFT }, (await loadBillingStep(rep.deps)())._unsafeUnwrap().screen))._unsafeUnwrap();
    expect((await sendSigningLink(rep.deps)('nope'))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { email: Messages.enterValidEmail } });
    expect((await sendSigningLink(rep.deps)('usecase.signer@example.com'))._unsafeUnwrap().sentTo).toBe('u***@example.com');
    expect((await loadSigningStatus(rep.deps)())._unsafeUnwrap().state).toBe('sent');
    const token = /\/sign\/(sgn1\.\S+)/.exec((await mailTo('usecase.signer@example.com', 'Please review and sign')).text)![1]!;

    const member = client();
    expect((await openSigningLink(member.deps)(token, ''))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { birthdate: Messages.fieldRequired } });
    expect((await openSigningLink(member.deps)(token, '01/15/1985'))._unsafeUnwrap()).toMatchObject({ name: 'Dana', steps: ['review_info', 'agreement_info'] });
    const page = (await loadSigningReview(member.deps)(token))._unsafeUnwrap();
    expect(page).toMatchObject({ form: { signerMode: 'sigapplicant' }, allChecked: false, firstMonthTotal: '$19.95', cards: ['primary_info', 'contact_info', 'billing_info', 'agreement_info'] });
    const signed = (await signRemotely(member.deps)(token, { texts: page.texts, checked: page.texts.map(() => true), signerMode: 'sigapplicant', answer: '01/15/1985', userName: 'Dana Rivera', signature: SIGNATURE }))._unsafeUnwrap();
    expect(signed.signerRole).toBe('applicant-remote');
    expect((await loadSigningStatus(rep.deps)())._unsafeUnwrap().state).toBe('signed');
    const receipt = (await confirmRemotely(member.deps)(token))._unsafeUnwrap();
    expect((await loadSigningStatus(rep.deps)())._unsafeUnwrap()).toMatchObject({ state: 'completed', policyId: receipt.policyId });
  });
});
