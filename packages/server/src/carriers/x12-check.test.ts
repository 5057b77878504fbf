import { writeBenefitEnrollment834, type X12EnrollmentFile } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { checkCarrierFile } from './x12-check.ts';

const file: X12EnrollmentFile = {
  partner: { senderQualifier: 'ZZ', senderId: 'BENEFITSTORE', receiverQualifier: '30', receiverId: '555555555', gsSender: 'BENEFITSTORE', gsReceiver: '555555555', usage: 'T' },
  carrier: { name: 'Good Health', id: '555555555' },
  controlNumber: 7,
  createdAt: new Date('2026-11-27T23:59:00Z'),
  purpose: 'change',
  enrollments: [
    {
      enrollmentId: 'enr-1',
      policyId: 'POL-1',
      groupPolicyNumber: 'GRP-1',
      sponsor: { name: 'Acme', id: '123456789' },
      subscriber: { relationship: 'self', firstName: 'Renée', lastName: "O'Brien", ssn: '123-45-6789', dob: '1990-01-01', gender: 'F', address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }, phone: null, email: null },
      dependents: [{ relationship: 'child', firstName: 'Kai', lastName: "O'Brien", ssn: '223456789', dob: '2020-01-01', gender: 'M', address: null, phone: null, email: null }],
      coverages: [{ insuranceLine: 'HLT', planId: 'H-1', planName: 'Health', tier: 'IC', effectiveDate: '2027-01-01' }],
    },
  ],
};
const text = writeBenefitEnrollment834(file).text;

describe('checkCarrierFile', () => {
  it('passes our written file through node-x12 strict parsing and the 834 rules', () => {
    expect(checkCarrierFile(text)).toEqual({ ok: true });
  });

  it("fails a wrong IEA control number with the parser's message", () => {
    expect(checkCarrierFile(text.replace('IEA*1*000000007', 'IEA*1*000000008'))).toEqual({
      ok: false,
      problems: ['X12 parser: X12 Standard: The value in IEA02 (8) does not match the value in ISA13 (7).'],
    });
  });

  it("fails a truncated trailer with the parser's message", () => {
    expect(checkCarrierFile(text.replace('IEA*1*000000007', 'IEA*1'))).toEqual({
      ok: false,
      problems: ['X12 parser: X12 Standard: The value in IEA02 (null) does not match the value in ISA13 (7).'],
    });
  });

  it('fails a file cut before its trailers, which node-x12 lets through, on the 834 rules', () => {
    const result = checkCarrierFile(text.slice(0, text.lastIndexOf('GE*')));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContain('IEA (the interchange trailer) is missing at the end.');
  });

  it('fails text that is no X12 at all', () => {
    expect(checkCarrierFile('not x12').ok).toBe(false);
  });
});
