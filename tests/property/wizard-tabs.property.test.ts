import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSteps,
  nextTarget,
  previousTarget,
  progress,
  savedTabName,
  savedTabTarget,
  tabFromRoute,
  tabPath,
  tabRouteName,
  TabNames,
  targetPath,
} from '@benefit-store/domain';
import { tabDefinitions } from '@benefit-store/domain/testing';

describe('wizard tab properties', () => {
  it('steps are the distinct required known tabs of order 0-10, sorted, numbered 1..n', () => {
    fc.assert(
      fc.property(tabDefinitions(), (tabs) => {
        const steps = buildSteps(tabs);
        const eligible = tabs.filter((t) => t.required && t.order >= 0 && t.order <= 10 && (TabNames as readonly string[]).includes(t.tabName));
        expect(new Set(steps.map((s) => s.tab))).toEqual(new Set(eligible.map((t) => t.tabName)));
        expect(steps.map((s) => s.number)).toEqual(steps.map((_, i) => i + 1));
        const firstOrder = (tab: string) => Math.min(...eligible.filter((t) => t.tabName === tab).map((t) => t.order));
        const orders = steps.map((s) => firstOrder(s.tab));
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }),
    );
  });

  it('progress has exactly one active step before which all are done', () => {
    fc.assert(
      fc.property(tabDefinitions(), fc.nat(), (tabs, pick) => {
        const steps = buildSteps(tabs);
        fc.pre(steps.length > 0);
        const current = steps[pick % steps.length]!.tab;
        const statuses = progress(steps, current).map((p) => p.status);
        const at = statuses.indexOf('active');
        expect(statuses.filter((s) => s === 'active')).toHaveLength(1);
        expect(statuses.slice(0, at).every((s) => s === 'done')).toBe(true);
        expect(statuses.slice(at + 1).every((s) => s === 'upcoming')).toBe(true);
      }),
    );
  });

  it('Back then Next returns to the same step (away from the ends and without navto)', () => {
    fc.assert(
      fc.property(tabDefinitions(), fc.nat(), (tabs, pick) => {
        const steps = buildSteps(tabs);
        fc.pre(steps.length > 1);
        const index = 1 + (pick % (steps.length - 1));
        const current = steps[index]!;
        fc.pre(current.tab !== 'primary_info');
        const back = previousTarget(steps, current.tab);
        expect(back.kind).toBe('step');
        if (back.kind === 'step' && back.step.tab !== 'review_info') expect(nextTarget(steps, back.step.tab).target).toEqual({ kind: 'step', step: current });
      }),
    );
  });

  it('navto always detours to review-confirm and asks to clear the marker', () => {
    fc.assert(
      fc.property(tabDefinitions(), fc.constantFrom(...TabNames), fc.string({ minLength: 1 }), (tabs, current, navto) => {
        fc.pre(current !== 'review_info');
        const move = nextTarget(buildSteps(tabs), current, navto);
        expect(targetPath(move.target)).toBe('/enrollment/review-confirm');
        expect(move.clearNavto).toBe(true);
      }),
    );
  });

  it('paths, route names and saved-tab spellings all round-trip to the same tab', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TabNames), (tab) => {
        expect(tabFromRoute(tabPath(tab))).toBe(tab);
        expect(tabFromRoute(tabRouteName(tab))).toBe(tab);
        expect(savedTabTarget(savedTabName(tab))).toEqual({ path: tabPath(tab), disableQuotation: false, tab });
      }),
    );
  });
});
