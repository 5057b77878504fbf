/**
 * The ASC X12 834 Benefit Enrollment and Maintenance file (implementation guide 005010X220A1) we send a
 * carrier. Pure: the clock reading (createdAt) and the interchange control number come in with the file.
 *
 * Layout: `*` separates elements, `:` components (ISA16), `^` repetitions (ISA11), `~` ends a segment. A
 * newline follows each `~` only for people reading the file: X12 parsers skip whitespace between segments,
 * and the ISA stays exactly 106 characters up to and including its `~`.
 */
import type { Tier } from '../tier.ts';

export interface TradingPartner {
  readonly senderQualifier: string;
  readonly senderId: string;
  readonly receiverQualifier: string;
  readonly receiverId: string;
  readonly gsSender: string;
  readonly gsReceiver: string;
  readonly usage: 'T' | 'P';
}
export type X12Relationship = 'self' | 'spouse' | 'child'; // INS02 18 / 01 / 19
export interface X12Address {
  readonly line1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}
export interface X12Person {
  readonly relationship: X12Relationship;
  readonly firstName: string;
  readonly lastName: string;
  readonly ssn: string /* 9 digits */;
  readonly dob: string /* YYYY-MM-DD */;
  readonly gender: 'M' | 'F' | 'U';
  readonly address: X12Address | null;
  readonly phone: string | null;
  readonly email: string | null;
}
/** N1*P5: the group, or the member for individual business. */
export interface X12Sponsor {
  readonly name: string;
  readonly id: string;
}
export interface X12Coverage {
  readonly insuranceLine: string /* HD03: HLT DEN VIS LIF AH ... */;
  readonly planId: string;
  readonly planName: string;
  readonly tier: Tier;
  readonly effectiveDate: string /* YYYY-MM-DD */;
}
export interface X12Enrollment {
  readonly enrollmentId: string;
  readonly policyId: string;
  readonly groupPolicyNumber: string /* REF*1L */;
  readonly sponsor: X12Sponsor;
  readonly subscriber: X12Person;
  readonly dependents: readonly X12Person[];
  readonly coverages: readonly X12Coverage[];
}
export interface X12EnrollmentFile {
  readonly partner: TradingPartner;
  readonly carrier: { readonly name: string; readonly id: string };
  readonly controlNumber: number /* ISA13/GS06, 1..999999999 */;
  readonly createdAt: Date;
  readonly purpose: 'change' | 'full';
  readonly enrollments: readonly X12Enrollment[];
}
/** Which transaction set (ST02, '0001'...) carries which enrollment: what a 999 names. */
export interface X12Written {
  readonly text: string;
  readonly sets: readonly { readonly stControl: string; readonly enrollmentIds: readonly string[] }[];
}

export const X12_834_VERSION = '005010X220A1';

/**
 * A value as X12 can carry it: upper-case printable ASCII without our separators. NFD splits an accented
 * letter into the letter and its combining mark, so "Zoë" keeps its letters as "ZOE" instead of losing them.
 */
export const x12Text = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/[*~:^]/g, '')
    .toUpperCase()
    .trim();

const RELATIONSHIP: Record<X12Relationship, string> = { self: '18', spouse: '01', child: '19' };
/** HD05, the coverage level a tier means. */
export const COVERAGE_LEVEL: Readonly<Record<X12Coverage['tier'], string>> = { IO: 'EMP', IS: 'ESP', IC: 'ECH', IF: 'FAM' };

/** A dependent is reported under the coverages whose tier includes them (an employee-only plan covers none). */
export const tierCovers = (tier: X12Coverage['tier'], relationship: X12Relationship): boolean =>
  tier === 'IF' || (tier === 'IS' && relationship === 'spouse') || (tier === 'IC' && relationship === 'child');

/** Elements are cleaned one by one; trailing empty elements are dropped, as the standard requires. */
const segment = (tag: string, ...elements: readonly string[]): string => {
  const values = elements.map(x12Text);
  while (values.length > 0 && values[values.length - 1] === '') values.pop();
  return [tag, ...values].join('*');
};

/** A fixed-width ISA field: cleaned, cut and space-padded to its width. */
const fixed = (value: string, width: number): string => x12Text(value).slice(0, width).padEnd(width, ' ');

