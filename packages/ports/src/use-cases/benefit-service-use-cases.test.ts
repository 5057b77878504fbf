import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { Messages, notFound, type PlanSummary } from '@benefit-store/domain';
import type { FilterGateway } from '../driven/filter-gateway.ts';
import type { HelpDesk, LeadGateway, SiteIdentity } from '../driven/help-desk.ts';
import type { PlanCatalog } from '../driven/plan-catalog.ts';
import type { RecommendationGateway, RecommendationQuery } from '../driven/recommendation-gateway.ts';
import { memorySessionStore, type SessionValues } from '../driven/session-store.ts';
import { currentVisit } from '../site-visit.ts';
import { answerRepQuestion } from './answer-rep-question.ts';
import { declineLocation } from './decline-location.ts';
import { besideCart, loadRecommendations } from './load-recommendations.ts';
import { storedRepCard } from './load-rep-chat.ts';
import { sendFeedback, FEEDBACK_FORM } from './send-feedback.ts';
import { shouldAskForLocation } from './should-ask-for-location.ts';

const site: SiteIdentity = { origin: () => 'https://shop.example/', newDeviceId: () => '0123456789abcdef0123456789abcdef' };
const today = { year: 2026, month: 11, day: 21 };

const plan = (planId: string): PlanSummary => ({ planId, name: `Plan ${planId}`, category: 'dental', shortText: '', logo: '', planType: '' });

describe('currentVisit', () => {
  it('makes the device id once and names the site by origin and landing segment', () => {
    const session = memorySessionStore({ site: { landingUrl: 'jordan-avery', agentId: '1001' } });
    const visit = currentVisit(session, site);
    expect(visit).toEqual({ deviceId: '0123456789abcdef0123456789abcdef', webUrl: 'https://shop.example/jordan-avery', agentId: '1001' });
    expect(session.device.get('deviceId')).toBe(visit.deviceId);
    expect(currentVisit(session, { ...site, newDeviceId: () => 'another-id-000000000' }).deviceId).toBe(visit.deviceId);
  });

  it('replaces a stored device id the benefit service would refuse', () => {
    const session = memorySessionStore({ device: { deviceId: 'x y' } });
    expect(currentVisit(session, site).deviceId).toBe('0123456789abcdef0123456789abcdef');
  });
});

describe('storedRepCard', () => {
  it('reads repInfo, else the landing info, else none', () => {
    expect(storedRepCard(memorySessionStore({ site: { repInfo: JSON.stringify({ name: 'Jordan Avery', email: 'j@x.example', phoneNumber: '2145550142' }) } }))).toEqual({
      name: 'Jordan Avery', email: 'j@x.example', phone: '2145550142',
    });
    expect(storedRepCard(memorySessionStore({ site: { landingInfo: JSON.stringify({ display_name: 'Acme Benefits', display_phone: '(972) 555-0110' }) } }))).toEqual({
      name: 'Acme Benefits', phone: '(972) 555-0110',
    });
    expect(storedRepCard(memorySessionStore({ site: { repInfo: 'not json' } }))).toBeUndefined();
  });
});

