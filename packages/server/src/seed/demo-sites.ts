import { ServerTexts } from '../http/server-texts.ts';

/**
 * Demo reps, groups, portals, members, referrals and sign-in accounts, seeded on first start.
 * The README's "Demo data" section lists the codes and accounts to try.
 */
export const DEMO_AGENTS = [
  {
    agent_id: '1001', agent_code: 'REP1001', first_name: 'Jordan', last_name: 'Avery',
    email: 'jordan.avery@averybenefits.example', phone: '2145550142',
    display_name: 'Avery Benefits Group', display_phone: '(214) 555-0142', display_email: 'hello@averybenefits.example',
    display_about_name: 'Jordan Avery', tagline: 'Benefits that fit your life, explained in plain English.',
    agent_bio: 'Jordan Avery has helped Texas families and small businesses choose health and benefit plans for over 12 years. Licensed in TX, OK and LA.',
    landing_url: 'jordan-avery', brand_color: '#0f766e',
  },
  {
    agent_id: '1002', agent_code: 'REP2002', first_name: 'Morgan', last_name: 'Lee',
    email: 'morgan.lee@leeinsurance.example', phone: '6175550199',
    display_name: 'Lee Insurance Partners', display_phone: '(617) 555-0199', display_email: 'care@leeinsurance.example',
    display_about_name: 'Morgan Lee', tagline: 'Coverage for New England families since 2009.',
    agent_bio: 'Morgan Lee and team serve individuals and employers across Massachusetts and Rhode Island.',
    landing_url: 'morgan-lee', brand_color: '#7c3aed', landing_variant: 'slides',
  },
] as const;

export const DEMO_GROUPS = [
  {
    gid: '3001', gname: 'Acme Manufacturing', gcode: 'ACME2024', agent_id: '1001',
    display_name: 'Acme Employee Benefits', display_phone: '(972) 555-0110', display_email: 'benefits@acme.example',
    display_about_name: 'Acme HR Benefits Team', tagline: 'Your Acme benefits, all in one place.',
    gweb_aboutus: 'Acme Manufacturing has built precision parts in Plano since 1978. Open enrollment runs every November.',
    address1: '4400 Legacy Dr', city: 'Plano', state: 'TX', zip: '75024',
    landing_url: 'acme', custom_domain: 'acme.localhost', brand_color: '#c2410c', default_platform_group_id: '503',
  },
  {
    gid: '2556', gname: 'Lone Star Logistics', gcode: 'LSL25560', agent_id: '1001',
    display_name: 'Lone Star Logistics Benefits', display_phone: '(214) 555-0177', display_email: 'hr@lonestarlogistics.example',
    display_about_name: 'Lone Star Logistics HR', tagline: 'Benefits for the people who keep Texas moving.',
    gweb_aboutus: 'Regional freight and warehousing across North Texas.',
    address1: '800 Commerce St', city: 'Dallas', state: 'TX', zip: '75202',
    landing_url: 'lone-star-logistics', custom_domain: null, brand_color: '#1d4ed8', default_platform_group_id: '501',
  },
  {
    gid: '2512', gname: 'Harbor Health Cooperative', gcode: 'HHC25120', agent_id: '1002',
    display_name: 'Harbor Health Cooperative', display_phone: '(617) 555-0123', display_email: 'members@harborhealth.example',
    display_about_name: 'Harbor Health Member Services', tagline: 'Member-owned benefits for Boston workers.',
    gweb_aboutus: 'A cooperative of Boston small businesses pooling their benefits since 1996.',
    address1: '1 Seaport Ln', city: 'Boston', state: 'MA', zip: '02210',
    landing_url: 'harbor-health', custom_domain: null, brand_color: '#0369a1', default_platform_group_id: '504',
  },
  {
    gid: '3002', gname: 'Beacon Hill Bakery', gcode: 'BEACON22', agent_id: '1002',
    display_name: 'Beacon Hill Bakery Benefits', display_phone: '(617) 555-0160', display_email: 'team@beaconbakery.example',
    display_about_name: 'Beacon Hill Bakery', tagline: 'Good bread, good benefits.',
    gweb_aboutus: 'A family bakery on Charles Street with 40 employees.',
    address1: '72 Charles St', city: 'Boston', state: 'MA', zip: '02114',
    landing_url: null, custom_domain: null, brand_color: '#b45309', default_platform_group_id: '504',
  },
] as const;

export const DEMO_PORTALS = [
  { platform_group_id: '501', platform_name: 'Individual & Family Portal', platform_code: 'IFP', agent_id: '1001', group_id: null },
  { platform_group_id: '502', platform_name: 'Small Business Portal', platform_code: 'SBP', agent_id: '1001', group_id: null },
  { platform_group_id: '503', platform_name: 'Acme Open Enrollment', platform_code: 'ACMEOE', agent_id: '1001', group_id: '3001' },
  { platform_group_id: '504', platform_name: 'New England Benefits Portal', platform_code: 'NEBP', agent_id: '1002', group_id: null },
  { platform_group_id: '505', platform_name: 'Harbor Member Portal', platform_code: 'HMP', agent_id: '1002', group_id: '2512' },
] as const;

