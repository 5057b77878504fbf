import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { validateAssistantSlide, validateCode, validateNewMemberChoice, validatePortalChoice, validateTierChoice } from './start-choices.ts';

describe('start-page choices', () => {
  it('asks for a platform, a tier and a code with the spec wording', () => {
    expect(validatePortalChoice('')._unsafeUnwrapErr()).toBe('Please choose a platform');
    expect(validatePortalChoice(' 7 ')._unsafeUnwrap()).toBe('7');
    expect(validateTierChoice('')._unsafeUnwrapErr()).toBe('Please choose a tier');
    expect(validateTierChoice('IF')._unsafeUnwrap()).toBe('IF');
    expect(validateCode('   ')._unsafeUnwrapErr()).toBe(Messages.fieldRequired);
    expect(validateCode('AB12CD34')._unsafeUnwrap()).toBe('AB12CD34');
  });

  it('maps the rep new-member choice to an enroll type', () => {
    expect(validateNewMemberChoice(undefined)._unsafeUnwrapErr()).toBe('Choose enroll for new member');
    expect(validateNewMemberChoice('direct')._unsafeUnwrap()).toEqual({ enrollType: 'new-member' });
    expect(validateNewMemberChoice('group', '')._unsafeUnwrapErr()).toBe('Please choose a group');
    expect(validateNewMemberChoice('group', 'g1')._unsafeUnwrap()).toEqual({ enrollType: 'new-group-member', groupId: 'g1' });
  });

  it('needs both fields of the assistant slide', () => {
    expect(validateAssistantSlide('a', '')._unsafeUnwrapErr()).toBe('Please fill the both fields.');
    expect(validateAssistantSlide('a', 'b').isOk()).toBe(true);
  });
});
