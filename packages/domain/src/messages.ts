/**
 * The message catalogue: every text a user can read, worded exactly as the specification quotes it.
 * Keep each text here once; everything else refers to it by key.
 */
export const Messages = {
  fieldRequired: 'Field is required',
  invalidZip: 'Invalid Zip code',
  minimumAge: 'You must be 18 years to proceed',
  futureDate: 'Date cannot be in the future',
  invalidDate: 'Please enter a valid date (MM/DD/YYYY)',
  invalidGender: 'Please choose a gender',
  invalidTier: 'Please choose a tier',
  noPlansForSelection: 'No Plans are available for your selection',
  plansForIoOnly: 'Plans are available for IO tier only',
  pageNotFound: 'OOPS! Page not found',
} as const;

export type MessageKey = keyof typeof Messages;
export type MessageText = (typeof Messages)[MessageKey];
