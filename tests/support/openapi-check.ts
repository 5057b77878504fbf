import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from '@benefit-store/contract/openapi';

/**
 * Checks an HTTP answer against the published OpenAPI document (docs/adr/0012-the-published-contract.md) with ajv, a validator this project
 * did not write: the status must be one the operation lists, the media type one it lists for that status, and a
 * JSON body must match its schema. Shared by the contract suites (every response they receive) and the fuzz suite.
 */

type Schema = Record<string, unknown>;
interface Response {
  readonly description: string;
  readonly content?: Readonly<Record<string, { readonly schema: Schema }>>;
}
interface Operation {
  readonly operationId: string;
  readonly responses: Readonly<Record<string, Response>>;
}

export interface AnswerSeen {
  readonly method: string;
  /** Path and query as sent. */
  readonly path: string;
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: Buffer;
}

export interface Verdict {
  /** The operation the request was for; undefined when the document has no such route (nothing to check). */
  readonly operationId: string | undefined;
  readonly problems: readonly string[];
}

const DOCUMENT_ID = 'openapi.json';

/** A schema's `#/components/...` references pointed at the document registered under DOCUMENT_ID. */
const anchored = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : anchored(value)]),
  );
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const responseChecker = (document: OpenApiDocument) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  // Literal paths before templated ones, so /get-plan-detail never reads as /get-plan-detail/{id}'s.
  const operations = Object.entries(document.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, Operation>).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        op,
        params: (path.match(/\{/g) ?? []).length,
        pattern: new RegExp(`^${path.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}$`),
      })),
    )
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as Schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  const check = (seen: AnswerSeen): Verdict => {
    const pathOnly = seen.path.split('?')[0] ?? '';
    const found = operations.find((o) => o.method === seen.method && o.pattern.test(pathOnly));
    if (!found) return { operationId: undefined, problems: [] };
    const where = `${seen.method} ${pathOnly.length > 100 ? `${pathOnly.slice(0, 100)}...` : pathOnly} (${found.op.operationId}) answered ${seen.status}`;
    const status = String(seen.status);
    const responses = found.op.responses;
    const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!response) return { operationId: found.op.operationId, problems: [`${where}, a status the document does not list for it`] };
    if (!response.content) {
      return { operationId: found.op.operationId, problems: seen.body.length > 0 ? [`${where} with a body, where the document says it is empty`] : [] };
    }
    const mediaType = seen.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    const media = response.content[mediaType];
    if (!media) return { operationId: found.op.operationId, problems: [`${where} as ${mediaType || 'no media type'}, not ${Object.keys(response.content).join(' or ')}`] };
    if (mediaType !== 'application/json') return { operationId: found.op.operationId, problems: [] };
    let body: unknown;
    try {
      body = JSON.parse(seen.body.toString('utf8')) as unknown;
    } catch {
      return { operationId: found.op.operationId, problems: [`${where} with a body that is not JSON: ${seen.body.toString('utf8').slice(0, 120)}`] };
    }
    const validate = validatorOf(media.schema);
    if (validate(body)) return { operationId: found.op.operationId, problems: [] };
    const errors = (validate.errors ?? [])
      .slice(0, 4)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`)
      .join('; ');
    return { operationId: found.op.operationId, problems: [`${where} with a body the document does not describe: ${errors}. Body: ${JSON.stringify(body).slice(0, 300)}`] };
  };

  return { check };
};

export type ResponseChecker = ReturnType<typeof responseChecker>;
