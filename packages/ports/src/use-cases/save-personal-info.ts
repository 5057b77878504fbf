import { errAsync, type ResultAsync } from 'neverthrow';
import { validatePersonalInfo, validationError, type DomainError, type NextMove, type PersonalInfoInput } from '@benefit-store/domain';
import type { SavedPersonal } from '../driven/wizard-gateway.ts';
import { forClientCheck } from '../wizard/masked-ssn.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn, type WizardDeps } from '../wizard/wizard-scope.ts';

/** Personal Information's Next: check with the domain's rules, save (based on what `screen` shows), then say where to go. */
export const savePersonalInfo =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (input: PersonalInfoInput, screen: ScreenVersion): ResultAsync<{ saved: SavedPersonal; next: NextMove }, DomainError> => {
    // A masked SSN sent back unchanged is the server's to resolve (wizard/masked-ssn.ts).
    const checked = validatePersonalInfo(forClientCheck(input));
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return changeOn(screen, wizard, (gateway, tempId) => gateway.savePersonal(tempId, { ...checked.value, ssn: input.ssn })).map((saved) => ({
      saved,
      next: advance(session, 'primary_info'),
    }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SavePersonalInfo: ReturnType<typeof savePersonalInfo>;
  }
}
