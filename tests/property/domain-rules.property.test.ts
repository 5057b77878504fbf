import { describe, expect, it } from 'vitest';
import { assertRule, domainRules } from '@benefit-store/domain/testing';

// Every rule property of the domain's registry, checked with the seed and run count of tests/setup/fast-check.ts.
// `benefit-store rules list|check|eval` reads the same registry, so a rule added there is checked here too.
const areas = [...new Set(domainRules.rules.map((rule) => rule.area))];

describe('the rule registry', () => {
  it('holds every area of the domain rules, each rule with a unique area/name', () => {
    expect(areas.length).toBeGreaterThanOrEqual(10);
    for (const rule of domainRules.rules) expect(rule.name.startsWith(`${rule.area}/`)).toBe(true);
  });
});

for (const area of areas) {
  describe(`${area} properties`, () => {
    for (const rule of domainRules.rules.filter((r) => r.area === area)) {
      it(`${rule.statement} (${rule.name})`, () => assertRule(rule));
    }
  });
}
