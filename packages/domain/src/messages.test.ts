import { describe, expect, it } from 'vitest';
import { Messages, type MessageKey } from './messages.ts';

// The spec's exact texts are this test's own expected table (below): the suite needs nothing outside the
// repository. When the spec changes, this table changes with it.

/** Templated entries are rendered with the spec's own placeholders, so they read as the spec quotes them. */
const PLACEHOLDERS: Partial<Record<MessageKey, readonly string[]>> = {
  landingUrlNotConfigured: ['{type}'],
  memberWelcome: ['{name}'],
  enrollUnderRep: ['...'],
  selectedGroup: ['{name}', '{code}'],
  selectedMember: ['{name}'],
  quoteSent: ['{email}'],
  quoteOpened: ['{from}'],
  quotePlansInCart: ['{plans}'],
  quotePlansNotInCart: ['{plans}'],
  beneficiaryTotalOver: ['{n}'],
  beneficiaryTotalUnder: ['{n}'],
  beneficiaryListItem: ['n', 'first', 'last'],
  dependentNumber: ['N'],
  billDateOption: ['{n}'],
  dependentError: ['N', '{message}'],
  confirmCompany: ['{company}'],
  chatDone: ['{rep}'],
  signInDelayed: ['{wait}'],
  valueTooLong: ['{max}'],
  plansUnknown: ['{ids}'],
  plansOnlyHere: ['{ids}'],
  carrierAckUnreadable: ['{reason}'],
  catalogueNumberBetween: ['{min}', '{max}'],
  catalogueOneOf: ['{values}'],
  nestedTooDeep: ['{max}'],
  planReplaced: ['{plan}'],
  planInBlackout: ['{plan}'],
  planAlreadyActive: ['{plan}'],
  riderNeedsBase: ['{plan}'],
  compareLimit: ['{max}'],
  completeStepFirst: ['{step}'],
  cartLineRemoved: ['{plan}', '{reason}'],
  cartLineRepriced: ['{plan}', '{before}', '{after}'],
  receiptSentToMember: ['{email}'],
  receiptSentWithCopy: ['{email}', '{copy}'],
  beneficiarySsnToReenter: ['{n}'],
  eftMonthlyDraft: ['{window}', '{day}'],
  cardBilling: ['{day}'],
  cartRemovalNotDone: ['{plan}'],
  cartAdditionNotDone: ['{plan}'],
  checkoutNotDone: ['{date}'],
  dayOfMonth: ['{day}'],
  draftBetween: ['{from}', '{to}'],
  draftBetweenNextMonth: ['{from}', '{to}'],
};

const render = (key: MessageKey): string => {
  const entry = Messages[key] as string | ((...args: string[]) => string);
  if (typeof entry === 'string') return entry;
  const args = PLACEHOLDERS[key];
  if (!args) throw new Error(`Templated message ${key} has no placeholders listed in messages.test.ts`);
  return entry(...args);
};

const keys = Object.keys(Messages) as MessageKey[];

/**
 * Every user-visible message the three documents quote: errors, validation texts, notices, empty
 * states, prompts, headings and hints. [catalogue text, evidence in the spec] where the spec abbreviates.
 * Not here on purpose: labels (buttons such as 'Send Code', field and option labels such as
 * 'No prior Health Coverage', tier and category labels). The labels the domain itself shows are in the catalogue
 * too, so that every language has them (LABELS below); their concepts (tier.ts, plans.ts, wizard/personal.ts,
 * wizard/employer.ts, wizard/tabs.ts) refer to them by key. Buttons and field labels live in the web app.
 */
