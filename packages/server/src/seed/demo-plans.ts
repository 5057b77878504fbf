/**
 * The demo catalogue seeded on first start: 45 plans from seven fictional carriers over the 13
 * categories, priced by tier, age band, state and smoker status, with plans that show each special
 * behaviour of doc 001. docs/demo-catalogue.md says which plan shows what, and with which filter.
 */
import type { TabName, Tier } from '@benefit-store/domain';

export const DEMO_CARRIERS = [
  { carrier_id: 'meridian', name: 'Meridian Health Assurance' },
  { carrier_id: 'brightpath', name: 'BrightPath Dental & Vision' },
  { carrier_id: 'keystone', name: 'Keystone Mutual Life' },
  { carrier_id: 'harborline', name: 'Harborline Supplemental' },
  { carrier_id: 'everwell', name: 'Everwell Lifestyle Services' },
  { carrier_id: 'pawsure', name: 'PawSure Pet Insurance' },
  { carrier_id: 'association', name: 'Benefit Store Association' },
] as const;
export type DemoCarrierId = (typeof DEMO_CARRIERS)[number]['carrier_id'];

/** How price rows are derived: factors on a base price (member only, age 40-49, all states, non-smoker). */
const AGE_SCALES = {
  flat: [[0, 120, 1]],
  adult: [[18, 29, 0.72], [30, 39, 0.86], [40, 49, 1], [50, 59, 1.38], [60, 64, 1.74], [65, 99, 2.05]],
  life: [[18, 29, 0.45], [30, 39, 0.62], [40, 49, 1], [50, 59, 2.1], [60, 64, 3.4], [65, 99, 5.2]],
} as const satisfies Record<string, ReadonlyArray<readonly [number, number, number]>>;

const TIER_SCALES = {
  family: { IO: 1, IS: 2.05, IC: 1.8, IF: 2.9 },
  light: { IO: 1, IS: 1.7, IC: 1.6, IF: 2.4 },
  flat: { IO: 1, IS: 1, IC: 1, IF: 1 },
} as const satisfies Record<string, Record<Tier, number>>;

export interface PriceRecipe {
  /** Dollars a month: member only, age 40-49, every state, non-smoker, first option. */
  readonly base: number;
  readonly tiers?: keyof typeof TIER_SCALES;
  readonly ages?: keyof typeof AGE_SCALES;
  /** States with their own rows, and their factor on the all-states price. */
  readonly states?: Readonly<Record<string, number>>;
  /** Smokers pay this factor; without it the rows are the same for both. */
  readonly smokerFactor?: number;
  readonly options?: ReadonlyArray<{ readonly label: string; readonly factor: number; readonly coverage?: number }>;
}

export interface DemoPlan {
  readonly planId: string;
  readonly name: string;
  readonly category: string;
  readonly carrierId: DemoCarrierId;
  readonly shortText: string;
  readonly highlights?: readonly string[];
  readonly color: string;
  readonly price: PriceRecipe;
  readonly planType?: 'MM';
  readonly kind?: 'plan' | 'membership' | 'rider';
  readonly active?: boolean;
  readonly tiers?: readonly Tier[];
  readonly minAge?: number;
  readonly maxAge?: number;
  readonly states?: readonly string[];
  readonly zipPrefixes?: readonly string[];
  readonly portalIds?: readonly string[];
  readonly minAnnualIncome?: number;
  readonly minWorkingHours?: number;
  readonly requiresTobaccoAnswer?: boolean;
  readonly maxSpouseAge?: number;
  readonly replacedBy?: string;
  readonly riderOf?: string;
  readonly membershipPlanId?: string;
  readonly prudential?: boolean;
  readonly partnerFee?: boolean;
  readonly optionalLife?: boolean;
  readonly groupEnrollment?: boolean;
  readonly captureGroupCode?: boolean;
  readonly requiredTabs?: readonly TabName[];
  /** Underwriting question ids, in the order asked. */
  readonly questions?: readonly string[];
}

const HEALTH: readonly TabName[] = ['primary_health_info'];
const LIFE: readonly TabName[] = ['beneficiary_info'];
const COVER = (amounts: ReadonlyArray<readonly [number, number]>) =>
  amounts.map(([coverage, factor]) => ({ label: `$${coverage.toLocaleString('en-US')} coverage`, factor, coverage }));
const DFW_ZIP_PREFIXES = ['750', '751', '752', '753', '754', '760', '761', '762'];

export const MEMBERSHIP_PLAN_ID = '901';

