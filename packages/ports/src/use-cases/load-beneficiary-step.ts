import { ResultAsync } from 'neverthrow';
import {
  beneficiaryLabels,
  canAddBeneficiary,
  canContinueBeneficiaries,
  parsePercentage,
  totalNote,
  type DomainError,
  type TotalNote,
} from '@benefit-store/domain';
import type { Choice, FormField, StoredBeneficiary } from '../driven/wizard-gateway.ts';
import { currentTempId, visibleFields, type WizardDeps } from '../wizard/wizard-scope.ts';

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
export const describeBeneficiaries = (beneficiaries: readonly StoredBeneficiary[]): BeneficiaryList => {
  const weighted = beneficiaries.map((b) => ({ percentage: parsePercentage(b.beneficiary_percentage).unwrapOr(0) }));
  return {
    beneficiaries,
    labels: beneficiaryLabels(beneficiaries),
    note: beneficiaries.length > 0 ? totalNote(weighted) : undefined,
    canAdd: canAddBeneficiary(weighted),
    canContinue: canContinueBeneficiaries(weighted),
  };
};

export interface BeneficiaryStep extends BeneficiaryList {
  readonly fields: FormField[];
  readonly relationships: Choice[];
  /** Whether the list came from the member on file (nothing saved in this enrollment yet). */
  readonly prefilled: boolean;
}

/** Opens Beneficiary Information: what was saved, else an existing member's beneficiaries on file. */
export const loadBeneficiaryStep =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<BeneficiaryStep, DomainError> =>
    currentTempId(session).andThen((tempId) =>
      ResultAsync.combine([
        wizard.formFields(tempId, 'beneficiary'),
        wizard.beneficiaries(tempId),
        wizard.existingBeneficiaries(tempId),
        wizard.options('beneficiary-relationships'),
      ] as const).map(([fields, saved, existing, relationships]) => {
        const list = saved?.data ?? existing ?? [];
        return { ...describeBeneficiaries(list), fields: visibleFields(fields), relationships, prefilled: saved === undefined && existing !== undefined };
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadBeneficiaryStep: ReturnType<typeof loadBeneficiaryStep>;
  }
}
