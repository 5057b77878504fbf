import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatStateInput,
  Messages,
  validateContactInfo,
  validateEmployerInfo,
  validatePersonalInfo,
  HolidayPolicies,
} from '@benefit-store/domain';
import { personName, ssn } from '@benefit-store/domain/testing';

const personal = fc.record({
  first_name: personName(),
  last_name: personName(),
  weight: fc.integer({ min: 1, max: 999 }).map(String),
  height_feet: fc.integer({ min: 1, max: 9 }).map(String),
  height_inch: fc.integer({ min: 0, max: 11 }).map(String),
  marital_status: fc.constantFrom('0', '1', '2', '3'),
  ssn: ssn(),
});

describe('personal, contact and employer properties', () => {
  it('accepts every well-formed personal form', () => {
    fc.assert(fc.property(personal, (input) => validatePersonalInfo(input).isOk()));
  });

  it('weight is valid exactly for 1-3 digits above zero', () => {
    fc.assert(
      fc.property(personal, fc.oneof(fc.nat(5000).map(String), fc.string({ maxLength: 4 })), (input, weight) => {
        const result = validatePersonalInfo({ ...input, weight });
        const valid = /^\d{1,3}$/.test(weight.trim()) && Number(weight) > 0;
        if (valid) expect(result.isOk()).toBe(true);
        else expect(result._unsafeUnwrapErr().weight).toBe(weight.trim() === '' ? Messages.fieldRequired : Messages.weightInvalid);
      }),
    );
  });

  it('phone numbers are valid exactly at ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,14}$/), (phone) => {
        const result = validateContactInfo({ email_address: 'a@b.co', phone_number: phone, address1: 'x', city: 'y' });
        expect(result.isOk()).toBe(phone.length === 10);
      }),
    );
  });

  it('any holiday policy suffices, none blocks; retired always blocks', () => {
    fc.assert(
      fc.property(fc.subarray(HolidayPolicies.map(([k]) => k)), fc.constantFrom('A', 'C', 'R', ''), (chosen, status) => {
        const holiday_policy = Object.fromEntries(chosen.map((k) => [k, true]));
        const errors = validateEmployerInfo({ name: 'Acme', address1: '1', city: 'c', state: 'TX', zip: '75001', holiday_policy, employment_status: status }).match(
          () => ({}) as Record<string, string>,
          (e) => e,
        );
        expect(errors.holiday_policy).toBe(chosen.length === 0 ? Messages.selectHolidayPolicy : undefined);
        expect(errors.employment_status).toBe(status === 'R' ? Messages.retiredEmployer : undefined);
      }),
    );
  });

  it('typed states: short ones upper-cased, longer ones title-cased, and formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{1,8}( [a-zA-Z]{1,8})?$/), (typed) => {
        const shown = formatStateInput(typed);
        if (typed.length <= 2) expect(shown).toBe(typed.toUpperCase());
        else expect(shown.split(' ').every((w) => w.charAt(0) === w.charAt(0).toUpperCase() && w.slice(1) === w.slice(1).toLowerCase())).toBe(true);
        expect(formatStateInput(shown)).toBe(shown);
      }),
    );
  });
});