export const DEMO_PLANS: readonly DemoPlan[] = [
  // ---- Medical (premier, plan type MM) ----
  { planId: '101', name: 'Premier Health PPO', category: 'medical', carrierId: 'meridian', planType: 'MM', color: '#1f6feb', maxAge: 64,
    shortText: 'Major medical coverage with a nationwide PPO network, preventive care at no cost and a $2,500 deductible.',
    highlights: ['$2,500 deductible, $7,500 out-of-pocket maximum', '$25 primary care and $50 specialist visits', 'Nationwide PPO network of 900,000 providers'],
    price: { base: 389, ages: 'adult', states: { TX: 0.94, MA: 1.18, NY: 1.22 } }, groupEnrollment: true, requiredTabs: HEALTH },
  { planId: '102', name: 'Essential Care HMO', category: 'medical', carrierId: 'meridian', planType: 'MM', color: '#0f766e', maxAge: 64,
    shortText: 'Affordable major medical with local HMO doctors, $30 primary care visits and generic prescriptions included.',
    highlights: ['$30 primary care visits, no deductible for office visits', 'Generic prescriptions for $10', 'Sold in Texas, Oklahoma, Louisiana, Massachusetts and Rhode Island'],
    states: ['TX', 'OK', 'LA', 'MA', 'RI'], price: { base: 279, ages: 'adult', states: { TX: 0.95, MA: 1.12 } }, requiredTabs: HEALTH },
  { planId: '103', name: 'Meridian Bronze HSA', category: 'medical', carrierId: 'meridian', planType: 'MM', color: '#b45309', maxAge: 64, maxSpouseAge: 64,
    shortText: 'A high-deductible plan that pairs with a Health Savings Account; covers you and a spouse up to age 64.',
    highlights: ['$6,000 deductible, then 100% coverage', 'HSA-eligible: save for care before tax', 'Spouses are covered up to age 64'],
    price: { base: 238, ages: 'adult', states: { TX: 0.93 } }, requiredTabs: HEALTH },
  { planId: '104', name: 'Metroplex Select HMO', category: 'medical', carrierId: 'meridian', planType: 'MM', color: '#0369a1', maxAge: 64,
    states: ['TX'], zipPrefixes: DFW_ZIP_PREFIXES,
    shortText: 'A narrow-network HMO built around Dallas-Fort Worth hospitals, for the lowest major-medical premium in the Metroplex.',
    highlights: ['Dallas-Fort Worth ZIP codes only', '$20 primary care visits', 'Baylor, UT Southwestern and Texas Health hospitals in network'],
    price: { base: 247, ages: 'adult' }, requiredTabs: HEALTH },
  { planId: '105', name: 'Acme Employee PPO', category: 'medical', carrierId: 'meridian', planType: 'MM', color: '#c2410c', maxAge: 64,
    portalIds: ['503'], groupEnrollment: true, captureGroupCode: true,
    shortText: 'The employer-sponsored PPO for Acme Manufacturing employees, with Acme paying part of the premium.',
    highlights: ['Only through the Acme Open Enrollment portal', 'Acme pays 40% of the member premium', 'Same network as Premier Health PPO'],
    price: { base: 212, ages: 'adult' }, requiredTabs: HEALTH },
  { planId: '109', name: 'Premier Health PPO (2025 plan year)', category: 'medical', carrierId: 'meridian', planType: 'MM', color: '#64748b', maxAge: 64,
    active: false, replacedBy: '101',
    shortText: "Last plan year's edition of Premier Health PPO, replaced by the current plan year.",
    price: { base: 372, ages: 'adult' }, requiredTabs: HEALTH },

  // ---- Limited medical ----
  { planId: '131', name: 'Everyday Limited Medical', category: 'limitedmed', carrierId: 'meridian', color: '#ea580c',
    shortText: 'Fixed benefits for doctor visits, tests and hospital stays; a low-cost alternative to major medical.',
    price: { base: 119, ages: 'adult' }, requiredTabs: HEALTH },
  { planId: '132', name: 'Meridian Fixed Indemnity 1000', category: 'limitedmed', carrierId: 'meridian', color: '#9a3412',
    shortText: 'Pays fixed cash amounts for doctor visits, surgery and hospital days; a short health questionnaire applies.',
    highlights: ['$1,000 a day in hospital, up to 30 days', '$100 per doctor visit, 6 a year', 'Three health questions decide eligibility'],
    price: { base: 96, ages: 'adult' }, requiredTabs: HEALTH, questions: ['Q201', 'Q202', 'Q203'] },
  { planId: '133', name: 'Meridian Doctor Visit Plan', category: 'limitedmed', carrierId: 'meridian', color: '#c2410c',
    states: ['TX', 'OK', 'LA'],
    shortText: 'Four doctor visits, urgent care and generic drugs a year for a flat copay.',
    price: { base: 64, ages: 'adult', tiers: 'light' } },

  // ---- Dental ----
  { planId: '111', name: 'SmileWell Dental Plus', category: 'dental', carrierId: 'brightpath', color: '#7c3aed',
    shortText: 'Cleanings twice a year, fillings and crowns, with no waiting period for preventive care.',
    price: { base: 32.5 } },
  { planId: '112', name: 'Bright Dental Basic', category: 'dental', carrierId: 'brightpath', color: '#db2777',
    shortText: 'Preventive and basic dental care from a broad network of dentists.',
    price: { base: 19.95 } },
  { planId: '113', name: 'BrightPath Dental PPO Max', category: 'dental', carrierId: 'brightpath', color: '#6d28d9',
    shortText: 'Any dentist you like, with a $2,000 annual maximum and major care covered after six months.',
    price: { base: 41, options: [{ label: 'Low option ($1,000 maximum)', factor: 1 }, { label: 'High option ($2,000 maximum)', factor: 1.45 }] } },
  { planId: '114', name: 'BrightPath Family Ortho', category: 'dental', carrierId: 'brightpath', color: '#a21caf',
    tiers: ['IS', 'IC', 'IF'],
    shortText: 'Family dental with braces for children up to age 19; sold for tiers with dependents.',
    price: { base: 29 } },

  // ---- Vision ----
  { planId: '121', name: 'ClearView Vision', category: 'vision', carrierId: 'brightpath', color: '#0891b2',
    shortText: 'A yearly eye exam, frames or contacts allowance and discounted LASIK.',
    price: { base: 12.4 } },
  { planId: '122', name: 'BrightPath Vision Select', category: 'vision', carrierId: 'brightpath', color: '#0e7490',
    shortText: 'Eye exams for $10 and a $150 allowance for glasses or contacts every other year.',
    price: { base: 9.75 } },
  { planId: '123', name: 'SmileWell Vision & Dental Bundle', category: 'vision', carrierId: 'brightpath', color: '#4f46e5',
    shortText: 'Dental and vision together with no waiting periods: cleanings, fillings, an eye exam and glasses every year.',
    price: { base: 36.9 } },

  // ---- Term life (member only) ----
  { planId: '141', name: 'Secure Term Life 20', category: 'term_life', carrierId: 'keystone', color: '#334155',
    tiers: ['IO'], maxAge: 64, requiresTobaccoAnswer: true,
    shortText: 'Twenty-year level term life insurance, $100,000 to $300,000 of coverage.',
    highlights: ['Level premium for 20 years', 'Smokers and non-smokers are priced differently: tell us whether you smoke', 'Add the Waiver of Premium Rider in the cart'],
    price: { base: 24, ages: 'life', smokerFactor: 1.9, options: COVER([[100_000, 1], [200_000, 1.85], [300_000, 2.6]]) }, requiredTabs: LIFE },
  { planId: '142', name: 'Keystone No-Exam Term 10', category: 'term_life', carrierId: 'keystone', color: '#475569',
    tiers: ['IO'], maxAge: 60,
    shortText: 'Ten-year term life with no medical exam and no health questions: $50,000 or $100,000 of coverage.',
    price: { base: 14.5, ages: 'life', smokerFactor: 1.6, options: COVER([[50_000, 1], [100_000, 1.9]]) }, requiredTabs: LIFE },
  { planId: '143', name: 'Keystone Optional Life', category: 'term_life', carrierId: 'keystone', color: '#1e293b',
    tiers: ['IO'], maxAge: 64, prudential: true, partnerFee: true, optionalLife: true, membershipPlanId: MEMBERSHIP_PLAN_ID,
    shortText: 'Optional life insurance of $100,000 to $300,000, subject to medical underwriting approval. Needs the $5.00 association membership.',
    highlights: ['Evidence of Insurability: a decision within 5-10 days', 'Prices include the 3% administrative fee', 'Offered through the Benefit Store Association'],
    price: { base: 18, ages: 'life', smokerFactor: 1.8, options: COVER([[100_000, 1], [200_000, 1.9], [300_000, 2.75]]) },
    requiredTabs: ['beneficiary_info', 'primary_health_info'] },
  { planId: '146', name: 'Waiver of Premium Rider', category: 'term_life', carrierId: 'keystone', color: '#64748b',
    kind: 'rider', riderOf: '141', tiers: ['IO'], maxAge: 64,
    shortText: 'Keeps Secure Term Life 20 in force without premiums while you are totally disabled.',
    price: { base: 3.5, ages: 'life' } },

  // ---- Supplemental ----
  { planId: '221', name: 'Harborline Cancer Care', category: 'supplemental', carrierId: 'harborline', color: '#be123c',
    shortText: 'Cash benefits for cancer treatment, from radiation and chemotherapy to travel and lodging.',
    highlights: ['Three short questions before you can add it', 'Benefits paid straight to you', 'Covers the whole family on one policy'],
    price: { base: 18.4, ages: 'adult', tiers: 'light' } },
  { planId: '222', name: 'Harborline Recovery Care', category: 'supplemental', carrierId: 'harborline', color: '#9f1239',
    shortText: 'A weekly benefit while you recover at home after a covered hospital stay.',
    price: { base: 22, ages: 'adult', tiers: 'light' } },
  { planId: '223', name: 'Harborline Gap Protector', category: 'supplemental', carrierId: 'harborline', color: '#e11d48',
    shortText: "Helps pay your medical plan's deductible and coinsurance after a hospital admission or outpatient surgery.",
    price: { base: 27.8, ages: 'adult' } },

  // ---- Lifestyle ----
  { planId: '191', name: 'Wellness Lifestyle Bundle', category: 'lifestyle', carrierId: 'everwell', color: '#ca8a04',
    shortText: 'Telehealth, gym discounts and a 24/7 nurse line in one membership.',
    price: { base: 14.95, tiers: 'light' } },
  { planId: '192', name: 'Everwell Telehealth 24/7', category: 'lifestyle', carrierId: 'everwell', color: '#a16207',
    shortText: 'Unlimited video visits with board-certified doctors, day or night, with no copay.',
    price: { base: 9.5, tiers: 'light' } },
  { planId: '193', name: 'Everwell Fitness & Nutrition', category: 'lifestyle', carrierId: 'everwell', color: '#854d0e',
    shortText: 'Access to 12,000 gyms, a nutrition coach and a wellness app for the whole household.',
    price: { base: 12, tiers: 'light' } },
  { planId: '194', name: 'Everwell Travel Assist', category: 'lifestyle', carrierId: 'everwell', color: '#713f12',
    shortText: 'Emergency travel assistance and medical evacuation when you are more than 100 miles from home.',
    highlights: ['Enrollment is paused: the plan is in its blackout period'],
    price: { base: 7.95, tiers: 'light' } },

  // ---- Rx ----
  { planId: '181', name: 'Rx Saver Card', category: 'rx', carrierId: 'everwell', color: '#16a34a',
    shortText: 'Discounts of up to 80% on prescriptions at over 60,000 pharmacies.',
    price: { base: 9.99, tiers: 'flat' } },
  { planId: '182', name: 'Everwell Rx Plus', category: 'rx', carrierId: 'everwell', color: '#15803d',
    shortText: 'Generic drugs for $5 and 90-day mail-order refills delivered free.',
    price: { base: 17.5, tiers: 'light' } },
  { planId: '183', name: 'Meridian Specialty Rx', category: 'rx', carrierId: 'meridian', color: '#166534',
    shortText: 'Coverage for specialty and brand-name drugs with a $50 copay cap per prescription.',
    price: { base: 34, ages: 'adult' } },

  // ---- Disability income ----
  { planId: '201', name: 'Income Protector DI', category: 'di', carrierId: 'keystone', color: '#475569', maxAge: 64,
    minAnnualIncome: 20_000, minWorkingHours: 30,
    shortText: 'Replaces up to 60% of your income when an illness or injury keeps you from working.',
    highlights: ['For people earning at least $20,000 a year', 'Working at least 30 hours a week', 'Benefits up to age 65'],
    price: { base: 38, ages: 'adult', tiers: 'flat' } },
  { planId: '202', name: 'Keystone Short-Term Disability', category: 'di', carrierId: 'keystone', color: '#334155', maxAge: 64,
    minAnnualIncome: 12_000, minWorkingHours: 20,
    shortText: 'Pays a weekly benefit for up to 26 weeks after a short illness, injury or childbirth.',
    price: { base: 21, ages: 'adult', tiers: 'flat' } },

  // ---- Critical illness ----
  { planId: '171', name: 'Critical Illness Guard', category: 'critical', carrierId: 'harborline', color: '#9333ea',
    shortText: 'A lump-sum benefit on diagnosis of cancer, heart attack or stroke.',
    highlights: ['$20,000 lump sum', 'Three health questions decide eligibility', 'Non-smoker rates unless you tell us you smoke'],
    price: { base: 21.3, ages: 'adult', tiers: 'light', smokerFactor: 1.5 }, requiredTabs: HEALTH, questions: ['Q101', 'Q102', 'Q103'] },
  { planId: '172', name: 'Harborline Heart & Stroke', category: 'critical', carrierId: 'harborline', color: '#7e22ce',
    shortText: 'A $10,000 benefit for a first heart attack, stroke or heart surgery.',
    price: { base: 15.6, ages: 'adult', tiers: 'light' } },
  { planId: '173', name: 'Harborline Critical Illness 10k', category: 'critical', carrierId: 'harborline', color: '#6b21a8',
    shortText: 'A simple $10,000 critical illness benefit with guaranteed issue up to age 64.',
    maxAge: 64, price: { base: 11.2, ages: 'adult', tiers: 'light' } },

  // ---- Accident ----
  { planId: '151', name: 'Accident Shield', category: 'accident', carrierId: 'harborline', color: '#dc2626',
    shortText: 'Cash benefits for emergency room visits, fractures and follow-up care after an accident.',
    price: { base: 16.75, tiers: 'light' } },
  { planId: '152', name: 'Harborline Accident Plus', category: 'accident', carrierId: 'harborline', color: '#b91c1c',
    shortText: 'Higher accident benefits, including ambulance, surgery and accidental death.',
    price: { base: 24.9, tiers: 'light' } },
  { planId: '155', name: 'Accident Shield Hospital Admission Rider', category: 'accident', carrierId: 'harborline', color: '#991b1b',
    kind: 'rider', riderOf: '151',
    shortText: 'Adds $1,500 for each hospital admission after a covered accident to Accident Shield.',
    price: { base: 4.25, tiers: 'light' } },

  // ---- Hospital ----
  { planId: '161', name: 'Hospital Indemnity Plus', category: 'hospital', carrierId: 'harborline', color: '#2563eb',
    shortText: 'Pays a daily benefit for each day in the hospital, straight to you.',
    price: { base: 29, ages: 'adult', tiers: 'light' } },
  { planId: '162', name: 'Harborline Hospital Stay 300', category: 'hospital', carrierId: 'harborline', color: '#1d4ed8',
    shortText: '$300 for every day in hospital and $1,000 on admission.',
    price: { base: 19.8, ages: 'adult', tiers: 'light' } },
  { planId: '163', name: 'Keystone Hospital Advantage', category: 'hospital', carrierId: 'keystone', color: '#1e3a8a',
    prudential: true, partnerFee: true, membershipPlanId: MEMBERSHIP_PLAN_ID,
    shortText: 'Hospital indemnity from Keystone Mutual through the Benefit Store Association; needs the $5.00 membership.',
    highlights: ['$500 a day in hospital', 'Prices include the 3% administrative fee', 'Offered through the Benefit Store Association'],
    price: { base: 26, ages: 'adult', tiers: 'light' } },

  // ---- Pet ----
  { planId: '211', name: 'PetCare Companion', category: 'pet', carrierId: 'pawsure', color: '#65a30d',
    shortText: 'Accident and illness coverage for dogs and cats, any vet in the country.',
    price: { base: 27.5, tiers: 'flat', options: [{ label: 'Dog', factor: 1 }, { label: 'Cat', factor: 0.72 }] } },
  { planId: '212', name: 'PawSure Accident Only', category: 'pet', carrierId: 'pawsure', color: '#4d7c0f',
    shortText: 'Low-cost cover for injuries, poisoning and emergency surgery for your pet.',
    price: { base: 11.9, tiers: 'flat' } },
  { planId: '213', name: 'PawSure Wellness Plus', category: 'pet', carrierId: 'pawsure', color: '#3f6212',
    shortText: 'Illness and accident cover plus vaccines, dental cleaning and a yearly check-up.',
    price: { base: 39, tiers: 'flat' } },

  // ---- The association membership prudential-type plans need ----
  { planId: MEMBERSHIP_PLAN_ID, name: 'Benefit Store Association Membership', category: 'lifestyle', carrierId: 'association', color: '#0f766e',
    kind: 'membership',
    shortText: 'Membership of the Benefit Store Association, $5.00 a month, needed for association plans.',
    highlights: ['Needed for Keystone Optional Life and Keystone Hospital Advantage', 'Member discounts on travel and pharmacy'],
    price: { base: 5, tiers: 'flat' } },
];

