import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dependentsRequirementMet, MAX_DEPENDENTS, nextRelationship, revalidateDependents, validateDependent, validateDependentList } from '@benefit-store/domain';
import { calendarDate, dependentInput, dependentRules, invalidDependentList, validDependentList } from '@benefit-store/domain/testing';

const tiers = ['IO', 'IS', 'IC', 'IF'] as const;

describe('dependent properties', () => {
  it.each(tiers)('every valid %s list passes, dependent by dependent and as a list', (tier) => {
    fc.assert(
      fc.property(
        calendarDate().chain((today) => fc.tuple(fc.constant(today), validDependentList(today, tier))),
        ([today, { rules, list }]) => {
          for (const d of list) expect(validateDependent(d, today).isOk()).toBe(true);
          expect(validateDependentList(list, rules).isOk()).toBe(true);
          expect(revalidateDependents(list, today)).toEqual([]);
        },
      ),
    );
  });

  it.each(['IS', 'IC', 'IF'] as const)('every invalid %s list is refused', (tier) => {
    fc.assert(
      fc.property(
        calendarDate().chain((today) => invalidDependentList(today, tier)),
        ({ rules, list }) => {
          expect(validateDependentList(list, rules).isErr()).toBe(true);
          expect(dependentsRequirementMet(list, rules)).toBe(false);
        },
      ),
    );
  });

  it('adding what nextRelationship says never breaks the one-spouse, nine-dependent and L713 limits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tiers).chain(dependentRules), fc.nat(12), (rules, steps) => {
        const list: { relationship: 'spouse' | 'child' }[] = [];
        for (let i = 0; i < steps; i++) {
          const next = nextRelationship(list, rules);
          if (next.isErr()) break;
          list.push({ relationship: next.value });
        }
        expect(list.length).toBeLessThanOrEqual(MAX_DEPENDENTS);
        expect(list.filter((d) => d.relationship === 'spouse').length).toBeLessThanOrEqual(1);
        if (rules.tier === 'IC' && rules.premier) expect(list.length).toBeLessThanOrEqual(1);
        if (rules.tier === 'IS') expect(list.every((d) => d.relationship === 'spouse')).toBe(true);
        if (rules.tier === 'IC') expect(list.every((d) => d.relationship === 'child')).toBe(true);
      }),
    );
  });

  it('a dependent born today or later is always refused', () => {
    fc.assert(
      fc.property(
        calendarDate().chain((today) => fc.tuple(fc.constant(today), dependentInput(today, 'child'), fc.nat(400))),
        ([today, d, ahead]) => {
          const t = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
          const birthdate = `${String(t.getUTCMonth() + 1).padStart(2, '0')}/${String(t.getUTCDate()).padStart(2, '0')}/${t.getUTCFullYear()}`;
          expect(validateDependent({ ...d, birthdate }, today)._unsafeUnwrapErr()).toHaveProperty('birthdate');
        },
      ),
    );
  });
});
