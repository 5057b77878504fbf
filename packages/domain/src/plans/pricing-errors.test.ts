import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { interpretPricingError, PricingErrorCodes } from './pricing-errors.ts';

describe('pricing error catalogue', () => {
  it.each([
    ['salaryError', Messages.salaryError, 'annual-income'],
    ['hourError', Messages.hourError, 'working-hours'],
    ['stateError', Messages.stateError, 'edit-basic-info'],
    ['tierError', Messages.tierError, 'edit-basic-info'],
    ['ageError', Messages.ageError, 'edit-basic-info'],
    ['metError', Messages.metError, 'edit-basic-info'],
    ['smokerError', Messages.smokerError, 'tobacco-usage'],
  ])('%s shows its banner and leads to %s', (errorCode, message, remedy) => {
    expect(interpretPricingError({ errorCode, message: 'server says' })).toEqual({ kind: 'banner', code: errorCode, message, remedy });
  });

  it('shows the server message for planAgeError and portalError', () => {
    expect(interpretPricingError({ errorCode: 'planAgeError', message: 'Too old' })).toEqual({ kind: 'server-message', code: 'planAgeError', message: 'Too old' });
    expect(interpretPricingError({ errorCode: 'portalError', message: 'No portal' })).toEqual({ kind: 'server-message', code: 'portalError', message: 'No portal' });
  });

  it('sets internal flags for enrollmentIdError and newQuestionsError', () => {
    expect(interpretPricingError({ errorCode: 'enrollmentIdError' })).toEqual({ kind: 'flag', code: 'enrollmentIdError' });
    expect(interpretPricingError({ errorCode: 'newQuestionsError' })).toEqual({ kind: 'flag', code: 'newQuestionsError' });
  });

  it('reloads the plan under the returned id on changePid', () => {
    expect(interpretPricingError({ errorCode: 'changePid', pid: '42' })).toEqual({ kind: 'reload', planId: '42' });
    expect(interpretPricingError({ errorCode: 'changePid', message: 'x' })).toEqual({ kind: 'dependent-error', message: 'x' });
  });

  it('shows any other failure as a dependent error with the server message', () => {
    expect(interpretPricingError({ errorCode: 'boom', message: 'Down' })).toEqual({ kind: 'dependent-error', message: 'Down' });
    expect(interpretPricingError({})).toEqual({ kind: 'dependent-error', message: '' });
    expect(PricingErrorCodes).toHaveLength(12);
  });
});
