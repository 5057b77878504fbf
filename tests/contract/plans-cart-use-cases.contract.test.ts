import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { apiClient, httpCart, httpFilterGateway, httpGroupCode, httpPlanDetails, httpPlanQuestions, httpQuotes } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport, type CookieJar } from '@benefit-store/adapters-http/node';
import { Messages, type CalendarDate, type DomainError } from '@benefit-store/domain';
import {
  addPlanToCart,
  answerAflacQuestions,
  answerPlanQuestions,
  checkOutCart,
  enterGroupCode,
  loadAflacQuestions,
  loadCart,
  loadCheckoutTabs,
  loadDependentsInfo,
  loadEffectiveDates,
  loadGroupEnrollmentInfo,
  loadPlanQuestions,
  loadSideFilters,
  memorySessionStore,
  openPlanDetail,
  previewQuote,
  pricePlan,
  removePlanFromCart,
  saveDependentsInfo,
  sendQuote,
  startCheckout,
  submitQuoteFilter,
  type SessionStore,
} from '@benefit-store/ports';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The use cases the web app and the CLI call, over the HTTP adapters, against the running server: every
 * answer decoded with the contract's codecs and turned into the application's values.
 */
const NOW = new Date('2026-11-21T12:00:00Z');
const TODAY: CalendarDate = { year: 2026, month: 11, day: 21 };
const clock = { today: () => TODAY };

let server: TestServer;
let smtp: TestSmtp;

const shopperOf = (jar: CookieJar = cookieJar(), session: SessionStore = memorySessionStore()) => {
  const api = apiClient(undiciTransport(server.url, jar));
  const deps = {
    plans: httpPlanDetails(api),
    questions: httpPlanQuestions(api),
    cart: httpCart(api),
    groups: httpGroupCode(api),
    quotes: httpQuotes(api),
    filters: httpFilterGateway(api),
    session,
    clock,
  };
  return { deps, session, jar };
};

const quote = (deps: ReturnType<typeof shopperOf>['deps'], tier = 'IO') =>
  submitQuoteFilter(deps)({ zip: '75001', dob: '01/15/1985', gender: '0', tier });

