import { ResultAsync } from 'neverthrow';
import {
  canAddDependent,
  dependentsHeading,
  dependentsRequirementMet,
  needsSpouseQuestion,
  nextRelationship,
  proceedHint,
  submitHidden,
  type DependentRules,
  type DomainError,
  type Relationship,
} from '@benefit-store/domain';
import type { FormField, HealthQuestionnaire, StoredDependent } from '../driven/wizard-gateway.ts';
import { dependentRulesFor, storedSpouseAnswer, type DependentDeps } from '../wizard/dependent-scope.ts';
import { openScreen, visibleFields, type OnScreen } from '../wizard/wizard-scope.ts';

export interface DependentList {
  readonly dependents: readonly StoredDependent[];
  readonly rules: DependentRules;
  /** 'Will you be Enrolling your spouse ?' must be answered first (IF). */
  readonly askSpouseQuestion: boolean;
  readonly canAdd: boolean;
  /** The relationship the next added dependent gets (read-only in the popup), or why none can be added. */
  readonly nextRelationship: Relationship | undefined;
  readonly submitHidden: boolean;
  readonly canContinue: boolean;
  /** 'You can proceed further clicking next button' on IF/IC premier plans once the dependents exist. */
  readonly hint: string | undefined;
}

/** The list's derived state, as the step shows it after any add, edit, delete or spouse answer. */
export const describeDependents = (dependents: readonly StoredDependent[], rules: DependentRules): DependentList => {
  const counted = dependents.map((d) => ({ relationship: d.primary.relationship }));
  const next = nextRelationship(counted, rules);
  return {
    dependents,
    rules,
    askSpouseQuestion: needsSpouseQuestion(rules) && rules.spouseAnswer === undefined,
    canAdd: canAddDependent(counted, rules),
    nextRelationship: next.isOk() ? next.value : undefined,
    submitHidden: submitHidden(dependents),
    canContinue: dependentsRequirementMet(counted, rules),
    hint: proceedHint(counted, rules),
  };
};

export interface DependentStep extends DependentList, OnScreen {
  readonly heading: string | undefined;
  readonly fields: FormField[];
  readonly disclaimer: string;
  readonly healthQuestions: HealthQuestionnaire;
  readonly prefilled: boolean;
}

/** Opens Dependent Information: the tier's heading, the popup's fields, and the list saved (or on file). */
export const loadDependentStep =
  (deps: DependentDeps) =>
  (): ResultAsync<DependentStep, DomainError> =>
    openScreen(deps.session, deps.wizard).andThen(({ tempId, screen, reads }) =>
      ResultAsync.combine([
        reads.dependentFormFields(tempId),
        reads.dependents(tempId),
        reads.existingDependents(tempId),
        reads.healthQuestions(tempId, 'dependent'),
      ] as const).andThen(([form, saved, existing, healthQuestions]) =>
        dependentRulesFor(deps, tempId, saved?.data.spouseAnswer).map((rules) => {
          // The step opens with the saved answer as given (the question is not asked again), so the changes made on it
          // (add, edit, save) go by that answer too, also in a new tab or a resumed session that never asked it.
          if (saved?.data.spouseAnswer !== undefined && storedSpouseAnswer(deps.session) === undefined) {
            deps.session.enrollment.set('isSpouseEnrollAccept', saved.data.spouseAnswer);
          }
          const list = saved?.data.dependents ?? existing ?? [];
          return {
            screen,
            ...describeDependents(list, rules),
            heading: dependentsHeading(rules.tier),
            fields: visibleFields(form.fields),
            disclaimer: form.disclaimer,
            healthQuestions,
            prefilled: saved === undefined && existing !== undefined,
          };
        }),
      ),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadDependentStep: ReturnType<typeof loadDependentStep>;
  }
}
