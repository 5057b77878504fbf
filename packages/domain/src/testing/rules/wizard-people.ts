import fc from 'fast-check';
import {
  canAddBeneficiary,
  canContinueBeneficiaries,
  dependentsRequirementMet,
  MAX_DEPENDENTS,
  maskPercentage,
  Messages,
  nextRelationship,
  revalidateDependents,
  totalNote,
  validateBeneficiary,
  validateBeneficiaryList,
  validateDependent,
  validateDependentList,
  addDays,
  formatUsDate,
} from '../../index.ts';
import { calendarDate } from '../arbitraries.ts';
import { dependentInput, dependentRules, invalidBeneficiarySet, invalidDependentList, validBeneficiarySet, validDependentList } from '../wizard-arbitraries.ts';
import { defineRule, must } from './rule.ts';

const tiers = ['IO', 'IS', 'IC', 'IF'] as const;

export const dependentRulesProperties = [
  defineRule({
    name: 'dependents/valid-lists-pass',
    area: 'dependents',
    statement: 'every valid list of any tier passes, dependent by dependent and as a list',
    arbitrary: () => fc.record({ today: calendarDate(), tier: fc.constantFrom(...tiers) }).chain(({ today, tier }) => validDependentList(today, tier).map(({ rules, list }) => ({ today, rules, list }))),
    predicate: ({ today, rules, list }) => {
      for (const d of list) must(validateDependent(d, today).isOk()).toBe(true);
      must(validateDependentList(list, rules).isOk()).toBe(true);
      must(revalidateDependents(list, today)).toEqual([]);
    },
    evaluate: ({ rules, list }) => validateDependentList(list, rules),
  }),
  defineRule({
    name: 'dependents/invalid-lists-refused',
    area: 'dependents',
    statement: 'every invalid IS, IC or IF list is refused',
    arbitrary: () =>
      fc.record({ today: calendarDate(), tier: fc.constantFrom('IS', 'IC', 'IF') as fc.Arbitrary<'IS' | 'IC' | 'IF'> }).chain(({ today, tier }) => invalidDependentList(today, tier)),
    predicate: ({ rules, list }) => {
      must(validateDependentList(list, rules).isErr()).toBe(true);
      must(dependentsRequirementMet(list, rules)).toBe(false);
    },
    evaluate: ({ rules, list }) => validateDependentList(list, rules),
  }),
  defineRule({
    name: 'dependents/next-relationship-keeps-limits',
    area: 'dependents',
    statement: 'adding what nextRelationship says never breaks the one-spouse, nine-dependent and L713 limits',
    arbitrary: () => fc.record({ rules: fc.constantFrom(...tiers).chain(dependentRules), steps: fc.nat(12) }),
    predicate: ({ rules, steps }) => {
      const list: { relationship: 'spouse' | 'child' }[] = [];
      for (let i = 0; i < steps; i++) {
        const next = nextRelationship(list, rules);
        if (next.isErr()) break;
        list.push({ relationship: next.value });
      }
      must(list.length).toBeLessThanOrEqual(MAX_DEPENDENTS);
      must(list.filter((d) => d.relationship === 'spouse').length).toBeLessThanOrEqual(1);
      if (rules.tier === 'IC' && rules.premier) must(list.length).toBeLessThanOrEqual(1);
      if (rules.tier === 'IS') must(list.every((d) => d.relationship === 'spouse')).toBe(true);
      if (rules.tier === 'IC') must(list.every((d) => d.relationship === 'child')).toBe(true);
    },
    evaluate: ({ rules }) => nextRelationship([], rules),
  }),
  defineRule({
    name: 'dependents/no-birth-today-or-later',
    area: 'dependents',
    statement: 'a dependent born today or later is always refused',
    arbitrary: () =>
      calendarDate().chain((today) =>
        fc.record({ today: fc.constant(today), dependent: dependentInput(today, 'child'), ahead: fc.nat(400) }).map(({ today: t, dependent, ahead }) => ({
          today: t,
          dependent: { ...dependent, birthdate: formatUsDate(addDays(t, ahead)) },
        })),
      ),
    predicate: ({ today, dependent }) => must(validateDependent(dependent, today)._unsafeUnwrapErr()).toHaveProperty('birthdate'),
    evaluate: ({ today, dependent }) => validateDependent(dependent, today),
  }),
];

export const beneficiaryRules = [
  defineRule({
    name: 'beneficiaries/valid-sets-pass',
    area: 'beneficiaries',
    statement: 'every valid set passes one by one and as a list, and allows continuing',
    arbitrary: () => calendarDate().chain((today) => fc.record({ today: fc.constant(today), list: validBeneficiarySet(today) })),
    predicate: ({ today, list }) => {
      const parsed = list.map((b) => validateBeneficiary(b, today)._unsafeUnwrap());
      must(validateBeneficiaryList(parsed).isOk()).toBe(true);
      must(canContinueBeneficiaries(parsed)).toBe(true);
      must(canAddBeneficiary(parsed)).toBe(false);
    },
    evaluate: ({ today, list }) => list.map((b) => validateBeneficiary(b, today).map(() => 'valid')),
  }),
  defineRule({
    name: 'beneficiaries/invalid-sets-refused',
    area: 'beneficiaries',
    statement: 'every invalid set is refused with the message for its kind',
    arbitrary: () => calendarDate().chain((today) => invalidBeneficiarySet(today).map(({ kind, list }) => ({ today, kind, list }))),
    predicate: ({ today, kind, list }) => {
      const parsed = list.map((b) => validateBeneficiary(b, today)._unsafeUnwrap());
      const total = parsed.reduce((s, b) => s + b.percentage, 0);
      const expected = {
        empty: Messages.addBeneficiariesFirst,
        'too-many': Messages.maxBeneficiaries,
        over: Messages.beneficiaryTotalOver(total),
        under: Messages.beneficiaryTotalUnder(total),
      };
      must(validateBeneficiaryList(parsed)._unsafeUnwrapErr()).toBe(expected[kind]);
      must(canContinueBeneficiaries(parsed)).toBe(false);
    },
    evaluate: ({ today, list }) => {
      const parsed = list.map((b) => validateBeneficiary(b, today));
      return parsed.every((p) => p.isOk()) ? validateBeneficiaryList(parsed.map((p) => p._unsafeUnwrap())) : parsed.map((p) => p.map(() => 'valid'));
    },
  }),
  defineRule({
    name: 'beneficiaries/total-note',
    area: 'beneficiaries',
    statement: 'the total note is green exactly at 100 and always names the total',
    arbitrary: () => fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }),
    predicate: (ps) => {
      const note = totalNote(ps.map((percentage) => ({ percentage })));
      const total = ps.reduce((a, b) => a + b, 0);
      must(note.tone === 'ok').toBe(total === 100);
      if (note.tone !== 'ok') must(note.message).toContain(`is ${total} and`);
    },
    evaluate: (ps) => totalNote(ps.map((percentage) => ({ percentage }))),
  }),
  defineRule({
    name: 'beneficiaries/percentage-mask',
    area: 'beneficiaries',
    statement: 'the percentage mask keeps at most three digits and is idempotent',
    arbitrary: () => fc.string(),
    predicate: (typed) => /^\d{0,3}$/.test(maskPercentage(typed)) && maskPercentage(maskPercentage(typed)) === maskPercentage(typed),
    evaluate: (typed) => maskPercentage(typed),
  }),
];
