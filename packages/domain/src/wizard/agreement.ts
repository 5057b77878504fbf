import type { Result } from 'neverthrow';
import type { Eprocess } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { finish, isBlank } from '../form.ts';
import { Messages } from '../messages.ts';

/**
 * Agreement & Signature (doc 002): every agreement checkbox checked, the verification answer when the
 * question is marked, and a drawn signature in signature mode. Who verifies depends on the eprocess.
 */
export interface AgreementText {
  readonly head: string;
  readonly body: string;
  /** text_required; agreements are required unless the server says otherwise. */
  readonly required?: boolean;
}

/** broker (rep), group, applicant, or a drawn signature by the applicant (sigapplicant). */
export type SignerMode = 'broker' | 'group' | 'applicant' | 'sigapplicant';

/** Signature mode is a setting the spec does not show the source of; it only affects applicants (ADR 0100). */
export const signerMode = (eprocess: Eprocess, signatureMode = false): SignerMode =>
  eprocess === 'rep' ? 'broker' : eprocess === 'group' ? 'group' : signatureMode ? 'sigapplicant' : 'applicant';

export interface AgreementInput {
  readonly checked: readonly boolean[];
  /** The verification question is marked as needing an answer. */
  readonly answerRequired?: boolean;
  readonly answer?: string;
  readonly signature?: string;
}

/** Checkbox errors are keyed agreement.{index}; the answer under answer; the signature under signature. */
export const agreementTarget = (index: number): string => `agreement.${index}`;

export const validateAgreement = (
  texts: readonly AgreementText[],
  input: AgreementInput,
  mode: SignerMode,
): Result<AgreementInput, FieldErrors> => {
  const errors: Record<string, string> = {};
  texts.forEach((text, i) => {
    if (text.required !== false && input.checked[i] !== true) errors[agreementTarget(i)] = Messages.agreementRequired;
  });
  if (input.answerRequired === true && isBlank(input.answer)) errors.answer = Messages.fieldRequired;
  if (mode === 'sigapplicant' && isBlank(input.signature)) errors.signature = Messages.signatureRequired;
  return finish(errors, () => input);
};

/** Next needs every (required) agreement checked before verification even starts. */
export const allAgreementsChecked = (texts: readonly AgreementText[], checked: readonly boolean[]): boolean =>
  texts.every((text, i) => text.required === false || checked[i] === true);
