import { catalogue } from '../app/language.ts';
/**
 * Labels and prose of the site shell and access flows. Messages (errors, notices, confirmations) live in
 * the domain's Messages catalogue; these are the words around them.
 */
export const ShellTexts = catalogue('shell', {
  accessTitle: 'Welcome to the Benefit Store',
  accessLead: 'Enter the access code your representative gave you to open their benefits store.',
  accessCodeLabel: 'Representative Access Code',
  accessCodePlaceholder: 'e.g. REP1001',
  confirmRepTitle: 'Is this your representative?',
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
