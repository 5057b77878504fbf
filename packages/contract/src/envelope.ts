import * as t from 'io-ts';
import { describedAs } from './json-schema.ts';

/** One server-side field error: the field it belongs beside and what to say there. */
export const FieldErrorItem = t.type({ target_element: t.string, error_message: t.string });
export type FieldErrorItem = t.TypeOf<typeof FieldErrorItem>;

/** The id of the request an answer belongs to, as the X-Request-Id response header also carries it. */
export const RequestId = describedAs(
  new t.Type<string, string, unknown>('RequestId', t.string.is, t.string.validate, t.identity),
  () => ({
    type: 'string',
    minLength: 1,
    maxLength: 128,
    description: "The request's id (also in the X-Request-Id response header and in every server log line of the request): quote it to support.",
  }),
);

/**
 * `{status: 'error', data: [{target_element, error_message}]}`: the API's one error shape. Our server adds
 * `request_id`; other deployments may not, so it is optional.
 */
export const ErrorEnvelope = t.intersection([
  t.type({ status: t.literal('error'), data: t.array(FieldErrorItem) }),
  t.partial({ statusCode: t.number, message: t.string, request_id: RequestId }),
]);
export type ErrorEnvelope = t.TypeOf<typeof ErrorEnvelope>;

/** `{status: 'success', statusCode: 200, data}`; production answers carry one or both of status and statusCode. */
export const successEnvelope = <C extends t.Mixed>(data: C) =>
  t.intersection([
    t.type({ data }),
    t.union([
      t.type({ status: t.literal('success') }),
      t.type({ statusCode: t.literal(200) }),
    ]),
    t.partial({ message: t.string }),
  ]);

/** Ids arrive as numbers from some deployments and strings from others; the client treats them as strings. */
export const WireId = describedAs(new t.Type<string, string | number, unknown>(
  'WireId',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u !== ''
      ? t.success(u)
      : typeof u === 'number' && Number.isFinite(u)
        ? t.success(String(u))
        : t.failure(u, c),
  (a) => a,
), () => ({ anyOf: [{ type: 'string', minLength: 1 }, { type: 'number' }], description: 'An id: a string, or a number from some deployments.' }));
