/** The demo catalogue seeded on first start: enough plans in enough categories to shop for real. */
export interface DemoPlan {
  readonly planId: string;
  readonly name: string;
  readonly category: string;
  readonly shortText: string;
  readonly planType?: string;
  readonly tiers?: readonly string[];
  readonly minAge?: number;
  readonly maxAge?: number;
  readonly monthlyPrice: number;
  readonly color: string;
}

export const DEMO_PLANS: readonly DemoPlan[] = [
  { planId: '101', name: 'Premier Health PPO', category: 'medical', planType: 'MM', monthlyPrice: 389, color: '#1f6feb',
    shortText: 'Major medical coverage with a nationwide PPO network, preventive care at no cost and a $2,500 deductible.' },
  { planId: '102', name: 'Essential Care HMO', category: 'medical', planType: 'MM', monthlyPrice: 279, color: '#0f766e',
    shortText: 'Affordable major medical with local HMO doctors, $30 primary care visits and generic prescriptions included.' },
  { planId: '111', name: 'SmileWell Dental Plus', category: 'dental', monthlyPrice: 32.5, color: '#7c3aed',
    shortText: 'Cleanings twice a year, fillings and crowns, with no waiting period for preventive care.' },
  { planId: '112', name: 'Bright Dental Basic', category: 'dental', monthlyPrice: 19.95, color: '#db2777',
    shortText: 'Preventive and basic dental care from a broad network of dentists.' },
  { planId: '121', name: 'ClearView Vision', category: 'vision', monthlyPrice: 12.4, color: '#0891b2',
    shortText: 'A yearly eye exam, frames or contacts allowance and discounted LASIK.' },
  { planId: '131', name: 'Everyday Limited Medical', category: 'limitedmed', monthlyPrice: 119, color: '#ea580c',
    shortText: 'Fixed benefits for doctor visits, tests and hospital stays; a low-cost alternative to major medical.' },
  { planId: '141', name: 'Secure Term Life 20', category: 'term_life', tiers: ['IO'], maxAge: 64, monthlyPrice: 24, color: '#334155',
    shortText: 'Twenty-year level term life insurance, $100,000 to $300,000 of coverage.' },
  { planId: '151', name: 'Accident Shield', category: 'accident', monthlyPrice: 16.75, color: '#dc2626',
    shortText: 'Cash benefits for emergency room visits, fractures and follow-up care after an accident.' },
  { planId: '161', name: 'Hospital Indemnity Plus', category: 'hospital', monthlyPrice: 29, color: '#2563eb',
    shortText: 'Pays a daily benefit for each day in the hospital, straight to you.' },
  { planId: '171', name: 'Critical Illness Guard', category: 'critical', monthlyPrice: 21.3, color: '#9333ea',
    shortText: 'A lump-sum benefit on diagnosis of cancer, heart attack or stroke.' },
  { planId: '181', name: 'Rx Saver Card', category: 'rx', monthlyPrice: 9.99, color: '#16a34a',
    shortText: 'Discounts of up to 80% on prescriptions at over 60,000 pharmacies.' },
  { planId: '191', name: 'Wellness Lifestyle Bundle', category: 'lifestyle', monthlyPrice: 14.95, color: '#ca8a04',
    shortText: 'Telehealth, gym discounts and a 24/7 nurse line in one membership.' },
  { planId: '201', name: 'Income Protector DI', category: 'di', maxAge: 64, monthlyPrice: 38, color: '#475569',
    shortText: 'Replaces up to 60% of your income when an illness or injury keeps you from working.' },
  { planId: '211', name: 'PetCare Companion', category: 'pet', monthlyPrice: 27.5, color: '#65a30d',
    shortText: 'Accident and illness coverage for dogs and cats, any vet in the country.' },
];
