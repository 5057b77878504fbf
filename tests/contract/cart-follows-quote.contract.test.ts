import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { cookieJar, type CookieJar } from '@benefit-store/adapters-http/node';
import { AppClientHeader,
  CartRoutes,
  CheckPrudentialPlanResponse,
  ErrorEnvelope,
  GetCartEffectiveDatesResponse,
  GetPlanCartResponse,
  GetPlanPricingDetailResponse,
  GetQuestionsResponse,
  PlanRoutes,
  Routes,
  decode,
  routePath,
  type Route,
} from '@benefit-store/contract';
import { Messages } from '@benefit-store/domain';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

/**
 * Issue 18, part 2: the cart follows the quote (doc 001 section 4: "submitting updates the filter, then refreshes
 * the cart"). After a change of the quote the server reprices every cart line for the new quote and takes out the
 * lines the new quote cannot buy, saying which plan left and why; checkout refuses a cart that no longer matches the
 * quote; the membership leaves with the last plan that needed it; the chosen effective date is read back.
 */
const NOW = new Date('2026-11-21T12:00:00Z');
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('cart-follows-quote contract')) ? (['postgres'] as const) : [])];

let server: TestServer;
/** The server's clock: a test moves it on to see a cart priced on an earlier day. */
let now = NOW;

interface Visitor {
  readonly jar: CookieJar;
}

