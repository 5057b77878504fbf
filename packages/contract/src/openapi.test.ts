import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { AppClientHeader } from './app-client.ts';
import { Routes } from './routes.ts';
import { contractRoutes, openApiDocument, openApiPath } from './openapi.ts';
import { inlineSchema } from './json-schema.ts';
import { ListOf, OptionalChoice, Text } from './fields.ts';
import { WireId } from './envelope.ts';

const document = openApiDocument();
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }>; 'x-undescribed-response'?: boolean };
const operationOf = (path: string, method: string) => (document.paths[path] as Record<string, Operation> | undefined)?.[method];

describe('the OpenAPI document built from the contract', () => {
  it('is a valid OpenAPI 3.1 document (checked against the OpenAPI 3.1 schema by a validator we did not write)', async () => {
    const result = await new Validator().validate(structuredClone(document) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has an operation for every route of every route table, and a described answer for each', () => {
    const routes = contractRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(158);
    const missing = routes.filter(({ route }) => !operationOf(openApiPath(route), route.method.toLowerCase()));
    expect(missing.map((r) => `${r.table}.${r.name}`)).toEqual([]);
    const undescribed = routes.filter(({ route }) => operationOf(openApiPath(route), route.method.toLowerCase())?.['x-undescribed-response']);
    expect(undescribed.map((r) => `${r.table}.${r.name}`)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops as Record<string, Operation>));
    expect(operations).toHaveLength(routes.length);
  });

  it("names the store's client header a GET that changes the cart needs (remove-plan-from-cart)", () => {
    const operation = document.paths['/api/v1/remove-plan-from-cart'] as { get: { parameters: { name: string; in: string; schema: { enum?: string[] } }[] } };
    expect(operation.get.parameters).toContainEqual(expect.objectContaining({ name: AppClientHeader.name, in: 'header', schema: { type: 'string', enum: [AppClientHeader.value] } }));
  });

  it('describes every refusal as the error envelope', () => {
    for (const ops of Object.values(document.paths)) {
      for (const op of Object.values(ops as Record<string, Operation>)) {
        expect(JSON.stringify(op.responses['4XX']?.content?.['application/json']?.schema), op.operationId).toContain('#/components/schemas/ErrorEnvelope');
      }
    }
  });

  it('compiles every schema with ajv, and the success schema of a route says what its codec says', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'openapi.json', ...document });
    const schema = operationOf(openApiPath(Routes.addFilterForNewUser), 'post')!.responses['200']!.content!['application/json']!.schema;
    const validate = ajv.compile({ $ref: `openapi.json${String((schema as { $ref: string }).$ref)}` });
    expect(validate({ status: 'success', statusCode: 200, data: { temp_enrollment_id: 'abc', state: 'TX' } })).toBe(true);
    expect(validate({ status: 'success', statusCode: 200, data: { temp_enrollment_id: 42 } })).toBe(true);
    expect(validate({ status: 'success', data: { state: 'TX' } })).toBe(false);
    expect(validate({ status: 'error', data: { temp_enrollment_id: 'abc' } })).toBe(false);
  });

  it('reads the codecs of our own: text with its limit, choices, lists, ids', () => {
    expect(inlineSchema(Text(64))).toMatchObject({ type: ['string', 'number', 'null'], maxLength: 64 });
    expect(inlineSchema(OptionalChoice(['0', '1']))).toMatchObject({ enum: ['0', '1', 0, 1, '', null] });
    expect(inlineSchema(ListOf(t.type({ id: t.string }), 3))).toMatchObject({ type: ['array', 'null'], maxItems: 3, items: { type: 'object', required: ['id'] } });
    expect(inlineSchema(WireId)).toMatchObject({ anyOf: [{ type: 'string', minLength: 1 }, { type: 'number' }] });
    expect(inlineSchema(t.intersection([t.type({ a: t.string }), t.partial({ b: t.union([t.number, t.null]) })]))).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
      required: ['a'],
    });
    expect(inlineSchema(t.record(t.keyof({ x: null }), t.boolean))).toEqual({ type: 'object', additionalProperties: { type: 'boolean' }, propertyNames: { enum: ['x'] } });
  });
});
