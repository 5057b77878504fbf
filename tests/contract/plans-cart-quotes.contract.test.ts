import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { cookieJar, type CookieJar } from '@benefit-store/adapters-http/node';
import { AppClientHeader,
  BenefitServiceRoutes,
  CartCheckoutResponse,
  CartRoutes,
  CheckAlreadyAnsweredResponse,
  CheckDisabilityPlanResponse,
  CheckPrudentialPlanResponse,
  CodedError,
  ErrorEnvelope,
  GetAflacQuestionsResponse,
  GetCartEffectiveDatesResponse,
  GetCartNumberResponse,
  GetDynamicTabsResponse,
  GetFilteredPlansResponse,
  GetLeftSideFilterFieldsResponse,
  GetMembershipDetailResponse,
  GetMenuFilteredPlansResponse,
  GetPlanCartResponse,
  GetPlanCategoryResponse,
  GetPlanDetailResponse,
  GetPlanPricingDetailElevateResponse,
  GetPlanPricingDetailResponse,
  GetQuestionsResponse,
  GetQuotePreviewContentResponse,
  GetRelatedPlansResponse,
  GetSuggestedPlanListNewResponse,
  GetSuggestedPlanListResponse,
  GetTempDependentInfoResponse,
  GroupEnrollmentInfoResponse,
  OpenQuoteLinkResponse,
  PlanRoutes,
  QuoteRoutes,
  Routes,
  SaveAflacQuestionsResponse,
  SaveEnrollmentRoutes,
  SaveQuestionAnswersResponse,
  SaveQuoteResponse,
  SaveScreenshotResponse,
  SetEnrollmentGroupCodeResponse,
  ShellRoutes,
  StatusResponse,
  decode,
  routePath,
  type Route,
  type WireQuestion,
} from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

/**
 * Doc 001 section 7 against the running server: filter -> plans and side filters -> plan detail and every
 * pricing banner of section 8 -> questions (decline and pass, aflac-type) -> cart (offer, blackout,
 * membership pair, riders) -> effective dates -> checkout -> dynamic tabs; a rep's quote previewed and
 * delivered to a real SMTP server; and another session gets 404 for all of this enrollment's calls.
 */
const NOW = new Date('2026-11-21T12:00:00Z');
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('plans-cart-quotes contract')) ? (['postgres'] as const) : [])];

interface Visitor {
  readonly jar: CookieJar;
}
const visitorOf = (): Visitor => ({ jar: cookieJar() });

let server: TestServer;
let smtp: TestSmtp;
/** The server's clock: NOW, but for a test that lets time pass (and puts it back). */
let clock = NOW;

