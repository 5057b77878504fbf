import type { FieldErrors } from '@benefit-store/domain';

/** The API's success shape: both markers production clients look for. */
export const success = <T>(data: T) => ({ status: 'success' as const, statusCode: 200, data });

export const fieldErrorList = (fields: FieldErrors) =>
  Object.entries(fields).map(([target_element, error_message]) => ({ target_element, error_message }));
