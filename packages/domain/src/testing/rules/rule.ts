import fc from 'fast-check';
import { isRecord } from '../../payload.ts';

/**
 * A rule property of the domain: a statement that must hold for every input its arbitrary generates.
 * One registry of these feeds both the property suites (tests/property) and `benefit-store rules`, so a
 * property added here is checked by CI and offered to QA at once.
 */
export interface RuleProperty<I = unknown> {
  /** Stable name, `area/what-it-says`, used by `rules check --rule` and `rules eval --rule`. */
  readonly name: string;
  /** The area of the domain it belongs to (quote-filter, billing, ...). */
  readonly area: string;
  /** What the rule says, in one sentence. */
  readonly statement: string;
  /** Every input the property is checked on. Plain JSON values, so a counterexample can be printed and typed back. */
  readonly arbitrary: () => fc.Arbitrary<I>;
  /** Holds (returns true or nothing) or fails (returns false or throws a RuleViolation). May call fc.pre. */
  readonly predicate: (input: I) => boolean | void;
  /** What the domain answers for one input: the value (or the Result) the rule is about. */
  readonly evaluate: (input: I) => unknown;
}

/** Defines a rule with its input type inferred from the arbitrary. */
export const defineRule = <I>(rule: RuleProperty<I>): RuleProperty => rule as unknown as RuleProperty;

export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
}

const show = (value: unknown): string => {
  if (value instanceof Set) return `Set ${show([...value])}`;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value) ?? String(value);
};

const canonical = (value: unknown): unknown => {
  if (value instanceof Set) return { set: [...value].map((v) => JSON.stringify(canonical(v))).sort() };
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
};

export const deepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const fail = (message: string): never => {
  throw new RuleViolation(message);
};

/** The expectations rule predicates state; a failed one throws a RuleViolation naming both values. */
export const must = <T>(actual: T) => ({
  toBe(expected: T | undefined): void {
    if (!Object.is(actual, expected)) fail(`expected ${show(actual)} to be ${show(expected)}`);
  },
  toEqual(expected: unknown): void {
    if (!deepEqual(actual, expected)) fail(`expected ${show(actual)} to equal ${show(expected)}`);
  },
  toContain(item: unknown): void {
    const ok = typeof actual === 'string' ? actual.includes(String(item)) : Array.isArray(actual) && actual.some((x) => Object.is(x, item));
    if (!ok) fail(`expected ${show(actual)} to contain ${show(item)}`);
  },
  toMatch(pattern: RegExp): void {
    if (!pattern.test(String(actual))) fail(`expected ${show(actual)} to match ${pattern}`);
  },
  toBeLessThanOrEqual(limit: number): void {
    if (!((actual as unknown as number) <= limit)) fail(`expected ${show(actual)} to be <= ${limit}`);
  },
  toBeGreaterThanOrEqual(limit: number): void {
    if (!((actual as unknown as number) >= limit)) fail(`expected ${show(actual)} to be >= ${limit}`);
  },
  toHaveLength(length: number): void {
    const actualLength = (actual as unknown as { length?: number }).length;
    if (actualLength !== length) fail(`expected length ${show(actualLength)} to be ${length}`);
  },
  toHaveProperty(key: string): void {
    if (actual === null || typeof actual !== 'object' || !(key in actual)) fail(`expected ${show(actual)} to have a ${show(key)} entry`);
  },
});

/** Runs a predicate as fast-check does: true/undefined holds, false or a throw fails. */
const holds = (rule: RuleProperty, input: unknown): boolean | void => rule.predicate(input);

export interface CheckOptions {
  readonly runs?: number;
  readonly seed?: number;
  /** A counterexample path from an earlier failure: replays exactly that case (with the same seed). */
  readonly path?: string;
}

export type CheckReport =
  | { readonly rule: string; readonly status: 'passed'; readonly runs: number; readonly seed: number; readonly skipped: number }
  | {
      readonly rule: string;
      readonly status: 'failed';
      readonly runs: number;
      readonly seed: number;
      /** The shrunk input, as `rules eval --input` takes it. */
      readonly counterexample: unknown;
      readonly path: string;
      readonly shrinks: number;
      readonly error: string;
    }
  | { readonly rule: string; readonly status: 'gave-up'; readonly runs: number; readonly seed: number; readonly skipped: number; readonly error: string };

/**
 * Checks one rule: `runs` generated inputs from `seed`; on a failure the shrunk counterexample, the seed and
 * the path. With `path` (and the same seed) it replays that one case.
 */
export const checkRule = (rule: RuleProperty, options: CheckOptions = {}): CheckReport => {
  const seed = options.seed ?? 0;
  const runs = options.runs ?? 100;
  const details = fc.check(
    fc.property(rule.arbitrary(), (input) => holds(rule, input)),
    { seed, numRuns: runs, ...(options.path !== undefined ? { path: options.path, endOnFailure: true } : {}) },
  );
  if (!details.failed) return { rule: rule.name, status: 'passed', runs: details.numRuns, seed, skipped: details.numSkips };
  if (details.counterexample === null) {
    return { rule: rule.name, status: 'gave-up', runs: details.numRuns, seed, skipped: details.numSkips, error: 'too many inputs skipped by a precondition (fc.pre)' };
  }
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return {
    rule: rule.name,
    status: 'failed',
    runs: details.numRuns,
    seed,
    counterexample: details.counterexample[0],
    path: details.counterexamplePath,
    shrinks: details.numShrinks,
    error,
  };
};

/** Asserts a rule for a test runner: throws fast-check's full report (seed, path, counterexample) on failure. */
export const assertRule = (rule: RuleProperty, parameters: fc.Parameters<[unknown]> = {}): void =>
  fc.assert(
    fc.property(rule.arbitrary(), (input) => holds(rule, input)),
    parameters,
  );

