import { ResultAsync } from 'neverthrow';
import { beneficiaryLabels, describeShares, type DomainError, type TotalNote } from '@benefit-store/domain';
import type { Choice, FormField, StoredBeneficiary } from '../driven/wizard-gateway.ts';
import type { StepDrafts } from '../driven/step-drafts.ts';
import { readBeneficiaryDraft, type BeneficiaryDraftEntry } from '../wizard/beneficiary-draft.ts';
import { screenVersion } from '../wizard/screen-version.ts';
import { currentTempId, visibleFields, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface BeneficiaryList {
  readonly beneficiaries: readonly StoredBeneficiary[];
  /** 'Beneficiary #n: first last'. */
  readonly labels: string[];
  /** Green at exactly 100, red with the total otherwise. */
  readonly note: TotalNote | undefined;
  readonly canAdd: boolean;
  readonly canContinue: boolean;
}

/** The list's derived state, as the step shows it after any add, edit or delete. */
export const describeBeneficiaries = (beneficiaries: readonly StoredBeneficiary[]): BeneficiaryList => ({
  beneficiaries,
  labels: beneficiaryLabels(beneficiaries),
  ...describeShares(beneficiaries),
});

export interface BeneficiaryStep extends BeneficiaryList, OnScreen {
  readonly fields: FormField[];
  readonly relationships: Choice[];
  /** Whether the list came from the member on file (nothing saved in this enrollment yet). */
  readonly prefilled: boolean;
  /** The list this window had before a refresh and had not sent yet (docs/adr/0712): shown instead of the saved one. */
  readonly restored?: readonly BeneficiaryDraftEntry[];
}

/**
 * Opens Beneficiary Information: the list this window kept and has not sent yet, else what was saved, else an
 * existing member's beneficiaries on file. A kept list is based on the version it was made on, so its Next is refused
 * if another window saved meanwhile.
 */
export const loadBeneficiaryStep =
  ({ wizard, session, drafts }: Pick<WizardDeps, 'wizard' | 'session'> & { readonly drafts: StepDrafts }) =>
  (): ResultAsync<BeneficiaryStep, DomainError> =>
    currentTempId(session).andThen((tempId) => {
      const draft = readBeneficiaryDraft(drafts, tempId);
      const screen = screenVersion(tempId, draft?.version);
      const reads = wizard.versioned(screen.reading);
      return ResultAsync.combine([
        reads.formFields(tempId, 'beneficiary'),
        reads.beneficiaries(tempId),
        reads.existingBeneficiaries(tempId),
        reads.options('beneficiary-relationships'),
      ] as const).map(([fields, saved, existing, relationships]) => {
        const list = draft ? draft.entries.map((e) => e.shown) : (saved?.data ?? existing ?? []);
        return {
          screen,
          ...describeBeneficiaries(list),
          fields: visibleFields(fields),
          relationships,
          prefilled: draft === undefined && saved === undefined && existing !== undefined,
          ...(draft ? { restored: draft.entries } : {}),
        };
      });
    });

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadBeneficiaryStep: ReturnType<typeof loadBeneficiaryStep>;
  }
}
