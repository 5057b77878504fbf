import { errAsync, type ResultAsync } from 'neverthrow';
import { nextRelationship, removeDependent, validationError, type DomainError } from '@benefit-store/domain';
import type { DependentDraft } from '../driven/wizard-gateway.ts';
import { dependentRulesFor, storedSpouseAnswer, type DependentDeps } from '../wizard/dependent-scope.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { changeOn } from '../wizard/wizard-scope.ts';
import { describeDependents, type DependentList } from './load-dependent-step.ts';

export type DependentChange =
  | { readonly kind: 'add'; readonly dependent: DependentDraft }
  | { readonly kind: 'edit'; readonly index: number; readonly dependent: DependentDraft }
  | { readonly kind: 'delete'; readonly index: number };

/**
 * Add (the next relationship is the rules' own), edit (Submit replaces the dependent) or delete one
 * dependent, kept in temporary storage (save-dependent-info-to-temp) and read back. Deleting the spouse
 * on IF makes a spouse addable again; deleting everyone on IF premier asks the spouse question again. The change is
 * based on the version `screen` shows (docs/adr/0712): a list another window changed meanwhile is not overwritten.
 */
export const keepDependents =
  (deps: DependentDeps) =>
  (current: readonly DependentDraft[], change: DependentChange, screen: ScreenVersion): ResultAsync<DependentList & { reaskSpouseQuestion: boolean }, DomainError> => {
    const tempId = screen.enrollmentId;
    return dependentRulesFor(deps, tempId).andThen((rules) => {
        const counted = current.map((d) => ({ ...d, relationship: d.primary.relationship }));
        let list: DependentDraft[];
        let reask = false;
        if (change.kind === 'add') {
          const relationship = nextRelationship(counted, rules);
          if (relationship.isErr()) return errAsync(validationError({ dependents: relationship.error }));
          list = [...current, { ...change.dependent, primary: { ...change.dependent.primary, relationship: relationship.value } }];
        } else if (change.kind === 'edit') {
          list = current.map((d, i) => (i === change.index ? { ...change.dependent, primary: { ...change.dependent.primary, relationship: d.primary.relationship } } : d));
        } else {
          const removed = removeDependent(counted, change.index, rules);
          list = removed.list;
          reask = removed.reaskSpouseQuestion;
          if (reask) deps.session.enrollment.remove('isSpouseEnrollAccept');
        }
        const answer = reask ? undefined : storedSpouseAnswer(deps.session);
        return changeOn(screen, deps.wizard, (wizard) => wizard.saveDependents(tempId, list, answer, { temporary: true })).map((saved) => ({
          ...describeDependents(saved.dependents, reask ? { ...rules, spouseAnswer: undefined } : rules),
          reaskSpouseQuestion: reask,
        }));
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    KeepDependents: ReturnType<typeof keepDependents>;
  }
}
