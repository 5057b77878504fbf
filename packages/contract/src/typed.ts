/**
 * Small typed helpers that take the place of casts (docs/adr/0017): a value is narrowed by a check the compiler
 * follows, not asserted.
 */

/** A plain object (not null, not an array): its keys can be read as unknown values. */
export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value if it is a plain object, else an empty one. */
export const recordOrEmpty = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** The plain objects of a list (anything else in it dropped); an empty list for anything but an array. */
export const recordsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** The own keys of a record typed by its key type. */
export const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] =>
  Object.keys(record).filter((key): key is K => Object.hasOwn(record, key));

/**
 * A record with one entry per key, each made from its key. The one cast of this file: Object.fromEntries is typed by
 * string keys, and the entries made here are exactly one per key of K.
 */
export const recordOf = <K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

/** A check that a string is one of a fixed set, narrowing it to that set. */
export const oneOf =
  <const V extends string>(values: readonly V[]) =>
  (value: unknown): value is V =>
    typeof value === 'string' && values.some((v) => v === value);