const SPEC_MESSAGES: readonly (string | readonly [string, string])[] = [
  // doc 000
  'Field is required',
  'Invalid Zip code',
  'You must be 18 years to proceed',
  'Please choose a platform',
  'Please choose a group',
  'Choose enroll for new member',
  'Please choose a tier',
  'Please fill the both fields.',
  'OOPS! Page not found',
  'Landing url is not configured for this {type}',
  "Welcome {name}, Let's Get Started",
  'Who do you want to enroll for?',
  'Do you want to enroll under Rep ...?',
  'Invalid Group Enrollment Code',
  // doc 001
  'No Plans are available for your selection',
  'Plans are available for IO tier only',
  'No Any Products.',
  'Selected Group is: {name} ({code})',
  ' | Member: {name}',
  'Do you smoke?',
  'Please enter a sufficient annual income to add product to the cart by clicking here.',
  'Please enter a sufficient working hours to add product to the cart by clicking here.',
  'Plan not available in your state. Please change the state by editing your basic info above.',
  'Plan not available for this tier. Please change the tier by editing your basic info above.',
  'Plan not available for selected age group. Please edit your basic info above.',
  'Plan not available in the area. Please choose another area by editing your basic info above.',
  'Tobacco usage required. Please choose tobacco usage by clicking here.',
  'Please answer all questions',
  '*Answer should be Yes to continue',
  '*Answer should be Yes/No to continue',
  'Please answer yes in order to continue',
  'No, thank you.',
  'No, I like medical questions.',
  'No, I like waiting periods.',
  'Do you really want to remove?',
  'No items in cart.',
  'Quotes, prices and/or rates displayed include 3% Administrative fees. Optional Life plans are dependent on Medical Underwriting Approval.',
  'Please enter valid name',
  'Please enter valid email address',
  'Quote Successfully Sent to {email}',
  // doc 002
  'Please enter valid first name',
  'Please enter valid last name',
  'Weight cannot be zero or less',
  'Height cannot be zero',
  'Inch is invalid',
  'Invalid Social Security Number',
  'Email is not in correct format',
  'Invalid phone number',
  'Email Already Exists.',
  'Phone already exists',
  'Invalid employer information',
  'Invalid zip code',
  'Select at least one holiday policy',
  'You cannot proceed with retired employer',
  'Enroller code is required',
  'Enter Enroller Code',
  'Upto 100%',
  'Beneficiary percentage should not be 0 or more than 100',
  'Your total Beneficiary Percentage is {n} and it Should not be more than 100%',
  ['Your total Beneficiary Percentage is {n} and it Should not be less than 100%', '...less than 100%'],
  'Maximum allowed number of beneficiaries is 3',
  'Please add your beneficiaries before continuing.',
  'Beneficiary #n: first last',
  'Please submit the edited form first to delete',
  'Please submit the edited form first to continue',
  ['Please submit the edited form first to add dep', 'Please submit the edited form first to add dep / to delete / to continue'],
  "'Delete'",
  'Click to continue enrollment',
  'Child information required',
  'Spouse information required',
  'Spouse & Child information required',
  'Will you be Enrolling your spouse ?',
  'Please select spouse status',
  'Dependent #N',
  'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  'You can proceed further clicking next button',
  'This field is required.',
  'Signature is required.',
  'Invalid account holder name',
  'Routing number must be of 9 digits',
  'Account Number must be of 4 to 17 digits.',
  'Card number must be Min-13 and Max-25',
  'Security code must of 3 or 4 digits',
  '{n}th of month',
  'Something went wrong. Please save your enrollment.',
  'Please enter the alternate email you want to send Enrollment code to?',
  'Information Saved!!! Check your email to continue',
  'Enter valid email address',
];

/**
 * The labels the domain shows, as the spec's screens spell them (tiers, genders, plan categories, step titles, the
 * wizard's option lists, the quote's slides and search summary): words, not rules, kept in the catalogue for their
 * translations.
 */
const LABELS: readonly MessageKey[] = [
  'tierMemberOnly',
  'tierMemberSpouse',
  'tierMemberChildren',
  'tierFamily',
  'tierMemberOneChild',
  'genderMale',
  'genderFemale',
  'genderOthers',
  'answerYes',
  'answerNo',
  'categoryMedical',
  'categoryDental',
  'categoryVision',
  'categoryLimitedMed',
  'categoryTermLife',
  'categorySupplemental',
  'categoryLifestyle',
  'categoryRx',
  'categoryDisabilityIncome',
  'categoryCriticalIllness',
  'categoryAccident',
  'categoryHospital',
  'categoryPet',
  'stepPersonalInfo',
  'stepContactInfo',
  'stepEmployerInfo',
  'stepBeneficiaryInfo',
  'stepHealthQuestions',
  'stepDependentInfo',
  'stepBillingInfo',
  'stepAgreement',
  'stepReview',
  'maritalSingle',
  'maritalMarried',
  'maritalDivorced',
  'maritalWidowed',
  'priorCoverageNone',
  'priorCoverageCarrier',
  'holidayStandard6',
  'holidayPresidentsDay',
  'holidayColumbusDay',
  'holidayReligiousDays',
  'holidayBirthday',
  'holidayFloatingDay',
  'employmentActive',
  'employmentCobra',
  'employmentRetired',
  'slideZip',
  'slideAboutYou',
  'slideDateOfBirth',
  'summaryCategory',
  'summaryZip',
  'summaryGender',
  'summarySmoker',
  'summaryTier',
  'summaryDob',
];

