import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { validateBeneficiary as checkBeneficiary, validationError, type DomainError } from '@benefit-store/domain';
import type { BeneficiaryInputWithId, BeneficiaryWarning, StoredBeneficiary } from '../driven/wizard-gateway.ts';
import { forClientCheck } from '../wizard/masked-ssn.ts';
import { currentTempId, type WizardDeps } from '../wizard/wizard-scope.ts';

/**
 * The add or edit popup's Submit: the domain's checks, then validate-single-beneficiary on the server.
 * The beneficiary is not saved yet; the step's list is saved by its Next (saveBeneficiaries).
 */
export const validateBeneficiary =
  ({ wizard, session, clock }: WizardDeps) =>
  (input: BeneficiaryInputWithId, enrollmentId?: string): ResultAsync<{ beneficiary: StoredBeneficiary; warnings: BeneficiaryWarning[] }, DomainError> => {
    const checked = checkBeneficiary(forClientCheck(input), clock.today());
    if (checked.isErr()) return errAsync(validationError(checked.error));
    return (enrollmentId ? okAsync(enrollmentId) : currentTempId(session)).andThen((tempId) => wizard.validateBeneficiary(tempId, input));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    ValidateBeneficiary: ReturnType<typeof validateBeneficiary>;
  }
}
