/** Field name (the wire's target_element) -> message shown beside that field. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Errors are values with a stable `kind`; each driving adapter decides what a kind means
 * (an HTTP status, a CLI exit code, a message beside a field).
 */
export type DomainError =
  | { readonly kind: 'validation'; readonly fields: FieldErrors }
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'unavailable'; readonly message: string }
  | { readonly kind: 'unexpected'; readonly message: string }
  /**
   * A change the enrollment no longer takes (docs/adr/0712): it was based on an older version than the current one
   * (changed in another window meanwhile), or the enrollment is confirmed and changes no more.
   */
  | { readonly kind: 'conflict'; readonly reason: ConflictReason; readonly message: string };

export type ConflictReason = 'changed-elsewhere' | 'already-confirmed';

export const validationError = (fields: FieldErrors): DomainError => ({ kind: 'validation', fields });
export const notFound = (message: string): DomainError => ({ kind: 'not-found', message });
export const unavailable = (message: string): DomainError => ({ kind: 'unavailable', message });
export const unexpected = (message: string): DomainError => ({ kind: 'unexpected', message });

/**
 * One line a person can read, whatever the kind. Each message is passed through `translate` (a screen's
 * useTranslate(), a server's translatorOf) first: a validation error joins several, which no translator of single
 * texts could turn afterwards.
 */
export const describeError = (error: DomainError, translate: (text: string) => string = (text) => text): string =>
  error.kind === 'validation'
    ? Object.entries(error.fields)
        .map(([field, message]) => `${field}: ${translate(message)}`)
        .join('; ')
    : translate(error.message);

export const forbidden = (message: string): DomainError => ({ kind: 'forbidden', message });
export const conflict = (reason: ConflictReason, message: string): DomainError => ({ kind: 'conflict', reason, message });

/** Whether an error says the enrollment was changed elsewhere (the screen reloads), or is already confirmed. */
export const isConflict = (error: DomainError, reason?: ConflictReason): error is Extract<DomainError, { kind: 'conflict' }> =>
  error.kind === 'conflict' && (reason === undefined || error.reason === reason);

/** Where a form shows the message for a wire field: the spec names the slot `{target_element}_message`. */
export const messageSlot = (target: string): string => `${target}_message`;

/** The FieldErrors of several validators merged; later ones do not overwrite an earlier message. */
export const mergeFieldErrors = (...parts: readonly FieldErrors[]): FieldErrors => {
  const merged: Record<string, string> = {};
  for (const part of parts) for (const [field, message] of Object.entries(part)) merged[field] ??= message;
  return merged;
};
