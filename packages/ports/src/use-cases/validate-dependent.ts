import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { validateDependent as checkDependent, validationError, type DomainError } from '@benefit-store/domain';
import type { DependentDraft, StoredDependent } from '../driven/wizard-gateway.ts';
import type { DependentDeps } from '../wizard/dependent-scope.ts';
import { forClientCheck } from '../wizard/masked-ssn.ts';
import { currentTempId, flagged } from '../wizard/wizard-scope.ts';

/** The dependent popup's Submit: the domain's checks (measures required as the server flags them), then validate-single-dependent. */
export const validateDependent =
  ({ wizard, session, clock }: Pick<DependentDeps, 'wizard' | 'session' | 'clock'>) =>
  (draft: DependentDraft, enrollmentId?: string): ResultAsync<StoredDependent, DomainError> =>
    (enrollmentId ? okAsync(enrollmentId) : currentTempId(session)).andThen((tempId) =>
      wizard.dependentFormFields(tempId).andThen(({ fields }) => {
        const checked = checkDependent(forClientCheck(draft.primary), clock.today(), {
          weight: flagged(fields, 'weight'),
          height_feet: flagged(fields, 'height_feet'),
          height_inch: flagged(fields, 'height_inch'),
        });
        if (checked.isErr()) return errAsync(validationError(checked.error));
        return wizard.validateDependent(tempId, draft);
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    ValidateDependent: ReturnType<typeof validateDependent>;
  }
}
