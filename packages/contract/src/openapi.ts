import * as t from 'io-ts';
import { Limits, Messages } from '@benefit-store/domain';
import * as contract from './index.ts';
import { codecSchema, type JsonSchema } from './json-schema.ts';
import { DEFAULT_MAX_BODY_BYTES, type Route } from './routes.ts';
import { isRecord, recordOrEmpty } from './typed.ts';

/**
 * The contract, published (docs/adr/0012-the-published-contract.md): an OpenAPI 3.1 document built from the route tables and codecs of this
 * package, nothing written by hand. Every exported route table is found by its shape, so a route or a table added
 * to the contract is in the document the day it is added; every exported codec becomes a named schema.
 * Pure: the server serves the result, the contract suites check responses against it, the fuzz suite reads it.
 */

export const OPENAPI_VERSION = '3.1.0';

export interface OpenApiOptions {
  /** What the server requires of the caller's session for a route (the door's `none`, `optional`, `create`, `signed-in`). */
  readonly sessionOf?: (route: Route) => string | undefined;
}

const VALIDATORS_TEXT: Readonly<Record<contract.LookupValidators, string>> = {
  fixed: 'the same for everyone until a deploy changes it',
  owned: "the enrollment's, nothing personal",
  personal: "the enrollment's, with its person's own values: never stored",
};

type Json = JsonSchema;

const isCodec = (value: unknown): value is t.Mixed => value instanceof t.Type;

const isRoute = (value: unknown): value is Route =>
  isRecord(value) && typeof value.method === 'string' && typeof value.path === 'string' && typeof value.prefix === 'string' && isRecord(value.request);

export interface RouteEntry {
  /** The table's export name: `ShellRoutes`. */
  readonly table: string;
  /** The route's name in its table: `getCommonMenu`. */
  readonly name: string;
  readonly route: Route;
}

/** Every route of every route table the contract exports, in export order. */
export const contractRoutes = (): RouteEntry[] =>
  Object.entries(contract)
    .filter(([, value]) => value !== null && typeof value === 'object' && !isCodec(value) && Object.keys(value).length > 0 && Object.values(value).every(isRoute))
    .flatMap(([table, routes]) => Object.entries(recordOrEmpty(routes)).flatMap(([name, route]) => (isRoute(route) ? [{ table, name, route }] : [])));

/** `/api/v1/get-plan-detail/:id` in OpenAPI's spelling: `/api/v1/get-plan-detail/{id}`. */
export const openApiPath = (route: Route): string => (route.prefix + route.path).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** The fields of a request part (t.type, t.partial, t.intersection or t.exact of them), required or not. */
const partFields = (codec: t.Mixed, required = true): { name: string; codec: t.Mixed; required: boolean }[] => {
  const c = codec as unknown as { _tag?: string; props?: Record<string, t.Mixed>; types?: t.Mixed[]; type?: t.Mixed };
  switch (c._tag) {
    case 'InterfaceType':
    case 'PartialType':
      return Object.entries(c.props ?? {}).map(([name, field]) => ({ name, codec: field, required: required && c._tag === 'InterfaceType' }));
    case 'IntersectionType':
      return (c.types ?? []).flatMap((part) => partFields(part, required));
    case 'ExactType':
    case 'StrictType':
    case 'RefinementType':
      return partFields(c.type!, required);
    default:
      return [];
  }
};

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .toLowerCase();
const sentence = (name: string) => {
  const w = words(name);
  return w.charAt(0).toUpperCase() + w.slice(1);
};
/** `ShellRoutes` reads as the tag `Shell`; the first table, `Routes`, holds the quote filter and plan list. */
const tagOf = (table: string) => (table === 'Routes' ? 'Quote filter' : sentence(table.replace(/Routes$/, '')).replace(/^Api\b/, 'API'));

const SESSION_TEXT: Readonly<Record<string, string>> = {
  none: 'No session: the call neither reads nor sets the session cookie.',
  optional: 'Reads the session cookie when there is one; an enrollment belongs to the session that started it (any other gets 404).',
  create: 'Starts a session (sets the HttpOnly `bs_session` cookie) when the request brought none.',
  'signed-in': 'A signed-in rep or group administrator (401 otherwise).',
};

