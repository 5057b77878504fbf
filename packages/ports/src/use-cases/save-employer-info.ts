import { errAsync, type ResultAsync } from 'neverthrow';
import { recordOf, EmployerFlaggedFields, validateEmployerInfo, validationError, type DomainError, type EmployerInfoInput, type EmployerRequirements, type NextMove } from '@benefit-store/domain';
import type { SavedEmployer } from '../driven/wizard-gateway.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn, flagged, type Entered, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * Employer Information's Next: the domain's rules with the server's flags of the fields the step was shown with
 * ('You cannot proceed with retired employer'), then the save.
 */
export const saveEmployerInfo =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  ({ values, fields }: Entered<EmployerInfoInput>, screen: ScreenVersion): ResultAsync<{ saved: SavedEmployer; next: NextMove }, DomainError> => {
    const requirements: EmployerRequirements = recordOf(EmployerFlaggedFields, (f) => flagged(fields, f));
    const checked = validateEmployerInfo(values, requirements);
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return changeOn(screen, wizard, (gateway, tempId) => gateway.saveEmployer(tempId, checked.value)).map((saved) => ({ saved, next: advance(session, 'employer_info') }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveEmployerInfo: ReturnType<typeof saveEmployerInfo>;
  }
}
