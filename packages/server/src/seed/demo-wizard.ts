import type { Queryable } from '../db/database.ts';
import type { Pii } from '../security/pii.ts';

/**
 * Demo data of the wizard (docs/demo-wizard.md): what existing members have on file, so that the
 * existing-user prefills (contact phone, beneficiaries, dependents, health answers) and the 'Phone already
 * exists' check can be seen. SSNs are sealed when seeded, like every SSN at rest.
 */
interface DemoPerson {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly dob: string;
  readonly ssn: string;
}

interface DemoMemberRecord {
  readonly user_id: string;
  readonly phone: string;
  readonly beneficiaries?: readonly (DemoPerson & { readonly relationship: string; readonly beneficiary_percentage: string })[];
  readonly dependents?: readonly (DemoPerson & { readonly relationship: 'spouse' | 'child'; readonly gender: '0' | '1' })[];
  readonly health?: boolean;
}

export const DEMO_MEMBER_RECORDS: readonly DemoMemberRecord[] = [
  {
    user_id: '7001',
    phone: '9725550101',
    beneficiaries: [
      { id: 'b-7001-1', first_name: 'Luis', last_name: 'Gonzalez', dob: '02/14/1982', ssn: '512448302', relationship: 'Spouse', beneficiary_percentage: '70' },
      { id: 'b-7001-2', first_name: 'Sofia', last_name: 'Gonzalez', dob: '06/01/2012', ssn: '512448303', relationship: 'Child', beneficiary_percentage: '30' },
    ],
    dependents: [
      { id: 'd-7001-1', first_name: 'Luis', last_name: 'Gonzalez', dob: '02/14/1982', ssn: '512448302', relationship: 'spouse', gender: '0' },
      { id: 'd-7001-2', first_name: 'Sofia', last_name: 'Gonzalez', dob: '06/01/2012', ssn: '512448303', relationship: 'child', gender: '1' },
    ],
    health: true,
  },
  { user_id: '7002', phone: '9725550102' },
  {
    user_id: '7003',
    phone: '2145550103',
    beneficiaries: [{ id: 'b-7003-1', first_name: 'Omar', last_name: 'Karim', dob: '03/09/1960', ssn: '389104453', relationship: 'Parent', beneficiary_percentage: '100' }],
  },
  { user_id: '7004', phone: '2145550104' },
  { user_id: '7005', phone: '2145550105' },
  { user_id: '7006', phone: '9725550106' },
  { user_id: '7007', phone: '6175550107' },
  { user_id: '7008', phone: '6175550108' },
  { user_id: '7009', phone: '6175550109' },
];

const NO_HEALTH_CHANGES = {
  condition_questions: ['141', '142', '143', '144', '145', '146', '147'].map((question_id) => ({
    question_id,
    yes_no_flag: question_id === '143' ? '1' : '0',
    conditions:
      question_id === '143'
        ? [{ health_condition: 'High blood pressure', date_of_onset: '01/01/2019', date_of_recovery: '01/01/2019', is_treatment: '1', is_medicate: '1', d_last_seen: '09/15/2026', symptoms: 'None, controlled' }]
        : [],
  })),
  medication_question: { question_id: '150', yes_no_flag: '1', medications: [{ medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' }] },
  notes: 'Answers on file from the 2025 enrollment.',
};

const sealed = (pii: Pii, ssn: string) => ({ ssn_sealed: pii.encrypt(ssn), ssn_last4: ssn.slice(-4) });

export const seedWizardDemo = async (tx: Queryable, pii: Pii) => {
  const members = new Set((await tx.query<{ user_id: string }>('SELECT user_id FROM members')).map((m) => m.user_id));
  for (const record of DEMO_MEMBER_RECORDS) {
    if (!members.has(record.user_id)) continue;
    const beneficiaries = (record.beneficiaries ?? []).map((b) => ({
      beneficiary_id: b.id,
      first_name: b.first_name,
      last_name: b.last_name,
      dob: b.dob,
      relationship: b.relationship,
      beneficiary_percentage: b.beneficiary_percentage,
      ...sealed(pii, b.ssn),
    }));
    const dependents = (record.dependents ?? []).map((d) => ({
      primary_info: {
        dependent_id: d.id,
        first_name: d.first_name,
        last_name: d.last_name,
        birthdate: d.dob,
        gender: d.gender,
        relationship: d.relationship,
        employed: '0',
        ...sealed(pii, d.ssn),
      },
    }));
    await tx.query('INSERT INTO member_records (user_id, phone, beneficiaries, dependents, health) VALUES ($1, $2, $3, $4, $5)', [
      record.user_id,
      record.phone,
      JSON.stringify(beneficiaries),
      JSON.stringify(dependents),
      record.health ? JSON.stringify(NO_HEALTH_CHANGES) : null,
    ]);
  }
};
