import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import {
  applySpouseAnswer,
  canAddDependent,
  dependentHints,
  dependentsHeading,
  dependentsRequirementMet,
  nextRelationship,
  relationAgeError,
  proceedHint,
  removeDependent,
  revalidateDependents,
  submitHidden,
  validateDependent,
  validateDependentList,
  type DependentInput,
  type DependentRules,
  type Relationship,
} from './dependents.ts';

const today = { year: 2026, month: 11, day: 21 };
const rules = (tier: DependentRules['tier'], extra: Partial<DependentRules> = {}): DependentRules => ({ tier, premier: false, existingMember: false, ...extra });
const deps = (...relationships: Relationship[]) => relationships.map((relationship) => ({ relationship }));
const dependent: DependentInput = { first_name: 'Kid', last_name: 'Lee', birthdate: '11/20/2026', gender: '1', ssn: '123456789', relationship: 'child' };

describe('who comes next', () => {
  it('forces spouse for IS and child for IC', () => {
    expect(nextRelationship([], rules('IS'))._unsafeUnwrap()).toBe('spouse');
    expect(nextRelationship(deps('spouse'), rules('IS'))._unsafeUnwrapErr()).toBe(Messages.oneSpouseOnly);
    expect(nextRelationship(deps('child', 'child'), rules('IC'))._unsafeUnwrap()).toBe('child');
    expect(nextRelationship([], rules('IO'))._unsafeUnwrapErr()).toBe(Messages.tierHasNoDependents);
  });

  it('on IF asks the spouse question first, then spouse first and children after', () => {
    expect(nextRelationship([], rules('IF'))._unsafeUnwrapErr()).toBe('Please select spouse status');
    expect(nextRelationship([], rules('IF', { spouseAnswer: 'yes' }))._unsafeUnwrap()).toBe('spouse');
    expect(nextRelationship(deps('spouse'), rules('IF', { spouseAnswer: 'yes' }))._unsafeUnwrap()).toBe('child');
    expect(nextRelationship([], rules('IF', { spouseAnswer: 'no' }))._unsafeUnwrap()).toBe('child');
  });

  it('allows one child on IC premier plans and at most nine dependents', () => {
    expect(nextRelationship(deps('child'), rules('IC', { premier: true }))._unsafeUnwrapErr()).toBe(Messages.oneChildInL713);
    const nine = deps(...Array<Relationship>(9).fill('child'));
    expect(canAddDependent(nine, rules('IC'))).toBe(false);
    expect(canAddDependent(nine.slice(1), rules('IC'))).toBe(true);
    expect(submitHidden(nine)).toBe(true);
    expect(submitHidden(nine.slice(1))).toBe(false);
  });
});

describe('when Next shows', () => {
  it('IS needs one, IC needs one, IF needs two, IO none', () => {
    expect(dependentsRequirementMet([], rules('IO'))).toBe(true);
    expect(dependentsRequirementMet([], rules('IS'))).toBe(false);
    expect(dependentsRequirementMet(deps('spouse'), rules('IS'))).toBe(true);
    expect(dependentsRequirementMet(deps('child'), rules('IC'))).toBe(true);
    expect(dependentsRequirementMet(deps('spouse'), rules('IF', { spouseAnswer: 'yes' }))).toBe(false);
    expect(dependentsRequirementMet(deps('spouse', 'child'), rules('IF', { spouseAnswer: 'yes' }))).toBe(true);
    expect(dependentsRequirementMet(deps('child', 'child'), rules('IF', { spouseAnswer: 'no' }))).toBe(true);
  });

  it('IC premier needs exactly one child', () => {
    expect(dependentsRequirementMet(deps('child', 'child'), rules('IC', { premier: true }))).toBe(false);
    expect(validateDependentList(deps('child', 'child'), rules('IC', { premier: true }))._unsafeUnwrapErr()).toBe(Messages.oneChildInL713);
  });

  it('IF premier existing members with a spouse need more than one, the spouse among them', () => {
    const r = rules('IF', { premier: true, existingMember: true, spouseAnswer: 'yes' });
    expect(dependentsRequirementMet(deps('child', 'child'), r)).toBe(false);
    expect(dependentsRequirementMet(deps('spouse', 'child'), r)).toBe(true);
    expect(dependentsRequirementMet(deps('child', 'child'), { ...r, spouseAnswer: 'no' })).toBe(true);
  });

  it('refuses two spouses and more than nine', () => {
    expect(validateDependentList(deps('spouse', 'spouse'), rules('IF', { spouseAnswer: 'yes' }))._unsafeUnwrapErr()).toBe(Messages.oneSpouseOnly);
    expect(validateDependentList(deps(...Array<Relationship>(10).fill('child')), rules('IC'))._unsafeUnwrapErr()).toBe(Messages.tooManyDependents);
    expect(validateDependentList([], rules('IS'))._unsafeUnwrapErr()).toBe(Messages.dependentsRequired);
  });

  it('tells premier IF/IC users they can proceed once the dependents are there', () => {
    expect(proceedHint(deps('child'), rules('IC', { premier: true }))).toBe('You can proceed further clicking next button');
    expect(proceedHint(deps('child'), rules('IC'))).toBeUndefined();
    expect(proceedHint([], rules('IC', { premier: true }))).toBeUndefined();
  });
});

