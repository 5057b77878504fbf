import { describe, expect, it } from 'vitest';
import { applicantContext, isEnrollType, isEprocess, isOpenType } from './context.ts';
import { genderLabel, isGender } from './gender.ts';
import { parseUsDateText } from './dates.ts';
import { parseMoney } from './money.ts';
import { DefaultTier, isTier, parseTier, tierLabel, Tiers } from './tier.ts';
import { initialsOf, parseEnrollmentId, parsePlanId, parseSsn } from './values.ts';
import { checkBeneficiaryShares, parsePercentage } from './wizard/beneficiaries.ts';
import { parseZip } from './zip.ts';

describe('core values', () => {
  it('knows the context values of the spec', () => {
    for (const e of ['rep', 'applicant', 'group']) expect(isEprocess(e)).toBe(true);
    for (const o of ['agent', 'group', 'user']) expect(isOpenType(o)).toBe(true);
    for (const t of ['new-member', 'new-group-member', 'existing-member', 'existing-user']) expect(isEnrollType(t)).toBe(true);
    expect(isEprocess('admin')).toBe(false);
    expect(isOpenType('rep')).toBe(false);
    expect(applicantContext.eprocess).toBe('applicant');
  });

  it('accepts genders 0 and 1 on forms and shows 2 as Others', () => {
    expect(isGender('0') && isGender('1')).toBe(true);
    expect(isGender('2')).toBe(false);
    expect(['0', '1', '2', '9'].map(genderLabel)).toEqual(['Male', 'Female', 'Others', '']);
  });

  it('labels the four tiers', () => {
    expect(Tiers.map((t) => tierLabel(t))).toEqual(['Member Only', 'Member + Spouse', 'Member + Children', 'Family']);
    expect(isTier('IC3')).toBe(false);
  });

  it('takes a zip of exactly five digits', () => {
    expect(parseZip(' 75001 ')._unsafeUnwrap()).toBe('75001');
    expect(parseZip('')._unsafeUnwrapErr()).toBe('Field is required');
    expect(parseZip('7500')._unsafeUnwrapErr()).toBe('Invalid Zip code');
  });

  it('parses each value once: tier, SSN, ids, US dates, money, percentages', () => {
    expect([parseTier('IS'), parseTier('IC3'), parseTier(undefined), DefaultTier]).toEqual(['IS', undefined, undefined, 'IO']);
    expect(parseSsn(' 123-45-6789 ')._unsafeUnwrap()).toBe('123456789');
    expect(parseSsn('12345678')._unsafeUnwrapErr()).toBe('Invalid Social Security Number');
    expect(parsePlanId(' 501 ')._unsafeUnwrap()).toBe('501');
    expect(parseEnrollmentId('')._unsafeUnwrapErr()).toBe('Field is required');
    expect(parseUsDateText(' 02/28/2000 ')._unsafeUnwrap()).toBe('02/28/2000');
    expect(parseUsDateText('02/30/2000').isErr()).toBe(true);
    expect([parseMoney('$1,060.41'), parseMoney('12.5'), parseMoney('1.234')]).toEqual([106041, 1250, undefined]);
    expect([parsePercentage(' 40 ')._unsafeUnwrap(), parsePercentage('0').isErr(), parsePercentage('101').isErr(), parsePercentage('0100').isErr()]).toEqual([40, true, true, true]);
  });

  it('checks a list of typed shares once: parse, then the total', () => {
    expect(checkBeneficiaryShares([{ beneficiary_percentage: '60' }, { beneficiary_percentage: '40' }]).isOk()).toBe(true);
    expect(checkBeneficiaryShares([{ beneficiary_percentage: '60' }, { beneficiary_percentage: 'x' }])._unsafeUnwrapErr()).toMatch(/60/);
  });

  it('makes initials of the first two names', () => {
    expect([initialsOf('ann  lee smith'), initialsOf(''), initialsOf('Émile')]).toEqual(['AL', '', 'É']);
  });
});
