import { errAsync, type ResultAsync } from 'neverthrow';
import { applySpouseAnswer, Messages, validationError, type DomainError } from '@benefit-store/domain';
import type { StoredDependent } from '../driven/wizard-gateway.ts';
import { dependentRulesFor, type DependentDeps } from '../wizard/dependent-scope.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { changeOn } from '../wizard/wizard-scope.ts';
import { describeDependents, type DependentList } from './load-dependent-step.ts';

/**
 * 'Will you be Enrolling your spouse ?' and Submit. Yes makes the next dependent a spouse; No sets an
 * existing member's spouse aside (returned as `heldSpouse`, in case the answer changes) and keeps the
 * list in temporary storage.
 */
export const answerSpouseQuestion =
  (deps: DependentDeps) =>
  (answer: 'yes' | 'no' | '', current: readonly StoredDependent[], screen: ScreenVersion): ResultAsync<DependentList & { heldSpouse?: StoredDependent }, DomainError> => {
    if (answer !== 'yes' && answer !== 'no') return errAsync(validationError({ spouse_answer: Messages.selectSpouseStatus }));
    const tempId = screen.enrollmentId;
    return dependentRulesFor(deps, tempId, answer).andThen((rules) => {
        const counted = current.map((d) => ({ ...d, relationship: d.primary.relationship }));
        const applied = applySpouseAnswer(counted, answer, rules);
        deps.session.enrollment.set('isSpouseEnrollAccept', answer);
        return changeOn(screen, deps.wizard, (wizard) => wizard.saveDependents(tempId, applied.list, answer, { temporary: true })).map((saved) => ({
          ...describeDependents(saved.dependents, rules),
          ...(applied.heldSpouse ? { heldSpouse: applied.heldSpouse } : {}),
        }));
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    AnswerSpouseQuestion: ReturnType<typeof answerSpouseQuestion>;
  }
}