/** Texts the spec needs but does not word; everything else in the catalogue must be a spec quote or a label. */
const OWN_WORDING: readonly MessageKey[] = [
  'futureDate',
  'invalidDate',
  'dateNotInPast',
  'cardNumberInvalid',
  'cardExpired',
  'tooManyTreatmentDetails',
  'tooManyMedications',
  'oneSpouseOnly',
  'tooManyDependents',
  'tierHasNoDependents',
  'dependentsRequired',
  'dependentError',
  'enrollmentNotFound',
  'unknownColumn',
  'notFound',
  'malformedRequest',
  'nestedTooDeep',
  'serverError',
  'apiUnreachable',
  'memberNotFound',
  'siteDomainInvalid',
  'invalidCredentials',
  'tooManyAttempts',
  'signInRequired',
  'groupNotFound',
  'portalNotFound',
  'agentNotFound',
  'invalidLink',
  'invalidDevice',
  'invalidWebUrl',
  'unknownQuestion',
  'valueTooLong',
  'invalidValue',
  'sessionExpired',
  'supportTokenRequired',
  // Operators (docs/adr/0801-operators.md).
  'operatorTokenRequired',
  'operatorsOnly',
  'supportStaffOnly',
  'invalidSiteCode',
  'invalidLandingUrl',
  'landingUrlReserved',
  'landingUrlTaken',
  'siteCodeTaken',
  'invalidColour',
  'invalidQuoteForm',
  'invalidBillingMode',
  'invalidPlanList',
  'plansUnknown',
  'groupHasNoPortal',
  'plansOnlyHere',
  'invalidSiteHost',
  'siteHostTaken',
  'repNotFound',
  'invalidLogo',
  'logoTooLarge',
  'fileNotReadable',
  'passwordTooWeak',
  'passwordsDiffer',
  'inviteRepOrGroup',
  'accountExists',
  'inviteLinkInvalid',
  'passwordSet',
  'catalogueUnknownField',
  'catalogueWholeNumber',
  'catalogueNumberBetween',
  'catalogueMoney',
  'catalogueYesNo',
  'catalogueOneOf',
  'catalogueList',
  'catalogueRecord',
  'catalogueId',
  'catalogueUnknownCategory',
  'catalogueAgesInOrder',
  'catalogueRiderNeedsBase',
  'catalogueReplacedInactive',
  'catalogueTierNotOffered',
  'catalogueNoRates',
  'catalogueDuplicateId',
  'catalogueUnknownCarrier',
  'catalogueUnknownPlan',
  'catalogueUnknownQuestion',
  'catalogueEdiId',
  'catalogueEdiQualifier',
  'carrierAckUnreadable',
  'carrierAckNoFile',
  'carrierAckAmbiguous',
  'carrierFileNotPending',
  'catalogueIsoDate',
  'catalogueDatesInOrder',
  'catalogueBlackoutOneWay',
  'invalidDuration',
  'invalidLocation',
  'invalidAge',
  'invalidState',
  'invalidGender',
  'invalidAccessCode',
  'groupCodeHelp',
  'confirmCompany',
  'noPortals',
  'noGroups',
  'noMembers',
  'noMatches',
  'ticketUnavailable',
  'feedbackThanks',
  'chatDone',
  'tooManyRequests',
  'planNotFound',
  'planReplaced',
  'spouseAgeNotCovered',
  'planNotInPortal',
  'planInBlackout',
  'planAlreadyActive',
  'membershipRequired',
  'riderNeedsBase',
  'invalidPricingOption',
  'planNotRemovable',
  'questionsDeclined',
  'questionsAccepted',
  'evidenceOfInsurability',
  'invalidEnrollerCode',
  'resumeCodeInvalid',
  'resumeCodeExpired',
  'tooManySaveLaterMails',
  'tooManyMailsToRecipient',
  'tooManyResumeAttempts',
  'tooManyGroupCodes',
  'signInDelayed',
  'appRequestRequired',
  'beneficiaryIsApplicant',
  'beneficiaryIsMinor',
  'beneficiaryEstateWithPeople',
  'beneficiarySameSsn',
  // Plans, cart and quotes on the reference server (docs/adr/0610).
  'quoteNotAllowed',
  'unknownSaveTab',
  // Plans page, plan page and plan compare in the web app (docs/adr/0612).
  'invalidAnnualIncome',
  'invalidWorkingHours',
  'compareLimit',
  'compareNeedsTwo',
  // Wizard part 2 on the reference server (docs/adr/0720).
  'completeStepFirst',
  'enrollmentFinished',
  'enrollmentNotFinished',
  'paymentMethodNotOffered',
  'routingNumberInvalid',
  'routingNumberNotFound',
  'savedCardNotFound',
  'savedBankNotFound',
  'verificationAnswerMismatch',
  'brokerCodeMismatch',
  'groupCodeMismatch',
  'signatureInvalid',
  'signingLinkInvalid',
  'signingLinkElsewhere',
  'signingBirthdateMismatch',
  // A quote's "Shop these plans" link (docs/adr/0701).
  'quoteLinkInvalid',
  'quoteOpened',
  'quotePlansInCart',
  'quotePlansNotInCart',
  'cartLineRemoved',
  'cartLineRepriced',
  'membershipNotNeeded',
  'membershipOnlyWithPlan',
  'optionNotOffered',
  'cartChangedAtCheckout',
  // Two windows, refresh and back (docs/adr/0712).
  'enrollmentChangedElsewhere',
  'enteredHereNotSaved',
  'cartRemovalNotDone',
  'cartAdditionNotDone',
  'checkoutNotDone',
  'receiptSentToMember',
  'receiptSentWithCopy',
  'beneficiariesNotSentYet',
  'beneficiarySsnNotKept',
  'beneficiarySsnToReenter',
  'spouseTooYoung',
  'childTooOld',
  'recoveryDateHint',
  'eftInitialDraft',
  'eftMonthlyDraft',
  'eftStopPayment',
  'cardBilling',
  'groupBilling',
  // The billing notice's parts and the quote notice's "and" (docs/adr/0900-languages.md).
  'dayOfMonth',
  'draftBetween',
  'draftBetweenNextMonth',
  'listAnd',
];

