import type { ResultAsync } from 'neverthrow';
import type { AflacQuestion, DomainError } from '@benefit-store/domain';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';

/** The aflac-type questions that gate Add to Cart (empty: the plan has none). */
export const loadAflacQuestions =
  ({ questions }: { readonly questions: PlanQuestionsGateway }) =>
  (planId: string): ResultAsync<readonly AflacQuestion[], DomainError> =>
    questions.aflacQuestions(planId);

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadAflacQuestions: ReturnType<typeof loadAflacQuestions>;
  }
}