describe('loadRecommendations', () => {
  const run = (
    stored: SessionValues,
    place: 'cart' | 'home',
    filter: FilterGateway['current'] = () => errAsync(notFound('gone')),
    listing: PlanCatalog['filteredPlans'] = () => errAsync(notFound('gone')),
  ) => {
    const seen: RecommendationQuery[] = [];
    const recommendations: RecommendationGateway = {
      recommend: (query) => {
        seen.push(query);
        return okAsync(['3', '1', '2']);
      },
      planDetails: (ids) => okAsync(['1', '2', '3'].filter((id) => ids.includes(id)).map(plan)),
    };
    const filters = { current: filter } as FilterGateway;
    const plans: PlanCatalog = { filteredPlans: listing };
    return loadRecommendations({ recommendations, filters, plans, session: memorySessionStore(stored), clock: { today: () => today } })(place).map((cards) => ({
      plans: cards.map((p) => p.planId),
      prices: cards.map((p) => p.price),
      query: seen[0],
    }));
  };

  it('keeps the recommendation order, not the catalogue order of plan-details', async () => {
    expect((await run({}, 'home'))._unsafeUnwrap()).toMatchObject({ plans: ['3', '1', '2'], query: { kind: 'popularity' } });
  });
  it('asks for plans held with the cart plan on the cart', async () => {
    const { query } = (await run({ site: { agentId: '1001' }, enrollment: { planId: '121', state: 'TX' } }, 'cart'))._unsafeUnwrap();
    expect(query).toEqual({ kind: 'association', planId: '121', state: 'TX', context: { agentId: '1001' } });
  });
  it('leaves out, beside the cart, the plans the cart already holds', async () => {
    const listed = (await run({ enrollment: { planId: '1' } }, 'cart'))._unsafeUnwrap().plans;
    expect(besideCart(listed.map(plan), ['1', '2']).map((p) => p.planId)).toEqual(['3']);
  });
  it("filters by the quote's tier, gender and age once a quote with a state exists", async () => {
    const current = () => okAsync({ zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IS', state: 'TX' });
    const { query } = (await run({ quote: { tempId: 't1' }, enrollment: { state: 'TX' } }, 'home', current))._unsafeUnwrap();
    expect(query).toEqual({ kind: 'filter', state: 'TX', tier: 'IS', gender: '1', age: 41, context: {} });
  });
  it("with a quote: only the plans the shopper's own list holds, at the price it shows them", async () => {
    const listing = () => okAsync([{ ...plan('1'), price: 94.25 }, plan('3'), plan('9')]);
    const cards = (await run({ quote: { tempId: 't1' } }, 'home', undefined, listing))._unsafeUnwrap();
    expect(cards).toMatchObject({ plans: ['3', '1'], prices: [undefined, 94.25] });
  });
  it("without the shopper's list (the quote forgotten), plan-details' cards", async () => {
    expect((await run({ quote: { tempId: 't1' } }, 'home'))._unsafeUnwrap().plans).toEqual(['3', '1', '2']);
  });
  it('falls back to popularity when the quote cannot be read', async () => {
    expect((await run({ quote: { tempId: 't1' }, enrollment: { state: 'TX' } }, 'home'))._unsafeUnwrap().query?.kind).toBe('popularity');
  });
});

describe('location prompt', () => {
  const leads = (recorded: boolean): LeadGateway => ({
    check: () => okAsync(recorded ? { recorded, zip: '75202' } : { recorded }),
    record: () => okAsync({}),
  });
  it('asks while no lead is recorded and the device has not answered', async () => {
    expect((await shouldAskForLocation({ leads: leads(false), session: memorySessionStore(), site })())._unsafeUnwrap()).toBe(true);
    const session = memorySessionStore();
    expect((await shouldAskForLocation({ leads: leads(true), session, site })())._unsafeUnwrap()).toBe(false);
    expect(session.device.get('zipCode')).toBe('75202');
  });
  it("does not ask again after Don't Allow, and does not ask when the check fails", async () => {
    const session = memorySessionStore();
    await declineLocation({ session })();
    expect((await shouldAskForLocation({ leads: leads(false), session, site })())._unsafeUnwrap()).toBe(false);
    const failing: LeadGateway = { check: () => errAsync(notFound('x')), record: () => okAsync({}) };
    expect((await shouldAskForLocation({ leads: failing, session: memorySessionStore(), site })())._unsafeUnwrap()).toBe(false);
  });
  it('does not ask once a quote is under way, started here or resumed (its ZIP is known)', async () => {
    const session = memorySessionStore();
    session.quote.set('tempId', 't1');
    expect((await shouldAskForLocation({ leads: leads(false), session, site })())._unsafeUnwrap()).toBe(false);
    session.quote.forget();
    expect((await shouldAskForLocation({ leads: leads(false), session, site })())._unsafeUnwrap()).toBe(true);
  });
  it('does not ask a signed-in rep or group administrator (they enroll others: not a lead), and asks again once signed out', async () => {
    for (const audience of ['rep', 'group'] as const) {
      const session = memorySessionStore();
      session.signIn.set('eprocess', audience);
      expect((await shouldAskForLocation({ leads: leads(false), session, site })())._unsafeUnwrap()).toBe(false);
      session.signIn.set('eprocess', 'applicant');
      expect((await shouldAskForLocation({ leads: leads(false), session, site })())._unsafeUnwrap()).toBe(true);
    }
  });
});

describe('help desk use cases', () => {
  const desk = (calls: string[]): HelpDesk => ({
    conversation: () => okAsync({ questions: [{ id: '1', question: 'Name?' }], answers: [] }),
    answer: (_visit, id, answer) => {
      calls.push(`${id}:${answer}`);
      return okAsync(undefined);
    },
    feedback: () => {
      calls.push('feedback');
      return okAsync(undefined);
    },
    ticketLink: () => okAsync('https://help.example'),
  });
  it('does not send a blank answer and trims the others', async () => {
    const calls: string[] = [];
    const deps = { helpDesk: desk(calls), session: memorySessionStore(), site };
    expect((await answerRepQuestion(deps)('1', '   '))._unsafeUnwrapErr()).toEqual({ kind: 'validation', fields: { answer: Messages.fieldRequired } });
    await answerRepQuestion(deps)('1', '  Sam ');
    expect(calls).toEqual(['1:Sam']);
  });
  it("needs both feedback fields: 'Please fill the both fields.'", async () => {
    const calls: string[] = [];
    const deps = { helpDesk: desk(calls), session: memorySessionStore(), site };
    expect((await sendFeedback(deps)({ email: 'a@b.example', message: ' ' }))._unsafeUnwrapErr()).toEqual({
      kind: 'validation',
      fields: { [FEEDBACK_FORM]: Messages.assistantFillBoth },
    });
    expect(calls).toEqual([]);
  });
});