// "'Delete'" is quoted with its quotes as evidence (the bare word occurs in other sentences).
const entries = SPEC_MESSAGES.map((entry) =>
  typeof entry === 'string'
    ? entry === "'Delete'"
      ? (['Delete', entry] as const)
      : ([entry, `'${entry}'`] as const)
    : ([entry[0], entry[1]] as const),
);

describe('message catalogue against the specification', () => {
  it.each(entries)('%j is in the catalogue exactly once', (text) => {
    expect(keys.filter((key) => render(key) === text)).toHaveLength(1);
  });

  it('holds no two entries with the same text', () => {
    const texts = keys.map(render);
    const duplicates = texts.filter((text, i) => texts.indexOf(text) !== i);
    expect(duplicates).toEqual([]);
  });

  it('holds nothing but spec quotes, the labels and the entries listed as our own wording', () => {
    const quoted = new Set(entries.map(([text]) => text));
    const unexplained = keys.filter((key) => !quoted.has(render(key)) && !OWN_WORDING.includes(key) && !LABELS.includes(key));
    expect(unexplained).toEqual([]);
  });

  it('lists every label once, and no label is also a quote or our own wording', () => {
    const quoted = new Set(entries.map(([text]) => text));
    expect(new Set(LABELS).size).toBe(LABELS.length);
    expect(LABELS.filter((key) => !keys.includes(key) || quoted.has(render(key)) || OWN_WORDING.includes(key))).toEqual([]);
  });

  it('words none of our own texts the way the spec words a rule', () => {
    const quoted = new Set(entries.map(([text]) => text));
    for (const key of OWN_WORDING) expect(quoted.has(render(key)), key).toBe(false);
  });

  it('fills templates with their values', () => {
    expect(Messages.beneficiaryTotalOver(120)).toBe('Your total Beneficiary Percentage is 120 and it Should not be more than 100%');
    expect(Messages.quoteSent('a@b.co')).toBe('Quote Successfully Sent to a@b.co');
    expect(Messages.landingUrlNotConfigured('Group')).toBe('Landing url is not configured for this Group');
    expect(Messages.memberWelcome('Ann')).toBe("Welcome Ann, Let's Get Started");
    expect(Messages.dependentError(2, Messages.fieldRequired)).toBe('Dependent #2: Field is required');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28, 101, 111].map((n) => Messages.dayOfMonth(n))).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '28th', '101st', '111th',
    ]);
    expect(Messages.dayOfMonth('5')).toBe('5th');
    expect(Messages.draftBetweenNextMonth(Messages.dayOfMonth(1), Messages.dayOfMonth(6))).toBe('the 1st and the 6th of the following month');
  });
});
