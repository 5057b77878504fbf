import type { StepDrafts } from '../driven/step-drafts.ts';
import { writeBeneficiaryDraft, type BeneficiaryDraftEntry } from '../wizard/beneficiary-draft.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';

/**
 * Beneficiary Information after an add, edit or delete: the list as it stands is kept in this window until Next sends
 * it (docs/adr/0712), based on the version the step showed. No SSN typed here is kept.
 */
export const keepBeneficiaryDraft =
  ({ drafts }: { readonly drafts: StepDrafts }) =>
  (entries: readonly BeneficiaryDraftEntry[], screen: ScreenVersion): void =>
    writeBeneficiaryDraft(drafts, screen.enrollmentId, screen.version(), entries);

declare module '../use-case-registry.ts' {
  interface UseCases {
    KeepBeneficiaryDraft: ReturnType<typeof keepBeneficiaryDraft>;
  }
}
