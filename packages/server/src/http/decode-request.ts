import { isRecord } from '@benefit-store/contract';
import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { Messages, type FieldErrors } from '@benefit-store/domain';

/** Why a request was refused at the door, before any of its values were used. */
export interface Refused {
  readonly status: 400 | 422;
  readonly fields: FieldErrors;
}

/**
 * A refusal raised before the door's handler runs (the body parser): the error handler answers it with its
 * status and field errors in the envelope.
 */
export class RequestRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415 | 422,
    readonly fields: FieldErrors,
  ) {
    super(Object.values(fields).join('; '));
  }
}

const BRANCHING = new Set(['UnionType', 'IntersectionType']);

/**
 * The wire name of the value an io-ts error is about: the keys from the root down, with the indexes
 * io-ts adds for union and intersection branches left out, but list indexes kept
 * (beneficiaries.1.ssn, condition_questions.0.conditions.0.date_of_onset).
 */
const fieldPath = (error: t.ValidationError): string => {
  const keys: string[] = [];
  error.context.forEach((entry, i) => {
    if (i === 0) return;
    const parent = error.context[i - 1]?.type as { _tag?: string } | undefined;
    if (parent?._tag && BRANCHING.has(parent._tag)) return;
    keys.push(entry.key);
  });
  return keys.join('.');
};

/**
 * io-ts errors as the field-error envelope: one message per field, the codec's own message when it has
 * one, 'Field is required' for a missing value and a generic one otherwise. A request whose whole body or
 * query is of the wrong kind (a bare string, a list) is refused as unreadable.
 */
export const refusalOf = (errors: t.Errors): Refused => {
  const fields: Record<string, string> = {};
  let unreadable = false;
  for (const error of errors) {
    const path = fieldPath(error);
    if (path === '') {
      unreadable = true;
      continue;
    }
    fields[path] ??= error.message ?? (error.value === undefined ? Messages.fieldRequired : Messages.invalidValue);
  }
  if (unreadable && Object.keys(fields).length === 0) return { status: 400, fields: { request: Messages.malformedRequest } };
  return { status: 422, fields };
};

/**
 * The first place in a request value that PostgreSQL could not store or that no field of ours has a use
 * for: a NUL character, or a lone UTF-16 surrogate (JSON allows "\ud800"; text columns and jsonb do not).
 */
export const unstorableAt = (value: unknown, path = ''): string | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path || 'request' : undefined;
  if (Array.isArray(value)) {
    for (const [i, inner] of value.entries()) {
      const found = unstorableAt(inner, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000') || !key.isWellFormed()) return path || 'request';
      const found = unstorableAt(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
};

/** The top-level field names a t.type, t.partial or t.intersection of them reads. */
const fieldNames = (codec: t.Mixed): string[] | undefined => {
  const c = codec as unknown as { props?: Record<string, unknown>; types?: t.Mixed[] };
  if (c.props) return Object.keys(c.props);
  if (c.types) {
    const names = c.types.map(fieldNames);
    return names.every((n) => n !== undefined) ? names.flat() : undefined;
  }
  return undefined;
};

/**
 * A request part decoded by its codec, keeping only the fields the codec names: what a handler, a command payload
 * and the journal see is exactly what the contract defines, whatever else was sent. The door decodes every request
 * with it; support replay decodes a payload it rebuilt the same way (docs/adr/0800).
 */
export const decodeRequestPart = (codec: t.Mixed | undefined, value: unknown): { ok: true; value: unknown } | { ok: false; errors: t.Errors } => {
  if (!codec) return { ok: true, value: {} };
  const result = codec.decode(value ?? {});
  if (isLeft(result)) return { ok: false, errors: result.left };
  const names = fieldNames(codec);
  const decoded: unknown = result.right;
  if (!names || !isRecord(decoded)) return { ok: true, value: decoded };
  return { ok: true, value: Object.fromEntries(names.filter((n) => n in decoded).map((n) => [n, decoded[n]])) };
};
