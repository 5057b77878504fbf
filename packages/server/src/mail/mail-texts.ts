import type { Twin } from '@benefit-store/domain';

/**
 * The words of the product's mails (issue 25, docs/adr/0900-languages.md), in English: the wording the mails have
 * always had (tests and the spec read it). `MailTextsEs` is the Spanish twin; a mail is written in the language the
 * person used when it was sent (render.ts, `renderMail(kind, data, language)`; mail-language.ts).
 */
export const MailTexts = {
  /** The <html lang> of the mail. */
  htmlLang: 'en',
  hello: 'Hello,',
  helloName: (name: string) => `Hello ${name},`,
  /** The layout's footer. */
  sentBy: (site: string) => `This e-mail was sent by ${site}.`,

  resumeCode: {
    subject: (site: string) => `Your enrollment code for ${site}`,
    savedOpen: 'Your enrollment has been saved. To continue where you left off, open',
    andEnter: 'and enter:',
    code: 'Code:',
    emailAddress: 'Email Address:',
    savedHtml: 'Your enrollment has been saved. To continue where you left off, open the Continue Enrollment page and enter this code with your e-mail address.',
    onlyWithAddress: 'The code is only valid together with this e-mail address.',
    button: 'Continue enrollment',
    continueAt: (path: string, site: string) => `Continue at ${path} on ${site}.`,
  },

  receipt: {
    subject: (site: string) => `Enrollment Receipt: ${site}`,
    dear: (name: string) => `Dear ${name},`,
    thanks: 'Thank you for enrolling. This is your Enrollment Receipt.',
    confirmationNumber: 'Confirmation number:',
    effectiveDate: 'Effective date:',
    plans: 'Plans:',
    consentRecord: 'Consent record:',
    firstMonthTotal: 'First Month Total Cost',
    recurringMonthly: 'Recurring Monthly Cost',
  },

  signingLink: {
    subject: 'Please review and sign your enrollment application',
    filledIn: (rep: string) => `${rep} has filled in your enrollment application. Please review it and sign it on your own device:`,
    filledInHtml: (rep: string) => `${rep} has filled in your enrollment application. Please review it and sign it on your own device.`,
    worksUntil: (expires: string) => `You will be asked for your date of birth. The link works until ${expires} and only in the first browser that opens it.`,
    notExpected: 'If you did not expect this e-mail, do not open the link and contact your representative.',
    button: 'Review and sign',
    yourRepresentative: 'Your representative',
  },

  quote: {
    subject: (rep: string) => `Your personalized quote from ${rep}`,
    prepared: (rep: string) => `${rep} prepared this quote for you.`,
    shopThesePlansAt: (link: string) => `Shop these plans: ${link}`,
    questions: (rep: string) => `Questions? Contact ${rep}`,
    button: 'Shop these plans',
    firstMonth: 'First Month Cost',
    recurring: 'Recurring Cost',
    total: 'Total Cost',
    yourBenefitsTeam: 'Your benefits team',
  },

  invite: {
    subject: (what: string) => `Your sign-in to ${what}`,
    given: (what: string) => `You have been given a sign-in to ${what}.`,
    choosePasswordHere: (what: string) => `You have been given a sign-in to ${what}. Choose your password here:`,
    worksOnce: (expires: string) => `The link works once, until ${expires}. Then sign in with this e-mail address and your password.`,
    notExpected: 'If you did not expect this e-mail, do not open the link.',
    button: 'Choose your password',
    groupSite: (site: string) => `${site}’s benefits site`,
  },
};

/** A mail catalogue in any language: the English one's shape. */
export type MailWords = Twin<typeof MailTexts>;
