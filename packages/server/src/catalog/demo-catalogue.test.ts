import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, parseUsDate, PlanCategories, type CalendarDate, type PlanRef } from '@benefit-store/domain';
import { randomBytes } from 'node:crypto';
import { migrate, openDatabase, piiCipher, seedDemoData, type Database } from '../index.ts';
import { isSoldOnItsOwn, type Catalogue } from './catalogue.ts';
import { loadCatalogue } from './catalogue-store.ts';
import { availableRiders, cartSummary, checkAddToCart, type HeldPlan } from './cart-rules.ts';
import { filterCategories, listPlans } from './listing.ts';
import { checkoutUpsells, offersAfterAdding } from './offers.ts';
import { priceFor, type Shopper } from './pricing.ts';
import { aflacOutcome, underwritingOutcome } from './questions.ts';
import { requiredTabs } from './wizard-tabs.ts';

/**
 * The demo catalogue as a fresh database holds it: every behaviour docs/demo-catalogue.md promises is
 * reachable with the filter it names. The default shopper is the README's quote: ZIP 75001 (TX),
 * DOB 01/15/1985, member only, no tobacco answer, shopping on TODAY.
 */
const TODAY: CalendarDate = { year: 2026, month: 11, day: 21 };
const dob = (text: string) => parseUsDate(text)._unsafeUnwrap();
const quote = (overrides: Partial<Shopper> = {}): Shopper => ({
  tier: 'IO',
  dob: dob('01/15/1985'),
  state: 'TX',
  zip: '75001',
  enrollType: 'new-member',
  ...overrides,
});

let db: Database;
const pii = piiCipher(randomBytes(32));
let catalogue: Catalogue;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  expect(await seedDemoData(db, pii)).toBe(true);
  catalogue = await loadCatalogue(db);
});
afterAll(async () => {
  await db?.close();
});

const price = (planId: string, shopper = quote()) => priceFor(catalogue, planId, shopper, TODAY);
const errorCode = (planId: string, shopper = quote()) => price(planId, shopper)._unsafeUnwrapErr().errorCode;
/** The cheapest option of a plan for the shopper, as a cart item. */
const item = (planId: string, shopper = quote()): PlanRef => ({ planId, pricingId: price(planId, shopper)._unsafeUnwrap().options[0]!.pricingId });
const add = (refs: PlanRef[], cart: PlanRef[] = [], shopper = quote(), heldPlans: HeldPlan[] = []) =>
  checkAddToCart(catalogue, { refs, cart, shopper, heldPlans, today: TODAY });

