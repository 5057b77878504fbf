import fc from 'fast-check';
import {
  capitaliseFirst,
  categoryLabel,
  currentMemberRoute,
  Eprocesses,
  homeRoute,
  interpretPricingError,
  Messages,
  OpenTypes,
  PlanCategories,
  planListingNotice,
  PricingErrorCodes,
  receiptReturnRoute,
  Tiers,
} from '../../index.ts';
import { defineRule, must } from './rule.ts';

const state = () =>
  fc.record({
    openType: fc.option(fc.constantFrom(...OpenTypes), { nil: undefined }),
    referral: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
    eprocess: fc.option(fc.constantFrom(...Eprocesses), { nil: undefined }),
    host: fc.option(fc.constantFrom('a.com', 'special.health'), { nil: undefined }),
    specialHost: fc.option(fc.constant('special.health'), { nil: undefined }),
  });

export const navigationRules = [
  defineRule({
    name: 'navigation/open-type-wins',
    area: 'navigation',
    statement: 'an open type always wins: referral page or /, whatever the eprocess and host',
    arbitrary: state,
    predicate: (s) => {
      fc.pre(s.openType !== undefined);
      must(homeRoute(s)).toBe(s.referral ? `/referrals?rid=${encodeURIComponent(s.referral)}` : '/');
    },
    evaluate: (s) => homeRoute(s),
  }),
  defineRule({
    name: 'navigation/eprocess-home',
    area: 'navigation',
    statement: 'without an open type the route depends on eprocess only, except group on the special host',
    arbitrary: state,
    predicate: (s) => {
      const withoutOpen = { ...s, openType: undefined };
      const route = homeRoute(withoutOpen);
      const special = s.host !== undefined && s.host === s.specialHost;
      const expected = { rep: '/agent-home', applicant: '/member-home', group: special ? '/' : '/group-home' };
      must(route).toBe(s.eprocess ? expected[s.eprocess] : '/');
      must(receiptReturnRoute(withoutOpen)).toBe(route);
    },
    evaluate: (s) => ({ home: homeRoute({ ...s, openType: undefined }), receiptReturn: receiptReturnRoute({ ...s, openType: undefined }) }),
  }),
  defineRule({
    name: 'navigation/referral-round-trip',
    area: 'navigation',
    statement: 'the referral id always survives the round trip through the URL',
    arbitrary: () => fc.string({ minLength: 1 }),
    predicate: (rid) => {
      const url = new URL(homeRoute({ openType: 'agent', referral: rid }), 'https://x.test');
      must(url.pathname).toBe('/referrals');
      must(url.searchParams.get('rid')).toBe(rid);
    },
    evaluate: (rid) => homeRoute({ openType: 'agent', referral: rid }),
  }),
  defineRule({
    name: 'navigation/current-member-link',
    area: 'navigation',
    statement: 'the Current Member link exists exactly when there is an eprocess',
    arbitrary: () => fc.record({ eprocess: fc.option(fc.constantFrom(...Eprocesses), { nil: undefined }) }),
    predicate: ({ eprocess }) => (currentMemberRoute(eprocess) === undefined) === (eprocess === undefined),
    evaluate: ({ eprocess }) => currentMemberRoute(eprocess) ?? null,
  }),
];

const catalogue = new Set<unknown>(Object.values(Messages).filter((m) => typeof m === 'string'));

export const pricingAndPlanRules = [
  defineRule({
    name: 'pricing/one-outcome-per-code',
    area: 'pricing',
    statement: 'every pricing error code leads to exactly one outcome, and banners come from the catalogue',
    arbitrary: () =>
      fc.record({ errorCode: fc.constantFrom(...PricingErrorCodes), message: fc.string(), pid: fc.option(fc.stringMatching(/^\d{1,5}$/), { nil: undefined }) }),
    predicate: ({ errorCode, message, pid }) => {
      const outcome = interpretPricingError({ errorCode, message, ...(pid ? { pid } : {}) });
      if (outcome.kind === 'banner') must(catalogue.has(outcome.message)).toBe(true);
      if (outcome.kind === 'server-message' || outcome.kind === 'dependent-error') must(outcome.message).toBe(message);
      if (outcome.kind === 'reload') must(outcome.planId).toBe(pid);
    },
    evaluate: ({ errorCode, message, pid }) => interpretPricingError({ errorCode, message, ...(pid ? { pid } : {}) }),
  }),
  defineRule({
    name: 'pricing/unknown-code',
    area: 'pricing',
    statement: 'an unknown code always shows the server message as a dependent error',
    arbitrary: () => fc.record({ errorCode: fc.string().filter((c) => !(PricingErrorCodes as readonly string[]).includes(c)), message: fc.string() }),
    predicate: ({ errorCode, message }) => must(interpretPricingError({ errorCode, message })).toEqual({ kind: 'dependent-error', message }),
    evaluate: (input) => interpretPricingError(input),
  }),
  defineRule({
    name: 'plans/term-life-io-only',
    area: 'plans',
    statement: 'term life outside IO always reads "IO tier only", whatever the plan count',
    arbitrary: () => fc.record({ tier: fc.constantFrom(...Tiers), planCount: fc.nat(20), category: fc.constantFrom(...PlanCategories.map(([k]) => k)) }),
    predicate: ({ tier, planCount, category }) => {
      const notice = planListingNotice({ category, tier, planCount });
      if (category === 'term_life' && tier !== 'IO') must(notice).toBe(Messages.plansForIoOnly);
      else must(notice).toBe(planCount === 0 ? Messages.noPlansForSelection : undefined);
    },
    evaluate: (input) => planListingNotice(input) ?? null,
  }),
  defineRule({
    name: 'plans/capitalise-first',
    area: 'plans',
    statement: 'capitalising touches the first letter only',
    arbitrary: () => fc.string({ minLength: 1 }),
    predicate: (text) => {
      const out = capitaliseFirst(text);
      must(out.slice(1)).toBe(text.slice(1));
      must(out.charAt(0)).toBe(text.charAt(0).toUpperCase());
      if (!PlanCategories.some(([k]) => k === text)) must(categoryLabel(text)).toBe(out);
    },
    evaluate: (text) => ({ capitalised: capitaliseFirst(text), label: categoryLabel(text) }),
  }),
];
