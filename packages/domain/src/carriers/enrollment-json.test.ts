import { describe, expect, it } from 'vitest';
import { ENROLLMENT_JSON_FORMAT, writeEnrollmentJson } from './enrollment-json.ts';
import type { X12Enrollment, X12Person } from './x12-834.ts';

const person = (over: Partial<X12Person>): X12Person => ({
  relationship: 'self',
  firstName: 'José',
  lastName: 'Núñez',
  ssn: '123456789',
  dob: '1980-02-03',
  gender: 'M',
  address: null,
  phone: null,
  email: null,
  ...over,
});

// Member and spouse (IS) in a medical plan: the child is listed, and covered by nothing of this carrier's.
const couple: X12Enrollment = {
  enrollmentId: 'enr-couple',
  policyId: 'POL-7',
  groupPolicyNumber: 'POL-7',
  sponsor: { name: 'José Núñez', id: 'POL-7' },
  subscriber: person({}),
  dependents: [person({ relationship: 'spouse', firstName: 'Zoë', ssn: '223456789', gender: 'F' }), person({ relationship: 'child', firstName: 'Léa', ssn: '323456789' })],
  coverages: [{ insuranceLine: 'HLT', planId: '101', planName: 'Premier Health PPO', tier: 'IS', effectiveDate: '2027-01-01' }],
};

const read = (purpose: 'change' | 'full') =>
  JSON.parse(writeEnrollmentJson({ carrier: { name: 'Everwell', id: 'everwell' }, controlNumber: 3, createdAt: new Date('2026-11-27T09:05:00Z'), purpose, enrollments: [couple] }).text) as {
    format: string;
    control_number: number;
    created_at: string;
    enrollments: { maintenance: string; coverages: { coverage_level: string }[]; subscriber: { plan_ids: string[]; first_name: string }; dependents: { relationship: string; plan_ids: string[]; first_name: string }[] }[];
  };

describe('the JSON enrollment document for a carrier’s API', () => {
  it('carries the 834’s data: the coverage level of the tier, and each dependent under the coverages that include them', () => {
    const document = read('change');
    expect(document).toMatchObject({ format: ENROLLMENT_JSON_FORMAT, control_number: 3, created_at: '2026-11-27T09:05:00.000Z' });
    const [enrollment] = document.enrollments;
    expect(enrollment!.maintenance).toBe('addition');
    expect(enrollment!.coverages.map((c) => c.coverage_level)).toEqual(['ESP']);
    // Names as the person wrote them (JSON carries any letter; the 834 has to fold them to ASCII).
    expect(enrollment!.subscriber).toMatchObject({ first_name: 'José', plan_ids: ['101'] });
    expect(enrollment!.dependents.map((d) => [d.relationship, d.first_name, d.plan_ids])).toEqual([
      ['spouse', 'Zoë', ['101']],
      ['child', 'Léa', []],
    ]);
  });

  it('says audit for every enrollment of a full file, and numbers one set per enrollment', () => {
    expect(read('full').enrollments[0]!.maintenance).toBe('audit');
    const written = writeEnrollmentJson({ carrier: { name: 'Everwell', id: 'everwell' }, controlNumber: 1, createdAt: new Date(0), purpose: 'change', enrollments: [couple, { ...couple, enrollmentId: 'enr-2' }] });
    expect(written.sets).toEqual([
      { stControl: '0001', enrollmentIds: ['enr-couple'] },
      { stControl: '0002', enrollmentIds: ['enr-2'] },
    ]);
  });
});