describe('headings, hints and removal', () => {
  it('heads the step by tier', () => {
    expect(dependentsHeading('IC')).toBe('Child information required');
    expect(dependentsHeading('IS')).toBe('Spouse information required');
    expect(dependentsHeading('IF')).toBe('Spouse & Child information required');
    expect(dependentsHeading('IO')).toBeUndefined();
  });

  it('disables add, delete and next while editing', () => {
    expect(dependentHints(true)).toMatchObject({
      addDisabled: true,
      addHint: 'Please submit the edited form first to add dep',
      deleteHint: 'Please submit the edited form first to delete',
      continueHint: 'Please submit the edited form first to continue',
    });
    expect(dependentHints(false)).toEqual({ addDisabled: false, deleteDisabled: false, continueDisabled: false });
  });

  it('re-enables the spouse after deleting one on IF, and re-asks on IF premier when empty', () => {
    const r = rules('IF', { premier: true, spouseAnswer: 'yes' });
    expect(removeDependent(deps('spouse', 'child'), 0, r)).toMatchObject({ spouseReenabled: true, reaskSpouseQuestion: false });
    expect(removeDependent(deps('spouse'), 0, r)).toMatchObject({ list: [], reaskSpouseQuestion: true });
    expect(removeDependent(deps('spouse'), 5, r).list).toHaveLength(1);
  });

  it('sets an existing spouse aside when an existing member answers No', () => {
    const list = deps('spouse', 'child');
    expect(applySpouseAnswer(list, 'no', rules('IF', { existingMember: true }))).toEqual({ list: deps('child'), heldSpouse: { relationship: 'spouse' } });
    expect(applySpouseAnswer(list, 'no', rules('IF')).list).toHaveLength(2);
  });
});

describe('one dependent', () => {
  it('needs a birthdate before today', () => {
    expect(validateDependent(dependent, today).isOk()).toBe(true);
    expect(validateDependent({ ...dependent, birthdate: '11/21/2026' }, today)._unsafeUnwrapErr()).toEqual({ birthdate: Messages.dateNotInPast });
  });

  it('requires names, gender and SSN; measures only when the server marks them', () => {
    expect(Object.keys(validateDependent({ ...dependent, first_name: '', last_name: '', gender: '2', ssn: '' }, today)._unsafeUnwrapErr())).toEqual([
      'first_name',
      'last_name',
      'gender',
      'ssn',
    ]);
    expect(validateDependent(dependent, today, { weight: true })._unsafeUnwrapErr()).toEqual({ weight: 'Field is required' });
    expect(validateDependent({ ...dependent, height_inch: '123' }, today)._unsafeUnwrapErr()).toEqual({ height_inch: 'Inch is invalid' });
  });

  it('re-validates the list with the dependent number in front', () => {
    const bad = { ...dependent, first_name: '', ssn: '1' };
    expect(revalidateDependents([dependent, bad], today)).toEqual(['Dependent #2: Field is required', 'Dependent #2: Invalid Social Security Number']);
    expect(revalidateDependents([dependent], today)).toEqual([]);
  });
});

describe('ages by relation (docs/adr/0104)', () => {
  const born = (year: number, month = 11, day = 21) => `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
  const spouse = (birthdate: string): DependentInput => ({ ...dependent, relationship: 'spouse', birthdate });
  const child = (birthdate: string, disabled?: string): DependentInput => ({ ...dependent, birthdate, ...(disabled ? { disabled } : {}) });

  it('a spouse is at least 18', () => {
    expect(validateDependent(spouse(born(2008, 11, 22)), today)._unsafeUnwrapErr()).toEqual({ birthdate: Messages.spouseTooYoung });
    expect(validateDependent(spouse(born(2008, 11, 20)), today).isOk()).toBe(true);
  });

  it('a child is under 26, unless disabled', () => {
    expect(validateDependent(child(born(2000, 11, 22)), today).isOk()).toBe(true);
    expect(validateDependent(child(born(2000, 11, 20)), today)._unsafeUnwrapErr()).toEqual({ birthdate: Messages.childTooOld });
    expect(validateDependent(child(born(1980), '1'), today).isOk()).toBe(true);
  });

  it('names a domestic partner like a spouse and leaves other relations alone', () => {
    const young = { year: 2010, month: 1, day: 1 };
    expect(relationAgeError('Domestic Partner', young, today)).toBe(Messages.spouseTooYoung);
    expect(relationAgeError('Parent', young, today)).toBeUndefined();
  });
});