describe('the demo catalogue', () => {
  it('holds at least 40 plans sold on their own, over all 13 categories, from several carriers', () => {
    const sold = catalogue.plans.filter(isSoldOnItsOwn);
    expect(sold.length).toBeGreaterThanOrEqual(40);
    expect(new Set(sold.map((p) => p.category))).toEqual(new Set(PlanCategories.map(([key]) => key)));
    expect(new Set(sold.map((p) => p.carrierId)).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps the plan ids earlier features and tests use, and their list prices', () => {
    for (const id of ['101', '102', '111', '112', '121', '131', '141', '151', '161', '171', '181', '191', '201', '211']) {
      expect(catalogue.byId.get(id)?.active, id).toBe(true);
    }
    expect(catalogue.byId.get('101')).toMatchObject({ name: 'Premier Health PPO', category: 'medical', planType: 'MM', listPrice: 38_900 });
    expect(catalogue.byId.get('111')?.listPrice).toBe(3250);
  });

  it('prices every plan it sells for every tier, age and state its rules allow (no gaps in the price table)', () => {
    const gaps: string[] = [];
    for (const plan of catalogue.plans.filter((p) => p.active && p.kind !== 'membership')) {
      const { rules } = plan;
      for (const tier of rules.tiers) {
        for (let age = rules.minAge; age <= Math.min(rules.maxAge, 90); age += 1) {
          for (const [state, zip] of [['TX', '75001'], ['MA', '02210'], ['NY', '10001'], ['OK', '73102']] as const) {
            if (rules.states.length > 0 && !rules.states.includes(state)) continue;
            if (rules.zipPrefixes.length > 0 && !rules.zipPrefixes.some((p) => zip.startsWith(p))) continue;
            const shopper = quote({
              tier, state, zip, smoker: '0', annualIncome: 1_000_000, workingHours: 60, portalId: rules.portalIds[0],
              dob: { year: TODAY.year - age - 1, month: 12, day: 31 },
            });
            if (price(plan.planId, shopper).isErr()) gaps.push(`${plan.planId} ${tier} ${age} ${state}`);
          }
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('shows a TX 40-year-old member-only shopper plans in every category', () => {
    expect(filterCategories(catalogue, quote(), TODAY).map((c) => c.key)).toEqual(PlanCategories.map(([key]) => key));
    expect(listPlans(catalogue, quote(), TODAY).length).toBeGreaterThanOrEqual(35);
    // The same quote through Jordan Avery's Individual & Family Portal.
    expect(filterCategories(catalogue, quote({ portalId: '501' }), TODAY).length).toBe(13);
  });

  it('is seeded once: seeding again changes nothing', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM plan_prices');
    expect(await seedDemoData(db, pii)).toBe(false);
    expect(await db.query('SELECT count(*)::int AS n FROM plan_prices')).toEqual(before);
  });
});

describe('every special behaviour is reachable with the documented filter', () => {
  it('premier: the MM medical plans list for the quote, and a cart with one is premier', () => {
    const medical = listPlans(catalogue, quote(), TODAY, ['medical']);
    expect(medical.map((l) => l.plan.planId)).toEqual(['101', '102', '103', '104']);
    expect(medical.every((l) => l.plan.planType === 'MM')).toBe(true);
    expect(cartSummary(catalogue, [item('101')]).premier).toBe(true);
  });

  it('term life is listed for IO only: tier IF hides it and pricing 141 says tierError', () => {
    expect(listPlans(catalogue, quote(), TODAY, ['term_life']).map((l) => l.plan.planId)).toEqual(['141', '142', '143']);
    expect(listPlans(catalogue, quote({ tier: 'IF' }), TODAY, ['term_life'])).toEqual([]);
    expect(errorCode('141', quote({ tier: 'IF' }))).toBe('tierError');
    expect(errorCode('114')).toBe('tierError'); // BrightPath Family Ortho: tiers with dependents only
  });

  it('stateError: Essential Care HMO (102) for ZIP 10001 (NY)', () => {
    expect(errorCode('102', quote({ zip: '10001', state: 'NY' }))).toBe('stateError');
  });

  it('metError: Metroplex Select HMO (104) for ZIP 77002 (Houston, TX)', () => {
    expect(errorCode('104', quote({ zip: '77002' }))).toBe('metError');
  });

  it('ageError: Income Protector DI (201) for DOB 01/15/1955', () => {
    expect(errorCode('201', quote({ dob: dob('01/15/1955'), annualIncome: 45_000, workingHours: 40 }))).toBe('ageError');
  });

  it('planAgeError: Meridian Bronze HSA (103) for tier IS with a spouse born 01/01/1955', () => {
    expect(price('103', quote({ tier: 'IS', spouseDob: dob('01/01/1955') }))._unsafeUnwrapErr()).toEqual({
      errorCode: 'planAgeError',
      message: Messages.spouseAgeNotCovered,
    });
  });

  it('salaryError then hourError: Income Protector DI (201) until income 20000+ and 30+ hours are given', () => {
    expect(errorCode('201')).toBe('salaryError');
    expect(errorCode('201', quote({ annualIncome: 45_000 }))).toBe('hourError');
    expect(price('201', quote({ annualIncome: 45_000, workingHours: 40 })).isOk()).toBe(true);
  });

  it('smokerError: Secure Term Life 20 (141) until the tobacco question is answered', () => {
    expect(errorCode('141')).toBe('smokerError');
    const [nonSmoker, smoker] = [price('141', quote({ smoker: '0' })), price('141', quote({ smoker: '1' }))];
    expect(smoker._unsafeUnwrap().options[0]!.price).toBeGreaterThan(nonSmoker._unsafeUnwrap().options[0]!.price);
  });

  it('portalError: Acme Employee PPO (105) outside the Acme Open Enrollment portal (503), the ACME2024 default', async () => {
    expect(errorCode('105', quote({ portalId: '501' }))).toBe('portalError');
    const acme = await db.query<{ portal: string }>("SELECT default_platform_group_id AS portal FROM groups WHERE gcode = 'ACME2024'");
    expect(price('105', quote({ portalId: acme[0]!.portal, enrollType: 'new-group-member' })).isOk()).toBe(true);
    expect(catalogue.byId.get('105')).toMatchObject({ groupEnrollment: true, captureGroupCode: true });
  });

  it('changePid: the 2025 edition of Premier Health PPO (109) reloads as 101', () => {
    expect(price('109')._unsafeUnwrapErr()).toMatchObject({ errorCode: 'changePid', pid: '101' });
  });

  it('underwriting: Critical Illness Guard (171) declines a ticked cancer diagnosis and passes all No', () => {
    const plan = catalogue.byId.get('171')!;
    expect(plan.questions.map((q) => q.subType)).toEqual(['checkbox', 'detail', 'text_field']);
    expect(new Set(plan.questions[0]!.options.map((o) => o.optionGroup))).toEqual(new Set(['A. Prior to age 60', 'B. Prior to age 75']));
    const allNo = plan.questions.map((q) => ({ questionId: q.questionId, yesNo: '0' }));
    expect(underwritingOutcome(plan, allNo).kind).toBe('accepted');
    expect(underwritingOutcome(plan, [{ questionId: 'Q101', yesNo: '', checkboxAnswers: ['O1011'] }, ...allNo.slice(1)]).kind).toBe('declined');
    const fixed = catalogue.byId.get('132')!;
    const fixedNo = fixed.questions.map((q) => ({ questionId: q.questionId, yesNo: '0' }));
    expect(underwritingOutcome(fixed, [{ questionId: 'Q201', yesNo: '1' }, ...fixedNo.slice(1)]).kind).toBe('declined');
  });

  it('aflac-type questions gate Harborline Cancer Care (221)', () => {
    const plan = catalogue.byId.get('221')!;
    expect(aflacOutcome(plan, { AF2211: 1, AF2212: 1, AF2213: 0 }).canAddToCart).toBe(true);
    expect(aflacOutcome(plan, { AF2211: 0, AF2212: 1, AF2213: 0 }).banner).toBe(Messages.answerYesToContinue);
  });

  it('prudential pair: Keystone Optional Life (143) goes in with the $5.00 membership (901), with the 3% fee notice and Evidence of Insurability', () => {
    expect(add([item('143')])._unsafeUnwrapErr().errorCode).toBe('membership-required');
    const cart = add([item('901'), item('143')])._unsafeUnwrap();
    const summary = cartSummary(catalogue, cart);
    expect(summary.lines.map((l) => [l.planId, l.price, l.removable])).toEqual([
      ['901', 500, false],
      ['143', 1854, true],
    ]);
    expect(summary.administrativeFeeNotice).toBe(true);
    expect(summary.evidenceOfInsurability).toBe(true);
    expect(add([item('143')], [], quote({ enrollType: 'existing-member' }))._unsafeUnwrap().map((r) => r.planId)).toEqual(['143']);
    expect(catalogue.byId.get('163')).toMatchObject({ prudential: true, partnerFee: true, membershipPlanId: '901' });
  });

  it('blackout: Everwell Travel Assist (194) cannot be added on any day', () => {
    for (const day of [1, 15, 28, 31]) {
      const on = { year: 2026, month: 12, day };
      expect(checkAddToCart(catalogue, { refs: [item('194')], cart: [], shopper: quote(), today: on })._unsafeUnwrapErr().errorCode).toBe('blackout');
    }
  });

  it('already-active: Maria Gonzalez (7001, under REP1001) adding Premier Health PPO (101)', async () => {
    const held = await db.query<HeldPlan>("SELECT plan_id AS \"planId\", plan_status AS status FROM member_plans WHERE user_id = '7001'");
    const maria = quote({ dob: dob('04/12/1984'), zip: '75024', enrollType: 'existing-member', portalId: '503' });
    expect(add([item('101', maria)], [], maria, held)._unsafeUnwrapErr()).toMatchObject({ errorCode: 'already-active', planId: '101' });
    expect(add([item('102', maria)], [], maria, held).isOk()).toBe(true);
  });

  it('the accident offer (151) after adding a medical plan; riders in the cart; applicant checkout upsells', () => {
    expect(offersAfterAdding(catalogue, { addedPlanId: '101', cart: [item('101')], shopper: quote(), today: TODAY }).map((o) => o.planId)).toEqual(['151']);
    expect(availableRiders(catalogue, [item('141', quote({ smoker: '0' }))], quote({ smoker: '0' }), TODAY).map((r) => r.plan.planId)).toEqual(['146']);
    expect(availableRiders(catalogue, [item('151')], quote(), TODAY).map((r) => r.plan.planId)).toEqual(['155']);
    const upsells = checkoutUpsells(catalogue, { cart: [item('101')], shopper: quote(), eprocess: 'applicant', today: TODAY });
    expect(upsells.map((u) => [u.planId, u.planId1])).toEqual([['142', undefined], ['123', '112']]);
  });

  it('wizard steps: beneficiaries for life, health for medical, dependents for IS, employer for a group member', () => {
    const tabs = requiredTabs(catalogue, { cart: [item('101'), item('142')], tier: 'IS', eprocess: 'rep', enrollType: 'new-group-member' });
    expect(tabs.filter((t) => t.required).map((t) => t.tabName)).toEqual([
      'primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'billing_info', 'agreement_info', 'review_info']);
  });
});
