import { ResultAsync } from 'neverthrow';
import { allAgreementsChecked, type DomainError, type SignerMode } from '@benefit-store/domain';
import type { FormField } from '../driven/wizard-gateway.ts';
import type { AgreementText } from '../driven/enrollment-completion-gateway.ts';
import { openScreen, visibleFields, type OnScreen, type WizardDeps } from '../wizard/wizard-scope.ts';

export interface AgreementStep extends OnScreen {
  readonly texts: readonly AgreementText[];
  /** The fields to show (server-required only), with what the server knows (date, broker or group name, question). */
  readonly fields: readonly FormField[];
  /** broker (rep), group, applicant, or a drawn signature (sigapplicant). */
  readonly signerMode: SignerMode;
  /** Every required agreement is already checked (a saved agreement). */
  readonly allChecked: boolean;
}

/** Opens Agreement & Signature: the agreements (checked as saved), the verification fields and the signer's mode. */
export const loadAgreementStep =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (): ResultAsync<AgreementStep, DomainError> =>
    openScreen(session, wizard).andThen(({ tempId, screen, reads }) =>
      ResultAsync.combine([reads.agreementTexts(tempId), reads.agreementForm(tempId)] as const).map(([texts, form]) => ({
        screen,
        texts,
        fields: visibleFields(form.fields),
        signerMode: form.signerMode,
        allChecked: allAgreementsChecked(
          texts.map((t) => ({ head: t.head, body: t.body, required: t.required })),
          texts.map((t) => t.checked),
        ),
      })),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadAgreementStep: ReturnType<typeof loadAgreementStep>;
  }
}
