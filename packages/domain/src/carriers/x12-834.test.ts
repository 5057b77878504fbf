import { describe, expect, it } from 'vitest';
import { writeBenefitEnrollment834, type X12Enrollment, type X12EnrollmentFile, type X12Person } from './x12-834.ts';
import { check834 } from './x12-rules.ts';

const person = (over: Partial<X12Person>): X12Person => ({
  relationship: 'self',
  firstName: 'Ana',
  lastName: 'Pérez',
  ssn: '123456789',
  dob: '1980-02-03',
  gender: 'F',
  address: null,
  phone: null,
  email: null,
  ...over,
});

const family: X12Enrollment = {
  enrollmentId: 'enr-family',
  policyId: 'POL-1',
  groupPolicyNumber: 'GRP-77',
  sponsor: { name: 'Acme Widgets*Inc', id: '123456789' },
  subscriber: person({
    firstName: 'José',
    lastName: 'Núñez',
    gender: 'M',
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    phone: '(512) 555-0100',
    email: 'jose@example.com',
  }),
  dependents: [
    person({ relationship: 'spouse', firstName: 'Zoë', lastName: 'Núñez', ssn: '223456789', dob: '1982-05-06' }),
    person({ relationship: 'child', firstName: 'Léa', lastName: 'Núñez', ssn: '323456789', dob: '2015-07-08' }),
  ],
  coverages: [{ insuranceLine: 'HLT', planId: 'PLAN-HLT-1', planName: 'Gold PPO', tier: 'IF', effectiveDate: '2027-01-01' }],
};

const individual: X12Enrollment = {
  enrollmentId: 'enr-single',
  policyId: 'POL-2',
  groupPolicyNumber: 'IND-2',
  sponsor: { name: 'Sam Lee', id: '987654321' },
  subscriber: person({ firstName: 'Sam', lastName: 'Lee', ssn: '423456789', gender: 'U', email: 'sam@example.com' }),
  dependents: [],
  coverages: [{ insuranceLine: 'DEN', planId: 'PLAN-DEN-1', planName: 'Dental', tier: 'IO', effectiveDate: '2027-02-01' }],
};

const file: X12EnrollmentFile = {
  partner: { senderQualifier: 'ZZ', senderId: 'BENEFITSTORE', receiverQualifier: 'ZZ', receiverId: 'CARRIER01', gsSender: 'BENEFITSTORE', gsReceiver: 'CARRIER01', usage: 'T' },
  carrier: { name: 'Good Health Insurance', id: '555555555' },
  controlNumber: 42,
  createdAt: new Date('2026-11-27T09:05:00Z'),
  purpose: 'change',
  enrollments: [family, individual],
};

const written = writeBenefitEnrollment834(file);
const lines = written.text.split('\n').filter((l) => l !== '');
const tags = lines.map((l) => l.split('*')[0]);
const segmentsOf = (tag: string): string[] => lines.filter((l) => l.startsWith(`${tag}*`));

describe('writeBenefitEnrollment834', () => {
  it('writes a 106-character ISA with its control number padded to nine digits', () => {
    const isa = lines[0] ?? '';
    expect(isa).toHaveLength(106);
    expect(isa).toBe('ISA*00*          *00*          *ZZ*BENEFITSTORE   *ZZ*CARRIER01      *261127*0905*^*00501*000000042*0*T*:~');
    expect(lines[1]).toBe('GS*BE*BENEFITSTORE*CARRIER01*20261127*0905*42*X*005010X220A1~');
    expect(lines.at(-2)).toBe('GE*2*42~');
    expect(lines.at(-1)).toBe('IEA*1*000000042~');
  });

  it('writes one transaction set per sponsor, in input order, and says which enrollment each carries', () => {
    expect(written.sets).toEqual([
      { stControl: '0001', enrollmentIds: ['enr-family'] },
      { stControl: '0002', enrollmentIds: ['enr-single'] },
    ]);
  });

  it('writes the segments of the first set in the guide order', () => {
    const first = tags.slice(2, tags.indexOf('SE') + 1);
    const member = ['INS', 'REF', 'REF', 'DTP', 'NM1'];
    expect(first).toEqual([
      'ST', 'BGN', 'REF', 'DTP', 'N1', 'N1',
      ...member, 'PER', 'N3', 'N4', 'DMG', 'HD', 'DTP',
      ...member, 'DMG', 'HD', 'DTP',
      ...member, 'DMG', 'HD', 'DTP',
      'SE',
    ]);
    expect(lines.slice(2, 8)).toEqual([
      'ST*834*0001*005010X220A1~',
      'BGN*00*000000042-0001*20261127*0905****2~',
      'REF*38*GRP-77~',
      'DTP*007*D8*20261127~',
      'N1*P5*ACME WIDGETSINC*FI*123456789~',
      'N1*IN*GOOD HEALTH INSURANCE*FI*555555555~',
    ]);
  });

  it('codes the relationships and the coverage levels', () => {
    expect(segmentsOf('INS')).toEqual(['INS*Y*18*021*28*A***FT~', 'INS*N*01*021*28*A~', 'INS*N*19*021*28*A~', 'INS*Y*18*021*28*A***FT~']);
    expect(segmentsOf('HD')).toEqual(['HD*021**HLT*PLAN-HLT-1*FAM~', 'HD*021**HLT*PLAN-HLT-1*FAM~', 'HD*021**HLT*PLAN-HLT-1*FAM~', 'HD*021**DEN*PLAN-DEN-1*EMP~']);
    expect(segmentsOf('DTP').filter((l) => l.startsWith('DTP*348'))).toContain('DTP*348*D8*20270201~');
    expect(segmentsOf('REF').filter((l) => l.startsWith('REF*0F'))).toEqual(['REF*0F*POL-1~', 'REF*0F*POL-1~', 'REF*0F*POL-1~', 'REF*0F*POL-2~']);
  });

  it('strips accents and separators and upper-cases names', () => {
    expect(segmentsOf('NM1')).toEqual([
      'NM1*IL*1*NUNEZ*JOSE****34*123456789~',
      'NM1*IL*1*NUNEZ*ZOE****34*223456789~',
      'NM1*IL*1*NUNEZ*LEA****34*323456789~',
      'NM1*IL*1*LEE*SAM****34*423456789~',
    ]);
    expect(written.text).toMatch(/^[\x20-\x7E\n]*$/);
    expect(segmentsOf('PER')).toEqual(['PER*IP**TE*5125550100*EM*JOSE@EXAMPLE.COM~', 'PER*IP**EM*SAM@EXAMPLE.COM~']);
    expect(segmentsOf('DMG')[0]).toBe('DMG*D8*19800203*M~');
  });

  it('counts ST through SE in SE01', () => {
    expect(segmentsOf('SE')).toEqual(['SE*34*0001~', 'SE*16*0002~']);
    const secondSet = tags.slice(tags.lastIndexOf('ST'), tags.lastIndexOf('SE') + 1);
    expect(secondSet).toHaveLength(16);
  });

  it('writes a full file as audit records (030, AI) with the replace action', () => {
    const full = writeBenefitEnrollment834({ ...file, purpose: 'full', enrollments: [individual] }).text;
    expect(full).toContain('BGN*00*000000042-0001*20261127*0905****RX~');
    expect(full).toContain('INS*Y*18*030*AI*A***FT~');
    expect(full).toContain('HD*030**DEN*PLAN-DEN-1*EMP~');
  });

  it('reports a dependent only under the coverages whose tier includes them', () => {
    const spouseOnly: X12Enrollment = {
      ...family,
      coverages: [
        { insuranceLine: 'HLT', planId: 'H', planName: 'H', tier: 'IS', effectiveDate: '2027-01-01' },
        { insuranceLine: 'VIS', planId: 'V', planName: 'V', tier: 'IC', effectiveDate: '2027-01-01' },
      ],
    };
    const hd = writeBenefitEnrollment834({ ...file, enrollments: [spouseOnly] }).text.split('\n').filter((l) => l.startsWith('HD*'));
    expect(hd).toEqual(['HD*021**HLT*H*ESP~', 'HD*021**VIS*V*ECH~', 'HD*021**HLT*H*ESP~', 'HD*021**VIS*V*ECH~']);
  });
});

