/**
 * The message catalogue: every text a user can read, worded exactly as the specification quotes it
 * (typos and odd spellings included, because users and tests recognise them verbatim).
 * Keep each text here once; everything else refers to it by key. Texts with a slot are functions.
 * The last group holds texts the spec needs but does not word: our own wording, kept apart on purpose.
 */
export const Messages = {
  // ---- Shared form texts (all three documents) ----
  fieldRequired: 'Field is required',
  invalidZip: 'Invalid Zip code',
  minimumAge: 'You must be 18 years to proceed',
  invalidTier: 'Please choose a tier',

  // ---- Site shell, access and start pages (doc 000) ----
  pageNotFound: 'OOPS! Page not found',
  landingUrlNotConfigured: (type: string) => `Landing url is not configured for this ${type}`,
  memberWelcome: (name: string) => `Welcome ${name}, Let's Get Started`,
  whoToEnroll: 'Who do you want to enroll for?',
  enrollUnderRep: (rep: string) => `Do you want to enroll under Rep ${rep}?`,
  choosePlatform: 'Please choose a platform',
  chooseGroup: 'Please choose a group',
  chooseNewMemberEnrollment: 'Choose enroll for new member',
  assistantFillBoth: 'Please fill the both fields.',
  invalidGroupEnrollmentCode: 'Invalid Group Enrollment Code',

  // ---- Plans, plan detail, cart and quotes (doc 001) ----
  noPlansForSelection: 'No Plans are available for your selection',
  plansForIoOnly: 'Plans are available for IO tier only',
  noRecommendedProducts: 'No Any Products.',
  selectedGroup: (name: string, code: string) => `Selected Group is: ${name} (${code})`,
  selectedMember: (name: string) => ` | Member: ${name}`,
  doYouSmoke: 'Do you smoke?',
  salaryError: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
  answerAllQuestions: 'Please answer all questions',
  answerShouldBeYes: '*Answer should be Yes to continue',
  answerShouldBeYesNo: '*Answer should be Yes/No to continue',
  answerYesToContinue: 'Please answer yes in order to continue',
  accidentOfferDecline: 'No, thank you.',
  termLifeOfferDecline: 'No, I like medical questions.',
  bundleOfferDecline: 'No, I like waiting periods.',
  confirmRemoveFromCart: 'Do you really want to remove?',
  emptyCart: 'No items in cart.',
  administrativeFeeNotice:
    'Quotes, prices and/or rates displayed include 3% Administrative fees. Optional Life plans are dependent on Medical Underwriting Approval.',
  invalidName: 'Please enter valid name',
  invalidEmailAddress: 'Please enter valid email address',
  quoteSent: (email: string) => `Quote Successfully Sent to ${email}`,

  // ---- Enrollment wizard, save-later, receipt (doc 002) ----
  invalidFirstName: 'Please enter valid first name',
  invalidLastName: 'Please enter valid last name',
  weightInvalid: 'Weight cannot be zero or less',
  heightInvalid: 'Height cannot be zero',
  inchInvalid: 'Inch is invalid',
  invalidSsn: 'Invalid Social Security Number',
  emailFormat: 'Email is not in correct format',
  invalidPhone: 'Invalid phone number',
  emailAlreadyExists: 'Email Already Exists.',
  phoneAlreadyExists: 'Phone already exists',
  invalidEmployer: 'Invalid employer information',
  invalidEmployerZip: 'Invalid zip code',
  selectHolidayPolicy: 'Select at least one holiday policy',
  retiredEmployer: 'You cannot proceed with retired employer',
  enrollerCodeRequired: 'Enroller code is required',
  enterEnrollerCode: 'Enter Enroller Code',
  beneficiaryPercentageHint: 'Upto 100%',
  beneficiaryPercentage: 'Beneficiary percentage should not be 0 or more than 100',
  beneficiaryTotalOver: (total: number | string) =>
    `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`,
  beneficiaryTotalUnder: (total: number | string) =>
    `Your total Beneficiary Percentage is ${total} and it Should not be less than 100%`,
  maxBeneficiaries: 'Maximum allowed number of beneficiaries is 3',
  addBeneficiariesFirst: 'Please add your beneficiaries before continuing.',
  beneficiaryListItem: (n: number | string, first: string, last: string) => `Beneficiary #${n}: ${first} ${last}`,
  submitEditFirstToDelete: 'Please submit the edited form first to delete',
  submitEditFirstToContinue: 'Please submit the edited form first to continue',
  submitEditFirstToAddDependent: 'Please submit the edited form first to add dep',
  deleteHint: 'Delete',
  continueHint: 'Click to continue enrollment',
  childInformationRequired: 'Child information required',
  spouseInformationRequired: 'Spouse information required',
  spouseAndChildInformationRequired: 'Spouse & Child information required',
  willYouEnrollSpouse: 'Will you be Enrolling your spouse ?',
  selectSpouseStatus: 'Please select spouse status',
  dependentNumber: (n: number | string) => `Dependent #${n}`,
  oneChildInL713: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  proceedWithNext: 'You can proceed further clicking next button',
  agreementRequired: 'This field is required.',
  signatureRequired: 'Signature is required.',
  invalidAccountHolderName: 'Invalid account holder name',
  routingNumberLength: 'Routing number must be of 9 digits',
  accountNumberLength: 'Account Number must be of 4 to 17 digits.',
  cardNumberLength: 'Card number must be Min-13 and Max-25',
  securityCodeLength: 'Security code must of 3 or 4 digits',
  billDateOption: (n: number | string) => `${n}th of month`,
  reviewSaveFailed: 'Something went wrong. Please save your enrollment.',
  saveLaterPrompt: 'Please enter the alternate email you want to send Enrollment code to?',
  saveLaterDone: 'Information Saved!!! Check your email to continue',
  enterValidEmail: 'Enter valid email address',

  // ---- Our own wording: the spec needs these texts but does not word them (see docs/adr/0100-*) ----
  futureDate: 'Date cannot be in the future',
  invalidDate: 'Please enter a valid date (MM/DD/YYYY)',
  dateNotInPast: 'Date must be before today',
  cardNumberInvalid: 'Card number is not valid',
  cardExpired: 'Card has expired',
  tooManyTreatmentDetails: 'At most 2 treatment details can be entered',
  tooManyMedications: 'At most 3 medications can be entered',
  oneSpouseOnly: 'Only one spouse can be enrolled',
  tooManyDependents: 'At most 9 dependents can be enrolled',
  tierHasNoDependents: 'The Member Only tier does not cover dependents',
  dependentsRequired: 'Please add the dependents your tier requires before continuing.',
  dependentError: (n: number | string, message: string) => `Dependent #${n}: ${message}`,
  enrollmentNotFound: 'Enrollment not found',
  unknownColumn: 'Unknown column',
  notFound: 'Not found',
  malformedRequest: 'The request could not be read',
  serverError: 'Something went wrong on our side; nothing was saved. Please try again.',
  apiUnreachable: 'The Benefit Store could not be reached. Check your connection and try again.',
} as const;

type Catalogue = typeof Messages;
export type MessageKey = keyof Catalogue;
/** Keys of the fixed texts (not the templated ones). */
export type StaticMessageKey = { [K in MessageKey]: Catalogue[K] extends string ? K : never }[MessageKey];
export type MessageText = Catalogue[StaticMessageKey];
