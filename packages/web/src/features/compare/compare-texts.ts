import { catalogue } from '../../app/language.ts';
/** Labels and headings of plan compare (docs/adr/0612); messages live in the domain's catalogue. */
export const CompareTexts = catalogue('compare', {
  home: 'Home',
  plans: 'Plans',
  compare: 'Compare',
  title: 'Compare plans',
  lead: 'Your price, category, key benefits and exclusions side by side.',
  table: 'Plans side by side',
  plan: 'Plan',
  price: 'Your price',
  category: 'Category',
  benefits: 'Key benefits',
  exclusions: 'Exclusions',
  from: 'from',
  options: (n: number) => `${n} options`,
  perMonth: '/ month',
  noPrice: 'See the plan page for your price',
  none: 'None listed',
  moreInfo: 'More Info',
  remove: (name: string) => `Remove ${name} from the comparison`,
  removeShort: 'Remove',
  backToPlans: 'Back to plans',
} as const);
