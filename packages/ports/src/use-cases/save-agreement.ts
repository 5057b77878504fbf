import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import { validateAgreement, validationError, type DomainError, type NextMove, type SignerMode } from '@benefit-store/domain';
import type { AgreementSubmission, AgreementText, SignedAgreement } from '../driven/enrollment-completion-gateway.ts';
import type { ScreenVersion } from '../wizard/screen-version.ts';
import { advance, changeOn, type WizardDeps } from '../wizard/wizard-scope.ts';

/** What the signer did on Agreement & Signature: which agreements they checked, and their verification. */
export interface AgreementEntry {
  readonly texts: readonly AgreementText[];
  /** One per text, in the same order. */
  readonly checked: readonly boolean[];
  readonly signerMode: SignerMode;
  readonly answer?: string;
  readonly userName?: string;
  readonly agentCode?: string;
  readonly groupCode?: string;
  /** The signature canvas as a PNG data URL. */
  readonly signature?: string;
}

/** The domain's rules on the page's entry, and what the server is sent: the checked agreements' hashes. */
export const agreementSubmission = (entry: AgreementEntry): Result<AgreementSubmission, DomainError> => {
  const applicant = entry.signerMode === 'applicant' || entry.signerMode === 'sigapplicant';
  const checked = validateAgreement(
    entry.texts.map((t) => ({ head: t.head, body: t.body, required: t.required })),
    { checked: entry.checked, answerRequired: applicant, ...(entry.answer !== undefined ? { answer: entry.answer } : {}), ...(entry.signature !== undefined ? { signature: entry.signature } : {}) },
    entry.signerMode,
  );
  if (checked.isErr()) return err(validationError(checked.error));
  return ok({
    acceptedTexts: entry.texts.filter((_, i) => entry.checked[i] === true).map((t) => t.hash),
    ...(entry.answer !== undefined ? { answer: entry.answer } : {}),
    ...(entry.userName !== undefined ? { userName: entry.userName } : {}),
    ...(entry.agentCode !== undefined ? { agentCode: entry.agentCode } : {}),
    ...(entry.groupCode !== undefined ? { groupCode: entry.groupCode } : {}),
    ...(entry.signature !== undefined ? { signature: entry.signature } : {}),
  });
};

/**
 * Agreement & Signature's Next: every required agreement checked ('This field is required.'), the verification
 * answer and, in signature mode, the drawn signature ('Signature is required.'); then the save, then onward.
 */
export const saveAgreement =
  ({ wizard, session }: Pick<WizardDeps, 'wizard' | 'session'>) =>
  (entry: AgreementEntry, screen: ScreenVersion): ResultAsync<{ signed: SignedAgreement; next: NextMove }, DomainError> => {
    const submission = agreementSubmission(entry);
    if (submission.isErr()) return errAsync(submission.error);
    return changeOn(screen, wizard, (gateway, tempId) => gateway.saveAgreement(tempId, submission.value)).map((signed) => ({ signed, next: advance(session, 'agreement_info') }));
  };

declare module '../use-case-registry.ts' {
  interface UseCases {
    SaveAgreement: ReturnType<typeof saveAgreement>;
  }
}
