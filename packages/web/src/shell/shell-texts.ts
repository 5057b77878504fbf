import { catalogue } from '../app/language.ts';
/**
 * Labels and prose of the site shell and the entry pages (access, landing, member start, errors, coming soon).
 * Messages (errors, notices, confirmations) live in the domain's Messages catalogue; these are the words around
 * them. Texts that stand beside a figure keep the spaces and punctuation they are shown with (cartBefore, cartItems).
 */
export const ShellTexts = catalogue('shell', {
  /** The page's `<noscript>` line (the build writes it into index.html; a page copy in the visitor's language). */
  noScript: 'The Benefit Store runs in your browser: please turn on JavaScript to shop and enroll.',
  accessTitle: 'Welcome to the Benefit Store',
  accessLead: 'Enter the access code your representative gave you to open their benefits store.',
  accessPoints: [
    'Medical, dental, vision, life and supplemental plans',
    'Clear monthly prices for you and your family',
    'Enroll online and save your progress at any step',
  ],
  accessCodeLabel: 'Representative Access Code',
  accessCodePlaceholder: 'e.g. REP1001',
  accessCodeForm: 'Access code',
  enterAccessCode: 'Enter your access code',
  enrollingThroughEmployer: 'Enrolling through your employer?',
  representative: 'Representative',
  repAccessCode: (code: string) => `Access code ${code}`,
  confirmRepTitle: 'Is this your representative?',
  confirmYourRep: 'Confirm your representative',
  confirm: 'Confirm',
  cancel: 'Cancel',
  continue: 'Continue',
  submit: 'Submit',
  moreLinks: 'More',
  employeeEnrollment: 'Employee Enrollment',
  groupCodeLabel: 'Group Enrollment Code',
  groupCodePlaceholder: 'e.g. ACME2024',
  reenterCode: 'Re-enter the code',
  howToEnroll: 'How to enroll',
  howToVideos: 'How-to videos',
  forMembers: 'For members',
  forEmployers: 'For employers',
  notMySite: 'Not my site',
  referredBy: (name: string) => `Referred By: ${name}`,
  featuredPlans: 'Featured Plans',
  moreInfo: 'More Info',
  browseByCategory: 'Browse plans by category',
  aboutTitle: (name: string) => `About ${name}`,
  supportRequest: 'Submit a support request',
  backToHome: 'Back',
  chooseTier: 'Choose Tier',
  tools: 'Tools',
  quoteSlidesTitle: 'Get a quote in three steps',
  checkingZip: 'Checking your ZIP code…',

  // ---- Header ----
  /** The store's own name, shown while a site has none. */
  storeName: 'Benefit Store',
  employeeEnrollmentSub: 'Employee enrollment',
  /** Read after the brand's visible words by screen readers: the brand link goes home. */
  brandHome: 'home',
  mainNav: 'Main',
  home: 'Home',
  /** The cart link's name around its visible figures: 'Cart: 2 items, $84.00'. */
  cartBefore: 'Cart: ',
  cartItems: (count: number) => (count === 1 ? ' item, ' : ' items, '),
  employer: 'Employer',
  planCategories: 'Plan categories',
  toolLinks: {
    admin: 'Admin',
    messageCenter: 'Message Center',
    fileManagement: 'File Management',
    repDashboard: 'Rep Dashboard',
    memberDashboard: 'Member Dashboard',
    groupDashboard: 'Group Dashboard',
    ticketManagement: 'Ticket Management',
    sso: 'SSO',
    repRegistration: 'Rep Registration',
    memberRegistration: 'Member Registration',
    groupRegistration: 'Group Registration',
  },

  // ---- Footer and the access page's links ----
  contact: 'Contact',
  phone: 'Phone',
  email: 'E-mail',
  brokersReps: 'Brokers/Reps',
  repRegistration: 'Rep Registration',
  repDashboard: 'Rep Dashboard',
  repSignIn: 'Rep Sign In',
  repGroupSignIn: 'Rep & Group Sign In',
  employeeMembers: 'Employee/Members',
  employeeEnroll: 'Employee Enroll',
  memberLogin: 'Member Login',
  memberDashboard: 'Member Dashboard',
  employerGroups: 'Employer/Groups',
  groupApplication: 'Group Application',
  groupLogin: 'Group Login',
  groupAdminSignIn: 'Group Admin Sign In',
  memberApp: 'Member app',
  iosApp: 'Download the member app for iPhone',
  androidApp: 'Get the member app for Android',
  copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,

  // ---- Landing page ----
  heroEyebrow: 'Insurance & benefits, made simple',
  heroTitle: 'Find the right plans for you and your family',
  heroLead:
    'Enter your ZIP code, date of birth and who you want to cover. We show the plans available to you, with clear monthly prices, and you can enroll online.',
  highlights: [
    ['Medical, dental and vision', 'Compare major medical, limited medical, dental and vision plans side by side.'],
    ['Life and income protection', 'Term life, disability income, critical illness, accident and hospital plans.'],
    ['Enroll online in minutes', 'Save your application at any step and pick up where you left off.'],
  ],
  yourRepresentative: 'Your representative',
  yourEmployer: 'Your employer',

  // ---- The quote forms (Get Started and its three slides) ----
  getStarted: 'Get Started',
  getStartedLead: 'Tell us a little about you to see the plans available where you live.',
  zipCode: 'Zip Code',
  zipPlaceholder: 'e.g. 75001',
  gender: 'Gender',
  dob: 'DOB',
  /** The date's format as typed; validation accepts MM/DD/YYYY in every language. */
  dobPlaceholder: 'MM/DD/YYYY',
  steps: 'Steps',
  back: 'Back',
  next: 'Next',

  // ---- Member start ----
  breadcrumb: 'Breadcrumb',
  memberStart: 'Member start',

  // ---- Error pages ----
  /** The word the landing-url error names the site with (its slot). */
  enrollTypes: { Agent: 'Agent', Group: 'Group' },
  landingConfigLead: 'Please contact your representative or HR department, or try another code.',
  notFoundLead: 'The page you are looking for does not exist or is no longer available.',
  backToHomepage: 'Back to Homepage',
  pageFailed: 'This page could not be shown',
  pageFailedLead: 'What you saved is kept. Load the page again to continue.',
  loadAgain: 'Load the page again',

  // ---- Routes whose screens come later ----
  comingSoon: 'Coming soon',
  comingSoonLead: 'This part of the store is on its way. Your selections are kept; you can continue from the home page.',
  comingSoonBack: 'Back to Home',
  comingSoonPages: {
    planQuestions: 'Plan questions',
    external: 'External site',
    websites: 'Websites',
    website: 'Website',
  },
} as const);

/** The how-to guide's steps, shown in the how-to-enroll modal for members and employers. */
export const HowToSteps = catalogue('howTo', {
  members: [
    ['Open your store', 'Use your representative’s access code, or your employer’s group enrollment code.'],
    ['Get a quote', 'Enter your ZIP code, gender, coverage tier and date of birth, then press Submit.'],
    ['Choose your plans', 'Compare plans by category and add the ones you want to your cart.'],
    ['Enroll', 'Complete the enrollment steps; you can save and continue later at any step.'],
  ],
  employers: [
    ['Apply as a group', 'Complete the group application; your representative sets up your enrollment portal.'],
    ['Share your code', 'Give employees your group enrollment code, or the link to your group’s own site.'],
    ['Follow enrollment', 'Sign in to the group dashboard to see who has enrolled and in which plans.'],
  ],
} as const);
