import { describe, expect, it } from 'vitest';
import { applicantContext, isEnrollType, isEprocess, isOpenType } from './context.ts';
import { genderLabel, isGender } from './gender.ts';
import { isTier, tierLabel, Tiers } from './tier.ts';
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
});
