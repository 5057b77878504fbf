import type { DomainError } from '@benefit-store/domain';

/**
 * Texts of the help widget, the location prompt and the recommendations that the spec does not word.
 * TODO(lead): move into the domain's message catalogue (section "Our own wording"); they are kept in
 * this one place until then. Texts the spec words ('Please fill the both fields.', 'No Any Products.')
 * come from the domain's Messages.
 */
export const AssistTexts = {
  help: 'Help',
  closeHelp: 'Close help',
  helpTitle: 'How can we help?',
  helpIntro: 'Open a support ticket, tell us what you think, or chat with your representative.',
  createTicket: 'Create Ticket',
  createTicketHint: 'Report a problem to our support team',
  feedback: 'Feedback',
  feedbackHint: 'Tell us how we are doing',
  contactRep: 'Contact Rep',
  contactRepHint: 'Answer a few questions and your rep will reach out',
  back: 'Back',
  ticketUnavailable: 'The support page could not be opened. Please try again later.',
  yourRep: 'Your representative',
  yourRepInline: 'your representative',
  chatInput: 'Your answer',
  chatPlaceholder: 'Type your answer and press Enter',
  chatDone: (rep: string) => `Thank you! ${rep} will get back to you shortly. You can still edit any answer above.`,
  editAnswer: (question: string) => `Edit answer: ${question}`,
  editHint: 'Press Enter to save, Escape to cancel',
  feedbackEmail: 'Your e-mail',
  feedbackMessage: 'Your feedback',
  send: 'Send',
  feedbackThanks: 'Thank you for your feedback!',
  locationTitle: 'Share your location?',
  locationText: 'Allow us to use your location so we can show the plans available where you live.',
  allow: 'Allow',
  dontAllow: "Don't Allow",
  recommendedProducts: 'Recommended Products',
  viewAll: 'View All',
  moreInfo: 'More Info',
  perMonth: '/ month',
  previous: 'Previous products',
  next: 'Next products',
  home: 'Home',
  currentMember: 'Current Member',
  plans: 'Plans',
  cart: 'Cart',
} as const;

/** A failure as the visitor reads it: the server's own messages, without field names. */
export const failureText = (error: DomainError): string =>
  error.kind === 'validation' ? Object.values(error.fields).join(' ') : error.message;
