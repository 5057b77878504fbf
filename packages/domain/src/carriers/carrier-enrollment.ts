import { err, ok, type Result } from 'neverthrow';
import type { Tier } from '../tier.ts';
import type { X12Address, X12Coverage, X12Enrollment, X12Person, X12Relationship } from './x12-834.ts';

/**
 * A confirmed enrollment as a carrier's 834 carries it (docs/adr/0803-carrier-files.md): what the store kept, in
 * plain values, turned into the file's people and coverages. Whatever a carrier needs and the enrollment lacks is a
 * problem named here, and the enrollment waits (support sees why) instead of reaching the carrier half filled.
 */

/** The HD03 insurance line of a plan category (X12 code list 1205): health, dental, vision, life, or accident and health. */
export const insuranceLineOf = (category: string): string => INSURANCE_LINES[category] ?? 'AH';
const INSURANCE_LINES: Readonly<Record<string, string>> = {
  medical: 'HLT',
  limitedmed: 'HLT',
  hospital: 'HLT',
  dental: 'DEN',
  vision: 'VIS',
  term_life: 'LIF',
  rx: 'PDG',
  di: 'DIS',
};

/** The store's 0 / 1 as the 834's DMG03. */
export const x12Gender = (gender: string): 'M' | 'F' | 'U' => (gender === '0' ? 'M' : gender === '1' ? 'F' : 'U');

/** MM/DD/YYYY (how the store keeps dates) as YYYY-MM-DD; undefined when it is not a date. */
export const isoFromUsDate = (us: string): string | undefined => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
};

export interface StoredPerson {
  readonly relationship: X12Relationship;
  readonly firstName: string;
  readonly lastName: string;
  /** The plain SSN (unsealed for the file only), or '' when none is kept. */
  readonly ssn: string;
  /** MM/DD/YYYY. */
  readonly dob: string;
  readonly gender: string;
  readonly address: X12Address | null;
  readonly phone: string;
  readonly email: string;
}

export interface StoredEnrollment {
  readonly enrollmentId: string;
  readonly policyId: string;
  readonly tier: Tier;
  /** MM/DD/YYYY. */
  readonly effectiveDate: string;
  /** The group the member enrolled through; null for individual business. */
  readonly group: { readonly id: string; readonly name: string; readonly code: string } | null;
  readonly subscriber: StoredPerson;
  readonly dependents: readonly StoredPerson[];
  /** The carrier's plans of the enrollment. */
  readonly plans: readonly { readonly planId: string; readonly name: string; readonly category: string }[];
}

const person = (p: StoredPerson, who: string, problems: string[]): X12Person => {
  const dob = isoFromUsDate(p.dob);
  if (p.firstName.trim() === '' || p.lastName.trim() === '') problems.push(`${who}: no name`);
  if (!/^\d{9}$/.test(p.ssn)) problems.push(`${who}: no SSN on file`);
  if (!dob) problems.push(`${who}: no date of birth`);
  return {
    relationship: p.relationship,
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    ssn: p.ssn,
    dob: dob ?? '',
    gender: x12Gender(p.gender),
    address: p.address,
    phone: p.phone.replace(/\D/g, '') || null,
    email: p.email.trim() || null,
  };
};

/** The enrollment as the carrier's file carries it, or every reason it cannot go yet. */
export const carrierEnrollment = (stored: StoredEnrollment): Result<X12Enrollment, readonly string[]> => {
  const problems: string[] = [];
  const effectiveDate = isoFromUsDate(stored.effectiveDate);
  if (!effectiveDate) problems.push('no effective date');
  if (stored.plans.length === 0) problems.push('no plan of this carrier');
  const subscriber = person(stored.subscriber, 'subscriber', problems);
  const dependents = stored.dependents.map((d, i) => person(d, `dependent ${i + 1}`, problems));
  const coverages: X12Coverage[] = stored.plans.map((plan) => ({
    insuranceLine: insuranceLineOf(plan.category),
    planId: plan.planId,
    planName: plan.name,
    tier: stored.tier,
    effectiveDate: effectiveDate ?? '',
  }));
  if (problems.length > 0) return err(problems);
  const sponsor = stored.group ? { name: stored.group.name, id: stored.group.id } : { name: `${subscriber.firstName} ${subscriber.lastName}`, id: stored.policyId };
  return ok({
    enrollmentId: stored.enrollmentId,
    policyId: stored.policyId,
    groupPolicyNumber: stored.group ? stored.group.code : stored.policyId,
    sponsor,
    subscriber,
    dependents,
    coverages,
  });
};
