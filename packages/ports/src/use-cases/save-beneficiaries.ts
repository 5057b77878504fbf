import { errAsync, type ResultAsync } from 'neverthrow';
import { checkBeneficiaryShares, isConflict, Messages, validationError, type DomainError, type NextMove } from '@benefit-store/domain';
import type { StepDrafts } from '../driven/step-drafts.ts';
import type { BeneficiaryInputWithId, BeneficiaryWarning, StoredBeneficiary } from '../driven/wizard-gateway.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * Beneficiary Information's Next: at most three, totalling exactly 100 (the message is the step's main
 * error, under `beneficiaries`), an SSN this window did not keep entered again, then the save, based on what `screen`
 * shows. Warnings beyond the spec come back without blocking. Once sent (or refused because another window changed the
 * enrollment, whose list the step then shows), the list this window kept is forgotten.
 */
export const saveBeneficiaries =
  ({ wizard, session, drafts }: Pick<WizardDeps, 'wizard' | 'session'> & { readonly drafts: StepDrafts }) =>
  (
    list: readonly BeneficiaryInputWithId[],
    screen: ScreenVersion,
  ): ResultAsync<{ beneficiaries: StoredBeneficiary[]; warnings: BeneficiaryWarning[]; next: NextMove }, DomainError> => {
    const checked = checkBeneficiaryShares(list);
    if (checked.isErr()) return errAsync(validationError({ beneficiaries: checked.error }));
    const reenter = list.findIndex((b) => b.ssnToReenter === true);
    if (reenter >= 0) return errAsync(validationError({ beneficiaries: Messages.beneficiarySsnToReenter(reenter + 1) }));
    const forget = () => drafts.forget(screen.enrollmentId, 'beneficiary_info');
    return changeOn(screen, wizard, (gateway, tempId) => gateway.saveBeneficiaries(tempId, list))
      .map((saved) => {
        forget();
        return { ...saved, next: advance(session, 'beneficiary_info') };
      })
      .mapErr((error) => {
        if (isConflict(error)) forget();
        return error;
      });
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveBeneficiaries: ReturnType<typeof saveBeneficiaries>;
  }
}
