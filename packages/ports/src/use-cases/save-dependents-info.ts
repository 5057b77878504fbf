import { errAsync, type ResultAsync } from 'neverthrow';
import { validateDependentsDialog, validationError, type DomainError } from '@benefit-store/domain';
import type { Clock } from '../driven/clock.ts';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { DependentsInfo } from '../shopping/shopping-types.ts';

/**
 * The dependent-information dialog's Save: the domain's rules for the quote's tier first (spouse DOB for IS
 * and IF, 1-8 / 1-9 children for IF / IC; field errors `dep_dob`, `no_of_children`), then the server, which
 * checks the same rules against the tier it holds. Children are sent as the dialog's text.
 */
export const saveDependentsInfo =
  ({ questions, session, clock }: { readonly questions: PlanQuestionsGateway; readonly session: SessionStore; readonly clock: Clock }) =>
  (input: { readonly spouseDob: string; readonly children: string }): ResultAsync<DependentsInfo, DomainError> => {
    const tier = session.enrollment.get('tier');
    if (tier) {
      const checked = validateDependentsDialog({ tier, spouseDob: input.spouseDob, children: input.children }, clock.today());
      if (checked.isErr()) return errAsync(validationError(checked.error));
    }
    return withQuote(session, (tempId) => questions.saveDependents(tempId, input));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveDependentsInfo: ReturnType<typeof saveDependentsInfo>;
  }
}
