import fc from 'fast-check';
import {
  buildSteps,
  diagnoseStuck,
  nextTarget,
  previousTarget,
  progress,
  readyForReview,
  requiredTabs,
  savedTabName,
  savedTabTarget,
  tabFromRoute,
  tabPath,
  tabRouteName,
  TabNames,
  tabState,
  targetPath,
  type TempEnrollmentSnapshot,
} from '../../index.ts';
import { tabDefinitions } from '../wizard-arbitraries.ts';
import { defineRule, must } from './rule.ts';

export const wizardTabRules = [
  defineRule({
    name: 'wizard-tabs/steps-from-tab-list',
    area: 'wizard-tabs',
    statement: 'steps are the distinct required known tabs of order 0-10, sorted, numbered 1..n',
    arbitrary: tabDefinitions,
    predicate: (tabs) => {
      const steps = buildSteps(tabs);
      const eligible = tabs.filter((t) => t.required && t.order >= 0 && t.order <= 10 && (TabNames as readonly string[]).includes(t.tabName));
      must(new Set(steps.map((s) => s.tab))).toEqual(new Set(eligible.map((t) => t.tabName)));
      must(steps.map((s) => s.number)).toEqual(steps.map((_, i) => i + 1));
      const firstOrder = (tab: string) => Math.min(...eligible.filter((t) => t.tabName === tab).map((t) => t.order));
      const orders = steps.map((s) => firstOrder(s.tab));
      must(orders).toEqual([...orders].sort((a, b) => a - b));
    },
    evaluate: (tabs) => buildSteps(tabs),
  }),
  defineRule({
    name: 'wizard-tabs/one-active-step',
    area: 'wizard-tabs',
    statement: 'progress has exactly one active step before which all are done',
    arbitrary: () => fc.record({ tabs: tabDefinitions(), pick: fc.nat() }),
    predicate: ({ tabs, pick }) => {
      const steps = buildSteps(tabs);
      fc.pre(steps.length > 0);
      const statuses = progress(steps, steps[pick % steps.length]!.tab).map((p) => p.status);
      const at = statuses.indexOf('active');
      must(statuses.filter((s) => s === 'active')).toHaveLength(1);
      must(statuses.slice(0, at).every((s) => s === 'done')).toBe(true);
      must(statuses.slice(at + 1).every((s) => s === 'upcoming')).toBe(true);
    },
    evaluate: ({ tabs, pick }) => {
      const steps = buildSteps(tabs);
      return steps.length === 0 ? [] : progress(steps, steps[pick % steps.length]!.tab);
    },
  }),
  defineRule({
    name: 'wizard-tabs/back-then-next',
    area: 'wizard-tabs',
    statement: 'Back then Next returns to the same step (away from the ends and without navto)',
    arbitrary: () => fc.record({ tabs: tabDefinitions(), pick: fc.nat() }),
    predicate: ({ tabs, pick }) => {
      const steps = buildSteps(tabs);
      fc.pre(steps.length > 1);
      const current = steps[1 + (pick % (steps.length - 1))]!;
      fc.pre(current.tab !== 'primary_info');
      const back = previousTarget(steps, current.tab);
      must(back.kind).toBe('step');
      if (back.kind === 'step' && back.step.tab !== 'review_info') must(nextTarget(steps, back.step.tab).target).toEqual({ kind: 'step', step: current });
    },
    evaluate: ({ tabs, pick }) => {
      const steps = buildSteps(tabs);
      return steps.length < 2 ? null : previousTarget(steps, steps[1 + (pick % (steps.length - 1))]!.tab);
    },
  }),
  defineRule({
    name: 'wizard-tabs/navto-detours-to-review',
    area: 'wizard-tabs',
    statement: 'navto always detours to review-confirm and asks to clear the marker',
    arbitrary: () => fc.record({ tabs: tabDefinitions(), current: fc.constantFrom(...TabNames), navto: fc.string({ minLength: 1 }) }),
    predicate: ({ tabs, current, navto }) => {
      fc.pre(current !== 'review_info');
      const move = nextTarget(buildSteps(tabs), current, navto);
      must(targetPath(move.target)).toBe('/enrollment/review-confirm');
      must(move.clearNavto).toBe(true);
    },
    evaluate: ({ tabs, current, navto }) => nextTarget(buildSteps(tabs), current, navto),
  }),
  defineRule({
    name: 'wizard-tabs/names-round-trip',
    area: 'wizard-tabs',
    statement: 'paths, route names and saved-tab spellings all round-trip to the same tab',
    arbitrary: () => fc.constantFrom(...TabNames),
    predicate: (tab) => {
      must(tabFromRoute(tabPath(tab))).toBe(tab);
      must(tabFromRoute(tabRouteName(tab))).toBe(tab);
      must(savedTabTarget(savedTabName(tab))).toEqual({ path: tabPath(tab), disableQuotation: false, tab });
    },
    evaluate: (tab) => ({ path: tabPath(tab), route: tabRouteName(tab), saved: savedTabName(tab) }),
  }),
];

