import { useCallback } from 'react';
import type { DomainError } from '@benefit-store/domain';
import { catalogue, useTranslate } from '../app/language.ts';

/**
 * Labels of the help widget, the location prompt and the recommendations. Messages (errors, notices)
 * live in the domain's Messages catalogue.
 */
export const AssistTexts = catalogue('assist', {
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
  yourRep: 'Your representative',
  yourRepInline: 'your representative',
  repCard: 'Rep',
  conversation: 'Conversation',
  chatInput: 'Your answer',
  chatPlaceholder: 'Type your answer and press Enter',
  editAnswer: (question: string) => `Edit answer: ${question}`,
  editHint: 'Press Enter to save, Escape to cancel',
  feedbackEmail: 'Your e-mail',
  feedbackMessage: 'Your feedback',
  send: 'Send',
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
  planDetails: 'Plan Details',
  cart: 'Cart',
} as const);

const asIs = (text: string): string => text;

/**
 * A failure as the visitor reads it: the server's own messages, without field names. Each message goes through
 * `translate` on its own (a use case words its messages in English; the server's already follow the visitor's
 * language and pass unchanged), so that a validation failure's several messages are each found in the catalogue.
 * Without `translate` the text stays as it came: in a component, use `useFailureText()`.
 */
export const failureText = (error: DomainError, translate: (text: string) => string = asIs): string =>
  error.kind === 'validation' ? Object.values(error.fields).map((message) => translate(message)).join(' ') : translate(error.message);

/** failureText in the visitor's language. */
export const useFailureText = (): ((error: DomainError) => string) => {
  const translate = useTranslate();
  return useCallback((error: DomainError) => failureText(error, translate), [translate]);
};
