import { errAsync, type ResultAsync } from 'neverthrow';
import { validateDependentList, validationError, type DomainError, type NextMove } from '@benefit-store/domain';
import type { DependentDraft, SavedDependents } from '../driven/wizard-gateway.ts';
import { dependentRulesFor, storedSpouseAnswer, type DependentDeps } from '../wizard/dependent-scope.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn } from '../wizard/wizard-scope.ts';

/**
 * Dependent Information's Next: the tier's requirement (the L713 one-child rule included; the message
 * shows in the red banner, under `dependents`), then the save; with no dependents at all the server is
 * told to delete them (delete-dependent-in-IO).
 */
export const saveDependents =
  (deps: DependentDeps) =>
  (list: readonly DependentDraft[], screen: ScreenVersion): ResultAsync<{ saved: SavedDependents; next: NextMove }, DomainError> => {
    const tempId = screen.enrollmentId;
    return dependentRulesFor(deps, tempId).andThen((rules) => {
        const checked = validateDependentList(list.map((d) => ({ relationship: d.primary.relationship })), rules);
        if (checked.isErr()) return errAsync(validationError({ dependents: checked.error }));
        const saved = changeOn(screen, deps.wizard, (wizard) =>
          list.length === 0
            ? wizard.deleteDependents(tempId).map((): SavedDependents => ({ dependents: [] }))
            : wizard.saveDependents(tempId, list, storedSpouseAnswer(deps.session), { temporary: false }),
        );
        return saved.map((result) => ({ saved: result, next: advance(deps.session, 'dependent_info') }));
    });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveDependents: ReturnType<typeof saveDependents>;
  }
}