const snapshot = (): fc.Arbitrary<TempEnrollmentSnapshot> =>
  tabDefinitions().chain((tabs) =>
    fc.record({
      tabs: fc.constant(tabs),
      savedTabs: fc.subarray(buildSteps(tabs).map((s) => s.tab)).map((saved) => saved.map(savedTabName)),
      cart: fc.record({ lineCount: fc.nat(3), effectiveDate: fc.constantFrom('', '12/01/2026'), checkedOut: fc.boolean() }),
      enrollmentId: fc.constantFrom('', 't1'),
      filter: fc.constant({ zip: '75001', dob: '01/01/1980', tier: 'IO', gender: '0' }),
    }),
  ) as fc.Arbitrary<TempEnrollmentSnapshot>;

export const tempEnrollmentRules = [
  defineRule({
    name: 'temp-enrollment/tab-states',
    area: 'temp-enrollment',
    statement: 'every required tab is saved, missing or invalid; every other tab is not required',
    arbitrary: snapshot,
    predicate: (s) => {
      const required = new Set(requiredTabs(s));
      for (const step of buildSteps(s.tabs)) must(['saved', 'missing', 'invalid']).toContain(tabState(s, step.tab));
      for (const t of ['primary_info', 'billing_info'] as const) if (!required.has(t)) must(tabState(s, t)).toBe('not-required');
    },
    evaluate: (s) => Object.fromEntries(buildSteps(s.tabs).map((step) => [step.tab, tabState(s, step.tab)])),
  }),
  defineRule({
    name: 'temp-enrollment/ready-means-no-unsaved-reason',
    area: 'temp-enrollment',
    statement: 'an enrollment ready for review has no unsaved-tab reason, and vice versa',
    arbitrary: snapshot,
    predicate: (s) => {
      const unsaved = diagnoseStuck(s).some((r) => r.code === 'tab-not-saved');
      if (readyForReview(s)) must(unsaved).toBe(false);
      else if (s.cart.checkedOut) must(unsaved).toBe(true);
    },
    evaluate: (s) => ({ readyForReview: readyForReview(s), reasons: diagnoseStuck(s) }),
  }),
  defineRule({
    name: 'temp-enrollment/complete-is-not-stuck',
    area: 'temp-enrollment',
    statement: 'a checked-out enrollment with every required tab saved and a clean tab list is not stuck',
    arbitrary: () => fc.subarray(['primary_info', 'contact_info', 'beneficiary_info', 'review_info'] as const, { minLength: 1 }),
    predicate: (tabs) => must(diagnoseStuck(completeSnapshot(tabs))).toEqual([]),
    evaluate: (tabs) => diagnoseStuck(completeSnapshot(tabs)),
  }),
];

const completeSnapshot = (tabs: readonly (typeof TabNames)[number][]): TempEnrollmentSnapshot => ({
  enrollmentId: 't',
  cart: { lineCount: 1, effectiveDate: '12/01/2026', checkedOut: true },
  tabs: tabs.map((tabName, order) => ({ tabName, order, required: true })),
  savedTabs: tabs.map(savedTabName),
});