const json = (schema: Json) => ({ 'application/json': { schema } });

/** The OpenAPI 3.1 document of every route of the contract. */
export const openApiDocument = (options: OpenApiOptions = {}) => {
  // Every exported codec is a named schema; a codec exported under two names takes the first.
  const names = new Map<t.Mixed, string>();
  for (const [name, value] of Object.entries(contract)) if (isCodec(value) && !names.has(value)) names.set(value, name);
  const schemas: Record<string, Json> = {};
  const schemaOf = (codec: t.Mixed): Json => {
    const name = names.get(codec);
    if (name === undefined) return codecSchema(codec, schemaOf);
    if (!(name in schemas)) {
      schemas[name] = {}; // a placeholder while its own parts are described
      schemas[name] = codecSchema(codec, schemaOf);
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  const envelope = schemaOf(contract.ErrorEnvelope);

  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Map<string, string>();
  const operationIds = new Set<string>();

  for (const { table, name, route } of contractRoutes()) {
    const path = openApiPath(route);
    const method = route.method.toLowerCase();
    const tag = tagOf(table);
    tags.set(tag, table);
    const operationId = operationIds.has(name) ? `${table}.${name}` : name;
    operationIds.add(operationId);

    const request = recordOrEmpty(route.request);
    const parameters: unknown[] = [];
    const asParameters = (part: unknown, where: 'query' | 'path' | 'header') => {
      if (!isCodec(part)) return;
      for (const field of partFields(part)) {
        parameters.push({ name: field.name, in: where, required: where === 'path' || field.required, schema: schemaOf(field.codec) });
      }
    };
    asParameters(request.params, 'path');
    asParameters(request.query, 'query');
    // Request headers a route reads, when a route table declares them (`request.headers`).
    asParameters(request.headers, 'header');
    // A GET that changes something (the spec's verb) is refused from another site's page: the store's own clients
    // send this header; a browser on the site's own pages may instead be recognised by Sec-Fetch-Site / Origin.
    if (route === contract.CartRoutes.removePlanFromCart) {
      parameters.push({
        name: contract.AppClientHeader.name,
        in: 'header',
        required: false,
        schema: { type: 'string', enum: [contract.AppClientHeader.value] },
        description: `Changes the cart although a GET: refused (403) unless it carries \`${contract.AppClientHeader.name}: ${contract.AppClientHeader.value}\` or comes from the site's own pages (\`Sec-Fetch-Site: same-origin\`, or an \`Origin\` of the site).`,
      });
    }
    // A path parameter the route names but no codec reads: still part of the path.
    for (const [, param] of route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
      if (!parameters.some((p) => (p as { in: string; name: string }).in === 'path' && (p as { name: string }).name === param)) {
        parameters.push({ name: param, in: 'path', required: true, schema: { type: 'string' } });
      }
    }

    const maxBodyBytes = route.request.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const requestBody =
      route.method === 'GET'
        ? undefined
        : isCodec(request.body)
          ? { required: true, content: json(schemaOf(request.body)) }
          : { required: false, description: 'The call reads no field of the body; when there is one it must be a JSON object.', content: json({ type: 'object' }) };

    // A lookup answered with validators: its ETag in If-None-Match gets 304 and no body (docs/adr/0504).
    const validators = contract.ValidatedLookups.get(route);
    if (validators) {
      parameters.push({
        name: 'If-None-Match',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: `The ETag of an answer already held: 304 with no body while it is still the answer. The answer is ${VALIDATORS_TEXT[validators]} (\`Cache-Control: ${contract.LOOKUP_CACHE_CONTROL[validators]}\`).`,
      });
    }

    const described = contract.responseOf(route);
    const ok = described?.ok;
    const responses: Record<string, unknown> = {
      '200': !described
        ? { description: 'Not described by the contract yet: any JSON.', content: json({}) }
        : isCodec(ok)
          ? { description: 'Success.', content: json(schemaOf(ok)) }
          : { description: ok!.description, content: { [ok!.mediaType]: { schema: { type: 'string' } } } },
      ...(validators ? { '304': { description: 'Not modified: the ETag named in If-None-Match is still the answer; no body.' } } : {}),
      ...(described?.empty ? { '204': { description: 'Not found: nothing to show for these values (an empty answer, as the spec has it).' } } : {}),
      '4XX': {
        description: 'Refused: the error envelope, one message per field (`target_element`, `error_message`).',
        content: json(described?.refusal ? { anyOf: [envelope, schemaOf(described.refusal)] } : envelope),
      },
      '5XX': { description: `Failed on the server's side; nothing was saved ("${Messages.serverError}").`, content: json(envelope) },
    };

    // Support calls authenticate with a staff token rather than the session (docs/adr/0800).
    const supportCall = table === 'SupportRoutes';
    // Operator calls likewise, with an operator's token (docs/adr/0801-operators.md).
    const operatorCall = table === 'OperatorRoutes';
    const session = supportCall || operatorCall ? undefined : options.sessionOf?.(route);
    const operation = {
      operationId,
      tags: [tag],
      summary: sentence(name),
      ...(session ? { description: SESSION_TEXT[session] ?? `Session: ${session}.`, 'x-session': session } : {}),
      ...(supportCall ? { description: 'Support staff only: `Authorization: Bearer <token>` (401 otherwise).', security: [{ supportToken: [] }] } : {}),
      ...(operatorCall
        ? { description: 'Operators only: `Authorization: Bearer <token>` (401 otherwise; 403 for a support token or a signed-in rep or group administrator).', security: [{ operatorToken: [] }] }
        : {}),
      ...(session === 'signed-in' ? { security: [{ session: [] }] } : session === 'optional' || session === 'create' ? { security: [{}, { session: [] }] } : session === 'none' ? { security: [] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody, 'x-max-body-bytes': maxBodyBytes } : {}),
      responses,
      ...(described ? {} : { 'x-undescribed-response': true }),
    };
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`two routes are ${route.method} ${path}: ${operationId} and ${(paths[path][method] as { operationId: string }).operationId}`);
    paths[path][method] = operation;
  }

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Benefit Store API',
      version: '1',
      description: [
        'The Benefit Store storefront API (`/api/v1`), the benefit service (`/benefit-service`), the generated images (`/media`) and',
        'the development mailbox (`/dev`), built from the contract package’s route tables and io-ts codecs.',
        '',
        'Every refusal is the error envelope `{status: "error", statusCode, data: [{target_element, error_message}]}`.',
        `Request bodies are JSON objects of at most ${DEFAULT_MAX_BODY_BYTES / 1024} KiB unless an operation says more (\`x-max-body-bytes\`),`,
        `nested at most ${Limits.jsonDepth} levels deep. Text values hold no NUL character and no lone surrogate; fields the contract`,
        'does not name are dropped. The session is the HttpOnly `bs_session` cookie the server sets; support calls carry',
        '`Authorization: Bearer <token>`.',
        '',
        'Answers about one enrollment carry `X-Enrollment-Version`. A change may send `If-Enrollment-Version` with the version',
        'its screen showed: it is refused with 409 when the enrollment has changed since (another window), and not checked',
        'when the header is absent.',
        '',
        'Words follow the request’s `Accept-Language` (issue 25): `error_message` and every other message of an answer, the',
        'fixed lookups’ names and the mails a request sends are in Spanish for `es`, and in English otherwise (no header, `*`,',
        'or a language the store does not speak). An answer whose words depend on it says `Vary: Accept-Language`; a',
        'lookup’s ETag is of the bytes in that language.',
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    tags: [...tags].map(([name, table]) => ({ name, description: `The contract's ${table} table.` })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'bs_session', description: 'The server-issued session cookie (HttpOnly, signed).' },
        supportToken: { type: 'http', scheme: 'bearer', description: 'A support staff API token (`/api/v1/support/*`).' },
        operatorToken: { type: 'http', scheme: 'bearer', description: 'An operator API token (`/api/v1/admin/*`).' },
      },
    },
  };
};

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
