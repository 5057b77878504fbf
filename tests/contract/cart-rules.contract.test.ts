import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { request } from 'undici';
import { cookieJar, type CookieJar } from '@benefit-store/adapters-http/node';
import { AppClientHeader,
  CartRoutes,
  CheckPrudentialPlanResponse,
  GetFilteredPlansResponse,
  GetPlanCartResponse,
  GetPlanPricingDetailResponse,
  PlanRoutes,
  Routes,
  decode,
  routePath,
  type Route,
  type WireCart,
} from '@benefit-store/contract';
import { cartTotals, hasPremierPlan, parseMoney, prudentialCartPairs, type CartLine } from '@benefit-store/domain';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 9: over random carts built on the running server (plans the quote qualifies for, any price option,
 * prudential-type plans with their membership, some lines removed again), the server's cart equals the domain's
 * rules: totals are the domain's sums of the lines, the premier flag is the domain's, every line is priced as
 * the plan page quotes it, and a prudential-type plan sits with exactly the membership pair the domain names.
 * Issue 18: the quote changes on the way (tier, tobacco, DOB, ZIP), and the cart follows it: every line is priced
 * as the plan page quotes it for the quote as it is at the end, and a membership is there only with its plan.
 */
const NOW = new Date('2026-11-21T12:00:00Z');
let server: TestServer;