// ---- Underwriting questions (get-questions) ----
export interface DemoQuestion {
  readonly question_id: string;
  readonly question_text: string;
  readonly question_sub_type: 'text_field' | 'checkbox' | 'detail';
  readonly require_detail: boolean;
  readonly declines_on_yes: boolean;
  readonly options?: ReadonlyArray<{ readonly option_id: string; readonly option_text: string; readonly option_group: string; readonly declines: boolean }>;
}

const BEFORE_60 = 'A. Prior to age 60';
const BEFORE_75 = 'B. Prior to age 75';

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  { question_id: 'Q101', question_sub_type: 'checkbox', require_detail: false, declines_on_yes: false,
    question_text: 'Have you ever been diagnosed with, or treated for, any of the following conditions? Tick each that applies.',
    options: [
      { option_id: 'O1011', option_text: 'Cancer (other than basal cell skin cancer)', option_group: BEFORE_60, declines: true },
      { option_id: 'O1012', option_text: 'Heart attack or coronary bypass surgery', option_group: BEFORE_60, declines: true },
      { option_id: 'O1013', option_text: 'Stroke or transient ischemic attack (TIA)', option_group: BEFORE_60, declines: true },
      { option_id: 'O1014', option_text: 'Kidney failure requiring dialysis', option_group: BEFORE_75, declines: true },
      { option_id: 'O1015', option_text: 'Major organ transplant', option_group: BEFORE_75, declines: true },
    ] },
  { question_id: 'Q102', question_sub_type: 'detail', require_detail: true, declines_on_yes: false,
    question_text: 'In the past 5 years, have you been in hospital for three or more days in a row?' },
  { question_id: 'Q103', question_sub_type: 'text_field', require_detail: false, declines_on_yes: false,
    question_text: 'Has anyone to be covered used tobacco or nicotine products in the last 12 months? If yes, who?' },
  { question_id: 'Q201', question_sub_type: 'detail', require_detail: true, declines_on_yes: true,
    question_text: 'Within the past 2 years, has a doctor advised surgery or hospital treatment that has not yet been performed?' },
  { question_id: 'Q202', question_sub_type: 'text_field', require_detail: false, declines_on_yes: true,
    question_text: 'Is anyone to be covered currently in hospital, in a nursing facility or receiving home health care? If yes, who?' },
  { question_id: 'Q203', question_sub_type: 'detail', require_detail: true, declines_on_yes: false,
    question_text: 'In the past 12 months, have you seen a doctor for a condition that has not been diagnosed yet?' },
];