const call = async (route: Route, as: Visitor, options: { query?: Record<string, string>; body?: unknown; params?: Record<string, string> } = {}) => {
  const search = new URLSearchParams(options.query ?? {}).toString();
  const cookie = as.jar.header();
  const response = await request(`${server.url}${routePath(route, options.params)}${search ? `?${search}` : ''}`, {
    method: route.method,
    // As the app's clients do (api-client): remove-plan-from-cart, a GET, is refused without it.
    headers: { [AppClientHeader.name]: AppClientHeader.value, ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  as.jar.store(response.headers['set-cookie']);
  const text = await response.body.text();
  return { status: response.statusCode, body: text ? (JSON.parse(text) as unknown) : null };
};

const decoded = <A>(codec: Parameters<typeof decode<A>>[0], answer: { status: number; body: unknown }): A => {
  const result = decode(codec, answer.body);
  if (!result.ok) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}\n${result.problems.join('\n')}`);
  return result.value;
};

/** A notice of the cart as the wire carries it (cart_notices on the cart, cart_changes on change-filter-info). */
interface WireNotice {
  readonly plan_id: string;
  readonly plan_name: string;
  readonly change: string;
  readonly message: string;
}

/** A shopper with a quote on a rep's site: ZIP 75001, Member Only, unless told otherwise. */
const shopperWithQuote = async (overrides: Record<string, string> = {}) => {
  const as: Visitor = { jar: cookieJar() };
  const started = await call(Routes.addFilterForNewUser, as, {
    body: { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO', eprocess: 'applicant', type: 'new-member', ...overrides },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const enrollment_id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
  const q = { enrollment_id };

  const options = async (pid: string) => decoded(GetPlanPricingDetailResponse, await call(PlanRoutes.getPlanPricingDetail, as, { query: { ...q, pid } })).data.plans;
  const change = (body: Record<string, string>) => call(Routes.changeFilterInfo, as, { params: { tempId: enrollment_id }, body });
  const cartAnswer = () => call(CartRoutes.getPlanCart, as, { query: q });
  const cart = async () => decoded(GetPlanCartResponse, await cartAnswer()).data;
  const notices = async () => ((await cartAnswer()).body as { data: { cart_notices?: WireNotice[] } }).data.cart_notices ?? [];
  const add = async (plan_id: string, option = 0) => {
    const ppid = (await options(plan_id))[option]!.ppid;
    const added = await call(CartRoutes.addPlanToCart, as, { body: { ...q, plan_id, plan_pricing_id: ppid } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return ppid;
  };
  /** The membership pair, then the plan (add-plan-to-cart-prudentials). */
  const addWithMembership = async (plan_id: string) => {
    const membership = decoded(CheckPrudentialPlanResponse, await call(PlanRoutes.checkPrudentialPlan, as, { query: { ...q, plan_id } })).data.membership!;
    const ppid = (await options(plan_id))[0]!.ppid;
    const added = await call(CartRoutes.addPlanToCartPrudentials, as, {
      body: { ...q, plan_id: membership.plan_id, plan_pricing_id: membership.ppid, plan_id1: plan_id, plan_pricing_id1: ppid },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return { ppid, membership };
  };
  /** Every underwriting question of the plan answered No (171 and 132 accept that). */
  const answerNo = async (plan_id: string) => {
    const questions = decoded(GetQuestionsResponse, await call(PlanRoutes.getQuestions, as, { query: { ...q, plan_id, type: 'save' } })).data.result;
    const saved = await call(PlanRoutes.saveQuestionAnswers, as, {
      body: { ...q, plan_id, answers: questions.map((question) => ({ question_id: question.question_id, yes_no_flag: '0' })) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const dates = async () => decoded(GetCartEffectiveDatesResponse, await call(CartRoutes.getCartEffectiveDates, as, { query: q })).data.result;
  const checkout = async (effective_date?: string) =>
    call(CartRoutes.cartCheckout, as, { body: { ...q, effective_date: effective_date ?? (await dates())[0], type: 'applicant' } });
  /** Each line's price as the plan page quotes it for the quote as it is now, by the line's pricing id. */
  const quotedNow = async (plan_id: string, ppid: string) => (await options(plan_id)).find((o) => o.ppid === ppid)?.plan_price;
  return { as, enrollment_id, q, options, change, cart, notices, add, addWithMembership, answerNo, dates, checkout, quotedNow };
};

const fieldsOf = (answer: { status: number; body: unknown }) =>
  Object.fromEntries(decoded(ErrorEnvelope, answer).data.map((e) => [e.target_element, e.error_message]));

describe.each(backends)('the cart follows the quote (%s)', (backend) => {
  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => now });
  }, 60_000);
  afterAll(async () => server?.close());

  it('a quote change takes out the plans the new quote cannot buy, says which and why, and reprices the rest', async () => {
    now = NOW;
    const shopper = await shopperWithQuote();
    expect((await shopper.change({ is_smoker: '0' })).status).toBe(200);
    await shopper.add('141');
    await shopper.answerNo('171');
    await shopper.add('171');
    expect((await shopper.cart()).result.map((l) => [l.plan_id, Number(l.price)])).toEqual([
      ['141', 24],
      ['171', 21.3],
    ]);

    // Two changes of the quote in a row: tier Family, then tobacco Yes.
    const family = await shopper.change({ tier: 'IF' });
    expect(family.status).toBe(200);
    expect((await shopper.change({ is_smoker: '1' })).status).toBe(200);

    // Term life is Member Only: 141 left. 171 is priced for a smoking family, as its plan page says.
    const cart = await shopper.cart();
    expect(cart.result.map((l) => l.plan_id)).toEqual(['171']);
    const line = cart.result[0]!;
    expect(Number(line.price)).toBe(await shopper.quotedNow('171', line.plan_pricing_id));
    expect(Number(line.price)).toBeGreaterThan(21.3);
    expect(Number(cart.recurring_month_cost)).toBe(Number(line.price));

    // The answer to the change names what it did to the cart.
    const changes = (family.body as { data: { cart_changes?: WireNotice[] } }).data.cart_changes ?? [];
    expect(changes.find((c) => c.plan_id === '141')).toMatchObject({
      change: 'removed',
      plan_name: 'Secure Term Life 20',
      message: Messages.cartLineRemoved('Secure Term Life 20', Messages.tierError),
    });
    expect(changes.find((c) => c.plan_id === '171')?.change).toBe('repriced');

    // The cart says what happened, in the catalogue's words, until the shopper changes the cart.
    const notices = await shopper.notices();
    expect(notices.find((n) => n.plan_id === '141')?.message).toBe(Messages.cartLineRemoved('Secure Term Life 20', Messages.tierError));
    expect(notices.find((n) => n.plan_id === '171')?.message).toContain('Critical Illness Guard');
    expect(notices.find((n) => n.plan_id === '171')?.message).toContain('$21.30');

    // The cart now matches the quote: checkout goes on.
    expect((await shopper.checkout()).status).toBe(200);
  });

  it('a tobacco answer alone reprices the line to what the plan page quotes', async () => {
    now = NOW;
    const shopper = await shopperWithQuote();
    expect((await shopper.change({ is_smoker: '0' })).status).toBe(200);
    await shopper.add('141');
    expect((await shopper.change({ is_smoker: '1' })).status).toBe(200);
    const [line] = (await shopper.cart()).result;
    expect([line?.plan_id, line?.label, Number(line?.price)]).toEqual(['141', '$100,000 coverage', 45.6]);
    expect(Number(line?.price)).toBe(await shopper.quotedNow('141', line!.plan_pricing_id));
  });

  it('the spouse of the dependents dialog is a change of the quote too', async () => {
    now = NOW;
    const shopper = await shopperWithQuote({ tier: 'IS' });
    await shopper.add('103');
    await shopper.add('111');
    const stored = await call(PlanRoutes.storeTempDependentInfo, shopper.as, { body: { ...shopper.q, dep_dob: '01/01/1955' } });
    expect(stored.status).toBe(200);
    expect((await shopper.cart()).result.map((l) => l.plan_id)).toEqual(['111']);
    expect((await shopper.notices()).map((n) => n.message)).toEqual([Messages.cartLineRemoved('Meridian Bronze HSA', Messages.spouseAgeNotCovered)]);
  });

  it('removing the plan that needed the membership takes the membership with it; a membership alone cannot check out', async () => {
    now = NOW;
    const shopper = await shopperWithQuote();
    const { ppid, membership } = await shopper.addWithMembership('143');
    const removed = await call(CartRoutes.removePlanFromCart, shopper.as, { query: { ...shopper.q, plan_id: '143', plan_pricing_id: ppid } });
    expect(removed.status).toBe(200);
    expect(decoded(GetPlanCartResponse, removed).data.result).toEqual([]);
    expect((await shopper.notices()).map((n) => [n.plan_id, n.change])).toEqual([['901', 'removed']]);
    expect(fieldsOf(await shopper.checkout())).toEqual({ cart: Messages.emptyCart });

    // Nor does the membership go in on its own.
    const alone = await call(CartRoutes.addPlanToCart, shopper.as, { body: { ...shopper.q, plan_id: membership.plan_id, plan_pricing_id: membership.ppid } });
    expect(alone.status).toBe(422);
    expect((await shopper.cart()).result).toEqual([]);
  });

  it('checkout refuses a cart priced for an earlier day, brings it up to date and says what changed', async () => {
    now = NOW;
    // 64 today; 65 after the 1st of December: Premier Health PPO covers to 64, and older people pay more.
    const shopper = await shopperWithQuote({ dob: '12/01/1961' });
    await shopper.add('101');
    await shopper.answerNo('171');
    await shopper.add('171');
    const before = await shopper.cart();
    const price171 = Number(before.result.find((l) => l.plan_id === '171')!.price);

    now = new Date('2026-12-02T12:00:00Z');
    const refused = await shopper.checkout();
    expect(refused.status).toBe(409);
    expect(fieldsOf(refused)).toEqual({ cart: Messages.cartChangedAtCheckout });

    const after = await shopper.cart();
    expect(after.result.map((l) => l.plan_id)).toEqual(['171']);
    const line = after.result[0]!;
    expect(Number(line.price)).toBe(await shopper.quotedNow('171', line.plan_pricing_id));
    expect(Number(line.price)).toBeGreaterThan(price171);
    const notices = await shopper.notices();
    expect(notices.find((n) => n.plan_id === '101')?.message).toBe(Messages.cartLineRemoved('Premier Health PPO', Messages.ageError));
    expect(notices.find((n) => n.plan_id === '171')?.change).toBe('repriced');

    // Reviewed: checkout goes on, and the notices are done with.
    expect((await shopper.checkout()).status).toBe(200);
    expect(await shopper.notices()).toEqual([]);
    now = NOW;
  });

  it('get-cart-effective-dates names the date chosen at checkout, so the cart shows it again', async () => {
    now = NOW;
    const shopper = await shopperWithQuote();
    await shopper.add('111');
    const offered = await shopper.dates();
    const before = decoded(GetCartEffectiveDatesResponse, await call(CartRoutes.getCartEffectiveDates, shopper.as, { query: shopper.q })).data as { selected?: string };
    expect(before.selected).toBeUndefined();
    expect((await shopper.checkout(offered[1])).status).toBe(200);
    const after = decoded(GetCartEffectiveDatesResponse, await call(CartRoutes.getCartEffectiveDates, shopper.as, { query: shopper.q })).data as { selected?: string };
    expect(after.selected).toBe(offered[1]);
  });
});