const two = (n: number): string => String(n).padStart(2, '0');
const ccyymmdd = (at: Date): string => `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
const hhmm = (at: Date): string => `${two(at.getUTCHours())}${two(at.getUTCMinutes())}`;
/** 'YYYY-MM-DD' as D8 (CCYYMMDD). */
const d8 = (isoDate: string): string => isoDate.replace(/\D/g, '');
const digits = (value: string): string => value.replace(/\D/g, '');

/**
 * ISA13 is nine digits. A number outside 1..999999999 is written as it is (too long, or zero) rather than
 * silently changed: check834 and any parser then refuse the file before it leaves.
 */
const interchangeControl = (n: number): string => String(Math.trunc(n)).padStart(9, '0');

const memberLoop = (file: X12EnrollmentFile, enrollment: X12Enrollment, person: X12Person, subscriber: boolean): string[] => {
  // 021 addition for a change file; 030 audit or compare for a full file, which restates everyone.
  const maintenance = file.purpose === 'change' ? '021' : '030';
  const reason = file.purpose === 'change' ? '28' : 'AI'; // 28 initial enrollment, AI no reason given
  const coverages = subscriber ? enrollment.coverages : enrollment.coverages.filter((c) => tierCovers(c.tier, person.relationship));
  const earliest = enrollment.coverages.map((c) => d8(c.effectiveDate)).sort()[0] ?? ccyymmdd(file.createdAt);
  const ssn = digits(person.ssn);
  const phone = person.phone === null ? '' : digits(person.phone);
  const email = person.email ?? '';
  const contact = [...(phone === '' ? [] : ['TE', phone]), ...(email.trim() === '' ? [] : ['EM', email])];
  return [
    // The subscriber is always INS01 Y / INS02 18 with an employment status (INS08 FT); dependents carry neither.
    subscriber ? segment('INS', 'Y', '18', maintenance, reason, 'A', '', '', 'FT') : segment('INS', 'N', RELATIONSHIP[person.relationship], maintenance, reason, 'A'),
    segment('REF', '0F', enrollment.policyId),
    segment('REF', '1L', enrollment.groupPolicyNumber),
    segment('DTP', '356', 'D8', earliest),
    segment('NM1', 'IL', '1', person.lastName, person.firstName, '', '', '', ...(/^\d{9}$/.test(ssn) ? ['34', ssn] : [])),
    ...(contact.length > 0 ? [segment('PER', 'IP', '', ...contact)] : []),
    ...(person.address === null
      ? []
      : [segment('N3', person.address.line1), segment('N4', person.address.city, person.address.state, digits(person.address.zip))]),
    segment('DMG', 'D8', d8(person.dob), person.gender),
    ...coverages.flatMap((c) => [
      segment('HD', maintenance, '', c.insuranceLine, c.planId, COVERAGE_LEVEL[c.tier]),
      segment('DTP', '348', 'D8', d8(c.effectiveDate)),
    ]),
  ];
};

/** Enrollments by sponsor id, sponsors in the order they first appear, enrollments in input order. */
const bySponsor = (enrollments: readonly X12Enrollment[]): X12Enrollment[][] => {
  const groups = new Map<string, X12Enrollment[]>();
  for (const enrollment of enrollments) {
    const group = groups.get(enrollment.sponsor.id);
    if (group === undefined) groups.set(enrollment.sponsor.id, [enrollment]);
    else group.push(enrollment);
  }
  return [...groups.values()];
};

/** One 834 interchange: one functional group (BE), one transaction set per sponsor. */
export const writeBenefitEnrollment834 = (file: X12EnrollmentFile): X12Written => {
  const { partner, createdAt } = file;
  const date = ccyymmdd(createdAt);
  const time = hhmm(createdAt);
  const control = interchangeControl(file.controlNumber);
  const groupControl = String(Math.trunc(file.controlNumber));

  const isa = [
    'ISA',
    '00',
    fixed('', 10),
    '00',
    fixed('', 10),
    fixed(partner.senderQualifier, 2),
    fixed(partner.senderId, 15),
    fixed(partner.receiverQualifier, 2),
    fixed(partner.receiverId, 15),
    date.slice(2),
    time,
    '^',
    '00501',
    control,
    '0', // no TA1 asked for: the 999 answers
    partner.usage,
    ':',
  ].join('*');

  const sets = bySponsor(file.enrollments).map((enrollments, index) => {
    const stControl = String(index + 1).padStart(4, '0');
    const first = enrollments[0];
    const sponsor = first?.sponsor ?? { name: '', id: '' };
    const body = [
      segment('ST', '834', stControl, X12_834_VERSION),
      segment('BGN', '00', `${control}-${stControl}`, date, time, '', '', '', file.purpose === 'change' ? '2' : 'RX'),
      segment('REF', '38', first?.groupPolicyNumber ?? ''),
      segment('DTP', '007', 'D8', date),
      segment('N1', 'P5', sponsor.name, 'FI', sponsor.id),
      segment('N1', 'IN', file.carrier.name, 'FI', file.carrier.id),
      ...enrollments.flatMap((enrollment) => [
        ...memberLoop(file, enrollment, enrollment.subscriber, true),
        ...enrollment.dependents.flatMap((dependent) => memberLoop(file, enrollment, dependent, false)),
      ]),
    ];
    // SE01 counts ST through SE inclusive.
    return { stControl, enrollmentIds: enrollments.map((e) => e.enrollmentId), segments: [...body, segment('SE', String(body.length + 1), stControl)] };
  });

  const segments = [
    isa,
    segment('GS', 'BE', partner.gsSender, partner.gsReceiver, date, time, groupControl, 'X', X12_834_VERSION),
    ...sets.flatMap((set) => set.segments),
    segment('GE', String(sets.length), groupControl),
    segment('IEA', '1', control),
  ];
  return {
    text: segments.map((s) => `${s}~\n`).join(''),
    sets: sets.map(({ stControl, enrollmentIds }) => ({ stControl, enrollmentIds })),
  };
};
