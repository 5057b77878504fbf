import type * as t from 'io-ts';
import { recordOrEmpty } from './typed.ts';

/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1) for io-ts codecs. The built-in combinators are read from
 * their `_tag`; a codec of our own (`new t.Type(...)`: Text, ListOf, WireId ...) says what it accepts with
 * `describedAs`, since its decode function cannot be read. A codec that says nothing is described as any value.
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** Turns a codec into its schema (or a reference to it): what a described codec uses for the codecs it wraps. */
export type SchemaOf = (codec: t.Mixed) => JsonSchema;

/** The JSON Schema of each codec of our own, by codec (a codec io-ts built knows its own by its tag). */
const described = new WeakMap<t.Any, (schemaOf: SchemaOf) => JsonSchema>();

/** Attaches to a codec of our own the JSON Schema of the values it accepts. */
export const describedAs = <C extends t.Any>(codec: C, schema: (schemaOf: SchemaOf) => JsonSchema): C => {
  described.set(codec, schema);
  return codec;
};

interface Tagged {
  readonly _tag?: string;
  readonly name: string;
  readonly type?: t.Mixed;
  readonly types?: readonly t.Mixed[];
  readonly props?: Readonly<Record<string, t.Mixed>>;
  readonly value?: string | number | boolean;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly domain?: t.Mixed;
  readonly codomain?: t.Mixed;
}

/** Object schemas joined into one (an intersection of t.type and t.partial reads as one object). */
const mergeObjects = (parts: readonly JsonSchema[]): JsonSchema | undefined => {
  const plain = parts.every((p) => p.type === 'object' && p.properties !== undefined && Object.keys(p).every((k) => ['type', 'properties', 'required'].includes(k)));
  if (!plain) return undefined;
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  for (const part of parts) {
    for (const [name, schema] of Object.entries(recordOrEmpty(part.properties))) {
      // The same field in two parts must satisfy both.
      properties[name] = name in properties ? { allOf: [properties[name], schema] } : schema;
    }
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
  }
  return { type: 'object', properties, ...(required.size > 0 ? { required: [...required] } : {}) };
};

const literalType = (value: unknown) => (value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string');

/**
 * The schema of a codec, one level: the codecs inside it go through `schemaOf` (which may answer a `$ref`
 * to a named component instead of repeating it).
 */
export const codecSchema = (codec: t.Mixed, schemaOf: SchemaOf): JsonSchema => {
  const schema = described.get(codec);
  if (schema) return schema(schemaOf);
  const c = codec as unknown as Tagged;
  switch (c._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BigIntType':
      return { type: 'integer' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UndefinedType':
    case 'VoidType':
    case 'NeverType':
      return { not: {} };
    case 'UnknownType':
    case 'AnyType':
      return {};
    case 'UnknownRecordType':
    case 'AnyDictionaryType':
    case 'ObjectType':
      return { type: 'object' };
    case 'UnknownArrayType':
    case 'AnyArrayType':
      return { type: 'array' };
    case 'LiteralType':
      return { type: literalType(c.value), const: c.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(c.keys ?? {}) };
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: schemaOf(c.type!) };
    case 'TupleType':
      return { type: 'array', prefixItems: (c.types ?? []).map(schemaOf), minItems: c.types?.length ?? 0, maxItems: c.types?.length ?? 0 };
    case 'InterfaceType':
    case 'PartialType': {
      const props = c.props ?? {};
      const required = c._tag === 'InterfaceType' ? Object.keys(props) : [];
      return { type: 'object', properties: Object.fromEntries(Object.entries(props).map(([name, prop]) => [name, schemaOf(prop)])), ...(required.length > 0 ? { required } : {}) };
    }
    case 'ExactType':
    case 'StrictType':
    case 'ReadonlyType':
    case 'RefinementType':
      return schemaOf(c.type!);
    case 'IntersectionType': {
      const parts = (c.types ?? []).map(schemaOf);
      return mergeObjects(parts) ?? { allOf: parts };
    }
    case 'UnionType': {
      const parts = (c.types ?? []).map(schemaOf);
      return { anyOf: parts };
    }
    case 'DictionaryType': {
      const domain = c.domain ? schemaOf(c.domain) : {};
      const keys = domain.enum ? { propertyNames: { enum: domain.enum } } : {};
      return { type: 'object', additionalProperties: c.codomain ? schemaOf(c.codomain) : {}, ...keys };
    }
    // Recursive and function codecs, and our own codecs that say nothing of themselves: any value.
    default:
      return { description: `any value (${c.name})` };
  }
};

/** A codec's schema with every inner codec written out (no references). */
export const inlineSchema = (codec: t.Mixed): JsonSchema => codecSchema(codec, inlineSchema);