// ---- Aflac-type questions: true_condition is the answer required (1 yes, 0 either) ----
export const DEMO_AFLAC_QUESTIONS = [
  { qid: 'AF2211', plan_id: '221', question: 'Are you actively at work on a full-time basis (at least 30 hours a week)?', true_condition: 1 },
  { qid: 'AF2212', plan_id: '221', question: 'Do you live in the United States, and will this coverage be issued there?', true_condition: 1 },
  { qid: 'AF2213', plan_id: '221', question: 'Would you like your policy documents by e-mail instead of by post?', true_condition: 0 },
] as const;

// ---- Blackout windows: Everwell Travel Assist is closed on every day of every month ----
export const DEMO_BLACKOUTS = [
  { blackout_id: 'BO-194', plan_id: '194', starts_on: null, ends_on: null, from_day: 1, to_day: 31,
    reason: 'Enrollment is paused while the carrier refiles its rates.' },
] as const;

const planLink = (planId: string): string => {
  const plan = DEMO_PLANS.find((p) => p.planId === planId);
  return `/plan/${planId}/${encodeURIComponent(plan?.name ?? '')}`;
};

// ---- Offer popups ----
export const DEMO_OFFERS = [
  { offer_id: 'OF-ACCIDENT', kind: 'after-add', trigger_categories: ['medical', 'limitedmed', 'hospital'], plan_id: '151', plan_id_1: null,
    pop_up_title: 'Add accident coverage?',
    pop_up_header: 'Your medical plan pays the hospital; Accident Shield pays you: cash for ER visits, fractures and follow-up care.',
    pop_up_link: planLink('151'), pop_up_link_description: 'See what Accident Shield pays', sort_order: 0 },
  { offer_id: 'OF-TERM-LIFE', kind: 'checkout-upsell', trigger_categories: [], plan_id: '142', plan_id_1: null,
    pop_up_title: 'Protect your family with term life',
    pop_up_header: 'Keystone No-Exam Term 10: up to $100,000 of coverage with no medical exam and no health questions.',
    pop_up_link: planLink('142'), pop_up_link_description: 'About no-exam term life', sort_order: 1 },
  { offer_id: 'OF-VISION-DENTAL', kind: 'checkout-upsell', trigger_categories: [], plan_id: '123', plan_id_1: '112',
    pop_up_title: 'Add dental and vision',
    pop_up_header: 'Cleanings, fillings, an eye exam and glasses every year, with no waiting periods.',
    pop_up_link: planLink('123'), pop_up_link_description: 'Compare dental and vision plans', sort_order: 2 },
] as const;