// ---- One input ----

export type FieldErrors = Readonly<Record<string, string>>;

export type EvalReport =
  | { readonly rule: string; readonly status: 'invalid-input'; readonly fields: FieldErrors }
  | {
      readonly rule: string;
      readonly status: 'holds' | 'fails' | 'precondition-not-met';
      readonly result: unknown;
      readonly error?: string;
    };

const KINDS = ['string', 'number', 'boolean', 'null', 'undefined', 'array', 'object'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => KINDS.some((k) => k === kind);

/** The shape of a rule's inputs, learnt from samples of its arbitrary: which fields, of which JSON kinds. */
interface Shape {
  readonly kinds: Set<Kind>;
  element?: Shape;
  fields?: Map<string, { shape: Shape; seen: number }>;
  objects: number;
}

const kindOf = (value: unknown): Kind => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  return isKind(kind) ? kind : 'object';
};

const emptyShape = (): Shape => ({ kinds: new Set(), objects: 0 });

const learn = (shape: Shape, value: unknown): void => {
  const kind = kindOf(value);
  shape.kinds.add(kind);
  if (kind === 'array') for (const item of value as unknown[]) learn((shape.element ??= emptyShape()), item);
  if (kind === 'object') {
    shape.objects += 1;
    shape.fields ??= new Map();
    for (const [key, item] of Object.entries(value as object)) {
      const field = shape.fields.get(key) ?? { shape: emptyShape(), seen: 0 };
      field.seen += 1;
      learn(field.shape, item);
      shape.fields.set(key, field);
    }
  }
};

const kindName: Record<Kind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
  undefined: 'nothing',
  array: 'a list',
  object: 'an object',
};

const checkShape = (shape: Shape, value: unknown, path: string, errors: Record<string, string>): void => {
  const kind = kindOf(value);
  const at = path === '' ? 'input' : path;
  if (!shape.kinds.has(kind)) {
    errors[at] = `must be ${[...shape.kinds].filter((k) => k !== 'undefined').map((k) => kindName[k]).join(' or ')}`;
    return;
  }
  const element = shape.element;
  if (Array.isArray(value) && element) value.forEach((item, i) => checkShape(element, item, path === '' ? String(i) : `${path}.${i}`, errors));
  if (kind === 'object' && shape.fields && isRecord(value)) {
    const record = value;
    for (const [key, field] of shape.fields) {
      const child = path === '' ? key : `${path}.${key}`;
      if (!(key in record) || record[key] === undefined) {
        if (field.seen === shape.objects && !field.shape.kinds.has('undefined')) errors[child] = 'is required';
      } else checkShape(field.shape, record[key], child, errors);
    }
    for (const key of Object.keys(record)) if (!shape.fields.has(key)) errors[path === '' ? key : `${path}.${key}`] = 'is not an input of this rule';
  }
};

const shapes = new WeakMap<RuleProperty, Shape>();
const shapeOf = (rule: RuleProperty): Shape => {
  let shape = shapes.get(rule);
  if (!shape) {
    shape = emptyShape();
    for (const sample of fc.sample(rule.arbitrary(), { numRuns: 300, seed: 1 })) learn(shape, JSON.parse(JSON.stringify(sample ?? null)));
    shapes.set(rule, shape);
  }
  return shape;
};

/** Checks a JSON input against the kinds of value the rule's arbitrary produces; field errors by path. */
export const decodeRuleInput = (rule: RuleProperty, input: unknown): FieldErrors => {
  const errors: Record<string, string> = {};
  checkShape(shapeOf(rule), input, '', errors);
  return errors;
};

/** A neverthrow Result (or any value) as plain JSON: `{ ok: value }` or `{ errors: ... }`. */
export const resultJson = (value: unknown): unknown => {
  const r = value as { isOk?: () => boolean; value?: unknown; error?: unknown };
  if (r !== null && typeof r === 'object' && typeof r.isOk === 'function') return r.isOk() ? { ok: r.value ?? null } : { errors: r.error };
  if (value instanceof Set) return [...value];
  return value;
};

/** Evaluates one rule on one input: the domain's answer, and whether the rule holds for it. */
export const evaluateRule = (rule: RuleProperty, input: unknown): EvalReport => {
  const fields = decodeRuleInput(rule, input);
  if (Object.keys(fields).length > 0) return { rule: rule.name, status: 'invalid-input', fields };
  let result: unknown;
  try {
    result = resultJson(rule.evaluate(input));
  } catch (error) {
    return { rule: rule.name, status: 'fails', result: null, error: error instanceof Error ? error.message : String(error) };
  }
  try {
    const outcome = holds(rule, input);
    return outcome === false ? { rule: rule.name, status: 'fails', result, error: 'the predicate returned false' } : { rule: rule.name, status: 'holds', result };
  } catch (error) {
    if (fc.PreconditionFailure.isFailure(error)) return { rule: rule.name, status: 'precondition-not-met', result };
    return { rule: rule.name, status: 'fails', result, error: error instanceof Error ? error.message : String(error) };
  }
};

/** A registry: rules by name, in a stable order. */
export interface RuleRegistry {
  readonly rules: readonly RuleProperty[];
  readonly byName: (name: string) => RuleProperty | undefined;
}

export const ruleRegistry = (rules: readonly RuleProperty[]): RuleRegistry => {
  const names = new Map<string, RuleProperty>();
  for (const rule of rules) {
    if (names.has(rule.name)) throw new Error(`two rules are named ${rule.name}`);
    names.set(rule.name, rule);
  }
  return { rules, byName: (name) => names.get(name) };
};
