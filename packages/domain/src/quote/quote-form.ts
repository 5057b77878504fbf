import type { Result } from 'neverthrow';
import type { Eprocess } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { checkField, EMAIL, finish, PERSON_NAME, patternCheck, requiredCheck } from '../form.ts';
import { Messages } from '../messages.ts';

/** The Send Personalized Quote form (doc 001 section 5). */
export interface QuoteFormInput {
  readonly name: string;
  readonly email: string;
  readonly message?: string;
}

export interface QuoteForm {
  readonly name: string;
  readonly email: string;
  readonly message?: string;
}

export const validateQuoteForm = (input: QuoteFormInput): Result<QuoteForm, FieldErrors> => {
  const errors: Record<string, string> = {};
  checkField(errors, 'name', input.name, requiredCheck(Messages.fieldRequired), patternCheck(PERSON_NAME, Messages.invalidName));
  checkField(errors, 'email', input.email, requiredCheck(Messages.fieldRequired), patternCheck(EMAIL, Messages.invalidEmailAddress));
  const message = input.message?.trim() ?? '';
  return finish(errors, () => ({
    name: input.name.trim(),
    email: input.email.trim(),
    ...(message !== '' ? { message } : {}),
  }));
};

export interface QuoteButtonState {
  readonly eprocess: Eprocess | undefined;
  readonly quotationEnabled: boolean;
  readonly onSpecialHost: boolean;
}

/** Reps and groups may send quotes while quotation is enabled, except on the special host. */
export const canSendQuote = (state: QuoteButtonState): boolean =>
  (state.eprocess === 'rep' || state.eprocess === 'group') && state.quotationEnabled && !state.onSpecialHost;