// ---- Derived rows ----
export type DemoPriceRow = {
  readonly pricing_id: string;
  readonly plan_id: string;
  readonly tier: Tier;
  readonly min_age: number;
  readonly max_age: number;
  readonly state: string | null;
  readonly smoker: boolean | null;
  readonly label: string;
  readonly coverage_amount: number | null;
  readonly price_cents: number;
  readonly sort_order: number;
};

const ALL_TIERS: readonly Tier[] = ['IO', 'IS', 'IC', 'IF'];
export const PARTNER_FEE_FACTOR = 1.03;

export const planTiers = (plan: DemoPlan): readonly Tier[] => plan.tiers ?? ALL_TIERS;
export const planMinAge = (plan: DemoPlan): number => plan.minAge ?? 18;
export const planMaxAge = (plan: DemoPlan): number => plan.maxAge ?? 99;

/** Every price row of a plan: tiers x age bands (within the plan's ages) x states x smoker x options. */
export const demoPriceRows = (plan: DemoPlan): DemoPriceRow[] => {
  const recipe = plan.price;
  const tierScale = TIER_SCALES[recipe.tiers ?? 'family'];
  const bands = AGE_SCALES[recipe.ages ?? 'flat']
    .map(([from, to, factor]) => [Math.max(from, planMinAge(plan)), Math.min(to, planMaxAge(plan)), factor] as const)
    .filter(([from, to]) => from <= to);
  const states: ReadonlyArray<readonly [string | null, number]> = [[null, 1], ...Object.entries(recipe.states ?? {})];
  const smokers: ReadonlyArray<readonly [boolean | null, number]> =
    recipe.smokerFactor === undefined ? [[null, 1]] : [[false, 1], [true, recipe.smokerFactor]];
  const options = recipe.options ?? [{ label: 'Standard', factor: 1 }];
  const fee = plan.partnerFee ? PARTNER_FEE_FACTOR : 1;
  const rows: DemoPriceRow[] = [];
  for (const tier of planTiers(plan)) {
    for (const [minAge, maxAge, ageFactor] of bands) {
      for (const [state, stateFactor] of states) {
        for (const [smoker, smokerFactor] of smokers) {
          for (const option of options) {
            const n = rows.length + 1;
            rows.push({
              pricing_id: `${plan.planId}${String(n).padStart(4, '0')}`,
              plan_id: plan.planId,
              tier,
              min_age: minAge,
              max_age: maxAge,
              state,
              smoker,
              label: option.label,
              coverage_amount: option.coverage ?? null,
              price_cents: Math.round(recipe.base * 100 * tierScale[tier] * ageFactor * stateFactor * smokerFactor * option.factor * fee),
              sort_order: n,
            });
          }
        }
      }
    }
  }
  return rows;
};

