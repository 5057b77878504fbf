import { errAsync, type ResultAsync } from 'neverthrow';
import { isBlank, Messages, validationError, type DomainError } from '@benefit-store/domain';
import { currentVisit } from '../site-visit.ts';
import { loadRepChat, type RepChat, type RepChatDeps } from './load-rep-chat.ts';

/**
 * The visitor answers (or edits the answer to) one of the assistant's questions; the chat comes back
 * as it stands after the save. The service's own checks (length, unknown question) arrive as field errors.
 */
export const answerRepQuestion =
  (deps: RepChatDeps) =>
  (questionId: string, answer: string): ResultAsync<RepChat, DomainError> => {
    if (isBlank(answer)) return errAsync(validationError({ answer: Messages.fieldRequired }));
    return deps.helpDesk
      .answer(currentVisit(deps.session, deps.site), questionId, answer.trim())
      .andThen(() => loadRepChat(deps)());
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    AnswerRepQuestion: ReturnType<typeof answerRepQuestion>;
  }
}
