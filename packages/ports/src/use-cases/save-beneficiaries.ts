import { errAsync, type ResultAsync } from 'neverthrow';
import { parsePercentage, validateBeneficiaryList, validationError, type DomainError, type NextMove } from '@benefit-store/domain';
import type { BeneficiaryInputWithId, BeneficiaryWarning, StoredBeneficiary } from '../driven/wizard-gateway.ts';
import { advance, currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * Beneficiary Information's Next: at most three, totalling exactly 100 (the message is the step's main
 * error, under `beneficiaries`), then the save. Warnings beyond the spec come back without blocking.
 */
export const saveBeneficiaries =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (
    list: readonly BeneficiaryInputWithId[],
  ): ResultAsync<{ beneficiaries: StoredBeneficiary[]; warnings: BeneficiaryWarning[]; next: NextMove }, DomainError> => {
    const checked = validateBeneficiaryList(list.map((b) => ({ percentage: parsePercentage(b.beneficiary_percentage).unwrapOr(0) })));
    if (checked.isErr()) return errAsync(validationError({ beneficiaries: checked.error }));
    return currentTempId(session)
      .andThen((tempId) => wizard.saveBeneficiaries(tempId, list))
      .map((saved) => ({ ...saved, next: advance(session, 'beneficiary_info') }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveBeneficiaries: ReturnType<typeof saveBeneficiaries>;
  }
}
