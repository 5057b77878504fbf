import type { ResultAsync } from 'neverthrow';
import type { AflacAnswers, AflacGate, AflacQuestion, DomainError, PlanAnswer, QuestionSaveOutcome } from '@benefit-store/domain';
import type { DependentsInfo, PlanQuestionnaire } from '../shopping/shopping-types.ts';
import type { VersionLink } from './enrollment-version.ts';

/** Plan questions (underwriting and aflac-type) and the dependents dialog of the plans page. */
export interface PlanQuestionsGateway {
  /** The same gateway for one of a screen's changes (docs/adr/0712): the plan page's answers, based on its version. */
  versioned(link: VersionLink): PlanQuestionsGateway;
  questions(tempId: string, planId: string): ResultAsync<PlanQuestionnaire, DomainError>;
  saveAnswers(tempId: string, planId: string, answers: readonly PlanAnswer[]): ResultAsync<QuestionSaveOutcome, DomainError>;
  /** Empty when the plan has none. */
  aflacQuestions(planId: string): ResultAsync<readonly AflacQuestion[], DomainError>;
  saveAflacAnswers(tempId: string, planId: string, answers: AflacAnswers): ResultAsync<AflacGate, DomainError>;
  dependents(tempId: string): ResultAsync<DependentsInfo, DomainError>;
  saveDependents(tempId: string, input: { readonly spouseDob: string; readonly children: string }): ResultAsync<DependentsInfo, DomainError>;
}