const call = async (route: Route, jar: CookieJar, options: { query?: Record<string, string>; body?: unknown; params?: Record<string, string> } = {}) => {
  const search = new URLSearchParams(options.query ?? {}).toString();
  const cookie = jar.header();
  const response = await request(`${server.url}${routePath(route, options.params)}${search ? `?${search}` : ''}`, {
    method: route.method,
    // As the app's clients do (api-client): remove-plan-from-cart, a GET, is refused without it.
    headers: { [AppClientHeader.name]: AppClientHeader.value, ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  jar.store(response.headers['set-cookie']);
  const text = await response.body.text();
  return { status: response.statusCode, body: text ? (JSON.parse(text) as unknown) : null };
};

const decoded = <A>(codec: Parameters<typeof decode<A>>[0], answer: { status: number; body: unknown }): A => {
  const result = decode(codec, answer.body);
  if (!result.ok) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}\n${result.problems.join('\n')}`);
  return result.value;
};

const cents = (money: number | string): number => {
  const value = parseMoney(money);
  if (value === undefined) throw new Error(`not money: ${money}`);
  return value;
};

/**
 * One step of a shopper's session: add the nth qualifying plan (or one of the catalogue's special plans: the
 * premier medical 101, the prudential-type 143 and 163) with its kth price option, or remove the nth line.
 */
type Step =
  | { readonly add: number | string; readonly option: number }
  | { readonly remove: number }
  | { readonly requote: Partial<Record<'tier' | 'dob' | 'zip' | 'is_smoker', string>> };
const TIER = fc.constantFrom('IO', 'IS', 'IC', 'IF');
const DOB = fc.constantFrom('01/15/1985', '06/30/1960', '03/02/1999');
const ZIP = fc.constantFrom('75001', '10001', '94105');
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ add: fc.oneof(fc.nat(), fc.constantFrom('101', '141', '143', '163')), option: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ remove: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ requote: fc.record({ tier: TIER, dob: DOB, zip: ZIP, is_smoker: fc.constantFrom('0', '1') }, { requiredKeys: [] }) }) },
);
const QUOTE = fc.record({ tier: TIER, gender: fc.constantFrom('0', '1'), dob: DOB, zip: ZIP });

describe('the server\'s carts follow the domain\'s cart rules (property, PGlite)', () => {
  beforeAll(async () => {
    server = await startTestServer('pglite', { now: () => NOW });
  }, 60_000);
  afterAll(async () => server?.close());

  it('totals, premier flag, prices and membership pairs over random carts and changes of the quote', async () => {
    let nonEmpty = 0;
    let premier = 0;
    let paired = 0;
    let requoted = 0;
    await fc.assert(
      fc.asyncProperty(QUOTE, fc.array(step, { minLength: 1, maxLength: 8 }), async (quote, steps) => {
        const jar = cookieJar();
        const started = await call(Routes.addFilterForNewUser, jar, { body: { ...quote, eprocess: 'applicant', type: 'new-member' } });
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        const enrollment_id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
        const plans = decoded(GetFilteredPlansResponse, await call(Routes.getFilteredPlans, jar, { query: { enrollment_id } })).data.result;
        if (plans.length === 0) return;

        /** Each prudential-type plan's membership pair. */
        const pairs = new Map<string, { planId: string; pricingId: string }[]>();
        let cart: WireCart | undefined;
        for (const next of steps) {
          if ('requote' in next) {
            const changed = await call(Routes.changeFilterInfo, jar, { params: { tempId: enrollment_id }, body: next.requote });
            expect(changed.status, JSON.stringify(changed.body)).toBe(200);
            if (cart && cart.result.length > 0) requoted += 1;
            continue;
          }
          if ('remove' in next) {
            const lines = cart?.result.filter((line) => line.removable === 1) ?? [];
            const line = lines[next.remove % Math.max(lines.length, 1)];
            if (!line) continue;
            const removed = await call(CartRoutes.removePlanFromCart, jar, { query: { enrollment_id, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id } });
            if (removed.status === 200) cart = decoded(GetPlanCartResponse, removed).data;
            continue;
          }
          const plan = (typeof next.add === 'string' ? plans.find((p) => p.plan_id === next.add) : plans[next.add % plans.length]) ?? plans[0]!;
          const pricing = await call(PlanRoutes.getPlanPricingDetail, jar, { query: { pid: plan.plan_id, enrollment_id } });
          if (pricing.status !== 200) continue; // a pricing banner (income, tobacco, ...): nothing to add
          const options = decoded(GetPlanPricingDetailResponse, pricing).data.plans;
          const option = options[next.option % options.length];
          if (!option) continue;
          const prudential = decoded(CheckPrudentialPlanResponse, await call(PlanRoutes.checkPrudentialPlan, jar, { query: { enrollment_id, plan_id: plan.plan_id } })).data;
          let added;
          if (prudential.status && prudential.membership) {
            const membership = { planId: prudential.membership.plan_id, pricingId: prudential.membership.ppid };
            const pair = prudentialCartPairs(membership, { planId: plan.plan_id, pricingId: option.ppid }, 'new-member');
            pairs.set(plan.plan_id, pair);
            added = await call(CartRoutes.addPlanToCartPrudentials, jar, {
              body: { enrollment_id, plan_id: membership.planId, plan_pricing_id: membership.pricingId, plan_id1: plan.plan_id, plan_pricing_id1: option.ppid },
            });
          } else {
            added = await call(CartRoutes.addPlanToCart, jar, { body: { enrollment_id, plan_id: plan.plan_id, plan_pricing_id: option.ppid } });
          }
          // Refusals (blackout, questions first, already in the cart, ...) are other tests' business: a 4xx, never a 5xx.
          expect(added.status, JSON.stringify(added.body)).toBeLessThan(500);
          if (added.status === 200) cart = decoded(GetPlanCartResponse, added).data;
        }

        const final = decoded(GetPlanCartResponse, await call(CartRoutes.getPlanCart, jar, { query: { enrollment_id } })).data;
        const lines: CartLine[] = final.result.map((line) => ({
          planId: line.plan_id,
          pricingId: line.plan_pricing_id,
          name: line.plan_name,
          price: cents(line.price),
          removable: line.removable === 1,
          planType: line.plan_type,
        }));
        if (lines.length > 0) nonEmpty += 1;
        if (hasPremierPlan(lines)) premier += 1;
        const totals = cartTotals(lines);
        expect(cents(final.recurring_month_cost)).toBe(totals.recurring);
        expect(cents(final.initial_month_cost)).toBe(totals.firstMonth);
        expect(cents(final.total_cost)).toBe(totals.total);
        expect(final.premier_plan).toBe(hasPremierPlan(lines));
        // Every line at the price its plan page quotes now, for the quote as it is at the end.
        for (const line of lines) {
          const now = await call(PlanRoutes.getPlanPricingDetail, jar, { query: { pid: line.planId, enrollment_id } });
          expect(now.status, `${line.planId}: ${JSON.stringify(now.body)}`).toBe(200);
          const option = decoded(GetPlanPricingDetailResponse, now).data.plans.find((o) => o.ppid === line.pricingId);
          expect(option && cents(option.plan_price), `${line.planId} ${line.pricingId}`).toBe(line.price);
        }
        for (const [planId, pair] of pairs) {
          if (!lines.some((line) => line.planId === planId)) continue;
          paired += 1;
          for (const ref of pair) expect(lines.some((line) => line.planId === ref.planId)).toBe(true);
          const membership = lines.find((line) => line.planId === pair[0]!.planId)!;
          expect(membership.removable).toBe(false);
        }
        // A membership only with a plan that needs it.
        for (const membership of lines.filter((line) => [...pairs.values()].some((pair) => pair[0]!.planId === line.planId))) {
          expect([...pairs].some(([planId, pair]) => pair[0]!.planId === membership.planId && lines.some((line) => line.planId === planId))).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
    // The property saw real carts, not only empty ones: some with a premier plan, some with a membership pair.
    expect(nonEmpty).toBeGreaterThan(10);
    expect(premier).toBeGreaterThan(0);
    expect(paired).toBeGreaterThan(0);
    expect(requoted).toBeGreaterThan(0);
  }, 240_000);
});