/** One exchange on the wire; the visitor's jar keeps the cookies the server sets. */
const call = async (
  route: Route,
  options: { query?: Record<string, string>; body?: unknown; params?: Record<string, string>; as?: Visitor } = {},
) => {
  const search = new URLSearchParams(options.query ?? {}).toString();
  const cookie = options.as?.jar.header();
  const response = await request(`${server.url}${routePath(route, options.params)}${search ? `?${search}` : ''}`, {
    method: route.method,
    // As the app's clients do (api-client): remove-plan-from-cart, a GET, is refused without it.
    headers: { [AppClientHeader.name]: AppClientHeader.value, ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  options.as?.jar.store(response.headers['set-cookie']);
  const text = await response.body.text();
  return { status: response.statusCode, text, body: text ? (JSON.parse(text) as unknown) : null };
};

const decoded = <A>(codec: Parameters<typeof decode<A>>[0], answer: { status: number; body: unknown }): A => {
  const result = decode(codec, answer.body);
  if (!result.ok) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}\n${result.problems.join('\n')}`);
  return result.value;
};

const expectFieldError = (answer: { status: number; body: unknown }, status: number, target: string, message?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const envelope = decoded(ErrorEnvelope, answer);
  expect(envelope.data.map((e) => e.target_element)).toContain(target);
  if (message) expect(envelope.data.find((e) => e.target_element === target)?.error_message).toBe(message);
};

const expectCoded = (answer: { status: number; body: unknown }, errorCode: string, message?: string) => {
  const coded = decoded(CodedError, answer);
  expect(coded.errorCode).toBe(errorCode);
  // The same body is an ordinary field-error envelope for clients that know no codes.
  expect(decode(ErrorEnvelope, answer.body).ok).toBe(true);
  if (message) expect(coded.message).toBe(message);
  return coded;
};

const startQuote = async (as: Visitor, overrides: Record<string, string> = {}): Promise<string> => {
  const started = await call(Routes.addFilterForNewUser, {
    body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', eprocess: 'applicant', type: 'new-member', ...overrides },
    as,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
};

const pricing = (as: Visitor, enrollmentId: string, pid: string) => call(PlanRoutes.getPlanPricingDetail, { query: { pid, enrollment_id: enrollmentId }, as });
const cheapest = async (as: Visitor, enrollmentId: string, pid: string) =>
  decoded(GetPlanPricingDetailResponse, await pricing(as, enrollmentId, pid)).data.plans[0]!.ppid;
const addToCart = (as: Visitor, enrollment_id: string, plan_id: string, plan_pricing_id: string) =>
  call(CartRoutes.addPlanToCart, { body: { enrollment_id, plan_id, plan_pricing_id }, as });
const cartOf = async (as: Visitor, enrollment_id: string) => decoded(GetPlanCartResponse, await call(CartRoutes.getPlanCart, { query: { enrollment_id }, as })).data;

const answersFor = (questions: readonly WireQuestion[], yes: (q: WireQuestion) => boolean = () => false) =>
  questions.map((q) => ({ question_id: q.question_id, yes_no_flag: yes(q) ? '1' : '0' }));

describe.each(backends)('plans, questions, cart, checkout and quotes (%s)', (backend) => {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(backend, { now: () => clock, smtpUrl: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('lists categories, side filters, menu plans and the plans a quote qualifies for, priced for the person', async () => {
    const shopper = visitorOf();
    const tempId = await startQuote(shopper);
    const categories = decoded(GetPlanCategoryResponse, await call(PlanRoutes.getPlanCategory)).data.result;
    expect(categories.map((c) => c.key)).toEqual(expect.arrayContaining(['medical', 'term_life', 'limitedmed']));
    expect(categories.find((c) => c.key === 'limitedmed')?.value).toBe('Limited Med Plans');

    const side = decoded(GetLeftSideFilterFieldsResponse, await call(PlanRoutes.getLeftSideFilterFields, { query: { enrollment_id: tempId }, as: shopper }));
    expect(side.data.result.categories.map((c) => c.key)).toEqual(expect.arrayContaining(['medical', 'dental', 'term_life']));

    const medical = decoded(GetFilteredPlansResponse, await call(Routes.getFilteredPlans, { query: { enrollment_id: tempId, categories: 'medical' }, as: shopper }));
    const premier = medical.data.result.find((p) => p.plan_id === '101');
    expect(premier).toMatchObject({ plan_type: 'MM', plan_price: 365.66 });
    expect(medical.data.result.every((p) => p.plan_category === 'medical')).toBe(true);
    expect(medical.data.result.some((p) => p.plan_id === '105')).toBe(false); // portal-bound

    // A family quote gets no term life (IO only): the page then says 'Plans are available for IO tier only'.
    const family = visitorOf();
    const familyId = await startQuote(family, { tier: 'IF' });
    const termLife = decoded(GetFilteredPlansResponse, await call(Routes.getFilteredPlans, { query: { enrollment_id: familyId, categories: 'term_life' }, as: family }));
    expect(termLife.data.result).toEqual([]);

    const menu = decoded(GetMenuFilteredPlansResponse, await call(PlanRoutes.getMenuFilteredPlans, { query: { category: 'medical' } }));
    expect(menu.data.result.map((p) => p.plan_id)).toContain('101');
    expect(menu.data.result.map((p) => p.plan_id)).not.toContain('105');
    expect(decoded(GetMenuFilteredPlansResponse, await call(PlanRoutes.getMenuFilteredPlans, { query: { category: 'medical', portal_id: '503' } })).data.result.map((p) => p.plan_id)).toContain('105');
    expectFieldError(await call(PlanRoutes.getMenuFilteredPlans, { query: {} }), 422, 'category', Messages.fieldRequired);

    const elevate = decoded(GetPlanPricingDetailElevateResponse, await call(PlanRoutes.getPlanPricingDetailElevate, { query: { enrollment_id: tempId }, as: shopper }));
    expect(elevate.data.result.find((p) => p.plan_id === '101')?.plan_price).toBe(365.66);
  });

  it('answers plan detail, the membership content and every pricing banner of section 8', async () => {
    const shopper = visitorOf();
    const tempId = await startQuote(shopper);
    const detail = decoded(GetPlanDetailResponse, await call(PlanRoutes.getPlanDetail, { params: { id: '101' } })).data;
    expect(detail).toMatchObject({ plan_id: '101', plan_name: 'Premier Health PPO', plan_type: 'MM', group_enrollment: true });
    expect(detail.plan_desc.body_text.length).toBeGreaterThan(0);
    expect(decoded(GetPlanDetailResponse, await call(PlanRoutes.getPlanDetail, { params: { id: '171' } })).data.has_questions).toBe(true);
    expectFieldError(await call(PlanRoutes.getPlanDetail, { params: { id: 'nope' } }), 404, 'id');
    const membership = decoded(GetMembershipDetailResponse, await call(PlanRoutes.getMembershipDetail)).data;
    expect([membership.plan_id, Number(membership.plan_price)]).toEqual(['901', 5]);

    const priced = decoded(GetPlanPricingDetailResponse, await pricing(shopper, tempId, '101')).data;
    expect(priced.plans[0]).toMatchObject({ plan_price: 365.66 });
    expect(decoded(GetPlanPricingDetailResponse, await pricing(shopper, tempId, '113')).data.plans.map((o) => o.plan_price)).toEqual([41, 59.45]);

    expect(expectCoded(await pricing(shopper, tempId, '109'), 'changePid').pid).toBe('101');
    expectCoded(await pricing(shopper, tempId, '141'), 'smokerError', Messages.smokerError);
    expectCoded(await pricing(shopper, tempId, '114'), 'tierError', Messages.tierError);
    expectCoded(await pricing(shopper, tempId, '105'), 'portalError', Messages.planNotInPortal);
    expectCoded(await pricing(shopper, tempId, '201'), 'salaryError', Messages.salaryError);
    expect((await pricing(shopper, tempId, 'nope')).status).toBe(404);

    // The Annual Income modal, then the hours, then the Tobacco Usage answer: each clears its banner.
    const change = (body: Record<string, string>) => call(Routes.changeFilterInfo, { params: { tempId }, body, as: shopper });
    expect((await change({ annual_incode: '45000' })).status).toBe(200);
    expectCoded(await pricing(shopper, tempId, '201'), 'hourError', Messages.hourError);
    expect((await change({ working_hours: '40' })).status).toBe(200);
    expect((await pricing(shopper, tempId, '201')).status).toBe(200);
    expect((await change({ is_smoker: '0' })).status).toBe(200);
    expect(decoded(GetPlanPricingDetailResponse, await pricing(shopper, tempId, '141')).data.plans.length).toBe(3);

    const disability = decoded(CheckDisabilityPlanResponse, await call(PlanRoutes.checkDisabilityPlan, { query: { enrollment_id: tempId, plan_id: '201' }, as: shopper }));
    expect(disability.data).toEqual({ status: true, annual_income: true, working_hours: true });

    // Basic info elsewhere: New York, Houston, a DOB of 1955, a spouse of 1955.
    const elsewhere = async (overrides: Record<string, string>, pid: string, code: string, message: string) => {
      const v = visitorOf();
      const id = await startQuote(v, overrides);
      expectCoded(await pricing(v, id, pid), code, message);
      return { v, id };
    };
    await elsewhere({ zip: '10001' }, '102', 'stateError', Messages.stateError);
    await elsewhere({ zip: '77002' }, '104', 'metError', Messages.metError);
    await elsewhere({ dob: '01/15/1955' }, '201', 'ageError', Messages.ageError);

    const couple = visitorOf();
    const coupleId = await startQuote(couple, { tier: 'IS' });
    const prudential = decoded(CheckPrudentialPlanResponse, await call(PlanRoutes.checkPrudentialPlan, { query: { enrollment_id: coupleId, plan_id: '103' }, as: couple }));
    expect(prudential.data).toMatchObject({ status: false, depdob: true });
    expectFieldError(await call(PlanRoutes.storeTempDependentInfo, { body: { enrollment_id: coupleId }, as: couple }), 422, 'dep_dob', Messages.fieldRequired);
    const stored = decoded(GetTempDependentInfoResponse, await call(PlanRoutes.storeTempDependentInfo, { body: { enrollment_id: coupleId, dep_dob: '01/01/1955' }, as: couple }));
    expect(stored.data).toEqual({ spouse_dob: '01/01/1955', no_of_children: null });
    expect(decoded(GetTempDependentInfoResponse, await call(PlanRoutes.getTempDependentInfo, { query: { enrollment_id: coupleId }, as: couple })).data.spouse_dob).toBe('01/01/1955');
    expectCoded(await pricing(couple, coupleId, '103'), 'planAgeError', Messages.spouseAgeNotCovered);

    // No enrollment of the caller's: the internal enrollmentIdError flag, as a 404.
    const stranger = visitorOf();
    const refused = await pricing(stranger, tempId, '101');
    expect(refused.status).toBe(404);
    expectCoded(refused, 'enrollmentIdError');
  });

  it('asks plan questions: all must be answered, a declining answer declines, others qualify; aflac-type answers gate the cart', async () => {
    const shopper = visitorOf();
    const tempId = await startQuote(shopper);
    const questionsOf = async (plan_id: string) =>
      decoded(GetQuestionsResponse, await call(PlanRoutes.getQuestions, { query: { enrollment_id: tempId, plan_id, type: 'save' }, as: shopper })).data;
    const save = (plan_id: string, answers: unknown) => call(PlanRoutes.saveQuestionAnswers, { body: { enrollment_id: tempId, plan_id, answers }, as: shopper });

    const critical = (await questionsOf('171')).result;
    const checkbox = critical.find((q) => q.question_sub_type === 'checkbox')!;
    expect(new Set(checkbox.options.map((o) => o.option_group))).toEqual(new Set(['A. Prior to age 60', 'B. Prior to age 75']));
    expectFieldError(await save('171', answersFor(critical).slice(1)), 422, 'answers', Messages.answerAllQuestions);
    expect(decoded(CheckAlreadyAnsweredResponse, await call(PlanRoutes.checkAlreadyAnswered, { query: { enrollment_id: tempId, plan_id: '171' }, as: shopper })).data.status).toBe(false);

    // Adding before answering: the page must show the questions first.
    expectCoded(await addToCart(shopper, tempId, '171', await cheapest(shopper, tempId, '171')), 'newQuestionsError', Messages.answerAllQuestions);

    const cancer = checkbox.options.find((o) => o.option_text.startsWith('Cancer'))!;
    const declining = answersFor(critical).map((a) => (a.question_id === checkbox.question_id ? { ...a, yes_no_flag: '1', checkbox_answers: [cancer.option_id] } : a));
    const declined = decoded(SaveQuestionAnswersResponse, await save('171', declining));
    expect(declined).toMatchObject({ errorCode: 'decline', data: { error_message: Messages.questionsDeclined } });
    expect((await questionsOf('171')).outcome).toBe('declined');
    expectCoded(await pricing(shopper, tempId, '171'), 'decline', Messages.questionsDeclined);

    const fixed = (await questionsOf('132')).result;
    const accepted = decoded(SaveQuestionAnswersResponse, await save('132', answersFor(fixed)));
    expect(accepted).toMatchObject({ data: { success_message: Messages.questionsAccepted } });
    expect('errorCode' in accepted).toBe(false);
    expect((await addToCart(shopper, tempId, '132', await cheapest(shopper, tempId, '132'))).status).toBe(200);

    // Aflac-type: 204 for a plan without them; the gate's messages; Add to Cart refused until it passes.
    expect((await call(PlanRoutes.getAflacQuestions, { query: { plan_id: '101' } })).status).toBe(204);
    const aflac = decoded(GetAflacQuestionsResponse, await call(PlanRoutes.getAflacQuestions, { query: { plan_id: '221', enrollment_id: tempId } })).data.result;
    expect(aflac.length).toBe(3);
    const ppid221 = await cheapest(shopper, tempId, '221');
    expectCoded(await addToCart(shopper, tempId, '221', ppid221), 'aflacError', Messages.answerYesToContinue);
    const required = aflac.find((q) => q.true_condition === 1)!;
    const saveAflac = (answer: (qid: string) => string) =>
      call(PlanRoutes.saveAflacQuestions, { body: { enrollment_id: tempId, plan_id: '221', aflac_data: aflac.map((q) => ({ qid: q.qid, true_condition: answer(q.qid) })) }, as: shopper });
    const refused = decoded(SaveAflacQuestionsResponse, await saveAflac((qid) => (qid === required.qid ? '0' : '1'))).data;
    expect(refused).toMatchObject({ can_add_to_cart: false, banner: Messages.answerYesToContinue });
    expect(refused.messages[required.qid]).toBe(Messages.answerShouldBeYes);
    expectCoded(await addToCart(shopper, tempId, '221', ppid221), 'aflacError');
    expect(decoded(SaveAflacQuestionsResponse, await saveAflac(() => '1')).data.can_add_to_cart).toBe(true);
    expect((await addToCart(shopper, tempId, '221', ppid221)).status).toBe(200);
  });

  it('fills a cart: offer, blackout, membership pair, riders, totals, effective dates, upsells, checkout, screenshot and tabs', async () => {
    const shopper = visitorOf();
    const tempId = await startQuote(shopper);
    const q = { enrollment_id: tempId };

    const added = decoded(GetPlanCartResponse, await addToCart(shopper, tempId, '101', await cheapest(shopper, tempId, '101'))).data;
    expect(added.result.map((l) => l.plan_id)).toEqual(['101']);
    expect(added.premier_plan).toBe(true);
    const offers = decoded(GetSuggestedPlanListNewResponse, await call(PlanRoutes.getSuggestedPlanListNew, { query: { ...q, plan_id: '101' }, as: shopper })).data.result;
    expect(offers.map((o) => o.plan_id)).toEqual(['151']);
    expect(decoded(StatusResponse, await call(PlanRoutes.checkAlreadyInCart, { body: { ...q, plan_id: '101' }, as: shopper })).data.status).toBe(true);
    const related = decoded(GetRelatedPlansResponse, await call(PlanRoutes.getRelatedPlans, { query: { ...q, plan_id: '101' }, as: shopper })).data.result;
    expect(related.every((p) => p.plan_id !== '101')).toBe(true);

    expectCoded(await addToCart(shopper, tempId, '194', await cheapest(shopper, tempId, '194')), 'blackout', Messages.planInBlackout('Everwell Travel Assist'));
    expectCoded(await addToCart(shopper, tempId, '101', 'not-a-price'), 'invalid-pricing');

    // The prudential-type plan needs its membership: alone it is refused, with the pair both go in.
    const check = decoded(CheckPrudentialPlanResponse, await call(PlanRoutes.checkPrudentialPlan, { query: { ...q, plan_id: '143' }, as: shopper })).data;
    expect(check.status).toBe(true);
    const membership = check.membership!;
    const ppid143 = await cheapest(shopper, tempId, '143');
    expectCoded(await addToCart(shopper, tempId, '143', ppid143), 'membership-required', Messages.membershipRequired);
    const pair = await call(CartRoutes.addPlanToCartPrudentials, {
      body: { ...q, plan_id: membership.plan_id, plan_pricing_id: membership.ppid, plan_id1: '143', plan_pricing_id1: ppid143 },
      as: shopper,
    });
    const withPair = decoded(GetPlanCartResponse, pair).data;
    expect(withPair.result.map((l) => l.plan_id)).toEqual(['101', '901', '143']);
    expect(withPair.result.find((l) => l.plan_id === '901')?.removable).toBe(0);
    expect([withPair.administrative_fee_notice, withPair.evidence_of_insurability]).toEqual([true, true]);
    expect(decoded(StatusResponse, await call(PlanRoutes.checkPrudentialCart, { query: q, as: shopper })).data.status).toBe(true);

    // Totals are the domain's sums of the lines, in dollars; the header's figures agree.
    const sum = withPair.result.reduce((cents, l) => cents + Math.round(Number(l.price) * 100), 0) / 100;
    expect(Number(withPair.recurring_month_cost)).toBe(sum);
    expect(Number(withPair.total_cost)).toBe(sum);
    expect(decoded(GetCartNumberResponse, await call(ShellRoutes.getCartCount, { query: q, as: shopper })).data.result).toBe(3);
    expect(decoded(GetCartNumberResponse, await call(ShellRoutes.getCartAmount, { query: q, as: shopper })).data.result).toBe(sum);

    // Removing: the membership is refused while 143 needs it; removing 143 takes the membership with it (docs/adr/0613).
    const remove = (plan_id: string, plan_pricing_id: string) => call(CartRoutes.removePlanFromCart, { query: { ...q, plan_id, plan_pricing_id }, as: shopper });
    expectFieldError(await remove('901', membership.ppid), 409, 'plan_id', Messages.planNotRemovable);
    expect(decoded(GetPlanCartResponse, await remove('143', ppid143)).data.result.map((l) => l.plan_id)).toEqual(['101']);

    // Riders: the base plan in the cart offers its rider.
    expect((await call(Routes.changeFilterInfo, { params: { tempId }, body: { is_smoker: '0' }, as: shopper })).status).toBe(200);
    const withLife = decoded(GetPlanCartResponse, await addToCart(shopper, tempId, '141', await cheapest(shopper, tempId, '141'))).data;
    expect(withLife.riders.map((r) => r.plan_id)).toEqual(['146']);

    const dates = decoded(GetCartEffectiveDatesResponse, await call(CartRoutes.getCartEffectiveDates, { query: q, as: shopper })).data.result;
    expect(dates).toEqual(['12/01/2026', '01/01/2027', '02/01/2027']);

    // An applicant's upsells: term life is in the cart already, so only the vision/dental bundle.
    const upsells = decoded(GetSuggestedPlanListResponse, await call(PlanRoutes.getSuggestedPlanList, { query: q, as: shopper })).data;
    expect(upsells.map((u) => [u.plan_id, u.plan_id_1])).toEqual([['123', '112']]);

    expectFieldError(await call(CartRoutes.cartCheckout, { body: { ...q, effective_date: '11/21/2026', type: 'applicant' }, as: shopper }), 422, 'effective_date');
    expect(decoded(SaveScreenshotResponse, await call(CartRoutes.saveScreenshot, { body: { ...q, name: 'cart', image: 'data:image/png;base64,AAAA' }, as: shopper })).data.snapshot_id).toMatch(/^\d+$/);
    const done = decoded(CartCheckoutResponse, await call(CartRoutes.cartCheckout, { body: { ...q, effective_date: dates[0], type: 'applicant' }, as: shopper })).data;
    expect(done).toMatchObject({ effective_date: '12/01/2026', type: 'applicant', status: 'new_enrollment' });
    const snapshot = await server.db.query<{ snapshot: { lines: unknown[] } }>('SELECT snapshot FROM cart_snapshots WHERE enrollment_id = $1', [tempId]);
    expect(snapshot[0]?.snapshot.lines.length).toBe(2);

    const tabs = decoded(GetDynamicTabsResponse, await call(CartRoutes.getDynamicTabs, { query: q, as: shopper })).data.result;
    const required = tabs.filter((t) => t.required).map((t) => t.tab_name);
    expect(required).toEqual(expect.arrayContaining(['primary_info', 'beneficiary_info', 'billing_info']));
    expect(required).not.toContain('dependent_info');
    expect(tabs.every((t) => t.order >= 0 && t.order <= 10)).toBe(true);

    // An empty cart cannot check out.
    const empty = visitorOf();
    const emptyId = await startQuote(empty);
    expectFieldError(await call(CartRoutes.cartCheckout, { body: { enrollment_id: emptyId, effective_date: dates[0], type: 'applicant' }, as: empty }), 422, 'cart', Messages.emptyCart);
  });

  it('offers the membership priced for the quote’s tier: a family adds 163 with its membership (issue 18)', async () => {
    for (const tier of ['IS', 'IC', 'IF']) {
      const shopper = visitorOf();
      const tempId = await startQuote(shopper, { tier });
      const q = { enrollment_id: tempId };
      const check = decoded(CheckPrudentialPlanResponse, await call(PlanRoutes.checkPrudentialPlan, { query: { ...q, plan_id: '163' }, as: shopper })).data;
      expect(check.status).toBe(true);
      const membership = check.membership!;
      // The pricing id offered is one of the membership's prices for this quote, not the Member Only one.
      const offered = decoded(GetPlanPricingDetailResponse, await pricing(shopper, tempId, membership.plan_id)).data.plans;
      expect(offered.map((o) => o.ppid), tier).toContain(membership.ppid);
      const pair = await call(CartRoutes.addPlanToCartPrudentials, {
        body: { ...q, plan_id: membership.plan_id, plan_pricing_id: membership.ppid, plan_id1: '163', plan_pricing_id1: await cheapest(shopper, tempId, '163') },
        as: shopper,
      });
      expect(pair.status, `${tier}: ${pair.text}`).toBe(200);
      const cart = decoded(GetPlanCartResponse, pair).data;
      expect(cart.result.map((l) => [l.plan_id, Number(l.price)])).toEqual([
        ['901', 5],
        ['163', expect.any(Number)],
      ]);
    }
  });

  it('files the enrollment under a group by its enrollment code', async () => {
    const employee = visitorOf();
    const tempId = await startQuote(employee);
    const info = async () =>
      decoded(GroupEnrollmentInfoResponse, await call(PlanRoutes.groupEnrollmentInfo, { query: { enrollment_id: tempId, plan_id: '105' }, as: employee })).data;
    expect(await info()).toEqual({ has_enrollment: true, capture_groupcode: true });
    expectFieldError(await call(PlanRoutes.setEnrollmentGroupCode, { body: { enrollment_id: tempId, group_code: 'NOPE' }, as: employee }), 422, 'group_code', Messages.invalidGroupEnrollmentCode);
    expectFieldError(await call(PlanRoutes.setEnrollmentGroupCode, { body: { enrollment_id: tempId, group_code: '' }, as: employee }), 422, 'group_code', Messages.fieldRequired);
    const group = decoded(SetEnrollmentGroupCodeResponse, await call(PlanRoutes.setEnrollmentGroupCode, { body: { enrollment_id: tempId, group_code: 'ACME2024' }, as: employee })).data;
    expect(group.platform_group_id).toBe('503');
    expect(await info()).toEqual({ has_enrollment: true, capture_groupcode: false });
    // Now in portal 503, the portal-bound plan prices.
    expect((await pricing(employee, tempId, '105')).status).toBe(200);
  });

  it('previews a rep\'s quote and delivers it through the outbox to the SMTP server; applicants cannot send one', async () => {
    const rep = visitorOf();
    const signIn = await call({ method: 'POST', path: '/auth/sign-in', prefix: '/api/v1', request: {} }, {
      body: { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' },
      as: rep,
    });
    expect(signIn.status).toBe(200);
    const tempId = await startQuote(rep, { eprocess: 'rep' });
    expect((await addToCart(rep, tempId, '111', await cheapest(rep, tempId, '111'))).status).toBe(200);

    const preview = decoded(
      GetQuotePreviewContentResponse,
      await call(QuoteRoutes.getQuotePreviewContent, { query: { enrollment_id: tempId, name: 'Sam Lee', email: 'sam@example.com', tab: 'cart_info', message: 'Hi <b>Sam</b>', type: 'preview' }, as: rep }),
    ).data;
    expect(preview.content).toContain('SmileWell Dental Plus');
    expect(preview.content).toContain('$32.50');
    expect(preview.content).toContain('Hi &lt;b&gt;Sam&lt;/b&gt;');

    const send = (body: Record<string, unknown>, as: Visitor = rep) => call(SaveEnrollmentRoutes.saveEnrollment, { body: { enrollment_id: tempId, tab: 'cart_info', ...body }, as });
    expectFieldError(await send({ name: 'Sam Lee', email: 'not-an-address' }), 422, 'email', Messages.invalidEmailAddress);
    expectFieldError(await send({ name: 'Sam 2', email: 'sam@example.com' }), 422, 'name', Messages.invalidName);
    expectFieldError(await send({ name: '', email: '' }), 422, 'name', Messages.fieldRequired);
    expectFieldError(await send({ tab: 'nonsense', name: 'Sam Lee', email: 'sam@example.com' }), 422, 'tab', Messages.unknownSaveTab);

    const before = smtp.received.length;
    const sent = decoded(SaveQuoteResponse, await send({ name: 'Sam Lee', email: 'sam@example.com', message: 'Hi <b>Sam</b>' })).data;
    expect(sent.message).toBe(Messages.quoteSent('sam@example.com'));
    const mail = (await smtp.waitFor(before + 1, 20_000)).at(-1)!;
    expect(mail.rcptTo).toEqual(['sam@example.com']);
    expect(mail.html).toContain(preview.content);
    expect(mail.text).toContain('SmileWell Dental Plus');

    // An applicant's own cart: no quote, no preview.
    const applicant = visitorOf();
    const own = await startQuote(applicant);
    expect((await addToCart(applicant, own, '111', await cheapest(applicant, own, '111'))).status).toBe(200);
    expectFieldError(await call(SaveEnrollmentRoutes.saveEnrollment, { body: { enrollment_id: own, tab: 'cart_info', name: 'Sam Lee', email: 'sam@example.com' }, as: applicant }), 403, 'tab', Messages.quoteNotAllowed);
    expectFieldError(await call(QuoteRoutes.getQuotePreviewContent, { query: { enrollment_id: own }, as: applicant }), 403, 'tab');
  });

  it("gives whoever opens a sent quote's link an enrollment of their own with the quote's plans; a forged or old link opens nothing", async () => {
    const rep = visitorOf();
    const signIn = await call({ method: 'POST', path: '/auth/sign-in', prefix: '/api/v1', request: {} }, {
      body: { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' },
      as: rep,
    });
    expect(signIn.status).toBe(200);
    const tempId = await startQuote(rep, { eprocess: 'rep' });
    expect((await addToCart(rep, tempId, '111', await cheapest(rep, tempId, '111'))).status).toBe(200);
    // A plan with questions, answered by the rep: the recipient answers them again for themselves.
    const questions = decoded(GetQuestionsResponse, await call(PlanRoutes.getQuestions, { query: { enrollment_id: tempId, plan_id: '132', type: 'save' }, as: rep })).data.result;
    expect((await call(PlanRoutes.saveQuestionAnswers, { body: { enrollment_id: tempId, plan_id: '132', answers: answersFor(questions) }, as: rep })).status).toBe(200);
    expect((await addToCart(rep, tempId, '132', await cheapest(rep, tempId, '132'))).status).toBe(200);
    const before = smtp.received.length;
    expect((await call(SaveEnrollmentRoutes.saveEnrollment, { body: { enrollment_id: tempId, tab: 'cart_info', name: 'Pat Doe', email: 'pat.link@example.com' }, as: rep })).status).toBe(200);
    const mail = (await smtp.waitFor(before + 1, 20_000)).at(-1)!;
    const link = new URL(/Shop these plans: (\S+)/.exec(mail.text)![1]!);
    // On the storefront's own address (a test server's default: where it listens), at a path of its own.
    expect(link.origin).toBe(server.url);
    const token = decodeURIComponent(link.pathname.replace(/^\/quote\//, ''));
    expect(token).toMatch(/^qte1\./);
    expect(JSON.stringify(await server.db.query('SELECT * FROM enrollment_quotes'))).not.toContain(token.split('.')[3]!);
    const open = (as: Visitor, t = token) => call(QuoteRoutes.openQuoteLink, { body: { token: t }, as });

    // A forged token opens nothing, and its browser gets no session.
    const stray = visitorOf();
    expectFieldError(await open(stray, `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`), 404, 'token', Messages.quoteLinkInvalid);
    expectFieldError(await open(stray, 'qte1.nonsense'), 404, 'token', Messages.quoteLinkInvalid);
    expect(stray.jar.header()).toBeFalsy();

    // The recipient: an applicant's enrollment of their own on the rep's site, the quote's filter, the plan without
    // questions in the cart; never the rep's enrollment.
    const recipient = visitorOf();
    const opened = decoded(OpenQuoteLinkResponse, await open(recipient)).data;
    expect(opened).toMatchObject({ from: 'Avery Benefits Group', eprocess: 'applicant', open_type: 'agent', type: 'new-member', tier: 'IO', state: 'TX', site: { agent_id: '1001' } });
    expect(opened.plans).toEqual([
      { plan_id: '111', plan_name: 'SmileWell Dental Plus', in_cart: true },
      { plan_id: '132', plan_name: 'Meridian Fixed Indemnity 1000', in_cart: false },
    ]);
    expect(opened.temp_enrollment_id).not.toBe(tempId);
    expect((await cartOf(recipient, opened.temp_enrollment_id)).result.map((line) => line.plan_id)).toEqual(['111']);
    expect((await call(CartRoutes.getPlanCart, { query: { enrollment_id: tempId }, as: recipient })).status).toBe(404);
    expect((await cartOf(rep, tempId)).result.map((line) => line.plan_id)).toEqual(['111', '132']);
    // The same browser again: the same enrollment. Another browser: one of its own.
    expect(decoded(OpenQuoteLinkResponse, await open(recipient)).data.temp_enrollment_id).toBe(opened.temp_enrollment_id);
    expect(decoded(OpenQuoteLinkResponse, await open(visitorOf())).data.temp_enrollment_id).not.toBe(opened.temp_enrollment_id);
    // Journaled as the command that made it, without the token.
    const journal = await server.db.query<{ type: string; outcome: string; payload: unknown }>('SELECT type, outcome, payload FROM enrollment_events WHERE enrollment_id = $1', [opened.temp_enrollment_id]);
    expect(journal.map((e) => [e.type, e.outcome])).toContainEqual(['open-quote-link', 'ok']);
    expect(JSON.stringify(journal)).not.toContain(token);

    // Thirty days on, the link opens nothing.
    clock = new Date(NOW.getTime() + 31 * 24 * 60 * 60_000);
    try {
      expectFieldError(await open(visitorOf()), 404, 'token', Messages.quoteLinkInvalid);
    } finally {
      clock = NOW;
    }
  });

  it('answers 404 to another session for this enrollment\'s cart, questions, dependents, group code and quote', async () => {
    const owner = visitorOf();
    const tempId = await startQuote(owner);
    const ppid = await cheapest(owner, tempId, '111');
    expect((await addToCart(owner, tempId, '111', ppid)).status).toBe(200);
    const stranger = visitorOf();
    await startQuote(stranger); // a session of its own, with an enrollment of its own
    const q = { enrollment_id: tempId };
    const reads: [Route, Record<string, string>][] = [
      [CartRoutes.getPlanCart, q],
      [CartRoutes.getCartEffectiveDates, q],
      [CartRoutes.getDynamicTabs, q],
      [CartRoutes.removePlanFromCart, { ...q, plan_id: '111', plan_pricing_id: ppid }],
      [PlanRoutes.getQuestions, { ...q, plan_id: '171' }],
      [PlanRoutes.getTempDependentInfo, q],
      [PlanRoutes.getLeftSideFilterFields, q],
      [PlanRoutes.getRelatedPlans, { ...q, plan_id: '101' }],
      [PlanRoutes.getSuggestedPlanList, q],
      [PlanRoutes.checkPrudentialCart, q],
      [PlanRoutes.groupEnrollmentInfo, q],
      [QuoteRoutes.getQuotePreviewContent, q],
    ];
    for (const [route, query] of reads) expectFieldError(await call(route, { query, as: stranger }), 404, 'enrollment_id');
    const writes: [Route, Record<string, unknown>][] = [
      [CartRoutes.addPlanToCart, { ...q, plan_id: '112', plan_pricing_id: 'x' }],
      [CartRoutes.cartCheckout, { ...q, effective_date: '12/01/2026', type: 'applicant' }],
      [CartRoutes.saveScreenshot, q],
      [PlanRoutes.saveQuestionAnswers, { ...q, plan_id: '132', answers: [] }],
      [PlanRoutes.storeTempDependentInfo, q],
      [PlanRoutes.saveAflacQuestions, { ...q, plan_id: '221', aflac_data: [] }],
      [PlanRoutes.setEnrollmentGroupCode, { ...q, group_code: 'ACME2024' }],
      [SaveEnrollmentRoutes.saveEnrollment, { ...q, tab: 'cart_info', name: 'Sam Lee', email: 'sam@example.com' }],
    ];
    for (const [route, body] of writes) expectFieldError(await call(route, { body, as: stranger }), 404, 'enrollment_id');
    // Nothing of the owner's changed.
    expect((await cartOf(owner, tempId)).result.map((l) => l.plan_id)).toEqual(['111']);
  });

  it('counts carts in the popularity ranking of the benefit service', async () => {
    const popular = async () =>
      ((await call(BenefitServiceRoutes.recommendationPopularity, { query: { enroll_type: 'new-member' } })).body as Array<{ recs: string[] }>)[0]!.recs;
    expect((await popular())[0]).not.toBe('192');
    for (let i = 0; i < 10; i += 1) {
      const v = visitorOf();
      const id = await startQuote(v);
      expect((await addToCart(v, id, '192', await cheapest(v, id, '192'))).status).toBe(200);
    }
    expect((await popular())[0]).toBe('192');
  });
});