/** The plans.monthly_price: member only (else the first tier), age 40, every state, non-smoker, first option. */
export const demoListPriceCents = (plan: DemoPlan, rows: readonly DemoPriceRow[] = demoPriceRows(plan)): number => {
  const tier = planTiers(plan).includes('IO') ? 'IO' : planTiers(plan)[0];
  const row =
    rows.find((r) => r.tier === tier && r.min_age <= 40 && r.max_age >= 40 && r.state === null && r.smoker !== true) ??
    rows.find((r) => r.tier === tier);
  return row?.price_cents ?? 0;
};

// ---- Plan detail texts (simple HTML; the web app sanitises) ----
interface CategoryCopy {
  readonly blueBar: string;
  readonly exclusions: string;
  readonly example: string;
  readonly faq: string;
}

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const faq = (pairs: ReadonlyArray<readonly [string, string]>) => pairs.map(([q, a]) => `<p><strong>${q}</strong><br>${a}</p>`).join('');

const CATEGORY_COPY: Readonly<Record<string, CategoryCopy>> = {
  medical: {
    blueBar: 'Major medical coverage that meets the Affordable Care Act minimum essential coverage.',
    exclusions: list(['Cosmetic surgery', 'Experimental treatment', 'Care outside the network, except emergencies']),
    example: '<p>Maria sprains her ankle: the urgent care visit costs her the $50 copay, the X-ray is covered after the deductible.</p>',
    faq: faq([['When does coverage start?', 'On the effective date you choose in the cart, always the 1st of a month.'], ['Can I keep my doctor?', 'Yes, if your doctor is in the plan network.']]),
  },
  limitedmed: {
    blueBar: 'Limited medical pays fixed benefits; it is not major medical insurance.',
    exclusions: list(['Pre-existing conditions in the first 12 months', 'Self-inflicted injuries', 'Dental and vision care']),
    example: '<p>A two-day hospital stay pays $2,000 straight to you, whatever the hospital bills.</p>',
    faq: faq([['Is this health insurance?', 'It pays fixed amounts for covered services; it does not satisfy the ACA coverage requirement.']]),
  },
  dental: {
    blueBar: 'Preventive care from day one; basic and major care after short waiting periods.',
    exclusions: list(['Cosmetic whitening', 'Implants in the first year', 'Work started before coverage']),
    example: '<p>Two cleanings and a filling in the first year cost $0 and $35.</p>',
    faq: faq([['Do I need to pick a dentist?', 'No, any licensed dentist; in-network dentists cost less.']]),
  },
  vision: {
    blueBar: 'A yearly eye exam and an allowance for glasses or contacts.',
    exclusions: list(['Non-prescription sunglasses', 'Replacement of lost glasses within the benefit period']),
    example: '<p>An eye exam costs $10, and $150 goes towards new frames.</p>',
    faq: faq([['Can I use online retailers?', 'Yes, submit the receipt for reimbursement up to your allowance.']]),
  },
  term_life: {
    blueBar: 'Level premiums for the whole term; the benefit goes to the beneficiaries you name.',
    exclusions: list(['Suicide in the first two years', 'Misstatements on the application']),
    example: '<p>A $200,000 policy pays your beneficiaries $200,000, tax-free, if you die during the term.</p>',
    faq: faq([['Who can be a beneficiary?', 'Up to three people, sharing 100% of the benefit.'], ['Can I cancel?', 'Yes, at any time; premiums stop.']]),
  },
  supplemental: {
    blueBar: 'Cash benefits paid to you, on top of any other insurance.',
    exclusions: list(['Conditions diagnosed before coverage starts, in the first 12 months', 'Treatment outside the United States']),
    example: '<p>After a covered diagnosis the plan pays $5,000 to you, to spend on anything.</p>',
    faq: faq([['Does it replace my medical plan?', 'No, it pays in addition to it.']]),
  },
  lifestyle: {
    blueBar: 'Everyday health and wellness services for the whole household.',
    exclusions: list(['This is not insurance', 'Services outside the United States']),
    example: '<p>A 2 a.m. video visit for a sore throat costs nothing.</p>',
    faq: faq([['Is this insurance?', 'No, it is a membership giving access to services and discounts.']]),
  },
  rx: {
    blueBar: 'Lower prices on prescriptions at retail and mail-order pharmacies.',
    exclusions: list(['Drugs for cosmetic use', 'Over-the-counter medicines']),
    example: '<p>A month of a common generic costs $5 instead of $24.</p>',
    faq: faq([['Which pharmacies?', 'Over 60,000 pharmacies, including the big national chains.']]),
  },
  di: {
    blueBar: 'Replaces part of your paycheck when you cannot work because of illness or injury.',
    exclusions: list(['Pregnancy in the first 10 months (short-term plans)', 'Injuries while committing a crime', 'Work-related injuries covered by workers compensation']),
    example: '<p>Earning $48,000 a year, a covered disability pays $2,400 a month after the waiting period.</p>',
    faq: faq([['Why do you ask my income and hours?', 'The benefit is a share of your income, and the plan is for people working at least the plan minimum hours.']]),
  },
  critical: {
    blueBar: 'A lump sum on diagnosis of a covered critical illness.',
    exclusions: list(['Conditions diagnosed before coverage starts', 'Illness diagnosed outside the United States']),
    example: '<p>A heart attack diagnosis pays the full $20,000 benefit, once.</p>',
    faq: faq([['How is it paid?', 'In one payment, to you, within 10 days of the claim.']]),
  },
  accident: {
    blueBar: 'Cash benefits after an accident, on and off the job.',
    exclusions: list(['Injuries from professional sports', 'Injuries while intoxicated']),
    example: '<p>A broken arm after a fall pays $800 for the fracture and $150 for the ER visit.</p>',
    faq: faq([['Is there a waiting period?', 'No, accident benefits apply from the effective date.']]),
  },
  hospital: {
    blueBar: 'A daily benefit for every day you spend in hospital.',
    exclusions: list(['Stays for cosmetic procedures', 'Stays in the first 30 days for sickness']),
    example: '<p>A three-day stay pays $900 plus the $1,000 admission benefit.</p>',
    faq: faq([['Can I use the money for anything?', 'Yes, benefits are paid to you.']]),
  },
  pet: {
    blueBar: 'Any licensed vet in the United States; you are reimbursed after each visit.',
    exclusions: list(['Pre-existing conditions', 'Breeding costs', 'Grooming']),
    example: '<p>A $1,200 emergency surgery is reimbursed at 90% after the $250 deductible.</p>',
    faq: faq([['Which pets?', 'Dogs and cats from 8 weeks old.']]),
  },
};