const fieldsOf = (error: DomainError) => (error.kind === 'validation' ? error.fields : {});

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer('pglite', { now: () => NOW, smtpUrl: smtp.url });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('plans, cart and quotes through the use cases', () => {
  it('opens plans with their price or banner, follows changePid, and gates on questions', async () => {
    const { deps, session } = shopperOf();
    expect((await openPlanDetail(deps)('101'))._unsafeUnwrap().price).toEqual({ kind: 'not-priced', outcome: { kind: 'flag', code: 'enrollmentIdError' } });
    (await quote(deps))._unsafeUnwrap();
    expect((await loadSideFilters(deps)())._unsafeUnwrap().map((c) => c.key)).toContain('medical');

    const replaced = (await openPlanDetail(deps)('109'))._unsafeUnwrap();
    expect(replaced.detail.planId).toBe('101');
    expect(replaced.price).toMatchObject({ kind: 'priced', planId: '101', options: [{ price: 36_566 }] });
    expect(session.enrollment.get('planId')).toBe('101');
    expect(replaced.checks?.inCart).toBe(false);

    const life = (await openPlanDetail(deps)('141'))._unsafeUnwrap();
    expect(life.price).toEqual({ kind: 'not-priced', outcome: { kind: 'banner', code: 'smokerError', message: Messages.smokerError, remedy: 'tobacco-usage' } });
    const income = (await pricePlan(deps)('201'))._unsafeUnwrap();
    expect(income).toMatchObject({ kind: 'not-priced', outcome: { code: 'salaryError', remedy: 'annual-income' } });

    const asked = (await loadPlanQuestions(deps)('171'))._unsafeUnwrap().questions;
    expect(fieldsOf((await answerPlanQuestions(deps)('171', asked, []))._unsafeUnwrapErr())).toEqual({ answers: Messages.answerAllQuestions });
    const checkbox = asked.find((q) => q.subType === 'checkbox')!;
    const answers = asked.map((q) =>
      q === checkbox ? { questionId: q.questionId, yesNo: '1', checkboxAnswers: [checkbox.options[0]!.optionId] } : { questionId: q.questionId, yesNo: '0' },
    );
    expect((await answerPlanQuestions(deps)('171', asked, answers))._unsafeUnwrap()).toEqual({ kind: 'declined', message: Messages.questionsDeclined });
    const fixed = (await loadPlanQuestions(deps)('132'))._unsafeUnwrap().questions;
    expect((await answerPlanQuestions(deps)('132', fixed, fixed.map((q) => ({ questionId: q.questionId, yesNo: '0' }))))._unsafeUnwrap().kind).toBe('accepted');

    expect((await loadAflacQuestions(deps)('101'))._unsafeUnwrap()).toEqual([]);
    const aflac = (await loadAflacQuestions(deps)('221'))._unsafeUnwrap();
    const gate = (await answerAflacQuestions(deps)('221', Object.fromEntries(aflac.map((q) => [q.qid, 1 as const]))))._unsafeUnwrap();
    expect(gate.canAddToCart).toBe(true);
  });

  it('adds to the cart (offer, blackout, membership pair), removes, checks out and loads the wizard tabs', async () => {
    const { deps, session } = shopperOf();
    (await quote(deps))._unsafeUnwrap();
    const priceOf = async (planId: string) => {
      const view = (await pricePlan(deps)(planId))._unsafeUnwrap();
      if (view.kind !== 'priced') throw new Error(`${planId} not priced`);
      return view.options[0]!.pricingId;
    };

    const added = (await addPlanToCart(deps)({ planId: '101', pricingId: await priceOf('101') }))._unsafeUnwrap();
    expect(added.kind === 'added' && added.offer?.planId).toBe('151');
    expect(session.quote.get('cartCount')).toBe('1');

    expect((await addPlanToCart(deps)({ planId: '194', pricingId: await priceOf('194') }))._unsafeUnwrap()).toEqual({
      kind: 'refused',
      refusal: { code: 'blackout', message: Messages.planInBlackout('Everwell Travel Assist') },
    });

    const page = (await openPlanDetail(deps)('143'))._unsafeUnwrap();
    const membership = page.checks!.membership!;
    expect(membership.price).toBe(500);
    const pair = (await addPlanToCart(deps)({ planId: '143', pricingId: await priceOf('143'), membership: { planId: membership.planId, pricingId: membership.pricingId } }))._unsafeUnwrap();
    expect(pair.kind === 'added' && pair.cart.lines.map((l) => l.planId)).toEqual(['101', '901', '143']);

    const cart = (await loadCart(deps)())._unsafeUnwrap();
    expect(cart.administrativeFeeNotice).toBe(true);
    expect(cart.recurring).toBe(cart.lines.reduce((sum, l) => sum + l.price, 0));
    expect(fieldsOf((await removePlanFromCart(deps)({ planId: '901', pricingId: membership.pricingId }))._unsafeUnwrapErr())).toEqual({ plan_id: Messages.planNotRemovable });
    const smaller = (await removePlanFromCart(deps)(cart.lines.find((l) => l.planId === '143')!))._unsafeUnwrap();
    // The membership leaves with the last plan that needed it (docs/adr/0613), and the cart says so.
    expect(smaller.lines.map((l) => l.planId)).toEqual(['101']);
    expect(smaller.notices.map((n) => [n.planId, n.change])).toEqual([['901', 'removed']]);
    expect(session.quote.get('cartCount')).toBe('1');

    const upsells = (await startCheckout(deps)())._unsafeUnwrap().upsells;
    expect(upsells.map((u) => u.planId)).toEqual(['142', '123']);
    expect(upsells[1]?.second?.planId).toBe('112');

    const { dates, chosen } = (await loadEffectiveDates(deps)())._unsafeUnwrap();
    expect(chosen).toBe(dates[0]);
    expect(fieldsOf((await checkOutCart(deps)('', 'applicant'))._unsafeUnwrapErr())).toEqual({ effective_date: Messages.fieldRequired });
    expect((await checkOutCart(deps)(dates[1]!, 'applicant'))._unsafeUnwrap()).toEqual({ effectiveDate: dates[1], type: 'applicant' });
    expect(session.enrollment.get('effectiveDate')).toBe(dates[1]);
    // Back on the cart after checkout, the date checkout recorded is the chosen one, not the earliest.
    expect((await loadEffectiveDates(deps)())._unsafeUnwrap().chosen).toBe(dates[1]);
    const tabs = (await loadCheckoutTabs(deps)())._unsafeUnwrap();
    expect(tabs.find((t) => t.tabName === 'primary_info')?.required).toBe(true);
  });

  it('keeps the dependents dialog and the group code with their messages', async () => {
    const { deps, session } = shopperOf();
    (await quote(deps, 'IF'))._unsafeUnwrap();
    expect(fieldsOf((await saveDependentsInfo(deps)({ spouseDob: '', children: '9' }))._unsafeUnwrapErr())).toEqual({
      dep_dob: Messages.fieldRequired,
      no_of_children: Messages.fieldRequired,
    });
    expect((await saveDependentsInfo(deps)({ spouseDob: '03/04/1986', children: '2' }))._unsafeUnwrap()).toEqual({ spouseDob: '03/04/1986', children: 2 });
    expect((await loadDependentsInfo(deps)())._unsafeUnwrap()).toEqual({ spouseDob: '03/04/1986', children: 2 });

    expect((await loadGroupEnrollmentInfo(deps)('105'))._unsafeUnwrap()).toEqual({ groupEnrollment: true, captureGroupCode: true });
    expect(fieldsOf((await enterGroupCode(deps)(''))._unsafeUnwrapErr())).toEqual({ group_code: Messages.fieldRequired });
    expect(fieldsOf((await enterGroupCode(deps)('NOPE'))._unsafeUnwrapErr())).toEqual({ group_code: Messages.invalidGroupEnrollmentCode });
    const joined = (await enterGroupCode(deps)('ACME2024'))._unsafeUnwrap();
    expect(joined.portalId).toBe('503');
    expect([session.site.get('gcode'), session.enrollment.get('enrollType')]).toEqual([joined.code, 'new-group-member']);
  });

  it("previews and sends a rep's quote; the message arrives at the SMTP server", async () => {
    const jar = cookieJar();
    const login = await request(`${server.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' }),
    });
    expect(login.statusCode).toBe(200);
    jar.store(login.headers['set-cookie']);
    const { deps } = shopperOf(jar, memorySessionStore({ signIn: { eprocess: 'rep' } }));
    (await quote(deps))._unsafeUnwrap();
    const view = (await pricePlan(deps)('111'))._unsafeUnwrap();
    if (view.kind !== 'priced') throw new Error('111 not priced');
    (await addPlanToCart(deps)({ planId: '111', pricingId: view.options[0]!.pricingId }))._unsafeUnwrap();

    expect(fieldsOf((await sendQuote(deps)({ name: 'Sam', email: 'nope' }))._unsafeUnwrapErr())).toEqual({ email: Messages.invalidEmailAddress });
    const preview = (await previewQuote(deps)({ name: 'Sam Lee', email: 'sam@example.com', message: 'See you' }))._unsafeUnwrap();
    expect(preview.html).toContain('SmileWell Dental Plus');
    const before = smtp.received.length;
    expect((await sendQuote(deps)({ name: 'Sam Lee', email: 'sam@example.com', message: 'See you' }))._unsafeUnwrap()).toBe(Messages.quoteSent('sam@example.com'));
    const mail = (await smtp.waitFor(before + 1, 20_000)).at(-1)!;
    expect(mail.html).toContain(preview.html);
  });
});
