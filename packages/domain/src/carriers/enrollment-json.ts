import { COVERAGE_LEVEL, tierCovers, type X12Coverage, type X12EnrollmentFile, type X12Person, type X12Written } from './x12-834.ts';

/**
 * The same enrollments as an 834 carries, as one JSON document for a carrier that takes them through its API
 * (docs/adr/0803-carrier-files.md, README "Carriers"): snake_case keys, dates as YYYY-MM-DD, the coverage level as
 * the 834 writes it (EMP, ESP, ECH, FAM), and `maintenance` as the 834's INS03 means it (addition in a change
 * file, audit in a full one). Pure: the clock reading and the control number come in with the file.
 */

export const ENROLLMENT_JSON_FORMAT = 'benefit-store.carrier-enrollments.v1';

const person = (p: X12Person, coverages: readonly X12Coverage[]) => ({
  relationship: p.relationship,
  first_name: p.firstName,
  last_name: p.lastName,
  ssn: p.ssn,
  dob: p.dob,
  gender: p.gender,
  address: p.address,
  phone: p.phone,
  email: p.email,
  plan_ids: coverages.filter((c) => p.relationship === 'self' || tierCovers(c.tier, p.relationship)).map((c) => c.planId),
});

export const writeEnrollmentJson = (file: Omit<X12EnrollmentFile, 'partner'>): X12Written => {
  const document = {
    format: ENROLLMENT_JSON_FORMAT,
    carrier: file.carrier,
    control_number: file.controlNumber,
    created_at: file.createdAt.toISOString(),
    purpose: file.purpose,
    enrollments: file.enrollments.map((e) => ({
      enrollment_id: e.enrollmentId,
      policy_id: e.policyId,
      group_policy_number: e.groupPolicyNumber,
      sponsor: e.sponsor,
      maintenance: file.purpose === 'change' ? 'addition' : 'audit',
      coverages: e.coverages.map((c) => ({
        plan_id: c.planId,
        plan_name: c.planName,
        insurance_line: c.insuranceLine,
        tier: c.tier,
        coverage_level: COVERAGE_LEVEL[c.tier],
        effective_date: c.effectiveDate,
      })),
      subscriber: person(e.subscriber, e.coverages),
      dependents: e.dependents.map((d) => person(d, e.coverages)),
    })),
  };
  // One "set" per enrollment, numbered as in the document: what an answer from the carrier's API would name.
  return {
    text: `${JSON.stringify(document, null, 2)}\n`,
    sets: file.enrollments.map((e, i) => ({ stControl: String(i + 1).padStart(4, '0'), enrollmentIds: [e.enrollmentId] })),
  };
};