export interface DemoDescription {
  readonly plan_id: string;
  readonly header_text: string;
  readonly body_text: string;
  readonly blue_bar_text: string;
  readonly association_text: string;
  readonly exclusions_text_name: string;
  readonly exclusions_text: string;
  readonly example_text_name: string;
  readonly example_text: string;
  readonly faq_text_name: string;
  readonly faq_text: string;
}

const ASSOCIATION_TEXT =
  '<p>This plan is offered to members of the Benefit Store Association. Membership costs <strong>$5.00 a month</strong> and is added to your cart together with the plan.</p>';

export const demoDescription = (plan: DemoPlan): DemoDescription => {
  const copy = CATEGORY_COPY[plan.category] ?? CATEGORY_COPY['lifestyle']!;
  const carrier = DEMO_CARRIERS.find((c) => c.carrier_id === plan.carrierId)?.name ?? '';
  const membership = plan.kind === 'membership';
  return {
    plan_id: plan.planId,
    header_text: `<h2>${plan.name}</h2><p>Underwritten by ${carrier}</p>`,
    body_text: `<p>${plan.shortText}</p>${plan.highlights ? list(plan.highlights) : ''}`,
    blue_bar_text: membership ? 'Membership of $5.00 a month, billed with your plans.' : copy.blueBar,
    association_text: plan.prudential || membership ? ASSOCIATION_TEXT : '',
    exclusions_text_name: 'Exclusions and Limitations',
    exclusions_text: copy.exclusions,
    example_text_name: 'How it works',
    example_text: copy.example,
    faq_text_name: 'Frequently Asked Questions',
    faq_text: copy.faq,
  };
};
