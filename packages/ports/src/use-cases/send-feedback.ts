import { errAsync, type ResultAsync } from 'neverthrow';
import { validateAssistantSlide, validationError, type DomainError } from '@benefit-store/domain';
import type { FeedbackInput } from '../driven/help-desk.ts';
import { currentVisit } from '../site-visit.ts';
import type { RepChatDeps } from './load-rep-chat.ts';

/** Where the form shows a message that concerns both of its fields. */
export const FEEDBACK_FORM = 'feedback';

/**
 * The help widget's Feedback form (docs/adr/0403): e-mail and message, both needed
 * ('Please fill the both fields.'), then saved by the benefit service, which checks the e-mail's form.
 */
export const sendFeedback =
  ({ helpDesk, session, site }: RepChatDeps) =>
  (input: FeedbackInput): ResultAsync<void, DomainError> => {
    const checked = validateAssistantSlide(input.email, input.message);
    if (checked.isErr()) return errAsync(validationError({ [FEEDBACK_FORM]: checked.error }));
    const [email, message] = checked.value;
    return helpDesk.feedback(currentVisit(session, site), { email, message });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SendFeedback: ReturnType<typeof sendFeedback>;
  }
}
