import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, httpCart, httpFilterGateway, httpPlanDetails, httpPlanQuestions } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { Messages, validationError, type CalendarDate } from '@benefit-store/domain';
import { comparePlans, editQuoteFilter, loadPlansOverview, memorySessionStore, pricePlan, saveQuoteDetails, submitQuoteFilter, addPlanToCart } from '@benefit-store/ports';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';

/**
 * The plans page's and plan page's own use cases (issue 9, part A) over the HTTP adapters, against the running
 * server on both backends: the filter's extra answers (annual income, working hours, the tobacco answer, the
 * premier category) travel through change-filter-info and read back through get-enrollment-temp-info, and the
 * pricing banners they answer go away.
 */
const NOW = new Date('2026-11-21T12:00:00Z');
const TODAY: CalendarDate = { year: 2026, month: 11, day: 21 };
const clock = { today: () => TODAY };
const backends: Backend[] = ['pglite', ...((await postgresSuiteEnabled('contract')) ? (['postgres'] as const) : [])];

describe.each(backends)('plans page and plan page use cases on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { now: () => NOW });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const shopper = () => {
    const api = apiClient(undiciTransport(server.url, cookieJar()));
    const session = memorySessionStore();
    return { plans: httpPlanDetails(api), questions: httpPlanQuestions(api), cart: httpCart(api), filters: httpFilterGateway(api), session, clock };
  };

  it('the extra answers price what needed them: income, then hours (201), then the tobacco answer (141)', async () => {
    const deps = shopper();
    (await submitQuoteFilter(deps)({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }))._unsafeUnwrap();
    const price = pricePlan(deps);
    const outcomeOf = async (id: string) => {
      const view = (await price(id))._unsafeUnwrap();
      return view.kind === 'priced' ? view.options.map((o) => o.price) : view.outcome;
    };
    expect(await outcomeOf('201')).toMatchObject({ kind: 'banner', code: 'salaryError', remedy: 'annual-income' });
    const save = saveQuoteDetails(deps);
    expect((await save({ annualIncome: '' }, { annualIncome: true }))._unsafeUnwrapErr()).toEqual(validationError({ annual_incode: Messages.fieldRequired }));
    (await save({ annualIncome: '$45,000' }, { annualIncome: true }))._unsafeUnwrap();
    expect(await outcomeOf('201')).toMatchObject({ kind: 'banner', code: 'hourError', remedy: 'working-hours' });
    (await save({ workingHours: '40' }, { workingHours: true }))._unsafeUnwrap();
    expect(await outcomeOf('201')).toEqual([3800]);

    expect(await outcomeOf('141')).toMatchObject({ kind: 'banner', code: 'smokerError', remedy: 'tobacco-usage' });
    const before = (await loadPlansOverview(deps)())._unsafeUnwrap();
    expect(before.summary.map((i) => i.label)).toEqual(['Zip', 'Gender', 'Tier', 'DOB']);
    (await save({ isSmoker: '0' }))._unsafeUnwrap();
    expect(await outcomeOf('141')).toEqual([2400, 4440, 6240]);

    // The stored filter reads back with its answers; smoker shows in the summary once answered.
    const overview = (await loadPlansOverview(deps)())._unsafeUnwrap();
    expect(overview.filter).toMatchObject({ annualIncome: '45000', workingHours: '40', isSmoker: '0' });
    expect(overview.summary.map((i) => `${i.label}=${i.value}`)).toContain('Smoker=No');
    expect(overview.dependents).toBeUndefined();
  });

  it('Edit: the category is required once a premier plan is in the cart, and kept; the tier changes the dependents block', async () => {
    const deps = shopper();
    (await submitQuoteFilter(deps)({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }))._unsafeUnwrap();
    const edit = editQuoteFilter(deps);
    const input = { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IC' };
    (await edit({ ...input, zip: '77002' }))._unsafeUnwrap();
    expect((await loadPlansOverview(deps)())._unsafeUnwrap().filter).toMatchObject({ zip: '77002', tier: 'IC', state: 'TX' });
    expect((await edit({ ...input, zip: '1' }))._unsafeUnwrapErr()).toEqual(validationError({ zip: Messages.invalidZip }));

    const priced = (await pricePlan(deps)('101'))._unsafeUnwrap();
    if (priced.kind !== 'priced') throw new Error('101 is priced for this quote');
    (await addPlanToCart(deps)({ planId: '101', pricingId: priced.options[0]!.pricingId }))._unsafeUnwrap();
    expect((await edit(input))._unsafeUnwrapErr()).toEqual(validationError({ category: Messages.fieldRequired }));
    (await edit({ ...input, category: 'medical', annualIncome: '52000' }))._unsafeUnwrap();
    const overview = (await loadPlansOverview(deps)())._unsafeUnwrap();
    expect(overview.asksCategory).toBe(true);
    expect(overview.premierInCart).toBe(true);
    expect(overview.filter).toMatchObject({ category: 'medical', annualIncome: '52000' });
    expect(overview.summary.map((i) => `${i.label}=${i.value}`)).toEqual(['Category=Medical', 'Zip=75001 (TX)', 'Gender=Male', 'Tier=Member + 1 Child', 'DOB=01/15/1985']);
    expect(overview.dependents?.childrenOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('compare: prices for the quote, the replaced plan as its replacement, plain-text benefits and exclusions', async () => {
    const deps = shopper();
    const anonymous = (await comparePlans(deps)(['101', '111']))._unsafeUnwrap();
    expect(anonymous.map((p) => p.price)).toEqual([undefined, undefined]);
    (await submitQuoteFilter(deps)({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IO' }))._unsafeUnwrap();
    const compared = (await comparePlans(deps)(['109', '111', '201', '999999']))._unsafeUnwrap();
    expect(compared.map((p) => p.planId)).toEqual(['101', '111', '201']);
    expect(compared[0]).toMatchObject({ name: 'Premier Health PPO', category: 'Medical', price: { from: 36566, options: 1 } });
    expect(compared[1]?.price).toEqual({ from: 3250, options: 1 });
    expect(compared[2]).toMatchObject({ category: 'Disability Income', unpriced: Messages.salaryError });
    for (const plan of compared) {
      expect(plan.benefits.length).toBeGreaterThan(0);
      expect(plan.exclusions.length).toBeGreaterThan(0);
      expect([...plan.benefits, ...plan.exclusions].join(' ')).not.toMatch(/[<>]/);
    }
  });
});