type DemoMember = {
  user_id: string; policy_id: string; first_name: string; last_name: string; dob: string; email: string; ssn: string;
  agent_id: string; group_id: string | null; portal_id: string; gender: '0' | '1'; zip: string;
  plans: ReadonlyArray<readonly [planId: string, name: string, status: string]>;
};

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { user_id: '7001', policy_id: 'POL-100701', first_name: 'Maria', last_name: 'Gonzalez', dob: '04/12/1984', email: 'maria.gonzalez@mail.example', ssn: '512448301', agent_id: '1001', group_id: '3001', portal_id: '503', gender: '1', zip: '75024',
    plans: [['101', 'Premier Health PPO', 'ACTIVE'], ['111', 'SmileWell Dental Plus', 'ACTIVE'], ['121', 'ClearView Vision', 'TERMED']] },
  { user_id: '7002', policy_id: 'POL-100702', first_name: 'James', last_name: 'Whitaker', dob: '09/30/1976', email: 'j.whitaker@mail.example', ssn: '468220917', agent_id: '1001', group_id: '3001', portal_id: '503', gender: '0', zip: '75093',
    plans: [['102', 'Essential Care HMO', 'ACTIVE'], ['151', 'Accident Shield', 'WITHDRAWN']] },
  { user_id: '7003', policy_id: 'POL-100703', first_name: 'Aisha', last_name: 'Karim', dob: '01/22/1991', email: 'aisha.karim@mail.example', ssn: '389104452', agent_id: '1001', group_id: '2556', portal_id: '501', gender: '1', zip: '75202',
    plans: [['131', 'Everyday Limited Medical', 'ACTIVE']] },
  { user_id: '7004', policy_id: 'POL-100704', first_name: 'Daniel', last_name: 'Okafor', dob: '07/05/1969', email: 'dokafor@mail.example', ssn: '601337290', agent_id: '1001', group_id: '2556', portal_id: '501', gender: '0', zip: '75201',
    plans: [['161', 'Hospital Indemnity Plus', 'TERMED'], ['171', 'Critical Illness Guard', 'ACTIVE']] },
  { user_id: '7005', policy_id: 'POL-100705', first_name: 'Emily', last_name: 'Tran', dob: '11/18/1995', email: 'emily.tran@mail.example', ssn: '274906118', agent_id: '1001', group_id: null, portal_id: '501', gender: '1', zip: '75001',
    plans: [['111', 'SmileWell Dental Plus', 'ACTIVE'], ['121', 'ClearView Vision', 'ACTIVE']] },
  { user_id: '7006', policy_id: 'POL-100706', first_name: 'Robert', last_name: 'Nguyen', dob: '03/03/1981', email: 'rnguyen@mail.example', ssn: '355781204', agent_id: '1001', group_id: '3001', portal_id: '503', gender: '0', zip: '75025',
    plans: [['101', 'Premier Health PPO', 'PENDING']] },
  { user_id: '7007', policy_id: 'POL-100707', first_name: 'Grace', last_name: 'Sullivan', dob: '08/14/1988', email: 'grace.sullivan@mail.example', ssn: '145226873', agent_id: '1002', group_id: '2512', portal_id: '505', gender: '1', zip: '02210',
    plans: [['102', 'Essential Care HMO', 'ACTIVE'], ['112', 'Bright Dental Basic', 'TERMED']] },
  { user_id: '7008', policy_id: 'POL-100708', first_name: 'Thomas', last_name: "O'Brien", dob: '12/01/1972', email: 'tobrien@mail.example', ssn: '026418935', agent_id: '1002', group_id: '2512', portal_id: '505', gender: '0', zip: '02127',
    plans: [['201', 'Income Protector DI', 'ACTIVE']] },
  { user_id: '7009', policy_id: 'POL-100709', first_name: 'Priya', last_name: 'Raman', dob: '06/27/1990', email: 'priya.raman@mail.example', ssn: '031557842', agent_id: '1002', group_id: '3002', portal_id: '504', gender: '1', zip: '02114',
    plans: [['111', 'SmileWell Dental Plus', 'WITHDRAWN'], ['211', 'PetCare Companion', 'ACTIVE']] },
];

export const DEMO_REFERRALS = [
  { referral_id: 'JA-REF-7Q2X', agent_id: '1001', group_id: null, portal_id: '501', referrer_info: 'Jordan Avery', valid: true },
  { referral_id: 'ML-REF-OLD1', agent_id: '1002', group_id: null, portal_id: '504', referrer_info: 'Morgan Lee', valid: false },
] as const;

export const DEMO_ACCOUNTS = [
  { account_id: 'acct-rep-1001', email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026', role: 'rep', agent_id: '1001', group_id: null, display_name: 'Jordan Avery' },
  { account_id: 'acct-rep-1002', email: 'morgan.lee@leeinsurance.example', password: 'DemoRep#2026', role: 'rep', agent_id: '1002', group_id: null, display_name: 'Morgan Lee' },
  { account_id: 'acct-group-3001', email: 'hr@acme.example', password: 'DemoGroup#2026', role: 'group', agent_id: '1001', group_id: '3001', display_name: 'Acme HR' },
] as const;

/** Worded in the server's catalogue, so that a Spanish visitor reads them in Spanish (http/language.ts). */
export const DEMO_ASSISTANT_QUESTIONS = [
  { id: 1, question: ServerTexts.assistantQuestions.name },
  { id: 2, question: ServerTexts.assistantQuestions.cover },
  { id: 3, question: ServerTexts.assistantQuestions.priority },
  { id: 4, question: ServerTexts.assistantQuestions.contact },
] as const;

