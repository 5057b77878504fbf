import { catalogue } from '../../app/language.ts';
/**
 * Labels, headings and button texts of the plans page and its forms. Messages a user reads as a rule or an
 * error live in the domain's catalogue (Messages); these are only the words around the controls.
 */
export const PlansTexts = catalogue('plans', {
  pageTitle: 'Plans for you',
  /** A quote's "Shop these plans" link that does not open (docs/adr/0701). */
  quoteLinkTitle: 'Your quote',
  quoteLinkHome: 'Go to the storefront',
  pageLead: 'Plans available for your selection, by category. Open a plan for its price options and details.',
  yourSelection: 'Your selection',
  edit: 'Edit',
  editTitle: 'Edit your details',
  editLead: 'Change any detail and we will look up the plans and prices again.',
  zip: 'Zip Code',
  dob: 'DOB',
  gender: 'Gender',
  tier: 'Choose Tier',
  category: 'Category',
  smoker: 'Do you use tobacco?',
  smokerYes: 'Yes',
  smokerNo: 'No',
  select: 'Select',
  annualIncome: 'Annual income ($ a year)',
  workingHours: 'Working hours (a week)',
  optional: 'Optional: some plans need it to give a price.',
  save: 'Update plans',
  cancel: 'Cancel',
  quoteUpdated: 'Your details are updated',
  cartChangedLead: 'Your cart now follows your new details:',
  viewCart: 'View cart',
  ok: 'OK',
  categories: 'Filter by category',
  allPlans: 'All plans',
  dependentsTitle: 'Dependent information',
  dependentsLead: 'Prices for your tier depend on the people you cover.',
  spouseDob: 'Spouse DOB',
  children: 'Number of children',
  notGiven: 'Not given yet',
  add: 'Add',
  saveDependents: 'Save',
  perMonth: '/ month',
  priceOnPlan: 'Price on the plan page',
  moreInfo: 'More Info',
  compare: 'Compare',
  compareTray: 'Plans to compare',
  compareNow: 'Compare plans',
  compareOneMore: 'Tick one more plan to compare',
  removeFromCompare: (name: string) => `Remove ${name} from the comparison`,
  menuTitle: (category: string) => `${category} plans`,
  menuLead: 'Get your quote to see the prices for you. We will bring you back to these plans.',
  getQuote: 'Get your quote',
  priceWithQuote: 'Price with your quote',
  compareCount: (n: number, max: number) => `${n} of ${max} chosen`,
  /** The date fields' hint: the format the forms accept (a Spanish visitor types the same order). */
  datePlaceholder: 'MM/DD/YYYY',
  /**
   * The domain's words for a quote and its plans, worded there in English (plans.ts PlanCategories, gender.ts,
   * tier.ts, quoteSummary in plans/plan-page.ts): the pages show them through usePlanWords, in the visitor's
   * language. plan-words.test.ts keeps these English words the domain's.
   */
  terms: {
    /** By wire key, as PlanCategories lists them. */
    categories: {
      medical: 'Medical',
      dental: 'Dental',
      vision: 'Vision',
      limitedmed: 'Limited Med Plans',
      term_life: 'Term Life',
      supplemental: 'Supplemental',
      lifestyle: 'Life Style',
      rx: 'RX',
      di: 'Disability Income',
      critical: 'Critical Illness',
      accident: 'Accident',
      hospital: 'Hospital',
      pet: 'Pet',
    },
    genders: { male: 'Male', female: 'Female', others: 'Others' },
    tiers: { memberOnly: 'Member Only', memberSpouse: 'Member + Spouse', memberChildren: 'Member + Children', memberOneChild: 'Member + 1 Child', family: 'Family' },
    /** The search summary's labels and its smoker answer. */
    summary: { category: 'Category', zip: 'Zip', gender: 'Gender', smoker: 'Smoker', tier: 'Tier', dob: 'DOB', yes: 'Yes', no: 'No' },
  },
} as const);
