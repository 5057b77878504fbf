import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { childrenOptions, validateDependentsDialog } from './dependents-dialog.ts';

const today = { year: 2026, month: 11, day: 21 };

describe('dependents dialog', () => {
  it('offers 1-8 children for Family, 1-9 for Member + Children, none otherwise', () => {
    expect(childrenOptions('IF')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(childrenOptions('IC')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(childrenOptions('IO')).toEqual([]);
    expect(childrenOptions('IS')).toEqual([]);
  });

  it('asks nothing for IO', () => {
    expect(validateDependentsDialog({ tier: 'IO', spouseDob: '', children: '' }, today)._unsafeUnwrap()).toEqual({});
  });

  it('requires the spouse DOB for IS and IF, strictly in the past', () => {
    expect(validateDependentsDialog({ tier: 'IS', spouseDob: '', children: '' }, today)._unsafeUnwrapErr()).toEqual({ dep_dob: 'Field is required' });
    expect(validateDependentsDialog({ tier: 'IS', spouseDob: '11/21/2026', children: '' }, today)._unsafeUnwrapErr()).toEqual({ dep_dob: Messages.dateNotInPast });
    expect(validateDependentsDialog({ tier: 'IS', spouseDob: '11/20/2026', children: '' }, today)._unsafeUnwrap()).toEqual({ spouseDob: { year: 2026, month: 11, day: 20 } });
    expect(validateDependentsDialog({ tier: 'IS', spouseDob: '13/01/1990', children: '' }, today)._unsafeUnwrapErr()).toEqual({ dep_dob: Messages.invalidDate });
  });

  it('requires a listed number of children for IC and IF', () => {
    expect(validateDependentsDialog({ tier: 'IC', spouseDob: '', children: '' }, today)._unsafeUnwrapErr()).toEqual({ no_of_children: 'Field is required' });
    expect(validateDependentsDialog({ tier: 'IC', spouseDob: '', children: '9' }, today)._unsafeUnwrap()).toEqual({ children: 9 });
    expect(validateDependentsDialog({ tier: 'IF', spouseDob: '01/01/1990', children: '9' }, today)._unsafeUnwrapErr()).toEqual({ no_of_children: 'Field is required' });
    expect(validateDependentsDialog({ tier: 'IF', spouseDob: '', children: '0' }, today)._unsafeUnwrapErr()).toEqual({
      dep_dob: 'Field is required',
      no_of_children: 'Field is required',
    });
  });
});
