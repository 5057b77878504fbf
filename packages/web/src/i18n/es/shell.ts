import type { Twin } from '@benefit-store/domain';
import type { ShellTexts } from '../../shell/shell-texts.ts';

/** ShellTexts in Spanish (docs/glossary-es.md holds the terms). */
export const ShellTextsEs: Twin<typeof ShellTexts> = {
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
};
