/**
 * The server's own words that the storefront shows (issue 25, docs/adr/0900-languages.md): the reference lists of the
 * wizard's selects, its health questions, the signer's verification question and the dependents' disclaimer. English
 * is the wording they have always had; `ServerTextsEs` is the Spanish twin. The reply path turns them into the
 * request's language (http/language.ts), as it does the domain's `Messages`; the lists themselves are built from
 * here (wizard/options.ts, wizard/health-questions.ts), so each text has one home.
 */
export const ServerTexts = {
  ethnicCategories: {
    americanIndian: 'American Indian or Alaska Native',
    asianIndian: 'Asian Indian',
    black: 'Black or African American',
    chinese: 'Chinese',
    filipino: 'Filipino',
    hispanic: 'Hispanic or Latino',
    japanese: 'Japanese',
    korean: 'Korean',
    pacificIslander: 'Native Hawaiian or Other Pacific Islander',
    vietnamese: 'Vietnamese',
    white: 'White',
    other: 'Other',
  },
  averageWorkWeek: {
    lessThan20: 'Less than 20 hours',
    from20To29: '20 to 29 hours',
    from30To39: '30 to 39 hours',
    fortyOrMore: '40 hours or more',
  },
  compensationTypes: {
    G10L20: 'Hourly: more than $10 and less than $20',
    MW: 'Hourly: minimum wage',
    GMWL10: 'Hourly: above minimum wage and less than $10',
    G20: 'Hourly: $20 or more',
    Salary: 'Salary',
  },
  vacationPolicies: {
    none: 'No paid vacation',
    oneWeek: '1 week',
    twoWeeks: '2 weeks',
    threeWeeks: '3 weeks or more',
  },
  bargainingUnits: {
    none: 'Not in a bargaining unit',
    union: 'Union member',
    other: 'Other collective agreement',
  },
  beneficiaryRelationships: {
    spouse: 'Spouse',
    child: 'Child',
    parent: 'Parent',
    sibling: 'Sibling',
    domesticPartner: 'Domestic Partner',
    grandchild: 'Grandchild',
    friend: 'Friend',
    estate: 'Estate',
    trust: 'Trust',
    other: 'Other',
  },
  healthQuestions: {
    heart: 'In the past 5 years, have you been diagnosed with or treated for heart disease, a heart attack or a stroke?',
    cancer: 'In the past 5 years, have you been diagnosed with or treated for cancer (other than skin cancer)?',
    diabetes: 'Have you been diagnosed with diabetes or high blood pressure?',
    hospital: 'In the past 2 years, have you been hospitalised overnight or had surgery?',
    tobacco: 'Do you currently use tobacco or nicotine products?',
    physician: 'Are you currently under the care of a physician for any condition not listed above?',
    advised: 'Have you been advised to have a test, treatment or surgery that has not yet been done?',
    medication: 'Are you currently taking any prescription medication?',
  },
  /** The words of the footer's app badges, drawn by the server (media/site-media.ts). */
  appBadges: { iphone: 'Download the app for', android: 'Get the app for' },
  verificationQuestion: 'What is your date of birth? (MM/DD/YYYY)',
  /** The help widget's virtual assistant (docs/adr/0403): the questions a new store starts with. */
  assistantQuestions: {
    name: 'Hi! What is your name?',
    cover: 'Who would you like to cover: just you, you and a spouse, or your whole family?',
    priority: 'What matters most to you in a plan: low monthly cost, low deductible, or a wide doctor network?',
    contact: 'What is the best phone number or e-mail for your rep to reach you?',
  },
  dependentDisclaimer:
    'Enter each dependent exactly as on their government ID. Health questions for a dependent are optional unless a plan in your cart asks for them.',
};
