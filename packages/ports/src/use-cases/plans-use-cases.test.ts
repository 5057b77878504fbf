import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { Messages, notFound, selectedGroupLine, validationError, type QuoteDetails, type QuoteFilter } from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { FilterGateway, StoredFilter } from '../driven/filter-gateway.ts';
import type { MemberDirectory } from '../driven/member-directory.ts';
import type { PlanDetailsGateway } from '../driven/plan-details-gateway.ts';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import { memorySessionStore } from '../driven/session-store.ts';
import type { CartView, PlanDetail, PlanPricing } from '../shopping/shopping-types.ts';
import { choosePlanPortal } from './choose-plan-portal.ts';
import { comparePlans } from './compare-plans.ts';
import { editQuoteFilter } from './edit-quote-filter.ts';
import { loadPlanPageContext } from './load-plan-page-context.ts';
import { loadPlansOverview } from './load-plans-overview.ts';
import { saveQuoteDetails } from './save-quote-details.ts';

const clock = { today: () => ({ year: 2026, month: 11, day: 20 }) };
const stored: StoredFilter = { zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IF', state: 'TX' };

const filters = (calls: { updates: QuoteFilter[]; details: (QuoteDetails & { category?: string })[] }, filter: StoredFilter = stored): FilterGateway => ({
  current: () => okAsync(filter),
  create: () => okAsync({ tempId: 'new' }),
  update: (tempId, f, _context, d) => {
    calls.updates.push(f);
    if (d) calls.details.push(d);
    return okAsync({ tempId, state: 'TX', ...(d ? { cartChanges: [{ planId: '141', planName: 'Secure Term Life 20', change: 'removed' as const, message: 'gone' }] } : {}) });
  },
  changeDetails: (tempId, d) => {
    calls.details.push(d);
    return okAsync({ tempId });
  },
});

const cartOf = (premier: boolean): CartGateway =>
  ({ cart: () => okAsync({ lines: [], firstMonth: 0, recurring: 0, total: 0, premier, administrativeFeeNotice: false, evidenceOfInsurability: false, riders: [], notices: [] } satisfies CartView) }) as unknown as CartGateway;

const questions = { dependents: () => okAsync({ spouseDob: '01/01/1980' }) } as unknown as PlanQuestionsGateway;

describe('plans page and plan page use cases', () => {
  it('the overview: summary, the dependents block of the tier, and the category only with a premier plan', async () => {
    const session = memorySessionStore({ quote: { tempId: 't1' } });
    const calls = { updates: [], details: [] };
    const overview = (await loadPlansOverview({ filters: filters(calls), cart: cartOf(false), questions, session })())._unsafeUnwrap();
    expect(overview.summary.map((i) => i.label)).toEqual(['Zip', 'Gender', 'Tier', 'DOB']);
    expect(overview.asksCategory).toBe(false);
    expect(overview.dependents).toEqual({ needsSpouseDob: true, needsChildren: true, childrenOptions: [1, 2, 3, 4, 5, 6, 7, 8], info: { spouseDob: '01/01/1980' } });
    const io = (await loadPlansOverview({ filters: filters(calls, { ...stored, tier: 'IO' }), cart: cartOf(true), questions, session })('dental'))._unsafeUnwrap();
    expect(io.dependents).toBeUndefined();
    expect(io.asksCategory).toBe(true);
    expect((await loadPlansOverview({ filters: filters(calls), cart: cartOf(false), questions, session: memorySessionStore() })())._unsafeUnwrapErr().kind).toBe('not-found');
  });

  it('Edit: every message at once; a premier plan in the cart requires the category; extras go in the same change', async () => {
    const session = memorySessionStore({ quote: { tempId: 't1' } });
    const calls = { updates: [] as QuoteFilter[], details: [] as (QuoteDetails & { category?: string })[] };
    const edit = editQuoteFilter({ filters: filters(calls), cart: cartOf(true), session, clock });
    const bad = await edit({ zip: '7500', dob: '', gender: '0', tier: 'IO', annualIncome: 'lots' });
    expect(bad._unsafeUnwrapErr()).toEqual(
      validationError({ zip: Messages.invalidZip, dob: Messages.fieldRequired, category: Messages.fieldRequired, annual_incode: Messages.invalidAnnualIncome }),
    );
    expect(calls.updates).toHaveLength(0);
    const saved = await edit({ zip: '75001', dob: '01/15/1985', gender: '0', tier: 'IC', category: 'medical', isSmoker: '1', annualIncome: '45,000', workingHours: '' });
    expect(calls.updates[0]?.tier).toBe('IC');
    // One change of the quote: the basic fields and the answers together, so the cart follows it once.
    expect(calls.details).toEqual([{ annualIncome: '45000', isSmoker: '1', category: 'medical' }]);
    expect(saved._unsafeUnwrap().cartChanges?.map((c) => c.planId)).toEqual(['141']);
    expect(session.enrollment.get('tier')).toBe('IC');

    const plain = { updates: [] as QuoteFilter[], details: [] as (QuoteDetails & { category?: string })[] };
    await editQuoteFilter({ filters: filters(plain), cart: cartOf(false), session, clock })({ zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO' });
    expect(plain.updates).toHaveLength(1);
    expect(plain.details).toHaveLength(0);
  });

  it('Annual Income and Tobacco Usage: what the banner needs is required; only the answers are sent', async () => {
    const session = memorySessionStore({ quote: { tempId: 't1' } });
    const calls = { updates: [] as QuoteFilter[], details: [] as (QuoteDetails & { category?: string })[] };
    const save = saveQuoteDetails({ filters: filters(calls), session });
    expect((await save({ annualIncome: '' }, { annualIncome: true }))._unsafeUnwrapErr()).toEqual(validationError({ annual_incode: Messages.fieldRequired }));
    await save({ workingHours: '40' }, { workingHours: true });
    await save({ isSmoker: '0' });
    expect(calls.details).toEqual([{ workingHours: '40' }, { isSmoker: '0' }]);
  });

  const directory = (overrides: Partial<MemberDirectory> = {}): MemberDirectory => ({
    groupsOfAgent: () => okAsync([{ groupId: '2556', name: 'Lone Star Logistics' }]),
    portals: () => okAsync([{ portalId: '501', name: 'Individual & Family Portal', code: 'IFP' }]),
    membersOfAgent: () => okAsync([]),
    membersOfGroup: () => okAsync([]),
    startExistingMemberQuote: () => okAsync({ tempId: 't' }),
    setEnrollmentPortal: () => okAsync(undefined),
    enrollmentMemberInfo: () =>
      okAsync({ group: { groupId: '3001', name: 'Acme Manufacturing', code: 'ACME2024' }, member: { userId: '7001', policyId: 'P', name: 'Maria Gonzalez', dob: '', email: '', maskedSsn: '', plans: [] }, portals: [{ portalId: '503', name: 'Acme Open Enrollment', code: 'ACME' }] }),
    ...overrides,
  });

  it('the plan page context: the selected group line with the member and portal; the pickers only with something to pick', async () => {
    const member = memorySessionStore({ site: { agentId: '1001', groupId: '3001', portalId: '503' }, quote: { tempId: 't' }, enrollment: { enrollType: 'existing-member', userId: '7001' }, signIn: { eprocess: 'rep' } });
    const context = (await loadPlanPageContext({ members: directory(), session: member })())._unsafeUnwrap();
    expect(context).toMatchObject({ opening: 'none', portal: 'Acme Open Enrollment' });
    expect(selectedGroupLine(context.selection?.group, context.selection?.member)).toBe('Selected Group is: Acme Manufacturing (ACME2024) | Member: Maria Gonzalez');

    const rep = memorySessionStore({ site: { agentId: '1001' }, quote: { tempId: 't' }, signIn: { eprocess: 'rep' } });
    const picking = (await loadPlanPageContext({ members: directory(), session: rep })())._unsafeUnwrap();
    expect(picking.opening).toBe('pick-portal-then-group');
    expect(picking.groups).toEqual([{ groupId: '2556', name: 'Lone Star Logistics' }]);
    const nothing = (await loadPlanPageContext({ members: directory({ portals: () => errAsync(notFound('x')) }), session: rep })())._unsafeUnwrap();
    expect(nothing.opening).toBe('none');

    const shopper = memorySessionStore({ site: { agentId: '1001', gname: 'Acme Manufacturing', gcode: 'ACME2024', groupId: '3001' }, quote: { tempId: 't' }, signIn: { eprocess: 'applicant' } });
    const shopping = (await loadPlanPageContext({ members: directory(), session: shopper })())._unsafeUnwrap();
    expect(shopping.opening).toBe('none');
    expect(selectedGroupLine(shopping.selection?.group, shopping.selection?.member)).toBe('Selected Group is: Acme Manufacturing (ACME2024)');
  });

  it("the portal picker: 'Please choose a platform', a rep's 'Please choose a group', then new-group-member", async () => {
    const session = memorySessionStore({ site: { agentId: '1001' }, quote: { tempId: 't' }, signIn: { eprocess: 'rep' } });
    const choose = choosePlanPortal({ members: directory(), session });
    const portal = { portalId: '501', name: 'Individual & Family Portal', code: 'IFP' };
    expect((await choose({}))._unsafeUnwrapErr()).toEqual(validationError({ portal: Messages.choosePlatform }));
    expect((await choose({ portal }))._unsafeUnwrapErr()).toEqual(validationError({ group: Messages.chooseGroup }));
    await choose({ portal, groupId: '2556' });
    expect([session.site.get('portalId'), session.site.get('portalName'), session.site.get('groupId'), session.enrollment.get('enrollType')]).toEqual(['501', 'Individual & Family Portal', '2556', 'new-group-member']);
  });

  it('compare: price for the quote (a replaced plan as its replacement), category, key benefits and exclusions as text', async () => {
    const detail = (planId: string): PlanDetail => ({
      planId,
      pid: planId,
      name: `Plan ${planId}`,
      category: planId === '201' ? 'di' : 'medical',
      logo: '',
      shortText: '',
      planType: '',
      texts: { headerText: '', bodyText: '<ul><li>A &amp; B</li></ul>', blueBarText: '', associationText: '', exclusionsTitle: '', exclusionsText: '<p>None &lt;here&gt;</p>', examplesTitle: '', examplesText: '', faqTitle: '', faqText: '' },
      groupEnrollment: false,
      captureGroupCode: false,
      hasQuestions: false,
      hasAflacQuestions: false,
      needsMembership: false,
    });
    const pricing: Record<string, PlanPricing> = {
      '101': { kind: 'priced', planId: '101', name: 'x', options: [{ pricingId: 'a', price: 2000, label: 'high' }, { pricingId: 'b', price: 1500, label: 'low' }] },
      '109': { kind: 'refused', failure: { errorCode: 'changePid', pid: '101' } },
      '201': { kind: 'refused', failure: { errorCode: 'salaryError' } },
    };
    const plans = {
      detail: (id: string) => (id === '999' ? errAsync(notFound(Messages.planNotFound)) : okAsync(detail(id))),
      pricing: (_t: string, id: string) => (pricing[id] ? okAsync(pricing[id]) : errAsync(notFound(Messages.planNotFound))),
    } as unknown as PlanDetailsGateway;
    const compared = (await comparePlans({ plans, session: memorySessionStore({ quote: { tempId: 't' } }) })(['109', '201', '999', '101']))._unsafeUnwrap();
    expect(compared.map((p) => p.planId)).toEqual(['101', '201']);
    expect(compared[0]).toMatchObject({ price: { from: 1500, options: 2 }, category: 'Medical', benefits: ['A & B'], exclusions: ['None <here>'] });
    expect(compared[1]).toMatchObject({ category: 'Disability Income', unpriced: Messages.salaryError });
  });
});