describe('check834', () => {
  it('passes what the writer writes', () => {
    expect(check834(written.text).isOk()).toBe(true);
  });

  const without = (pattern: RegExp): string => lines.filter((l) => !pattern.test(l)).join('\n');
  const problems = (text: string): readonly string[] => check834(text).match(() => [], (e) => e);

  it('names a missing DMG, with its set', () => {
    const text = lines.filter((l, i) => !(l.startsWith('DMG') && i === lines.findIndex((x) => x.startsWith('DMG*D8*19820506')))).join('\n');
    const found = problems(text);
    expect(found).toContain('Set 0001, loop 2000 at segment 18: DMG (the member\'s birth date and gender) is missing.');
    expect(found).toContain('Set 0001: SE01 says 34 segments but the set has 33.');
  });

  it('names a wrong SE01', () => {
    expect(problems(written.text.replace('SE*16*0002~', 'SE*17*0002~'))).toEqual(['Set 0002: SE01 says 17 segments but the set has 16.']);
  });

  it('names missing N1 segments, a missing HD date and unknown codes', () => {
    const found = problems(without(/^N1\*IN|^DTP\*348\*D8\*20270201/).replace('INS*N*19', 'INS*N*99').replace('*FAM~', '*XXX~'));
    expect(found).toEqual(
      expect.arrayContaining([
        'Set 0001: N1*IN (the insurer) is missing.',
        'Set 0002: N1*IN (the insurer) is missing.',
        'Set 0001, loop 2000 at segment 25: INS02 \'99\' is not 18, 01 or 19.',
        'Set 0001, loop 2000 at segment 6: HD05 \'XXX\' is not EMP, ESP, ECH or FAM.',
        'Set 0002, loop 2000 at segment 6: the subscriber has no HD with a DTP*348 (coverage and its start date).',
      ]),
    );
  });

  it('names a member loop that lost its INS', () => {
    const found = problems(without(/^INS\*N\*01/));
    expect(found).toContain('Set 0001, loop 2000 at segment 7: 2 NM1*IL in one loop: an INS is missing.');
  });

  it('checks the envelope: control numbers, counts and trailers', () => {
    expect(problems(written.text.replace('IEA*1*000000042', 'IEA*1*000000043'))).toEqual(["IEA02 '000000043' does not match ISA13 '000000042'."]);
    expect(problems(written.text.replace('GE*2*42', 'GE*1*41'))).toEqual(["GE02 '41' does not match GS06 '42'.", 'GE01 says 1 transaction sets but the group has 2.']);
    expect(problems(written.text.replace('SE*16*0002', 'SE*16*0003'))).toEqual(["Set 0002: SE02 '0003' does not match ST02 '0002'."]);
    expect(problems(without(/^(GE|IEA)\*/))).toEqual(expect.arrayContaining(['IEA (the interchange trailer) is missing at the end.']));
    expect(problems('hello')).toEqual(['The text does not start with an ISA segment: it is not an X12 interchange.']);
  });

  it('refuses a control number out of range rather than writing a wrong one', () => {
    expect(problems(writeBenefitEnrollment834({ ...file, controlNumber: 1_000_000_000 }).text)[0]).toMatch(/^ISA13 '1000000000'/);
  });
});
